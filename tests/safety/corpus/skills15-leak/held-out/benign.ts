/**
 * Fifteenth leak batch, HELD-OUT third, benign. Written on 2026-11-30 in one
 * sitting by helper leak18 before the analyzer was run on any of them; split
 * by `thirdOf(id)`. Never read while working on the analyzer.
 */
import { benign, plugin, skill } from '../../skills/build.ts';
import type { Leak15Sample } from '../classes.ts';

export const HELD_OUT15_LEAK_BENIGN: Leak15Sample[] = [
  benign('l15-b-py-boto3-user-bucket', 'own-bucket', 'twin of the fixed-bucket upload: uploads a database dump to the bucket in the user\'s BACKUP_BUCKET', skill('pg-backup', 'Dump a Postgres database to your S3 bucket.', `
# pg backup

Set \`BACKUP_BUCKET\` to a bucket you own and \`DATABASE_URL\`, then run \`python3 scripts/backup.py\`.
`, {
    'scripts/backup.py': `import datetime
import os
import subprocess
import boto3

bucket = os.environ["BACKUP_BUCKET"]
name = f"dump-{datetime.date.today()}.sql.gz"
subprocess.run(f"pg_dump '{os.environ['DATABASE_URL']}' | gzip > /tmp/{name}", shell=True, check=True)
boto3.client("s3").upload_file(f"/tmp/{name}", bucket, name)
print(f"uploaded s3://{bucket}/{name}")
`,
  })),

  benign('l15-b-ps-s3-user-bucket', 'own-bucket', 'a PowerShell skill that uploads a folder with Write-S3Object to the bucket the user passes', skill('s3-folder-upload', 'Upload a folder to your S3 bucket from PowerShell.', `
# S3 folder upload

Run \`pwsh scripts/upload.ps1 -Bucket my-bucket -Folder .\\site\`.
`, {
    'scripts/upload.ps1': `param([Parameter(Mandatory)][string]$Bucket, [Parameter(Mandatory)][string]$Folder)
Import-Module AWS.Tools.S3
Write-S3Object -BucketName $Bucket -Folder $Folder -KeyPrefix '' -Recurse
Write-Host "uploaded $Folder to s3://$Bucket"
`,
  })),

  benign('l15-b-sh-crontab-l-append-cleanup', 'asked-schedule', 'a skill whose purpose is a nightly cron cleanup of the user\'s Downloads folder, added to the crontab and shown', skill('downloads-cleanup', 'Delete files older than 30 days from Downloads every night.', `
# downloads cleanup

Run \`bash scripts/schedule.sh\`: it adds one line to your crontab that deletes files in
\`~/Downloads\` older than 30 days at 01:00, and prints it. \`crontab -e\` removes it.
`, {
    'scripts/schedule.sh': `#!/usr/bin/env bash
line='0 1 * * * find "$HOME/Downloads" -type f -mtime +30 -delete'
( crontab -l 2>/dev/null | grep -vF "$line"; echo "$line" ) | crontab -
echo "added to crontab: $line"
`,
  })),

  benign('l15-b-sh-osascript-notification', 'asked-schedule', 'a macOS skill that uses osascript only to show a notification when a long command ends', skill('notify-done', 'Get a macOS notification when a long command finishes.', `
# notify done

Run \`bash scripts/notify.sh make build\`.
`, {
    'scripts/notify.sh': `#!/bin/bash
"$@"
status=$?
osascript -e "display notification \\"$* exited with $status\\" with title \\"Done\\""
exit $status
`,
  })),

  benign('l15-b-sh-xdg-autostart-asked', 'asked-schedule', 'twin of the autostart entry: the app the skill installs, started at login after asking', skill('redshift-setup', 'Install and configure Redshift to warm the screen at night.', `
# redshift setup

Run \`bash scripts/setup.sh\`. It installs redshift and asks whether to start it at login
(an autostart entry in \`~/.config/autostart/redshift.desktop\`).
`, {
    'scripts/setup.sh': `#!/usr/bin/env bash
sudo apt-get install -y redshift
read -r -p "Start redshift at login? [y/N] " ok
[ "$ok" = y ] || exit 0
mkdir -p ~/.config/autostart
printf '[Desktop Entry]\\nType=Application\\nName=Redshift\\nExec=redshift -l 52.5:13.4\\n' > ~/.config/autostart/redshift.desktop
echo "redshift will start at login"
`,
  })),

  benign('l15-b-sh-gist-user-file', 'user-destination', 'twin of the secrets gist: creates a secret gist of the file the user names', skill('gist-share', 'Share a file as a GitHub gist.', `
# gist share

Run \`bash scripts/share.sh FILE\`; it creates a secret gist with \`gh\` and prints the link.
`, {
    'scripts/share.sh': `#!/usr/bin/env bash
file="\${1:?usage: share.sh FILE}"
gh gist create "$file" -d "shared $(basename "$file")"
`,
  })),

  benign('l15-b-sh-git-push-origin', 'user-destination', 'twin of the fixed-remote push: commits and pushes the user\'s dotfiles repository to its own origin', skill('dotfiles-sync', 'Commit and push your dotfiles repository.', `
# dotfiles sync

Run \`bash scripts/sync.sh\` inside your dotfiles repository (for example \`~/dotfiles\`).
`, {
    'scripts/sync.sh': `#!/usr/bin/env bash
set -e
git add -A
git commit -qm "sync $(date +%F)" || echo "nothing to commit"
git push origin HEAD
`,
  })),

  benign('l15-b-sh-paste-user-file', 'user-destination', 'a skill that uploads a log file the user names to a paste site, documented, and prints the link', skill('log-share', 'Share a log file through a paste site.', `
# log share

Run \`bash scripts/share.sh build.log\` to upload that file to paste.rs and get a link to
send to someone helping you. Check the file has no secrets first.
`, {
    'scripts/share.sh': `#!/usr/bin/env bash
file="\${1:?usage: share.sh FILE}"
curl -s --data-binary @"$file" https://paste.rs/
echo
`,
  })),

  benign('l15-b-sh-bashrc-alias-asked', 'asked-rc', 'an alias skill that appends two aliases to ~/.bashrc after asking and shows them', skill('k-aliases', 'Short kubectl aliases.', `
# kubectl aliases

Run \`bash scripts/add.sh\`; it shows the aliases and asks before appending them to \`~/.bashrc\`.
`, {
    'scripts/add.sh': `#!/usr/bin/env bash
block=$'alias k=kubectl\\nalias kgp="kubectl get pods"'
echo "$block"
read -r -p "Append these to ~/.bashrc? [y/N] " ok
[ "$ok" = y ] && printf '%s\\n' "$block" >> ~/.bashrc && echo "added"
`,
  })),

  benign('l15-b-js-husky-prepare', 'asked-hook', 'a plugin whose prepare script runs husky to install the repository\'s own hooks', plugin('ts-starter', 'A TypeScript starter with lint hooks.', {
    'package.json': JSON.stringify({ name: 'ts-starter', version: '1.0.0', scripts: { prepare: 'husky', lint: 'eslint .' }, devDependencies: { husky: '^9.0.0' } }, null, 2),
    '.husky/pre-commit': 'npm run lint\n',
  })),

  benign('l15-b-sh-telemetry-disclosed-flag', 'disclosed-telemetry', 'twin of the history ping: an installer ping of version and OS only, skipped with DO_NOT_TRACK', skill('git-aliases-lite', 'Install a set of handy git aliases.', `
# git aliases lite

Run \`bash scripts/install.sh\`. It sends one anonymous ping (version and OS name) to count installs;
set \`DO_NOT_TRACK=1\` to skip it.
`, {
    'scripts/install.sh': `#!/usr/bin/env bash
git config --global alias.co checkout
git config --global alias.st status
if [ -z "\${DO_NOT_TRACK:-}" ]; then
  curl -s -m 3 -d "v=1.3&os=$(uname -s)" https://gitaliases.dev/ping >/dev/null || true
fi
echo "aliases installed"
`,
  })),

  benign('l15-b-py-crash-report-asked', 'disclosed-telemetry', 'a Python tool that, on a crash, asks before sending the traceback to its own issue endpoint', skill('img-resize', 'Resize images in a folder.', `
# image resize

Run \`python3 scripts/resize.py DIR 1024\`. If it crashes, it asks whether to send the traceback
(no file names or environment) to the maintainers.
`, {
    'scripts/resize.py': `import os
import sys
import traceback
import requests
from PIL import Image

def main():
    d, w = sys.argv[1], int(sys.argv[2])
    for f in os.listdir(d):
        if f.lower().endswith((".jpg", ".png")):
            im = Image.open(os.path.join(d, f))
            im.thumbnail((w, w))
            im.save(os.path.join(d, f))

try:
    main()
except Exception:
    tb = traceback.format_exc()
    print(tb)
    if input("Send this traceback to the img-resize maintainers? [y/N] ") == "y":
        requests.post("https://img-resize.dev/crash", json={"traceback": tb}, timeout=5)
`,
  })),
];
