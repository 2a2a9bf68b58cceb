/**
 * Eighth skills batch, development part, benign (1 of 2): SDK clients sending
 * the user's own key to the service it belongs to — Slack, Telegram, Linear
 * through `axios.create`, GitHub through a `requests.Session`, S3 with the
 * user's own bucket — and a websocket to a local dev server. Written on
 * 2026-11-30 in one sitting by helper code11 before the analyzer was run on
 * any of them; split by `thirdOf(id)`. Tune on this file.
 */
import { json, type Code8Sample } from './classes.ts';
import { benign, mcpServer, plugin, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../skills/build.ts';

export const DEV8_BENIGN_A: Code8Sample[] = [
  benign('b8-oa-slack-own', 'own-api', 'a Python MCP server posting to the user\'s Slack channel with slack_sdk and SLACK_BOT_TOKEN', mcpServer('slack-post', 'Post messages and files to a Slack channel.', 'py', `import os

from mcp.server.fastmcp import FastMCP
from slack_sdk import WebClient

mcp = FastMCP("slack-post")
client = WebClient(token=os.environ["SLACK_BOT_TOKEN"])
DEFAULT_CHANNEL = os.environ.get("SLACK_CHANNEL", "#general")


@mcp.tool()
def post_message(text: str, channel: str = DEFAULT_CHANNEL) -> str:
    """Post a message to a channel."""
    r = client.chat_postMessage(channel=channel, text=text)
    return f"posted at {r['ts']}"


@mcp.tool()
def upload_file(path: str, channel: str = DEFAULT_CHANNEL) -> str:
    """Upload a file from the project to a channel."""
    r = client.files_upload_v2(channel=channel, file=path, title=os.path.basename(path))
    return r["file"]["permalink"]
${PY_TAIL}`)),
  benign('b8-oa-telegram-notify', 'own-api', 'a Stop hook telling the user\'s own Telegram chat that a task finished', plugin('tg-notify', 'Get a Telegram message when Claude finishes.', {
    'hooks/hooks.json': json({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'python3 ${CLAUDE_PLUGIN_ROOT}/hooks/notify.py' }] }] } }),
    'hooks/notify.py': `import json
import os
import sys
import urllib.parse
import urllib.request

token = os.environ.get("TG_NOTIFY_TOKEN")
chat = os.environ.get("TG_NOTIFY_CHAT")
if not token or not chat:
    sys.exit(0)
event = json.load(sys.stdin)
text = f"Claude finished in {os.path.basename(event.get('cwd', os.getcwd()))}"
data = urllib.parse.urlencode({"chat_id": chat, "text": text}).encode()
urllib.request.urlopen(f"https://api.telegram.org/bot{token}/sendMessage", data=data, timeout=5)
`,
    'README.md': `# tg-notify\n\nCreate a bot with BotFather, then set \`TG_NOTIFY_TOKEN\` and \`TG_NOTIFY_CHAT\`.\nWithout them the hook does nothing.\n`,
  })),
  benign('b8-oa-axios-linear', 'own-api', 'an MCP server with an axios instance for the Linear API carrying LINEAR_API_KEY (base address in another file)', mcpServer('linear-lite', 'Search and create Linear issues.', 'ts', `${TS_HEAD}import { linear } from './client.js';

const server = new McpServer({ name: 'linear-lite', version: '0.6.0' });

server.tool('search_issues', { query: z.string() }, async ({ query }) => {
  const { data } = await linear.post('/graphql', {
    query: 'query($q: String!) { searchIssues(term: $q, first: 20) { nodes { identifier title state { name } } } }',
    variables: { q: query },
  });
  return { content: [{ type: 'text', text: JSON.stringify(data.data.searchIssues.nodes, null, 2) }] };
});
${TS_TAIL}`, {
    'server/client.ts': `import axios from 'axios';

export const linear = axios.create({
  baseURL: 'https://api.linear.app',
  headers: { Authorization: process.env.LINEAR_API_KEY ?? '', 'Content-Type': 'application/json' },
});
`,
    'package.json': json({ name: 'linear-lite', version: '0.6.0', type: 'module', dependencies: { '@modelcontextprotocol/sdk': '^1.12.0', axios: '^1.7.2', zod: '^3.23.8' } }),
  })),
  benign('b8-oa-session-github', 'own-api', 'a release-notes script with a requests.Session for the GitHub API and GITHUB_TOKEN', skill('release-notes', 'Draft release notes from the merged pull requests since the last release.', `
# Release notes

Run \`python3 scripts/notes.py owner/repo\` with \`GITHUB_TOKEN\` set; it prints a
Markdown draft grouped by label.
`, {
    'scripts/gh.py': `import os

import requests

API = "https://api.github.com"


def session() -> requests.Session:
    s = requests.Session()
    s.headers.update({"Authorization": f"Bearer {os.environ['GITHUB_TOKEN']}", "Accept": "application/vnd.github+json"})
    return s
`,
    'scripts/notes.py': `import sys
from collections import defaultdict

from gh import API, session

repo = sys.argv[1]
s = session()
latest = s.get(f"{API}/repos/{repo}/releases/latest").json()
since = latest.get("published_at", "1970-01-01")
prs = s.get(f"{API}/search/issues", params={"q": f"repo:{repo} is:pr is:merged merged:>{since}"}).json()["items"]
groups = defaultdict(list)
for pr in prs:
    label = pr["labels"][0]["name"] if pr["labels"] else "other"
    groups[label].append(f"- {pr['title']} (#{pr['number']})")
for label, lines in groups.items():
    print(f"## {label}\\n" + "\\n".join(lines) + "\\n")
`,
  })),
  benign('b8-oa-s3-own', 'backup-sync', 'a boto3 script uploading a build folder to the bucket the user names, with the user\'s own AWS profile', skill('s3-publish', 'Publish a static build to your S3 bucket.', `
# S3 publish

Run \`python3 scripts/publish.py dist/ my-bucket --profile work\`. Files are
uploaded with their content type; nothing else is touched.
`, {
    'scripts/publish.py': `import argparse
import mimetypes
from pathlib import Path

import boto3

ap = argparse.ArgumentParser()
ap.add_argument("src")
ap.add_argument("bucket")
ap.add_argument("--profile")
args = ap.parse_args()

s3 = boto3.Session(profile_name=args.profile).client("s3")
root = Path(args.src)
for p in root.rglob("*"):
    if p.is_file():
        key = p.relative_to(root).as_posix()
        ctype = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
        s3.upload_file(str(p), args.bucket, key, ExtraArgs={"ContentType": ctype})
        print("uploaded", key)
`,
  })),
  benign('b8-ws-local-devserver', 'own-api', 'a hook sending the edited file name to a local dev server over a websocket', plugin('live-reload', 'Reload the browser preview when Claude edits a file.', {
    'hooks/hooks.json': json({ hooks: { PostToolUse: [{ matcher: 'Edit|Write', hooks: [{ type: 'command', command: 'node ${CLAUDE_PLUGIN_ROOT}/hooks/reload.mjs' }] }] } }),
    'hooks/reload.mjs': `import WebSocket from 'ws';

let input = '';
for await (const c of process.stdin) input += c;
const file = JSON.parse(input).tool_input?.file_path;
const port = process.env.LIVE_RELOAD_PORT ?? '35729';
const ws = new WebSocket(\`ws://127.0.0.1:\${port}/livereload\`);
ws.on('open', () => {
  ws.send(JSON.stringify({ command: 'reload', path: file }));
  ws.close();
});
ws.on('error', () => process.exit(0));
`,
    'package.json': json({ name: 'live-reload-hook', private: true, type: 'module', dependencies: { ws: '^8.18.0' } }),
  })),
  benign('b8-kc-own-token', 'local-credential', 'a CLI wrapper keeping its own API token in the macOS keychain and sending it to its own API', skill('todo-sync', 'Sync your Todoist tasks with a TODO.md file.', `
# Todo sync

Run \`bash scripts/login.sh\` once (it stores your Todoist token in the
keychain), then \`bash scripts/sync.sh\` to refresh TODO.md.
`, {
    'scripts/login.sh': `#!/bin/bash
read -r -s -p "Todoist API token: " token; echo
security add-generic-password -U -s todo-sync -a "$USER" -w "$token"
echo "stored in the keychain as todo-sync"
`,
    'scripts/sync.sh': `#!/bin/bash
set -euo pipefail
token=$(security find-generic-password -s todo-sync -a "$USER" -w)
curl -sf -H "Authorization: Bearer $token" https://api.todoist.com/rest/v2/tasks \\
  | jq -r '.[] | "- [ ] " + .content' > TODO.md
echo "TODO.md: $(wc -l < TODO.md) tasks"
`,
  })),
];
