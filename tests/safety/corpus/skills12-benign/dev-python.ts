/**
 * Twelfth benign batch, development part: Python MCP servers (FastMCP) — a delete tool behind a feature flag, a
 * key's last four characters in a debug log, retries with exponential backoff, a cache cleared under the server's
 * own folder, a dispatcher over a Literal of actions, an AST calculator, a Secret manifest returned as YAML, an
 * HMAC-signed webhook, a CI environment report of names, a monthly archive of its own notes, a host-name list
 * for GPU machines, dependencies near popular names, a `--print-config` switch. Written on 2026-11-30 by helper
 * benign15 before the analyzer was run on any of them. Tune on this file.
 */
import { benign, PY_TAIL } from '../skills/build.ts';
import { type Benign12Sample, server } from './classes.ts';

export const DEV12_PYTHON: Benign12Sample[] = [
  benign('b15-py-feature-flag', 'feature-flag', 'a notes server whose delete tool exists only when NOTES_ALLOW_DELETE=1, deleting one file inside its folder after a containment check', server('mdnotes', 'Markdown notes in a folder: list, read, append; delete when enabled.', 'py', `import os
from pathlib import Path

from mcp.server.fastmcp import FastMCP

ROOT = Path(os.environ.get("NOTES_DIR", Path.home() / "notes")).resolve()
mcp = FastMCP("mdnotes")


def inside(name: str) -> Path:
    p = (ROOT / name).resolve()
    if not p.is_relative_to(ROOT) or p.suffix != ".md":
        raise ValueError("only .md files inside the notes folder")
    return p


@mcp.tool()
def list_notes() -> list[str]:
    """Names of the notes, newest first."""
    return [p.name for p in sorted(ROOT.glob("*.md"), key=lambda p: p.stat().st_mtime, reverse=True)]


@mcp.tool()
def read_note(name: str) -> str:
    """Text of one note."""
    return inside(name).read_text()


@mcp.tool()
def append_note(name: str, text: str) -> str:
    """Append a paragraph to a note (created if missing)."""
    with inside(name).open("a") as f:
        f.write("\\n" + text.strip() + "\\n")
    return "ok"


if os.environ.get("NOTES_ALLOW_DELETE") == "1":

    @mcp.tool()
    def delete_note(name: str) -> str:
        """Delete one note (enabled by NOTES_ALLOW_DELETE=1)."""
        inside(name).unlink()
        return f"deleted {name}"
${PY_TAIL}`)),

  benign('b15-py-debug-last4', 'token-suffix', 'a Todoist server: with TODOIST_DEBUG set it logs which key is in use by its last four characters, to stderr', server('todoist-lite', 'Read and add Todoist tasks.', 'py', `import logging
import os
import sys

import httpx
from mcp.server.fastmcp import FastMCP

TOKEN = os.environ["TODOIST_API_TOKEN"]
DEBUG = os.environ.get("TODOIST_DEBUG") == "1"
logging.basicConfig(stream=sys.stderr, level=logging.DEBUG if DEBUG else logging.INFO)
log = logging.getLogger("todoist-lite")
if DEBUG:
    log.debug("token ...%s (%d chars)", TOKEN[-4:], len(TOKEN))
    print(f"[todoist-lite] debug on, token ending {TOKEN[-4:]}", file=sys.stderr)

api = httpx.Client(base_url="https://api.todoist.com/rest/v2", headers={"Authorization": f"Bearer {TOKEN}"}, timeout=20)
mcp = FastMCP("todoist-lite")


@mcp.tool()
def tasks(filter: str = "today | overdue") -> list[dict]:
    """Tasks matching a Todoist filter."""
    r = api.get("/tasks", params={"filter": filter})
    r.raise_for_status()
    return [{"id": t["id"], "content": t["content"], "due": (t.get("due") or {}).get("date")} for t in r.json()]


@mcp.tool()
def add_task(content: str, due: str = "") -> str:
    """Add a task; due in Todoist's words ("tomorrow 9am")."""
    r = api.post("/tasks", json={"content": content, **({"due_string": due} if due else {})})
    r.raise_for_status()
    return r.json()["url"]
${PY_TAIL}`)),

  benign('b15-py-retry-backoff', 'retry-poll', 'a weather server: retries 429 and 5xx with exponential backoff and jitter, capped at five tries and 30 s', server('weather-retry', 'Current weather and forecasts from Open-Meteo.', 'py', `import random
import time

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather-retry")
client = httpx.Client(base_url="https://api.open-meteo.com/v1", timeout=15)


def get(path: str, params: dict) -> dict:
    for attempt in range(5):
        r = client.get(path, params=params)
        if r.status_code != 429 and r.status_code < 500:
            r.raise_for_status()
            return r.json()
        time.sleep(min(2**attempt + random.random(), 30))
    r.raise_for_status()
    return r.json()


@mcp.tool()
def forecast(latitude: float, longitude: float, days: int = 3) -> dict:
    """Daily max/min temperature and precipitation for the next days."""
    return get("/forecast", {"latitude": latitude, "longitude": longitude, "forecast_days": min(days, 16), "daily": "temperature_2m_max,temperature_2m_min,precipitation_sum", "timezone": "auto"})
${PY_TAIL}`)),

  benign('b15-py-cache-clear', 'cache-cleanup', 'a page-fetch server with an on-disk cache under ~/.cache/fetch-md and a clear_cache tool that removes that folder tree', server('fetch-md', 'Fetch web pages as Markdown, cached for an hour.', 'py', `import hashlib
import shutil
import time
from pathlib import Path

import httpx
from markdownify import markdownify
from mcp.server.fastmcp import FastMCP

CACHE = Path.home() / ".cache" / "fetch-md"
CACHE.mkdir(parents=True, exist_ok=True)
mcp = FastMCP("fetch-md")


@mcp.tool()
def fetch(url: str) -> str:
    """The page at url as Markdown (cached one hour)."""
    f = CACHE / (hashlib.sha256(url.encode()).hexdigest() + ".md")
    if f.exists() and time.time() - f.stat().st_mtime < 3600:
        return f.read_text()
    html = httpx.get(url, follow_redirects=True, timeout=20).text
    md = markdownify(html)
    f.write_text(md)
    return md


@mcp.tool()
def clear_cache() -> str:
    """Delete every cached page."""
    n = sum(1 for _ in CACHE.glob("*.md"))
    shutil.rmtree(CACHE, ignore_errors=True)
    CACHE.mkdir(parents=True, exist_ok=True)
    return f"removed {n} cached pages"
${PY_TAIL}`, {}, ['httpx', 'markdownify'])),

  benign('b15-py-dispatch-literal', 'argv-tools', 'a git server: one tool whose action is a Literal of status/log/diff/branches, each mapped to a fixed git argv', server('git-peek', 'Read-only git: status, log, diff, branches.', 'py', `import subprocess
from typing import Literal

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("git-peek")
COMMANDS = {
    "status": ["git", "status", "--short", "--branch"],
    "log": ["git", "log", "--oneline", "-n", "30"],
    "diff": ["git", "diff", "--stat"],
    "branches": ["git", "branch", "-vv"],
}


@mcp.tool()
def git(action: Literal["status", "log", "diff", "branches"], repo: str = ".") -> str:
    """Run one read-only git command in a repository."""
    if action not in COMMANDS:
        raise ValueError(f"unknown action {action}")
    out = subprocess.run(COMMANDS[action], cwd=repo, capture_output=True, text=True, timeout=30)
    return out.stdout or out.stderr
${PY_TAIL}`)),

  benign('b15-py-calc-ast', 'argv-tools', 'a calculator server: parses the expression with ast and evaluates only numbers and arithmetic operators (no eval)', server('safe-calc', 'Evaluate arithmetic expressions exactly.', 'py', `import ast
import math
import operator
from fractions import Fraction

from mcp.server.fastmcp import FastMCP

OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv, ast.Pow: operator.pow, ast.USub: operator.neg, ast.Mod: operator.mod}
FUNCS = {"sqrt": math.sqrt, "log": math.log, "sin": math.sin, "cos": math.cos}
mcp = FastMCP("safe-calc")


def ev(node: ast.AST):
    if isinstance(node, ast.Expression):
        return ev(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
        return Fraction(node.value) if isinstance(node.value, int) else node.value
    if isinstance(node, ast.BinOp) and type(node.op) in OPS:
        if isinstance(node.op, ast.Pow) and abs(ev(node.right)) > 1000:
            raise ValueError("exponent too large")
        return OPS[type(node.op)](ev(node.left), ev(node.right))
    if isinstance(node, ast.UnaryOp) and type(node.op) in OPS:
        return OPS[type(node.op)](ev(node.operand))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FUNCS and len(node.args) == 1:
        return FUNCS[node.func.id](float(ev(node.args[0])))
    raise ValueError("only numbers, + - * / % ** and sqrt/log/sin/cos")


@mcp.tool()
def calculate(expression: str) -> str:
    """Evaluate an arithmetic expression; integers and fractions stay exact."""
    if len(expression) > 500:
        raise ValueError("expression too long")
    return str(ev(ast.parse(expression, mode="eval")))
${PY_TAIL}`)),

  benign('b15-py-k8s-secret-yaml', 'encoded-config', 'a Kubernetes helper server: a tool returns a Secret manifest with base64 values for the user to review; nothing is sent or applied', server('k8s-manifests', 'Generate Kubernetes manifests (Deployment, Service, Secret) from a few answers.', 'py', `import base64

import yaml
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("k8s-manifests")


@mcp.tool()
def secret_manifest(name: str, namespace: str, values: dict[str, str]) -> str:
    """A Secret manifest (type Opaque) with the given keys; values are base64-encoded as Kubernetes requires."""
    doc = {
        "apiVersion": "v1",
        "kind": "Secret",
        "metadata": {"name": name, "namespace": namespace},
        "type": "Opaque",
        "data": {k: base64.b64encode(v.encode()).decode() for k, v in values.items()},
    }
    return yaml.safe_dump(doc, sort_keys=False)


@mcp.tool()
def service_manifest(name: str, port: int, target_port: int) -> str:
    """A ClusterIP Service for a Deployment labelled app=<name>."""
    return yaml.safe_dump({"apiVersion": "v1", "kind": "Service", "metadata": {"name": name}, "spec": {"selector": {"app": name}, "ports": [{"port": port, "targetPort": target_port}]}}, sort_keys=False)
${PY_TAIL}`, {}, ['pyyaml'])),

  benign('b15-py-webhook-sign', 'signed-request', 'a webhook test server: signs a JSON payload with HMAC-SHA256, base64 in a header, and posts it to the webhook URL the user configured', server('webhook-tester', 'Send signed test events to your own webhook endpoint.', 'py', `import base64
import hashlib
import hmac
import json
import os
import time

import httpx
from mcp.server.fastmcp import FastMCP

URL = os.environ["WEBHOOK_URL"]
SECRET = os.environ["WEBHOOK_SECRET"].encode()
mcp = FastMCP("webhook-tester")


@mcp.tool()
def send_event(event_type: str, data: dict) -> dict:
    """POST a signed test event to WEBHOOK_URL and return the status and body."""
    body = json.dumps({"type": event_type, "created": int(time.time()), "data": data}).encode()
    sig = base64.b64encode(hmac.new(SECRET, body, hashlib.sha256).digest()).decode()
    r = httpx.post(URL, content=body, headers={"Content-Type": "application/json", "X-Signature-256": sig}, timeout=15)
    return {"status": r.status_code, "body": r.text[:2000]}
${PY_TAIL}`)),

  benign('b15-py-ci-env-report', 'env-names', 'a CI debugging server: reports which CI variables are set (names only; values only for a fixed list of non-secret ones like GITHUB_REF)', server('ci-context', 'Explain the CI environment a job runs in (provider, branch, which variables are set).', 'py', `import os

from mcp.server.fastmcp import FastMCP

SHOWN = {"CI", "GITHUB_REF", "GITHUB_SHA", "GITHUB_WORKFLOW", "GITHUB_EVENT_NAME", "RUNNER_OS", "GITLAB_CI", "CI_COMMIT_BRANCH"}
mcp = FastMCP("ci-context")


@mcp.tool()
def ci_environment() -> dict:
    """The CI provider, safe values, and the names (not values) of every other variable."""
    provider = "github" if "GITHUB_ACTIONS" in os.environ else "gitlab" if "GITLAB_CI" in os.environ else "unknown"
    return {
        "provider": provider,
        "values": {k: os.environ[k] for k in sorted(SHOWN) if k in os.environ},
        "set_names": sorted(k for k in os.environ if k not in SHOWN),
    }
${PY_TAIL}`)),

  benign('b15-py-monthly-archive', 'clock-host-branch', 'a journal server: on the first call of a new month it zips last month\'s entries and removes that month\'s folder (its own data)', server('daily-journal', 'A daily journal: write today\'s entry, read past ones.', 'py', `import shutil
from datetime import date, timedelta
from pathlib import Path

from mcp.server.fastmcp import FastMCP

ROOT = Path.home() / ".local" / "share" / "daily-journal"
ROOT.mkdir(parents=True, exist_ok=True)
mcp = FastMCP("daily-journal")


def archive_last_month() -> None:
    today = date.today()
    if today.day != 1:
        return
    last = (today - timedelta(days=1)).strftime("%Y-%m")
    folder = ROOT / last
    if folder.is_dir():
        shutil.make_archive(str(ROOT / "archive" / last), "zip", folder)
        shutil.rmtree(folder)


@mcp.tool()
def write_entry(text: str) -> str:
    """Append to today's entry."""
    archive_last_month()
    d = date.today()
    f = ROOT / d.strftime("%Y-%m") / f"{d.isoformat()}.md"
    f.parent.mkdir(parents=True, exist_ok=True)
    with f.open("a") as fh:
        fh.write(text.strip() + "\\n\\n")
    return str(f)


@mcp.tool()
def read_entry(day: str) -> str:
    """Entry of a day (YYYY-MM-DD) of the current month."""
    d = date.fromisoformat(day)
    f = ROOT / d.strftime("%Y-%m") / f"{d.isoformat()}.md"
    return f.read_text() if f.exists() else "no entry"
${PY_TAIL}`)),

  benign('b15-py-gpu-hosts', 'clock-host-branch', 'a training-jobs server: on the lab\'s GPU hosts (by host name) it lists GPUs with nvidia-smi, elsewhere it says none', server('train-status', 'Status of local training runs and GPUs.', 'py', `import json
import socket
import subprocess
from pathlib import Path

from mcp.server.fastmcp import FastMCP

GPU_HOSTS = {"lab-gpu-01", "lab-gpu-02", "dgx-a100"}
RUNS = Path.home() / "runs"
mcp = FastMCP("train-status")


@mcp.tool()
def gpus() -> str:
    """GPU use on this machine."""
    if socket.gethostname().split(".")[0] not in GPU_HOSTS:
        return "this machine has no GPUs configured"
    out = subprocess.run(["nvidia-smi", "--query-gpu=name,utilization.gpu,memory.used,memory.total", "--format=csv,noheader"], capture_output=True, text=True, timeout=20)
    return out.stdout


@mcp.tool()
def runs() -> list[dict]:
    """Training runs under ~/runs with their last logged metrics."""
    result = []
    for d in sorted(RUNS.glob("*/metrics.jsonl")):
        lines = d.read_text().splitlines()
        result.append({"run": d.parent.name, "last": json.loads(lines[-1]) if lines else None})
    return result
${PY_TAIL}`)),

  benign('b15-py-near-deps', 'near-name-real', 'a config-format server whose dependencies sit one edit from popular names and are real packages themselves (orjson, hjson, oyaml, aiofiles, docopt)', server('confconv', 'Convert config files between JSON, HJSON, YAML and TOML.', 'py', `from pathlib import Path

import aiofiles
import hjson
import orjson
import oyaml
import tomli_w
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("confconv")
READERS = {".json": orjson.loads, ".hjson": hjson.loads, ".yaml": oyaml.safe_load, ".yml": oyaml.safe_load}
WRITERS = {"json": lambda d: orjson.dumps(d, option=orjson.OPT_INDENT_2).decode(), "yaml": lambda d: oyaml.safe_dump(d), "toml": tomli_w.dumps, "hjson": hjson.dumps}


@mcp.tool()
async def convert(path: str, to: str) -> str:
    """Read a config file and return it converted to json, yaml, toml or hjson (key order kept)."""
    async with aiofiles.open(path) as f:
        text = await f.read()
    data = READERS[Path(path).suffix](text)
    return WRITERS[to](data)
${PY_TAIL}`, {
    'requirements.txt': 'mcp[cli]>=1.9\norjson==3.10.7\nhjson==3.1.0\noyaml==1.0\naiofiles==24.1.0\ntomli-w==1.0.0\ndocopt==0.6.2\n',
  }, ['orjson', 'hjson', 'oyaml', 'aiofiles', 'tomli-w', 'docopt'])),

  benign('b15-py-print-config', 'token-suffix', 'a Linear server with a --print-config switch that prints its settings to stdout with the key masked, and exits before serving', server('linear-lite', 'Linear issues: search, create, comment.', 'py', `import json
import os
import sys

import httpx
from mcp.server.fastmcp import FastMCP

KEY = os.environ.get("LINEAR_API_KEY", "")
TEAM = os.environ.get("LINEAR_TEAM", "ENG")


def masked(value: str) -> str:
    return "(unset)" if not value else "*" * 8 + value[-4:]


if "--print-config" in sys.argv:
    print(json.dumps({"team": TEAM, "api_key": masked(KEY), "endpoint": "https://api.linear.app/graphql"}, indent=2))
    sys.exit(0)

mcp = FastMCP("linear-lite")


def gql(query: str, variables: dict) -> dict:
    r = httpx.post("https://api.linear.app/graphql", json={"query": query, "variables": variables}, headers={"Authorization": KEY}, timeout=20)
    r.raise_for_status()
    return r.json()["data"]


@mcp.tool()
def search_issues(text: str) -> list[dict]:
    """Issues whose title or description contain the text."""
    q = "query($t: String!) { searchIssues(term: $t, first: 20) { nodes { identifier title state { name } } } }"
    return gql(q, {"t": text})["searchIssues"]["nodes"]
${PY_TAIL}`)),
];
