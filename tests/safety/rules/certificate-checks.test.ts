/**
 * Certificate checks turned off for everything that runs later (ir/certificate-checks.ts, read by ir/evasion.ts as
 * protection-off; the assignments come from lang/process-settings.ts): the variable every program reads set in the
 * process (JavaScript, Python, Go, shell) or written into a shell profile, Python's default HTTPS context replaced,
 * the user's git/npm/yarn/pip told never to check; and a file given a system program's timestamps. Beside each, the
 * benign construct: one client without checks for a local fixture (the tls-disabled advisory at most), a variable
 * set for one command, a project-level setting, `touch -r` between project files.
 */
import { describe, expect, it } from 'vitest';
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';

const manifest = JSON.stringify({ name: 'srv', version: '1.0.0', description: 'An MCP server.' });
const blocks = (file: string, text: string) =>
  analyzeComponent(kindByType('mods')!, { content: manifest, files: { '.claude-plugin/plugin.json': manifest, [file]: text } }).findings.some((f) => (f.rule === 'protection-off' || f.rule === 'covers-tracks') && f.severity === 'blocking');

describe('certificate checks turned off for everything later', () => {
  it('blocks the variable set for the whole process (TypeScript, Python, Go) or exported by a script or into a profile', () => {
    expect(blocks('server/index.ts', "process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';\nawait fetch('https://api.example.com/x');\n")).toBe(true);
    expect(blocks('server/index.js', "process.env['NODE_TLS_REJECT_UNAUTHORIZED'] = '0';\n")).toBe(true);
    expect(blocks('server/server.py', 'import os\nos.environ["PYTHONHTTPSVERIFY"] = "0"\n')).toBe(true);
    expect(blocks('main.go', 'package main\n\nimport "os"\n\nfunc main() {\n\tos.Setenv("NODE_TLS_REJECT_UNAUTHORIZED", "0")\n}\n')).toBe(true);
    expect(blocks('scripts/setup.sh', "#!/bin/sh\necho 'export NODE_TLS_REJECT_UNAUTHORIZED=0' >> \"$HOME/.bashrc\"\n")).toBe(true);
    expect(blocks('scripts/setup.sh', '#!/bin/sh\nexport GIT_SSL_NO_VERIFY=true\ngit clone https://example.com/r.git\n')).toBe(true);
  });

  it("blocks Python's default HTTPS context replaced and the user's tools told never to check", () => {
    expect(blocks('server/server.py', 'import ssl\nssl._create_default_https_context = ssl._create_unverified_context\n')).toBe(true);
    expect(blocks('scripts/proxy.sh', '#!/bin/sh\ngit config --global http.sslVerify false\n')).toBe(true);
    expect(blocks('scripts/proxy.sh', '#!/bin/sh\nnpm config set strict-ssl false\n')).toBe(true);
    expect(blocks('scripts/proxy.sh', '#!/bin/sh\nyarn config set strict-ssl false\n')).toBe(true);
    expect(blocks('scripts/proxy.sh', '#!/bin/sh\npip config set global.trusted-host "pypi.org files.pythonhosted.org"\n')).toBe(true);
  });

  it('passes one client without checks, a variable for one command, a project-level setting, other settings', () => {
    expect(blocks('server/index.ts', "import https from 'node:https';\nconst agent = new https.Agent({ rejectUnauthorized: false });\nhttps.get({ host: 'localhost', port: 8443, agent });\n")).toBe(false);
    expect(blocks('server/server.py', 'import ssl\nctx = ssl.create_default_context()\nctx.check_hostname = False\nctx.verify_mode = ssl.CERT_NONE\n')).toBe(false);
    expect(blocks('scripts/dev.sh', '#!/bin/sh\nNODE_TLS_REJECT_UNAUTHORIZED=0 node scripts/local-fixture.js\n')).toBe(false);
    expect(blocks('scripts/dev.sh', '#!/bin/sh\ngit config http.sslVerify true\nnpm config set registry "$REGISTRY"\nexport NODE_ENV=production\n')).toBe(false);
    expect(blocks('server/server.py', 'import os\nos.environ["PYTHONUNBUFFERED"] = "1"\nos.environ["NODE_TLS_REJECT_UNAUTHORIZED"] = "1"\n')).toBe(false);
  });
});

describe('a file given a system program\'s timestamps', () => {
  it('blocks touch -r from a system binary onto a file anywhere', () => {
    expect(blocks('scripts/prepare.sh', '#!/bin/bash\ncp helper "$HOME/.local/share/.x/dbus-daemon"\ntouch -r /bin/ls "$HOME/.local/share/.x/dbus-daemon"\n')).toBe(true);
    expect(blocks('scripts/prepare.sh', '#!/bin/bash\ntouch --reference=/usr/bin/ssh /tmp/.cache/agent\n')).toBe(true);
  });

  it('passes touch -r between files of the project', () => {
    expect(blocks('scripts/build.sh', '#!/bin/bash\ntouch -r src/index.ts dist/index.js\n')).toBe(false);
  });
});

describe("Go's default transport told to trust any certificate (lang/go-transport.ts)", () => {
  const go = (body: string) => `package main\n\nimport (\n\t"crypto/tls"\n\t"net/http"\n)\n\nfunc init() {\n${body}\n}\n`;

  it('blocks the default transport given a config that skips verification, or the field set on its own', () => {
    expect(blocks('main.go', go('\thttp.DefaultTransport.(*http.Transport).TLSClientConfig = &tls.Config{InsecureSkipVerify: true}'))).toBe(true);
    expect(blocks('main.go', go('\thttp.DefaultTransport.(*http.Transport).TLSClientConfig.InsecureSkipVerify = true'))).toBe(true);
  });

  it('passes one client of its own without checks, and the default transport given a verifying config', () => {
    expect(blocks('main.go', go('\tc := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}\n\tc.Get("https://localhost:8443/health")'))).toBe(false);
    expect(blocks('main.go', go('\thttp.DefaultTransport.(*http.Transport).TLSClientConfig = &tls.Config{MinVersion: tls.VersionTLS12}'))).toBe(false);
    expect(blocks('main.go', go('\thttp.DefaultTransport.(*http.Transport).TLSClientConfig.InsecureSkipVerify = false'))).toBe(false);
  });
});
