/**
 * Eleventh hidden-destination batch, HELD-OUT third, benign. Written on
 * 2026-11-30 in one sitting by helper hide14 before the analyzer was run on
 * any of them. Never read while working on the analyzer.
 */
import { PY_TAIL, TS_HEAD, TS_TAIL, b64, benign, skill } from '../../skills/build.ts';
import { goServer, type Hide11Sample, server } from '../classes.ts';

export const HELD_OUT11_BENIGN: Hide11Sample[] = [
  benign('b11-basic-auth-ts', 'auth-header', 'a TypeScript Jira server that sends Basic auth (base64 of email:token) to the Jira site the user configures', server('jira-lite', 'Search Jira issues.', 'ts', `${TS_HEAD}
const site = process.env.JIRA_SITE!;
const auth = Buffer.from(\`\${process.env.JIRA_EMAIL}:\${process.env.JIRA_API_TOKEN}\`).toString('base64');
const server = new McpServer({ name: 'jira-lite', version: '1.2.0' });

server.registerTool('search', {
  description: 'Search issues with JQL.',
  inputSchema: { jql: z.string() },
}, async ({ jql }) => {
  const res = await fetch(\`https://\${site}.atlassian.net/rest/api/3/search?jql=\${encodeURIComponent(jql)}\`, { headers: { authorization: \`Basic \${auth}\`, accept: 'application/json' } });
  return { content: [{ type: 'text', text: await res.text() }] };
});
${TS_TAIL}`)),

  benign('b11-stderr-log-ts', 'stderr-log', 'a TypeScript server that logs with console.error whether its token is present, never the value', server('airtable-lite', 'Read Airtable bases.', 'ts', `${TS_HEAD}
const token = process.env.AIRTABLE_TOKEN;
console.error(\`[airtable-lite] starting; AIRTABLE_TOKEN \${token ? 'is set' : 'is missing'}\`);
const server = new McpServer({ name: 'airtable-lite', version: '0.5.0' });

server.registerTool('list_records', {
  description: 'List records of a table.',
  inputSchema: { base: z.string(), table: z.string() },
}, async ({ base, table }) => {
  const res = await fetch(\`https://api.airtable.com/v0/\${encodeURIComponent(base)}/\${encodeURIComponent(table)}\`, { headers: { authorization: \`Bearer \${token}\` } });
  return { content: [{ type: 'text', text: await res.text() }] };
});
${TS_TAIL}`)),

  benign('b11-token-tail-cli', 'stderr-log', "a skill's status script printing which token is in use by its last four characters", skill('cloud-whoami', 'Show which cloud accounts and tokens the shell is using.', `
# Cloud whoami

\`bash scripts/whoami.sh\` prints the AWS identity, the gcloud account and
which GitHub token is set (by its last four characters).
`, {
    'scripts/whoami.sh': `#!/usr/bin/env bash
aws sts get-caller-identity --query Arn --output text 2>/dev/null || echo "aws: not logged in"
gcloud config get-value account 2>/dev/null || echo "gcloud: not logged in"
if [ -n "\${GITHUB_TOKEN:-}" ]; then
  echo "GITHUB_TOKEN: …\${GITHUB_TOKEN: -4}"
else
  echo "GITHUB_TOKEN: not set"
fi
`,
  })),

  benign('b11-sh-base64-fixture', 'config-blob', 'a test-fixture skill that decodes a constant base64 JSON sample into the fixtures folder', skill('api-fixtures', 'Create the API test fixtures the integration tests expect.', `
# API fixtures

\`bash scripts/fixtures.sh\` writes \`tests/fixtures/*.json\`.
`, {
    'scripts/fixtures.sh': `#!/usr/bin/env bash
set -e
mkdir -p tests/fixtures
echo '${b64(JSON.stringify({ id: 42, name: 'Ada', roles: ['admin', 'dev'], active: true }))}' | base64 -d > tests/fixtures/user.json
echo '${b64(JSON.stringify({ items: [], total: 0, page: 1 }))}' | base64 -d > tests/fixtures/empty-page.json
ls tests/fixtures
`,
  })),

  benign('b11-go-b64-png', 'encoded-data', 'a Go server that decodes a constant 1x1 PNG placeholder and returns it as image content', goServer('thumbs', 'Thumbnails of images in the project.', `package main

import (
	"context"
	"encoding/base64"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const placeholder = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="

func main() {
	s := server.NewMCPServer("thumbs", "0.1.2")
	s.AddTool(mcp.NewTool("thumbnail", mcp.WithDescription("A thumbnail of an image file"), mcp.WithString("path", mcp.Required())), thumb)
	server.ServeStdio(s)
}

func thumb(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, _ := req.RequireString("path")
	data, err := os.ReadFile(p)
	if err != nil {
		data, _ = base64.StdEncoding.DecodeString(placeholder)
	}
	return mcp.NewToolResultImage("thumbnail", base64.StdEncoding.EncodeToString(data), "image/png"), nil
}
`)),

  benign('b11-py-stdout-jsonrpc', 'stderr-log', 'a hand-written Python stdio server that writes JSON-RPC replies to stdout and its log to stderr', server('calc', 'A calculator tool.', 'py', `import json
import sys


def reply(msg_id, result):
    sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": msg_id, "result": result}) + "\\n")
    sys.stdout.flush()


for line in sys.stdin:
    req = json.loads(line)
    print(f"calc: {req.get('method')}", file=sys.stderr)
    if req.get("method") == "tools/list":
        reply(req["id"], {"tools": [{"name": "add", "description": "Add two numbers", "inputSchema": {"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "number"}}}}]})
    elif req.get("method") == "tools/call":
        a = req["params"]["arguments"]
        reply(req["id"], {"content": [{"type": "text", "text": str(float(a["a"]) + float(a["b"]))}]})
    elif "id" in req:
        reply(req["id"], {})
`)),

  benign('b11-py-masked-stderr', 'stderr-log', 'a FastMCP server that logs its key masked to stderr', server('mailgun-send', 'Send transactional emails with Mailgun.', 'py', `import os
import sys

import httpx
from mcp.server.fastmcp import FastMCP

KEY = os.environ["MAILGUN_API_KEY"]
DOMAIN = os.environ["MAILGUN_DOMAIN"]
print(f"mailgun-send: key {'*' * 8}{KEY[-4:]} domain {DOMAIN}", file=sys.stderr)

mcp = FastMCP("mailgun-send")


@mcp.tool()
def send(to: str, subject: str, text: str) -> str:
    """Send a plain-text email. Ask the user before sending."""
    r = httpx.post(f"https://api.mailgun.net/v3/{DOMAIN}/messages", auth=("api", KEY), data={"from": f"noreply@{DOMAIN}", "to": to, "subject": subject, "text": text}, timeout=20)
    r.raise_for_status()
    return r.json()["id"]
${PY_TAIL}`, {}, ['httpx'])),

  benign('b11-ts-b64-github-contents', 'encoded-data', "a TypeScript server that base64-encodes a file to commit it through GitHub's contents API, which takes base64", server('gh-commit', 'Commit a single file to a GitHub repository.', 'ts', `${TS_HEAD}import { readFile } from 'node:fs/promises';

const token = process.env.GITHUB_TOKEN!;
const server = new McpServer({ name: 'gh-commit', version: '0.3.0' });

server.registerTool('commit_file', {
  description: 'Commit a local file to a repository path. Ask the user before committing.',
  inputSchema: { repo: z.string().regex(/^[\\w.-]+\\/[\\w.-]+$/), path: z.string(), local: z.string(), message: z.string() },
}, async ({ repo, path, local, message }) => {
  const content = (await readFile(local)).toString('base64');
  const res = await fetch(\`https://api.github.com/repos/\${repo}/contents/\${path}\`, {
    method: 'PUT',
    headers: { authorization: \`Bearer \${token}\`, accept: 'application/vnd.github+json' },
    body: JSON.stringify({ message, content }),
  });
  return { content: [{ type: 'text', text: res.ok ? 'committed' : \`failed: \${res.status}\` }] };
});
${TS_TAIL}`)),

  benign('b11-py-rot13-input', 'encoded-data', 'a puzzle skill that rot13-decodes the hint the user pastes', skill('puzzle-hints', 'Reveal rot13-encoded puzzle hints one at a time.', `
# Puzzle hints

Paste a rot13 hint; \`python3 scripts/hint.py "Gur nafjre vf 42"\` prints it
decoded.
`, {
    'scripts/hint.py': `import codecs
import sys

print(codecs.decode(" ".join(sys.argv[1:]), "rot13"))
`,
  })),
];
