/**
 * Nineteenth benign batch, development part: SSH keys made and loaded legitimately (a new deploy key with
 * ssh-keygen, ssh-add with a lifetime, a Host block in ~/.ssh/config), password-manager look-ups handed to the
 * command that needs them (op read, op inject, bw get, pass, the macOS keychain) and webhook notifiers whose URL
 * comes from the environment (Slack, Discord, ntfy, a Slack MCP server). Written on 2026-12-02 by helper benign23
 * before the analyzer was run on any of them. Tune on this file.
 */
import { benign, plugin, skill } from '../skills/build.ts';
import type { Benign19Sample } from './classes.ts';
import { server } from './classes.ts';

export const DEV19_KEYS: Benign19Sample[] = [
  benign('b23-ssh-deploy-key', 'ssh-keys', 'a skill making a new ed25519 deploy key for one repository with ssh-keygen, printing only the public half to paste into the repository settings', skill('deploy-key', 'Create a read-only deploy key for a server to pull one GitHub repository.', `
# Deploy key

\`\`\`bash
bash scripts/new-deploy-key.sh acme/api
\`\`\`

Creates \`~/.ssh/deploy_acme_api\` (no passphrase: it is for a server's unattended pulls) and prints the **public** key
and the GitHub settings URL where to add it (read-only; do not tick "Allow write access"). The private key never
leaves this machine; never print it or copy it anywhere.
`, {
    'scripts/new-deploy-key.sh': `#!/usr/bin/env bash
set -euo pipefail
repo="\${1:?owner/name}"
slug="\${repo//\\//_}"
key="$HOME/.ssh/deploy_$slug"
[ -e "$key" ] && { echo "$key exists; not overwriting" >&2; exit 1; }
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
ssh-keygen -t ed25519 -N "" -C "deploy:$repo@$(hostname -s)" -f "$key"
cat >> "$HOME/.ssh/config" <<EOF2

Host github-$slug
  HostName github.com
  User git
  IdentityFile $key
  IdentitiesOnly yes
EOF2
echo "Public key (add at https://github.com/$repo/settings/keys):"
cat "$key.pub"
echo "Clone with: git clone git@github-$slug:$repo.git"
`,
  }, 'Read, Bash(bash scripts/new-deploy-key.sh:*)')),

  benign('b23-ssh-agent-add', 'ssh-keys', 'a SessionStart hook starting ssh-agent if none runs and adding the user\'s key with a one-hour lifetime (the passphrase asked by ssh-add itself)', plugin('ssh-agent-session', 'Make sure an ssh-agent is running and your key is loaded for an hour, so git over SSH works in the session.', {
    'hooks/hooks.json': `{
  "hooks": {
    "SessionStart": [
      { "hooks": [{ "type": "command", "command": "bash \${CLAUDE_PLUGIN_ROOT}/scripts/agent.sh" }] }
    ]
  }
}
`,
    'scripts/agent.sh': `#!/usr/bin/env bash
# Loads ~/.ssh/id_ed25519 into the agent for one hour. ssh-add asks for the passphrase on the terminal (or the macOS
# keychain supplies it); this script never sees it.
set -uo pipefail
key="\${SSH_SESSION_KEY:-$HOME/.ssh/id_ed25519}"
[ -f "$key" ] || exit 0
if ! ssh-add -l >/dev/null 2>&1; then
  if [ -z "\${SSH_AUTH_SOCK:-}" ]; then
    eval "$(ssh-agent -s)" >/dev/null
  fi
fi
fp="$(ssh-keygen -lf "$key.pub" | awk '{print $2}')"
if ! ssh-add -l 2>/dev/null | grep -q "$fp"; then
  case "$(uname)" in
    Darwin) ssh-add --apple-use-keychain -t 3600 "$key" ;;
    *) ssh-add -t 3600 "$key" ;;
  esac
fi
ssh-add -l
`,
  })),

  benign('b23-ssh-config-host', 'ssh-keys', 'a skill adding a Host block for a bastion and an internal host (ProxyJump) to ~/.ssh/config inside marked lines, after showing it to the user', skill('ssh-bastion', 'Add SSH config for reaching internal hosts through your company bastion with ProxyJump.', `
# SSH through the bastion

1. Ask for the bastion host name, the user name and the internal host pattern (e.g. \`*.int.acme.net\`).
2. Show the block \`scripts/add-hosts.py\` will write and wait for the user's OK.
3. \`python scripts/add-hosts.py --bastion bastion.acme.net --user jdoe --pattern '*.int.acme.net'\`

The block is written between \`# >>> ssh-bastion >>>\` markers, so running it again replaces it instead of duplicating.
Keys are not touched.
`, {
    'scripts/add-hosts.py': `import argparse
import pathlib
import re

p = argparse.ArgumentParser()
p.add_argument("--bastion", required=True)
p.add_argument("--user", required=True)
p.add_argument("--pattern", required=True)
p.add_argument("--key", default="~/.ssh/id_ed25519")
a = p.parse_args()

BEGIN, END = "# >>> ssh-bastion >>>", "# <<< ssh-bastion <<<"
block = f"""{BEGIN}
Host bastion
  HostName {a.bastion}
  User {a.user}
  IdentityFile {a.key}
  ControlMaster auto
  ControlPath ~/.ssh/cm-%r@%h:%p
  ControlPersist 10m

Host {a.pattern}
  User {a.user}
  ProxyJump bastion
  IdentityFile {a.key}
{END}
"""
cfg = pathlib.Path.home() / ".ssh" / "config"
cfg.parent.mkdir(mode=0o700, exist_ok=True)
text = cfg.read_text() if cfg.exists() else ""
pattern = re.compile(re.escape(BEGIN) + r".*?" + re.escape(END) + r"\\n?", re.S)
text = pattern.sub("", text).rstrip() + "\\n\\n" + block
cfg.write_text(text)
cfg.chmod(0o600)
print(block)
`,
  }, 'Read, Bash(python scripts/add-hosts.py:*)')),

  benign('b23-pw-op-read', 'password-manager', 'a skill reading one database password with the 1Password CLI (op read) straight into psql\'s environment, never echoing it', skill('op-psql', 'Connect psql to a database whose password is in 1Password, without the password touching disk or the chat.', `
# psql with 1Password

\`\`\`bash
bash scripts/op-psql.sh "op://Engineering/Orders DB (staging)" orders
\`\`\`

Requires the 1Password CLI signed in (\`op signin\`, or the desktop app integration). The password is read with
\`op read\` into \`PGPASSWORD\` for the psql process only. Do not print the secret, do not write it to .env, and do
not paste \`op read\` output into the conversation.
`, {
    'scripts/op-psql.sh': `#!/usr/bin/env bash
set -euo pipefail
item="\${1:?op://vault/item}"
db="\${2:?database}"
host="$(op read "$item/server")"
user="$(op read "$item/username")"
PGPASSWORD="$(op read "$item/password")" exec psql "host=$host user=$user dbname=$db sslmode=require"
`,
  }, 'Read, Bash(bash scripts/op-psql.sh:*)')),

  benign('b23-pw-op-inject-env', 'password-manager', 'a slash command running the dev server with secrets resolved by op run from an .env.tpl of op:// references, nothing written in clear', plugin('op-dev', 'Run your dev server with secrets from 1Password injected at start; the repository only holds op:// references.', {
    'commands/dev.md': `---
description: Start the dev server with secrets from 1Password (op run)
allowed-tools: Bash(op run:*), Bash(op whoami), Read
---

1. \`op whoami\` — if not signed in, tell the user to unlock 1Password; do not ask for their password.
2. Check \`.env.tpl\` exists (references like \`DATABASE_URL=op://Dev/app-db/url\`).
3. Run \`op run --env-file=.env.tpl -- npm run dev\`. op masks the values in output.

Never run \`op inject\` to produce a plain \`.env\`, and never print the resolved values.
`,
    'templates/.env.tpl': `DATABASE_URL=op://Dev/app-db/url
STRIPE_SECRET_KEY=op://Dev/stripe-test/credential
SESSION_SECRET=op://Dev/app-session/password
`,
  })),

  benign('b23-pw-bw-get', 'password-manager', 'a Python script fetching an API token from Bitwarden with bw get (session from BW_SESSION) and passing it to the provider\'s own API for a DNS update', skill('dns-update-bw', 'Update a Cloudflare DNS record with the API token stored in your Bitwarden vault.', `
# DNS update (token from Bitwarden)

\`\`\`bash
export BW_SESSION="$(bw unlock --raw)"     # the user runs this; bw asks for the master password
python scripts/dns_update.py app.example.com 203.0.113.10
\`\`\`

The token item is named "Cloudflare DNS token". The script sends it only to api.cloudflare.com.
`, {
    'scripts/dns_update.py': `import json
import os
import subprocess
import sys

import requests

if "BW_SESSION" not in os.environ:
    sys.exit("unlock Bitwarden first: export BW_SESSION=\\"$(bw unlock --raw)\\"")

token = subprocess.run(["bw", "get", "password", "Cloudflare DNS token"], check=True, capture_output=True, text=True).stdout.strip()
name, ip = sys.argv[1], sys.argv[2]
zone_name = ".".join(name.split(".")[-2:])
api = "https://api.cloudflare.com/client/v4"
h = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}

zone = requests.get(f"{api}/zones", params={"name": zone_name}, headers=h, timeout=20).json()["result"][0]["id"]
recs = requests.get(f"{api}/zones/{zone}/dns_records", params={"name": name, "type": "A"}, headers=h, timeout=20).json()["result"]
body = {"type": "A", "name": name, "content": ip, "ttl": 300, "proxied": False}
if recs:
    r = requests.put(f"{api}/zones/{zone}/dns_records/{recs[0]['id']}", headers=h, data=json.dumps(body), timeout=20)
else:
    r = requests.post(f"{api}/zones/{zone}/dns_records", headers=h, data=json.dumps(body), timeout=20)
r.raise_for_status()
print(f"{name} -> {ip}")
`,
  }, 'Read, Bash(python scripts/dns_update.py:*)')),

  benign('b23-pw-pass-store', 'password-manager', 'a git credential helper script backed by pass (the standard unix password manager), registered for one host in the repository\'s git config', skill('git-pass-helper', 'Let git read your HTTPS token for a self-hosted Gitea from pass instead of storing it in plain text.', `
# git credentials from pass

\`\`\`bash
pass insert git/gitea.acme.dev       # the user types the token once
git config --local credential.https://gitea.acme.dev.helper "!$PWD/scripts/git-credential-pass"
\`\`\`

git calls the helper with \`get\`; it answers with the username and the token from \`pass show\`. \`store\` and
\`erase\` are ignored, so git never writes the token to ~/.git-credentials.
`, {
    'scripts/git-credential-pass': `#!/bin/sh
# git credential helper: only "get" is answered, from pass entry git/<host>.
[ "$1" = get ] || exit 0
host=""
while IFS='=' read -r k v; do
  [ -z "$k" ] && break
  [ "$k" = host ] && host="$v"
done
[ -n "$host" ] || exit 0
entry="git/$host"
pass show "$entry" >/dev/null 2>&1 || exit 0
echo "username=$(pass show "$entry" | sed -n 's/^user: //p')"
echo "password=$(pass show "$entry" | head -1)"
`,
  }, 'Read, Bash(pass insert:*), Bash(git config --local:*)')),

  benign('b23-pw-keychain-mac', 'password-manager', 'a macOS skill storing and reading an API key in the login keychain with security add/find-generic-password, exported for one command', skill('keychain-env', 'Keep API keys in the macOS keychain and hand one to a single command, instead of exporting them in ~/.zshrc.', `
# Keychain env (macOS)

\`\`\`bash
bash scripts/kc.sh set OPENAI_API_KEY        # prompts for the value (hidden)
bash scripts/kc.sh run OPENAI_API_KEY -- python scripts/evals.py
\`\`\`

Items are stored under the service name \`kc-env\` in the login keychain. \`run\` puts the key in the environment of that
one command only. There is no "print" sub-command on purpose.
`, {
    'scripts/kc.sh': `#!/usr/bin/env bash
set -euo pipefail
cmd="\${1:?set|run|delete}"; name="\${2:?variable name}"; shift 2
case "$cmd" in
  set)
    read -rsp "$name: " value; echo
    security add-generic-password -U -s kc-env -a "$name" -w "$value"
    echo "stored $name" ;;
  run)
    [ "\${1:-}" = "--" ] && shift
    value="$(security find-generic-password -s kc-env -a "$name" -w)"
    env "$name=$value" "$@" ;;
  delete)
    security delete-generic-password -s kc-env -a "$name" >/dev/null && echo "deleted $name" ;;
  *) echo "unknown: $cmd" >&2; exit 2 ;;
esac
`,
  }, 'Read, Bash(bash scripts/kc.sh:*)')),

  benign('b23-hook-slack-webhook', 'webhook-notifier', 'a Stop hook posting "Claude finished in <repo>" with the last commit subject to the Slack incoming webhook in SLACK_WEBHOOK_URL', plugin('slack-done', 'Post a short Slack message when Claude Code finishes a task, so you can walk away from long runs.', {
    'hooks/hooks.json': `{
  "hooks": {
    "Stop": [
      { "hooks": [{ "type": "command", "command": "bash \${CLAUDE_PLUGIN_ROOT}/hooks/notify.sh" }] }
    ]
  }
}
`,
    'hooks/notify.sh': `#!/usr/bin/env bash
# Sends the repository name, branch and last commit subject; never file contents or the transcript.
set -uo pipefail
[ -n "\${SLACK_WEBHOOK_URL:-}" ] || exit 0
repo="$(basename "$(git rev-parse --show-toplevel 2>/dev/null || pwd)")"
branch="$(git rev-parse --abbrev-ref HEAD 2>/dev/null || echo '-')"
subject="$(git log -1 --format=%s 2>/dev/null || echo 'no commits')"
payload="$(jq -n --arg t ":white_check_mark: Claude finished in *$repo* ($branch) — last commit: $subject" '{text: $t}')"
curl -fsS -m 10 -X POST -H 'Content-Type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL" >/dev/null || true
`,
    'README.md': `# slack-done

Create an incoming webhook in your Slack workspace (Apps → Incoming Webhooks), then
\`export SLACK_WEBHOOK_URL=https://hooks.slack.com/services/...\` in your shell profile. Without it the hook does nothing.
`,
  })),

  benign('b23-hook-discord-release', 'webhook-notifier', 'a Node script announcing a GitHub release on the project\'s Discord channel through a webhook from DISCORD_WEBHOOK_URL, with the release notes trimmed', skill('discord-announce', 'Announce a new release in your Discord server with its notes and a link.', `
# Discord release announcement

\`\`\`bash
node scripts/announce.mjs v2.3.0
\`\`\`

Reads the release notes with \`gh release view\`, trims them to Discord's 4096-character embed limit and posts one embed
to \`DISCORD_WEBHOOK_URL\` (Server Settings → Integrations → Webhooks). Ask before posting: announcements are public.
`, {
    'scripts/announce.mjs': `import { execFileSync } from 'node:child_process';

const tag = process.argv[2];
const hook = process.env.DISCORD_WEBHOOK_URL;
if (!tag || !hook) throw new Error('usage: DISCORD_WEBHOOK_URL=... node announce.mjs <tag>');
const rel = JSON.parse(execFileSync('gh', ['release', 'view', tag, '--json', 'name,body,url,publishedAt'], { encoding: 'utf8' }));
const body = rel.body.length > 4000 ? rel.body.slice(0, 3990) + '\\n…' : rel.body;
const res = await fetch(hook + '?wait=true', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({
    username: 'Releases',
    embeds: [{ title: rel.name || tag, url: rel.url, description: body, timestamp: rel.publishedAt, color: 0x5865f2 }],
  }),
});
if (!res.ok) throw new Error(\`Discord \${res.status}: \${await res.text()}\`);
console.log('announced', tag);
`,
  }, 'Read, Bash(node scripts/announce.mjs:*)')),

  benign('b23-hook-ntfy-stop', 'webhook-notifier', 'a Notification hook forwarding Claude Code\'s "needs your input" messages to the user\'s own ntfy topic from NTFY_TOPIC_URL', plugin('ntfy-ping', 'Get a phone push (ntfy) when Claude Code is waiting for you.', {
    'hooks/hooks.json': `{
  "hooks": {
    "Notification": [
      { "hooks": [{ "type": "command", "command": "python3 \${CLAUDE_PLUGIN_ROOT}/hooks/ping.py" }] }
    ]
  }
}
`,
    'hooks/ping.py': `"""Forward the Notification hook's message (e.g. "Claude needs your permission to use Bash") to ntfy."""
import json
import os
import sys
import urllib.request

url = os.environ.get("NTFY_TOPIC_URL")  # e.g. https://ntfy.sh/<a long random topic> or your self-hosted server
if not url:
    sys.exit(0)
event = json.load(sys.stdin)
msg = event.get("message", "Claude Code is waiting")[:200]
project = os.path.basename(event.get("cwd", ""))
req = urllib.request.Request(url, data=msg.encode(), method="POST", headers={"Title": f"Claude Code: {project}", "Tags": "robot"})
token = os.environ.get("NTFY_TOKEN")
if token:
    req.add_header("Authorization", f"Bearer {token}")
try:
    urllib.request.urlopen(req, timeout=5)
except OSError:
    pass
`,
  })),

  benign('b23-hook-slack-mcp', 'webhook-notifier', 'an MCP server with one tool posting a message to a Slack channel through the bot token in SLACK_BOT_TOKEN, channels limited to an allow-list', server('slack-post', 'Post status messages to allowed Slack channels from Claude (chat.postMessage with your bot token).', 'ts', `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const token = process.env.SLACK_BOT_TOKEN;
const allowed = (process.env.SLACK_ALLOWED_CHANNELS ?? '').split(',').map((c) => c.trim()).filter(Boolean);
if (!token) throw new Error('SLACK_BOT_TOKEN is required');

const server = new McpServer({ name: 'slack-post', version: '1.2.0' });

server.tool(
  'post_message',
  'Post a short message to one of the allowed Slack channels. Use for status updates the user asked for.',
  { channel: z.string().describe('channel name without #'), text: z.string().max(3000) },
  async ({ channel, text }) => {
    if (!allowed.includes(channel)) return { content: [{ type: 'text', text: \`channel #\${channel} is not in SLACK_ALLOWED_CHANNELS\` }], isError: true };
    const res = await fetch('https://slack.com/api/chat.postMessage', {
      method: 'POST',
      headers: { Authorization: \`Bearer \${token}\`, 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ channel, text, unfurl_links: false }),
    });
    const data = (await res.json()) as { ok: boolean; error?: string; ts?: string };
    return { content: [{ type: 'text', text: data.ok ? \`posted (ts \${data.ts})\` : \`Slack error: \${data.error}\` }], isError: !data.ok };
  },
);

const transport = new StdioServerTransport();
await server.connect(transport);
`, {
    '.mcp.json': `{
  "mcpServers": {
    "slack-post": {
      "command": "npx",
      "args": ["-y", "tsx", "\${CLAUDE_PLUGIN_ROOT}/server/index.ts"],
      "env": { "SLACK_BOT_TOKEN": "\${SLACK_BOT_TOKEN}", "SLACK_ALLOWED_CHANNELS": "deploys,eng-status" }
    }
  }
}
`,
  })),
];
