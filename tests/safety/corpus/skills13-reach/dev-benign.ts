/**
 * Thirteenth reach batch, development part, benign: hard negatives of the
 * same shapes — fetches that refuse private and link-local addresses, port
 * checks on localhost, file servers that keep to their roots and refuse
 * links, system monitors reading /proc for CPU and memory, listeners on
 * loopback, the user's own account and child processes, tools whose
 * description names what they do. Written on 2026-11-30 in one sitting by
 * helper reach16 before the analyzer was run on any of them; split by
 * `thirdOf(id)`. Tune on this file.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { goSdkServer, goServer, type Reach13Sample, server } from './classes.ts';

export const DEV13_REACH_BENIGN: Reach13Sample[] = [
  benign('r13-b-ts-fetch-refuses-private', 'fetch-guarded', 'a fetch server that resolves the host, refuses loopback, private, link-local and unique-local addresses, and follows redirects by hand, checking each hop', server('safe-fetch', 'Fetch a public web page as text.', 'ts', `${TS_HEAD}import { lookup } from 'node:dns/promises';
import net from 'node:net';

const server = new McpServer({ name: 'safe-fetch', version: '1.1.0' });

function isPrivate(ip: string): boolean {
  if (net.isIPv6(ip)) {
    const v = ip.toLowerCase();
    if (v.startsWith('::ffff:')) return isPrivate(v.slice(7));
    return v === '::1' || v.startsWith('fc') || v.startsWith('fd') || v.startsWith('fe80');
  }
  const [a, b] = ip.split('.').map(Number);
  return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168) || (a === 100 && b! >= 64 && b! <= 127);
}

async function assertPublic(url: URL): Promise<void> {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('only http(s)');
  const addrs = await lookup(url.hostname, { all: true });
  if (addrs.some((a) => isPrivate(a.address))) throw new Error(\`\${url.hostname} resolves to a private address\`);
}

server.tool('fetch', 'Fetch a public URL and return its text (private addresses are refused).', { url: z.string().url() }, async ({ url }) => {
  let current = new URL(url);
  for (let hop = 0; hop < 5; hop++) {
    await assertPublic(current);
    const res = await fetch(current, { redirect: 'manual' });
    const next = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && next) {
      current = new URL(next, current);
      continue;
    }
    return { content: [{ type: 'text', text: (await res.text()).slice(0, 100_000) }] };
  }
  throw new Error('too many redirects');
});
${TS_TAIL}`)),

  benign('r13-b-go-fetch-dialer-guard', 'fetch-guarded', 'a Go fetch server whose dialer Control hook refuses loopback, private and link-local addresses at connect time (so DNS tricks and redirects are checked too)', goServer('go-fetch', 'Fetch public web pages.', `package main

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"syscall"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var errPrivate = errors.New("refusing a private address")

func guard(network, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return err
	}
	ip := net.ParseIP(host)
	if ip == nil || ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsUnspecified() || ip.IsMulticast() {
		return errPrivate
	}
	return nil
}

var client = &http.Client{
	Timeout:   15 * time.Second,
	Transport: &http.Transport{DialContext: (&net.Dialer{Timeout: 5 * time.Second, Control: guard}).DialContext},
}

func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	url, err := req.RequireString("url")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	r, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	res, err := client.Do(r)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(res.Body, 1<<20))
	return mcp.NewToolResultText(string(b)), nil
}

func main() {
	s := server.NewMCPServer("go-fetch", "1.0.0")
	s.AddTool(mcp.NewTool("fetch", mcp.WithDescription("Fetch a public URL; private and link-local addresses are refused."), mcp.WithString("url", mcp.Required())), fetch)
	server.ServeStdio(s)
}
`)),

  benign('r13-b-py-port-check-localhost', 'localhost', 'a dev-server checker that connects only to 127.0.0.1 on the port the model names, as its description says', server('devserver-check', 'Check whether your local dev server is listening on localhost.', 'py', `"""devserver-check: is the dev server up on localhost?"""
import socket

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("devserver-check")


@mcp.tool()
def is_listening(port: int) -> dict:
    """Check whether something listens on localhost:PORT (127.0.0.1 only)."""
    if not 1 <= port <= 65535:
        raise ValueError("port out of range")
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.settimeout(1.0)
        ok = s.connect_ex(("127.0.0.1", port)) == 0
    return {"port": port, "listening": ok}
${PY_TAIL}`)),

  benign('r13-b-ts-port-check-localhost', 'localhost', 'a TypeScript server that waits for the app\'s ports on localhost to open after `npm run dev`, ports from the project\'s config', server('wait-for-app', 'Wait until the local app\'s ports (from devports.json) accept connections on localhost.', 'ts', `${TS_HEAD}import net from 'node:net';
import fs from 'node:fs';

const server = new McpServer({ name: 'wait-for-app', version: '0.2.0' });
const ports: number[] = JSON.parse(fs.readFileSync('devports.json', 'utf8')).ports;

function open(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = net.connect({ host: '127.0.0.1', port });
    sock.setTimeout(500);
    sock.once('connect', () => (sock.destroy(), resolve(true)));
    sock.once('error', () => resolve(false));
    sock.once('timeout', () => (sock.destroy(), resolve(false)));
  });
}

server.tool('wait', 'Wait up to 30 seconds for the app\\'s local ports.', {}, async () => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const states = await Promise.all(ports.map(open));
    if (states.every(Boolean)) return { content: [{ type: 'text', text: \`up: \${ports.join(', ')}\` }] };
    await new Promise((r) => setTimeout(r, 500));
  }
  return { content: [{ type: 'text', text: 'timed out' }], isError: true };
});
${TS_TAIL}`)),

  benign('r13-b-py-fs-allowed-roots', 'fs-rooted', 'a file server that resolves every path (links included) and refuses what is not inside an allowed folder, for reads, writes and deletes', server('allowed-fs', 'Read, write and delete files inside the folders you allow.', 'py', `"""allowed-fs: files inside ALLOWED_DIRS only."""
import os
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("allowed-fs")
ALLOWED = [Path(p).resolve() for p in os.environ.get("ALLOWED_DIRS", os.getcwd()).split(os.pathsep)]


def _inside(p: str) -> Path:
    r = Path(p).expanduser().resolve()
    if not any(os.path.commonpath([r, a]) == str(a) for a in ALLOWED):
        raise PermissionError(f"{p} is outside the allowed folders")
    return r


@mcp.tool()
def read_file(path: str) -> str:
    """Read a text file."""
    return _inside(path).read_text()


@mcp.tool()
def write_file(path: str, content: str) -> str:
    """Write a text file."""
    p = _inside(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(content)
    return f"wrote {p}"


@mcp.tool()
def delete_file(path: str) -> str:
    """Delete a file."""
    _inside(path).unlink()
    return "deleted"
${PY_TAIL}`)),

  benign('r13-b-ts-fs-allowed-roots', 'fs-rooted', 'a TypeScript file server that realpaths each path and checks path.relative against its allowed roots before reading or writing', server('roots-fs', 'Read and write files in allowed folders.', 'ts', `${TS_HEAD}import fs from 'node:fs/promises';
import path from 'node:path';

const roots = (process.env.ALLOWED_ROOTS ?? process.cwd()).split(path.delimiter).map((r) => path.resolve(r));
const server = new McpServer({ name: 'roots-fs', version: '2.0.0' });

async function checked(p: string): Promise<string> {
  const abs = path.resolve(p);
  let real: string;
  try {
    real = await fs.realpath(abs);
  } catch {
    real = path.join(await fs.realpath(path.dirname(abs)), path.basename(abs));
  }
  const ok = roots.some((r) => {
    const rel = path.relative(r, real);
    return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
  });
  if (!ok) throw new Error(\`access denied: \${p}\`);
  return real;
}

server.tool('read_file', 'Read a file inside the allowed folders.', { path: z.string() }, async (a) => ({
  content: [{ type: 'text', text: await fs.readFile(await checked(a.path), 'utf8') }],
}));

server.tool('write_file', 'Write a file inside the allowed folders.', { path: z.string(), content: z.string() }, async (a) => {
  await fs.writeFile(await checked(a.path), a.content);
  return { content: [{ type: 'text', text: 'ok' }] };
});
${TS_TAIL}`)),

  benign('r13-b-py-sysmon-proc', 'sysmon', 'a system monitor that reads /proc/stat, /proc/meminfo and /proc/loadavg to report CPU and memory, as its description says', server('sysmon', 'Report CPU, memory and load of this machine.', 'py', `"""sysmon: CPU, memory and load from /proc."""
import time

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("sysmon")


def _cpu_times() -> list[int]:
    with open("/proc/stat") as f:
        return [int(x) for x in f.readline().split()[1:]]


@mcp.tool()
def cpu_percent(interval: float = 0.5) -> float:
    """CPU use over a short interval."""
    a = _cpu_times()
    time.sleep(min(interval, 2.0))
    b = _cpu_times()
    idle = (b[3] + b[4]) - (a[3] + a[4])
    total = sum(b) - sum(a)
    return round(100 * (1 - idle / total), 1) if total else 0.0


@mcp.tool()
def memory() -> dict:
    """Total and available memory in MiB."""
    info = {}
    with open("/proc/meminfo") as f:
        for line in f:
            k, v = line.split(":", 1)
            info[k] = int(v.split()[0]) // 1024
    return {"total": info["MemTotal"], "available": info["MemAvailable"]}


@mcp.tool()
def load() -> str:
    """1, 5 and 15 minute load averages."""
    return open("/proc/loadavg").read().split(" ", 3)[:3].__str__()
${PY_TAIL}`)),

  benign('r13-b-go-sysmon-proc', 'sysmon', 'a Go monitor reading /proc/stat and its own /proc/self/status for CPU and resident memory', goSdkServer('go-sysmon', 'Report CPU use and this server\'s memory.', `package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct{}

func firstLine(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Scan()
	return sc.Text()
}

func selfRSS() string {
	b, _ := os.ReadFile("/proc/self/status")
	for _, l := range strings.Split(string(b), "\\n") {
		if strings.HasPrefix(l, "VmRSS:") {
			return strings.TrimSpace(strings.TrimPrefix(l, "VmRSS:"))
		}
	}
	return "?"
}

func stats(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	text := fmt.Sprintf("cpu: %s\\nrss: %s", firstLine("/proc/stat"), selfRSS())
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil, nil
}

func main() {
	s := mcp.NewServer(&mcp.Implementation{Name: "go-sysmon", Version: "0.1.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "stats", Description: "CPU counters and this server's resident memory."}, stats)
	s.Run(context.Background(), &mcp.StdioTransport{})
}
`)),

  benign('r13-b-ts-sysmon-os', 'sysmon', 'a TypeScript monitor using os.cpus, os.loadavg and /proc/meminfo, and listing network interfaces by name', server('node-sysinfo', 'Show CPU, memory, load and network interfaces of this machine.', 'ts', `${TS_HEAD}import os from 'node:os';
import fs from 'node:fs';

const server = new McpServer({ name: 'node-sysinfo', version: '0.3.2' });

server.tool('sysinfo', 'CPU model and count, load, memory and interface names.', {}, async () => {
  let available = os.freemem();
  try {
    const m = /MemAvailable:\\s+(\\d+)/.exec(fs.readFileSync('/proc/meminfo', 'utf8'));
    if (m) available = Number(m[1]) * 1024;
  } catch {}
  const info = {
    cpu: os.cpus()[0]?.model,
    cores: os.cpus().length,
    load: os.loadavg(),
    memory: { total: os.totalmem(), available },
    interfaces: Object.keys(os.networkInterfaces()),
    uptime: os.uptime(),
  };
  return { content: [{ type: 'text', text: JSON.stringify(info, null, 2) }] };
});
${TS_TAIL}`)),

  benign('r13-b-py-listen-loopback-report', 'listener-loopback', 'a coverage server that serves its generated HTML report folder over http.server bound to 127.0.0.1', server('coverage-view', 'Run the tests with coverage and open the HTML report on localhost.', 'py', `"""coverage-view: coverage report on localhost."""
import functools
import http.server
import subprocess
import threading
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("coverage-view")
REPORT = Path("htmlcov").resolve()
_server: http.server.ThreadingHTTPServer | None = None


@mcp.tool()
def coverage() -> str:
    """Run pytest with coverage and serve the report at http://127.0.0.1:8765/."""
    global _server
    subprocess.run(["coverage", "run", "-m", "pytest", "-q"], check=False)
    subprocess.run(["coverage", "html"], check=True)
    if _server is None:
        handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(REPORT))
        _server = http.server.ThreadingHTTPServer(("127.0.0.1", 8765), handler)
        threading.Thread(target=_server.serve_forever, daemon=True).start()
    return "report at http://127.0.0.1:8765/"
${PY_TAIL}`)),

  benign('r13-b-ts-listen-oauth-callback', 'listener-loopback', 'an OAuth login that listens on 127.0.0.1 on a random port for the redirect, checks the state and closes', server('calendar-login', 'Connect your calendar account and list upcoming events.', 'ts', `${TS_HEAD}import http from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

const server = new McpServer({ name: 'calendar-login', version: '0.4.0' });
let token: string | undefined;

function waitForCode(state: string): Promise<{ code: string; port: number }> {
  return new Promise((resolve, reject) => {
    const srv = http.createServer((req, res) => {
      const u = new URL(req.url ?? '/', 'http://127.0.0.1');
      if (u.searchParams.get('state') !== state) {
        res.writeHead(400).end('bad state');
        return;
      }
      res.end('You can close this tab.');
      srv.close();
      resolve({ code: u.searchParams.get('code') ?? '', port: (srv.address() as AddressInfo).port });
    });
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1');
  });
}

server.tool('login', 'Open the consent page and wait for the redirect on localhost.', {}, async () => {
  const state = randomBytes(16).toString('hex');
  const { code } = await waitForCode(state);
  const res = await fetch('https://oauth2.googleapis.com/token', { method: 'POST', body: new URLSearchParams({ code, grant_type: 'authorization_code' }) });
  token = ((await res.json()) as { access_token?: string }).access_token;
  return { content: [{ type: 'text', text: token ? 'connected' : 'login failed' }] };
});
${TS_TAIL}`)),

  benign('r13-b-go-listen-loopback-preview', 'listener-loopback', 'a Go Markdown preview server serving the rendered docs folder on 127.0.0.1 only', goServer('md-preview', 'Preview the project\'s Markdown docs in a browser on localhost.', `package main

import (
	"context"
	"net/http"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var once sync.Once

func preview(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	once.Do(func() {
		mux := http.NewServeMux()
		mux.Handle("/", http.FileServer(http.Dir("site/_build")))
		go http.ListenAndServe("127.0.0.1:6419", mux)
	})
	return mcp.NewToolResultText("preview at http://127.0.0.1:6419/"), nil
}

func main() {
	s := server.NewMCPServer("md-preview", "0.1.0")
	s.AddTool(mcp.NewTool("preview", mcp.WithDescription("Serve the built docs on localhost.")), preview)
	server.ServeStdio(s)
}
`)),

  benign('r13-b-py-whoami', 'own-user', 'an environment summary that reads the current user\'s own account entry (pwd.getpwuid(os.getuid())) and groups', server('env-summary', 'Summarize the current user, shell and Python environment.', 'py', `"""env-summary: who am I and what do I run."""
import grp
import os
import platform
import pwd
import sys

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("env-summary")


@mcp.tool()
def summary() -> dict:
    """The current user, their shell and groups, and the Python in use."""
    me = pwd.getpwuid(os.getuid())
    return {
        "user": me.pw_name,
        "home": me.pw_dir,
        "shell": me.pw_shell,
        "groups": [grp.getgrgid(g).gr_name for g in os.getgroups()],
        "python": sys.version.split()[0],
        "platform": platform.platform(),
    }
${PY_TAIL}`)),

  benign('r13-b-py-process-monitor', 'disclosed-admin', 'a process monitor described as one: lists processes with CPU and memory through psutil and stops one the user names after confirming it is theirs', server('proc-monitor', 'List running processes with CPU and memory use, and stop a process you own.', 'py', `"""proc-monitor: a small process monitor."""
import os

import psutil
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("proc-monitor")


@mcp.tool()
def top(limit: int = 15) -> list[dict]:
    """The processes using the most CPU."""
    procs = [p.info for p in psutil.process_iter(["pid", "name", "username", "cpu_percent", "memory_percent"])]
    procs.sort(key=lambda p: p["cpu_percent"] or 0, reverse=True)
    return procs[: max(1, min(limit, 100))]


@mcp.tool()
def stop(pid: int) -> str:
    """Stop one of your own processes (SIGTERM)."""
    p = psutil.Process(pid)
    if p.uids().real != os.getuid():
        raise PermissionError("not your process")
    p.terminate()
    return f"sent SIGTERM to {pid} ({p.name()})"
${PY_TAIL}`, {}, ['psutil'])),

  benign('r13-b-go-kill-own-child', 'own-user', 'a Go dev-server runner that starts `npm run dev`, keeps its handle and kills only that child when asked', goServer('devrun', 'Start and stop the project\'s dev server.', `package main

import (
	"context"
	"os/exec"
	"sync"
	"syscall"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var (
	mu    sync.Mutex
	child *exec.Cmd
)

func start(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	mu.Lock()
	defer mu.Unlock()
	if child != nil {
		return mcp.NewToolResultText("already running"), nil
	}
	cmd := exec.Command("npm", "run", "dev")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	child = cmd
	return mcp.NewToolResultText("started"), nil
}

func stop(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	mu.Lock()
	defer mu.Unlock()
	if child == nil {
		return mcp.NewToolResultText("not running"), nil
	}
	syscall.Kill(-child.Process.Pid, syscall.SIGTERM)
	child.Wait()
	child = nil
	return mcp.NewToolResultText("stopped"), nil
}

func main() {
	s := server.NewMCPServer("devrun", "0.2.0")
	s.AddTool(mcp.NewTool("start", mcp.WithDescription("Start npm run dev.")), start)
	s.AddTool(mcp.NewTool("stop", mcp.WithDescription("Stop the dev server this tool started.")), stop)
	server.ServeStdio(s)
}
`)),

  benign('r13-b-py-sudo-instructions', 'disclosed-admin', 'a server-setup helper that writes out the sudo commands for the user to run and runs nothing as root itself', server('server-setup-guide', 'Prepare the commands to set up a web server; you run them yourself.', 'py', `"""server-setup-guide: commands for you to review and run."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("server-setup-guide")

_STEPS = {
    "nginx": ["sudo apt-get install -y nginx", "sudo systemctl enable --now nginx"],
    "caddy": ["sudo apt-get install -y caddy", "sudo systemctl enable --now caddy"],
}


@mcp.tool()
def plan(server: str, domain: str) -> str:
    """Return the commands to install SERVER for DOMAIN, for the user to review and run."""
    steps = _STEPS.get(server)
    if steps is None:
        raise ValueError(f"unknown server {server!r}; known: {', '.join(_STEPS)}")
    lines = ["# Review, then run these yourself:", *steps]
    if server == "nginx":
        lines.append(f"sudo certbot --nginx -d {domain}")
    return "\\n".join(lines)
${PY_TAIL}`)),

  benign('r13-b-ts-chmod-own-script', 'fs-rooted', 'a scaffolder that writes a script inside the project and makes it executable with mode 0o755', server('script-scaffold', 'Create a shell script skeleton in the project\'s scripts folder.', 'ts', `${TS_HEAD}import fs from 'node:fs';
import path from 'node:path';

const server = new McpServer({ name: 'script-scaffold', version: '0.1.0' });
const DIR = path.resolve('scripts');

server.tool('new_script', 'Create scripts/NAME.sh with a safe header.', { name: z.string().regex(/^[a-z0-9-]+$/) }, async ({ name }) => {
  fs.mkdirSync(DIR, { recursive: true });
  const file = path.join(DIR, \`\${name}.sh\`);
  fs.writeFileSync(file, '#!/usr/bin/env bash\\nset -euo pipefail\\n\\n');
  fs.chmodSync(file, 0o755);
  return { content: [{ type: 'text', text: \`created \${path.relative(process.cwd(), file)}\` }] };
});
${TS_TAIL}`)),

  benign('r13-b-ts-ping-argv', 'disclosed-admin', 'a network diagnostics server, described as such, running ping and traceroute with argv on the host the user gives', server('net-diag', 'Network diagnostics: ping, traceroute and DNS lookups for a host you name.', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { resolve4 } from 'node:dns/promises';

const run = promisify(execFile);
const server = new McpServer({ name: 'net-diag', version: '1.0.0' });
const host = z.string().regex(/^[A-Za-z0-9.-]+$/);

server.tool('ping', 'Ping a host four times.', { host }, async (a) => {
  const { stdout } = await run('ping', ['-c', '4', a.host], { timeout: 15_000 });
  return { content: [{ type: 'text', text: stdout }] };
});

server.tool('traceroute', 'Trace the route to a host.', { host }, async (a) => {
  const { stdout } = await run('traceroute', ['-m', '20', a.host], { timeout: 60_000 });
  return { content: [{ type: 'text', text: stdout }] };
});

server.tool('lookup', 'Resolve a host name.', { host }, async (a) => ({ content: [{ type: 'text', text: (await resolve4(a.host)).join('\\n') }] }));
${TS_TAIL}`)),

  benign('r13-b-ts-symlink-refused', 'fs-rooted', 'a notes server that lstat-checks every path and refuses symbolic links, and keeps names to one segment', server('flat-notes', 'Keep Markdown notes in one folder.', 'ts', `${TS_HEAD}import fs from 'node:fs/promises';
import path from 'node:path';

const DIR = path.resolve(process.env.NOTES ?? 'notes');
const server = new McpServer({ name: 'flat-notes', version: '0.2.0' });

async function note(name: string): Promise<string> {
  if (name !== path.basename(name) || name.startsWith('.')) throw new Error('one plain file name, please');
  const p = path.join(DIR, name);
  const st = await fs.lstat(p).catch(() => undefined);
  if (st?.isSymbolicLink()) throw new Error('links are not followed');
  return p;
}

server.tool('read', 'Read a note.', { name: z.string() }, async ({ name }) => ({ content: [{ type: 'text', text: await fs.readFile(await note(name), 'utf8') }] }));

server.tool('write', 'Write a note.', { name: z.string(), text: z.string() }, async ({ name, text }) => {
  await fs.mkdir(DIR, { recursive: true });
  await fs.writeFile(await note(name), text, { flag: 'w' });
  return { content: [{ type: 'text', text: 'saved' }] };
});

server.tool('remove', 'Delete a note.', { name: z.string() }, async ({ name }) => {
  await fs.unlink(await note(name));
  return { content: [{ type: 'text', text: 'deleted' }] };
});
${TS_TAIL}`)),

  benign('r13-b-go-zip-safe', 'fs-rooted', 'a Go archive extractor that checks each member with filepath.IsLocal and refuses links before writing under its destination', goServer('unzipper', 'Extract a zip archive from the project into a folder.', `package main

import (
	"archive/zip"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func extract(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	archive := req.GetString("archive", "")
	dest := filepath.Join("extracted", filepath.Base(archive))
	r, err := zip.OpenReader(archive)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer r.Close()
	n := 0
	for _, f := range r.File {
		if !filepath.IsLocal(f.Name) || f.Mode()&os.ModeSymlink != 0 {
			return mcp.NewToolResultError("unsafe member " + f.Name), nil
		}
		out := filepath.Join(dest, f.Name)
		if f.FileInfo().IsDir() {
			os.MkdirAll(out, 0o755)
			continue
		}
		os.MkdirAll(filepath.Dir(out), 0o755)
		src, err := f.Open()
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil
		}
		w, err := os.Create(out)
		if err != nil {
			src.Close()
			return mcp.NewToolResultError(err.Error()), nil
		}
		io.Copy(w, io.LimitReader(src, 100<<20))
		w.Close()
		src.Close()
		n++
	}
	return mcp.NewToolResultText(fmt.Sprintf("extracted %d files to %s", n, dest)), nil
}

func main() {
	s := server.NewMCPServer("unzipper", "0.1.0")
	s.AddTool(mcp.NewTool("extract", mcp.WithDescription("Extract a zip into extracted/NAME."), mcp.WithString("archive", mcp.Required())), extract)
	server.ServeStdio(s)
}
`)),
];
