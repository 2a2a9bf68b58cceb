/**
 * Thirteenth evasion batch, HELD-OUT third, benign. Written on 2026-11-30
 * with the development part, before the analyzer was run on any of them.
 * Never read while working on the analyzer.
 */
import { benign, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { type Evasion13Sample, goServer, server } from '../classes.ts';

export const HELD_OUT13_BENIGN: Evasion13Sample[] = [
  benign('e13-b-py-retry-attempts', 'retry-backoff', 'a FastMCP server retrying a flaky API in a while-True loop that raises after five attempts, sleeping with jittered backoff', server('exchange-rates', 'Currency exchange rates.', 'py', `import random
import time

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("exchange-rates")


def _get(url: str) -> dict:
    attempt = 0
    while True:
        attempt += 1
        try:
            r = httpx.get(url, timeout=10)
            r.raise_for_status()
            return r.json()
        except httpx.HTTPError:
            if attempt >= 5:
                raise
            time.sleep(min(2**attempt, 30) + random.random())


@mcp.tool()
def rate(base: str, quote: str) -> str:
    """The latest rate between two currencies."""
    data = _get(f"https://api.frankfurter.app/latest?from={base.upper()}&to={quote.upper()}")
    return f"1 {base.upper()} = {data['rates'][quote.upper()]} {quote.upper()}"
${PY_TAIL}`, {}, ['httpx'])),

  benign('e13-b-go-retry-loop', 'retry-backoff', 'an mcp-go server retrying a request at most four times with doubling sleeps', goServer('crate-info', 'Look up Rust crate versions.', `package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var client = &http.Client{Timeout: 10 * time.Second}

func fetchJSON(url string, v any) error {
	backoff := 500 * time.Millisecond
	var last error
	for attempt := 0; attempt < 4; attempt++ {
		req, _ := http.NewRequest("GET", url, nil)
		req.Header.Set("User-Agent", "crate-info-mcp")
		resp, err := client.Do(req)
		if err == nil && resp.StatusCode == 200 {
			defer resp.Body.Close()
			return json.NewDecoder(resp.Body).Decode(v)
		}
		if resp != nil {
			resp.Body.Close()
		}
		last = fmt.Errorf("attempt %d: %v", attempt+1, err)
		time.Sleep(backoff)
		backoff *= 2
	}
	return last
}

func version(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("crate")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var out struct {
		Crate struct {
			MaxVersion string "json:\\"max_version\\""
		} "json:\\"crate\\""
	}
	if err := fetchJSON("https://crates.io/api/v1/crates/"+name, &out); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(out.Crate.MaxVersion), nil
}

func main() {
	s := server.NewMCPServer("crate-info", "0.2.0")
	s.AddTool(mcp.NewTool("crate_version", mcp.WithDescription("The newest version of a crate."), mcp.WithString("crate", mcp.Required())), version)
	server.ServeStdio(s)
}
`)),

  benign('e13-b-ts-ttl-map', 'cache-eviction', 'a TypeScript server caching lookups in a Map with a TTL, swept by an interval and capped at 1000 entries', server('dns-lookup', 'Resolve host names.', 'ts', `${TS_HEAD}import { promises as dns } from 'node:dns';

const server = new McpServer({ name: 'dns-lookup', version: '0.5.0' });
const TTL = 5 * 60_000;
const MAX = 1000;
const cache = new Map<string, { at: number; value: string[] }>();

setInterval(() => {
  const now = Date.now();
  for (const [k, v] of cache) if (now - v.at > TTL) cache.delete(k);
}, 60_000).unref();

server.tool('resolve', 'The IPv4 addresses of a host name.', { host: z.string().max(253) }, async ({ host }) => {
  const hit = cache.get(host);
  if (hit && Date.now() - hit.at < TTL) return { content: [{ type: 'text', text: hit.value.join('\\n') }] };
  const value = await dns.resolve4(host);
  if (cache.size >= MAX) cache.delete(cache.keys().next().value as string);
  cache.set(host, { at: Date.now(), value });
  return { content: [{ type: 'text', text: value.join('\\n') }] };
});
${TS_TAIL}`)),

  benign('e13-b-sh-log-rotate', 'log-rotation', 'a log-rotation skill compressing the project\'s own logs older than a day and deleting compressed ones older than 14 days', skill('log-rotate', 'Rotate the project\'s log files.', `# Rotate project logs

Run \`bash scripts/rotate.sh\` from the project root. It only touches \`./logs\`.`, {
    'scripts/rotate.sh': `#!/usr/bin/env bash
set -euo pipefail
LOGS="./logs"
[ -d "$LOGS" ] || { echo "no ./logs folder"; exit 0; }
find "$LOGS" -maxdepth 1 -name '*.log' -mtime +0 -exec gzip -9 {} \\;
find "$LOGS" -maxdepth 1 -name '*.log.gz' -mtime +14 -delete
du -sh "$LOGS"
`,
  })),

  benign('e13-b-go-httptest-tls', 'tls-fixture', 'a Go MCP server\'s test file using httptest.NewTLSServer and a client with InsecureSkipVerify only for that loopback test server', goServer('feed-reader', 'Read RSS feeds.', `package main

import (
	"context"
	"encoding/xml"
	"net/http"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var client = &http.Client{Timeout: 10 * time.Second}

type rss struct {
	Items []struct {
		Title string "xml:\\"title\\""
	} "xml:\\"channel>item\\""
}

func titles(c *http.Client, url string) ([]string, error) {
	resp, err := c.Get(url)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var feed rss
	if err := xml.NewDecoder(resp.Body).Decode(&feed); err != nil {
		return nil, err
	}
	var out []string
	for _, it := range feed.Items {
		out = append(out, it.Title)
	}
	return out, nil
}

func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	url, err := req.RequireString("url")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	t, err := titles(client, url)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(strings.Join(t, "\\n")), nil
}

func main() {
	s := server.NewMCPServer("feed-reader", "0.4.0")
	s.AddTool(mcp.NewTool("feed_titles", mcp.WithDescription("Item titles of an RSS feed."), mcp.WithString("url", mcp.Required())), read)
	server.ServeStdio(s)
}
`, {
    'main_test.go': `package main

import (
	"crypto/tls"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestTitles(t *testing.T) {
	ts := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("<rss><channel><item><title>one</title></item></channel></rss>"))
	}))
	defer ts.Close()
	c := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}
	got, err := titles(c, ts.URL)
	if err != nil || len(got) != 1 || got[0] != "one" {
		t.Fatalf("got %v %v", got, err)
	}
}
`,
  })),

  benign('e13-b-go-recursive-walk-depth', 'bounded', 'an mcp-go server whose recursive directory walk stops at a depth of four and skips symlinks', goServer('dir-sizes', 'Folder sizes.', `package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const maxDepth = 4

func size(path string, depth int, rows *[]string) int64 {
	if depth > maxDepth {
		return 0
	}
	entries, err := os.ReadDir(path)
	if err != nil {
		return 0
	}
	var total int64
	for _, e := range entries {
		if e.Type()&os.ModeSymlink != 0 {
			continue
		}
		p := filepath.Join(path, e.Name())
		if e.IsDir() {
			n := size(p, depth+1, rows)
			*rows = append(*rows, fmt.Sprintf("%s%s %d", strings.Repeat("  ", depth), e.Name(), n))
			total += n
		} else if info, err := e.Info(); err == nil {
			total += info.Size()
		}
	}
	return total
}

func sizes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var rows []string
	total := size(".", 0, &rows)
	return mcp.NewToolResultText(strings.Join(append(rows, fmt.Sprintf("total %d", total)), "\\n")), nil
}

func main() {
	s := server.NewMCPServer("dir-sizes", "0.1.0")
	s.AddTool(mcp.NewTool("folder_sizes", mcp.WithDescription("Sizes of the project's folders, four levels deep.")), sizes)
	server.ServeStdio(s)
}
`)),

  benign('e13-b-py-asyncio-semaphore', 'worker-pool', 'a FastMCP crawler bounding concurrency with an asyncio.Semaphore of eight and the page count at 100', server('site-crawl', 'Crawl a site\'s pages for titles.', 'py', `import asyncio
import re

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("site-crawl")
TITLE = re.compile(r"<title>(.*?)</title>", re.I | re.S)


@mcp.tool()
async def titles(urls: list[str]) -> list[str]:
    """The <title> of each page (at most 100 pages, eight at a time)."""
    sem = asyncio.Semaphore(8)

    async def one(client: httpx.AsyncClient, url: str) -> str:
        async with sem:
            try:
                r = await client.get(url, timeout=10)
                m = TITLE.search(r.text[:200_000])
                return f"{url}: {m.group(1).strip() if m else '(no title)'}"
            except httpx.HTTPError as e:
                return f"{url}: error {e}"

    async with httpx.AsyncClient(follow_redirects=True) as client:
        return await asyncio.gather(*(one(client, u) for u in urls[:100]))
${PY_TAIL}`, {}, ['httpx'])),

  benign('e13-b-ts-debounce-timer', 'bounded', 'a TypeScript file-watch server debouncing change events with one re-armed timeout that it clears first', server('watch-notes', 'Notice changed notes.', 'ts', `${TS_HEAD}import { watch } from 'node:fs';

const server = new McpServer({ name: 'watch-notes', version: '0.2.0' });
const changed = new Set<string>();
let pending: NodeJS.Timeout | undefined;
let settled: string[] = [];

watch('notes', { recursive: true }, (_event, file) => {
  if (file) changed.add(String(file));
  if (pending) clearTimeout(pending);
  pending = setTimeout(() => {
    settled = [...changed].slice(-200);
    changed.clear();
  }, 500);
});

server.tool('changed_notes', 'Notes changed since the last call.', {}, async () => {
  const out = settled;
  settled = [];
  return { content: [{ type: 'text', text: out.join('\\n') || 'nothing changed' }] };
});
${TS_TAIL}`)),

  benign('e13-b-go-decompress-limit', 'bounded', 'an mcp-go server gunzipping a project file through io.LimitReader capped at 16 MiB', goServer('gz-cat', 'Read gzipped files.', `package main

import (
	"compress/gzip"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const limit = 16 << 20

func cat(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if !filepath.IsLocal(name) || !strings.HasSuffix(name, ".gz") {
		return mcp.NewToolResultError("a .gz file inside the project"), nil
	}
	f, err := os.Open(name)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	b, err := io.ReadAll(io.LimitReader(zr, limit))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

func main() {
	s := server.NewMCPServer("gz-cat", "0.1.0")
	s.AddTool(mcp.NewTool("gz_cat", mcp.WithDescription("The text of a .gz file in the project, up to 16 MiB."), mcp.WithString("name", mcp.Required())), cat)
	server.ServeStdio(s)
}
`)),
];
