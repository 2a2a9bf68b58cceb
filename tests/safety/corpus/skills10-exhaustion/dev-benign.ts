/**
 * Tenth skills batch, development part, benign: the constructs of the
 * malicious side under a bound — worker pools with caps, retries with
 * backoff and a limit, servers' accept loops, polling with a sleep, files
 * streamed in chunks, benchmarks the user runs on purpose, a queue consumer,
 * a cache with a size cap. Written on 2026-11-30 with the malicious side,
 * before the analyzer was run on any of them.
 */
import { benign, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { type Exhaustion10Sample, goServer, server } from './classes.ts';

export const DEV10_BENIGN: Exhaustion10Sample[] = [
  benign('ok10-pool-py-executor', 'worker-pool', 'a FastMCP checksum server hashing files on a thread pool of four workers', server('checksums', 'Checksums of many files at once.', 'py', `import hashlib
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("checksums")
ROOT = Path.cwd().resolve()


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            h.update(chunk)
    return h.hexdigest()


@mcp.tool()
def checksums(pattern: str = "**/*") -> dict[str, str]:
    """SHA-256 of every project file matching a glob pattern."""
    files = [p for p in ROOT.glob(pattern) if p.is_file()][:5000]
    with ThreadPoolExecutor(max_workers=4) as pool:
        return dict(zip((str(p.relative_to(ROOT)) for p in files), pool.map(_sha256, files)))
${PY_TAIL}`)),

  benign('ok10-pool-ts-limit', 'worker-pool', 'a TypeScript link checker fetching at most eight URLs at a time', server('link-check', 'Check the links of a Markdown file.', 'ts', `${TS_HEAD}import { readFileSync } from 'node:fs';
import pLimit from 'p-limit';

const server = new McpServer({ name: 'link-check', version: '1.2.0' });
const limit = pLimit(8);

server.tool('check_links', 'HTTP status of every link in a Markdown file.', { path: z.string() }, async ({ path }) => {
  const urls = [...new Set(readFileSync(path, 'utf8').match(/https?:\\/\\/[^\\s)]+/g) ?? [])].slice(0, 500);
  const results = await Promise.all(urls.map((u) => limit(async () => {
    try {
      const r = await fetch(u, { method: 'HEAD', signal: AbortSignal.timeout(10_000) });
      return \`\${r.status} \${u}\`;
    } catch (e) {
      return \`ERR \${u}\`;
    }
  })));
  return { content: [{ type: 'text', text: results.join('\\n') }] };
});
${TS_TAIL}`, {}, ['p-limit'])),

  benign('ok10-retry-py-backoff', 'retry-backoff', 'a FastMCP API client retrying five times with exponential backoff', server('status-api', 'Read the team\'s status page API.', 'py', `import os
import time

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("status-api")
API = "https://status.example.com/api/v2"


def _get(path: str) -> dict:
    for attempt in range(5):
        try:
            r = httpx.get(API + path, headers={"Authorization": "Bearer " + os.environ["STATUS_TOKEN"]}, timeout=15)
            r.raise_for_status()
            return r.json()
        except httpx.HTTPError:
            if attempt == 4:
                raise
            time.sleep(2**attempt)
    return {}


@mcp.tool()
def incidents() -> list[dict]:
    """Open incidents."""
    return _get("/incidents/unresolved.json")["incidents"]
${PY_TAIL}`, {}, ['httpx'])),

  benign('ok10-retry-ts-backoff', 'retry-backoff', 'a TypeScript server retrying a rate-limited API with a growing delay and a maximum of attempts', server('issue-search', 'Search the team\'s issues.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'issue-search', version: '0.4.0' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function getWithRetry(url: string, maxAttempts = 6): Promise<unknown> {
  let delay = 500;
  let attempt = 0;
  while (true) {
    const r = await fetch(url, { headers: { authorization: \`Bearer \${process.env.ISSUES_TOKEN}\` } });
    if (r.status !== 429) return r.json();
    attempt++;
    if (attempt >= maxAttempts) throw new Error('rate limited');
    await sleep(delay);
    delay = Math.min(delay * 2, 30_000);
  }
}

server.tool('search_issues', 'Search issues by text.', { q: z.string() }, async ({ q }) => {
  const data = await getWithRetry(\`https://issues.example.com/api/search?q=\${encodeURIComponent(q)}\`);
  return { content: [{ type: 'text', text: JSON.stringify(data) }] };
});
${TS_TAIL}`)),

  benign('ok10-retry-shell-curl', 'retry-backoff', 'a release skill retrying an upload five times with a growing sleep', skill('release-upload', 'Upload release artifacts to the project\'s own bucket.', `
# Release upload

After \`make dist\`, run \`scripts/upload.sh dist/app.tar.gz\`. It retries on network errors.
`, {
    'scripts/upload.sh': `#!/usr/bin/env bash
set -u
file="$1"
for attempt in 1 2 3 4 5; do
  if curl -fsS -T "$file" -H "Authorization: Bearer $RELEASE_TOKEN" "https://releases.example.com/upload/$(basename "$file")"; then
    echo "uploaded $file"
    exit 0
  fi
  sleep $((attempt * attempt))
done
echo "upload failed" >&2
exit 1
`,
  })),

  benign('ok10-accept-py-selectors', 'accept-loop', 'a Python preview server accepting connections on loopback in a loop, one request each', skill('md-preview', 'Preview Markdown in the browser.', `
# Markdown preview

Run \`python3 scripts/preview.py README.md\` and open http://127.0.0.1:8765. Stop it with Ctrl-C.
`, {
    'scripts/preview.py': `import socket
import sys
from pathlib import Path

import markdown

page = markdown.markdown(Path(sys.argv[1]).read_text()).encode()
body = b"<!doctype html><meta charset=utf-8>" + page

with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as srv:
    srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    srv.bind(("127.0.0.1", 8765))
    srv.listen(16)
    while True:
        conn, _ = srv.accept()
        with conn:
            conn.recv(65536)
            conn.sendall(b"HTTP/1.1 200 OK\\r\\nContent-Type: text/html\\r\\nContent-Length: " + str(len(body)).encode() + b"\\r\\n\\r\\n" + body)
`,
  })),

  benign('ok10-accept-go-tcp-echo', 'accept-loop', 'a Go test helper accepting loopback connections in an endless loop, a goroutine per connection', goServer('mock-smtp', 'A local SMTP sink for testing mail.', `package main

import (
	"bufio"
	"context"
	"net"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var (
	mu   sync.Mutex
	mail []string
)

func handle(c net.Conn) {
	defer c.Close()
	c.Write([]byte("220 mock-smtp\\r\\n"))
	r := bufio.NewScanner(c)
	for r.Scan() {
		line := r.Text()
		mu.Lock()
		mail = append(mail[max(0, len(mail)-999):], line)
		mu.Unlock()
		if strings.EqualFold(line, "QUIT") {
			return
		}
		c.Write([]byte("250 ok\\r\\n"))
	}
}

func main() {
	ln, err := net.Listen("tcp", "127.0.0.1:2525")
	if err != nil {
		panic(err)
	}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go handle(c)
		}
	}()
	s := server.NewMCPServer("mock-smtp", "0.2.0")
	s.AddTool(mcp.NewTool("received", mcp.WithDescription("Lines the sink received.")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		mu.Lock()
		defer mu.Unlock()
		return mcp.NewToolResultText(strings.Join(mail, "\\n")), nil
	})
	server.ServeStdio(s)
}
`)),

  benign('ok10-poll-py-status', 'polling', 'a FastMCP CI server polling a build until it ends, sleeping between polls, with a deadline', server('ci-wait', 'Wait for a CI run to finish.', 'py', `import os
import time

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("ci-wait")


@mcp.tool()
def wait_for_run(run_id: int, timeout_s: int = 1800) -> str:
    """Poll a CI run until it finishes and return its conclusion."""
    deadline = time.monotonic() + min(timeout_s, 3600)
    while True:
        r = httpx.get(f"https://ci.example.com/api/runs/{run_id}", headers={"Authorization": "Bearer " + os.environ["CI_TOKEN"]})
        run = r.json()
        if run["status"] == "completed":
            return run["conclusion"]
        if time.monotonic() > deadline:
            return "still running"
        time.sleep(10)
${PY_TAIL}`, {}, ['httpx'])),

  benign('ok10-interval-ts-refresh', 'polling', 'a TypeScript server refreshing a cached price list once an hour with setInterval', server('fx-rates', 'Currency exchange rates.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'fx-rates', version: '1.0.0' });
let rates: Record<string, number> = {};

async function refresh() {
  const r = await fetch('https://api.frankfurter.app/latest?from=EUR');
  rates = (await r.json()).rates;
}
await refresh();
setInterval(() => refresh().catch(() => {}), 60 * 60 * 1000);

server.tool('convert', 'Convert an amount between currencies.', { amount: z.number(), from: z.string(), to: z.string() }, async ({ amount, from, to }) => {
  const eur = from === 'EUR' ? amount : amount / rates[from]!;
  const out = to === 'EUR' ? eur : eur * rates[to]!;
  return { content: [{ type: 'text', text: out.toFixed(2) }] };
});
${TS_TAIL}`)),

  benign('ok10-stream-py-chunks', 'streaming', 'a FastMCP backup server copying a large file in one-megabyte chunks until the end', server('backup', 'Copy project files to the backup folder.', 'py', `import shutil
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("backup")
ROOT = Path.cwd().resolve()
DEST = ROOT / ".backup"


@mcp.tool()
def backup(name: str) -> str:
    """Copy one project file into .backup/."""
    src = (ROOT / name).resolve()
    if ROOT not in src.parents:
        raise ValueError("outside the project")
    DEST.mkdir(exist_ok=True)
    copied = 0
    with open(src, "rb") as fin, open(DEST / src.name, "wb") as fout:
        while True:
            chunk = fin.read(1 << 20)
            if not chunk:
                break
            fout.write(chunk)
            copied += len(chunk)
    shutil.copystat(src, DEST / src.name)
    return f"copied {copied} bytes"
${PY_TAIL}`)),

  benign('ok10-stream-go-reader', 'streaming', 'an mcp-go server counting lines of a big file by reading a buffer in a loop until EOF', goServer('line-count', 'Count lines of large files.', `package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("line-count", "1.0.0")
	s.AddTool(mcp.NewTool("count_lines", mcp.WithDescription("Lines in a file."), mcp.WithString("path", mcp.Required())), countLines)
	server.ServeStdio(s)
}

func countLines(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, _ := req.RequireString("path")
	f, err := os.Open(path)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer f.Close()
	buf := make([]byte, 64*1024)
	n := 0
	for {
		c, err := f.Read(buf)
		n += bytes.Count(buf[:c], []byte{'\\n'})
		if err == io.EOF {
			break
		}
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
	}
	return mcp.NewToolResultText(fmt.Sprintf("%d lines", n)), nil
}
`)),

  benign('ok10-extract-py-capped', 'streaming', 'a FastMCP archive server extracting a zip only when its total uncompressed size is under a cap', server('unzip-safe', 'Extract zip archives into the project.', 'py', `import zipfile
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("unzip-safe")
ROOT = Path.cwd().resolve()
MAX_TOTAL = 512 * 1024 * 1024


@mcp.tool()
def extract(archive: str, into: str = "extracted") -> str:
    """Extract a zip archive into a project folder."""
    dest = (ROOT / into).resolve()
    if ROOT not in dest.parents and dest != ROOT:
        raise ValueError("outside the project")
    with zipfile.ZipFile(ROOT / archive) as z:
        total = sum(i.file_size for i in z.infolist())
        if total > MAX_TOTAL:
            raise ValueError(f"archive expands to {total} bytes, over the limit")
        for info in z.infolist():
            target = (dest / info.filename).resolve()
            if dest not in target.parents:
                raise ValueError("entry escapes the folder")
        z.extractall(dest)
    return f"extracted to {dest}"
${PY_TAIL}`)),

  benign('ok10-bench-py-timeit', 'benchmark', 'a benchmark skill the user runs on purpose: a million iterations timed, with a note', skill('json-bench', 'Compare JSON libraries\' speed on this machine.', `
# JSON benchmark

When the user asks which JSON library is fastest here, run
\`python3 scripts/bench.py\`. It takes about a minute and uses one CPU core; say so first.
`, {
    'scripts/bench.py': `import json
import time

try:
    import orjson
except ImportError:
    orjson = None

doc = {"id": 1, "tags": ["a", "b", "c"], "nested": {"x": 1.5, "y": [1, 2, 3]}, "name": "bench" * 10}
N = 1_000_000

start = time.perf_counter()
for _ in range(N):
    json.loads(json.dumps(doc))
print(f"json:   {time.perf_counter() - start:.2f}s")

if orjson:
    start = time.perf_counter()
    for _ in range(N):
        orjson.loads(orjson.dumps(doc))
    print(f"orjson: {time.perf_counter() - start:.2f}s")
`,
  })),

  benign('ok10-bench-shell-dd', 'benchmark', 'a disk benchmark skill writing one gigabyte of zeros with dd and a count, then removing it', skill('disk-bench', 'Measure the disk\'s write and read speed.', `
# Disk benchmark

When the user asks how fast their disk is, run \`scripts/disk.sh\`. It writes a 1 GB test file in
the temp folder, reads it back, prints both speeds and deletes the file.
`, {
    'scripts/disk.sh': `#!/usr/bin/env bash
set -e
f="$(mktemp -d)/ddtest"
trap 'rm -f "$f"' EXIT
echo "write:"
dd if=/dev/zero of="$f" bs=1M count=1024 conv=fdatasync 2>&1 | tail -1
echo "read:"
dd if="$f" of=/dev/null bs=1M 2>&1 | tail -1
`,
  })),

  benign('ok10-queue-go-consumer', 'queue-consumer', 'an mcp-go server with three worker goroutines ranging over a job channel', goServer('thumbs', 'Make thumbnails of images.', `package main

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"

	"github.com/disintegration/imaging"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("thumbs", "0.6.0")
	s.AddTool(mcp.NewTool("thumbnails", mcp.WithDescription("Thumbnails of every JPEG in a folder."), mcp.WithString("dir", mcp.Required())), thumbs)
	server.ServeStdio(s)
}

func thumbs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	dir, _ := req.RequireString("dir")
	files, _ := filepath.Glob(filepath.Join(dir, "*.jpg"))
	jobs := make(chan string)
	var wg sync.WaitGroup
	for w := 0; w < 3; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for f := range jobs {
				if img, err := imaging.Open(f); err == nil {
					imaging.Save(imaging.Thumbnail(img, 256, 256, imaging.Lanczos), f+".thumb.jpg")
				}
			}
		}()
	}
	for _, f := range files {
		jobs <- f
	}
	close(jobs)
	wg.Wait()
	return mcp.NewToolResultText(fmt.Sprintf("%d thumbnails", len(files))), nil
}
`, {}, ['github.com/disintegration/imaging v1.6.2'])),

  benign('ok10-cache-py-bounded', 'memory-cap', 'a FastMCP server appending to a history list in a loop of requests, dropping the oldest past a cap', server('clipboard-history', 'Remember texts for later in this session.', 'py', `from collections import deque

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("clipboard-history")
history: list[str] = []
recent: deque[str] = deque(maxlen=200)
MAX_ITEMS = 500


@mcp.tool()
def remember(text: str) -> str:
    """Keep a text for later."""
    history.append(text[:10_000])
    recent.append(text[:200])
    while len(history) > MAX_ITEMS:
        history.pop(0)
    return f"{len(history)} kept"


@mcp.tool()
def recall(query: str) -> list[str]:
    """Kept texts containing a query."""
    return [t for t in history if query.lower() in t.lower()][:20]
${PY_TAIL}`)),
];
