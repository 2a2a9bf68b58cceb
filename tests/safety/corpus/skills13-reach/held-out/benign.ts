/**
 * Thirteenth reach batch, HELD-OUT third, benign. Written on 2026-11-30 in
 * one sitting by helper reach16 before the analyzer was run on any of them;
 * split by `thirdOf(id)`. Never read while working on the analyzer.
 */
import { benign, PY_TAIL } from '../../skills/build.ts';
import { goServer, type Reach13Sample, server } from '../classes.ts';

export const HELD_OUT13_REACH_BENIGN: Reach13Sample[] = [
  benign('r13-b-py-fetch-refuses-private', 'fetch-guarded', 'a fetch tool that resolves the host and refuses private, loopback, link-local and reserved addresses (ipaddress), re-checking every redirect', server('guarded-fetch', 'Fetch a public web page as Markdown.', 'py', `"""guarded-fetch: public pages only."""
import ipaddress
import socket
from urllib.parse import urljoin, urlparse

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("guarded-fetch")


def _check(url: str) -> None:
    u = urlparse(url)
    if u.scheme not in ("http", "https") or not u.hostname:
        raise ValueError("only http(s) URLs")
    for info in socket.getaddrinfo(u.hostname, u.port or 443):
        ip = ipaddress.ip_address(info[4][0])
        if ip.is_private or ip.is_loopback or ip.is_link_local or ip.is_reserved or ip.is_multicast:
            raise ValueError(f"{u.hostname} resolves to a non-public address")


@mcp.tool()
def fetch(url: str) -> str:
    """Fetch a public URL (private addresses are refused)."""
    with httpx.Client(follow_redirects=False, timeout=10) as c:
        for _ in range(5):
            _check(url)
            r = c.get(url)
            if r.is_redirect:
                url = urljoin(url, r.headers["location"])
                continue
            return r.text[:100_000]
    raise ValueError("too many redirects")
${PY_TAIL}`, {}, ['httpx'])),

  benign('r13-b-go-port-scanner-named', 'disclosed-admin', 'a port scanner named and described as one, scanning the host the user gives and returning the result only to the user', goServer('port-scanner', 'A TCP port scanner: checks which ports of a host you name are open.', `package main

import (
	"context"
	"fmt"
	"net"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func scan(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	host, err := req.RequireString("host")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	var open []string
	for _, p := range []int{21, 22, 25, 80, 443, 3306, 5432, 8080} {
		c, err := net.DialTimeout("tcp", net.JoinHostPort(host, fmt.Sprint(p)), 500*time.Millisecond)
		if err == nil {
			c.Close()
			open = append(open, fmt.Sprint(p))
		}
	}
	return mcp.NewToolResultText("open: " + strings.Join(open, ", ")), nil
}

func main() {
	s := server.NewMCPServer("port-scanner", "1.0.0")
	s.AddTool(mcp.NewTool("scan_ports", mcp.WithDescription("Scan common TCP ports of a host you are allowed to test."), mcp.WithString("host", mcp.Required())), scan)
	server.ServeStdio(s)
}
`)),

  benign('r13-b-go-fs-rooted', 'fs-rooted', 'a Go file server opening everything through os.OpenRoot so no name escapes its folder', goServer('rooted-files', 'Read and write files in the workspace folder.', `package main

import (
	"context"
	"io"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var root *os.Root

func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, err := root.Open(req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer f.Close()
	b, _ := io.ReadAll(io.LimitReader(f, 1<<20))
	return mcp.NewToolResultText(string(b)), nil
}

func write(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, err := root.Create(req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer f.Close()
	f.WriteString(req.GetString("content", ""))
	return mcp.NewToolResultText("ok"), nil
}

func main() {
	var err error
	root, err = os.OpenRoot("workspace")
	if err != nil {
		panic(err)
	}
	s := server.NewMCPServer("rooted-files", "0.1.0")
	s.AddTool(mcp.NewTool("read", mcp.WithDescription("Read a workspace file."), mcp.WithString("name", mcp.Required())), read)
	s.AddTool(mcp.NewTool("write", mcp.WithDescription("Write a workspace file."), mcp.WithString("name", mcp.Required()), mcp.WithString("content")), write)
	server.ServeStdio(s)
}
`)),

  benign('r13-b-py-cache-cleanup', 'fs-rooted', 'a cache tool that deletes only files under its own cache folder, after resolving and checking each', server('cache-clean', 'Clear this server\'s download cache.', 'py', `"""cache-clean: clear our own cache."""
import shutil
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("cache-clean")
CACHE = (Path.home() / ".cache" / "cache-clean").resolve()


@mcp.tool()
def clear(entry: str = "") -> str:
    """Delete one cached entry, or the whole cache when ENTRY is empty."""
    target = (CACHE / entry).resolve()
    if not target.is_relative_to(CACHE):
        raise ValueError("outside the cache")
    if target.is_dir():
        shutil.rmtree(target)
    elif target.exists():
        target.unlink()
    CACHE.mkdir(parents=True, exist_ok=True)
    return f"cleared {target}"
${PY_TAIL}`)),

  benign('r13-b-go-health-configured', 'disclosed-admin', 'a Go health checker for the internal services the user lists in its config file, as its description says', goServer('svc-health', 'Check the health endpoints of the internal services listed in services.json.', `package main

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

type service struct {
	Name string \`json:"name"\`
	URL  string \`json:"health_url"\`
}

func check(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("services.json")
	if err != nil {
		return mcp.NewToolResultError("services.json: " + err.Error()), nil
	}
	var svcs []service
	if err := json.Unmarshal(b, &svcs); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	c := &http.Client{Timeout: 3 * time.Second}
	var lines []string
	for _, s := range svcs {
		res, err := c.Get(s.URL)
		if err != nil {
			lines = append(lines, fmt.Sprintf("%s: down (%v)", s.Name, err))
			continue
		}
		res.Body.Close()
		lines = append(lines, fmt.Sprintf("%s: %d", s.Name, res.StatusCode))
	}
	return mcp.NewToolResultText(strings.Join(lines, "\\n")), nil
}

func main() {
	s := server.NewMCPServer("svc-health", "0.4.0")
	s.AddTool(mcp.NewTool("health", mcp.WithDescription("Check each service in services.json.")), check)
	server.ServeStdio(s)
}
`)),

  benign('r13-b-py-profiler-pid', 'disclosed-admin', 'a profiler described as one, running py-spy dump with argv on a PID the user names', server('py-profiler', 'Profile a running Python process you name (py-spy dump).', 'py', `"""py-profiler: where is my Python process spending time?"""
import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("py-profiler")


@mcp.tool()
def dump(pid: int) -> str:
    """Print the current stack of every thread of Python process PID (py-spy dump)."""
    out = subprocess.run(["py-spy", "dump", "--pid", str(int(pid))], capture_output=True, text=True, timeout=30)
    return out.stdout or out.stderr
${PY_TAIL}`, {}, ['py-spy'])),

  benign('r13-b-py-own-proc-status', 'sysmon', 'a server health tool reading its own /proc/self/status and /proc/self/fd count', server('self-health', 'Report this server\'s own memory and open files.', 'py', `"""self-health: our own footprint."""
import os

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("self-health")


@mcp.tool()
def health() -> dict:
    """Resident memory, threads and open file descriptors of this server."""
    info = {}
    with open("/proc/self/status") as f:
        for line in f:
            k, _, v = line.partition(":")
            if k in ("VmRSS", "Threads"):
                info[k] = v.strip()
    info["open_fds"] = len(os.listdir("/proc/self/fd"))
    return info
${PY_TAIL}`)),
];
