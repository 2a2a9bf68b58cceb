/**
 * Eleventh benign batch, HELD-OUT third (never read while working on the analyzer; totals only):
 * benign MCP servers and configurations. Written on 2026-11-30 by helper benign14 before the
 * analyzer was run on any of them.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { type Benign11Sample, goServer, mcpConfig, server } from '../classes.ts';

export const HELD_OUT11_SERVERS: Benign11Sample[] = [
  benign('b14-ts-memory-graph', 'memory-notes', 'a knowledge-graph memory server: entities and relations in a JSONL file under the user\'s data folder', server('graph-memory', 'A knowledge graph memory for people, projects and preferences.', 'ts', `${TS_HEAD}import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

const file = process.env.MEMORY_FILE ?? join(homedir(), '.local', 'share', 'graph-memory', 'memory.jsonl');
await mkdir(join(file, '..'), { recursive: true });

type Line = { type: 'entity'; name: string; kind: string; observations: string[] } | { type: 'relation'; from: string; to: string; relation: string };
async function all(): Promise<Line[]> {
  try {
    return (await readFile(file, 'utf8')).split('\\n').filter(Boolean).map((l) => JSON.parse(l));
  } catch {
    return [];
  }
}

const server = new McpServer({ name: 'graph-memory', version: '0.6.0' });
server.tool('add_entity', 'Remember an entity with observations', { name: z.string(), kind: z.string(), observations: z.array(z.string()) }, async (e) => {
  await appendFile(file, JSON.stringify({ type: 'entity', ...e }) + '\\n');
  return { content: [{ type: 'text', text: 'ok' }] };
});
server.tool('relate', 'Remember a relation between two entities', { from: z.string(), to: z.string(), relation: z.string() }, async (r) => {
  await appendFile(file, JSON.stringify({ type: 'relation', ...r }) + '\\n');
  return { content: [{ type: 'text', text: 'ok' }] };
});
server.tool('search', 'Entities whose name or observations contain the words', { query: z.string() }, async ({ query }) => {
  const q = query.toLowerCase();
  const hits = (await all()).filter((l) => l.type === 'entity' && (l.name.toLowerCase().includes(q) || l.observations.some((o) => o.toLowerCase().includes(q))));
  return { content: [{ type: 'text', text: JSON.stringify(hits, null, 2) }] };
});
${TS_TAIL}`)),

  benign('b14-py-vision-claude', 'vision-upload', 'a receipt reader server: reads an image path, base64 into the Anthropic SDK\'s image block, returns the parsed total and merchant', server('receipts', 'Read receipts from photos into structured data.', 'py', `import base64
from pathlib import Path

import anthropic
from mcp.server.fastmcp import FastMCP

client = anthropic.Anthropic()
mcp = FastMCP("receipts")


@mcp.tool()
def read_receipt(path: str) -> str:
    """Extract merchant, date, total and currency from a receipt photo (JPEG/PNG)."""
    p = Path(path)
    media = "image/png" if p.suffix.lower() == ".png" else "image/jpeg"
    data = base64.b64encode(p.read_bytes()).decode()
    msg = client.messages.create(
        model="claude-haiku-4-5",
        max_tokens=400,
        messages=[{"role": "user", "content": [
            {"type": "image", "source": {"type": "base64", "media_type": media, "data": data}},
            {"type": "text", "text": "Return JSON with merchant, date (ISO), total, currency."},
        ]}],
    )
    return msg.content[0].text
${PY_TAIL}`, {}, ['anthropic>=0.40'])),

  benign('b14-py-tmp-cleanup', 'cache-cleanup', 'a PDF rendering server: renders pages to PNGs in its own tempfile.mkdtemp folder and shutil.rmtree\'s it at exit', server('pdfpages', 'Render PDF pages to images.', 'py', `import atexit
import shutil
import subprocess
import tempfile
from pathlib import Path

from mcp.server.fastmcp import FastMCP

WORK = Path(tempfile.mkdtemp(prefix="pdfpages-"))
atexit.register(shutil.rmtree, WORK, ignore_errors=True)
mcp = FastMCP("pdfpages")


@mcp.tool()
def render(pdf: str, first: int = 1, last: int = 3, dpi: int = 110) -> list[str]:
    """Render pages first..last (at most 20) of a PDF to PNG files; returns their paths."""
    last = min(last, first + 19)
    prefix = WORK / Path(pdf).stem
    subprocess.run(["pdftoppm", "-png", "-r", str(min(dpi, 300)), "-f", str(first), "-l", str(last), pdf, str(prefix)], check=True, timeout=120)
    return sorted(str(p) for p in WORK.glob(f"{Path(pdf).stem}*.png"))
${PY_TAIL}`)),

  benign('b14-py-icon-b64', 'embedded-asset', 'a status server returning a small PNG icon kept as a base64 constant as MCP image content', server('buildstatus', 'Show CI build status with an icon.', 'py', `import os

import httpx
from mcp.server.fastmcp import FastMCP, Image
import base64

GREEN_DOT = "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAGklEQVR42mNk+M9Qz0AEYBxVSF+FAP5FDvcfRYWgAAAAAElFTkSuQmCC"
mcp = FastMCP("buildstatus")


@mcp.tool()
def status(repo: str) -> list:
    """Latest workflow run of a GitHub repository ("owner/name")."""
    r = httpx.get(f"https://api.github.com/repos/{repo}/actions/runs", params={"per_page": 1},
                  headers={"Authorization": f"Bearer {os.environ['GITHUB_TOKEN']}"}, timeout=20)
    run = r.json()["workflow_runs"][0]
    text = f"{run['name']}: {run['status']} / {run['conclusion']}"
    if run["conclusion"] == "success":
        return [text, Image(data=base64.b64decode(GREEN_DOT), format="png")]
    return [text]
${PY_TAIL}`, {}, ['httpx>=0.27'])),

  benign('b14-ts-placeholder-b64', 'embedded-asset', 'an image placeholder server: a base64 SVG constant filled with the requested size and colour, returned as a data URL', server('placeholder', 'Placeholder images for mockups.', 'ts', `${TS_HEAD}
// <svg xmlns="http://www.w3.org/2000/svg" width="W" height="H"><rect width="100%" height="100%" fill="C"/></svg>
const TEMPLATE = 'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSJXIiBoZWlnaHQ9IkgiPjxyZWN0IHdpZHRoPSIxMDAlIiBoZWlnaHQ9IjEwMCUiIGZpbGw9IkMiLz48L3N2Zz4=';

const server = new McpServer({ name: 'placeholder', version: '1.0.0' });
server.tool('placeholder', 'An SVG placeholder as a data URL', { width: z.number().int().max(4000), height: z.number().int().max(4000), color: z.string().regex(/^#[0-9a-f]{6}$/i).default('#cccccc') }, async ({ width, height, color }) => {
  const svg = Buffer.from(TEMPLATE, 'base64').toString('utf8').replace('"W"', \`"\${width}"\`).replace('"H"', \`"\${height}"\`).replace('"C"', \`"\${color}"\`);
  return { content: [{ type: 'text', text: \`data:image/svg+xml;base64,\${Buffer.from(svg).toString('base64')}\` }] };
});
${TS_TAIL}`)),

  benign('b14-ts-telemetry-optin', 'own-api-key', 'a server with opt-in usage counts: when TELEMETRY=1 and DO_NOT_TRACK unset, posts tool names and counts (no arguments) to its vendor\'s endpoint once a day', server('regex-lab', 'Test and explain regular expressions.', 'ts', `${TS_HEAD}
const telemetry = process.env.TELEMETRY === '1' && !process.env.DO_NOT_TRACK;
const counts: Record<string, number> = {};
if (telemetry) {
  setInterval(() => {
    void fetch('https://telemetry.regexlab.dev/v1/counts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ version: '0.8.0', counts }) }).catch(() => {});
    for (const k of Object.keys(counts)) delete counts[k];
  }, 24 * 60 * 60 * 1000).unref();
}

const server = new McpServer({ name: 'regex-lab', version: '0.8.0' });
server.tool('test_regex', 'Match a regular expression against sample lines', { pattern: z.string().max(500), flags: z.string().regex(/^[gimsuy]*$/).default(''), lines: z.array(z.string()).max(200) }, async ({ pattern, flags, lines }) => {
  counts.test_regex = (counts.test_regex ?? 0) + 1;
  const re = new RegExp(pattern, flags);
  return { content: [{ type: 'text', text: lines.map((l) => \`\${re.test(l) ? '✓' : '✗'} \${l}\`).join('\\n') }] };
});
${TS_TAIL}`)),

  benign('b14-go-pushgateway', 'encoded-to-service', 'a Go metrics server: pushes gzip-compressed metrics to the Prometheus Pushgateway URL the user configures', goServer('gopush', 'Push ad-hoc metrics (benchmarks, job results) to your Pushgateway.', `package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func push(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	job, _ := req.RequireString("job")
	name, _ := req.RequireString("metric")
	value := req.GetFloat("value", 0)
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	fmt.Fprintf(zw, "# TYPE %s gauge\\n%s %g\\n", name, name, value)
	zw.Close()
	r, _ := http.NewRequestWithContext(ctx, http.MethodPut, os.Getenv("PUSHGATEWAY_URL")+"/metrics/job/"+job, &buf)
	r.Header.Set("Content-Encoding", "gzip")
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func main() {
	s := server.NewMCPServer("gopush", "0.1.0")
	s.AddTool(mcp.NewTool("push_metric", mcp.WithDescription("Push one gauge to the Pushgateway"), mcp.WithString("job", mcp.Required()), mcp.WithString("metric", mcp.Required()), mcp.WithNumber("value", mcp.Required())), push)
	if err := server.ServeStdio(s); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}
`)),

  benign('b14-cfg-docker-github', 'mcp-config', 'an MCP config plugin: GitHub\'s official server in Docker with the token passed by name from the environment', mcpConfig('github-docker', 'GitHub\'s MCP server, run in Docker.', {
    github: {
      command: 'docker',
      args: ['run', '-i', '--rm', '-e', 'GITHUB_PERSONAL_ACCESS_TOKEN', '-e', 'GITHUB_TOOLSETS', 'ghcr.io/github/github-mcp-server'],
      env: { GITHUB_PERSONAL_ACCESS_TOKEN: '${GITHUB_PERSONAL_ACCESS_TOKEN}', GITHUB_TOOLSETS: 'repos,issues,pull_requests' },
    },
  }, `
Set \`GITHUB_PERSONAL_ACCESS_TOKEN\` (a fine-grained token) in your shell. Docker must be running.
`)),

  benign('b14-cfg-env-refs', 'mcp-config', 'an MCP config plugin: Postgres and Brave Search servers with their secrets referenced from the environment', mcpConfig('db-and-search', 'Database access and web search servers.', {
    postgres: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-postgres', '${DATABASE_URL}'] },
    'brave-search': { command: 'npx', args: ['-y', '@modelcontextprotocol/server-brave-search'], env: { BRAVE_API_KEY: '${BRAVE_API_KEY}' } },
  }, `
Uses a read-only Postgres role: create one and put its URL in \`DATABASE_URL\`.
Brave Search needs \`BRAVE_API_KEY\`.
`)),

  benign('b14-py-keyring', 'secret-handling', 'a Todoist server: the API token kept in the OS keyring (keyring library), set once by a CLI prompt, never logged', server('todoist-lite', 'Manage Todoist tasks.', 'py', `import getpass
import sys

import httpx
import keyring
from mcp.server.fastmcp import FastMCP

SERVICE = "todoist-lite"
mcp = FastMCP("todoist-lite")


def token() -> str:
    t = keyring.get_password(SERVICE, "api-token")
    if not t:
        raise RuntimeError("no token: run 'todoist-lite login' once in a terminal")
    return t


@mcp.tool()
def tasks(filter: str = "today | overdue") -> list[str]:
    """Tasks matching a Todoist filter."""
    r = httpx.get("https://api.todoist.com/rest/v2/tasks", params={"filter": filter}, headers={"Authorization": f"Bearer {token()}"}, timeout=20)
    return [f"{t['content']} (due {t.get('due', {}).get('string', '-')})" for t in r.json()]


if __name__ == "__main__":
    if sys.argv[1:] == ["login"]:
        keyring.set_password(SERVICE, "api-token", getpass.getpass("Todoist API token: "))
        print("saved to the system keyring")
    else:
        mcp.run()
`, {}, ['httpx>=0.27', 'keyring>=25'])),

  benign('b14-go-vision', 'vision-upload', 'a Go server: base64-encodes a local image and sends it to the Anthropic Messages API with ANTHROPIC_API_KEY to describe it', goServer('godescribe', 'Describe images with Claude.', `package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func describe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, _ := req.RequireString("path")
	raw, err := os.ReadFile(path)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	body, _ := json.Marshal(map[string]any{
		"model":      "claude-haiku-4-5",
		"max_tokens": 300,
		"messages": []any{map[string]any{"role": "user", "content": []any{
			map[string]any{"type": "image", "source": map[string]any{"type": "base64", "media_type": http.DetectContentType(raw), "data": base64.StdEncoding.EncodeToString(raw)}},
			map[string]any{"type": "text", "text": "Describe this image in two sentences."},
		}}},
	})
	r, _ := http.NewRequestWithContext(ctx, http.MethodPost, "https://api.anthropic.com/v1/messages", bytes.NewReader(body))
	r.Header.Set("x-api-key", os.Getenv("ANTHROPIC_API_KEY"))
	r.Header.Set("anthropic-version", "2023-06-01")
	r.Header.Set("content-type", "application/json")
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("godescribe", "0.1.0")
	s.AddTool(mcp.NewTool("describe_image", mcp.WithDescription("Describe a local image"), mcp.WithString("path", mcp.Required())), describe)
	if err := server.ServeStdio(s); err != nil {
		fmt.Fprintln(os.Stderr, err)
	}
}
`)),
];
