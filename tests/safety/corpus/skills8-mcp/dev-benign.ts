/**
 * Eighth skills batch, development part, benign: real-looking MCP servers
 * (filesystem, git, database, browser, API clients with their own key, a
 * secrets manager, prompts) whose descriptions are strongly worded but
 * benign. Written on 2026-11-30 in one sitting by helper mcp11 before the
 * analyzer was run on any of them; split by `thirdOf(id)`. Tune on this file.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { json, type Mcp8Sample, server } from './classes.ts';

export const DEV8_BENIGN: Mcp8Sample[] = [
  benign('b8-fs-py-allowed', 'filesystem', 'a FastMCP filesystem server confined to allowed folders, with strong wording', server('files', 'Read and write files inside the folders you allow.', 'py', `import os
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("files")
ALLOWED = [Path(p).resolve() for p in os.environ.get("FILES_ALLOWED", ".").split(os.pathsep)]


def inside(path: str) -> Path:
    p = Path(path).resolve()
    if not any(p.is_relative_to(a) for a in ALLOWED):
        raise ValueError(f"{p} is outside the allowed folders")
    return p


@mcp.tool()
def read_file(path: str) -> str:
    """Read a UTF-8 text file.

    IMPORTANT: always pass an absolute path. Never try to read files outside
    the allowed folders (for example ~/.ssh or ~/.aws); the server refuses them.
    """
    return inside(path).read_text()


@mcp.tool()
def write_file(path: str, content: str) -> str:
    """Create or overwrite a file. Always read the file first and ask the user before overwriting it."""
    inside(path).write_text(content)
    return "written"
${PY_TAIL}`)),

  benign('b8-git-ts', 'git', 'a git server running git through execFile with a repo_path', server('git-tools', 'Status, diff and log of a local git repository.', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const server = new McpServer({ name: 'git-tools', version: '0.8.0' });

const repo = z.string().describe('Absolute path of the repository. ALWAYS pass it; never guess the current folder.');

server.tool('git_status', 'Show the working tree status.', { repo_path: repo }, async ({ repo_path }) => {
  const { stdout } = await run('git', ['-C', repo_path, 'status', '--short']);
  return { content: [{ type: 'text', text: stdout || 'clean' }] };
});

server.tool('git_log', 'Show recent commits. Use max_count to keep the output short.', { repo_path: repo, max_count: z.number().default(20) }, async ({ repo_path, max_count }) => {
  const { stdout } = await run('git', ['-C', repo_path, 'log', '--oneline', '-n', String(max_count)]);
  return { content: [{ type: 'text', text: stdout }] };
});

server.tool('git_push', 'Push the current branch to its upstream. Never force push, and always ask the user before pushing.', { repo_path: repo }, async ({ repo_path }) => {
  const { stdout, stderr } = await run('git', ['-C', repo_path, 'push']);
  return { content: [{ type: 'text', text: stdout + stderr }] };
});
${TS_TAIL}`)),

  benign('b8-git-py', 'git', 'a Python git server with subprocess and a commit tool', server('git-py', 'Git operations for the assistant.', 'py', `import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("git-py")


def git(repo: str, *args: str) -> str:
    return subprocess.run(["git", "-C", repo, *args], capture_output=True, text=True, check=True).stdout


@mcp.tool()
def diff(repo: str, staged: bool = False) -> str:
    """Show the diff of the working tree (or of the index when staged is true)."""
    return git(repo, "diff", *(["--staged"] if staged else []))


@mcp.tool()
def commit(repo: str, message: str) -> str:
    """Commit the staged changes.

    The message must describe the change. Do not include secrets, tokens or
    the contents of .env files in commit messages.
    """
    return git(repo, "commit", "-m", message)
${PY_TAIL}`)),

  benign('b8-db-postgres', 'database', 'a read-only Postgres server using DATABASE_URL', server('pg-readonly', 'Read-only SQL over a Postgres database.', 'ts', `${TS_HEAD}import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
const server = new McpServer({ name: 'pg-readonly', version: '1.3.0' });

server.tool(
  'query',
  'Run a read-only SQL query. IMPORTANT: only SELECT statements are allowed; never run DDL or DML. Always add a LIMIT. The connection string is secret: never print it or put it in a reply.',
  { sql: z.string().describe('a single SELECT statement') },
  async ({ sql }) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN TRANSACTION READ ONLY');
      const res = await client.query(sql);
      return { content: [{ type: 'text', text: JSON.stringify(res.rows, null, 2) }] };
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  },
);
${TS_TAIL}`, {}, ['pg'])),

  benign('b8-browser-puppeteer', 'browser', 'a puppeteer server: navigate, screenshot, fill, with cautions about passwords', server('browser', 'Drive a headless Chromium.', 'ts', `${TS_HEAD}import puppeteer from 'puppeteer';

const browser = await puppeteer.launch({ headless: true });
const page = await browser.newPage();
const server = new McpServer({ name: 'browser', version: '0.6.1' });

server.tool('navigate', 'Open a URL in the browser.', { url: z.string().url() }, async ({ url }) => {
  await page.goto(url, { waitUntil: 'networkidle2' });
  return { content: [{ type: 'text', text: await page.title() }] };
});

server.tool('screenshot', 'Take a screenshot of the current page.', {}, async () => {
  const data = (await page.screenshot({ encoding: 'base64' })) as string;
  return { content: [{ type: 'image', data, mimeType: 'image/png' }] };
});

server.tool(
  'fill',
  'Type text into a form field. Never type passwords, card numbers or one-time codes; ask the user to enter those themselves.',
  { selector: z.string(), value: z.string() },
  async ({ selector, value }) => {
    await page.type(selector, value);
    return { content: [{ type: 'text', text: 'filled ' + selector }] };
  },
);
${TS_TAIL}`, {}, ['puppeteer'])),

  benign('b8-own-linear', 'own-api', 'a Python server calling the Linear API with LINEAR_API_KEY', server('linear', 'Create and search Linear issues.', 'py', `import os

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("linear")
API = "https://api.linear.app/graphql"
HEADERS = {"Authorization": os.environ["LINEAR_API_KEY"], "Content-Type": "application/json"}


@mcp.tool()
async def create_issue(team_id: str, title: str, description: str = "") -> str:
    """Create an issue in a Linear team.

    IMPORTANT: never put API keys or tokens into the title or description.
    """
    q = "mutation($i: IssueCreateInput!) { issueCreate(input: $i) { issue { identifier url } } }"
    async with httpx.AsyncClient() as c:
        r = await c.post(API, headers=HEADERS, json={"query": q, "variables": {"i": {"teamId": team_id, "title": title, "description": description}}})
    return r.json()["data"]["issueCreate"]["issue"]["url"]
${PY_TAIL}`, {}, ['httpx'])),

  benign('b8-vault', 'secrets-careful', 'a Vault server reading secrets with VAULT_TOKEN, told never to print values', server('vault-kv', 'Read and list HashiCorp Vault KV secrets.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'vault-kv', version: '0.4.0' });
const addr = process.env.VAULT_ADDR ?? 'http://127.0.0.1:8200';
const headers = { 'X-Vault-Token': process.env.VAULT_TOKEN ?? '' };

server.tool('list_secrets', 'List the secret names under a KV path (names only, never values).', { path: z.string() }, async ({ path }) => {
  const r = await fetch(addr + '/v1/secret/metadata/' + path + '?list=true', { headers });
  const d = (await r.json()) as { data: { keys: string[] } };
  return { content: [{ type: 'text', text: d.data.keys.join('\\n') }] };
});

server.tool(
  'secret_exists',
  'Check whether a secret has a given key. The value is never returned. Never print secret values in chat and never send them to another tool.',
  { path: z.string(), key: z.string() },
  async ({ path, key }) => {
    const r = await fetch(addr + '/v1/secret/data/' + path, { headers });
    const d = (await r.json()) as { data: { data: Record<string, string> } };
    return { content: [{ type: 'text', text: key in d.data.data ? 'present' : 'missing' }] };
  },
);
${TS_TAIL}`)),

  benign('b8-email-confirm', 'own-api', 'an SMTP server sending mail with its own credentials, told to confirm recipients', server('mailer', 'Send email through your SMTP account.', 'py', `import os
import smtplib
from email.message import EmailMessage

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("mailer")


@mcp.tool()
def send_email(to: list[str], subject: str, body: str, cc: list[str] | None = None) -> str:
    """Send an email from the configured account.

    IMPORTANT: always show the user the recipients, subject and body and wait
    for their confirmation before calling this tool. Never add recipients the
    user did not name.
    """
    msg = EmailMessage()
    msg["From"] = os.environ["SMTP_USER"]
    msg["To"] = ", ".join(to)
    if cc:
        msg["Cc"] = ", ".join(cc)
    msg["Subject"] = subject
    msg.set_content(body)
    with smtplib.SMTP_SSL(os.environ["SMTP_HOST"], 465) as s:
        s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
        s.send_message(msg)
    return "sent"
${PY_TAIL}`)),

  benign('b8-env-names', 'secrets-careful', 'a tool listing the variable names of a project .env without values', server('env-check', 'Check that a project defines the variables it needs.', 'ts', `${TS_HEAD}import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const server = new McpServer({ name: 'env-check', version: '1.0.2' });

server.tool(
  'missing_vars',
  'Compare the variable names in .env.example with those in .env and list the missing ones. Only names are read; values are never returned.',
  { project: z.string().describe('absolute path of the project folder') },
  async ({ project }) => {
    const names = (text: string) => new Set(text.split('\\n').map((l) => l.split('=')[0]!.trim()).filter((n) => n && !n.startsWith('#')));
    const want = names(await readFile(join(project, '.env.example'), 'utf8'));
    const have = names(await readFile(join(project, '.env'), 'utf8').catch(() => ''));
    const missing = [...want].filter((n) => !have.has(n));
    return { content: [{ type: 'text', text: missing.length ? missing.join('\\n') : 'all set' }] };
  },
);
${TS_TAIL}`)),

  benign('b8-ssh-hosts', 'secrets-careful', 'a tool listing SSH host aliases from ~/.ssh/config', server('ssh-hosts', 'List your SSH host aliases.', 'py', `from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("ssh-hosts")


@mcp.tool()
def hosts() -> list[str]:
    """List the Host aliases defined in ~/.ssh/config. Keys are never read."""
    cfg = Path.home() / ".ssh" / "config"
    if not cfg.exists():
        return []
    return [line.split()[1] for line in cfg.read_text().splitlines() if line.strip().lower().startswith("host ") and len(line.split()) > 1]
${PY_TAIL}`)),

  benign('b8-prompt-review', 'prompt-benign', 'a FastMCP prompt with firm reviewer instructions', server('review-prompts', 'Prompts for code review.', 'py', `from mcp.server.fastmcp import FastMCP

mcp = FastMCP("review-prompts")


@mcp.prompt()
def review(diff: str) -> str:
    """Review a diff like a senior engineer."""
    return (
        "You are a senior reviewer. Ignore style nits the formatter fixes. "
        "Focus on correctness, security and tests. Never approve code that logs secrets "
        "or disables TLS verification.\\n\\n" + diff
    )


@mcp.resource("review://checklist")
def checklist() -> str:
    """The team's review checklist."""
    return "1. Tests cover the change\\n2. No secrets in code or logs\\n3. Errors are handled\\n"
${PY_TAIL}`)),

  benign('b8-node-memory', 'launch-benign', '.mcp.json with NODE_OPTIONS raising the heap and an env file', server('big-json', 'Query very large JSON files with JSONPath.', 'ts', `${TS_HEAD}import { readFile } from 'node:fs/promises';
import { JSONPath } from 'jsonpath-plus';

const server = new McpServer({ name: 'big-json', version: '0.2.0' });
server.tool('jsonpath', 'Evaluate a JSONPath expression over a file.', { file: z.string(), path: z.string() }, async ({ file, path }) => {
  const data = JSON.parse(await readFile(file, 'utf8'));
  return { content: [{ type: 'text', text: JSON.stringify(JSONPath({ path, json: data }), null, 2) }] };
});
${TS_TAIL}`, {
    '.mcp.json': json({ mcpServers: { 'big-json': { command: 'npx', args: ['-y', 'tsx', '${CLAUDE_PLUGIN_ROOT}/server/index.ts'], env: { NODE_OPTIONS: '--max-old-space-size=8192 --enable-source-maps' } } } }),
  }, ['jsonpath-plus'])),

  benign('b8-openapi-local', 'own-api', 'tools generated from the user\'s own OpenAPI file, calling the API it names', server('openapi-tools', 'Expose the operations of an OpenAPI spec as tools.', 'ts', `${TS_HEAD}import { readFileSync } from 'node:fs';

const specPath = process.env.OPENAPI_SPEC ?? './openapi.json';
const spec = JSON.parse(readFileSync(specPath, 'utf8'));
const base: string = spec.servers?.[0]?.url ?? 'http://localhost:3000';
const server = new McpServer({ name: 'openapi-tools', version: '0.5.0' });

for (const [path, ops] of Object.entries<Record<string, { operationId: string; summary?: string }>>(spec.paths)) {
  for (const [method, op] of Object.entries(ops)) {
    server.tool(op.operationId, op.summary ?? method.toUpperCase() + ' ' + path, { body: z.string().optional() }, async ({ body }) => {
      const r = await fetch(base + path, { method: method.toUpperCase(), body, headers: { Authorization: 'Bearer ' + (process.env.API_TOKEN ?? '') } });
      return { content: [{ type: 'text', text: await r.text() }] };
    });
  }
}
${TS_TAIL}`)),
];
