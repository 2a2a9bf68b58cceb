/**
 * Sixth skills batch, development part: benign components (2 of 2) — API
 * clients and MCP servers sending their own key to their own provider,
 * fetch-heavy TypeScript, cleanup scripts deleting their own build folders,
 * security skills quoting attack code to detect it. Written on 2026-11-29 with
 * the malicious samples, before the analyzer was run; split by `thirdOf(id)`.
 */
import { b64, benign, mcpServer, plugin, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import type { Code6Sample } from './classes.ts';

export const DEV6_BENIGN_CODE: Code6Sample[] = [
  // ── own key to own provider ───────────────────────────────────────────
  benign('b-openai-key-py', 'own-provider', 'a Python script calling the OpenAI embeddings API with OPENAI_API_KEY', skill('semantic-search', 'Search your notes by meaning.', `
# Semantic search

Needs \`OPENAI_API_KEY\`. Index once with \`python3 scripts/search.py index ~/notes\`, then \`python3 scripts/search.py query "..."\`.
`, {
    'scripts/search.py': `import json
import math
import os
import sys
from pathlib import Path

import requests

KEY = os.environ["OPENAI_API_KEY"]
DB = Path.home() / ".cache" / "semantic-search.json"


def embed(texts):
    r = requests.post("https://api.openai.com/v1/embeddings", headers={"Authorization": f"Bearer {KEY}"}, json={"model": "text-embedding-3-small", "input": texts}, timeout=60)
    r.raise_for_status()
    return [d["embedding"] for d in r.json()["data"]]


def cos(a, b):
    return sum(x * y for x, y in zip(a, b)) / (math.hypot(*a) * math.hypot(*b))


if sys.argv[1] == "index":
    files = list(Path(sys.argv[2]).expanduser().rglob("*.md"))
    vecs = embed([f.read_text()[:8000] for f in files])
    DB.parent.mkdir(parents=True, exist_ok=True)
    DB.write_text(json.dumps({str(f): v for f, v in zip(files, vecs)}))
else:
    q = embed([sys.argv[2]])[0]
    index = json.loads(DB.read_text())
    for path, v in sorted(index.items(), key=lambda kv: -cos(q, kv[1]))[:5]:
        print(path)
`,
  })),
  benign('b-slack-bot-token', 'own-provider', 'a shell script posting a message with SLACK_BOT_TOKEN to Slack’s API', skill('deploy-notify', 'Post a deploy notice to the team channel.', `
# Deploy notice

\`\`\`bash
curl -fsS -X POST https://slack.com/api/chat.postMessage \\
  -H "Authorization: Bearer $SLACK_BOT_TOKEN" \\
  -H "Content-Type: application/json; charset=utf-8" \\
  -d "{\\"channel\\":\\"#deploys\\",\\"text\\":\\"Deployed $(git rev-parse --short HEAD) to production\\"}"
\`\`\`
`)),
  benign('b-linear-api-ts', 'own-provider', 'a TypeScript script querying Linear’s GraphQL API with LINEAR_API_KEY', plugin('linear-standup', 'Summarise your Linear issues for standup.', {
    'scripts/standup.ts': `const query = \`query { viewer { assignedIssues(filter: { state: { type: { in: ["started", "completed"] } }, updatedAt: { gt: "-P1D" } }) { nodes { identifier title state { name } } } } }\`;
const res = await fetch('https://api.linear.app/graphql', {
  method: 'POST',
  headers: { Authorization: process.env.LINEAR_API_KEY ?? '', 'Content-Type': 'application/json' },
  body: JSON.stringify({ query }),
});
const { data } = (await res.json()) as { data: { viewer: { assignedIssues: { nodes: { identifier: string; title: string; state: { name: string } }[] } } } };
for (const i of data.viewer.assignedIssues.nodes) console.log(\`\${i.identifier} [\${i.state.name}] \${i.title}\`);
`,
    'commands/standup.md': '---\ndescription: Standup summary from Linear\n---\n\nRun `npx tsx ${CLAUDE_PLUGIN_ROOT}/scripts/standup.ts` and write three bullet points: done, doing, blocked.\n',
  })),
  benign('b-s3-own-artifacts', 'own-provider', 'boto3 uploading the build folder to the team’s bucket with the default credentials', skill('publish-artifacts', 'Upload build artefacts to the release bucket.', `
# Publish artefacts

Uses your AWS profile (\`AWS_PROFILE\`). Run \`python3 scripts/publish.py dist/ releases/$(git describe --tags)\`.
`, {
    'scripts/publish.py': `import mimetypes
import sys
from pathlib import Path

import boto3

BUCKET = "acme-release-artifacts"
src, prefix = Path(sys.argv[1]), sys.argv[2]
s3 = boto3.Session().client("s3")
for p in src.rglob("*"):
    if p.is_file():
        key = f"{prefix}/{p.relative_to(src).as_posix()}"
        s3.upload_file(str(p), BUCKET, key, ExtraArgs={"ContentType": mimetypes.guess_type(p.name)[0] or "application/octet-stream"})
        print("s3://" + BUCKET + "/" + key)
`,
  })),
  benign('b-mcp-py-github', 'own-provider', 'a Python MCP server calling the GitHub API with GITHUB_TOKEN', mcpServer('gh-issues', 'Search and triage GitHub issues.', 'py', `import os

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("gh-issues")
gh = httpx.Client(base_url="https://api.github.com", headers={"Authorization": f"Bearer {os.environ['GITHUB_TOKEN']}", "Accept": "application/vnd.github+json"}, timeout=20)


@mcp.tool()
def search(repo: str, query: str) -> list[str]:
    """Open issues of a repository matching a query."""
    r = gh.get("/search/issues", params={"q": f"repo:{repo} is:issue is:open {query}", "per_page": 20})
    r.raise_for_status()
    return [f"#{i['number']} {i['title']}" for i in r.json()["items"]]


@mcp.tool()
def label(repo: str, number: int, labels: list[str]) -> str:
    """Add labels to an issue."""
    r = gh.post(f"/repos/{repo}/issues/{number}/labels", json={"labels": labels})
    r.raise_for_status()
    return "ok"
${PY_TAIL}`)),
  benign('b-mcp-ts-notion', 'own-provider', 'a TypeScript MCP server reading Notion pages with NOTION_TOKEN', mcpServer('notion-read', 'Read Notion pages as Markdown.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'notion-read', version: '0.6.0' });
const headers = { Authorization: \`Bearer \${process.env.NOTION_TOKEN}\`, 'Notion-Version': '2022-06-28' };

server.tool('page', 'A Notion page as plain text', { id: z.string() }, async ({ id }) => {
  const res = await fetch(\`https://api.notion.com/v1/blocks/\${id}/children?page_size=100\`, { headers });
  if (!res.ok) return { content: [{ type: 'text', text: \`notion: \${res.status}\` }] };
  const { results } = (await res.json()) as { results: { type: string; [k: string]: any }[] };
  const text = results.map((b) => (b[b.type]?.rich_text ?? []).map((t: { plain_text: string }) => t.plain_text).join('')).join('\\n');
  return { content: [{ type: 'text', text }] };
});
${TS_TAIL}`)),

  // ── fetch-heavy TypeScript ────────────────────────────────────────────
  benign('b-ts-sitemap-crawler', 'fetch-heavy', 'a TypeScript crawler fetching a site’s sitemap and checking each page', plugin('link-check', 'Check every page of a sitemap for broken links.', {
    'scripts/check.ts': `const [, , site = 'http://localhost:4321'] = process.argv;
const xml = await (await fetch(new URL('/sitemap.xml', site))).text();
const pages = [...xml.matchAll(/<loc>(.*?)<\\/loc>/g)].map((m) => m[1]!);
const broken: string[] = [];
const queue = [...pages];
async function worker() {
  for (let url = queue.shift(); url; url = queue.shift()) {
    const html = await (await fetch(url)).text();
    for (const [, href] of html.matchAll(/href="(https?:[^"]+)"/g)) {
      const res = await fetch(href!, { method: 'HEAD', redirect: 'follow' }).catch(() => null);
      if (!res || res.status >= 400) broken.push(\`\${url} -> \${href} (\${res?.status ?? 'error'})\`);
    }
  }
}
await Promise.all(Array.from({ length: 6 }, worker));
console.log(broken.join('\\n') || \`\${pages.length} pages, no broken link\`);
`,
    'commands/link-check.md': '---\ndescription: Check links of a site\n---\n\nRun `npx tsx ${CLAUDE_PLUGIN_ROOT}/scripts/check.ts $ARGUMENTS`.\n',
  })),

  // ── cleanup of the project's own folders ──────────────────────────────
  benign('b-py-clean-pycache', 'cleanup', 'a Python script removing __pycache__ and build folders under the project', skill('py-clean', 'Remove Python build leftovers from a project.', `
# Python clean

Run \`python3 scripts/clean.py\` at the project root.
`, {
    'scripts/clean.py': `import shutil
from pathlib import Path

root = Path.cwd()
removed = 0
for pattern in ("**/__pycache__", "**/.pytest_cache", "**/.mypy_cache", "build", "dist", "*.egg-info"):
    for p in root.glob(pattern):
        if p.is_dir() and ".venv" not in p.parts:
            shutil.rmtree(p)
            removed += 1
print(f"removed {removed} folders")
`,
  })),
  benign('b-node-clean-dist', 'cleanup', 'a Node script deleting dist, coverage and caches of the package', plugin('ts-clean', 'Clean a TypeScript monorepo’s outputs.', {
    'scripts/clean.mjs': `import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const packages = existsSync(join(root, 'packages')) ? readdirSync(join(root, 'packages')).map((p) => join(root, 'packages', p)) : [];
for (const dir of [root, ...packages]) {
  for (const out of ['dist', 'coverage', '.turbo', 'tsconfig.tsbuildinfo']) {
    rmSync(join(dir, out), { recursive: true, force: true });
  }
}
rmSync(join(root, 'node_modules', '.cache'), { recursive: true, force: true });
console.log('clean');
`,
    'commands/clean.md': '---\ndescription: Remove build outputs\n---\n\nRun `node ${CLAUDE_PLUGIN_ROOT}/scripts/clean.mjs` at the repository root.\n',
  })),
  benign('b-docker-prune', 'cleanup', 'a SKILL.md pruning Docker images and build cache', skill('docker-space', 'Free disk space used by Docker.', `
# Docker space

\`\`\`bash
docker system df
docker image prune -f
docker builder prune -f --filter until=168h
docker volume ls -qf dangling=true | xargs -r docker volume rm
docker system df
\`\`\`

Never remove named volumes the user did not mention. Report the space freed.
`)),

  // ── security skills quoting attacks ───────────────────────────────────
  benign('b-sec-yara-exfil', 'security-docs', 'a YARA rule set detecting credential theft in packages, quoting the strings it matches', skill('yara-supply-chain', 'Scan packages for credential-stealing code with YARA.', `
# YARA supply-chain scan

Run \`yara -r rules/stealers.yar node_modules/\` and explain every match.
`, {
    'rules/stealers.yar': `rule npmrc_token_theft {
  meta:
    description = "reads the npm token file and sends it over HTTP"
  strings:
    $a = ".npmrc" ascii
    $b = "https.request" ascii
    $c = "os.homedir()" ascii
  condition:
    all of them
}

rule env_dump_post {
  meta:
    description = "posts the whole environment"
  strings:
    $a = "JSON.stringify(process.env)" ascii
    $b = /fetch\\(['"]https?:\\/\\/[^'"]+['"],\\s*\\{\\s*method:\\s*['"]POST/ ascii
  condition:
    all of them
}

rule curl_pipe_shell {
  strings:
    $a = /curl -[a-zA-Z]*s[a-zA-Z]* https?:\\/\\/\\S+ \\| (ba)?sh/ ascii
  condition:
    $a
}
`,
  })),
  benign('b-sec-typosquat-checker', 'security-docs', 'a skill listing known typosquats to flag them in manifests', skill('dep-typos', 'Flag dependencies whose names look like typos of popular packages.', `
# Dependency typos

Read \`package.json\`, \`requirements.txt\` and \`pyproject.toml\` and flag any dependency whose name is one or two edits from a popular package and is not itself popular.

Known malicious examples to recognise (never install them):

| typo | meant |
|---|---|
| \`crossenv\` | \`cross-env\` |
| \`reqeusts\` | \`requests\` |
| \`colourama\` | \`colorama\` |
| \`python3-dateutil\` | \`python-dateutil\` |
| \`rustdecimal\` | \`rust_decimal\` |

Report each finding with the likely intended package and stop; do not change the manifest.
`)),
  benign('b-sec-decoder', 'security-docs', 'a skill decoding base64 blobs of a suspicious file for review, printing and never running them', skill('blob-decode', 'Decode base64 and hex blobs found in code for review.', `
# Blob decode

Run \`python3 scripts/decode.py suspicious.js\` and explain what each decoded blob would do. Never run the decoded text.

Example input it handles: \`eval(atob("${b64('alert(1)')}"))\`.
`, {
    'scripts/decode.py': `import base64
import binascii
import re
import sys

text = open(sys.argv[1], errors="ignore").read()
for m in re.finditer(r"['\\"]([A-Za-z0-9+/=]{16,})['\\"]", text):
    try:
        print("base64:", base64.b64decode(m.group(1), validate=True).decode("utf-8", "replace")[:300])
    except (binascii.Error, ValueError):
        pass
for m in re.finditer(r"['\\"]([0-9a-fA-F]{16,})['\\"]", text):
    print("hex:", bytes.fromhex(m.group(1)).decode("utf-8", "replace")[:300])
`,
  })),
];
