/**
 * Fourteenth benign batch, development part: backups and syncs to the user's own remotes (borg, a nightly pg_dump
 * by cron, rclone), tools that pass input as argv (ripgrep in Go, pandoc, git, a shell wrapper), capabilities the
 * component declares (clipboard, screenshots, one keychain item, the user's Slack webhook, a formatter hook) and
 * disclosed admin servers (a local metrics page, a remote mode behind a flag and a token). Written on 2026-11-30 by
 * helper benign17 before the analyzer was run on any of them. Tune on this file.
 */
import { benign, plugin, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { type Benign14Sample, goServer, server } from './classes.ts';

export const DEV14_TOOLS: Benign14Sample[] = [
  benign('b17-sync-borg-home', 'backup-sync', 'a borg backup skill that backs up the home folder, ~/.ssh and ~/.gnupg included and said so, to the user\'s own encrypted borg repository named in its config, with a passphrase from the user\'s keyring', skill('borg-home', 'Back up your home folder with BorgBackup to your own repository (BORG_REPO), encrypted, with pruning.', `
# Home backup with Borg

The repository is the user's own (\`BORG_REPO\` in \`~/.config/borg-home/env\`, e.g. their NAS or a BorgBase repo
they created). The backup **includes** \`~/.ssh\` and \`~/.gnupg\` — that is on purpose, a restore without keys is
not a restore — and it is encrypted client-side (repokey-blake2) before it leaves the machine.

Run \`scripts/backup.sh\`; show the user the \`borg info\` summary afterwards. First time: \`borg init -e
repokey-blake2 "$BORG_REPO"\` and tell the user to export the key (\`borg key export\`) to paper.
`, {
    'scripts/backup.sh': `#!/usr/bin/env bash
set -euo pipefail
. "$HOME/.config/borg-home/env"        # BORG_REPO, BORG_PASSCOMMAND
export BORG_REPO BORG_PASSCOMMAND
borg create --stats --compression zstd,6 --exclude-caches \\
  --exclude "$HOME/.cache" --exclude "$HOME/Downloads" --exclude "$HOME/.local/share/Trash" \\
  "::home-{now:%Y-%m-%dT%H%M}" "$HOME"
borg prune --keep-daily 7 --keep-weekly 4 --keep-monthly 12
borg compact
borg info --last 1
`,
    'env.example': `BORG_REPO=ssh://u123456@u123456.your-storagebox.de:23/./backups/laptop
BORG_PASSCOMMAND="secret-tool lookup borg laptop"
`,
  })),

  benign('b17-sync-pg-dump-cron', 'backup-sync', 'a skill that installs a nightly crontab entry (shown to the user first) dumping the team\'s Postgres to their own S3 bucket with server-side encryption and a 30-day lifecycle', skill('pg-nightly-dump', 'Schedule a nightly pg_dump of the app database to your S3 bucket, with a crontab line you approve.', `
# Nightly database dump

1. Fill \`~/.config/pg-nightly/env\` from \`env.example\` (the user's DATABASE_URL and bucket).
2. Show the user the crontab line below and add it only after they agree:

       15 2 * * * $HOME/.local/bin/pg-nightly.sh >> $HOME/.local/state/pg-nightly.log 2>&1

3. Copy \`scripts/pg-nightly.sh\` to \`~/.local/bin/\` and run it once by hand.

Remove it with \`crontab -e\` and deleting the line.
`, {
    'scripts/pg-nightly.sh': `#!/usr/bin/env bash
set -euo pipefail
. "$HOME/.config/pg-nightly/env"   # DATABASE_URL, BUCKET, AWS_PROFILE
key="pg/$(date -u +%Y/%m/%d)/app.dump"
pg_dump --format=custom --no-owner "$DATABASE_URL" | aws s3 cp - "s3://$BUCKET/$key" --sse AES256 --profile "$AWS_PROFILE"
echo "$(date -Is) dumped to s3://$BUCKET/$key"
`,
    'env.example': `DATABASE_URL=postgres://app@db.internal:5432/app
BUCKET=acme-db-backups
AWS_PROFILE=backup
`,
  })),

  benign('b17-sync-rclone-photos', 'backup-sync', 'a skill that mirrors the user\'s Pictures folder to their own rclone remote (chosen from rclone listremotes), dry-run first', skill('photo-sync', 'Mirror ~/Pictures to one of your rclone remotes (Google Photos, B2, a NAS), with a dry run first.', `
# Photo sync

Ask which remote to use from \`rclone listremotes\` (the user's own config in \`~/.config/rclone/rclone.conf\`).
Then run \`scripts/sync.sh REMOTE:path --dry-run\`, show the summary, and run it without \`--dry-run\` after the
user agrees. \`sync\` deletes files on the remote that are gone locally — say so before the real run.
`, {
    'scripts/sync.sh': `#!/usr/bin/env bash
set -euo pipefail
dest="$1"; shift
rclone sync "$HOME/Pictures" "$dest" --exclude ".DS_Store" --exclude "*.tmp" --transfers 8 --checksum --progress "$@"
rclone size "$dest"
`,
  })),

  benign('b17-argv-ts-git', 'argv-tool', 'a git MCP server that runs git with execFile and an argument array, paths confined to the repository, refs validated, and a -- before pathspecs', server('git-tools', 'Git status, log, diff and blame for the repository in GIT_REPO.', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import { resolve, relative } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const REPO = resolve(process.env.GIT_REPO ?? process.cwd());
const git = async (args: string[]) => (await run('git', ['-C', REPO, ...args], { maxBuffer: 8 << 20 })).stdout;
const inRepo = (p: string) => {
  const rel = relative(REPO, resolve(REPO, p));
  if (rel.startsWith('..')) throw new Error('path outside the repository');
  return rel;
};
const ref = z.string().regex(/^[\\w./~^-]+$/, 'a ref name').refine((r) => !r.startsWith('-'), 'a ref, not an option');

const server = new McpServer({ name: 'git-tools', version: '0.3.2' });

server.tool('status', 'Short status of the working tree.', {}, async () => ({ content: [{ type: 'text', text: await git(['status', '--short', '--branch']) }] }));

server.tool('log', 'Recent commits, optionally for a path.', { n: z.number().int().max(200).default(20), path: z.string().optional() }, async ({ n, path }) => ({
  content: [{ type: 'text', text: await git(['log', \`-n\${n}\`, '--oneline', '--', ...(path ? [inRepo(path)] : [])]) }],
}));

server.tool('diff', 'Diff between two refs (default: working tree against HEAD).', { from: ref.default('HEAD'), to: ref.optional(), path: z.string().optional() }, async ({ from, to, path }) => ({
  content: [{ type: 'text', text: await git(['diff', from, ...(to ? [to] : []), '--', ...(path ? [inRepo(path)] : [])]) }],
}));

server.tool('blame', 'Blame a file.', { path: z.string() }, async ({ path }) => ({ content: [{ type: 'text', text: await git(['blame', '--date=short', '--', inRepo(path)]) }] }));
${TS_TAIL}`)),

  benign('b17-argv-py-pandoc', 'argv-tool', 'a pandoc MCP server converting documents with subprocess.run on an argv list, formats from an allow-list, files confined to the workspace', server('doc-convert', 'Convert documents with pandoc (Markdown, DOCX, HTML, PDF via LaTeX) inside the workspace folder.', 'py', `import os
import pathlib
import subprocess

from mcp.server.fastmcp import FastMCP

WORK = pathlib.Path(os.environ.get("WORKSPACE", os.getcwd())).resolve()
FORMATS = {"markdown", "gfm", "docx", "html", "pdf", "odt", "rst", "latex"}
mcp = FastMCP("doc-convert")


def inside(p: str) -> pathlib.Path:
    q = (WORK / p).resolve()
    if not q.is_relative_to(WORK):
        raise ValueError("outside the workspace")
    return q


@mcp.tool()
def convert(src: str, dest: str, to: str, toc: bool = False) -> str:
    """Convert src to dest in the format \`to\`. Both paths are inside the workspace."""
    if to not in FORMATS:
        raise ValueError(f"format must be one of {sorted(FORMATS)}")
    args = ["pandoc", str(inside(src)), "-o", str(inside(dest)), "--to", to, "--sandbox"]
    if toc:
        args.append("--toc")
    p = subprocess.run(args, capture_output=True, text=True, timeout=180)
    if p.returncode != 0:
        raise RuntimeError(p.stderr[-4000:])
    return f"wrote {dest}"
${PY_TAIL}`)),

  benign('b17-argv-go-ripgrep', 'argv-tool', 'a Go MCP server searching the project with ripgrep via exec.Command and an argument slice, the pattern after -e and the root fixed', goServer('rg-search', 'Fast text search of the project with ripgrep.', `package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	root, _ := os.Getwd()
	if r := os.Getenv("SEARCH_ROOT"); r != "" {
		root = r
	}
	s := server.NewMCPServer("rg-search", "0.4.0")
	search := mcp.NewTool("search",
		mcp.WithDescription("Search the project for a regular expression (ripgrep syntax). Returns file:line:text, at most max lines."),
		mcp.WithString("pattern", mcp.Required()),
		mcp.WithString("glob", mcp.Description("limit to files matching this glob, e.g. *.go")),
		mcp.WithNumber("max", mcp.Description("maximum lines, default 200")),
	)
	s.AddTool(search, func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		max := int(req.GetFloat("max", 200))
		args := []string{"--line-number", "--no-heading", "--color=never", "--max-count", strconv.Itoa(max)}
		if g := req.GetString("glob", ""); g != "" {
			args = append(args, "--glob", g)
		}
		args = append(args, "-e", req.GetString("pattern", ""), "--", root)
		out, err := exec.CommandContext(ctx, "rg", args...).Output()
		if err != nil {
			if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() == 1 {
				return mcp.NewToolResultText("no matches"), nil
			}
			return mcp.NewToolResultError(fmt.Sprint(err)), nil
		}
		return mcp.NewToolResultText(string(out)), nil
	})
	if err := server.ServeStdio(s); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}
`)),

  benign('b17-argv-sh-wrapper', 'argv-tool', 'a skill whose shell script wraps the AWS CLI for log tailing, passing the user\'s arguments through as "$@" with the profile and region from the skill\'s config', skill('cw-tail', 'Tail CloudWatch log groups for the user\'s services with the AWS CLI, using the profile in .cw-tail.env.', `
# CloudWatch tail

\`scripts/tail.sh GROUP [extra aws logs tail args...]\`, e.g. \`scripts/tail.sh /ecs/api --since 15m --filter-pattern ERROR\`.
The profile and region come from \`.cw-tail.env\` in the project (the user's own). Extra arguments are passed to
\`aws logs tail\` unchanged.
`, {
    'scripts/tail.sh': `#!/usr/bin/env bash
set -euo pipefail
[ -f .cw-tail.env ] && . ./.cw-tail.env
group="$1"; shift
exec aws logs tail "$group" --profile "\${AWS_PROFILE:-default}" --region "\${AWS_REGION:-us-east-1}" --format short "$@"
`,
    '.cw-tail.env.example': 'AWS_PROFILE=prod-readonly\nAWS_REGION=eu-west-1\n',
  })),

  benign('b17-cap-clipboard', 'declared-capability', 'a clipboard MCP server whose name and descriptions say it reads and writes the system clipboard, on the user\'s request, locally', server('clipboard', 'Read and write the system clipboard (pbpaste/pbcopy, wl-paste/wl-copy, xclip).', 'py', `import shutil
import subprocess
import sys

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("clipboard")


def tools() -> tuple[list[str], list[str]]:
    if sys.platform == "darwin":
        return ["pbpaste"], ["pbcopy"]
    if shutil.which("wl-paste"):
        return ["wl-paste", "--no-newline"], ["wl-copy"]
    return ["xclip", "-selection", "clipboard", "-o"], ["xclip", "-selection", "clipboard"]


@mcp.tool()
def read_clipboard() -> str:
    """Return the text on the clipboard. Only call this when the user asks you to use what they copied."""
    return subprocess.run(tools()[0], capture_output=True, text=True, timeout=5).stdout[:50000]


@mcp.tool()
def write_clipboard(text: str) -> str:
    """Put text on the clipboard so the user can paste it."""
    subprocess.run(tools()[1], input=text, text=True, timeout=5, check=True)
    return f"copied {len(text)} characters"
${PY_TAIL}`)),

  benign('b17-cap-screenshot', 'declared-capability', 'a screenshot MCP server that captures the screen or a window to a PNG in the project\'s screenshots folder and returns it to the model, as its description says', server('screen-shot', 'Take a screenshot of the screen or of one window and give it to the model as an image. Saved under ./screenshots/.', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import { mkdir, readFile } from 'node:fs/promises';
import { platform } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DIR = join(process.cwd(), 'screenshots');

const server = new McpServer({ name: 'screen-shot', version: '0.5.0' });

server.tool('screenshot', 'Capture the whole screen (or the frontmost window) and return it as a PNG image. The image is also saved under ./screenshots/. Only take one when the user asks you to look at their screen.', { window: z.boolean().default(false) }, async ({ window }) => {
  await mkdir(DIR, { recursive: true });
  const file = join(DIR, \`shot-\${Date.now()}.png\`);
  if (platform() === 'darwin') await run('screencapture', ['-x', ...(window ? ['-w'] : []), file]);
  else await run('grim', window ? ['-g', (await run('slurp', [])).stdout.trim(), file] : [file]);
  const data = (await readFile(file)).toString('base64');
  return { content: [{ type: 'image', data, mimeType: 'image/png' }, { type: 'text', text: file }] };
});
${TS_TAIL}`)),

  benign('b17-cap-keychain-read', 'declared-capability', 'an MCP server for the user\'s own Linear workspace that reads its API key from one named macOS keychain item (declared in the README) and sends it only to the Linear API', server('linear-keychain', 'Linear issues for your workspace. The API key is read from your macOS keychain (item "linear-api-key"), not from a file.', 'py', `import subprocess

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("linear-keychain")


def api_key() -> str:
    # the one keychain item the README tells the user to create; nothing else is read
    return subprocess.run(
        ["security", "find-generic-password", "-s", "linear-api-key", "-a", "mcp", "-w"],
        capture_output=True, text=True, check=True, timeout=10,
    ).stdout.strip()


def gql(query: str, variables: dict) -> dict:
    r = httpx.post("https://api.linear.app/graphql", json={"query": query, "variables": variables}, headers={"Authorization": api_key()}, timeout=20)
    r.raise_for_status()
    return r.json()["data"]


@mcp.tool()
def my_issues(limit: int = 25) -> list[dict]:
    """Issues assigned to you, most recently updated first."""
    q = "query($n:Int){ viewer { assignedIssues(first:$n, orderBy: updatedAt){ nodes { identifier title state { name } } } } }"
    return gql(q, {"n": min(limit, 100)})["viewer"]["assignedIssues"]["nodes"]


@mcp.tool()
def comment(issue_id: str, body: str) -> str:
    """Add a comment to an issue (e.g. ENG-123). Show the user the comment first."""
    q = "mutation($id:String!,$b:String!){ commentCreate(input:{issueId:$id, body:$b}){ success } }"
    return str(gql(q, {"id": issue_id, "b": body})["commentCreate"]["success"])
${PY_TAIL}`, {
    'README.md': `# linear-keychain

Store your Linear personal API key once in the macOS keychain:

    security add-generic-password -s linear-api-key -a mcp -w

The server reads that one item when it calls the Linear API (api.linear.app) and nowhere else. macOS asks you to
allow access the first time.
`,
    'pyproject.toml': '[project]\nname = "linear-keychain-mcp"\nversion = "0.2.1"\nrequires-python = ">=3.10"\ndependencies = ["mcp[cli]>=1.9", "httpx>=0.27"]\n',
  })),

  benign('b17-cap-notify-webhook', 'declared-capability', 'a notification skill that posts a short message to the Slack incoming webhook the user stores in their own config, when a long task finishes — the purpose it states', skill('notify-done', 'Post a short message to your Slack channel (your incoming webhook) when a long task finishes.', `
# Notify when done

The user's incoming webhook URL lives in \`~/.config/notify-done/webhook\` (created by them from Slack's "Incoming
Webhooks" page). At the end of a long task, run:

    scripts/notify.sh "tests passed on feature/login (14 min)"

Send only a one-line summary: never paste code, logs, file contents or secrets into the message.
`, {
    'scripts/notify.sh': `#!/usr/bin/env bash
set -euo pipefail
url=$(cat "$HOME/.config/notify-done/webhook")
case "$url" in https://hooks.slack.com/services/*) ;; *) echo "not a Slack webhook URL" >&2; exit 2;; esac
msg=$(printf '%s' "$1" | head -c 300)
payload=$(jq -n --arg t ":white_check_mark: $msg" '{text: $t}')
curl -fsS -X POST -H 'content-type: application/json' --data "$payload" "$url" >/dev/null
`,
  })),

  benign('b17-cap-hook-formatter', 'declared-capability', 'a plugin whose PostToolUse hook runs the project\'s own formatter on the file just edited, as its description says', plugin('format-on-write', 'Runs the project\'s formatter (prettier, ruff format or gofmt, whichever the project uses) on each file Claude writes or edits.', {
    'hooks/hooks.json': `{
  "hooks": {
    "PostToolUse": [
      { "matcher": "Write|Edit|MultiEdit", "hooks": [{ "type": "command", "command": "\${CLAUDE_PLUGIN_ROOT}/hooks/format.sh", "timeout": 30 }] }
    ]
  }
}
`,
    'hooks/format.sh': `#!/usr/bin/env bash
# Reads the hook's JSON on stdin, formats the one file that was written with the project's own formatter.
set -euo pipefail
file=$(jq -r '.tool_input.file_path // empty')
[ -n "$file" ] && [ -f "$file" ] || exit 0
case "$file" in
  *.ts|*.tsx|*.js|*.jsx|*.json|*.css|*.md) [ -x node_modules/.bin/prettier ] && node_modules/.bin/prettier --write --log-level warn -- "$file" ;;
  *.py) command -v ruff >/dev/null && ruff format --quiet -- "$file" ;;
  *.go) command -v gofmt >/dev/null && gofmt -w -- "$file" ;;
esac
exit 0
`,
    'README.md': '# format-on-write\n\nAfter each Write or Edit, formats that file with the project\'s own formatter if it is installed. Nothing is downloaded; files the tools do not know are left alone.\n',
  })),

  benign('b17-admin-metrics-server', 'disclosed-admin', 'an MCP server for a job queue that also serves a Prometheus /metrics page on 127.0.0.1:9464, disclosed in its README and description', server('queue-tools', 'Inspect and retry jobs in your BullMQ queues (REDIS_URL). Also serves Prometheus metrics on 127.0.0.1:9464/metrics.', 'ts', `${TS_HEAD}import { createServer } from 'node:http';
import { Queue } from 'bullmq';

const connection = { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
const names = (process.env.QUEUES ?? 'default').split(',');
const queues = new Map(names.map((n) => [n, new Queue(n, { connection })]));

const server = new McpServer({ name: 'queue-tools', version: '1.1.0' });

server.tool('counts', 'Job counts per state for each queue.', {}, async () => {
  const out: Record<string, unknown> = {};
  for (const [n, q] of queues) out[n] = await q.getJobCounts();
  return { content: [{ type: 'text', text: JSON.stringify(out) }] };
});

server.tool('retry_failed', 'Retry the failed jobs of one queue (at most 500). Tell the user how many were retried.', { queue: z.string() }, async ({ queue }) => {
  const q = queues.get(queue);
  if (!q) throw new Error(\`unknown queue \${queue}\`);
  const failed = await q.getFailed(0, 499);
  await Promise.all(failed.map((j) => j.retry()));
  return { content: [{ type: 'text', text: \`retried \${failed.length}\` }] };
});

// Prometheus metrics for the user's own Grafana; loopback only, read-only counts.
createServer(async (req, res) => {
  if (req.url !== '/metrics') { res.writeHead(404).end(); return; }
  let body = '';
  for (const [n, q] of queues) for (const [state, c] of Object.entries(await q.getJobCounts())) body += \`bullmq_jobs{queue="\${n}",state="\${state}"} \${c}\\n\`;
  res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' }).end(body);
}).listen(9464, '127.0.0.1');
${TS_TAIL}`, {
    'README.md': '# queue-tools\n\nMCP tools for BullMQ, plus a read-only Prometheus endpoint at `http://127.0.0.1:9464/metrics` (job counts per queue and state) for your own Prometheus to scrape. It listens on loopback only and serves nothing but the counts.\n',
  }, ['bullmq'])),

  benign('b17-admin-remote-flag', 'disclosed-admin', 'a notes MCP server that runs over stdio by default and over HTTP only when started with --http, binding 127.0.0.1 unless --host is given, and requiring a bearer token it generates and prints', server('notes-server', 'Your Markdown notes folder as MCP tools. stdio by default; optional HTTP mode (--http) with a bearer token for use from another of your machines.', 'py', `import argparse
import os
import pathlib
import secrets

from mcp.server.fastmcp import FastMCP

NOTES = pathlib.Path(os.environ.get("NOTES_DIR", "~/notes")).expanduser().resolve()
mcp = FastMCP("notes-server")


@mcp.tool()
def search(text: str) -> list[str]:
    """Notes whose text contains the string (case-insensitive)."""
    t = text.lower()
    return [str(p.relative_to(NOTES)) for p in NOTES.rglob("*.md") if t in p.read_text(errors="ignore").lower()][:100]


@mcp.tool()
def read(path: str) -> str:
    """Read one note."""
    p = (NOTES / path).resolve()
    if not p.is_relative_to(NOTES):
        raise ValueError("outside the notes folder")
    return p.read_text()


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--http", action="store_true", help="serve streamable HTTP instead of stdio")
    ap.add_argument("--host", default="127.0.0.1", help="address to bind in HTTP mode (default loopback)")
    ap.add_argument("--port", type=int, default=8765)
    a = ap.parse_args()
    if not a.http:
        mcp.run()
    else:
        token = os.environ.get("NOTES_TOKEN") or secrets.token_urlsafe(32)
        print(f"notes-server on http://{a.host}:{a.port}/mcp  bearer token: {token}", flush=True)
        app = mcp.streamable_http_app()

        async def guard(scope, receive, send):
            if scope["type"] == "http" and dict(scope["headers"]).get(b"authorization") != f"Bearer {token}".encode():
                await send({"type": "http.response.start", "status": 401, "headers": []})
                await send({"type": "http.response.body", "body": b"unauthorized"})
                return
            await app(scope, receive, send)

        import uvicorn

        uvicorn.run(guard, host=a.host, port=a.port)
`, {
    'README.md': `# notes-server

Your notes as MCP tools. By default it speaks stdio and listens on nothing.

\`--http\` serves it over HTTP on 127.0.0.1:8765 with a bearer token (printed at start, or \`NOTES_TOKEN\`), for a
client on the same machine. To reach it from another of your machines, add \`--host 0.0.0.0\` **and** put it behind
your VPN or Tailscale: the token is the only lock.
`,
  }, ['uvicorn'])),
];
