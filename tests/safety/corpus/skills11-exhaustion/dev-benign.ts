/**
 * Eleventh exhaustion batch, development part, benign: the malicious side's
 * constructs under a bound. Written on 2026-11-30 with the malicious side,
 * before the analyzer was run on any of them.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { type Exhaustion11Sample, goServer, server } from './classes.ts';

export const DEV11_BENIGN: Exhaustion11Sample[] = [
  // ── polling timers: fixed intervals, nothing kept ────────────────────
  benign('ok11-tm-ts-rearm-backoff', 'polling-timer', 'a deploy-status server polling with a re-armed timeout that backs off to a minute', server('deploy-status', 'Status of the last deploy.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'deploy-status', version: '1.4.0' });
const API = process.env.DEPLOY_API ?? 'https://deploy.example.com/api';
let last = 'unknown';
let delay = 1000;

async function poll() {
  try {
    const res = await fetch(\`\${API}/status\`);
    last = (await res.json()).state;
    delay = 1000;
  } catch {
    delay = Math.min(delay * 2, 60_000);
  }
  setTimeout(poll, delay);
}
poll();

server.tool('deploy_status', 'The state of the last deploy.', {}, async () => ({ content: [{ type: 'text', text: last }] }));
${TS_TAIL}`)),

  benign('ok11-tm-py-timer-refresh', 'polling-timer', 'a FastMCP server refreshing its token every five minutes with a re-armed timer, replacing the old one', server('calendar-lite', 'Read today\'s calendar.', 'py', `import os
import threading

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("calendar-lite")
_token = {"value": ""}


def _refresh():
    r = httpx.post("https://calendar.example.com/oauth/token", data={"grant_type": "refresh_token", "refresh_token": os.environ["CAL_REFRESH"]})
    _token["value"] = r.json()["access_token"]
    threading.Timer(300, _refresh).start()


_refresh()


@mcp.tool()
def today() -> list[dict]:
    """Events of today."""
    r = httpx.get("https://calendar.example.com/api/today", headers={"Authorization": f"Bearer {_token['value']}"})
    return r.json()["events"]
${PY_TAIL}`, {}, ['httpx'])),

  benign('ok11-tm-py-asyncio-poll', 'polling-timer', 'a FastMCP server whose background task checks a queue length every thirty seconds', server('queue-watch', 'Length of the job queue.', 'py', `import asyncio

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("queue-watch")
_state = {"length": 0}


async def _watch():
    async with httpx.AsyncClient() as client:
        while True:
            r = await client.get("http://127.0.0.1:5555/api/queue/length")
            _state["length"] = r.json()["length"]
            await asyncio.sleep(30)


@mcp.tool()
def queue_length() -> int:
    """Jobs waiting."""
    return _state["length"]


async def main():
    asyncio.create_task(_watch())
    await mcp.run_stdio_async()


if __name__ == "__main__":
    asyncio.run(main())
`, {}, ['httpx'])),

  benign('ok11-tm-ts-interval-log-line', 'polling-timer', 'a TypeScript server appending one status line to its own log every thirty seconds', server('heartbeat-log', 'Keep a heartbeat log of the dev server.', 'ts', `${TS_HEAD}import { appendFileSync, readFileSync } from 'node:fs';

const server = new McpServer({ name: 'heartbeat-log', version: '0.2.0' });
const LOG = '.heartbeat.log';

setInterval(async () => {
  const ok = await fetch('http://127.0.0.1:3000/health').then((r) => r.ok, () => false);
  appendFileSync(LOG, \`\${new Date().toISOString()} \${ok ? 'up' : 'down'}\\n\`);
}, 30_000);

server.tool('heartbeats', 'The last heartbeats.', {}, async () => ({
  content: [{ type: 'text', text: readFileSync(LOG, 'utf8').split('\\n').slice(-20).join('\\n') }],
}));
${TS_TAIL}`)),

  // ── histories that are capped ─────────────────────────────────────────
  benign('ok11-tm-ts-ring-buffer', 'capped-history', 'a TypeScript server sampling the load every second into a history capped at ten minutes', server('load-graph', 'CPU load over the last minutes.', 'ts', `${TS_HEAD}import os from 'node:os';

const server = new McpServer({ name: 'load-graph', version: '0.3.1' });
const samples: number[] = [];

setInterval(() => {
  samples.push(os.loadavg()[0]!);
  if (samples.length > 600) samples.shift();
}, 1000);

server.tool('load_history', 'Load averages, one a second.', {}, async () => ({ content: [{ type: 'text', text: samples.map((s) => s.toFixed(2)).join(' ') }] }));
${TS_TAIL}`)),

  benign('ok11-tm-py-sleep-capped-deque', 'capped-history', 'a FastMCP server sampling memory every five seconds into a deque of at most 720', server('mem-history', 'Memory use over the last hour.', 'py', `import threading
import time
from collections import deque

import psutil
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("mem-history")
_samples: deque[float] = deque(maxlen=720)


def _sample():
    while True:
        _samples.append(psutil.virtual_memory().percent)
        time.sleep(5)


threading.Thread(target=_sample, daemon=True).start()


@mcp.tool()
def memory_history() -> list[float]:
    """Memory use in percent, one sample every five seconds."""
    return list(_samples)
${PY_TAIL}`, {}, ['psutil'])),

  benign('ok11-tm-go-ticker-metrics', 'capped-history', 'an mcp-go server sampling goroutine counts every 15 s into a fixed ring', goServer('runtime-stats', 'Runtime statistics of the server.', `package main

import (
	"context"
	"fmt"
	"runtime"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var ring [240]int
var next int

func main() {
	go func() {
		t := time.NewTicker(15 * time.Second)
		for range t.C {
			ring[next%len(ring)] = runtime.NumGoroutine()
			next++
		}
	}()
	s := server.NewMCPServer("runtime-stats", "0.1.0")
	s.AddTool(mcp.NewTool("goroutines", mcp.WithDescription("Goroutine counts over the last hour.")), goroutines)
	server.ServeStdio(s)
}

func goroutines(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(fmt.Sprint(ring)), nil
}
`)),

  benign('ok11-tm-go-sleep-trim', 'capped-history', 'an mcp-go server collecting events every two seconds and keeping the last thousand', goServer('event-tail', 'Recent system events.', `package main

import (
	"context"
	"os/exec"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var events []string

func collect() {
	for {
		out, _ := exec.Command("journalctl", "-n", "5", "--no-pager", "-o", "cat").Output()
		events = append(events, strings.Split(strings.TrimSpace(string(out)), "\\n")...)
		if len(events) > 1000 {
			events = events[len(events)-1000:]
		}
		time.Sleep(2 * time.Second)
	}
}

func main() {
	go collect()
	s := server.NewMCPServer("event-tail", "0.2.0")
	s.AddTool(mcp.NewTool("events", mcp.WithDescription("The last system events.")), list)
	server.ServeStdio(s)
}

func list(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(strings.Join(events, "\\n")), nil
}
`)),

  benign('ok11-tm-py-metrics-history', 'capped-history', 'a FastMCP server appending one small reading a minute and trimming the list to a day', server('temp-log', 'CPU temperature over the day.', 'py', `import threading
import time

import psutil
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("temp-log")
_readings: list[tuple[float, float]] = []


def _record():
    while True:
        temps = psutil.sensors_temperatures().get("coretemp", [])
        if temps:
            _readings.append((time.time(), temps[0].current))
            del _readings[:-1440]
        time.sleep(60)


threading.Thread(target=_record, daemon=True).start()


@mcp.tool()
def temperatures() -> list[tuple[float, float]]:
    """Readings of the last day."""
    return _readings
${PY_TAIL}`, {}, ['psutil'])),

  // ── spawning behind a guard, or a fixed number of times ──────────────
  benign('ok11-ss-ts-worker-main-guard', 'guarded-spawn', 'a TypeScript server starting four workers on its own file only from the main thread', server('word-freq', 'Word frequencies of a folder.', 'ts', `${TS_HEAD}import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { readFileSync, readdirSync } from 'node:fs';

if (!isMainThread) {
  const counts: Record<string, number> = {};
  for (const f of workerData.files as string[]) for (const w of readFileSync(f, 'utf8').toLowerCase().match(/[a-z]+/g) ?? []) counts[w] = (counts[w] ?? 0) + 1;
  parentPort!.postMessage(counts);
} else {
  const server = new McpServer({ name: 'word-freq', version: '1.0.0' });
  server.tool('word_freq', 'The most frequent words of the Markdown files in docs/.', {}, async () => {
    const files = readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => \`docs/\${f}\`);
    const parts = await Promise.all([0, 1, 2, 3].map((i) => new Promise<Record<string, number>>((resolve) => {
      new Worker(new URL(import.meta.url), { workerData: { files: files.filter((_, j) => j % 4 === i) } }).once('message', resolve);
    })));
    const total: Record<string, number> = {};
    for (const p of parts) for (const [w, n] of Object.entries(p)) total[w] = (total[w] ?? 0) + n;
    return { content: [{ type: 'text', text: Object.entries(total).sort((a, b) => b[1] - a[1]).slice(0, 50).map(([w, n]) => \`\${w} \${n}\`).join('\\n') }] };
  });
  await server.connect(new StdioServerTransport());
}
`)),

  benign('ok11-ss-py-thread-target-other', 'guarded-spawn', 'a FastMCP server starting one watcher thread that polls a file every two seconds', server('config-watch', 'Reload settings when the config changes.', 'py', `import json
import os
import threading
import time

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("config-watch")
CONFIG = "settings.json"
_settings: dict = {}


def _watch():
    seen = 0.0
    while True:
        mtime = os.path.getmtime(CONFIG) if os.path.exists(CONFIG) else 0.0
        if mtime != seen:
            seen = mtime
            with open(CONFIG) as f:
                _settings.clear()
                _settings.update(json.load(f))
        time.sleep(2)


threading.Thread(target=_watch, daemon=True).start()


@mcp.tool()
def setting(key: str) -> str:
    """One setting's value."""
    return json.dumps(_settings.get(key))
${PY_TAIL}`)),

  benign('ok11-ss-go-fixed-workers', 'worker-pool', 'an mcp-go server hashing files with one goroutine per CPU reading from a channel', goServer('hash-tree', 'Hash every file of a folder.', `package main

import (
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("hash-tree", "0.5.0")
	s.AddTool(mcp.NewTool("hash_tree", mcp.WithDescription("SHA-256 of the files under the project.")), hashTree)
	server.ServeStdio(s)
}

func hashTree(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	paths := make(chan string)
	var mu sync.Mutex
	var lines []string
	var wg sync.WaitGroup
	for i := 0; i < runtime.NumCPU(); i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range paths {
				b, err := os.ReadFile(p)
				if err != nil {
					continue
				}
				mu.Lock()
				lines = append(lines, fmt.Sprintf("%x  %s", sha256.Sum256(b), p))
				mu.Unlock()
			}
		}()
	}
	filepath.WalkDir(".", func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			paths <- p
		}
		return nil
	})
	close(paths)
	wg.Wait()
	return mcp.NewToolResultText(strings.Join(lines, "\\n")), nil
}
`)),

  benign('ok11-ss-py-pool-map', 'worker-pool', 'a FastMCP server compressing images on a process pool of four', server('img-shrink', 'Shrink PNG files.', 'py', `import multiprocessing
import subprocess
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("img-shrink")


def _shrink(path: str) -> str:
    subprocess.run(["optipng", "-quiet", "-o2", "--", path], check=False)
    return path


@mcp.tool()
def shrink_all(folder: str = "assets") -> int:
    """Optimise every PNG under a project folder."""
    files = [str(p) for p in Path(folder).rglob("*.png")][:2000]
    with multiprocessing.Pool(4) as pool:
        return len(pool.map(_shrink, files))
${PY_TAIL}`)),

  benign('ok11-ss-py-daemon-once', 'guarded-spawn', 'a FastMCP server that starts its indexing helper once, guarded by an environment variable', server('code-index', 'Index the code for search.', 'py', `import os
import subprocess
import sys

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("code-index")

if os.environ.get("CODE_INDEX_HELPER") == "1":
    subprocess.run(["ctags", "-R", "-f", ".tags", "."])
    sys.exit(0)

subprocess.Popen([sys.executable, __file__], env={**os.environ, "CODE_INDEX_HELPER": "1"}, stdout=subprocess.DEVNULL)


@mcp.tool()
def lookup(symbol: str) -> str:
    """Where a symbol is defined."""
    with open(".tags") as f:
        return "\\n".join(line for line in f if line.startswith(symbol + "\\t"))[:5000]
${PY_TAIL}`)),

  benign('ok11-ss-ts-spawn-once', 'guarded-spawn', 'a TypeScript server starting the language server once and reusing it', server('ts-diag', 'TypeScript diagnostics.', 'ts', `${TS_HEAD}import { spawn, type ChildProcess } from 'node:child_process';

const server = new McpServer({ name: 'ts-diag', version: '0.9.0' });
let tsserver: ChildProcess | undefined;

function ensureServer(): ChildProcess {
  tsserver ??= spawn('npx', ['tsserver'], { stdio: ['pipe', 'pipe', 'ignore'] });
  return tsserver;
}

server.tool('diagnostics', 'Type errors of a file.', { file: z.string() }, async ({ file }) => {
  const ts = ensureServer();
  ts.stdin!.write(JSON.stringify({ seq: 1, type: 'request', command: 'geterr', arguments: { files: [file], delay: 0 } }) + '\\n');
  const text = await new Promise<string>((resolve) => ts.stdout!.once('data', (d) => resolve(String(d))));
  return { content: [{ type: 'text', text }] };
});
${TS_TAIL}`)),

  // ── commands run on a schedule of minutes ────────────────────────────
  benign('ok11-fs-ts-git-fetch-interval', 'polling-timer', 'a TypeScript server running git fetch every five minutes', server('branch-watch', 'Branches ahead and behind.', 'ts', `${TS_HEAD}import { execFile, execFileSync } from 'node:child_process';

const server = new McpServer({ name: 'branch-watch', version: '0.4.0' });

setInterval(() => {
  execFile('git', ['fetch', '--quiet', '--prune'], () => {});
}, 5 * 60_000);

server.tool('ahead_behind', 'Commits ahead of and behind the upstream.', {}, async () => ({
  content: [{ type: 'text', text: execFileSync('git', ['rev-list', '--left-right', '--count', 'HEAD...@{u}'], { encoding: 'utf8' }) }],
}));
${TS_TAIL}`)),

  benign('ok11-fs-py-sleep-popen-minute', 'polling-timer', 'a FastMCP server checking the database with pg_isready once a minute', server('db-ready', 'Is the local database up?', 'py', `import subprocess
import threading
import time

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("db-ready")
_state = {"ready": False}


def _check():
    while True:
        _state["ready"] = subprocess.run(["pg_isready", "-q", "-h", "127.0.0.1"]).returncode == 0
        time.sleep(60)


threading.Thread(target=_check, daemon=True).start()


@mcp.tool()
def db_ready() -> bool:
    """Whether PostgreSQL accepts connections."""
    return _state["ready"]
${PY_TAIL}`)),

  // ── recursion that ends ──────────────────────────────────────────────
  benign('ok11-rc-ts-fib-memo', 'bounded-recursion', 'a TypeScript sequence server with a memoised Fibonacci capped at 90', server('fib-memo', 'Fibonacci numbers.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'fib-memo', version: '1.0.0' });
const memo = new Map<number, bigint>();

function fib(n: number): bigint {
  if (n < 2) return BigInt(n);
  const known = memo.get(n);
  if (known !== undefined) return known;
  const v = fib(n - 1) + fib(n - 2);
  memo.set(n, v);
  return v;
}

server.tool('fibonacci', 'The n-th Fibonacci number.', { n: z.number().int().min(0).max(90) }, async ({ n }) => ({
  content: [{ type: 'text', text: fib(n).toString() }],
}));
${TS_TAIL}`)),

  benign('ok11-rc-py-tree-walk', 'bounded-recursion', 'a FastMCP server counting the nodes of a parsed syntax tree by recursion over its children', server('py-outline', 'Outline of a Python file.', 'py', `import ast

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("py-outline")


def _outline(node: ast.AST, depth: int = 0) -> list[str]:
    lines = []
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)):
            lines.append("  " * depth + child.name)
            lines.extend(_outline(child, depth + 1))
    return lines


@mcp.tool()
def outline(path: str) -> str:
    """Classes and functions of a Python file, nested."""
    with open(path) as f:
        return "\\n".join(_outline(ast.parse(f.read())))
${PY_TAIL}`)),

  benign('ok11-rc-go-walk-dir', 'bounded-recursion', 'an mcp-go server sizing folders by recursion over their entries', goServer('du-tree', 'Folder sizes.', `package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func size(dir string) int64 {
	var total int64
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	for _, e := range entries {
		p := filepath.Join(dir, e.Name())
		if e.IsDir() {
			total += size(p)
		} else if info, err := e.Info(); err == nil {
			total += info.Size()
		}
	}
	return total
}

func main() {
	s := server.NewMCPServer("du-tree", "0.3.0")
	s.AddTool(mcp.NewTool("folder_size", mcp.WithDescription("Bytes under a folder of the project."), mcp.WithString("dir", mcp.Required())), folderSize)
	server.ServeStdio(s)
}

func folderSize(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	dir, _ := req.RequireString("dir")
	return mcp.NewToolResultText(fmt.Sprintf("%d bytes", size(dir))), nil
}
`)),

  // ── fetch tools that refuse private addresses ───────────────────────
  benign('ok11-na-py-fetch-refuses-private', 'checked-fetch', 'a FastMCP fetch tool resolving the host and refusing private, loopback and link-local addresses', server('safe-fetch', 'Fetch a public web page as text.', 'py', `import ipaddress
import socket
from urllib.parse import urlparse

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("safe-fetch")


def _public(host: str) -> bool:
    for info in socket.getaddrinfo(host, None):
        ip = ipaddress.ip_address(info[4][0])
        if ip.is_private or ip.is_loopback or ip.is_link_local or ip.is_reserved:
            return False
    return True


@mcp.tool()
def fetch(url: str) -> str:
    """The text of a public web page."""
    parts = urlparse(url)
    if parts.scheme not in ("http", "https") or not parts.hostname or not _public(parts.hostname):
        return "refused: only public http(s) addresses"
    r = httpx.get(url, timeout=10, follow_redirects=False)
    return r.text[:50000]
${PY_TAIL}`, {}, ['httpx'])),

  benign('ok11-na-go-fetch-checked', 'checked-fetch', 'an mcp-go fetch tool looking the host up and refusing loopback and private addresses', goServer('go-fetch', 'Fetch a public URL.', `package main

import (
	"context"
	"io"
	"net"
	"net/http"
	"net/url"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("go-fetch", "1.2.0")
	s.AddTool(mcp.NewTool("fetch", mcp.WithDescription("Fetch a public URL."), mcp.WithString("url", mcp.Required())), fetch)
	server.ServeStdio(s)
}

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	raw, _ := req.RequireString("url")
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return mcp.NewToolResultError("only http(s) URLs"), nil
	}
	ips, err := net.LookupIP(u.Hostname())
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	for _, ip := range ips {
		if ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsUnspecified() {
			return mcp.NewToolResultError("refused: not a public address"), nil
		}
	}
	resp, err := http.Get(u.String())
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	return mcp.NewToolResultText(string(body)), nil
}
`)),

  benign('ok11-na-ts-webhook-fixed', 'checked-fetch', 'a TypeScript server posting build results to the one webhook its settings name', server('build-notify', 'Tell the team channel about builds.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'build-notify', version: '0.3.0' });
const HOOK = process.env.BUILD_NOTIFY_WEBHOOK;

server.tool('notify', 'Post a build result to the team channel.', { status: z.enum(['passed', 'failed']), summary: z.string().max(500) }, async ({ status, summary }) => {
  if (!HOOK) return { content: [{ type: 'text', text: 'BUILD_NOTIFY_WEBHOOK is not set' }], isError: true };
  await fetch(HOOK, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: \`build \${status}: \${summary}\` }) });
  return { content: [{ type: 'text', text: 'posted' }] };
});
${TS_TAIL}`)),

  // ── listeners on loopback ────────────────────────────────────────────
  benign('ok11-na-py-listener-loopback', 'loopback-listener', 'a FastMCP OAuth helper receiving the redirect on 127.0.0.1', server('oauth-login', 'Sign in to the issue tracker.', 'py', `import http.server
import threading
import urllib.parse
import webbrowser

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("oauth-login")
_code: dict[str, str] = {}


class _Callback(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        _code["value"] = urllib.parse.parse_qs(urllib.parse.urlparse(self.path).query).get("code", [""])[0]
        self.send_response(200)
        self.end_headers()
        self.wfile.write(b"Signed in. You can close this tab.")


@mcp.tool()
def login() -> str:
    """Open the browser to sign in."""
    httpd = http.server.HTTPServer(("127.0.0.1", 8765), _Callback)
    threading.Thread(target=httpd.handle_request, daemon=True).start()
    webbrowser.open("https://tracker.example.com/oauth/authorize?client_id=cli&redirect_uri=http://127.0.0.1:8765/cb")
    return "waiting for the browser"
${PY_TAIL}`)),

  benign('ok11-na-ts-listener-loopback', 'loopback-listener', 'a TypeScript server previewing rendered Markdown on 127.0.0.1', server('md-preview', 'Preview Markdown in the browser.', 'ts', `${TS_HEAD}import http from 'node:http';
import { readFileSync } from 'node:fs';
import { marked } from 'marked';

const server = new McpServer({ name: 'md-preview', version: '0.6.0' });
let current = 'README.md';

http.createServer((req, res) => {
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(marked.parse(readFileSync(current, 'utf8')) as string);
}).listen(4173, '127.0.0.1');

server.tool('preview', 'Show a Markdown file at http://127.0.0.1:4173.', { file: z.string().regex(/\\.md$/) }, async ({ file }) => {
  current = file;
  return { content: [{ type: 'text', text: 'http://127.0.0.1:4173' }] };
});
${TS_TAIL}`, {}, ['marked'])),

  benign('ok11-na-go-listener-static', 'loopback-listener', 'an mcp-go server serving the built site from a fixed folder on 127.0.0.1', goServer('site-serve', 'Serve the built site locally.', `package main

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	go http.ListenAndServe("127.0.0.1:8080", http.FileServer(http.Dir("public")))
	s := server.NewMCPServer("site-serve", "0.2.0")
	s.AddTool(mcp.NewTool("site_url", mcp.WithDescription("Where the local site is served.")), siteURL)
	server.ServeStdio(s)
}

func siteURL(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("http://127.0.0.1:8080/"), nil
}
`)),

  // ── health checks ────────────────────────────────────────────────────
  benign('ok11-na-ts-port-check-own', 'health-check', 'a TypeScript server checking whether the dev database port answers on localhost', server('dev-db', 'Is the dev database up?', 'ts', `${TS_HEAD}import net from 'node:net';

const server = new McpServer({ name: 'dev-db', version: '0.1.2' });

function open(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => { s.end(); resolve(true); });
    s.once('error', () => resolve(false));
  });
}

server.tool('db_up', 'Whether PostgreSQL listens on 5432.', {}, async () => ({ content: [{ type: 'text', text: String(await open(5432)) }] }));
${TS_TAIL}`)),

  benign('ok11-na-go-health-check', 'health-check', "an mcp-go server checking the health URLs listed in the project's settings", goServer('svc-health', 'Health of the services of the project.', `package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("svc-health", "1.0.0")
	s.AddTool(mcp.NewTool("health", mcp.WithDescription("Status of each service in services.json.")), health)
	server.ServeStdio(s)
}

func health(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	raw, err := os.ReadFile("services.json")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var services map[string]string
	json.Unmarshal(raw, &services)
	client := http.Client{Timeout: 3 * time.Second}
	var lines []string
	for name, url := range services {
		resp, err := client.Get(url)
		status := "down"
		if err == nil {
			status = resp.Status
			resp.Body.Close()
		}
		lines = append(lines, fmt.Sprintf("%s: %s", name, status))
	}
	return mcp.NewToolResultText(strings.Join(lines, "\\n")), nil
}
`)),

  benign('ok11-na-py-cloud-sdk', 'health-check', 'a FastMCP server asking the cloud SDK who the caller is (the SDK finds its own credentials)', server('aws-whoami', 'Which AWS identity is active.', 'py', `import boto3
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("aws-whoami")


@mcp.tool()
def whoami() -> dict:
    """The account and ARN of the active AWS identity."""
    ident = boto3.client("sts").get_caller_identity()
    return {"account": ident["Account"], "arn": ident["Arn"]}
${PY_TAIL}`, {}, ['boto3'])),

  benign('ok11-na-py-proxy-env', 'checked-fetch', 'a FastMCP package-index search going through the proxy the environment sets', server('pkg-search', 'Search the package index.', 'py', `import os

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("pkg-search")
_client = httpx.Client(proxy=os.environ.get("HTTPS_PROXY"), timeout=10)


@mcp.tool()
def search(term: str) -> list[str]:
    """Package names matching a term."""
    r = _client.get("https://index.example.org/search", params={"q": term})
    return [hit["name"] for hit in r.json()["hits"]][:25]
${PY_TAIL}`, {}, ['httpx'])),
];
