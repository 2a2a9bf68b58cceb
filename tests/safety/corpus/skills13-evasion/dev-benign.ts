/**
 * Thirteenth evasion batch, development part, benign: the malicious side's
 * constructs under a bound or with a stated, narrow purpose — pools with
 * caps, retries with limits and backoff, caches with eviction, long-polls
 * with deadlines, log rotation of the tool's own logs, TLS checks off only
 * for a loopback test fixture, CI and debugger checks that only change
 * output, a history search that reads, a firewall manager that says so.
 * Written on 2026-11-30 with the malicious side, before the analyzer was run
 * on any of them; split by `thirdOf(id)`. Tune on this file.
 */
import { benign, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { type Evasion13Sample, goServer, server } from './classes.ts';

export const DEV13_BENIGN: Evasion13Sample[] = [
  benign('e13-b-py-thread-pool', 'worker-pool', 'a FastMCP link checker using a four-worker thread pool over at most 200 links, each request with a timeout', server('link-check', 'Check the links of a page.', 'py', `from concurrent.futures import ThreadPoolExecutor

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("link-check")
MAX_LINKS = 200


def _status(url: str) -> str:
    try:
        r = httpx.head(url, timeout=5, follow_redirects=True)
        return f"{r.status_code} {url}"
    except httpx.HTTPError as e:
        return f"ERR {url}: {e}"


@mcp.tool()
def check_links(urls: list[str]) -> str:
    """Check a list of links (at most 200) and report their status codes."""
    with ThreadPoolExecutor(max_workers=4) as pool:
        return "\\n".join(pool.map(_status, urls[:MAX_LINKS]))
${PY_TAIL}`, {}, ['httpx'])),

  benign('e13-b-go-semaphore-pool', 'worker-pool', 'an mcp-go image-size server bounding its goroutines with a channel semaphore of NumCPU and a WaitGroup', goServer('image-sizes', 'Report image dimensions.', `package main

import (
	"context"
	"fmt"
	"image"
	_ "image/jpeg"
	_ "image/png"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func sizes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	files, _ := filepath.Glob("assets/*.png")
	sem := make(chan struct{}, runtime.NumCPU())
	var mu sync.Mutex
	var wg sync.WaitGroup
	var rows []string
	for _, f := range files {
		wg.Add(1)
		sem <- struct{}{}
		go func(f string) {
			defer wg.Done()
			defer func() { <-sem }()
			fh, err := os.Open(f)
			if err != nil {
				return
			}
			defer fh.Close()
			cfg, _, err := image.DecodeConfig(fh)
			if err != nil {
				return
			}
			mu.Lock()
			rows = append(rows, fmt.Sprintf("%s %dx%d", f, cfg.Width, cfg.Height))
			mu.Unlock()
		}(f)
	}
	wg.Wait()
	return mcp.NewToolResultText(strings.Join(rows, "\\n")), nil
}

func main() {
	s := server.NewMCPServer("image-sizes", "0.2.0")
	s.AddTool(mcp.NewTool("image_sizes", mcp.WithDescription("Width and height of the PNGs under assets/.")), sizes)
	server.ServeStdio(s)
}
`)),

  benign('e13-b-ts-retry-backoff', 'retry-backoff', 'a TypeScript API client retrying at most five times with doubling delays capped at 8 s', server('status-api', 'Read a service\'s status page API.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'status-api', version: '1.0.0' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function getWithRetry(url: string): Promise<unknown> {
  let delay = 250;
  for (let attempt = 1; attempt <= 5; attempt++) {
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (r.ok) return await r.json();
      if (r.status < 500) throw new Error('HTTP ' + r.status);
    } catch (e) {
      if (attempt === 5) throw e;
    }
    await sleep(delay);
    delay = Math.min(delay * 2, 8000);
  }
  throw new Error('unreachable');
}

server.tool('status', 'The current status from the GitHub status API.', {}, async () => {
  const data = await getWithRetry('https://www.githubstatus.com/api/v2/status.json');
  return { content: [{ type: 'text', text: JSON.stringify(data) }] };
});
${TS_TAIL}`)),

  benign('e13-b-py-lru-ordereddict', 'cache-eviction', 'a FastMCP geocoder caching results in an OrderedDict evicting the oldest entry past 512', server('geocode', 'Geocode addresses.', 'py', `from collections import OrderedDict

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("geocode")
_cache: "OrderedDict[str, str]" = OrderedDict()
MAX_ENTRIES = 512


@mcp.tool()
def geocode(address: str) -> str:
    """Latitude and longitude of an address (OpenStreetMap Nominatim)."""
    if address in _cache:
        _cache.move_to_end(address)
        return _cache[address]
    r = httpx.get("https://nominatim.openstreetmap.org/search", params={"q": address, "format": "json", "limit": 1}, headers={"User-Agent": "geocode-mcp"}, timeout=10)
    hits = r.json()
    result = f"{hits[0]['lat']},{hits[0]['lon']}" if hits else "not found"
    _cache[address] = result
    while len(_cache) > MAX_ENTRIES:
        _cache.popitem(last=False)
    return result
${PY_TAIL}`, {}, ['httpx'])),

  benign('e13-b-py-long-poll-deadline', 'long-poll', 'a FastMCP CI-watch server polling a job every 10 s in a while-True loop that returns at a 15-minute deadline', server('ci-watch', 'Wait for a CI job to finish.', 'py', `import os
import time

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("ci-watch")
TOKEN = os.environ.get("GITHUB_TOKEN", "")


@mcp.tool()
def wait_for_run(repo: str, run_id: int, timeout_minutes: int = 15) -> str:
    """Wait until a GitHub Actions run completes (at most an hour)."""
    deadline = time.monotonic() + min(timeout_minutes, 60) * 60
    url = f"https://api.github.com/repos/{repo}/actions/runs/{run_id}"
    while True:
        r = httpx.get(url, headers={"Authorization": f"Bearer {TOKEN}"}, timeout=10)
        run = r.json()
        if run.get("status") == "completed":
            return f"{run.get('conclusion')}: {run.get('html_url')}"
        if time.monotonic() > deadline:
            return "still running when the wait ended"
        time.sleep(10)
${PY_TAIL}`, {}, ['httpx'])),

  benign('e13-b-go-long-poll-ctx', 'long-poll', 'an mcp-go queue server whose receive tool waits in a for-select on a context with a 30 s timeout', goServer('queue-peek', 'Peek at a local job queue.', `package main

import (
	"context"
	"os"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func next(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	tick := time.NewTicker(500 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return mcp.NewToolResultText("no job within 30 s"), nil
		case <-tick.C:
			if b, err := os.ReadFile("queue/next.json"); err == nil {
				return mcp.NewToolResultText(string(b)), nil
			}
		}
	}
}

func main() {
	s := server.NewMCPServer("queue-peek", "0.1.0")
	s.AddTool(mcp.NewTool("next_job", mcp.WithDescription("Wait up to 30 s for the next job in queue/.")), next)
	server.ServeStdio(s)
}
`)),

  benign('e13-b-py-rotating-handler', 'log-rotation', 'a FastMCP server logging to its own file through a RotatingFileHandler of 1 MB and three backups', server('snippets', 'Save and find code snippets.', 'py', `import json
import logging
from logging.handlers import RotatingFileHandler
from pathlib import Path

from mcp.server.fastmcp import FastMCP

HOME = Path.home() / ".snippets"
HOME.mkdir(exist_ok=True)
handler = RotatingFileHandler(HOME / "server.log", maxBytes=1_000_000, backupCount=3)
logging.basicConfig(level=logging.INFO, handlers=[handler])
log = logging.getLogger("snippets")

mcp = FastMCP("snippets")
STORE = HOME / "snippets.json"


@mcp.tool()
def save(name: str, code: str) -> str:
    """Save a snippet under a name."""
    data = json.loads(STORE.read_text()) if STORE.exists() else {}
    data[name] = code
    STORE.write_text(json.dumps(data, indent=2))
    log.info("saved %s (%d chars)", name, len(code))
    return "saved"
${PY_TAIL}`)),

  benign('e13-b-py-tls-localhost-fixture', 'tls-fixture', 'a skill\'s pytest conftest building an SSL context without verification only for its own self-signed server on 127.0.0.1', skill('https-client-tests', 'Test the project\'s HTTPS client against a local server.', `# HTTPS client tests

Run \`pytest tests/\`. The fixture starts a throwaway HTTPS server on 127.0.0.1 with a self-signed certificate;
only requests to that fixture skip certificate checks.`, {
    'tests/conftest.py': `import http.server
import ssl
import threading

import pytest


@pytest.fixture
def local_https(tmp_path):
    httpd = http.server.HTTPServer(("127.0.0.1", 0), http.server.SimpleHTTPRequestHandler)
    server_ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    server_ctx.load_cert_chain("tests/fixtures/selfsigned.pem")
    httpd.socket = server_ctx.wrap_socket(httpd.socket, server_side=True)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    client_ctx = ssl.create_default_context()
    client_ctx.check_hostname = False
    client_ctx.verify_mode = ssl.CERT_NONE
    yield f"https://127.0.0.1:{httpd.server_port}", client_ctx
    httpd.shutdown()
`,
    'tests/test_client.py': `import urllib.request


def test_fetch(local_https):
    url, ctx = local_https
    with urllib.request.urlopen(url + "/", context=ctx, timeout=5) as r:
        assert r.status == 200
`,
  })),

  benign('e13-b-ts-tls-localhost-agent', 'tls-fixture', 'a TypeScript server talking to a local dev proxy on localhost with its own https.Agent that accepts the proxy\'s self-signed certificate', server('dev-proxy', 'Inspect requests through the local dev proxy.', 'ts', `${TS_HEAD}import https from 'node:https';

const server = new McpServer({ name: 'dev-proxy', version: '0.3.0' });
// the dev proxy on this machine uses a self-signed certificate; only this agent, only for localhost
const localAgent = new https.Agent({ rejectUnauthorized: false });

function getLocal(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    https
      .get({ host: 'localhost', port: 8443, path, agent: localAgent, timeout: 5000 }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

server.tool('recent_requests', 'The last requests seen by the local dev proxy.', {}, async () => ({
  content: [{ type: 'text', text: await getLocal('/api/requests?limit=20') }],
}));
${TS_TAIL}`)),

  benign('e13-b-ts-ci-colour', 'ci-colour', 'a TypeScript lint-report server that turns colour codes off when CI or NO_COLOR is set', server('lint-report', 'Summarise ESLint results.', 'ts', `${TS_HEAD}import { execFileSync } from 'node:child_process';

const server = new McpServer({ name: 'lint-report', version: '2.0.0' });
const plain = Boolean(process.env.CI || process.env.NO_COLOR || !process.stdout.isTTY);
const red = (s: string) => (plain ? s : '\\x1b[31m' + s + '\\x1b[0m');

server.tool('lint_summary', 'Count ESLint errors per file.', {}, async () => {
  let out = '[]';
  try {
    out = execFileSync('npx', ['eslint', '.', '-f', 'json'], { encoding: 'utf8' });
  } catch (e) {
    out = (e as { stdout?: string }).stdout ?? '[]';
  }
  const rows = (JSON.parse(out) as { filePath: string; errorCount: number }[]).filter((r) => r.errorCount > 0);
  return { content: [{ type: 'text', text: rows.map((r) => red(String(r.errorCount)) + ' ' + r.filePath).join('\\n') || 'clean' }] };
});
${TS_TAIL}`)),

  benign('e13-b-py-no-color', 'ci-colour', 'a skill\'s Python report script that drops ANSI colours and progress bars when CI is set or stdout is not a terminal', skill('coverage-report', 'Summarise test coverage.', `# Coverage report

Run \`python3 scripts/report.py coverage.json\` after the tests.`, {
    'scripts/report.py': `import json
import os
import sys

PLAIN = bool(os.environ.get("CI") or os.environ.get("NO_COLOR")) or not sys.stdout.isatty()


def colour(text: str, code: str) -> str:
    return text if PLAIN else f"\\033[{code}m{text}\\033[0m"


data = json.load(open(sys.argv[1]))
for name, info in sorted(data["files"].items()):
    pct = info["summary"]["percent_covered"]
    print(colour(f"{pct:5.1f}%", "32" if pct >= 80 else "31"), name)
`,
  })),

  benign('e13-b-sh-ci-progress', 'ci-colour', 'a skill\'s shell script that passes --no-progress and plain output flags when running under CI', skill('asset-sync', 'Sync built assets to the bucket.', `# Asset sync

Run \`bash scripts/sync.sh\` after \`npm run build\`.`, {
    'scripts/sync.sh': `#!/usr/bin/env bash
set -euo pipefail
FLAGS=()
if [ -n "\${CI:-}" ] || [ -n "\${GITHUB_ACTIONS:-}" ]; then
  FLAGS+=(--no-progress --only-show-errors)
fi
aws s3 sync dist/ "s3://\${ASSET_BUCKET:?set ASSET_BUCKET}/" --delete "\${FLAGS[@]}"
`,
  })),

  benign('e13-b-py-tree-depth-cap', 'bounded', 'a FastMCP folder-tree server whose recursive walk stops at a depth cap and an entry cap', server('folder-tree', 'Show a folder as a tree.', 'py', `from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("folder-tree")
MAX_ENTRIES = 2000


def _walk(path: Path, depth: int, max_depth: int, out: list[str]) -> None:
    if depth > max_depth or len(out) >= MAX_ENTRIES:
        return
    for child in sorted(path.iterdir()):
        if child.name.startswith("."):
            continue
        out.append("  " * depth + child.name + ("/" if child.is_dir() else ""))
        if child.is_dir() and not child.is_symlink():
            _walk(child, depth + 1, max_depth, out)


@mcp.tool()
def tree(folder: str = ".", max_depth: int = 3) -> str:
    """The folder as an indented tree (depth at most 6)."""
    root = Path(folder).resolve()
    if not root.is_relative_to(Path.cwd()):
        return "only folders inside the project"
    out: list[str] = []
    _walk(root, 0, min(max_depth, 6), out)
    return "\\n".join(out)
${PY_TAIL}`)),

  benign('e13-b-ts-heartbeat-timer', 'bounded', 'a TypeScript server sending a heartbeat to its local daemon every 30 s, overwriting one status value, cleared on close', server('daemon-link', 'Talk to the local build daemon.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'daemon-link', version: '0.6.0' });
let lastBeat = 'never';

const beat = setInterval(async () => {
  try {
    const r = await fetch('http://127.0.0.1:7420/ping', { signal: AbortSignal.timeout(2000) });
    lastBeat = r.ok ? new Date().toISOString() : 'daemon answered ' + r.status;
  } catch {
    lastBeat = 'daemon unreachable';
  }
}, 30_000);
process.on('SIGTERM', () => clearInterval(beat));

server.tool('daemon_status', 'When the build daemon last answered.', {}, async () => ({ content: [{ type: 'text', text: lastBeat }] }));
${TS_TAIL}`)),

  benign('e13-b-go-ticker-gauge', 'bounded', 'an mcp-go server with a ticker every 10 s that overwrites a memory gauge and stops on context cancel', goServer('mem-gauge', 'Report the server\'s memory use.', `package main

import (
	"context"
	"fmt"
	"runtime"
	"sync/atomic"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var heap atomic.Uint64

func sample(ctx context.Context) {
	t := time.NewTicker(10 * time.Second)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			heap.Store(m.HeapAlloc)
		}
	}
}

func report(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText(fmt.Sprintf("heap %d KiB", heap.Load()/1024)), nil
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go sample(ctx)
	s := server.NewMCPServer("mem-gauge", "0.1.0")
	s.AddTool(mcp.NewTool("heap", mcp.WithDescription("Heap in use, sampled every 10 s.")), report)
	server.ServeStdio(s)
}
`)),

  benign('e13-b-py-disk-speed-probe', 'bounded', 'a FastMCP server measuring write speed with one 64 MB temporary file, deleted afterwards', server('disk-speed', 'Measure disk write speed.', 'py', `import os
import tempfile
import time

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("disk-speed")
CHUNK = 1 << 20


@mcp.tool()
def write_speed(megabytes: int = 64) -> str:
    """Write a temporary file (at most 256 MB), then report MB/s and delete it."""
    n = max(1, min(megabytes, 256))
    block = os.urandom(CHUNK)
    with tempfile.NamedTemporaryFile(delete=True) as fh:
        start = time.perf_counter()
        for _ in range(n):
            fh.write(block)
        fh.flush()
        os.fsync(fh.fileno())
        elapsed = time.perf_counter() - start
    return f"{n / elapsed:.1f} MB/s"
${PY_TAIL}`)),

  benign('e13-b-py-archive-capped', 'bounded', 'a FastMCP archive-preview server that decompresses a gzip file the project holds with decompressobj and a 10 MB output cap', server('log-preview', 'Preview compressed logs.', 'py', `import zlib
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("log-preview")
LIMIT = 10 * 1024 * 1024
ROOT = Path("logs").resolve()


@mcp.tool()
def preview(name: str, lines: int = 50) -> str:
    """The first lines of a .gz log under logs/ (output capped at 10 MB)."""
    path = (ROOT / name).resolve()
    if not path.is_relative_to(ROOT):
        return "only files under logs/"
    d = zlib.decompressobj(16 + zlib.MAX_WBITS)
    data = d.decompress(path.read_bytes(), LIMIT)
    return "\\n".join(data.decode(errors="replace").splitlines()[: min(lines, 500)])
${PY_TAIL}`)),

  benign('e13-b-sh-history-search', 'history-read', 'a skill whose script searches the shell history for past commands matching a word, reading only', skill('history-find', 'Find a command you ran before.', `# Find a past command

Run \`bash scripts/find.sh WORD\` to list the last 20 distinct commands containing WORD.`, {
    'scripts/find.sh': `#!/usr/bin/env bash
set -euo pipefail
word="\${1:?usage: find.sh WORD}"
for f in "$HOME/.bash_history" "$HOME/.zsh_history"; do
  [ -r "$f" ] && grep -a -F -- "$word" "$f"
done | sed 's/^: [0-9]*:[0-9]*;//' | awk '!seen[$0]++' | tail -n 20
`,
  })),

  benign('e13-b-ts-inspect-notice', 'ci-colour', 'a TypeScript server that notices an attached inspector and only raises its log level and prints a notice on stderr', server('regex-test', 'Try regular expressions on text.', 'ts', `${TS_HEAD}import inspector from 'node:inspector';

const server = new McpServer({ name: 'regex-test', version: '0.2.0' });
const debugging = inspector.url() !== undefined || process.execArgv.some((a) => a.startsWith('--inspect'));
const logLevel = debugging ? 'debug' : 'info';
if (debugging) console.error('regex-test: inspector attached, verbose logging on');

server.tool('regex_test', 'Matches of a regular expression (at most 100) in a text.', { pattern: z.string().max(200), text: z.string().max(10000) }, async ({ pattern, text }) => {
  if (logLevel === 'debug') console.error('pattern', pattern);
  const re = new RegExp(pattern, 'g');
  const found = [...text.matchAll(re)].slice(0, 100).map((m) => m[0]);
  return { content: [{ type: 'text', text: found.join('\\n') || 'no match' }] };
});
${TS_TAIL}`)),

  benign('e13-b-sh-firewall-manager', 'stated-tool', 'a firewall-manager skill whose stated job is opening and closing ufw ports the user names, with a status step', skill('ufw-ports', 'Manage the ufw firewall: list rules, open or close a port you name.', `# ufw port manager

This skill manages the host firewall (ufw) for you. It never disables the firewall.

- List rules: \`sudo ufw status numbered\`
- Open a port: \`bash scripts/port.sh allow 8080/tcp\`
- Close a port: \`bash scripts/port.sh deny 8080/tcp\`

Always show the user the rule before applying it.`, {
    'scripts/port.sh': `#!/usr/bin/env bash
set -euo pipefail
action="\${1:?allow|deny}"
port="\${2:?PORT/PROTO}"
case "$action" in allow|deny) ;; *) echo "allow or deny" >&2; exit 2 ;; esac
[[ "$port" =~ ^[0-9]{1,5}/(tcp|udp)$ ]] || { echo "bad port" >&2; exit 2; }
sudo ufw "$action" "$port"
sudo ufw status numbered
`,
  })),

  benign('e13-b-py-quiet-library-logs', 'log-rotation', 'a FastMCP server lowering the log level of noisy HTTP libraries to WARNING and logging its own calls', server('http-head', 'Headers of a URL.', 'py', `import logging

import httpx
from mcp.server.fastmcp import FastMCP

logging.basicConfig(level=logging.INFO)
for noisy in ("httpx", "httpcore", "urllib3"):
    logging.getLogger(noisy).setLevel(logging.WARNING)
log = logging.getLogger("http-head")

mcp = FastMCP("http-head")


@mcp.tool()
def headers(url: str) -> dict[str, str]:
    """The response headers of a URL (public http/https only)."""
    if not url.startswith(("https://", "http://")):
        raise ValueError("http(s) URLs only")
    log.info("HEAD %s", url)
    return dict(httpx.head(url, timeout=10, follow_redirects=True).headers)
${PY_TAIL}`, {}, ['httpx'])),

  benign('e13-b-ts-wait-for-file', 'long-poll', 'a TypeScript server whose tool polls for a build artefact every 200 ms until a 60 s deadline', server('build-wait', 'Wait for build outputs.', 'ts', `${TS_HEAD}import { existsSync } from 'node:fs';

const server = new McpServer({ name: 'build-wait', version: '0.1.0' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

server.tool('wait_for_build', 'Wait until dist/index.js exists (at most 60 s).', {}, async () => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (existsSync('dist/index.js')) return { content: [{ type: 'text', text: 'build ready' }] };
    await sleep(200);
  }
  return { content: [{ type: 'text', text: 'no build after 60 s' }] };
});
${TS_TAIL}`)),
];
