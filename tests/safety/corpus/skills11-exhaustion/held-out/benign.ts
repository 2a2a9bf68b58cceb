/**
 * Eleventh exhaustion batch, HELD-OUT third, benign. Never read while
 * working on the analyzer: measured in aggregate only.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { type Exhaustion11Sample, goServer, server } from '../classes.ts';

export const HELD_OUT11_BENIGN: Exhaustion11Sample[] = [
  benign('ok11-fs-go-ticker-backup', 'polling-timer', 'an mcp-go server copying the notes database to a backup file every ten minutes', goServer('notes-backup', 'Back the notes database up.', `package main

import (
	"context"
	"io"
	"os"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func backup() error {
	src, err := os.Open("notes.db")
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.Create("notes.db.bak")
	if err != nil {
		return err
	}
	defer dst.Close()
	_, err = io.Copy(dst, src)
	return err
}

func main() {
	go func() {
		for range time.Tick(10 * time.Minute) {
			backup()
		}
	}()
	s := server.NewMCPServer("notes-backup", "0.1.0")
	s.AddTool(mcp.NewTool("backup_now", mcp.WithDescription("Back the notes database up now.")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := backup(); err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		return mcp.NewToolResultText("backed up"), nil
	})
	server.ServeStdio(s)
}
`)),

  benign('ok11-na-py-ping-one-host', 'health-check', 'a FastMCP server pinging the one gateway address its settings give, three times', server('gw-ping', 'Is the gateway reachable?', 'py', `import os
import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("gw-ping")
GATEWAY = os.environ.get("GATEWAY_ADDR", "192.168.1.1")


@mcp.tool()
def gateway() -> str:
    """Three pings to the gateway."""
    return subprocess.run(["ping", "-c", "3", GATEWAY], capture_output=True, text=True).stdout
${PY_TAIL}`)),

  benign('ok11-na-ts-fetch-allowlist', 'checked-fetch', 'a TypeScript docs fetcher that only fetches hosts of an allow-list', server('docs-fetch', 'Fetch framework documentation pages.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'docs-fetch', version: '0.4.0' });
const ALLOWED = new Set(['docs.python.org', 'developer.mozilla.org', 'nodejs.org', 'go.dev']);

server.tool('fetch_doc', 'Fetch a page of an allowed documentation site.', { url: z.string().url() }, async ({ url }) => {
  const u = new URL(url);
  if (u.protocol !== 'https:' || !ALLOWED.has(u.hostname)) return { content: [{ type: 'text', text: \`not an allowed site: \${u.hostname}\` }], isError: true };
  const res = await fetch(u);
  return { content: [{ type: 'text', text: (await res.text()).slice(0, 50_000) }] };
});
${TS_TAIL}`)),

  benign('ok11-ss-ts-cluster-primary', 'guarded-spawn', 'a TypeScript server forking one worker per CPU from the primary only', server('render-farm', 'Render Mermaid diagrams.', 'ts', `${TS_HEAD}import cluster from 'node:cluster';
import os from 'node:os';

if (cluster.isPrimary) {
  for (let i = 0; i < os.availableParallelism(); i++) cluster.fork();
  const server = new McpServer({ name: 'render-farm', version: '0.2.0' });
  server.tool('workers', 'How many render workers run.', {}, async () => ({ content: [{ type: 'text', text: String(Object.keys(cluster.workers ?? {}).length) }] }));
  await server.connect(new StdioServerTransport());
} else {
  process.on('message', () => process.send?.('rendered'));
}
`)),

  benign('ok11-tm-ts-health-interval', 'polling-timer', 'a TypeScript server checking its backend every ten seconds and keeping only the last state', server('backend-health', 'Health of the API backend.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'backend-health', version: '1.0.0' });
let state = { ok: false, at: 0 };

setInterval(async () => {
  const ok = await fetch('http://127.0.0.1:8000/healthz').then((r) => r.ok, () => false);
  state = { ok, at: Date.now() };
}, 10_000);

server.tool('backend_ok', 'Whether the backend answered its last health check.', {}, async () => ({ content: [{ type: 'text', text: JSON.stringify(state) }] }));
${TS_TAIL}`)),

  benign('ok11-tm-ts-interval-cleared', 'polling-timer', 'a TypeScript server waiting for a build with an interval it clears when the build ends', server('build-wait', 'Wait for the build to finish.', 'ts', `${TS_HEAD}import { existsSync } from 'node:fs';

const server = new McpServer({ name: 'build-wait', version: '0.1.0' });

server.tool('wait_build', 'Wait until dist/ is written (at most two minutes).', {}, async () => {
  const ok = await new Promise<boolean>((resolve) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (existsSync('dist/index.js')) { clearInterval(timer); resolve(true); }
      else if (Date.now() - started > 120_000) { clearInterval(timer); resolve(false); }
    }, 500);
  });
  return { content: [{ type: 'text', text: ok ? 'built' : 'timed out' }] };
});
${TS_TAIL}`)),

  benign('ok11-tm-go-ticker-cache-reset', 'capped-history', 'an mcp-go server whose cache of lookups is reset every hour by a ticker', goServer('whois-cache', 'Whois lookups, cached.', `package main

import (
	"context"
	"os/exec"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var (
	mu    sync.Mutex
	cache = map[string]string{}
)

func main() {
	go func() {
		for range time.NewTicker(time.Hour).C {
			mu.Lock()
			cache = map[string]string{}
			mu.Unlock()
		}
	}()
	s := server.NewMCPServer("whois-cache", "0.3.0")
	s.AddTool(mcp.NewTool("whois", mcp.WithDescription("Whois record of a domain."), mcp.WithString("domain", mcp.Required())), whois)
	server.ServeStdio(s)
}

func whois(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	d, _ := req.RequireString("domain")
	mu.Lock()
	if v, ok := cache[d]; ok {
		mu.Unlock()
		return mcp.NewToolResultText(v), nil
	}
	mu.Unlock()
	out, _ := exec.CommandContext(ctx, "whois", "--", d).Output()
	mu.Lock()
	cache[d] = string(out)
	mu.Unlock()
	return mcp.NewToolResultText(string(out)), nil
}
`)),
];
