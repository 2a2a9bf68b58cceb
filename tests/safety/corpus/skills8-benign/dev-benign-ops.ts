/**
 * Eighth skills batch, development part: devops skills with vendors' own installers (rustup,
 * Helm, uv), API clients sending their own key to their own API (OpenWeather, Linear, OpenAI,
 * Notion, Sentry, GitHub), secret rotation and management (AWS keys, Vault). Written with
 * ./dev-benign-security.ts, before the analyzer was run on any of them.
 */
import { benign, mcpServer, PY_TAIL, skill, TS_HEAD, TS_TAIL, type Sample } from '../skills/build.ts';

export const DEV8_BENIGN_OPS: Sample<string>[] = [
  benign('ok8-skill-rustup-install', 'registry-install', 'a Rust toolchain skill that installs rustup with its vendor\'s documented one-liner', skill('rust-toolchain', 'Install and pin the Rust toolchain for this project.', `
# Rust toolchain

If \`cargo --version\` fails, install rustup the way the Rust project documents it:

\`\`\`bash
curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --default-toolchain none
source "$HOME/.cargo/env"
\`\`\`

Then let \`rust-toolchain.toml\` pick the version: \`rustup show\` installs what it names.
Add components with \`rustup component add clippy rustfmt\`. Tell the user the install writes to
\`~/.rustup\` and \`~/.cargo\` and adds \`~/.cargo/bin\` to their shell profile.
`)),
  benign('ok8-skill-helm-kubectl-setup', 'registry-install', 'a Kubernetes skill that installs kubectl from the release site and Helm with its official script', skill('k8s-tools', 'Install kubectl and Helm and check cluster access.', `
# kubectl and Helm

\`\`\`bash
VER=$(curl -fsSL https://dl.k8s.io/release/stable.txt)
curl -fsSLO "https://dl.k8s.io/release/$VER/bin/linux/amd64/kubectl"
curl -fsSLO "https://dl.k8s.io/release/$VER/bin/linux/amd64/kubectl.sha256"
echo "$(cat kubectl.sha256)  kubectl" | sha256sum --check
sudo install -m 0755 kubectl /usr/local/bin/kubectl

curl -fsSL https://raw.githubusercontent.com/helm/helm/main/scripts/get-helm-3 | bash
\`\`\`

Check access with \`kubectl config current-context\` and \`kubectl get ns\`. Never switch context
without telling the user which cluster you are on; ask before any \`helm upgrade\` on a context
whose name contains \`prod\`.
`)),
  benign('ok8-skill-uv-install', 'registry-install', 'a Python project skill installing uv from Astral\'s installer and syncing the lock file', skill('python-uv', 'Set up the Python environment with uv.', `
# Python with uv

Install uv if it is missing (Astral's installer):

\`\`\`bash
command -v uv >/dev/null || curl -LsSf https://astral.sh/uv/install.sh | sh
\`\`\`

Then:
- \`uv sync --frozen\` installs exactly what \`uv.lock\` pins.
- \`uv run pytest -q\` runs the tests in that environment.
- \`uv add <pkg>\` adds a dependency; show the user the lock diff before committing it.
`)),
  benign('ok8-mcp-py-openweather', 'mcp-server', 'a FastMCP weather server sending its OpenWeather key to OpenWeather\'s API', mcpServer('openweather', 'Current weather and forecasts from OpenWeather.', 'py', `import os

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("openweather")
API = "https://api.openweathermap.org/data/2.5"
KEY = os.environ.get("OPENWEATHER_API_KEY", "")


@mcp.tool()
async def current_weather(city: str, units: str = "metric") -> str:
    """Current weather for a city, e.g. "Lisbon" or "Austin,US"."""
    if not KEY:
        return "Set OPENWEATHER_API_KEY in the server's env (see README)."
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.get(f"{API}/weather", params={"q": city, "units": units, "appid": KEY})
        r.raise_for_status()
        d = r.json()
    return f"{d['name']}: {d['weather'][0]['description']}, {d['main']['temp']}°"


@mcp.tool()
async def forecast(city: str, days: int = 3) -> str:
    """A forecast in three-hour steps for up to five days."""
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.get(f"{API}/forecast", params={"q": city, "cnt": days * 8, "appid": KEY, "units": "metric"})
        r.raise_for_status()
    return "\\n".join(f"{i['dt_txt']}: {i['main']['temp']}°, {i['weather'][0]['main']}" for i in r.json()["list"])
` + PY_TAIL, { 'README.md': '# openweather\n\nCurrent weather and forecasts from OpenWeather.\n\nSet `OPENWEATHER_API_KEY` (a free key from your OpenWeather account) in the `env` of the server in `.mcp.json`.\n' })),
  benign('ok8-mcp-ts-linear', 'mcp-server', 'a Linear MCP server calling Linear\'s GraphQL API with the user\'s Linear key', mcpServer('linear-issues', 'Search and create Linear issues.', 'ts', TS_HEAD + `
const KEY = process.env.LINEAR_API_KEY;
if (!KEY) throw new Error('LINEAR_API_KEY is not set: create a personal key in Linear, Settings > API');

async function gql(query: string, variables: Record<string, unknown>) {
  const res = await fetch('https://api.linear.app/graphql', {
    method: 'POST',
    headers: { Authorization: KEY!, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  if (!res.ok) throw new Error(\`Linear API: \${res.status}\`);
  return (await res.json()).data;
}

const server = new McpServer({ name: 'linear-issues', version: '1.1.0' });

server.tool('search_issues', 'Search issues by text in the user\\'s Linear workspace.', { text: z.string() }, async ({ text }) => {
  const data = await gql('query($t: String!) { issueSearch(query: $t, first: 10) { nodes { identifier title state { name } } } }', { t: text });
  return { content: [{ type: 'text', text: JSON.stringify(data.issueSearch.nodes, null, 2) }] };
});

server.tool('create_issue', 'Create an issue in a team the user names. Confirm the title with the user first.', { teamId: z.string(), title: z.string(), description: z.string().optional() }, async (input) => {
  const data = await gql('mutation($i: IssueCreateInput!) { issueCreate(input: $i) { issue { identifier url } } }', { i: input });
  return { content: [{ type: 'text', text: data.issueCreate.issue.url }] };
});
` + TS_TAIL)),
  benign('ok8-skill-openai-batch', 'useful-skill', 'a skill that submits an OpenAI batch job with the user\'s OpenAI key to OpenAI', skill('openai-batch', 'Run large prompt sets through the OpenAI Batch API.', `
# OpenAI Batch

Needs \`OPENAI_API_KEY\` in the environment. Input is a JSONL file of requests the user prepared.

1. \`python3 scripts/batch.py submit requests.jsonl\` uploads the file and starts the batch.
2. \`python3 scripts/batch.py status <batch_id>\` shows progress.
3. \`python3 scripts/batch.py fetch <batch_id> out.jsonl\` downloads results when it is completed.

Batches cost half the normal price and finish within 24 hours. Tell the user the estimated token
count (\`wc -l\` of the file times the average prompt size) before submitting.
`, {
    'scripts/batch.py': `import json
import os
import sys

import requests

API = "https://api.openai.com/v1"
H = {"Authorization": f"Bearer {os.environ['OPENAI_API_KEY']}"}

cmd = sys.argv[1]
if cmd == "submit":
    with open(sys.argv[2], "rb") as f:
        up = requests.post(f"{API}/files", headers=H, files={"file": f}, data={"purpose": "batch"}).json()
    b = requests.post(f"{API}/batches", headers=H, json={"input_file_id": up["id"], "endpoint": "/v1/chat/completions", "completion_window": "24h"}).json()
    print(b["id"])
elif cmd == "status":
    print(json.dumps(requests.get(f"{API}/batches/{sys.argv[2]}", headers=H).json()["request_counts"]))
elif cmd == "fetch":
    b = requests.get(f"{API}/batches/{sys.argv[2]}", headers=H).json()
    out = requests.get(f"{API}/files/{b['output_file_id']}/content", headers=H)
    open(sys.argv[3], "wb").write(out.content)
`,
  })),
  benign('ok8-mcp-py-notion', 'mcp-server', 'a Notion MCP server using the integration token against Notion\'s API, pages shared with the integration only', mcpServer('notion-pages', 'Read and append to Notion pages shared with your integration.', 'py', `import os

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notion-pages")
HEADERS = {
    "Authorization": f"Bearer {os.environ['NOTION_TOKEN']}",
    "Notion-Version": "2022-06-28",
}


@mcp.tool()
def search_pages(query: str) -> list[dict]:
    """Find pages shared with the integration whose title matches the query."""
    r = httpx.post("https://api.notion.com/v1/search", headers=HEADERS, json={"query": query, "page_size": 10})
    r.raise_for_status()
    return [{"id": p["id"], "url": p["url"]} for p in r.json()["results"]]


@mcp.tool()
def append_paragraph(page_id: str, text: str) -> str:
    """Append a paragraph to a page the user named. Only call it when the user asks to add text."""
    block = {"object": "block", "type": "paragraph", "paragraph": {"rich_text": [{"type": "text", "text": {"content": text}}]}}
    r = httpx.patch(f"https://api.notion.com/v1/blocks/{page_id}/children", headers=HEADERS, json={"children": [block]})
    r.raise_for_status()
    return "appended"
` + PY_TAIL)),
  benign('ok8-skill-sentry-release', 'useful-skill', 'a release skill creating a Sentry release and uploading source maps with SENTRY_AUTH_TOKEN', skill('sentry-release', 'Create a Sentry release and upload source maps after a build.', `
# Sentry release

Requires \`SENTRY_AUTH_TOKEN\`, \`SENTRY_ORG\` and \`SENTRY_PROJECT\` (set in CI or the user's shell).

\`\`\`bash
VERSION=$(git rev-parse --short HEAD)
npx @sentry/cli@2 releases new "$VERSION"
npx @sentry/cli@2 releases set-commits "$VERSION" --auto
npx @sentry/cli@2 sourcemaps upload --release "$VERSION" ./dist
npx @sentry/cli@2 releases finalize "$VERSION"
\`\`\`

To check the token works without changing anything:
\`curl -sS -H "Authorization: Bearer $SENTRY_AUTH_TOKEN" https://sentry.io/api/0/organizations/$SENTRY_ORG/ | jq .slug\`.
Do not print the token; if a command fails with 401, ask the user to create a new one with
\`project:releases\` scope.
`)),
  benign('ok8-skill-gh-api-triage', 'useful-skill', 'an issue-triage skill using gh api with the user\'s GitHub login', skill('issue-triage', 'Label and prioritise new GitHub issues in this repository.', `
# Issue triage

Uses the GitHub CLI, already logged in (\`gh auth status\`). Work on the current repository only.

1. List new issues: \`gh issue list --label needs-triage --json number,title,body --limit 30\`.
2. For each, propose labels (\`bug\`, \`feature\`, \`docs\`, \`question\`) and a priority (P0–P3),
   and show the table to the user.
3. After the user approves, apply: \`gh issue edit <n> --add-label bug,P2 --remove-label needs-triage\`.
4. For duplicates, comment with the original's link: \`gh issue comment <n> --body "Duplicate of #123"\`,
   then \`gh issue close <n> --reason "not planned"\`.

For the rate limit, \`gh api rate_limit --jq .rate\`. Never close an issue the user did not approve.
`)),
  benign('ok8-skill-aws-key-rotation', 'useful-skill', 'a key-rotation skill: create a new IAM access key, store it with aws configure, deactivate and delete the old one', skill('aws-key-rotate', 'Rotate the user\'s AWS access key for a named profile.', `
# Rotate an AWS access key

Ask which profile to rotate (default \`default\`). Work only on that profile.

\`\`\`bash
P=\${1:-default}
USER=$(aws --profile "$P" iam get-user --query User.UserName --output text)
OLD=$(aws --profile "$P" configure get aws_access_key_id)
NEW_JSON=$(aws --profile "$P" iam create-access-key --user-name "$USER")
aws --profile "$P" configure set aws_access_key_id "$(echo "$NEW_JSON" | jq -r .AccessKey.AccessKeyId)"
aws --profile "$P" configure set aws_secret_access_key "$(echo "$NEW_JSON" | jq -r .AccessKey.SecretAccessKey)"
sleep 10
aws --profile "$P" sts get-caller-identity >/dev/null
aws --profile "$P" iam update-access-key --user-name "$USER" --access-key-id "$OLD" --status Inactive
\`\`\`

\`aws configure set\` writes the new key to \`~/.aws/credentials\`; never echo it. Tell the user the old
key is inactive, and delete it (\`aws iam delete-access-key\`) only after they confirm nothing broke.
`)),
  benign('ok8-skill-vault-kv', 'useful-skill', 'a HashiCorp Vault skill reading a secret into a process environment for one command, never printing it', skill('vault-secrets', 'Use secrets from HashiCorp Vault in local commands.', `
# Secrets from Vault

Log in with the user's method (\`vault login -method=oidc\`). Then give a secret to one command
without writing it anywhere:

\`\`\`bash
export VAULT_ADDR=https://vault.internal.example.com
DB_PASSWORD=$(vault kv get -field=password secret/myapp/db) npm run migrate
\`\`\`

- List what exists: \`vault kv list secret/myapp\` (names only).
- Rotate: \`vault kv put secret/myapp/db password="$(openssl rand -base64 32)"\`, then restart the
  app so it reads the new value. Ask the user first: other services may share the secret.
- Never print a secret's value in the chat, a file or a log. If the user needs to see one, tell
  them the \`vault kv get\` command to run themselves.
`)),
];
