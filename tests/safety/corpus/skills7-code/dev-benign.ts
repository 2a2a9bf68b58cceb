/**
 * Seventh skills batch, development part, benign (1 of 2): API clients sending
 * their own key to their own provider, build scripts that build, fetch-heavy
 * code, MCP servers reading a project's files. Written on 2026-11-29 in one
 * sitting by helper code10 before the analyzer was run on any of them; split
 * by `thirdOf(id)`. Tune on this file.
 */
import { json, type Code7Sample } from './classes.ts';
import { benign, mcpServer, plugin, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../skills/build.ts';

export const DEV7_BENIGN_A: Code7Sample[] = [
  // ── own provider ────────────────────────────────────────────────────────
  benign('b7-op-openai-key', 'own-provider', 'a Python script sending OPENAI_API_KEY to the OpenAI API', skill('alt-text', 'Write alt text for the images of a docs folder.', `
# Alt text

Set \`OPENAI_API_KEY\`, then run \`python3 scripts/alt.py docs/img\`. It prints
one suggested alt text per image; add them to the Markdown.
`, {
    'scripts/alt.py': `import base64
import os
import sys
from pathlib import Path

import requests

key = os.environ["OPENAI_API_KEY"]
for p in sorted(Path(sys.argv[1]).glob("*.png")):
    data = base64.b64encode(p.read_bytes()).decode()
    r = requests.post(
        "https://api.openai.com/v1/chat/completions",
        headers={"Authorization": f"Bearer {key}"},
        json={"model": "gpt-4o-mini", "messages": [{"role": "user", "content": [
            {"type": "text", "text": "Alt text, one sentence."},
            {"type": "image_url", "image_url": {"url": f"data:image/png;base64,{data}"}},
        ]}]},
        timeout=60,
    )
    print(p.name, "->", r.json()["choices"][0]["message"]["content"])
`,
  })),
  benign('b7-op-anthropic-ts', 'own-provider', 'a TypeScript MCP server calling the Anthropic API with its key from the environment', mcpServer('second-opinion', 'Ask another Claude model to review a diff.', 'ts', `${TS_HEAD}import Anthropic from '@anthropic-ai/sdk';

const server = new McpServer({ name: 'second-opinion', version: '0.2.0' });
const client = new Anthropic({ apiKey: process.env.ANTHROPIC_API_KEY });

server.tool('review_diff', { diff: z.string() }, async ({ diff }) => {
  const msg = await client.messages.create({
    model: 'claude-sonnet-4-5',
    max_tokens: 1500,
    messages: [{ role: 'user', content: \`Review this diff for bugs:\\n\\n\${diff}\` }],
  });
  const text = msg.content.map((b) => (b.type === 'text' ? b.text : '')).join('');
  return { content: [{ type: 'text', text }] };
});
${TS_TAIL}`)),
  benign('b7-op-stripe-rb', 'own-provider', 'a Ruby script listing Stripe charges with the Stripe key', skill('stripe-refunds', 'List recent refunds from Stripe.', `
# Stripe refunds

Run \`ruby scripts/refunds.rb 30\` with \`STRIPE_API_KEY\` set; it prints the refunds
of the last 30 days. Summarise them by reason.
`, {
    'scripts/refunds.rb': `require "net/http"
require "json"
require "uri"

days = (ARGV[0] || "30").to_i
uri = URI("https://api.stripe.com/v1/refunds?limit=100&created[gte]=#{Time.now.to_i - days * 86_400}")
req = Net::HTTP::Get.new(uri)
req.basic_auth(ENV.fetch("STRIPE_API_KEY"), "")
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| h.request(req) }
JSON.parse(res.body)["data"].each do |r|
  puts format("%-28s %8.2f %s %s", r["id"], r["amount"] / 100.0, r["currency"], r["reason"])
end
`,
  })),
  benign('b7-op-linear-mcp', 'own-provider', 'a Python MCP server calling Linear\'s GraphQL API with LINEAR_API_KEY', mcpServer('linear-issues', 'Search Linear issues.', 'py', `import os

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("linear-issues")
API = "https://api.linear.app/graphql"
HEADERS = {"Authorization": os.environ["LINEAR_API_KEY"], "Content-Type": "application/json"}


@mcp.tool()
def search(text: str) -> list[dict]:
    """Find issues whose title contains the text."""
    q = "query($t: String!) { issues(filter: {title: {containsIgnoreCase: $t}}, first: 20) { nodes { identifier title state { name } } } }"
    r = httpx.post(API, headers=HEADERS, json={"query": q, "variables": {"t": text}}, timeout=20)
    r.raise_for_status()
    return r.json()["data"]["issues"]["nodes"]
${PY_TAIL}`)),
  // ── build scripts that build ────────────────────────────────────────────
  benign('b7-bs-rust-buildrs-proto', 'build-script-benign', 'a Cargo build.rs compiling protobuf files with prost-build and reading OUT_DIR', skill('grpc-probe', 'Call a gRPC health endpoint of a local service.', `
# gRPC probe

\`cargo run --release --manifest-path tools/probe/Cargo.toml -- 127.0.0.1:50051\`
prints SERVING or NOT_SERVING.
`, {
    'tools/probe/Cargo.toml': '[package]\nname = "probe"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\ntonic = "0.12"\nprost = "0.13"\ntokio = { version = "1", features = ["full"] }\n\n[build-dependencies]\ntonic-build = "0.12"\n',
    'tools/probe/build.rs': `use std::env;
use std::path::PathBuf;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = PathBuf::from(env::var("OUT_DIR")?);
    println!("cargo:rerun-if-changed=proto/health.proto");
    tonic_build::configure()
        .build_server(false)
        .file_descriptor_set_path(out.join("health_descriptor.bin"))
        .compile_protos(&["proto/health.proto"], &["proto"])?;
    Ok(())
}
`,
    'tools/probe/proto/health.proto': 'syntax = "proto3";\npackage grpc.health.v1;\nmessage HealthCheckRequest { string service = 1; }\nmessage HealthCheckResponse { enum ServingStatus { UNKNOWN = 0; SERVING = 1; NOT_SERVING = 2; } ServingStatus status = 1; }\nservice Health { rpc Check(HealthCheckRequest) returns (HealthCheckResponse); }\n',
  })),
  benign('b7-bs-setup-py-ext', 'build-script-benign', 'a setup.py building a C extension and reading its version from a file', skill('fast-hash', 'Hash large files quickly with a small C extension.', `
# Fast hash

\`pip install ./fasthash\` once, then \`python3 -m fasthash FILE…\` prints an xxh64
per file.
`, {
    'fasthash/setup.py': `from pathlib import Path

from setuptools import Extension, setup

here = Path(__file__).parent
version = (here / "fasthash" / "VERSION").read_text().strip()

setup(
    name="fasthash",
    version=version,
    packages=["fasthash"],
    ext_modules=[Extension("fasthash._xxh", sources=["src/xxh.c"], extra_compile_args=["-O3"])],
    python_requires=">=3.9",
)
`,
    'fasthash/fasthash/VERSION': '1.0.2\n',
    'fasthash/fasthash/__init__.py': 'from ._xxh import xxh64\n\n__all__ = ["xxh64"]\n',
  })),
  benign('b7-bs-postinstall-prisma', 'build-script-benign', 'a bundled MCP server whose postinstall generates the Prisma client', plugin('crm-mcp', 'Query the local CRM database.', {
    '.mcp.json': json({ mcpServers: { crm: { command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/server/dist/index.js'], env: { DATABASE_URL: '${DATABASE_URL}' } } } }),
    'server/package.json': json({ name: 'crm-mcp', version: '0.8.0', type: 'module', scripts: { postinstall: 'prisma generate', build: 'tsc -p .', start: 'node dist/index.js' }, dependencies: { '@modelcontextprotocol/sdk': '^1.12.0', '@prisma/client': '^5.20.0' }, devDependencies: { prisma: '^5.20.0', typescript: '^5.6.0' } }),
    'server/prisma/schema.prisma': 'datasource db {\n  provider = "postgresql"\n  url      = env("DATABASE_URL")\n}\n\ngenerator client {\n  provider = "prisma-client-js"\n}\n\nmodel Contact {\n  id    Int    @id @default(autoincrement())\n  name  String\n  email String @unique\n}\n',
    'README.md': '# crm-mcp\n\nRun `npm install && npm run build` in `server/`.\n\nTools: `find_contact`, `recent_deals`.\n',
  })),
  benign('b7-bs-init-logging', 'build-script-benign', 'a package __init__.py configuring logging and reading its config file on import', mcpServer('log-search', 'Search application logs.', 'py', `from mcp.server.fastmcp import FastMCP

from logsearch import search_logs

mcp = FastMCP("log-search")


@mcp.tool()
def search(pattern: str, limit: int = 50) -> list[str]:
    """Search the log folder for a pattern."""
    return search_logs(pattern, limit)
${PY_TAIL}`, {
    'server/logsearch/__init__.py': `import logging
import os
import re
import tomllib
from pathlib import Path

CONFIG = Path(os.environ.get("LOGSEARCH_CONFIG", "logsearch.toml"))
settings = tomllib.loads(CONFIG.read_text()) if CONFIG.exists() else {}
LOG_DIR = Path(settings.get("dir", "logs"))

logging.basicConfig(level=settings.get("level", "INFO"), format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("logsearch")


def search_logs(pattern: str, limit: int) -> list[str]:
    rx = re.compile(pattern)
    hits = []
    for p in sorted(LOG_DIR.glob("*.log")):
        for line in p.read_text(errors="replace").splitlines():
            if rx.search(line):
                hits.append(f"{p.name}: {line}")
                if len(hits) >= limit:
                    return hits
    log.info("%d hits for %s", len(hits), pattern)
    return hits
`,
  })),
  // ── fetch-heavy code ────────────────────────────────────────────────────
  benign('b7-fh-ts-rss', 'fetch-heavy', 'a TypeScript script fetching many RSS feeds in parallel and writing a digest', skill('feed-digest', 'Make a digest of the newest posts from a list of feeds.', `
# Feed digest

Put one feed URL per line in \`feeds.txt\`, run \`npx tsx scripts/digest.ts\`, and
summarise \`digest.md\` in five bullets.
`, {
    'scripts/digest.ts': `import { readFileSync, writeFileSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';

const feeds = readFileSync('feeds.txt', 'utf8').split('\\n').map((l) => l.trim()).filter(Boolean);
const parser = new XMLParser();
const results = await Promise.allSettled(feeds.map(async (url) => {
  const res = await fetch(url, { headers: { 'user-agent': 'feed-digest/1.0' }, signal: AbortSignal.timeout(10_000) });
  const doc = parser.parse(await res.text());
  const items = doc.rss?.channel?.item ?? doc.feed?.entry ?? [];
  return (Array.isArray(items) ? items : [items]).slice(0, 3).map((i: any) => \`- [\${i.title}](\${i.link?.['@_href'] ?? i.link})\`);
}));
const lines = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
writeFileSync('digest.md', \`# Digest\\n\\n\${lines.join('\\n')}\\n\`);
console.log(\`\${lines.length} posts from \${feeds.length} feeds\`);
`,
  })),
  benign('b7-fh-py-weather', 'fetch-heavy', 'a Python MCP server calling a public weather API and a geocoder', mcpServer('forecast', 'Seven-day forecast for a place.', 'py', `import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("forecast")
client = httpx.Client(timeout=15, headers={"User-Agent": "forecast-mcp/0.3"})


@mcp.tool()
def forecast(place: str) -> list[dict]:
    """Daily highs and lows for the next seven days."""
    geo = client.get("https://geocoding-api.open-meteo.com/v1/search", params={"name": place, "count": 1}).json()
    if not geo.get("results"):
        return []
    g = geo["results"][0]
    r = client.get("https://api.open-meteo.com/v1/forecast", params={"latitude": g["latitude"], "longitude": g["longitude"], "daily": "temperature_2m_max,temperature_2m_min", "timezone": "auto"}).json()
    d = r["daily"]
    return [{"date": t, "max": hi, "min": lo} for t, hi, lo in zip(d["time"], d["temperature_2m_max"], d["temperature_2m_min"])]
${PY_TAIL}`)),
  // ── MCP servers reading a project's files ───────────────────────────────
  benign('b7-pf-mcp-repo-read', 'project-files', 'a TypeScript MCP server reading files under the project root and refusing paths outside it', mcpServer('repo-files', 'Read and search files of the open project.', 'ts', `${TS_HEAD}import { readFile, readdir } from 'node:fs/promises';
import { resolve, relative, sep } from 'node:path';

const server = new McpServer({ name: 'repo-files', version: '1.1.0' });
const root = resolve(process.env.PROJECT_ROOT ?? process.cwd());

function inside(p: string): string {
  const full = resolve(root, p);
  if (full !== root && !full.startsWith(root + sep)) throw new Error('path outside the project');
  return full;
}

server.tool('read_file', { path: z.string() }, async ({ path }) => ({ content: [{ type: 'text', text: await readFile(inside(path), 'utf8') }] }));

server.tool('list_dir', { path: z.string().default('.') }, async ({ path }) => {
  const entries = await readdir(inside(path), { withFileTypes: true });
  return { content: [{ type: 'text', text: entries.map((e) => (e.isDirectory() ? e.name + '/' : e.name)).join('\\n') }] };
});
${TS_TAIL}`)),
  benign('b7-pf-mcp-notes', 'project-files', 'a Python MCP server keeping notes in a folder of the user\'s home it owns', mcpServer('quick-notes', 'Save and find short notes.', 'py', `import json
import time
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("quick-notes")
STORE = Path.home() / ".local" / "share" / "quick-notes" / "notes.jsonl"
STORE.parent.mkdir(parents=True, exist_ok=True)


@mcp.tool()
def add_note(text: str) -> str:
    """Save a note."""
    with STORE.open("a") as f:
        f.write(json.dumps({"t": time.time(), "text": text}) + "\\n")
    return "saved"


@mcp.tool()
def find_notes(word: str) -> list[str]:
    """Notes containing a word."""
    if not STORE.exists():
        return []
    return [n["text"] for n in map(json.loads, STORE.read_text().splitlines()) if word.lower() in n["text"].lower()]
${PY_TAIL}`)),
  benign('b7-pf-mcp-dotenv-project', 'project-files', 'an MCP server listing the variable NAMES of the project .env, never the values', mcpServer('env-check', 'Check that a project defines every variable its code reads.', 'ts', `${TS_HEAD}import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'dotenv';

const server = new McpServer({ name: 'env-check', version: '0.4.0' });

server.tool('missing_variables', { required: z.array(z.string()) }, async ({ required }) => {
  const file = join(process.cwd(), '.env');
  const names = existsSync(file) ? Object.keys(parse(readFileSync(file))) : [];
  const missing = required.filter((n) => !names.includes(n));
  return { content: [{ type: 'text', text: missing.length ? \`missing: \${missing.join(', ')}\` : 'all defined' }] };
});
${TS_TAIL}`)),
  benign('b7-pf-mcp-aws-profile-list', 'project-files', 'a Python MCP tool listing AWS profile names from the config file, without keys', mcpServer('aws-profiles', 'List and switch AWS CLI profiles.', 'py', `import configparser
import os

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("aws-profiles")


@mcp.tool()
def profiles() -> list[dict]:
    """AWS profiles with their region (names only)."""
    cfg = configparser.ConfigParser()
    cfg.read(os.path.expanduser("~/.aws/config"))
    out = []
    for section in cfg.sections():
        name = section.removeprefix("profile ")
        out.append({"name": name, "region": cfg[section].get("region", "")})
    return out
${PY_TAIL}`)),
  benign('b7-pf-mcp-ssh-config-hosts', 'project-files', 'a TypeScript MCP tool listing Host aliases of ~/.ssh/config for the model to choose', mcpServer('ssh-aliases', 'Pick an SSH host alias.', 'ts', `${TS_HEAD}import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const server = new McpServer({ name: 'ssh-aliases', version: '0.1.3' });

server.tool('list_aliases', {}, async () => {
  const text = readFileSync(join(homedir(), '.ssh', 'config'), 'utf8');
  const aliases = text.split('\\n').map((l) => l.trim()).filter((l) => /^Host\\s+/i.test(l)).flatMap((l) => l.split(/\\s+/).slice(1)).filter((h) => !h.includes('*'));
  return { content: [{ type: 'text', text: aliases.join('\\n') }] };
});
${TS_TAIL}`)),
];
