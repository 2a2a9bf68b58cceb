/**
 * Tenth skills batch, HELD-OUT third, benign (never read while working on
 * the analyzer). Written on 2026-11-30 with the development part, before the
 * analyzer was run on any of them; split by `thirdOf(id)`.
 */
import { benign, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { type Exhaustion10Sample, goServer, server } from '../classes.ts';

export const HELD_OUT10_BENIGN: Exhaustion10Sample[] = [
  benign('ok10-accept-py-socket', 'accept-loop', 'a Python OAuth callback catcher accepting on loopback until it gets the code', skill('oauth-login', 'Log in to the team\'s API with OAuth in the browser.', `
# OAuth login

Run \`python3 scripts/login.py\`. It opens the browser, waits for the redirect on
http://127.0.0.1:8976/callback and saves the token to \`~/.config/teamapi/token\` (mode 600).
`, {
    'scripts/login.py': `import os
import socket
import urllib.parse
import webbrowser
from pathlib import Path

webbrowser.open("https://auth.example.com/authorize?client_id=cli&redirect_uri=http://127.0.0.1:8976/callback")
code = None
with socket.create_server(("127.0.0.1", 8976)) as srv:
    while code is None:
        conn, _ = srv.accept()
        with conn:
            request = conn.recv(8192).decode(errors="replace")
            query = urllib.parse.urlparse(request.split(" ")[1]).query
            code = urllib.parse.parse_qs(query).get("code", [None])[0]
            conn.sendall(b"HTTP/1.1 200 OK\\r\\n\\r\\nYou can close this tab.")
token = Path.home() / ".config" / "teamapi" / "token"
token.parent.mkdir(parents=True, exist_ok=True)
token.write_text(code)
os.chmod(token, 0o600)
print("logged in")
`,
  })),

  benign('ok10-accept-go-listener', 'accept-loop', 'a Go dev proxy serving on loopback with http.Serve and a goroutine per request', goServer('dev-proxy', 'A local proxy that records requests for debugging.', `package main

import (
	"context"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var (
	mu  sync.Mutex
	log []string
)

func main() {
	target, _ := url.Parse("http://127.0.0.1:3000")
	proxy := httputil.NewSingleHostReverseProxy(target)
	ln, _ := net.Listen("tcp", "127.0.0.1:8089")
	go http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		if len(log) < 1000 {
			log = append(log, r.Method+" "+r.URL.String())
		}
		mu.Unlock()
		proxy.ServeHTTP(w, r)
	}))
	s := server.NewMCPServer("dev-proxy", "0.3.0")
	s.AddTool(mcp.NewTool("requests", mcp.WithDescription("Requests seen by the proxy.")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		mu.Lock()
		defer mu.Unlock()
		return mcp.NewToolResultText(strings.Join(log, "\\n")), nil
	})
	server.ServeStdio(s)
}
`)),

  benign('ok10-poll-shell-until', 'polling', 'a skill waiting for a local dev server with until and a one-second sleep, giving up after a minute', skill('dev-up', 'Start the dev stack and wait until it answers.', `
# Dev up

Run \`scripts/up.sh\`: it starts docker compose and waits for the API's health endpoint.
`, {
    'scripts/up.sh': `#!/usr/bin/env bash
set -e
docker compose up -d
tries=0
until curl -fsS http://127.0.0.1:8080/health >/dev/null; do
  tries=$((tries + 1))
  if [ "$tries" -ge 60 ]; then
    echo "API did not come up" >&2
    exit 1
  fi
  sleep 1
done
echo "API is up"
`,
  })),

  benign('ok10-poll-ts-job', 'polling', 'a TypeScript server polling a render job while(true) with an await sleep and a break on done', server('render-jobs', 'Render videos in the cloud.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'render-jobs', version: '0.2.0' });
const API = 'https://render.example.com/v1';
const headers = { authorization: \`Bearer \${process.env.RENDER_TOKEN}\` };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

server.tool('render', 'Render a project and wait for the video URL.', { project: z.string() }, async ({ project }) => {
  const job = await (await fetch(\`\${API}/jobs\`, { method: 'POST', headers, body: JSON.stringify({ project }) })).json();
  const started = Date.now();
  while (true) {
    const s = await (await fetch(\`\${API}/jobs/\${job.id}\`, { headers })).json();
    if (s.state === 'done') return { content: [{ type: 'text', text: s.url }] };
    if (s.state === 'failed' || Date.now() - started > 20 * 60_000) return { content: [{ type: 'text', text: \`render \${s.state}\` }] };
    await sleep(5000);
  }
});
${TS_TAIL}`)),

  benign('ok10-pool-go-semaphore', 'worker-pool', 'an mcp-go server fetching many URLs with goroutines behind a buffered-channel semaphore of eight', goServer('bulk-head', 'HTTP status of many URLs.', `package main

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("bulk-head", "1.0.0")
	s.AddTool(mcp.NewTool("statuses", mcp.WithDescription("HTTP status of each URL (one per line)."), mcp.WithString("urls", mcp.Required())), statuses)
	server.ServeStdio(s)
}

func statuses(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, _ := req.RequireString("urls")
	urls := strings.Fields(text)
	if len(urls) > 200 {
		urls = urls[:200]
	}
	out := make([]string, len(urls))
	sem := make(chan struct{}, 8)
	var wg sync.WaitGroup
	for i, u := range urls {
		wg.Add(1)
		sem <- struct{}{}
		go func(i int, u string) {
			defer wg.Done()
			defer func() { <-sem }()
			if r, err := http.Head(u); err == nil {
				out[i] = fmt.Sprintf("%d %s", r.StatusCode, u)
			} else {
				out[i] = "ERR " + u
			}
		}(i, u)
	}
	wg.Wait()
	return mcp.NewToolResultText(strings.Join(out, "\\n")), nil
}
`)),
];
