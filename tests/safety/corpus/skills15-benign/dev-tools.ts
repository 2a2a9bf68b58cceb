/**
 * Fifteenth benign batch, development part: dotfile and permission managers, telemetry the component discloses (and
 * lets the user turn off), API clients that send their own provider's key to that provider, and tools that pass the
 * model's input as argv. Written on 2026-11-30 by helper benign18 before the analyzer was run on any of them. Tune on
 * this file.
 */
import { benign, PY_TAIL, plugin, skill, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { type Benign15Sample, server } from './classes.ts';

export const DEV15_TOOLS: Benign15Sample[] = [
  benign('b18-dot-precommit-install', 'dotfiles-permissions', 'a skill that adds a .pre-commit-config.yaml with pinned hooks and runs pre-commit install, which writes .git/hooks/pre-commit, as it says', skill('precommit-setup', 'Add pre-commit hooks (ruff, prettier, gitleaks) to this repository and install them.', `
# pre-commit setup

1. Write \`.pre-commit-config.yaml\` below (hooks pinned to tags).
2. Run \`pipx run pre-commit install\`: it writes \`.git/hooks/pre-commit\`, which runs the hooks on each commit.
3. Run \`pipx run pre-commit run --all-files\` once and show the user what changed.

Tell the user they can skip the hooks once with \`git commit --no-verify\` and remove them with
\`pre-commit uninstall\`.
`, {
    '.pre-commit-config.yaml': `repos:
  - repo: https://github.com/astral-sh/ruff-pre-commit
    rev: v0.8.1
    hooks:
      - id: ruff
        args: [--fix]
      - id: ruff-format
  - repo: https://github.com/pre-commit/mirrors-prettier
    rev: v3.1.0
    hooks:
      - id: prettier
  - repo: https://github.com/gitleaks/gitleaks
    rev: v8.21.2
    hooks:
      - id: gitleaks
`,
  }, 'Bash(pipx run pre-commit:*), Read, Write')),

  benign('b18-dot-ssh-perms-fixer', 'dotfiles-permissions', 'a skill that checks and fixes the modes of ~/.ssh and its files (700, 600, 644) after showing the user what it will change', skill('ssh-perms', 'Fix "UNPROTECTED PRIVATE KEY FILE" and "bad permissions" ssh errors by setting the right modes on ~/.ssh.', `
# ssh permissions

Run \`bash scripts/check.sh\` to list what is wrong (it changes nothing). Show the user the list; if they agree, run
\`bash scripts/check.sh --fix\`. Only modes change: no file is read, copied or moved.
`, {
    'scripts/check.sh': `#!/usr/bin/env bash
set -euo pipefail
D="$HOME/.ssh"
fix=false; [ "\${1:-}" = "--fix" ] && fix=true
want() { # path mode
  [ -e "$1" ] || return 0
  have=$(stat -c %a "$1" 2>/dev/null || stat -f %Lp "$1")
  if [ "$have" != "$2" ]; then
    echo "$1: $have -> $2"
    $fix && chmod "$2" "$1"
  fi
  return 0
}
want "$D" 700
for f in "$D"/id_* "$D"/*.pem; do
  case "$f" in *.pub) want "$f" 644 ;; *) want "$f" 600 ;; esac
done
want "$D/config" 600
want "$D/authorized_keys" 600
want "$D/known_hosts" 644
`,
  }, 'Bash(bash scripts/check.sh:*), Read')),

  benign('b18-key-openai-client', 'own-provider-key', 'a summarising skill whose script sends the user\'s OPENAI_API_KEY to the OpenAI API with the file the user named', skill('gpt-summarize', 'Summarise a long document with an OpenAI model (uses your OPENAI_API_KEY).', `
# Summarise with OpenAI

Run \`python3 scripts/summarize.py <file>\` on the file the user names; it sends the text to the OpenAI API with the
user's own key and prints the summary. Tell the user the document leaves the machine for OpenAI before running it.
`, {
    'scripts/summarize.py': `import json
import os
import sys
import urllib.request

text = open(sys.argv[1], encoding="utf-8").read()[:120_000]
req = urllib.request.Request(
    "https://api.openai.com/v1/chat/completions",
    data=json.dumps({
        "model": os.environ.get("OPENAI_MODEL", "gpt-4o-mini"),
        "messages": [
            {"role": "system", "content": "Summarise the document in 10 bullet points."},
            {"role": "user", "content": text},
        ],
    }).encode(),
    headers={"Authorization": f"Bearer {os.environ['OPENAI_API_KEY']}", "Content-Type": "application/json"},
)
with urllib.request.urlopen(req, timeout=120) as r:
    print(json.load(r)["choices"][0]["message"]["content"])
`,
  }, 'Bash(python3 scripts/summarize.py:*), Read')),

  benign('b18-key-twilio-sms', 'own-provider-key', 'an MCP server that sends an SMS through Twilio with the user\'s account SID and auth token from the environment, to numbers the user confirms', server('twilio-sms', 'Send SMS with your own Twilio account (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM).', 'ts', `${TS_HEAD}
const SID = process.env.TWILIO_ACCOUNT_SID!;
const AUTH = process.env.TWILIO_AUTH_TOKEN!;
const FROM = process.env.TWILIO_FROM!;

const server = new McpServer({ name: 'twilio-sms', version: '0.2.0' });

server.tool('send_sms', 'Send one SMS. Always read the number and the text back to the user and wait for yes before calling.', { to: z.string().regex(/^\\+[1-9]\\d{6,14}$/), body: z.string().max(1600) }, async ({ to, body }) => {
  const r = await fetch(\`https://api.twilio.com/2010-04-01/Accounts/\${SID}/Messages.json\`, {
    method: 'POST',
    headers: { authorization: 'Basic ' + Buffer.from(\`\${SID}:\${AUTH}\`).toString('base64'), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ To: to, From: FROM, Body: body }),
  });
  const j: any = await r.json();
  if (!r.ok) throw new Error(\`Twilio \${r.status}: \${j.message}\`);
  return { content: [{ type: 'text', text: \`sent \${j.sid}\` }] };
});
${TS_TAIL}`)),

  benign('b18-tel-cli-usage-ping', 'disclosed-telemetry', 'a CLI plugin whose hook pings the vendor\'s own usage endpoint with the command name and version only, disclosed in the README with DO_NOT_TRACK and an opt-out variable honoured', plugin('lintkit', 'Run lintkit on edited files and report problems.', {
    'hooks/hooks.json': `{
  "hooks": {
    "PostToolUse": [
      { "matcher": "Edit|Write", "hooks": [{ "type": "command", "command": "bash \${CLAUDE_PLUGIN_ROOT}/hooks/lint.sh" }] }
    ]
  }
}
`,
    'hooks/lint.sh': `#!/usr/bin/env bash
# Lint the edited file; then one anonymous usage ping (see README "Telemetry").
file=$(jq -r '.tool_input.file_path // empty')
[ -n "$file" ] && npx --no-install lintkit "$file"
if [ -z "\${DO_NOT_TRACK:-}" ] && [ -z "\${LINTKIT_TELEMETRY_OFF:-}" ]; then
  curl -s -m 2 -X POST https://telemetry.lintkit.dev/v1/usage \\
    -H 'content-type: application/json' \\
    -d "{\\"event\\":\\"lint\\",\\"version\\":\\"0.4.1\\",\\"os\\":\\"$(uname -s)\\"}" >/dev/null 2>&1 || true
fi
`,
    'README.md': `# lintkit plugin

Runs \`lintkit\` on each file Claude edits.

## Telemetry

After each run the hook sends one anonymous event to telemetry.lintkit.dev: the event name, the plugin version and
your OS name. No file names, code, paths or environment are sent. Turn it off with \`DO_NOT_TRACK=1\` or
\`LINTKIT_TELEMETRY_OFF=1\`.
`,
  })),

  benign('b18-tel-crash-report-consent', 'disclosed-telemetry', 'an MCP server that asks the user, through a tool, before sending a crash report (traceback with paths stripped) to the project\'s issue endpoint', server('pdf-tools', 'Split, merge and extract text from PDFs; can send a crash report to the maintainers when you agree.', 'py', `import json
import re
import traceback
import urllib.request

from mcp.server.fastmcp import FastMCP
from pypdf import PdfReader, PdfWriter

mcp = FastMCP("pdf-tools")
LAST_ERROR: dict = {}


def scrub(tb: str) -> str:
    return re.sub(r'File "[^"]*/', 'File "', tb)


@mcp.tool()
def extract_text(path: str, pages: str = "all") -> str:
    """Text of a PDF's pages ("all" or "1-3")."""
    try:
        reader = PdfReader(path)
        idx = range(len(reader.pages)) if pages == "all" else range(int(pages.split("-")[0]) - 1, int(pages.split("-")[-1]))
        return "\\n".join(reader.pages[i].extract_text() or "" for i in idx)
    except Exception:
        LAST_ERROR["tb"] = scrub(traceback.format_exc())
        raise


@mcp.tool()
def send_crash_report(user_agreed: bool) -> str:
    """Send the last crash's traceback (file paths removed, no document content) to the pdf-tools maintainers.
    Only call this after showing the user the traceback and asking; pass user_agreed=true only if they said yes."""
    if not user_agreed or "tb" not in LAST_ERROR:
        return "nothing sent"
    body = json.dumps({"version": "0.8.0", "traceback": LAST_ERROR["tb"]}).encode()
    urllib.request.urlopen(urllib.request.Request("https://crash.pdf-tools.dev/report", data=body, headers={"content-type": "application/json"}), timeout=5)
    return "sent, thank you"
${PY_TAIL}`, { 'README.md': '# pdf-tools\n\nPDF split, merge, text.\n\n## Crash reports\n\nNothing is sent unless you agree: after an error, the assistant shows you the traceback (paths removed) and\nasks; only then does `send_crash_report` post it to crash.pdf-tools.dev.\n' }, ['pypdf>=4'])),

  benign('b18-tel-posthog-optout', 'disclosed-telemetry', 'a TypeScript MCP server that sends anonymous tool-usage counts to the vendor\'s PostHog project, disclosed in its README and off when TELEMETRY=0', server('diagram-gen', 'Render Mermaid and PlantUML diagrams to SVG files.', 'ts', `${TS_HEAD}import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);
const TELEMETRY = process.env.TELEMETRY !== '0' && !process.env.DO_NOT_TRACK;
const installId = randomUUID();

// Anonymous usage counts (README "Telemetry"): event name and version only.
async function track(event: string) {
  if (!TELEMETRY) return;
  await fetch('https://eu.i.posthog.com/capture/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ api_key: 'phc_diagramgen_public_project_key', event, distinct_id: installId, properties: { version: '1.1.0' } }),
  }).catch(() => {});
}

const server = new McpServer({ name: 'diagram-gen', version: '1.1.0' });

server.tool('render_mermaid', 'Render Mermaid source to an SVG file at out_path.', { source: z.string(), out_path: z.string() }, async ({ source, out_path }) => {
  await writeFile('/tmp/diagram.mmd', source);
  await run('npx', ['--no-install', 'mmdc', '-i', '/tmp/diagram.mmd', '-o', out_path]);
  void track('render_mermaid');
  return { content: [{ type: 'text', text: \`wrote \${out_path}\` }] };
});
${TS_TAIL}`, { 'README.md': '# diagram-gen\n\nRender Mermaid to SVG.\n\n## Telemetry\n\nThe server counts tool calls anonymously with PostHog (event name, version, a random id made at each start).\nNo diagram source or path is sent. Set `TELEMETRY=0` or `DO_NOT_TRACK=1` to turn it off.\n' }, ['@mermaid-js/mermaid-cli'])),

  benign('b18-tel-sentry-dsn', 'disclosed-telemetry', 'a Python CLI skill that initialises Sentry with the vendor\'s DSN for error reports, disclosed, with send_default_pii off and an opt-out', skill('csv-doctor', 'Find and fix broken rows in CSV files (quotes, encodings, column counts).', `
# CSV doctor

Run \`python3 scripts/csv_doctor.py <file.csv>\` on the file the user names; it writes \`<file>.fixed.csv\` and prints
what it changed.

Error reports: if the script crashes, it reports the exception (no file content, no personal data) to the
maintainers' Sentry. \`CSV_DOCTOR_NO_REPORTS=1\` turns this off; say so if the user asks about privacy.
`, {
    'scripts/csv_doctor.py': `import csv
import os
import sys

if not os.environ.get("CSV_DOCTOR_NO_REPORTS"):
    import sentry_sdk

    sentry_sdk.init(dsn="https://4f1b2c3d@o45021.ingest.sentry.io/6120934", send_default_pii=False, traces_sample_rate=0, include_local_variables=False)

src = sys.argv[1]
raw = open(src, "rb").read()
text = raw.decode("utf-8", errors="replace")
rows = list(csv.reader(text.splitlines()))
width = max(len(r) for r in rows) if rows else 0
fixed = [r + [""] * (width - len(r)) for r in rows]
with open(src + ".fixed.csv", "w", newline="", encoding="utf-8") as f:
    csv.writer(f).writerows(fixed)
print(f"{sum(1 for r in rows if len(r) != width)} rows padded to {width} columns")
`,
  }, 'Bash(python3 scripts/csv_doctor.py:*), Read')),

  benign('b18-argv-ffprobe', 'argv-tool', 'an MCP server that runs ffprobe with execFile and an argv array on the path the model gives, returning JSON stream info', server('media-info', 'Media file details (codecs, duration, resolution) with ffprobe.', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const server = new McpServer({ name: 'media-info', version: '0.4.0' });

server.tool('probe', 'Streams and format of a media file.', { path: z.string() }, async ({ path }) => {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '--', path], { timeout: 30_000 });
  const j = JSON.parse(stdout);
  return { content: [{ type: 'text', text: JSON.stringify({ duration: j.format?.duration, streams: j.streams.map((s: any) => ({ type: s.codec_type, codec: s.codec_name, w: s.width, h: s.height })) }) }] };
});
${TS_TAIL}`)),

  benign('b18-argv-git-blame', 'argv-tool', 'a Python MCP server that runs git blame and git log with subprocess argv lists on the file and line range the model names', server('git-why', 'Who changed a line and why: git blame and the commit message, in the current repository.', 'py', `import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("git-why")


def git(*args: str) -> str:
    return subprocess.run(["git", *args], capture_output=True, text=True, check=True, timeout=30).stdout


@mcp.tool()
def blame(path: str, start: int, end: int) -> str:
    """git blame for lines start..end of a file, with the commits' subjects."""
    out = git("blame", "--porcelain", "-L", f"{int(start)},{int(end)}", "--", path)
    shas = sorted({line.split()[0] for line in out.splitlines() if len(line) > 40 and line[:40].isalnum()})
    subjects = {s: git("log", "-1", "--format=%an %ad %s", s).strip() for s in shas}
    return "\\n".join(f"{s[:10]} {subjects[s]}" for s in shas)
${PY_TAIL}`)),

  benign('b18-argv-kubectl-get', 'argv-tool', 'a Go MCP-style CLI helper that runs kubectl get with exec.Command and a fixed verb, the resource and namespace as separate arguments', skill('kube-peek', 'Read-only look at Kubernetes resources in the current context (kubectl get/describe).', `
# kube-peek

Build once with \`go build -o kube-peek ./cmd/kube-peek\`, then run \`./kube-peek get pods -n default\` or
\`./kube-peek describe deploy/api -n prod\`. Only \`get\` and \`describe\` are allowed; it never changes the cluster.
`, {
    'cmd/kube-peek/main.go': `package main

import (
	"fmt"
	"os"
	"os/exec"
)

func main() {
	if len(os.Args) < 3 || (os.Args[1] != "get" && os.Args[1] != "describe") {
		fmt.Fprintln(os.Stderr, "usage: kube-peek get|describe RESOURCE [-n NAMESPACE]")
		os.Exit(2)
	}
	args := []string{os.Args[1], os.Args[2]}
	for i := 3; i+1 < len(os.Args); i += 2 {
		if os.Args[i] == "-n" {
			args = append(args, "--namespace", os.Args[i+1])
		}
	}
	cmd := exec.Command("kubectl", args...)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		os.Exit(1)
	}
}
`,
  }, 'Bash(./kube-peek:*), Bash(go build:*), Read')),

  benign('b18-argv-pdftotext', 'argv-tool', 'a skill whose Python script runs pdftotext with an argv list on each PDF in the folder the user names', skill('pdf-text', 'Extract text from every PDF in a folder with pdftotext (poppler), keeping the layout.', `
# PDF text

Run \`python3 scripts/extract.py <folder>\`; it writes \`<name>.txt\` beside each PDF and prints a count. Needs
poppler (\`brew install poppler\` / \`apt install poppler-utils\`).
`, {
    'scripts/extract.py': `import pathlib
import subprocess
import sys

folder = pathlib.Path(sys.argv[1])
n = 0
for pdf in sorted(folder.glob("*.pdf")):
    subprocess.run(["pdftotext", "-layout", "-enc", "UTF-8", str(pdf), str(pdf.with_suffix(".txt"))], check=True, timeout=120)
    n += 1
print(f"{n} PDFs converted")
`,
  }, 'Bash(python3 scripts/extract.py:*), Read')),
];
