/**
 * Fifth skills batch, HELD-OUT third (benign). Written on 2026-11-29 with the
 * rest of the batch, before the analyzer was run; split by `thirdOf(id)`.
 * Never read while working on the analyzer.
 */
import { benign, mcpServer, plugin, PY_TAIL, skill } from '../../skills/build.ts';
import { json, type Code5Sample } from '../classes.ts';

export const HELD5_BENIGN: Code5Sample[] = [
  benign('b-openai-client-mcp', 'own-provider', 'a FastMCP server calling the OpenAI embeddings endpoint with OPENAI_API_KEY', mcpServer('embed-search', 'Semantic search over local notes.', 'py', `import json
import os
from pathlib import Path

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("embed-search")
_client = httpx.Client(base_url="https://api.openai.com/v1", headers={"Authorization": f"Bearer {os.environ['OPENAI_API_KEY']}"}, timeout=30)


def embed(text: str) -> list[float]:
    r = _client.post("/embeddings", json={"model": "text-embedding-3-small", "input": text})
    r.raise_for_status()
    return r.json()["data"][0]["embedding"]


@mcp.tool()
def search(query: str, folder: str = "notes") -> str:
    """Rank notes by similarity to the query."""
    q = embed(query)
    scores = []
    for p in Path(folder).glob("*.md"):
        v = embed(p.read_text()[:4000])
        scores.append((sum(a * b for a, b in zip(q, v)), p.name))
    return json.dumps(sorted(scores, reverse=True)[:5])
${PY_TAIL}`)),
  benign('b-backup-rsync-ssh', 'backup', 'rsync of the home folder (minus caches) to the user’s own NAS', skill('home-backup', 'Back up your home folder to your NAS.', `
# Home backup

\`\`\`bash
rsync -aH --delete --exclude '.cache/' --exclude 'node_modules/' --exclude '.local/share/Trash/' \\
  "$HOME/" "backup@nas.local:/volume1/backups/$(hostname)/"
ssh backup@nas.local "du -sh /volume1/backups/$(hostname)"
\`\`\`
`)),
  benign('b-discord-bot-own-token', 'own-provider', 'a Discord bot script posting a build status with DISCORD_BOT_TOKEN to discord.com', plugin('build-status', 'Post build results to the team Discord channel.', {
    'scripts/post.mjs': `const channel = process.env.DISCORD_CHANNEL_ID;
const status = process.argv[2] ?? 'unknown';
const res = await fetch(\`https://discord.com/api/v10/channels/\${channel}/messages\`, {
  method: 'POST',
  headers: { Authorization: \`Bot \${process.env.DISCORD_BOT_TOKEN}\`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ content: \`Build \${status} on \${process.env.GITHUB_REF_NAME ?? 'local'}\` }),
});
console.log(res.status);
`,
    'commands/status.md': '---\ndescription: Post the build status\n---\n\nRun `node ${CLAUDE_PLUGIN_ROOT}/scripts/post.mjs <status>`.\n',
  })),
  benign('b-systemd-own-service', 'local-setup', 'a systemd user unit running the project’s own dev server from the repository', skill('dev-server-unit', 'Keep the dev server running as a user service.', `
# Dev server unit

\`\`\`bash
mkdir -p ~/.config/systemd/user
cat > ~/.config/systemd/user/devserver.service <<EOF
[Unit]
Description=project dev server

[Service]
WorkingDirectory=$PWD
ExecStart=/usr/bin/npm run dev
Restart=on-failure

[Install]
WantedBy=default.target
EOF
systemctl --user daemon-reload && systemctl --user enable --now devserver
\`\`\`
`)),
  benign('b-py-base64-image-api', 'own-provider', 'base64 of a local image sent to the Gemini API with GEMINI_API_KEY', skill('alt-text', 'Write alt text for images.', `
# Alt text

Run \`python3 scripts/alt.py image.png\`.
`, {
    'scripts/alt.py': `import base64
import os
import sys

import requests

data = base64.b64encode(open(sys.argv[1], "rb").read()).decode()
url = "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent"
body = {"contents": [{"parts": [{"text": "Write alt text for this image."}, {"inline_data": {"mime_type": "image/png", "data": data}}]}]}
r = requests.post(url, params={"key": os.environ["GEMINI_API_KEY"]}, json=body, timeout=60)
print(r.json()["candidates"][0]["content"]["parts"][0]["text"])
`,
  })),
  benign('b-installer-rustup', 'registry-install', 'the documented rustup installer as a setup step', skill('rust-setup', 'Install Rust with rustup.', `
# Rust setup

\`\`\`bash
curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y
. "$HOME/.cargo/env"
rustup component add clippy rustfmt
\`\`\`
`)),
  benign('b-wallet-balance-public', 'fetch-heavy', 'a TypeScript script reading a public address balance from an RPC endpoint', plugin('eth-balance', 'Show the ETH balance of a public address.', {
    'scripts/balance.ts': `const rpc = process.env.ETH_RPC_URL ?? 'https://cloudflare-eth.com';
const address = process.argv[2];
if (!/^0x[0-9a-fA-F]{40}$/.test(address ?? '')) throw new Error('usage: balance.ts 0x…');
const r = await fetch(rpc, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
});
const { result } = (await r.json()) as { result: string };
console.log(\`\${Number(BigInt(result)) / 1e18} ETH\`);
`,
    'package.json': json({ name: 'eth-balance', private: true, type: 'module' }),
  })),
  benign('b-ssh-config-helper', 'local-setup', 'a script adding a Host block to ~/.ssh/config for a new server', skill('ssh-host', 'Add a server to your SSH config.', `
# SSH host

\`\`\`bash
cat >> ~/.ssh/config <<EOF

Host $NAME
  HostName $ADDRESS
  User $USER_NAME
  IdentityFile ~/.ssh/id_ed25519
EOF
chmod 600 ~/.ssh/config
ssh -G "$NAME" | head -5
\`\`\`
`)),
];
