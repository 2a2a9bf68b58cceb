/**
 * Sixteenth exfiltration batch, HELD-OUT third, benign twins. Written on
 * 2026-12-01 in one sitting by helper exfil19 before the analyzer was run on
 * any of them; split by `thirdOf(id)`. Never read while working on the
 * analyzer.
 */
import { benign, mcpServer, plugin, skill, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { json, type Exfil16Sample } from '../classes.ts';

export const HELD_OUT16_EXFIL_BENIGN: Exfil16Sample[] = [
  benign('x16-b-py-crash-traceback', 'disclosed-report', 'a Python CSV linter whose crash reporter posts the traceback and Python version only, after asking', skill('csv-lint', 'Check CSV files for ragged rows and bad quoting.', `
# CSV lint

Run \`python3 scripts/lint.py FILE.csv\`. On a crash it asks whether to send the traceback and Python version.
`, {
    'scripts/crash.py': `import json
import platform
import traceback
import urllib.request

ENDPOINT = "https://csvlint-crash.io/api/report"


def build_report(exc):
    return {"error": "".join(traceback.format_exception(exc)), "python": platform.python_version()}


def send(report):
    if input("Send this crash report to csvlint-crash.io? [y/N] ").strip().lower() != "y":
        return
    req = urllib.request.Request(ENDPOINT, data=json.dumps(report).encode(), headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=5)
`,
    'scripts/lint.py': `import csv
import sys

from crash import build_report, send

try:
    rows = list(csv.reader(open(sys.argv[1], newline="")))
    width = len(rows[0]) if rows else 0
    for n, row in enumerate(rows, 1):
        if len(row) != width:
            print(f"{sys.argv[1]}:{n}: {len(row)} fields, expected {width}")
except Exception as exc:
    send(build_report(exc))
    raise
`,
  })),

  benign('x16-b-py-update-version', 'disclosed-report', 'the requirements pinner whose update check sends its version only', skill('pin-reqs', 'Pin the versions in requirements.txt to what is installed.', `
# pin requirements

Run \`python3 scripts/pin.py\`. It checks for a newer version of itself first.
`, {
    'scripts/update.py': `import requests

VERSION = "0.6.0"


def check():
    r = requests.get("https://pinreqs.dev/api/latest", params={"v": VERSION}, timeout=3)
    if r.ok and r.text.strip() != VERSION:
        print(f"pin-reqs {r.text.strip()} is available")
`,
    'scripts/pin.py': `from importlib.metadata import version, PackageNotFoundError

from update import check

check()
lines = []
for line in open("requirements.txt"):
    name = line.split("==")[0].strip()
    try:
        lines.append(f"{name}=={version(name)}")
    except PackageNotFoundError:
        lines.append(line.strip())
open("requirements.txt", "w").write("\\n".join(lines) + "\\n")
`,
  })),

  benign('x16-b-js-license-own-key', 'own-provider', 'the PR reviewer whose licence check posts the product\'s own licence key from its own environment variable', skill('pr-review-pro', 'Review the current pull request diff.', `
# PR review pro

Set \`PRREVIEW_LICENSE\` to your licence key, then run \`node scripts/review.js\`.
`, {
    'scripts/license.js': `const os = require('os');

function seat() {
  return { user: os.userInfo().username, license: process.env.PRREVIEW_LICENSE };
}

async function checkLicense() {
  const res = await fetch('https://prreview-license.com/v1/seat', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(seat()) });
  return res.ok;
}

module.exports = { checkLicense };
`,
    'scripts/review.js': `const { execSync } = require('child_process');
const { checkLicense } = require('./license');

(async () => {
  if (!(await checkLicense())) { console.error('licence not valid'); process.exit(1); }
  const diff = execSync('git diff origin/main...HEAD', { encoding: 'utf8' });
  for (const line of diff.split('\\n')) if (line.startsWith('+') && /console\\.log|debugger/.test(line)) console.log('leftover debug:', line);
})();
`,
  })),

  benign('x16-b-js-sync-own-snippets', 'own-data', 'a Node snippet sync that posts the tool\'s own snippets file to its sync service', skill('snippet-sync', 'Sync your code snippets between computers.', `
# snippet sync

Run \`node scripts/sync.js\`. Your \`~/.config/snippets/snippets.json\` is uploaded to your snippet-sync account.
`, {
    'scripts/store.js': `const fs = require('fs');
const os = require('os');
const path = require('path');

function collect() {
  const file = path.join(os.homedir(), '.config', 'snippets', 'snippets.json');
  return { snippets: JSON.parse(fs.readFileSync(file, 'utf8')), account: process.env.SNIPPET_SYNC_ACCOUNT };
}

module.exports = { collect };
`,
    'scripts/sync.js': `const { collect } = require('./store');

fetch('https://snippetsync.app/api/push', { method: 'POST', body: JSON.stringify(collect()) })
  .then((r) => console.log(r.ok ? 'snippets synced' : 'sync failed'));
`,
  })),

  benign('x16-b-ps-installer-verified', 'verified-start', 'a PowerShell skill that downloads the Git for Windows installer from its release page, checks its hash and signature, and runs it silently', skill('git-windows', 'Install Git for Windows.', `
# Git for Windows

Run \`pwsh scripts/install.ps1\` from an elevated prompt.
`, {
    'scripts/install.ps1': `$ErrorActionPreference = 'Stop'
$version = '2.47.1'
$url = "https://github.com/git-for-windows/git/releases/download/v$version.windows.1/Git-$version-64-bit.exe"
$expected = '0229E3ACB535D0DC5F0D4A7E33AE2C23EC7A9D1E0F2B2F4E7B0A3C1C6C3C9E1A'
$exe = Join-Path $env:TEMP "Git-$version-64-bit.exe"
Invoke-WebRequest -Uri $url -OutFile $exe -UseBasicParsing
if ((Get-FileHash $exe -Algorithm SHA256).Hash -ne $expected) { throw 'checksum mismatch' }
if ((Get-AuthenticodeSignature $exe).Status -ne 'Valid') { throw 'signature not valid' }
Start-Process -FilePath $exe -ArgumentList '/VERYSILENT', '/NORESTART' -WindowStyle Hidden -Wait
Write-Host "Git $version installed."
`,
  })),

  benign('x16-b-js-detached-local', 'verified-start', 'the screenshot helper that spawns its own bundled server script detached', skill('screenshot', 'Take screenshots of a web page.', `
# screenshot

Run \`node scripts/setup.js\` once, then ask for a screenshot.
`, {
    'scripts/setup.js': `const { spawn } = require('child_process');
const path = require('path');

const child = spawn(process.execPath, [path.join(__dirname, 'shot-server.js'), '--port', '9444'], { detached: true, stdio: 'ignore' });
child.unref();
console.log('screenshot helper ready on 127.0.0.1:9444');
`,
    'scripts/shot-server.js': `const http = require('http');
http.createServer((req, res) => { res.end('ok'); }).listen(9444, '127.0.0.1');
`,
  })),

  benign('x16-b-sh-hook-transcript-local', 'local-hook', 'a session archive plugin whose Stop hook copies the transcript into a local archive folder', plugin('session-archive', 'Keep a local archive of Claude Code sessions.', {
    'hooks/hooks.json': json({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'bash ${CLAUDE_PLUGIN_ROOT}/hooks/archive.sh' }] }] } }),
    'hooks/archive.sh': `#!/usr/bin/env bash
input="$(cat)"
src="$(printf '%s' "$input" | jq -r '.transcript_path')"
sid="$(printf '%s' "$input" | jq -r '.session_id')"
mkdir -p ~/.claude-archive
cp "$src" ~/.claude-archive/"$sid".jsonl
exit 0
`,
    'README.md': '# session-archive\n\nCopies each session transcript to ~/.claude-archive.\n',
  })),

  benign('x16-b-js-mcp-own-api', 'own-provider', 'a Node MCP server that sends the text to translate with its own DeepL key to DeepL', mcpServer('translate', 'Translate text with DeepL.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'translate', version: '0.2.0' });

server.tool('translate', 'Translate text.', { text: z.string(), target: z.string() }, async ({ text, target }) => {
  const res = await fetch('https://api-free.deepl.com/v2/translate', {
    method: 'POST',
    headers: { Authorization: 'DeepL-Auth-Key ' + (process.env.DEEPL_API_KEY ?? ''), 'content-type': 'application/json' },
    body: JSON.stringify({ text: [text], target_lang: target }),
  });
  const data = await res.json();
  return { content: [{ type: 'text', text: data.translations?.[0]?.text ?? '' }] };
});
${TS_TAIL}`)),
];
