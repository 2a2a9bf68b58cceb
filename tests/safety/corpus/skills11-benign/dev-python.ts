/**
 * Eleventh benign batch, development part: Python MCP servers (FastMCP) — notes in SQLite,
 * logging to stderr, an API client sending its own key, a rotating log file, a debug switch,
 * a capped thread pool, a job poller with a deadline, a docs writer and a Markdown memory file
 * written on request, Sentry, gzipped logs to Datadog, dependencies whose names sit near
 * popular ones, an internal index in pyproject, a log tail from an allow-list. Written on
 * 2026-11-30 by helper benign14 before the analyzer was run on any of them. Tune on this file.
 */
import { benign, PY_TAIL } from '../skills/build.ts';
import { type Benign11Sample, server } from './classes.ts';

export const DEV11_PYTHON: Benign11Sample[] = [
  benign('b14-py-notes-sqlite', 'memory-notes', 'a notes server: add, search and delete notes in SQLite under ~/.local/share, FTS5 search, parameters bound', server('quicknotes', 'Keep short notes across sessions and search them.', 'py', `"""Quick notes: a small SQLite-backed memory for Claude Code."""
import sqlite3
from datetime import datetime, timezone
from pathlib import Path

from mcp.server.fastmcp import FastMCP

DB = Path.home() / ".local" / "share" / "quicknotes" / "notes.db"
DB.parent.mkdir(parents=True, exist_ok=True)
conn = sqlite3.connect(DB)
conn.execute("CREATE VIRTUAL TABLE IF NOT EXISTS notes USING fts5(title, body, tags, created UNINDEXED)")

mcp = FastMCP("quicknotes")


@mcp.tool()
def add_note(title: str, body: str, tags: str = "") -> str:
    """Save a note. Tags are space-separated words."""
    now = datetime.now(timezone.utc).isoformat(timespec="seconds")
    cur = conn.execute("INSERT INTO notes(title, body, tags, created) VALUES (?, ?, ?, ?)", (title, body, tags, now))
    conn.commit()
    return f"saved note {cur.lastrowid}"


@mcp.tool()
def search_notes(query: str, limit: int = 10) -> list[dict]:
    """Full-text search over titles, bodies and tags."""
    rows = conn.execute(
        "SELECT rowid, title, snippet(notes, 1, '[', ']', '…', 12), created FROM notes WHERE notes MATCH ? ORDER BY rank LIMIT ?",
        (query, min(limit, 50)),
    ).fetchall()
    return [{"id": r[0], "title": r[1], "snippet": r[2], "created": r[3]} for r in rows]


@mcp.tool()
def delete_note(note_id: int) -> str:
    """Delete one note by id."""
    conn.execute("DELETE FROM notes WHERE rowid = ?", (note_id,))
    conn.commit()
    return "deleted"
${PY_TAIL}`)),

  benign('b14-py-stderr-logging', 'stderr-logging', 'a GitLab server: logging to stderr (stdout is the protocol), the token read from GITLAB_TOKEN and only its presence logged', server('gitlab-lite', 'Read merge requests and pipelines from GitLab.', 'py', `import logging
import os
import sys

import httpx
from mcp.server.fastmcp import FastMCP

# stdout carries the MCP protocol: every log line goes to stderr.
logging.basicConfig(stream=sys.stderr, level=os.environ.get("LOG_LEVEL", "INFO"), format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("gitlab-lite")

BASE = os.environ.get("GITLAB_URL", "https://gitlab.com").rstrip("/")
TOKEN = os.environ.get("GITLAB_TOKEN")
if not TOKEN:
    log.warning("GITLAB_TOKEN is not set; only public projects will work")
else:
    log.info("using a GitLab token for %s", BASE)

client = httpx.Client(base_url=f"{BASE}/api/v4", headers={"PRIVATE-TOKEN": TOKEN} if TOKEN else {}, timeout=30)
mcp = FastMCP("gitlab-lite")


@mcp.tool()
def list_merge_requests(project: str, state: str = "opened") -> list[dict]:
    """Merge requests of a project ("group/name")."""
    log.debug("list_merge_requests %s %s", project, state)
    r = client.get(f"/projects/{httpx.URL(project).raw_path.decode().replace('/', '%2F')}/merge_requests", params={"state": state, "per_page": 20})
    r.raise_for_status()
    return [{"iid": m["iid"], "title": m["title"], "author": m["author"]["username"], "url": m["web_url"]} for m in r.json()]


@mcp.tool()
def pipeline_status(project: str, ref: str = "main") -> dict:
    """Latest pipeline of a branch."""
    r = client.get(f"/projects/{project.replace('/', '%2F')}/pipelines", params={"ref": ref, "per_page": 1})
    r.raise_for_status()
    p = r.json()[0] if r.json() else {}
    log.info("pipeline %s on %s: %s", p.get("id"), ref, p.get("status"))
    return {"id": p.get("id"), "status": p.get("status"), "url": p.get("web_url")}
${PY_TAIL}`, {}, ['httpx>=0.27'])),

  benign('b14-py-weather-key', 'own-api-key', 'a weather server: OpenWeatherMap\'s API with the user\'s OPENWEATHER_API_KEY as the appid parameter, units and language options', server('weather', 'Current weather and forecasts from OpenWeatherMap.', 'py', `import os

import httpx
from mcp.server.fastmcp import FastMCP

API = "https://api.openweathermap.org/data/2.5"
KEY = os.environ["OPENWEATHER_API_KEY"]

mcp = FastMCP("weather")


async def call(path: str, **params) -> dict:
    async with httpx.AsyncClient(timeout=15) as client:
        r = await client.get(f"{API}/{path}", params={**params, "appid": KEY})
        r.raise_for_status()
        return r.json()


@mcp.tool()
async def current_weather(city: str, units: str = "metric") -> str:
    """Current conditions for a city name ("Berlin,DE")."""
    d = await call("weather", q=city, units=units)
    return f"{d['name']}: {d['weather'][0]['description']}, {d['main']['temp']}°, wind {d['wind']['speed']}"


@mcp.tool()
async def forecast(city: str, days: int = 3, units: str = "metric") -> list[str]:
    """3-hourly forecast for up to 5 days."""
    d = await call("forecast", q=city, units=units, cnt=min(days, 5) * 8)
    return [f"{x['dt_txt']}: {x['weather'][0]['main']} {x['main']['temp']}°" for x in d["list"]]
${PY_TAIL}`, {}, ['httpx>=0.27'])),

  benign('b14-py-rotating-log', 'log-rotation', 'a server with its own log file: RotatingFileHandler under ~/.cache/<name>/logs, 1 MB x 5 files, plus a tool that clears its old logs', server('shellcheck-mcp', 'Lint shell scripts with ShellCheck.', 'py', `import json
import logging
import subprocess
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path

from mcp.server.fastmcp import FastMCP

LOG_DIR = Path.home() / ".cache" / "shellcheck-mcp" / "logs"
LOG_DIR.mkdir(parents=True, exist_ok=True)
handler = RotatingFileHandler(LOG_DIR / "server.log", maxBytes=1_000_000, backupCount=5)
handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
log = logging.getLogger("shellcheck-mcp")
log.addHandler(handler)
log.addHandler(logging.StreamHandler(sys.stderr))
log.setLevel(logging.INFO)

mcp = FastMCP("shellcheck")


@mcp.tool()
def lint(path: str, severity: str = "style") -> list[dict]:
    """Run ShellCheck on one script and return its findings."""
    out = subprocess.run(["shellcheck", "--format=json", f"--severity={severity}", "--", path], capture_output=True, text=True, timeout=60)
    findings = json.loads(out.stdout or "[]")
    log.info("linted %s: %d findings", path, len(findings))
    return [{"line": f["line"], "level": f["level"], "code": f"SC{f['code']}", "message": f["message"]} for f in findings]


@mcp.tool()
def clear_old_logs() -> str:
    """Delete this server's rotated log files (server.log.1 … .5)."""
    removed = 0
    for old in LOG_DIR.glob("server.log.*"):
        old.unlink()
        removed += 1
    return f"removed {removed} old log files"
${PY_TAIL}`)),

  benign('b14-py-debug-env', 'debug-flags', 'a Postgres schema server with MCP_DEBUG: when set, logs each tool call\'s arguments and timing to stderr and enables asyncio debug', server('pg-schema', 'Describe Postgres schemas: tables, columns, indexes.', 'py', `import asyncio
import logging
import os
import sys
import time

import asyncpg
from mcp.server.fastmcp import FastMCP

DEBUG = os.environ.get("MCP_DEBUG", "").lower() in ("1", "true", "yes")
logging.basicConfig(stream=sys.stderr, level=logging.DEBUG if DEBUG else logging.WARNING)
log = logging.getLogger("pg-schema")

mcp = FastMCP("pg-schema")
_pool: asyncpg.Pool | None = None


async def pool() -> asyncpg.Pool:
    global _pool
    if _pool is None:
        _pool = await asyncpg.create_pool(os.environ["DATABASE_URL"], min_size=1, max_size=4)
    return _pool


def traced(fn):
    async def wrapper(*args, **kwargs):
        start = time.perf_counter()
        try:
            return await fn(*args, **kwargs)
        finally:
            if DEBUG:
                log.debug("%s(%r, %r) took %.1f ms", fn.__name__, args, kwargs, (time.perf_counter() - start) * 1000)
    wrapper.__name__, wrapper.__doc__ = fn.__name__, fn.__doc__
    return wrapper


@mcp.tool()
@traced
async def list_tables(schema: str = "public") -> list[str]:
    """Tables in a schema."""
    rows = await (await pool()).fetch("SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1", schema)
    return [r["table_name"] for r in rows]


@mcp.tool()
@traced
async def describe_table(table: str, schema: str = "public") -> list[dict]:
    """Columns of a table with types and nullability."""
    rows = await (await pool()).fetch(
        "SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 ORDER BY ordinal_position",
        schema, table,
    )
    return [dict(r) for r in rows]


if __name__ == "__main__":
    if DEBUG:
        asyncio.get_event_loop().set_debug(True)
    mcp.run()
`, {}, ['asyncpg>=0.29'])),

  benign('b14-py-thread-pool', 'workers-pollers', 'a link checker: HEAD requests over a ThreadPoolExecutor capped at min(8, cpu count), at most 500 links per call', server('linkcheck', 'Check the links in Markdown files for dead URLs.', 'py', `import os
import re
from concurrent.futures import ThreadPoolExecutor, as_completed
from pathlib import Path

import httpx
from markdown_it import MarkdownIt
from mcp.server.fastmcp import FastMCP

MAX_LINKS = 500
WORKERS = min(8, os.cpu_count() or 2)
md = MarkdownIt()
mcp = FastMCP("linkcheck")


def links(text: str) -> list[str]:
    found = []
    for tok in md.parse(text):
        for child in tok.children or []:
            href = child.attrGet("href") if child.type == "link_open" else None
            if href and href.startswith(("http://", "https://")):
                found.append(href)
    return found


def check(client: httpx.Client, url: str) -> tuple[str, int | str]:
    try:
        r = client.head(url, follow_redirects=True)
        if r.status_code == 405:
            r = client.get(url, follow_redirects=True)
        return url, r.status_code
    except httpx.HTTPError as e:
        return url, type(e).__name__


@mcp.tool()
def check_links(folder: str) -> list[dict]:
    """Check every http(s) link in the Markdown files under a folder; returns the broken ones."""
    urls = sorted({u for p in Path(folder).rglob("*.md") for u in links(p.read_text(errors="replace"))})[:MAX_LINKS]
    broken = []
    with httpx.Client(timeout=10, headers={"User-Agent": "linkcheck-mcp/1.0"}) as client, ThreadPoolExecutor(max_workers=WORKERS) as pool:
        for fut in as_completed(pool.submit(check, client, u) for u in urls):
            url, status = fut.result()
            if not (isinstance(status, int) and status < 400):
                broken.append({"url": url, "status": status})
    return broken
${PY_TAIL}`, {}, ['httpx>=0.27', 'markdown-it-py>=3'])),

  benign('b14-py-job-poller', 'workers-pollers', 'a batch-job server: submits a render job to the user\'s own render farm and polls its status with backoff until a deadline', server('renderfarm', 'Submit and track render jobs on the studio render farm.', 'py', `import asyncio
import os
import time

import httpx
from mcp.server.fastmcp import FastMCP

FARM = os.environ["RENDERFARM_URL"]
HEADERS = {"Authorization": f"Token {os.environ['RENDERFARM_TOKEN']}"}
mcp = FastMCP("renderfarm")


@mcp.tool()
async def submit(scene: str, frames: str = "1-100", priority: int = 50) -> dict:
    """Submit a scene file for rendering."""
    async with httpx.AsyncClient(base_url=FARM, headers=HEADERS, timeout=30) as c:
        r = await c.post("/api/jobs", json={"scene": scene, "frames": frames, "priority": max(1, min(priority, 100))})
        r.raise_for_status()
        return r.json()


@mcp.tool()
async def wait_for(job_id: str, timeout_s: int = 600) -> dict:
    """Wait until a job finishes (at most timeout_s seconds, capped at one hour)."""
    deadline = time.monotonic() + min(timeout_s, 3600)
    delay = 2.0
    async with httpx.AsyncClient(base_url=FARM, headers=HEADERS, timeout=30) as c:
        while time.monotonic() < deadline:
            job = (await c.get(f"/api/jobs/{job_id}")).json()
            if job["state"] in ("done", "failed", "cancelled"):
                return job
            await asyncio.sleep(delay)
            delay = min(delay * 1.5, 30)
    return {"id": job_id, "state": "still running", "note": "check again later"}
${PY_TAIL}`, {}, ['httpx>=0.27'])),

  benign('b14-py-docs-writer', 'docs-on-request', 'a docs server: a tool that writes README.md or CLAUDE.md the model drafted into the project root the user opened, refusing paths outside it', server('docs-writer', 'Draft and save project documentation (README, CLAUDE.md, CONTRIBUTING).', 'py', `from pathlib import Path

from mcp.server.fastmcp import FastMCP

ROOT = Path.cwd().resolve()
ALLOWED = {"README.md", "CLAUDE.md", "CONTRIBUTING.md", "docs/ARCHITECTURE.md"}
mcp = FastMCP("docs-writer")


@mcp.tool()
def project_facts() -> dict:
    """What the docs need: manifest files, scripts, top-level folders."""
    facts = {"folders": sorted(p.name for p in ROOT.iterdir() if p.is_dir() and not p.name.startswith("."))}
    for name in ("package.json", "pyproject.toml", "Cargo.toml", "go.mod", "Makefile"):
        if (ROOT / name).exists():
            facts[name] = (ROOT / name).read_text()[:4000]
    return facts


@mcp.tool()
def save_doc(name: str, markdown: str) -> str:
    """Save a documentation file the user asked for. name is one of README.md, CLAUDE.md, CONTRIBUTING.md, docs/ARCHITECTURE.md."""
    if name not in ALLOWED:
        raise ValueError(f"can only write {sorted(ALLOWED)}")
    target = (ROOT / name).resolve()
    if ROOT not in target.parents:
        raise ValueError("outside the project")
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(markdown.rstrip() + "\\n")
    return f"wrote {target.relative_to(ROOT)} ({len(markdown)} chars)"
${PY_TAIL}`)),

  benign('b14-py-memory-md', 'memory-notes', 'a memory server: remembers facts the user states in ~/.claude-memory/<project>.md as bullet lines, recall by keyword, forget by line', server('md-memory', 'Remember facts about your projects in plain Markdown files you can edit.', 'py', `import hashlib
from datetime import date
from pathlib import Path

from mcp.server.fastmcp import FastMCP

STORE = Path.home() / ".claude-memory"
STORE.mkdir(exist_ok=True)
mcp = FastMCP("md-memory")


def file_for(project: str) -> Path:
    slug = "".join(c if c.isalnum() or c in "-_" else "-" for c in project.lower())[:60] or "default"
    return STORE / f"{slug}.md"


@mcp.tool()
def remember(project: str, fact: str) -> str:
    """Store one fact the user told you about a project (a preference, a name, a decision)."""
    f = file_for(project)
    if not f.exists():
        f.write_text(f"# {project}\\n\\n")
    with f.open("a") as out:
        out.write(f"- {fact.strip()} ({date.today().isoformat()})\\n")
    return "remembered"


@mcp.tool()
def recall(project: str, keyword: str = "") -> list[str]:
    """Facts stored for a project, optionally only those containing a keyword."""
    f = file_for(project)
    lines = [l[2:] for l in f.read_text().splitlines() if l.startswith("- ")] if f.exists() else []
    return [l for l in lines if keyword.lower() in l.lower()]


@mcp.tool()
def forget(project: str, fact_start: str) -> str:
    """Remove the facts starting with the given text."""
    f = file_for(project)
    kept = [l for l in f.read_text().splitlines() if not l.startswith(f"- {fact_start}")]
    f.write_text("\\n".join(kept) + "\\n")
    return "forgotten"
${PY_TAIL}`)),

  benign('b14-py-sentry-sdk', 'own-api-key', 'a server that reports its own exceptions to Sentry when SENTRY_DSN is set, with send_default_pii off and tool arguments scrubbed', server('csv-tools', 'Summarise and filter CSV files.', 'py', `import csv
import os
import statistics
from pathlib import Path

import sentry_sdk
from mcp.server.fastmcp import FastMCP

if dsn := os.environ.get("SENTRY_DSN"):
    sentry_sdk.init(dsn=dsn, send_default_pii=False, traces_sample_rate=0.0, release="csv-tools@0.3.1",
                    before_send=lambda event, hint: {**event, "extra": {}})

mcp = FastMCP("csv-tools")


@mcp.tool()
def summarize(path: str) -> dict:
    """Row count and, for numeric columns, min / mean / max."""
    with Path(path).open(newline="") as f:
        rows = list(csv.DictReader(f))
    out = {"rows": len(rows), "columns": {}}
    for col in rows[0].keys() if rows else []:
        try:
            nums = [float(r[col]) for r in rows if r[col] != ""]
        except ValueError:
            continue
        if nums:
            out["columns"][col] = {"min": min(nums), "mean": statistics.fmean(nums), "max": max(nums)}
    return out
${PY_TAIL}`, {}, ['sentry-sdk>=2'])),

  benign('b14-py-datadog-gzip', 'encoded-to-service', 'a Datadog server: searches logs and sends the user\'s log lines gzip-compressed to Datadog\'s intake with DD_API_KEY, the site from DD_SITE', server('datadog-logs', 'Search Datadog logs and send test log lines.', 'py', `import gzip
import json
import os

import httpx
from mcp.server.fastmcp import FastMCP

SITE = os.environ.get("DD_SITE", "datadoghq.com")
KEYS = {"DD-API-KEY": os.environ["DD_API_KEY"], "DD-APPLICATION-KEY": os.environ.get("DD_APP_KEY", "")}
mcp = FastMCP("datadog-logs")


@mcp.tool()
def search_logs(query: str, minutes: int = 15, limit: int = 50) -> list[dict]:
    """Search logs with Datadog query syntax over the last N minutes."""
    body = {"filter": {"query": query, "from": f"now-{minutes}m", "to": "now"}, "page": {"limit": min(limit, 200)}}
    r = httpx.post(f"https://api.{SITE}/api/v2/logs/events/search", headers=KEYS, json=body, timeout=30)
    r.raise_for_status()
    return [{"time": e["attributes"]["timestamp"], "service": e["attributes"].get("service"), "message": e["attributes"].get("message")} for e in r.json()["data"]]


@mcp.tool()
def send_test_logs(service: str, messages: list[str]) -> str:
    """Send log lines to Datadog (for checking a pipeline or a monitor)."""
    payload = gzip.compress(json.dumps([{"service": service, "ddsource": "mcp", "message": m} for m in messages[:100]]).encode())
    r = httpx.post(
        f"https://http-intake.logs.{SITE}/api/v2/logs",
        headers={**KEYS, "Content-Type": "application/json", "Content-Encoding": "gzip"},
        content=payload,
        timeout=30,
    )
    r.raise_for_status()
    return f"sent {len(messages[:100])} lines"
${PY_TAIL}`, {}, ['httpx>=0.27'])),

  benign('b14-py-near-deps', 'near-name-real', 'a Markdown conversion server whose dependencies are real packages with names near popular ones: markdown2, tomli, cchardet, pyyaml', server('doc-convert', 'Convert Markdown, TOML and text files between formats.', 'py', `import json
from pathlib import Path

import cchardet
import markdown2
import tomli
import yaml
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("doc-convert")


@mcp.tool()
def markdown_to_html(path: str) -> str:
    """Render a Markdown file to HTML (tables, fenced code, header ids)."""
    return markdown2.markdown(Path(path).read_text(), extras=["tables", "fenced-code-blocks", "header-ids"])


@mcp.tool()
def toml_to_yaml(path: str) -> str:
    """Convert a TOML file to YAML."""
    return yaml.safe_dump(tomli.loads(Path(path).read_text()), sort_keys=False)


@mcp.tool()
def detect_encoding(path: str) -> str:
    """Guess a text file's encoding."""
    return json.dumps(cchardet.detect(Path(path).read_bytes()[:65536]))
${PY_TAIL}`, {
    'requirements.txt': 'mcp[cli]>=1.9\nmarkdown2==2.5.1\ntomli==2.0.1\ncchardet==2.1.7\npyyaml==6.0.2\n',
  }, ['markdown2>=2.5', 'tomli>=2', 'cchardet>=2.1', 'pyyaml>=6'])),

  benign('b14-py-uv-index', 'internal-registry', 'an internal server: its dependency acme-internal-auth comes from the company index that pyproject names with [[tool.uv.index]] and explicit = true', server('acme-deploy', 'Deploy services through the company\'s internal deploy API.', 'py', `import os

from acme_internal_auth import sso_session
from mcp.server.fastmcp import FastMCP

API = os.environ.get("ACME_DEPLOY_API", "https://deploy.acme-corp.internal")
mcp = FastMCP("acme-deploy")


@mcp.tool()
def list_services(team: str) -> list[dict]:
    """Services a team owns, with their current version."""
    with sso_session() as s:
        return s.get(f"{API}/v1/teams/{team}/services", timeout=20).json()


@mcp.tool()
def deploy(service: str, version: str, environment: str = "staging") -> dict:
    """Deploy a service version. Production needs the user's explicit confirmation in chat first."""
    if environment not in ("staging", "production"):
        raise ValueError("environment must be staging or production")
    with sso_session() as s:
        return s.post(f"{API}/v1/services/{service}/deploys", json={"version": version, "environment": environment}, timeout=60).json()
${PY_TAIL}`, {
    'pyproject.toml': `[project]
name = "acme-deploy-mcp"
version = "0.3.1"
requires-python = ">=3.10"
dependencies = ["mcp[cli]>=1.9", "acme-internal-auth>=4.2"]

[[tool.uv.index]]
name = "acme"
url = "https://pkgs.acme-corp.internal/simple/"
explicit = true

[tool.uv.sources]
acme-internal-auth = { index = "acme" }
`,
  })),

  benign('b14-py-log-tail', 'log-rotation', 'a log viewer server: tails only the app logs under ./logs named in an allow-list, with a line cap, reading rotated .gz files too', server('applogs', 'Read the app\'s own log files (current and rotated).', 'py', `import gzip
from collections import deque
from pathlib import Path

from mcp.server.fastmcp import FastMCP

LOGS = (Path.cwd() / "logs").resolve()
mcp = FastMCP("applogs")


@mcp.tool()
def list_logs() -> list[str]:
    """Log files under ./logs, newest first."""
    return [p.name for p in sorted(LOGS.glob("*.log*"), key=lambda p: p.stat().st_mtime, reverse=True)]


@mcp.tool()
def tail(name: str, lines: int = 200, grep: str = "") -> str:
    """Last lines of one log file (at most 2000), optionally only lines containing grep."""
    if name not in list_logs():
        raise ValueError("not a log file under ./logs")
    path = LOGS / name
    opener = gzip.open if path.suffix == ".gz" else open
    keep: deque[str] = deque(maxlen=min(lines, 2000))
    with opener(path, "rt", errors="replace") as f:
        for line in f:
            if grep in line:
                keep.append(line.rstrip("\\n"))
    return "\\n".join(keep)
${PY_TAIL}`)),
];
