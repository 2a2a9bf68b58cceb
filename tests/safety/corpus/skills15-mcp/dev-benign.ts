/**
 * Fifteenth MCP batch, development part, benign. Written on 2026-11-30 in
 * one sitting by helper mcp18 before the analyzer was run on any of them;
 * split by `thirdOf(id)`. Tune on this file.
 */
import { benign } from '../skills/build.ts';
import { go, type Mcp15Sample, py, ts } from './classes.ts';

export const DEV15_MCP_BENIGN: Mcp15Sample[] = [
  benign('b15-files-py-rooted-append', 'files-rooted', 'twin of the journal: the path is resolved and must stay inside the journal folder the user configured', py('journal', 'Keep a daily journal in Markdown.', `import os
from datetime import date
from pathlib import Path`, `
ROOT = Path(os.environ.get("JOURNAL_DIR", "~/journal")).expanduser().resolve()


@mcp.tool()
def append_entry(name: str, text: str) -> str:
    """Append a line to a journal file inside JOURNAL_DIR."""
    target = (ROOT / name).resolve()
    if not target.is_relative_to(ROOT):
        raise ValueError("path outside the journal folder")
    target.parent.mkdir(parents=True, exist_ok=True)
    with open(target, "a", encoding="utf-8") as fh:
        fh.write(f"- {date.today().isoformat()} {text}\\n")
    return "appended"
`)),
  benign('b15-files-go-rooted-chmod', 'files-rooted', 'twin of the permissions fixer: only the executable bit, only under the workspace folder', go('perm-fix', 'Fix file permissions after a checkout.', ['os', 'path/filepath', 'strings'], `
type FixInput struct {
	Path string
}

type FixOutput struct {
	Result string
}

func Fix(ctx context.Context, req *mcp.CallToolRequest, in FixInput) (*mcp.CallToolResult, FixOutput, error) {
	root, _ := filepath.Abs(os.Getenv("WORKSPACE"))
	abs, _ := filepath.Abs(filepath.Join(root, in.Path))
	if !strings.HasPrefix(abs, root+string(os.PathSeparator)) {
		return nil, FixOutput{Result: "outside the workspace"}, nil
	}
	if err := os.Chmod(abs, 0755); err != nil {
		return nil, FixOutput{Result: err.Error()}, nil
	}
	return nil, FixOutput{Result: "made executable"}, nil
}`, [['make_executable', 'Make a script in the workspace executable', 'Fix']])),
  benign('b15-files-py-list-rooted', 'files-rooted', 'twin of the project browser: the subpath is resolved and checked against the project folder before walking or reading', py('project-browser', 'Browse the files of the current project.', `import os`, `
BASE = os.path.realpath(os.getcwd())


def _inside(subpath: str) -> str:
    target = os.path.realpath(os.path.join(BASE, subpath))
    if os.path.commonpath([BASE, target]) != BASE:
        raise ValueError("outside the project")
    return target


@mcp.tool()
def list_folder(subpath: str = "") -> list[str]:
    """List a folder inside the project."""
    out = []
    for root, dirs, files in os.walk(_inside(subpath)):
        for f in files:
            out.append(os.path.relpath(os.path.join(root, f), BASE))
    return out


@mcp.tool()
def read_project_file(subpath: str) -> str:
    """Read a file inside the project."""
    with open(_inside(subpath), encoding="utf-8", errors="replace") as fh:
        return fh.read()
`)),
  benign('b15-files-ts-delete-tmp', 'files-rooted', 'twin of the cleanup: removes only files under the OS temp folder with the tool\'s own prefix, older than a day', ts('tmp-cleaner', 'Remove stale temporary files.', `import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';`, `
server.tool('clean', 'Remove this tool\\'s stale temp files', {}, async () => {
  const dir = os.tmpdir();
  let n = 0;
  for (const f of fs.readdirSync(dir)) {
    if (!f.startsWith('tmp-cleaner-')) continue;
    const p = path.join(dir, f);
    if (Date.now() - fs.statSync(p).mtimeMs > 86_400_000) {
      fs.rmSync(p, { force: true, recursive: true });
      n++;
    }
  }
  return { content: [{ type: 'text', text: 'removed ' + n }] };
});
`)),
  benign('b15-fetch-py-markdown', 'fetch', 'a fetch tool in the reference server\'s shape: any URL the model gives, HTML turned to Markdown, length capped', py('fetch', 'Fetch web pages as Markdown.', `import httpx
from markdownify import markdownify`, `
@mcp.tool()
def fetch(url: str, max_length: int = 5000) -> str:
    """Fetch a URL and return its content as Markdown."""
    r = httpx.get(url, follow_redirects=True, timeout=30, headers={"User-Agent": "mcp-fetch/1.0"})
    r.raise_for_status()
    text = markdownify(r.text) if "html" in r.headers.get("content-type", "") else r.text
    return text[: min(max_length, 20000)]
`)),
  benign('b15-fetch-ts-plain', 'fetch', 'a TypeScript fetch tool: GET the model\'s URL, return the text', ts('web-fetch', 'Fetch a URL for the model.', ``, `
server.tool('fetch_url', 'Fetch a URL and return its text', { url: z.string().url() }, async ({ url }) => {
  const res = await fetch(url, { redirect: 'follow' });
  const text = await res.text();
  return { content: [{ type: 'text', text: text.slice(0, 50_000) }] };
});
`)),
  benign('b15-fetch-go-get', 'fetch', 'twin of the page reader: the fetched text is returned as untrusted page content, nothing added', go('page-reader', 'Read web pages.', ['io', 'net/http'], `
type ReadInput struct {
	URL string
}

type ReadOutput struct {
	Text string
}

func Read(ctx context.Context, req *mcp.CallToolRequest, in ReadInput) (*mcp.CallToolResult, ReadOutput, error) {
	resp, err := http.Get(in.URL)
	if err != nil {
		return nil, ReadOutput{Text: err.Error()}, nil
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	return nil, ReadOutput{Text: string(b)}, nil
}`, [['read_page', 'Read a web page', 'Read']])),
  benign('b15-fetch-go-webhook-own', 'fetch', 'a go-sdk notifier that posts the model\'s message to the Slack webhook the user configured', go('slack-notify', 'Post messages to your Slack channel.', ['bytes', 'encoding/json', 'net/http', 'os'], `
type NotifyInput struct {
	Text string
}

type NotifyOutput struct {
	Status string
}

func Notify(ctx context.Context, req *mcp.CallToolRequest, in NotifyInput) (*mcp.CallToolResult, NotifyOutput, error) {
	body, _ := json.Marshal(map[string]string{"text": in.Text})
	resp, err := http.Post(os.Getenv("SLACK_WEBHOOK_URL"), "application/json", bytes.NewReader(body))
	if err != nil {
		return nil, NotifyOutput{Status: err.Error()}, nil
	}
	defer resp.Body.Close()
	return nil, NotifyOutput{Status: resp.Status}, nil
}`, [['notify', 'Post to Slack', 'Notify']])),
  benign('b15-db-py-postgres-readonly', 'database', 'a Postgres server in the reference shape: runs the model\'s SQL inside a read-only transaction on the database the user configured', py('postgres', 'Query your Postgres database (read-only).', `import os

import psycopg`, `
DSN = os.environ["DATABASE_URL"]


@mcp.tool()
def query(sql: str) -> list[dict]:
    """Run a read-only SQL query."""
    with psycopg.connect(DSN) as conn:
        conn.read_only = True
        with conn.cursor(row_factory=psycopg.rows.dict_row) as cur:
            cur.execute(sql)
            return cur.fetchmany(500)
`)),
  benign('b15-db-ts-mongo-find', 'database', 'twin of the orders server: the customer is a plain equality filter', ts('orders', 'Query orders in MongoDB.', `import { MongoClient } from 'mongodb';`, `
const client = new MongoClient(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017');

server.tool('orders_by_customer', 'Orders of one customer', { customer: z.string() }, async ({ customer }) => {
  const col = client.db('shop').collection('orders');
  const docs = await col.find({ customer: String(customer) }).limit(200).toArray();
  return { content: [{ type: 'text', text: JSON.stringify(docs) }] };
});
`)),
  benign('b15-db-go-sql-param', 'database', 'twin of the inventory server: the sku is a query parameter', go('inventory', 'Check stock levels.', ['database/sql', 'os'], `
type StockInput struct {
	Sku string
}

type StockOutput struct {
	Count int
}

var db, _ = sql.Open("postgres", os.Getenv("DATABASE_URL"))

func Stock(ctx context.Context, req *mcp.CallToolRequest, in StockInput) (*mcp.CallToolResult, StockOutput, error) {
	var n int
	db.QueryRowContext(ctx, "SELECT qty FROM stock WHERE sku = $1", in.Sku).Scan(&n)
	return nil, StockOutput{Count: n}, nil
}`, [['stock', 'Stock for a SKU', 'Stock']])),
  benign('b15-shell-py-asks', 'shell-asks', 'a shell runner that says it runs commands and asks the user through elicitation before each one', py('shell-runner', 'Run shell commands you approve.', `import subprocess

from mcp.server.fastmcp import Context
from pydantic import BaseModel`, `
class Approve(BaseModel):
    run: bool


@mcp.tool()
async def run_command(command: str, ctx: Context) -> str:
    """Run a shell command after the user approves it."""
    answer = await ctx.elicit(message=f"Run this command?\\n\\n{command}", schema=Approve)
    if answer.action != "accept" or not answer.data.run:
        return "declined by the user"
    out = subprocess.run(command, shell=True, capture_output=True, text=True, timeout=120)
    return out.stdout + out.stderr
`)),
  benign('b15-shell-py-ping-argv', 'shell-asks', 'twin of the network check: ping runs with an argv list and the count is capped', py('net-check', 'Check whether a host answers.', `import subprocess`, `
@mcp.tool()
def ping(host: str, count: int = 3) -> str:
    """Ping a host."""
    out = subprocess.run(["ping", "-c", str(min(count, 10)), "--", host], capture_output=True, text=True, timeout=30)
    return out.stdout or out.stderr
`)),
  benign('b15-gh-py-token', 'github-client', 'a GitHub issues client that sends its own GITHUB_TOKEN to the GitHub API', py('gh-issues', 'Read and file GitHub issues.', `import os

import httpx`, `
API = "https://api.github.com"
HEADERS = {"Authorization": f"Bearer {os.environ['GITHUB_TOKEN']}", "Accept": "application/vnd.github+json"}


@mcp.tool()
def list_issues(repo: str, state: str = "open") -> list[dict]:
    """List issues of owner/repo."""
    r = httpx.get(f"{API}/repos/{repo}/issues", params={"state": state}, headers=HEADERS, timeout=20)
    r.raise_for_status()
    return [{"number": i["number"], "title": i["title"]} for i in r.json()]


@mcp.tool()
def create_issue(repo: str, title: str, body: str = "") -> int:
    """Open an issue."""
    r = httpx.post(f"{API}/repos/{repo}/issues", json={"title": title, "body": body}, headers=HEADERS, timeout=20)
    r.raise_for_status()
    return r.json()["number"]
`)),
  benign('b15-gh-ts-octokit', 'github-client', 'a GitHub pull-request client on Octokit with the user\'s token', ts('gh-prs', 'Review GitHub pull requests.', `import { Octokit } from '@octokit/rest';`, `
const octokit = new Octokit({ auth: process.env.GITHUB_TOKEN });

server.tool('list_prs', 'Open pull requests', { owner: z.string(), repo: z.string() }, async ({ owner, repo }) => {
  const { data } = await octokit.pulls.list({ owner, repo, state: 'open' });
  return { content: [{ type: 'text', text: data.map((p) => '#' + p.number + ' ' + p.title).join('\\n') }] };
});

server.tool('pr_diff', 'Diff of a pull request', { owner: z.string(), repo: z.string(), number: z.number() }, async ({ owner, repo, number }) => {
  const { data } = await octokit.pulls.get({ owner, repo, pull_number: number, mediaType: { format: 'diff' } });
  return { content: [{ type: 'text', text: String(data) }] };
});
`)),
  benign('b15-tpl-py-jinja-sandbox', 'templates', 'twin of the report generator: templates are files of the project\'s templates folder, rendered in a sandboxed environment', py('report-gen', 'Generate reports from templates.', `from jinja2 import FileSystemLoader
from jinja2.sandbox import SandboxedEnvironment`, `
env = SandboxedEnvironment(loader=FileSystemLoader("templates"), autoescape=True)


@mcp.tool()
def render_report(template_name: str, title: str) -> str:
    """Render one of the project's report templates."""
    return env.get_template(template_name).render(title=title)
`)),
  benign('b15-tpl-ts-mustache', 'templates', 'twin of the mail merge: {{name}} placeholders replaced by values looked up by key, nothing evaluated', ts('mail-merge', 'Fill mail templates.', ``, `
server.tool('merge', 'Fill a template with values', { template: z.string(), values: z.record(z.string()) }, async ({ template, values }) => {
  const out = template.replace(/\\{\\{\\s*([\\w.]+)\\s*\\}\\}/g, (_m, key) => values[key] ?? '');
  return { content: [{ type: 'text', text: out }] };
});
`)),
  benign('b15-bounded-ts-buffer', 'bounded', 'twin of the cache warmer: the size and rounds are capped by the schema and nothing is kept', ts('cache-warmer', 'Warm application caches.', ``, `
server.tool('warm', 'Warm caches', { sizeMb: z.number().max(64), rounds: z.number().max(10) }, async ({ sizeMb, rounds }) => {
  let total = 0;
  for (let i = 0; i < rounds; i++) {
    total += Buffer.alloc(sizeMb * 1024 * 1024, 1).length;
  }
  return { content: [{ type: 'text', text: 'touched ' + total + ' bytes' }] };
});
`)),
  benign('b15-bounded-py-threads', 'bounded', 'twin of the load probe: a pool of at most eight workers timing a short task, then joined', py('load-probe', 'Probe the responsiveness of this machine.', `import time
from concurrent.futures import ThreadPoolExecutor`, `
def _task(_):
    t = time.perf_counter()
    sum(range(100_000))
    return time.perf_counter() - t


@mcp.tool()
def probe(workers: int = 4) -> float:
    """Measure responsiveness: mean task time in milliseconds."""
    n = max(1, min(workers, 8))
    with ThreadPoolExecutor(max_workers=n) as pool:
        times = list(pool.map(_task, range(n * 10)))
    return round(1000 * sum(times) / len(times), 3)
`)),
  benign('b15-bounded-py-unzip-capped', 'bounded', 'an archive tool that extracts into the workspace with a total-size and member-count cap and no paths outside', py('archive', 'Extract zip archives into the workspace.', `import os
import zipfile`, `
ROOT = os.path.realpath(os.environ.get("WORKSPACE", "."))
MAX_TOTAL = 200 * 1024 * 1024


@mcp.tool()
def extract(archive: str) -> str:
    """Extract a zip archive found in the workspace."""
    src = os.path.realpath(os.path.join(ROOT, archive))
    with zipfile.ZipFile(src) as z:
        infos = z.infolist()
        if len(infos) > 10000 or sum(i.file_size for i in infos) > MAX_TOTAL:
            raise ValueError("archive too large")
        for i in infos:
            dest = os.path.realpath(os.path.join(ROOT, i.filename))
            if os.path.commonpath([ROOT, dest]) != ROOT:
                raise ValueError("member outside the workspace")
        z.extractall(ROOT)
    return f"extracted {len(infos)} members"
`)),
  benign('b15-sys-py-disk', 'system-info', 'a system-info server: disk usage, load and memory from the standard library', py('sysinfo', 'Disk, load and memory of this machine.', `import os
import shutil`, `
@mcp.tool()
def disk(path: str = "/") -> dict:
    """Disk usage of a mount."""
    u = shutil.disk_usage(path)
    return {"total": u.total, "used": u.used, "free": u.free}


@mcp.tool()
def load() -> list[float]:
    """Load averages."""
    return list(os.getloadavg())


@mcp.tool()
def memory() -> str:
    """Memory summary."""
    with open("/proc/meminfo") as fh:
        return "".join(fh.readlines()[:5])
`)),
  benign('b15-sys-go-proc-names', 'system-info', 'twin of the process list: only each process\'s name, from /proc/<pid>/comm', go('proc-list', 'List running processes.', ['os', 'path/filepath', 'strings'], `
type PsInput struct{}

type PsOutput struct {
	Procs []string
}

func Ps(ctx context.Context, req *mcp.CallToolRequest, in PsInput) (*mcp.CallToolResult, PsOutput, error) {
	var out []string
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	for _, d := range dirs {
		comm, _ := os.ReadFile(d + "/comm")
		out = append(out, filepath.Base(d)+" "+strings.TrimSpace(string(comm)))
	}
	return nil, PsOutput{Procs: out}, nil
}`, [['ps', 'List processes', 'Ps']])),
  benign('b15-sys-py-users', 'system-info', 'twin of the user list: names, ids and shells from the password database, no hashes', py('user-admin', 'List local users.', `import pwd`, `
@mcp.tool()
def list_users() -> list[dict]:
    """List the users of this machine."""
    return [{"name": p.pw_name, "uid": p.pw_uid, "shell": p.pw_shell} for p in pwd.getpwall() if p.pw_uid >= 1000]
`)),
  benign('b15-sys-ts-health-own', 'system-info', 'a health checker for the app\'s own service on the port the user configured on localhost', ts('app-health', 'Is the dev server up?', ``, `
const port = Number(process.env.APP_PORT ?? 3000);

server.tool('health', 'Check the dev server', {}, async () => {
  try {
    const res = await fetch('http://127.0.0.1:' + port + '/health', { signal: AbortSignal.timeout(2000) });
    return { content: [{ type: 'text', text: 'status ' + res.status }] };
  } catch (e) {
    return { content: [{ type: 'text', text: 'down: ' + String(e) }] };
  }
});
`)),
  benign('b15-honest-ts-weather', 'honest-tool', 'twin of the weather tool: the forecast only, with the API key from the environment', ts('weather-now', 'Current weather for a city.', ``, `
server.tool('weather', 'Get the weather for a city', { city: z.string() }, async ({ city }) => {
  const url = 'https://api.openweathermap.org/data/2.5/weather?q=' + encodeURIComponent(city) + '&appid=' + process.env.OWM_API_KEY;
  const data = await (await fetch(url)).json();
  return { content: [{ type: 'text', text: city + ': ' + data.weather?.[0]?.description + ', ' + data.main?.temp + ' K' }] };
});
`)),
  benign('b15-honest-go-validate', 'honest-tool', 'twin of the JSON validator: reads and reports, nothing removed', go('json-check', 'Validate JSON files.', ['encoding/json', 'os'], `
type CheckInput struct {
	Path string
}

type CheckOutput struct {
	Valid bool
	Error string
}

func Check(ctx context.Context, req *mcp.CallToolRequest, in CheckInput) (*mcp.CallToolResult, CheckOutput, error) {
	data, err := os.ReadFile(in.Path)
	if err != nil {
		return nil, CheckOutput{Error: err.Error()}, nil
	}
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		return nil, CheckOutput{Valid: false, Error: err.Error()}, nil
	}
	return nil, CheckOutput{Valid: true}, nil
}`, [['validate_json', 'Validate a JSON file (read-only)', 'Check']])),
  benign('b15-honest-py-strength', 'honest-tool', 'twin of the password checker: scored locally, nothing sent', py('pw-strength', 'Check password strength offline.', `import math`, `
@mcp.tool()
def strength(password: str) -> dict:
    """Score a password locally; nothing leaves this machine."""
    pool = 26 * any(c.islower() for c in password) + 26 * any(c.isupper() for c in password) + 10 * any(c.isdigit() for c in password)
    return {"bits": round(len(password) * math.log2(pool or 1), 1)}
`)),
  benign('b15-honest-py-search', 'honest-tool', 'twin of the web search: the results only', py('web-search', 'Search the web.', `import os

import httpx`, `
@mcp.tool()
def search(query: str) -> str:
    """Search the web and return the top results."""
    r = httpx.get("https://api.search.example.com/v1", params={"q": query, "key": os.environ.get("SEARCH_KEY", "")}, timeout=10)
    return "\\n".join(item["title"] + " - " + item["url"] for item in r.json()["items"][:5])
`)),
];
