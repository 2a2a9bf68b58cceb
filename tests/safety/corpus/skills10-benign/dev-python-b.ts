/**
 * Tenth benign batch, development part: more Python MCP servers — notes in a SQLite file under
 * ~/.local/share, a YAML validator with the safe loader, a cache the server pickles for itself,
 * code run in a throw-away container without network, a hashing pool with a capped worker count,
 * a dev-server status check on loopback, a preview server bound to 127.0.0.1, host names read
 * from ~/.ssh/config, network diagnostics reading /etc/hosts, the user's crontab listed,
 * `systemctl --user` status, log tails from an allow-list, settings from `.env`. Written on
 * 2026-11-30 by helper benign13 before the analyzer was run on any of them. Tune on this file.
 */
import { benign, PY_TAIL } from '../skills/build.ts';
import { type Benign10Sample, server } from './classes.ts';

export const DEV10_PYTHON_B: Benign10Sample[] = [
  benign('b10-notes-sqlite-py', 'memory', 'a notes server keeping its SQLite file under ~/.local/share, every value a bound parameter, full-text search', server('quick-notes', 'Take, tag and search notes.', 'py', `import sqlite3
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("quick-notes")
DB = Path.home() / ".local" / "share" / "quick-notes" / "notes.db"
DB.parent.mkdir(parents=True, exist_ok=True)
conn = sqlite3.connect(DB, check_same_thread=False)
conn.executescript("""
CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT, tags TEXT, created TEXT DEFAULT CURRENT_TIMESTAMP);
CREATE VIRTUAL TABLE IF NOT EXISTS notes_fts USING fts5(title, body, content='notes', content_rowid='id');
""")


@mcp.tool()
def add_note(title: str, body: str, tags: list[str] = []) -> int:
    """Save a note."""
    cur = conn.execute("INSERT INTO notes (title, body, tags) VALUES (?, ?, ?)", (title, body, ",".join(tags)))
    conn.execute("INSERT INTO notes_fts (rowid, title, body) VALUES (?, ?, ?)", (cur.lastrowid, title, body))
    conn.commit()
    return cur.lastrowid


@mcp.tool()
def search_notes(query: str, limit: int = 20) -> list[dict]:
    """Full-text search over titles and bodies."""
    rows = conn.execute("SELECT n.id, n.title, snippet(notes_fts, 1, '[', ']', '…', 12) FROM notes_fts JOIN notes n ON n.id = notes_fts.rowid WHERE notes_fts MATCH ? LIMIT ?", (query, min(limit, 100)))
    return [{"id": i, "title": t, "snippet": s} for i, t, s in rows]


@mcp.tool()
def delete_note(note_id: int) -> str:
    """Delete a note by id."""
    conn.execute("DELETE FROM notes WHERE id = ?", (note_id,))
    conn.execute("DELETE FROM notes_fts WHERE rowid = ?", (note_id,))
    conn.commit()
    return "deleted"
${PY_TAIL}`)),

  benign('b10-yaml-safe-py', 'evaluator', 'a config validator: YAML read with yaml.safe_load, checked against a JSON Schema', server('config-check', 'Validate YAML and JSON config files against their schema.', 'py', `import json
from pathlib import Path

import yaml
from jsonschema import Draft202012Validator
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("config-check")


@mcp.tool()
def validate(document: str, schema: str) -> list[str]:
    """Validate a YAML or JSON document (text) against a JSON Schema (text). Returns the errors."""
    data = yaml.safe_load(document)
    validator = Draft202012Validator(json.loads(schema))
    return [f"{'/'.join(map(str, e.path)) or '(root)'}: {e.message}" for e in validator.iter_errors(data)]


@mcp.tool()
def yaml_to_json(path: str) -> str:
    """Convert a YAML file of the project to JSON."""
    p = Path(path).resolve()
    if not p.is_relative_to(Path.cwd().resolve()):
        raise ValueError("only files in the project")
    return json.dumps(list(yaml.safe_load_all(p.read_text())), indent=2, default=str)
${PY_TAIL}`, {}, ['pyyaml', 'jsonschema'])),

  benign('b10-cache-pickle-py', 'fetch', 'a package-docs server caching its own parsed pages with pickle under ~/.cache (only what it wrote itself)', server('docs-cache', 'Search library documentation, cached locally.', 'py', `import hashlib
import pickle
import time
from pathlib import Path

import httpx
from bs4 import BeautifulSoup
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("docs-cache")
CACHE = Path.home() / ".cache" / "docs-cache"
CACHE.mkdir(parents=True, exist_ok=True)
TTL = 24 * 3600


def cached_page(url: str) -> list[str]:
    key = CACHE / (hashlib.sha256(url.encode()).hexdigest() + ".pkl")
    if key.exists() and time.time() - key.stat().st_mtime < TTL:
        with key.open("rb") as f:
            return pickle.load(f)
    html = httpx.get(url, timeout=20, headers={"User-Agent": "docs-cache-mcp/1.0"}).text
    paragraphs = [p.get_text(" ", strip=True) for p in BeautifulSoup(html, "html.parser").find_all(["p", "pre", "li"])]
    with key.open("wb") as f:
        pickle.dump(paragraphs, f)
    return paragraphs


@mcp.tool()
def search_docs(url: str, query: str) -> list[str]:
    """Paragraphs of a documentation page that mention the query."""
    q = query.lower()
    return [p for p in cached_page(url) if q in p.lower()][:30]


@mcp.tool()
def clear_cache() -> str:
    """Remove the cached pages."""
    n = 0
    for f in CACHE.glob("*.pkl"):
        f.unlink()
        n += 1
    return f"removed {n} pages"
${PY_TAIL}`, {}, ['httpx', 'beautifulsoup4'])),

  benign('b10-sandbox-docker-py', 'command-runner', 'a code sandbox: Python snippets run in a throw-away container with no network, read-only root, memory and CPU limits and a timeout', server('py-sandbox', 'Run Python snippets in an isolated container.', 'py', `import subprocess
import uuid

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("py-sandbox")
IMAGE = "python:3.12-slim"


@mcp.tool()
def run_python(code: str, timeout_s: int = 20) -> dict:
    """Run Python code in a fresh container: no network, read-only filesystem, 256 MB, 1 CPU.

    Nothing on the host is visible to the code; the container is removed afterwards.
    """
    name = f"py-sandbox-{uuid.uuid4().hex[:8]}"
    argv = ["docker", "run", "--rm", "-i", "--name", name, "--network", "none", "--read-only", "--tmpfs", "/tmp:size=16m",
            "--memory", "256m", "--cpus", "1", "--pids-limit", "64", "--cap-drop", "ALL", "--security-opt", "no-new-privileges",
            IMAGE, "python", "-"]
    try:
        p = subprocess.run(argv, input=code, capture_output=True, text=True, timeout=min(timeout_s, 60))
    except subprocess.TimeoutExpired:
        subprocess.run(["docker", "kill", name], capture_output=True)
        return {"error": "timed out"}
    return {"exit_code": p.returncode, "stdout": p.stdout[-10000:], "stderr": p.stderr[-5000:]}
${PY_TAIL}`)),

  benign('b10-hash-pool-py', 'workers', 'a checksum server hashing files with a thread pool capped at eight workers and a file-count cap', server('checksums', 'Compute and verify checksums of project files.', 'py', `import hashlib
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("checksums")
WORKERS = min(8, (os.cpu_count() or 2))
MAX_FILES = 20000


def digest(path: Path) -> tuple[str, str]:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return str(path), h.hexdigest()


@mcp.tool()
def checksum_tree(folder: str = ".") -> dict[str, str]:
    """SHA-256 of every file below a folder of the project (at most 20,000 files)."""
    root = Path(folder).resolve()
    if not root.is_relative_to(Path.cwd().resolve()):
        raise ValueError("only folders in the project")
    files = [p for p in root.rglob("*") if p.is_file()][:MAX_FILES]
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        return dict(pool.map(digest, files))


@mcp.tool()
def verify(path: str, expected: str) -> bool:
    """Check one file against an expected SHA-256."""
    return digest(Path(path))[1] == expected.lower()
${PY_TAIL}`)),

  benign('b10-port-status-py', 'network-local', 'a dev-server status tool: is the project\'s own port on 127.0.0.1 answering, and what /health says', server('devserver-status', 'Check whether your local dev servers are up.', 'py', `import socket

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("devserver-status")


@mcp.tool()
def port_open(port: int) -> bool:
    """Whether something listens on 127.0.0.1:port (your own dev server)."""
    if not 1 <= port <= 65535:
        raise ValueError("port out of range")
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.settimeout(0.5)
        return s.connect_ex(("127.0.0.1", port)) == 0


@mcp.tool()
def health(port: int, path: str = "/health") -> dict:
    """GET a health endpoint of a local dev server."""
    r = httpx.get(f"http://127.0.0.1:{port}{path}", timeout=3)
    return {"status": r.status_code, "body": r.text[:2000]}
${PY_TAIL}`, {}, ['httpx'])),

  benign('b10-preview-server-py', 'network-local', 'a static preview server for a built site, bound to 127.0.0.1 on a port the tool picks, stopped by another tool', server('site-preview', 'Serve your built site locally to look at it.', 'py', `import functools
import http.server
import threading
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("site-preview")
running = {}


@mcp.tool()
def start_preview(folder: str = "dist", port: int = 4173) -> str:
    """Serve a built folder of the project at http://127.0.0.1:port/."""
    root = Path(folder).resolve()
    if not root.is_relative_to(Path.cwd().resolve()) or not root.is_dir():
        raise ValueError("the folder must be inside the project")
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(root))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    running[port] = httpd
    return f"serving {root} at http://127.0.0.1:{port}/"


@mcp.tool()
def stop_preview(port: int = 4173) -> str:
    """Stop a preview server."""
    httpd = running.pop(port, None)
    if httpd:
        httpd.shutdown()
    return "stopped" if httpd else "nothing on that port"
${PY_TAIL}`)),

  benign('b10-ssh-hosts-py', 'system-read', 'an SSH helper listing host aliases from ~/.ssh/config and running uptime on one through ssh with argv (keys stay with ssh and its agent)', server('ssh-hosts', 'List your SSH hosts and check they are up.', 'py', `import re
import subprocess
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("ssh-hosts")
CONFIG = Path.home() / ".ssh" / "config"
ALIAS = re.compile(r"^[A-Za-z0-9._-]+$")


def aliases() -> list[str]:
    if not CONFIG.exists():
        return []
    out = []
    for line in CONFIG.read_text().splitlines():
        parts = line.strip().split()
        if len(parts) >= 2 and parts[0].lower() == "host":
            out += [h for h in parts[1:] if "*" not in h and "?" not in h]
    return out


@mcp.tool()
def list_hosts() -> list[str]:
    """Host aliases defined in ~/.ssh/config."""
    return aliases()


@mcp.tool()
def host_uptime(alias: str) -> str:
    """Run uptime on a configured host (BatchMode: never prompts for a password)."""
    if not ALIAS.match(alias) or alias not in aliases():
        raise ValueError("unknown host alias")
    p = subprocess.run(["ssh", "-o", "BatchMode=yes", "-o", "ConnectTimeout=5", alias, "uptime"], capture_output=True, text=True, timeout=15)
    return p.stdout or p.stderr
${PY_TAIL}`)),

  benign('b10-net-diag-py', 'system-read', 'network diagnostics: reads /etc/hosts and /etc/resolv.conf, pings and traceroutes a validated host by argv', server('net-diag', 'Diagnose name resolution and connectivity problems.', 'py', `import ipaddress
import re
import subprocess
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("net-diag")
HOST = re.compile(r"^[A-Za-z0-9.-]{1,253}$")


def host_ok(host: str) -> str:
    try:
        return str(ipaddress.ip_address(host))
    except ValueError:
        if not HOST.match(host) or host.startswith("-"):
            raise ValueError("not a host name")
        return host


@mcp.tool()
def resolver_config() -> dict:
    """The static host entries and DNS servers this machine uses."""
    hosts = [l for l in Path("/etc/hosts").read_text().splitlines() if l.strip() and not l.startswith("#")]
    resolv = [l for l in Path("/etc/resolv.conf").read_text().splitlines() if l.startswith(("nameserver", "search"))]
    return {"hosts": hosts, "resolv.conf": resolv}


@mcp.tool()
def ping(host: str, count: int = 4) -> str:
    """Ping a host a few times."""
    return subprocess.run(["ping", "-c", str(max(1, min(count, 10))), host_ok(host)], capture_output=True, text=True, timeout=30).stdout


@mcp.tool()
def traceroute(host: str) -> str:
    """Trace the route to a host (at most 20 hops)."""
    return subprocess.run(["traceroute", "-m", "20", host_ok(host)], capture_output=True, text=True, timeout=90).stdout
${PY_TAIL}`)),

  benign('b10-crontab-list-py', 'system-read', 'a scheduler helper that lists the user\'s crontab and explains each line (read only; it prints a line for the user to add with crontab -e)', server('cron-explain', 'Explain your cron jobs and write cron expressions.', 'py', `import subprocess

from cron_descriptor import get_description
from croniter import croniter
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("cron-explain")


@mcp.tool()
def list_jobs() -> list[dict]:
    """The current user's cron jobs, each with a plain-English schedule."""
    p = subprocess.run(["crontab", "-l"], capture_output=True, text=True)
    jobs = []
    for line in p.stdout.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split(None, 5)
        expr = " ".join(fields[:5])
        jobs.append({"schedule": expr, "meaning": get_description(expr), "command": fields[5] if len(fields) > 5 else ""})
    return jobs


@mcp.tool()
def suggest_line(expression: str, command: str) -> str:
    """Check a cron expression and return the line for the user to paste into \`crontab -e\` (this tool installs nothing)."""
    if not croniter.is_valid(expression):
        raise ValueError("invalid cron expression")
    return f"{expression} {command}   # {get_description(expression)}"
${PY_TAIL}`, {}, ['cron-descriptor', 'croniter'])),

  benign('b10-systemd-user-py', 'system-read', 'systemctl --user status and journal lines for units named from the user\'s own unit list, argv only', server('user-units', 'Check your systemd user services.', 'py', `import json
import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("user-units")


def units() -> set[str]:
    out = subprocess.run(["systemctl", "--user", "list-units", "--type=service", "--all", "--output=json"], capture_output=True, text=True).stdout
    return {u["unit"] for u in json.loads(out or "[]")}


@mcp.tool()
def list_services() -> list[str]:
    """The user's services."""
    return sorted(units())


@mcp.tool()
def status(unit: str) -> str:
    """Status and the last 50 journal lines of one of the user's services."""
    if unit not in units():
        raise ValueError("unknown unit")
    s = subprocess.run(["systemctl", "--user", "status", "--no-pager", unit], capture_output=True, text=True).stdout
    j = subprocess.run(["journalctl", "--user", "-u", unit, "-n", "50", "--no-pager"], capture_output=True, text=True).stdout
    return s + "\\n" + j


@mcp.tool()
def restart(unit: str) -> str:
    """Restart one of the user's services. Ask the user first."""
    if unit not in units():
        raise ValueError("unknown unit")
    subprocess.run(["systemctl", "--user", "restart", unit], check=True)
    return f"restarted {unit}"
${PY_TAIL}`)),

  benign('b10-log-tail-py', 'system-read', 'log tails from files named in a config allow-list (some under /var/log), lines capped, a grep by fixed string', server('log-tail', 'Tail and search the log files you list.', 'py', `import os
from collections import deque
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("log-tail")
LOGS = {Path(p).name: Path(p) for p in os.environ.get("LOG_FILES", "/var/log/nginx/error.log:/var/log/syslog").split(":")}


def log(name: str) -> Path:
    if name not in LOGS:
        raise ValueError(f"unknown log; configured: {', '.join(LOGS)}")
    return LOGS[name]


@mcp.tool()
def list_logs() -> list[str]:
    """The configured log files."""
    return list(LOGS)


@mcp.tool()
def tail(name: str, lines: int = 100) -> str:
    """Last lines of a configured log (at most 2000)."""
    with log(name).open(errors="replace") as f:
        return "".join(deque(f, maxlen=min(lines, 2000)))


@mcp.tool()
def grep(name: str, text: str, max_hits: int = 200) -> list[str]:
    """Lines of a configured log containing a fixed string."""
    hits = []
    with log(name).open(errors="replace") as f:
        for line in f:
            if text in line:
                hits.append(line.rstrip())
                if len(hits) >= min(max_hits, 1000):
                    break
    return hits
${PY_TAIL}`)),

  benign('b10-settings-env-py', 'retries', 'a Linear server: its API key read from the project\'s .env with pydantic-settings and sent only to Linear\'s API', server('linear-issues', 'Search and create Linear issues.', 'py', `import httpx
from mcp.server.fastmcp import FastMCP
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", extra="ignore")
    linear_api_key: str
    linear_team_id: str


settings = Settings()
mcp = FastMCP("linear-issues")
API = "https://api.linear.app/graphql"


def gql(query: str, variables: dict) -> dict:
    r = httpx.post(API, json={"query": query, "variables": variables}, headers={"Authorization": settings.linear_api_key}, timeout=20)
    r.raise_for_status()
    return r.json()["data"]


@mcp.tool()
def search_issues(text: str) -> list[dict]:
    """Issues whose title or description mention the text."""
    q = "query($t: String!) { issueSearch(query: $t, first: 20) { nodes { identifier title state { name } } } }"
    return gql(q, {"t": text})["issueSearch"]["nodes"]


@mcp.tool()
def create_issue(title: str, description: str = "") -> str:
    """Create an issue in the configured team."""
    q = "mutation($i: IssueCreateInput!) { issueCreate(input: $i) { issue { url } } }"
    return gql(q, {"i": {"teamId": settings.linear_team_id, "title": title, "description": description}})["issueCreate"]["issue"]["url"]
${PY_TAIL}`, {}, ['httpx', 'pydantic-settings'])),
];
