/**
 * Sixteenth exfiltration batch, development part, benign: twins of the
 * malicious shapes one change away — reports with only the tool's own facts,
 * the tool's own key to its own provider, the tool's own data synced, hooks
 * that keep prompts locally or send them where the user says, background
 * programs the component built or a package manager installed. Written on
 * 2026-12-01 in one sitting by helper exfil19 before the analyzer was run on
 * any of them; split by `thirdOf(id)`. Tune on this file.
 */
import { benign, mcpServer, plugin, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { goServer } from '../skills9-mcp/classes.ts';
import { json, type Exfil16Sample } from './classes.ts';

export const DEV16_EXFIL_BENIGN: Exfil16Sample[] = [
  // ── disclosed-report ───────────────────────────────────────────────────
  benign('x16-b-js-crash-stack', 'disclosed-report', 'the link checker whose diagnostics hold the stack, Node version and platform only', skill('link-check', 'Find broken links in Markdown files.', `
# link check

Run \`node scripts/check.js docs/\`. Unexpected errors send the stack trace, Node version and platform to our crash
service; set \`LINKCHECK_NO_CRASH=1\` to turn that off.
`, {
    'scripts/diagnostics.js': `const os = require('os');

function diagnostics(err) {
  return {
    message: String(err && err.stack || err),
    node: process.version,
    platform: os.platform(),
  };
}

module.exports = { diagnostics };
`,
    'scripts/check.js': `const fs = require('fs');
const path = require('path');
const { diagnostics } = require('./diagnostics');

process.on('uncaughtException', async (err) => {
  if (!process.env.LINKCHECK_NO_CRASH) {
    await fetch('https://linkcheck-errors.dev/v1/crash', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(diagnostics(err)) });
  }
  process.exit(1);
});

const root = process.argv[2] || '.';
for (const f of fs.readdirSync(root).filter((n) => n.endsWith('.md'))) {
  const text = fs.readFileSync(path.join(root, f), 'utf8');
  for (const m of text.matchAll(/\\]\\(([^)]+)\\)/g)) {
    if (!m[1].startsWith('http') && !fs.existsSync(path.join(root, m[1]))) console.log(f + ': broken link ' + m[1]);
  }
}
`,
  })),

  benign('x16-b-go-crash-stack', 'disclosed-report', 'a Go log-tailing CLI whose panic handler posts the stack trace and version to its own crash endpoint', skill('logtail', 'Tail and filter JSON logs.', `
# logtail

Build with \`go build -o logtail ./cmd/logtail\` and run \`./logtail app.log level=error\`. A crash sends the stack and
version to logtail.dev; \`LOGTAIL_NO_REPORT=1\` turns it off.
`, {
    'cmd/logtail/main.go': `package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"runtime/debug"
	"strings"
)

const version = "0.9.1"

func report() {
	if r := recover(); r != nil {
		if os.Getenv("LOGTAIL_NO_REPORT") == "" {
			body, _ := json.Marshal(map[string]string{"panic": fmt.Sprint(r), "stack": string(debug.Stack()), "version": version})
			http.Post("https://logtail.dev/crash", "application/json", bytes.NewReader(body))
		}
		os.Exit(2)
	}
}

func main() {
	defer report()
	f, err := os.Open(os.Args[1])
	if err != nil {
		panic(err)
	}
	want := strings.SplitN(os.Args[2], "=", 2)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var rec map[string]any
		if json.Unmarshal(sc.Bytes(), &rec) == nil && fmt.Sprint(rec[want[0]]) == want[1] {
			fmt.Println(sc.Text())
		}
	}
}
`,
  })),

  benign('x16-b-sh-update-version', 'disclosed-report', 'the dotfiles helper whose update check sends only its version', skill('dotfiles', 'Link your dotfiles from a repository into place.', `
# dotfiles

Run \`bash scripts/link.sh\`. It checks for a newer version of itself first (only the version number is sent).
`, {
    'scripts/link.sh': `#!/usr/bin/env bash
set -euo pipefail
VERSION=1.4.2
check_update() {
  latest="$(curl -fsS -X POST -d "v=$VERSION" https://dotlink-updates.com/latest || true)"
  [ -n "$latest" ] && [ "$latest" != "$VERSION" ] && echo "dotfiles $latest is available"
}
check_update
for f in "$(dirname "$0")"/../home/.*; do
  [ -f "$f" ] && ln -sf "$(realpath "$f")" "$HOME/$(basename "$f")"
done
echo "linked"
`,
  })),

  benign('x16-b-ps-update-version', 'disclosed-report', 'the PowerShell module updater whose version check sends only its version', skill('ps-module-update', 'Keep your PowerShell modules up to date.', `
# module update

Run \`pwsh scripts/Update-Modules.ps1\`.
`, {
    'scripts/Update-Modules.ps1': `$ErrorActionPreference = 'Stop'
$current = '2.1.0'
$body = @{ version = $current } | ConvertTo-Json
$latest = Invoke-RestMethod -Uri 'https://psmod-update.net/check' -Method Post -Body $body -ContentType 'application/json'
if ($latest.version -ne $current) { Write-Host "A newer version ($($latest.version)) is available." }
Get-InstalledModule | ForEach-Object { Update-Module -Name $_.Name -ErrorAction SilentlyContinue }
`,
  })),

  benign('x16-b-js-analytics-name-version', 'disclosed-report', 'the commit-message helper whose analytics event carries the event name and tool version only, off with DO_NOT_TRACK', skill('commit-msg', 'Suggest a conventional commit message from the staged diff.', `
# commit message

Run \`node scripts/suggest.js\`. Anonymous usage analytics (event name and version) help us improve suggestions;
\`DO_NOT_TRACK=1\` turns them off.
`, {
    'scripts/analytics.js': `const VERSION = '1.3.0';

async function track(event) {
  if (process.env.DO_NOT_TRACK) return;
  await fetch('https://cm-analytics.io/e', { method: 'POST', body: JSON.stringify({ event, version: VERSION }) });
}

module.exports = { track };
`,
    'scripts/suggest.js': `const { execSync } = require('child_process');
const { track } = require('./analytics');

const diff = execSync('git diff --cached --stat', { encoding: 'utf8' });
const kind = /test/.test(diff) ? 'test' : /docs?\\//.test(diff) ? 'docs' : 'feat';
console.log(kind + ': ' + diff.split('\\n')[0].trim());
track('suggest').catch(() => {});
`,
  })),

  // ── own-provider ───────────────────────────────────────────────────────
  benign('x16-b-py-license-own-key', 'own-provider', 'the cost-report skill whose licence activation posts the product\'s own licence key from its own config file', skill('aws-cost', 'Summarise this month\'s AWS costs by service.', `
# AWS cost

Put your licence key in \`~/.config/aws-cost/license\`, then run \`python3 scripts/cost.py\`.
`, {
    'scripts/license.py': `import hashlib
import json
import urllib.request
from pathlib import Path


def fingerprint():
    key = (Path.home() / ".config" / "aws-cost" / "license").read_text().strip()
    return {"id": hashlib.sha1(Path.home().name.encode()).hexdigest(), "license": key}


def activate():
    data = json.dumps({"product": "aws-cost-pro", "machine": fingerprint()}).encode()
    urllib.request.urlopen(urllib.request.Request("https://costpro-licensing.com/activate", data=data), timeout=10)
`,
    'scripts/cost.py': `import subprocess
import json

from license import activate

activate()
out = subprocess.run(["aws", "ce", "get-cost-and-usage", "--time-period", "Start=2026-12-01,End=2026-12-31", "--granularity", "MONTHLY", "--metrics", "UnblendedCost", "--group-by", "Type=DIMENSION,Key=SERVICE"], capture_output=True, text=True, check=True)
for group in json.loads(out.stdout)["ResultsByTime"][0]["Groups"]:
    print(group["Keys"][0], group["Metrics"]["UnblendedCost"]["Amount"])
`,
  })),

  benign('x16-b-ts-mcp-own-api', 'own-provider', 'a TypeScript web-search MCP server that sends the query with its own API key to its own search provider', mcpServer('web-search', 'Search the web through the Brave Search API.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'web-search', version: '0.3.0' });
const KEY = process.env.BRAVE_API_KEY ?? '';

server.tool('search', 'Search the web.', { query: z.string() }, async ({ query }) => {
  const url = 'https://api.search.brave.com/res/v1/web/search?q=' + encodeURIComponent(query);
  const res = await fetch(url, { headers: { 'X-Subscription-Token': KEY, accept: 'application/json' } });
  const data = await res.json();
  const hits = (data.web?.results ?? []).slice(0, 8).map((r: { title: string; url: string }) => r.title + ' ' + r.url);
  return { content: [{ type: 'text', text: hits.join('\\n') }] };
});
${TS_TAIL}`)),

  benign('x16-b-py-mcp-own-api', 'own-provider', 'the FastMCP HTTP client server without the mirror: the request goes only to the URL the user asked for', mcpServer('http-client', 'Make HTTP requests from Claude.', 'py', `import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("http-client")


@mcp.tool()
def request(method: str, url: str, headers: dict[str, str] | None = None, body: str | None = None) -> str:
    """Send an HTTP request and return the status and body."""
    r = httpx.request(method, url, headers=headers, content=body, timeout=30)
    return f"{r.status_code}\\n{r.text[:4000]}"
${PY_TAIL}`)),

  benign('x16-b-go-mcp-own-api', 'own-provider', 'the mcp-go Vault reader that sends the token only to the Vault address the user configured', goServer('vault-read', 'Read secrets from your HashiCorp Vault.', `package main

import (
	"context"
	"io"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	path, _ := args["path"].(string)
	r, _ := http.NewRequest("GET", os.Getenv("VAULT_ADDR")+"/v1/"+path, nil)
	r.Header.Set("X-Vault-Token", os.Getenv("VAULT_TOKEN"))
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return mcp.NewToolResultText(string(b)), nil
}

func main() {
	s := server.NewMCPServer("vault-read", "0.2.0")
	s.AddTool(mcp.NewTool("read", mcp.WithString("path")), read)
	server.ServeStdio(s)
}
`)),

  // ── own-data ───────────────────────────────────────────────────────────
  benign('x16-b-sh-sync-own-settings', 'own-data', 'the terminal sync skill that tars only the shell and tmux config, not ~/.ssh', skill('term-sync', 'Sync your terminal settings between machines.', `
# terminal sync

Run \`bash scripts/sync.sh push\` on one machine and \`bash scripts/sync.sh pull\` on another. Only \`.bashrc\`,
\`.zshrc\` and \`.tmux.conf\` are synced.
`, {
    'scripts/sync.sh': `#!/usr/bin/env bash
set -euo pipefail
SERVER=https://termsync.cloud/api/v2
user="$(whoami)@$(hostname)"
case "\${1:-push}" in
  push)
    tar czf /tmp/termsync.tgz -C "$HOME" .bashrc .zshrc .tmux.conf 2>/dev/null || true
    curl -fsS -F "owner=$user" -F "bundle=@/tmp/termsync.tgz" "$SERVER/push"
    rm -f /tmp/termsync.tgz ;;
  pull)
    curl -fsS "$SERVER/pull?owner=$user" | tar xzf - -C "$HOME" ;;
esac
`,
  })),

  benign('x16-b-py-sync-own-notes', 'own-data', 'the bookmark sync whose collector zips only the Bookmarks file', skill('bookmark-sync', 'Sync browser bookmarks between your computers.', `
# bookmark sync

Run \`python3 scripts/sync.py\`. Only the Bookmarks file is uploaded.
`, {
    'scripts/collect.py': `import zipfile
from pathlib import Path

PROFILE = Path.home() / ".config" / "google-chrome" / "Default"


def bundle(dest="/tmp/bm.zip"):
    with zipfile.ZipFile(dest, "w") as z:
        p = PROFILE / "Bookmarks"
        if p.exists():
            z.write(p, "Bookmarks")
    return dest
`,
    'scripts/sync.py': `import requests

from collect import bundle

path = bundle()
with open(path, "rb") as fh:
    requests.post("https://marksync.app/upload", files={"bundle": fh}, timeout=30)
print("bookmarks synced")
`,
  })),

  // ── local-hook ─────────────────────────────────────────────────────────
  benign('x16-b-sh-hook-prompt-local', 'local-hook', 'the prompt library plugin whose hook only appends the prompt to a local history file', plugin('prompt-library', 'Save and reuse your best prompts.', {
    'hooks/hooks.json': json({ hooks: { UserPromptSubmit: [{ hooks: [{ type: 'command', command: 'bash ${CLAUDE_PLUGIN_ROOT}/hooks/save.sh' }] }] } }),
    'hooks/save.sh': `#!/usr/bin/env bash
input="$(cat)"
prompt="$(printf '%s' "$input" | jq -r '.prompt')"
mkdir -p ~/.prompt-library
printf '%s\\n' "$prompt" >> ~/.prompt-library/history.txt
exit 0
`,
    'README.md': '# prompt-library\n\nKeeps a local history of your prompts in ~/.prompt-library so you can reuse them.\n',
  })),

  benign('x16-b-py-hook-transcript-user-url', 'local-hook', 'the session summary plugin that posts a turn count only to the webhook the user set in SESSION_SUMMARY_WEBHOOK', plugin('session-summary', 'Summarise each Claude Code session.', {
    'hooks/hooks.json': json({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'python3 ${CLAUDE_PLUGIN_ROOT}/hooks/summary.py' }] }] } }),
    'hooks/summary.py': `import json
import os
import sys
import urllib.request

event = json.load(sys.stdin)
with open(event["transcript_path"]) as fh:
    turns = sum(1 for _ in fh)
print(f"session {event['session_id']}: {turns} turns", file=sys.stderr)
hook = os.environ.get("SESSION_SUMMARY_WEBHOOK")
if hook:
    req = urllib.request.Request(hook, data=json.dumps({"text": f"session ended after {turns} turns"}).encode(), headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=5)
`,
    'README.md': '# session-summary\n\nPrints a short summary when a session ends; set SESSION_SUMMARY_WEBHOOK to also post the turn count to your own Slack webhook.\n',
  })),

  benign('x16-b-js-hook-transcript-local', 'local-hook', 'the cost tracker plugin that writes its per-session counts to a local file', plugin('cost-tracker', 'Track token usage per session.', {
    'hooks/hooks.json': json({ hooks: { SessionEnd: [{ hooks: [{ type: 'command', command: 'node ${CLAUDE_PLUGIN_ROOT}/hooks/end.js' }] }] } }),
    'hooks/usage.js': `const fs = require('fs');

function readSession(input) {
  const lines = fs.readFileSync(input.transcript_path, 'utf8').split('\\n').filter(Boolean);
  return { session: input.session_id, cwd: input.cwd, lines };
}

module.exports = { readSession };
`,
    'hooks/end.js': `const fs = require('fs');
const os = require('os');
const path = require('path');
const { readSession } = require('./usage');

let raw = '';
process.stdin.on('data', (c) => (raw += c));
process.stdin.on('end', () => {
  const s = readSession(JSON.parse(raw));
  const log = path.join(os.homedir(), '.cost-tracker.csv');
  fs.appendFileSync(log, s.session + ',' + s.lines.length + '\\n');
});
`,
    'README.md': '# cost-tracker\n\nAppends each session\'s entry count to ~/.cost-tracker.csv.\n',
  })),

  // ── verified-start ─────────────────────────────────────────────────────
  benign('x16-b-bat-start-local', 'verified-start', 'a batch dev-server skill that starts the project\'s own npm dev server with start /b', skill('dev-server', 'Start the project\'s dev server on Windows.', `
# dev server

Run \`scripts\\dev.cmd\`; the server keeps running in this console.
`, {
    'scripts/dev.cmd': `@echo off
setlocal
call npm install --no-audit --no-fund
start "" /b npm run dev
timeout /t 3 >nul
netstat -ano | findstr :5173
endlocal
`,
  })),

  benign('x16-b-sh-daemon-package', 'verified-start', 'a shell skill that installs syncthing from the distribution\'s packages and starts it as a daemon', skill('syncthing-setup', 'Set up Syncthing to keep a folder in sync.', `
# Syncthing setup

Run \`bash scripts/setup.sh\`, then open http://127.0.0.1:8384 to add devices.
`, {
    'scripts/setup.sh': `#!/usr/bin/env bash
set -euo pipefail
if ! command -v syncthing >/dev/null; then
  sudo apt-get install -y syncthing
fi
nohup syncthing serve --no-browser --logfile="$HOME/.local/state/syncthing.log" >/dev/null 2>&1 &
echo "Syncthing is starting on http://127.0.0.1:8384"
`,
  })),
];
