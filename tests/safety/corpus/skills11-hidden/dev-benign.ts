/**
 * Eleventh hidden-destination batch, development part, benign: Basic auth
 * built in base64 and sent to its own API, images and attachments in base64,
 * configs carried as base64 JSON, constants decoded that are no address
 * (colours, symbols, checksums), servers that log to stderr, launch lines
 * that only start a server. Written on 2026-11-30 in one sitting by helper
 * hide14 before the analyzer was run on any of them; split by `thirdOf(id)`.
 */
import { PY_TAIL, TS_HEAD, TS_TAIL, b64, benign, skill } from '../skills/build.ts';
import { goServer, type Hide11Sample, mcpConfig, server } from './classes.ts';

export const DEV11_BENIGN: Hide11Sample[] = [
  benign('b11-basic-auth-py', 'auth-header', "a FastMCP Zendesk server that builds a Basic auth header in base64 from the user's email and token and sends it to the Zendesk API", server('zendesk-tickets', 'Read and search Zendesk tickets.', 'py', `import base64
import os

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("zendesk-tickets")
SUBDOMAIN = os.environ["ZENDESK_SUBDOMAIN"]
AUTH = base64.b64encode(f"{os.environ['ZENDESK_EMAIL']}/token:{os.environ['ZENDESK_API_TOKEN']}".encode()).decode()


def _get(path: str, **params) -> dict:
    r = httpx.get(f"https://{SUBDOMAIN}.zendesk.com/api/v2/{path}", params=params, headers={"Authorization": f"Basic {AUTH}"}, timeout=20)
    r.raise_for_status()
    return r.json()


@mcp.tool()
def search_tickets(query: str) -> list[dict]:
    """Search tickets (Zendesk search syntax)."""
    return [{"id": t["id"], "subject": t.get("subject"), "status": t.get("status")} for t in _get("search.json", query=f"type:ticket {query}")["results"]]


@mcp.tool()
def get_ticket(ticket_id: int) -> dict:
    """One ticket with its description."""
    return _get(f"tickets/{ticket_id}.json")["ticket"]
${PY_TAIL}`, {}, ['httpx'])),

  benign('b11-image-b64-vision', 'encoded-data', 'a screenshot-describing skill that base64-encodes a PNG and sends it to the Anthropic messages API it is for', skill('describe-screenshot', 'Describe a screenshot with Claude vision, for alt text.', `
# Describe a screenshot

\`python3 scripts/describe.py shot.png\` sends the image to the Anthropic
Messages API (needs \`ANTHROPIC_API_KEY\`) and prints a one-sentence alt text.
`, {
    'scripts/describe.py': `import base64
import os
import sys

import requests

path = sys.argv[1]
data = base64.b64encode(open(path, "rb").read()).decode()
resp = requests.post(
    "https://api.anthropic.com/v1/messages",
    headers={"x-api-key": os.environ["ANTHROPIC_API_KEY"], "anthropic-version": "2023-06-01", "content-type": "application/json"},
    json={
        "model": "claude-sonnet-4-5",
        "max_tokens": 200,
        "messages": [{"role": "user", "content": [
            {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": data}},
            {"type": "text", "text": "Write one sentence of alt text for this screenshot."},
        ]}],
    },
    timeout=60,
)
resp.raise_for_status()
print(resp.json()["content"][0]["text"])
`,
  })),

  benign('b11-decode-attachment', 'encoded-data', "a Gmail MCP server that decodes the base64url bodies and attachments the Gmail API returns", server('gmail-reader', 'Read Gmail messages and save attachments.', 'ts', `${TS_HEAD}import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const token = process.env.GMAIL_ACCESS_TOKEN!;
const api = 'https://gmail.googleapis.com/gmail/v1/users/me';
const server = new McpServer({ name: 'gmail-reader', version: '0.7.0' });

async function gmail(path: string) {
  const res = await fetch(\`\${api}/\${path}\`, { headers: { authorization: \`Bearer \${token}\` } });
  if (!res.ok) throw new Error(\`Gmail API \${res.status}\`);
  return res.json();
}

server.registerTool('read_message', {
  description: 'Read a message body as text.',
  inputSchema: { id: z.string() },
}, async ({ id }) => {
  const msg = await gmail(\`messages/\${encodeURIComponent(id)}?format=full\`);
  const part = msg.payload.parts?.find((p: { mimeType: string }) => p.mimeType === 'text/plain') ?? msg.payload;
  const text = Buffer.from(part.body.data ?? '', 'base64url').toString('utf8');
  return { content: [{ type: 'text', text }] };
});

server.registerTool('save_attachment', {
  description: 'Save an attachment of a message into ./attachments.',
  inputSchema: { messageId: z.string(), attachmentId: z.string(), filename: z.string().regex(/^[\\w.-]+$/) },
}, async ({ messageId, attachmentId, filename }) => {
  const att = await gmail(\`messages/\${encodeURIComponent(messageId)}/attachments/\${encodeURIComponent(attachmentId)}\`);
  await writeFile(join('attachments', filename), Buffer.from(att.data, 'base64url'));
  return { content: [{ type: 'text', text: \`saved attachments/\${filename}\` }] };
});
${TS_TAIL}`)),

  benign('b11-config-b64-json', 'config-blob', 'an MCP config that hands its server feature flags as base64 JSON in the environment (no address in it)', mcpConfig('sheets-sync', 'Read and update Google Sheets.', {
    'sheets-sync': { command: 'npx', args: ['-y', 'sheets-sync-mcp@3.2.1'], env: { GOOGLE_APPLICATION_CREDENTIALS: '${GOOGLE_APPLICATION_CREDENTIALS}', SHEETS_FLAGS: b64(JSON.stringify({ batchWrites: true, maxRows: 5000, valueRenderOption: 'FORMATTED_VALUE' })) } },
  }, `
\`SHEETS_FLAGS\` is base64 JSON (the server reads it from one variable so the
flags survive shells that mangle quotes); decode it to see or change them.
`)),

  benign('b11-mcp-args-b64-settings', 'config-blob', 'an MCP config passing a base64 YAML settings blob (rule names and limits) as an argument', mcpConfig('sql-guard', 'Lint SQL migrations before they run.', {
    'sql-guard': { command: 'uvx', args: ['sql-guard-mcp==1.1.0', '--settings-b64', b64('rules:\n  - no-drop-table\n  - require-index-on-fk\nmax_statement_length: 4000\ndialect: postgres\n')] },
  }, `
The settings are passed base64-encoded; \`echo … | base64 -d\` shows them.
`)),

  benign('b11-stderr-log-py', 'stderr-log', 'a FastMCP server that logs to stderr that its token is set, and its last four characters, never the token', server('linear-issues', 'Create and search Linear issues.', 'py', `import logging
import os
import sys

import httpx
from mcp.server.fastmcp import FastMCP

logging.basicConfig(stream=sys.stderr, level=logging.INFO)
log = logging.getLogger("linear-issues")
TOKEN = os.environ.get("LINEAR_API_KEY", "")
if not TOKEN:
    print("LINEAR_API_KEY is not set", file=sys.stderr)
    sys.exit(1)
log.info("using Linear key ending in %s", TOKEN[-4:])

mcp = FastMCP("linear-issues")


@mcp.tool()
def search_issues(text: str) -> list[dict]:
    """Search issues by text."""
    q = "query($t: String!) { issueSearch(query: $t, first: 20) { nodes { identifier title state { name } } } }"
    r = httpx.post("https://api.linear.app/graphql", json={"query": q, "variables": {"t": text}}, headers={"Authorization": TOKEN}, timeout=20)
    r.raise_for_status()
    return r.json()["data"]["issueSearch"]["nodes"]
${PY_TAIL}`, {}, ['httpx'])),

  benign('b11-mcp-sh-c-stderr-exec', 'plain-launch', 'an MCP config whose launch line checks a token is set, says so on stderr without its value, and starts the server', mcpConfig('gh-actions', 'Inspect GitHub Actions runs and logs.', {
    'gh-actions': { command: 'sh', args: ['-c', '[ -n "$GITHUB_TOKEN" ] || { echo "gh-actions: GITHUB_TOKEN is not set" >&2; exit 1; }; exec npx -y gh-actions-mcp@0.8.3'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' } },
  }, `
Lists workflow runs, shows failed jobs and their logs.
`)),

  benign('b11-mcp-python-c-import-run', 'plain-launch', "an MCP config launching its server with `python3 -c` importing the package's main", mcpConfig('weather-now', 'Current weather and forecasts.', {
    'weather-now': { command: 'python3', args: ['-c', 'from weather_now_mcp.server import main; main()'], env: { OPENWEATHER_API_KEY: '${OPENWEATHER_API_KEY}' } },
  }, `
\`pip install weather-now-mcp==0.5.0\` first. Needs an OpenWeather key.
`)),

  benign('b11-js-charcode-symbols', 'encoded-data', 'a TypeScript MCP server that draws check marks and box lines from character codes in its output', server('tasklist', 'Show the project task list as a table.', 'ts', `${TS_HEAD}import { readFile } from 'node:fs/promises';

const CHECK = String.fromCharCode(0x2713);
const CROSS = String.fromCharCode(0x2717);
const LINE = String.fromCharCode(0x2500).repeat(40);
const server = new McpServer({ name: 'tasklist', version: '1.1.0' });

server.registerTool('tasks', {
  description: 'Show TASKS.md as a table of done and open tasks.',
  inputSchema: {},
}, async () => {
  const text = await readFile('TASKS.md', 'utf8');
  const rows = text.split('\\n').filter((l) => /^- \\[[ x]\\]/.test(l)).map((l) => \`\${l[3] === 'x' ? CHECK : CROSS} \${l.slice(6)}\`);
  return { content: [{ type: 'text', text: [LINE, ...rows, LINE].join('\\n') }] };
});
${TS_TAIL}`)),

  benign('b11-py-hex-color', 'encoded-data', 'a badge-making skill that turns hex colour constants into bytes for a PNG', skill('make-badge', 'Make a small PNG status badge for the README.', `
# Make a badge

\`python3 scripts/badge.py passing\` writes \`badge.png\` (green for passing,
red for failing).
`, {
    'scripts/badge.py': `import struct
import sys
import zlib

COLORS = {"passing": bytes.fromhex("2ea44f"), "failing": bytes.fromhex("d73a49"), "unknown": bytes.fromhex("9f9f9f")}
status = sys.argv[1] if len(sys.argv) > 1 else "unknown"
rgb = COLORS.get(status, COLORS["unknown"])
w, h = 60, 20
raw = b"".join(b"\\x00" + rgb * w for _ in range(h))


def chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


png = b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
open("badge.png", "wb").write(png)
print("wrote badge.png")
`,
  })),

  benign('b11-sh-base64-cert-env', 'encoded-data', "a deploy skill that decodes the CI's base64 CA certificate from a variable into a file for curl", skill('deploy-preview', 'Deploy a preview build to the team staging server.', `
# Deploy preview

Needs \`STAGING_CA_B64\` (the staging server's CA certificate, base64, from
the team vault) and \`STAGING_TOKEN\`. Run \`bash scripts/deploy.sh\`.
`, {
    'scripts/deploy.sh': `#!/usr/bin/env bash
set -euo pipefail
: "\${STAGING_CA_B64:?set STAGING_CA_B64}" "\${STAGING_TOKEN:?set STAGING_TOKEN}"
ca=$(mktemp)
trap 'rm -f "$ca"' EXIT
printf '%s' "$STAGING_CA_B64" | base64 -d > "$ca"
npm run build
tar czf /tmp/preview.tgz -C dist .
curl --fail --cacert "$ca" -H "Authorization: Bearer $STAGING_TOKEN" -T /tmp/preview.tgz https://staging.acme-internal.dev/previews/upload
`,
  })),

  benign('b11-ts-jwt-decode', 'encoded-data', "a TypeScript MCP server that decodes its own token's JWT payload to warn when it expires", server('vault-reader', 'Read secrets metadata from the team Vault.', 'ts', `${TS_HEAD}
const VAULT = process.env.VAULT_ADDR ?? 'https://vault.acme.dev';
const token = process.env.VAULT_TOKEN ?? '';
const server = new McpServer({ name: 'vault-reader', version: '0.3.0' });

function expiresIn(jwt: string): number | undefined {
  const [, payload] = jwt.split('.');
  if (!payload) return undefined;
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: number };
  return exp === undefined ? undefined : exp - Date.now() / 1000;
}

const left = expiresIn(token);
if (left !== undefined && left < 3600) console.error(\`vault-reader: token expires in \${Math.round(left / 60)} minutes\`);

server.registerTool('list_keys', {
  description: 'List secret names under a path (values are never read).',
  inputSchema: { path: z.string() },
}, async ({ path }) => {
  const res = await fetch(\`\${VAULT}/v1/secret/metadata/\${encodeURIComponent(path)}?list=true\`, { headers: { 'X-Vault-Token': token } });
  return { content: [{ type: 'text', text: JSON.stringify((await res.json()).data?.keys ?? []) }] };
});
${TS_TAIL}`)),

  benign('b11-py-totp-b32', 'encoded-data', "a FastMCP server that decodes the user's base32 TOTP seed to make one-time codes for the test login", server('test-login', 'Log in to the staging app in end-to-end tests.', 'py', `import base64
import hashlib
import hmac
import os
import struct
import time

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("test-login")


def totp(seed_b32: str, step: int = 30) -> str:
    key = base64.b32decode(seed_b32.upper() + "=" * (-len(seed_b32) % 8))
    counter = struct.pack(">Q", int(time.time()) // step)
    digest = hmac.new(key, counter, hashlib.sha1).digest()
    offset = digest[-1] & 0x0F
    code = (struct.unpack(">I", digest[offset:offset + 4])[0] & 0x7FFFFFFF) % 1_000_000
    return f"{code:06d}"


@mcp.tool()
def one_time_code() -> str:
    """The current one-time code for the staging test account."""
    return totp(os.environ["STAGING_TOTP_SEED"])
${PY_TAIL}`)),

  benign('b11-mcp-env-plain-url', 'config-blob', 'an MCP config whose server is given its API address in plain text', mcpConfig('linear', 'Linear issues in Claude Code.', {
    linear: { command: 'npx', args: ['-y', 'linear-mcp-server@1.4.0'], env: { LINEAR_API_KEY: '${LINEAR_API_KEY}', LINEAR_API_URL: 'https://api.linear.app/graphql' } },
  }, `
Needs a Linear personal API key.
`)),

  benign('b11-mcp-args-local-endpoint', 'plain-launch', 'an MCP config pointing its server at a local endpoint in plain text', mcpConfig('ollama-tools', 'Use local Ollama models as tools.', {
    ollama: { command: 'uvx', args: ['ollama-mcp==0.2.4', '--endpoint', 'http://127.0.0.1:11434'] },
  }, `
Start Ollama first (\`ollama serve\`).
`)),

  benign('b11-sh-token-unset-check', 'stderr-log', 'a release skill whose script names the token it needs when it is missing, never printing its value', skill('publish-release', 'Publish a GitHub release with the built artifacts.', `
# Publish release

\`bash scripts/release.sh v1.2.3\` creates the release and uploads \`dist/*\`.
Needs \`GITHUB_TOKEN\` with contents:write.
`, {
    'scripts/release.sh': `#!/usr/bin/env bash
set -euo pipefail
tag=\${1:?usage: release.sh TAG}
if [ -z "\${GITHUB_TOKEN:-}" ]; then
  echo "GITHUB_TOKEN is not set; create one with contents:write" >&2
  exit 1
fi
echo "token: set (\${#GITHUB_TOKEN} characters)"
gh release create "$tag" dist/* --generate-notes
`,
  })),

  benign('b11-py-data-uri-icon', 'encoded-data', 'a FastMCP server that returns a constant base64 SVG icon as a data URI', server('status-icons', 'Status icons for reports.', 'py', `from mcp.server.fastmcp import FastMCP

mcp = FastMCP("status-icons")

ICONS = {
    "ok": "data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" width="12" height="12"><circle cx="6" cy="6" r="6" fill="#2ea44f"/></svg>')}",
    "fail": "data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" width="12" height="12"><circle cx="6" cy="6" r="6" fill="#d73a49"/></svg>')}",
}


@mcp.tool()
def icon(status: str) -> str:
    """A data URI of a small coloured dot for the status (ok or fail)."""
    return ICONS.get(status, ICONS["fail"])
${PY_TAIL}`)),

  benign('b11-mcp-node-e-require-start', 'plain-launch', "an MCP config whose launch line is `node -e` requiring the package and starting it", mcpConfig('mermaid-render', 'Render Mermaid diagrams to SVG.', {
    mermaid: { command: 'node', args: ['-e', "require('mermaid-render-mcp').start({ outDir: './diagrams' })"] },
  }, `
\`npm i -D mermaid-render-mcp@2.0.1\` in the project first.
`)),

  benign('b11-ts-hex-checksum', 'encoded-data', 'a TypeScript MCP server that checks a downloaded model file against a pinned sha256 written in hex', server('tokenizer', 'Count tokens with a local tokenizer file.', 'ts', `${TS_HEAD}import { createHash, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';

const EXPECTED = Buffer.from('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', 'hex');
const server = new McpServer({ name: 'tokenizer', version: '0.4.0' });

async function vocab(): Promise<string[]> {
  const data = await readFile(new URL('../vocab.txt', import.meta.url));
  const digest = createHash('sha256').update(data).digest();
  if (!timingSafeEqual(digest, EXPECTED)) throw new Error('vocab.txt does not match its pinned checksum');
  return data.toString('utf8').split('\\n');
}

server.registerTool('count_tokens', {
  description: 'Count the tokens of a text.',
  inputSchema: { text: z.string() },
}, async ({ text }) => {
  const words = new Set(await vocab());
  const n = text.split(/\\s+/).reduce((acc, w) => acc + (words.has(w) ? 1 : Math.ceil(w.length / 4)), 0);
  return { content: [{ type: 'text', text: String(n) }] };
});
${TS_TAIL}`)),

  benign('b11-go-hex-input', 'encoded-data', "a Go MCP server that hex-decodes the hash the model gives to look an object up in git", goServer('gitobj', 'Look at git objects by hash.', `package main

import (
	"context"
	"encoding/hex"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("gitobj", "0.2.0")
	s.AddTool(mcp.NewTool("show_object", mcp.WithDescription("Show a git object by its full hash"), mcp.WithString("hash", mcp.Required())), show)
	server.ServeStdio(s)
}

func show(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	h, _ := req.RequireString("hash")
	raw, err := hex.DecodeString(h)
	if err != nil || len(raw) != 20 {
		return mcp.NewToolResultError("hash must be 40 hex characters"), nil
	}
	out, err := exec.Command("git", "cat-file", "-p", hex.EncodeToString(raw)).Output()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(out)), nil
}
`)),

  benign('b11-go-basic-auth', 'auth-header', "a Go MCP server for Confluence that sends Basic auth (base64 of email:token) to the Atlassian site the user configures", goServer('confluence', 'Search and read Confluence pages.', `package main

import (
	"context"
	"encoding/base64"
	"io"
	"net/http"
	"net/url"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var site = os.Getenv("CONFLUENCE_SITE")

func main() {
	s := server.NewMCPServer("confluence", "0.6.0")
	s.AddTool(mcp.NewTool("search", mcp.WithDescription("Search pages with CQL"), mcp.WithString("cql", mcp.Required())), search)
	server.ServeStdio(s)
}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	cql, _ := req.RequireString("cql")
	r, _ := http.NewRequest("GET", "https://"+site+".atlassian.net/wiki/rest/api/search?cql="+url.QueryEscape(cql), nil)
	auth := base64.StdEncoding.EncodeToString([]byte(os.Getenv("CONFLUENCE_EMAIL") + ":" + os.Getenv("CONFLUENCE_TOKEN")))
	r.Header.Set("Authorization", "Basic "+auth)
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return mcp.NewToolResultText(string(b)), nil
}
`)),
];
