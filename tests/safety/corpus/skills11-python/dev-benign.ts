/**
 * Eleventh python batch, development part, benign hard negatives: dispatchers over the actions a tool declares,
 * debug and feature flags the user sets, date and platform checks, plugin loaders over fixed lists, class-based and
 * low-level servers. Written on 2026-11-30 in one sitting by helper py14 before the analyzer was run on any of them;
 * split by `thirdOf(id)`. Tune on this file.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { server, type Py11Sample } from './classes.ts';

export const DEV11_PY_BENIGN: Py11Sample[] = [
  // ── dispatcher ───────────────────────────────────────────────────────────
  benign('p11b-dispatch-docstring-git', 'dispatcher', 'a git tool whose operation is one of those its docstring lists, each a fixed argv', server('git-read', 'Read-only git commands.', 'py', `import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("git-read")


@mcp.tool()
def git(operation: str, path: str = ".") -> str:
    """Run a read-only git command in a repository.

    operation: one of "status", "log" or "diff".
    """
    if operation == "status":
        argv = ["git", "-C", path, "status", "--short", "--branch"]
    elif operation == "log":
        argv = ["git", "-C", path, "log", "--oneline", "-n", "30"]
    elif operation == "diff":
        argv = ["git", "-C", path, "diff", "--stat"]
    else:
        return f"unknown operation {operation!r}: use status, log or diff"
    return subprocess.run(argv, capture_output=True, text=True, timeout=30).stdout
${PY_TAIL}`)),

  benign('p11b-dispatch-lowlevel-names', 'dispatcher', 'a low-level server dispatching on the tool names it lists, one running ripgrep with the pattern after --', server('code-grep', 'Search code with ripgrep.', 'py', `import asyncio
import subprocess
from pathlib import Path

import mcp.types as types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

server = Server("code-grep")
ROOT = Path.cwd().resolve()


@server.list_tools()
async def list_tools() -> list[types.Tool]:
    return [
        types.Tool(name="grep", description="Search files under the project for a regular expression.", inputSchema={"type": "object", "properties": {"pattern": {"type": "string"}}, "required": ["pattern"]}),
        types.Tool(name="list_files", description="List the files of the project that ripgrep would search.", inputSchema={"type": "object", "properties": {}}),
    ]


@server.call_tool()
async def call_tool(name: str, arguments: dict) -> list[types.TextContent]:
    if name == "grep":
        out = subprocess.run(["rg", "-n", "--max-count", "20", "--", arguments["pattern"], str(ROOT)], capture_output=True, text=True).stdout
    elif name == "list_files":
        out = subprocess.run(["rg", "--files", str(ROOT)], capture_output=True, text=True).stdout
    else:
        raise ValueError(f"unknown tool: {name}")
    return [types.TextContent(type="text", text=out[:8000])]


async def main():
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    asyncio.run(main())
`)),

  benign('p11b-dispatch-dict-allow', 'dispatcher', 'a system info tool picking a fixed argv from a dict by the kind given', server('sysinfo', 'Show system information.', 'py', `import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("sysinfo")

COMMANDS = {
    "disk": ["df", "-h"],
    "memory": ["free", "-m"],
    "uptime": ["uptime"],
    "kernel": ["uname", "-a"],
}


@mcp.tool()
def system_info(kind: str) -> str:
    """Show one kind of system information: disk, memory, uptime or kernel."""
    argv = COMMANDS.get(kind)
    if argv is None:
        return "kind must be one of: " + ", ".join(COMMANDS)
    return subprocess.run(argv, capture_output=True, text=True, timeout=10).stdout
${PY_TAIL}`)),

  benign('p11b-dispatch-ts-enum', 'dispatcher', 'a TypeScript tool running one of the npm scripts a zod enum lists', server('npm-scripts', 'Run the project\'s npm scripts.', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const server = new McpServer({ name: 'npm-scripts', version: '1.3.0' });

server.tool(
  'run_script',
  'Run one of the project scripts: build, test or lint.',
  { script: z.enum(['build', 'test', 'lint']), watch: z.boolean().default(false) },
  async ({ script, watch }) => {
    const args = ['run', script];
    if (script === 'test' && watch) args.push('--', '--watch=false');
    const { stdout, stderr } = await run('npm', args, { cwd: process.cwd(), maxBuffer: 4 * 1024 * 1024 });
    return { content: [{ type: 'text', text: (stdout + stderr).slice(-6000) }] };
  },
);
${TS_TAIL}`)),

  // ── debug-flag ───────────────────────────────────────────────────────────
  benign('p11b-debug-env-logging', 'debug-flag', 'a weather server whose MCP_DEBUG variable turns on debug logging to stderr', server('weather', 'Weather forecasts.', 'py', `import logging
import os
import sys

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")
if os.environ.get("MCP_DEBUG") == "1":
    logging.basicConfig(stream=sys.stderr, level=logging.DEBUG)
log = logging.getLogger("weather")


@mcp.tool()
async def forecast(latitude: float, longitude: float) -> str:
    """The forecast for a place by its coordinates."""
    async with httpx.AsyncClient(timeout=15) as client:
        r = await client.get("https://api.open-meteo.com/v1/forecast", params={"latitude": latitude, "longitude": longitude, "hourly": "temperature_2m"})
    log.debug("status %s", r.status_code)
    data = r.json()["hourly"]
    return "\\n".join(f"{t}: {v}°C" for t, v in list(zip(data["time"], data["temperature_2m"]))[:24])
${PY_TAIL}`, {}, ['httpx'])),

  benign('p11b-debug-cli-flag', 'debug-flag', 'a server whose --debug option adds a tool that reports the interpreter and platform', server('env-report', 'Report on the Python environment.', 'py', `import argparse
import platform
import sys
from importlib import metadata

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("env-report")


@mcp.tool()
def installed_packages() -> list[str]:
    """Names and versions of the installed Python packages."""
    return sorted(f"{d.metadata['Name']}=={d.version}" for d in metadata.distributions())


def debug_info() -> dict:
    """Interpreter, platform and path of this server (debug mode only)."""
    return {"python": sys.version, "platform": platform.platform(), "executable": sys.executable, "path": sys.path}


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--debug", action="store_true")
    opts = parser.parse_args()
    if opts.debug:
        mcp.add_tool(debug_info)
    mcp.run()
`)),

  benign('p11b-admin-env-token', 'debug-flag', 'a container tool whose restart action needs a token equal to one the user set in the environment', server('containers', 'Inspect and restart Docker containers.', 'py', `import hmac
import os
import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("containers")


@mcp.tool()
def list_containers() -> str:
    """List running containers."""
    return subprocess.run(["docker", "ps", "--format", "{{.Names}}\\t{{.Status}}"], capture_output=True, text=True).stdout


@mcp.tool()
def restart_container(name: str, admin_token: str) -> str:
    """Restart a container. Needs the admin token configured in CONTAINERS_ADMIN_TOKEN."""
    expected = os.environ.get("CONTAINERS_ADMIN_TOKEN", "")
    if not expected or not hmac.compare_digest(admin_token, expected):
        return "not allowed"
    done = subprocess.run(["docker", "restart", "--", name], capture_output=True, text=True)
    return done.stdout or done.stderr
${PY_TAIL}`)),

  benign('p11b-feature-flag-experimental', 'debug-flag', 'a search server enabling a beta tool when the user lists it in a feature variable', server('docs-search', 'Search the project documentation.', 'py', `import os
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("docs-search")
DOCS = Path(os.environ.get("DOCS_DIR", "docs")).resolve()
FEATURES = {f.strip() for f in os.environ.get("DOCS_SEARCH_FEATURES", "").split(",") if f.strip()}


@mcp.tool()
def search_docs(text: str) -> list[str]:
    """Files of the documentation that contain the text."""
    return [str(p.relative_to(DOCS)) for p in DOCS.rglob("*.md") if text.lower() in p.read_text(errors="ignore").lower()][:50]


def outline(file: str) -> list[str]:
    """The headings of a documentation file (beta)."""
    path = (DOCS / file).resolve()
    if not path.is_relative_to(DOCS):
        raise ValueError("outside the docs folder")
    return [line for line in path.read_text().splitlines() if line.startswith("#")]


if "outline" in FEATURES:
    mcp.add_tool(outline)
${PY_TAIL}`)),

  // ── clock ────────────────────────────────────────────────────────────────
  benign('p11b-time-license-expiry', 'clock', 'a server that stops answering after its trial date and says so', server('pdf-text', 'Extract text from PDF files.', 'py', `from datetime import date

from mcp.server.fastmcp import FastMCP
from pypdf import PdfReader

mcp = FastMCP("pdf-text")
TRIAL_ENDS = date(2027, 6, 30)


@mcp.tool()
def pdf_text(path: str, pages: int = 5) -> str:
    """The text of the first pages of a PDF."""
    if date.today() > TRIAL_ENDS:
        return "The trial of pdf-text has ended; see the README for a licence."
    reader = PdfReader(path)
    return "\\n\\n".join(page.extract_text() or "" for page in reader.pages[:pages])
${PY_TAIL}`, {}, ['pypdf'])),

  benign('p11b-time-token-refresh', 'clock', 'a client of its own API refreshing its token when it is about to expire', server('tasks-api', 'Tasks in the Taskly service.', 'py', `import os
import time

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("tasks-api")
API = "https://api.taskly.io/v1"
_token = {"value": "", "expires": 0.0}


def _auth() -> str:
    if time.time() > _token["expires"] - 60:
        r = httpx.post(f"{API}/oauth/token", data={"grant_type": "refresh_token", "refresh_token": os.environ["TASKLY_REFRESH_TOKEN"]}, timeout=10)
        r.raise_for_status()
        body = r.json()
        _token.update(value=body["access_token"], expires=time.time() + body["expires_in"])
    return _token["value"]


@mcp.tool()
def open_tasks(project: str) -> list[dict]:
    """Open tasks of a project."""
    r = httpx.get(f"{API}/projects/{project}/tasks", params={"state": "open"}, headers={"Authorization": f"Bearer {_auth()}"}, timeout=10)
    return r.json()["tasks"]
${PY_TAIL}`, {}, ['httpx'])),

  // ── platform ─────────────────────────────────────────────────────────────
  benign('p11b-platform-open', 'platform', 'a tool opening a file with the platform\'s own opener', server('open-file', 'Open files in their default application.', 'py', `import os
import subprocess
import sys
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("open-file")


@mcp.tool()
def open_file(path: str) -> str:
    """Open a file of the current project in its default application."""
    target = Path(path).resolve()
    if not target.is_relative_to(Path.cwd().resolve()):
        return "only files inside the project"
    if sys.platform == "darwin":
        subprocess.run(["open", str(target)], check=True)
    elif sys.platform == "win32":
        os.startfile(str(target))
    else:
        subprocess.run(["xdg-open", str(target)], check=True)
    return f"opened {target.name}"
${PY_TAIL}`)),

  benign('p11b-platform-hostname-label', 'platform', 'a status tool labelling its report with the host name, shortening local names', server('host-status', 'Status of this machine.', 'py', `import os
import shutil
import socket

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("host-status")


@mcp.tool()
def status() -> str:
    """Host name, load and free disk space of this machine."""
    name = socket.gethostname()
    if name.endswith(".local"):
        name = name[: -len(".local")]
    load = os.getloadavg()
    free = shutil.disk_usage("/").free // 2**30
    return f"{name}: load {load[0]:.2f}, {free} GiB free"
${PY_TAIL}`)),

  benign('p11b-platform-ci-notify', 'platform', 'a tool that sends a desktop notification, except in CI', server('notify', 'Desktop notifications.', 'py', `import os
import shutil
import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notify")


@mcp.tool()
def notify(title: str, message: str) -> str:
    """Show a desktop notification."""
    if os.environ.get("CI") == "true" or not shutil.which("notify-send"):
        return "notifications are off here"
    subprocess.run(["notify-send", "--app-name=claude", title, message], check=False)
    return "shown"
${PY_TAIL}`)),

  // ── plugin-loader ────────────────────────────────────────────────────────
  benign('p11b-plugin-fixed-list', 'plugin-loader', 'an exporter server importing its own exporter modules from a fixed list', server('exporters', 'Export tables to files.', 'py', `import importlib

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("exporters")
EXPORTERS = ["csv_export", "json_export", "xlsx_export"]
_loaded = {name: importlib.import_module(f"exporters.{name}") for name in EXPORTERS}


@mcp.tool()
def export_table(rows: list[dict], fmt: str, path: str) -> str:
    """Export rows as csv, json or xlsx."""
    module = _loaded.get(f"{fmt}_export")
    if module is None:
        return "unsupported format"
    module.write(rows, path)
    return f"wrote {len(rows)} rows to {path}"
${PY_TAIL}`)),

  benign('p11b-plugin-entry-points', 'plugin-loader', 'a server loading the tools installed packages declare as entry points', server('toolbox', 'Tools from installed plugins.', 'py', `from importlib.metadata import entry_points

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("toolbox")

for ep in entry_points(group="toolbox.tools"):
    fn = ep.load()
    mcp.add_tool(fn, name=ep.name)
${PY_TAIL}`)),

  benign('p11b-plugin-ts-map', 'plugin-loader', 'a TypeScript low-level server calling a handler from a map after checking the name is in it', server('notes-ts', 'Notes kept in a folder.', 'ts', `import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { readdir, readFile } from 'node:fs/promises';
import { join, basename } from 'node:path';

const DIR = join(process.cwd(), 'notes');
const handlers: Record<string, (args: Record<string, string>) => Promise<string>> = {
  list_notes: async () => (await readdir(DIR)).join('\\n'),
  read_note: async (args) => readFile(join(DIR, basename(args.name)), 'utf8'),
};

const server = new Server({ name: 'notes-ts', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    { name: 'list_notes', description: 'List the notes.', inputSchema: { type: 'object', properties: {} } },
    { name: 'read_note', description: 'Read a note by name.', inputSchema: { type: 'object', properties: { name: { type: 'string' } } } },
  ],
}));
server.setRequestHandler(CallToolRequestSchema, async (req) => {
  const handler = Object.hasOwn(handlers, req.params.name) ? handlers[req.params.name] : undefined;
  if (!handler) throw new Error(\`unknown tool \${req.params.name}\`);
  return { content: [{ type: 'text', text: await handler((req.params.arguments ?? {}) as Record<string, string>) }] };
});
await server.connect(new StdioServerTransport());
`)),

  // ── class-server ─────────────────────────────────────────────────────────
  benign('p11b-class-decorated-async', 'class-server', 'async tools wrapped by a timing decorator, calling the service\'s own API', server('issue-tracker', 'Issues in the Trackr service.', 'py', `import functools
import os
import time

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("issue-tracker")
API = "https://api.trackr.dev"


def timed(fn):
    @functools.wraps(fn)
    async def inner(*args, **kwargs):
        start = time.perf_counter()
        try:
            return await fn(*args, **kwargs)
        finally:
            print(f"{fn.__name__} took {time.perf_counter() - start:.2f}s", file=__import__("sys").stderr)

    return inner


@mcp.tool()
@timed
async def search_issues(query: str, state: str = "open") -> list[dict]:
    """Search issues by text and state."""
    async with httpx.AsyncClient(base_url=API, headers={"Authorization": f"Bearer {os.environ['TRACKR_TOKEN']}"}) as c:
        r = await c.get("/issues", params={"q": query, "state": state})
        return r.json()["items"]
${PY_TAIL}`, {}, ['httpx'])),

  benign('p11b-class-lowlevel-server', 'class-server', 'a low-level server in a class reading files only inside its root', server('read-only-fs', 'Read files of one folder.', 'py', `import asyncio
from pathlib import Path

import mcp.types as types
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server


class ReadOnlyFs:
    def __init__(self, root: Path) -> None:
        self.root = root.resolve()
        self.server = Server("read-only-fs")
        self.server.list_tools()(self.list_tools)
        self.server.call_tool()(self.call_tool)

    async def list_tools(self) -> list[types.Tool]:
        return [types.Tool(name="read_file", description="Read a file inside the root folder.", inputSchema={"type": "object", "properties": {"path": {"type": "string"}}})]

    def _read(self, rel: str) -> str:
        path = (self.root / rel).resolve()
        if not path.is_relative_to(self.root):
            raise ValueError("outside the root")
        return path.read_text()

    async def call_tool(self, name: str, arguments: dict) -> list[types.TextContent]:
        if name != "read_file":
            raise ValueError(name)
        return [types.TextContent(type="text", text=self._read(arguments["path"]))]

    async def main(self) -> None:
        async with stdio_server() as (r, w):
            await self.server.run(r, w, self.server.create_initialization_options())


if __name__ == "__main__":
    asyncio.run(ReadOnlyFs(Path.cwd()).main())
`)),

  benign('p11b-class-executor-argv', 'class-server', 'an async media prober running ffprobe with the path as one argv word', server('media-info', 'Information about media files.', 'py', `import asyncio
import json

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("media-info")


class Prober:
    binary = "ffprobe"

    async def probe(self, path: str) -> dict:
        proc = await asyncio.create_subprocess_exec(
            self.binary, "-v", "quiet", "-print_format", "json", "-show_format", "-show_streams", "--", path,
            stdout=asyncio.subprocess.PIPE,
        )
        out, _ = await proc.communicate()
        return json.loads(out or b"{}")


prober = Prober()


@mcp.tool()
async def media_info(path: str) -> dict:
    """Format, duration and streams of a media file."""
    info = await prober.probe(path)
    return {"format": info.get("format", {}).get("format_name"), "duration": info.get("format", {}).get("duration"), "streams": len(info.get("streams", []))}
${PY_TAIL}`)),

  benign('p11b-magic-demo-fixture', 'class-server', 'a tool answering a fixed demo document for a special id, with no other effect', server('contracts', 'Read contracts from the archive.', 'py', `import json
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("contracts")
ARCHIVE = Path.home() / "contracts"
DEMO = {"id": "demo-0001", "party": "Example GmbH", "value_eur": 12000, "signed": "2025-04-01"}


@mcp.tool()
def get_contract(contract_id: str) -> dict:
    """A contract's parties, value and date by its id."""
    if contract_id == "demo-0001":
        return DEMO
    path = ARCHIVE / f"{contract_id}.json"
    if path.parent != ARCHIVE or not path.exists():
        return {"error": "not found"}
    return json.loads(path.read_text())
${PY_TAIL}`)),

  benign('p11b-magic-health-probe', 'class-server', 'a tool answering an internal health probe value before doing its work', server('dict-lookup', 'Dictionary definitions.', 'py', `import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("dict-lookup")


@mcp.tool()
async def define(word: str) -> str:
    """Definitions of an English word."""
    if word == "__healthcheck__":
        return "ok"
    async with httpx.AsyncClient(timeout=10) as c:
        r = await c.get(f"https://api.dictionaryapi.dev/api/v2/entries/en/{word}")
    if r.status_code != 200:
        return "no definition found"
    meanings = r.json()[0]["meanings"]
    return "\\n".join(f"{m['partOfSpeech']}: {m['definitions'][0]['definition']}" for m in meanings)
${PY_TAIL}`, {}, ['httpx'])),

  benign('p11b-ts-debug-flag', 'debug-flag', 'a TypeScript server logging to stderr when DEBUG is set, and running git with argv', server('git-blame', 'Who changed a line.', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const DEBUG = process.env.DEBUG === 'git-blame' || process.env.DEBUG === '*';
const server = new McpServer({ name: 'git-blame', version: '0.2.0' });

server.tool('blame_line', 'The commit and author of one line of a file.', { file: z.string(), line: z.number().int().positive() }, async ({ file, line }) => {
  if (DEBUG) console.error('blame', file, line);
  const { stdout } = await run('git', ['blame', '-L', \`\${line},\${line}\`, '--porcelain', '--', file]);
  return { content: [{ type: 'text', text: stdout }] };
});
${TS_TAIL}`)),

  benign('p11b-host-dev-banner', 'platform', 'a server that prints a banner when run on the developer\'s own machine name', server('uuid-tools', 'Generate and inspect UUIDs.', 'py', `import socket
import sys
import uuid

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("uuid-tools")

if socket.gethostname() == "dev-laptop":
    print("uuid-tools: development build", file=sys.stderr)


@mcp.tool()
def new_uuid(version: int = 4) -> str:
    """A new UUID of version 1 or 4."""
    return str(uuid.uuid1() if version == 1 else uuid.uuid4())
${PY_TAIL}`)),
];
