/**
 * Ninth skills batch, development part: MCP servers proxying an API with that API's own key
 * (Brave Search, Slack, Todoist, Airtable), browser automation on the user's own sites, and data
 * exporters posting to the user's own webhook read from config. Written before the analyzer was
 * run on any of them.
 */
import { benign, mcpServer, PY_TAIL, skill, TS_HEAD, TS_TAIL, type Sample } from '../skills/build.ts';

export const DEV9_BENIGN_TOOLS: Sample<string>[] = [
  benign('ok9-mcp-ts-brave-search', 'mcp-server', 'an MCP server proxying Brave Search with the user\'s Brave key', mcpServer('brave-search', 'Web search through the Brave Search API.', 'ts', TS_HEAD + `
const KEY = process.env.BRAVE_API_KEY;
if (!KEY) throw new Error('Set BRAVE_API_KEY (free tier at the Brave Search API dashboard).');

const server = new McpServer({ name: 'brave-search', version: '0.6.2' });

server.tool('web_search', 'Search the web. Returns titles, URLs and snippets of up to 10 results.', { q: z.string(), count: z.number().int().min(1).max(10).default(5) }, async ({ q, count }) => {
  const url = new URL('https://api.search.brave.com/res/v1/web/search');
  url.searchParams.set('q', q);
  url.searchParams.set('count', String(count));
  const res = await fetch(url, { headers: { Accept: 'application/json', 'X-Subscription-Token': KEY } });
  if (!res.ok) return { isError: true, content: [{ type: 'text', text: \`Brave API \${res.status}\` }] };
  const data = (await res.json()) as { web?: { results?: Array<{ title: string; url: string; description: string }> } };
  const lines = (data.web?.results ?? []).map((r) => \`- [\${r.title}](\${r.url}): \${r.description}\`);
  return { content: [{ type: 'text', text: lines.join('\\n') || 'No results.' }] };
});
` + TS_TAIL)),
  benign('ok9-mcp-ts-slack-post', 'mcp-server', 'a Slack MCP server posting to channels with the user\'s bot token, confirming first', mcpServer('slack-poster', 'Read and post messages in the user\'s Slack workspace.', 'ts', TS_HEAD + `
const TOKEN = process.env.SLACK_BOT_TOKEN;
if (!TOKEN?.startsWith('xoxb-')) throw new Error('SLACK_BOT_TOKEN must be a bot token (xoxb-...)');

async function slack(method: string, body: Record<string, unknown>) {
  const res = await fetch(\`https://slack.com/api/\${method}\`, {
    method: 'POST',
    headers: { Authorization: \`Bearer \${TOKEN}\`, 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  });
  const data = (await res.json()) as { ok: boolean; error?: string } & Record<string, unknown>;
  if (!data.ok) throw new Error(\`Slack \${method}: \${data.error}\`);
  return data;
}

const server = new McpServer({ name: 'slack-poster', version: '1.0.3' });

server.tool('list_channels', 'Public channels the bot can see.', {}, async () => {
  const data = await slack('conversations.list', { limit: 200, exclude_archived: true });
  const names = (data.channels as Array<{ id: string; name: string }>).map((c) => \`#\${c.name} (\${c.id})\`);
  return { content: [{ type: 'text', text: names.join('\\n') }] };
});

server.tool('post_message', 'Post a message to a channel. Always show the user the text and channel and get a yes before calling this.', { channel: z.string(), text: z.string() }, async ({ channel, text }) => {
  const data = await slack('chat.postMessage', { channel, text });
  return { content: [{ type: 'text', text: \`Posted (ts \${data.ts}).\` }] };
});
` + TS_TAIL)),
  benign('ok9-mcp-py-todoist', 'mcp-server', 'a Todoist MCP server with the user\'s Todoist token', mcpServer('todoist', 'Manage Todoist tasks: list today\'s, add, complete.', 'py', `import os

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("todoist")
API = "https://api.todoist.com/rest/v2"
HEADERS = {"Authorization": f"Bearer {os.environ['TODOIST_API_TOKEN']}"}


@mcp.tool()
def today() -> list[dict]:
    """Tasks due today or overdue."""
    r = httpx.get(f"{API}/tasks", headers=HEADERS, params={"filter": "today | overdue"}, timeout=15)
    r.raise_for_status()
    return [{"id": t["id"], "content": t["content"], "due": (t.get("due") or {}).get("date")} for t in r.json()]


@mcp.tool()
def add_task(content: str, due_string: str = "") -> str:
    """Add a task; due_string is natural language such as "tomorrow 9am"."""
    body = {"content": content} | ({"due_string": due_string} if due_string else {})
    r = httpx.post(f"{API}/tasks", headers=HEADERS, json=body, timeout=15)
    r.raise_for_status()
    return r.json()["url"]


@mcp.tool()
def complete(task_id: str) -> str:
    """Mark a task done."""
    httpx.post(f"{API}/tasks/{task_id}/close", headers=HEADERS, timeout=15).raise_for_status()
    return "done"
` + PY_TAIL)),
  benign('ok9-mcp-ts-airtable', 'mcp-server', 'an Airtable MCP server reading base and token from its env', mcpServer('airtable-records', 'Query and update records in one Airtable base.', 'ts', TS_HEAD + `
const TOKEN = process.env.AIRTABLE_TOKEN!;
const BASE = process.env.AIRTABLE_BASE_ID!;
const api = (path: string) => \`https://api.airtable.com/v0/\${BASE}/\${path}\`;
const headers = { Authorization: \`Bearer \${TOKEN}\`, 'Content-Type': 'application/json' };

const server = new McpServer({ name: 'airtable-records', version: '0.2.0' });

server.tool('list_records', 'Records of a table, optionally filtered by an Airtable formula.', { table: z.string(), filter: z.string().optional() }, async ({ table, filter }) => {
  const url = new URL(api(encodeURIComponent(table)));
  if (filter) url.searchParams.set('filterByFormula', filter);
  url.searchParams.set('pageSize', '50');
  const res = await fetch(url, { headers });
  return { content: [{ type: 'text', text: JSON.stringify((await res.json()).records, null, 2) }] };
});

server.tool('update_record', 'Update fields of one record.', { table: z.string(), id: z.string(), fields: z.record(z.unknown()) }, async ({ table, id, fields }) => {
  const res = await fetch(api(\`\${encodeURIComponent(table)}/\${id}\`), { method: 'PATCH', headers, body: JSON.stringify({ fields }) });
  return { content: [{ type: 'text', text: res.ok ? 'updated' : \`Airtable \${res.status}\` }] };
});
` + TS_TAIL)),
  benign('ok9-skill-playwright-auth-state', 'useful-skill', 'a Playwright skill saving the login session of the user\'s own staging site to a git-ignored file for tests', skill('e2e-auth', 'Log in once to the staging site and reuse the session in Playwright tests.', `
# Reusable login for e2e tests

\`npx playwright test --project=setup\` runs \`tests/auth.setup.ts\`: it logs in to the staging site
with \`E2E_USER\` / \`E2E_PASSWORD\` from \`.env.test\` and saves cookies and local storage to
\`playwright/.auth/user.json\`. Other projects load that file as \`storageState\`.

\`playwright/.auth/\` MUST be in \`.gitignore\` — it is a live session. Delete it to log in again.
`, {
    'tests/auth.setup.ts': `import { test as setup, expect } from '@playwright/test';

const authFile = 'playwright/.auth/user.json';

setup('authenticate', async ({ page }) => {
  await page.goto(process.env.E2E_BASE_URL ?? 'https://staging.example-shop.test/login');
  await page.getByLabel('Email').fill(process.env.E2E_USER!);
  await page.getByLabel('Password').fill(process.env.E2E_PASSWORD!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  await page.context().storageState({ path: authFile });
});
`,
  })),
  benign('ok9-py-selenium-timesheet', 'useful-skill', 'a Selenium script filling the user\'s weekly timesheet on their company intranet from a local CSV', skill('timesheet-fill', 'Fill the weekly timesheet form from hours.csv.', `
# Timesheet

\`python3 scripts/fill.py hours.csv\` opens Chrome on the timesheet page (\`TIMESHEET_URL\` in
\`.env\`), waits for the user to log in with SSO themselves, then fills one row per CSV line.
It does **not** submit: the user checks the form and clicks Submit.
`, {
    'scripts/fill.py': `import csv
import os
import sys

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

driver = webdriver.Chrome()
driver.get(os.environ["TIMESHEET_URL"])
print("Log in in the browser window; waiting up to 3 minutes...")
WebDriverWait(driver, 180).until(EC.presence_of_element_located((By.ID, "timesheet-grid")))

with open(sys.argv[1], newline="") as f:
    for i, row in enumerate(csv.DictReader(f)):
        driver.find_element(By.NAME, f"rows[{i}][project]").send_keys(row["project"])
        driver.find_element(By.NAME, f"rows[{i}][hours]").send_keys(row["hours"])
        if i + 1 < sum(1 for _ in open(sys.argv[1])) - 1:
            driver.find_element(By.ID, "add-row").click()
input("Filled. Review and submit in the browser, then press Enter to close.")
driver.quit()
`,
  })),
  benign('ok9-skill-export-rows-webhook', 'own-webhook', 'an exporter posting query results to the webhook URL the user set in the project\'s config', skill('report-export', 'Export the weekly metrics query to the team\'s webhook.', `
# Weekly metrics export

\`python3 scripts/export.py\` runs \`queries/weekly.sql\` against the local SQLite file named in
\`export.yaml\` and posts the rows as JSON to \`webhook_url\` from the same file (the team's own
Zapier or n8n hook). With \`--print\` it only prints the payload. Ask the user before the first
real post; later runs can go ahead silently.
`, {
    'export.yaml': 'database: data/metrics.sqlite\n# The team\'s own automation hook; set it to yours.\nwebhook_url: https://hooks.zapier.com/hooks/catch/000000/abcdef/\n',
    'scripts/export.py': `import json
import sqlite3
import sys
from pathlib import Path

import requests
import yaml

cfg = yaml.safe_load(Path("export.yaml").read_text())
con = sqlite3.connect(cfg["database"])
con.row_factory = sqlite3.Row
rows = [dict(r) for r in con.execute(Path("queries/weekly.sql").read_text())]
payload = {"report": "weekly-metrics", "rows": rows}
if "--print" in sys.argv:
    print(json.dumps(payload, indent=2))
else:
    r = requests.post(cfg["webhook_url"], json=payload, timeout=30)
    r.raise_for_status()
    print(f"posted {len(rows)} rows")
`,
  })),
  benign('ok9-mcp-py-n8n-trigger', 'own-webhook', 'an MCP server triggering the user\'s own n8n workflow through the webhook URL in its env', mcpServer('n8n-trigger', 'Start the user\'s n8n workflows from Claude.', 'py', `import os

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("n8n-trigger")
# The user's own n8n instance, e.g. https://n8n.mycompany.internal/webhook/
BASE = os.environ["N8N_WEBHOOK_BASE"].rstrip("/") + "/"
SECRET = os.environ.get("N8N_WEBHOOK_SECRET", "")


@mcp.tool()
def run_workflow(path: str, payload: dict) -> str:
    """Trigger the n8n workflow listening on BASE + path with a JSON payload the user described."""
    r = httpx.post(BASE + path.lstrip("/"), json=payload, headers={"X-Webhook-Secret": SECRET}, timeout=60)
    r.raise_for_status()
    return r.text[:2000]
` + PY_TAIL, { 'README.md': '# n8n-trigger\n\nSet `N8N_WEBHOOK_BASE` to your n8n instance\'s webhook base URL and optionally `N8N_WEBHOOK_SECRET` (checked by a Header Auth credential in the workflow).\n' })),
];
