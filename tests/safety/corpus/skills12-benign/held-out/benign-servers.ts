/**
 * Twelfth benign batch, held-out third (never read while working on the analyzer; totals only): MCP servers in
 * Python, TypeScript and Go — images to the vision/OCR API each is for, CLAUDE.md sections written on request, a
 * migration script written then run, old logs pruned, a Timer that re-arms until stopped, pytest by argv, S3 with
 * Content-MD5, a Poetry source, a Husky hook, near-name dependencies, an internal scope in .yarnrc.yml, a tmp
 * folder pruned, a browser opened with the OS's own opener, Go retries and a cache cleaned. Written on 2026-11-30
 * by helper benign15 before the analyzer was run on any of them.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { type Benign12Sample, goServer, server } from '../classes.ts';

const GO_TAIL = `	if err := server.ServeStdio(s); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
`;

export const HELD_OUT12_SERVERS: Benign12Sample[] = [
  benign('b15-py-vision-describe', 'vision-upload', 'a Python screenshot server: reads an image the model names and sends it base64 to Claude through the anthropic SDK', server('claude-vision', 'Describe screenshots and images with Claude (Anthropic API).', 'py', `import base64
import mimetypes
from pathlib import Path

import anthropic
from mcp.server.fastmcp import FastMCP

client = anthropic.Anthropic()
mcp = FastMCP("claude-vision")


@mcp.tool()
def describe(path: str, prompt: str = "Describe this image in detail.") -> str:
    """Send an image file to Claude and return its description."""
    media = mimetypes.guess_type(path)[0] or "image/png"
    data = base64.standard_b64encode(Path(path).read_bytes()).decode()
    msg = client.messages.create(
        model="claude-sonnet-4-5",
        max_tokens=1024,
        messages=[{"role": "user", "content": [{"type": "image", "source": {"type": "base64", "media_type": media, "data": data}}, {"type": "text", "text": prompt}]}],
    )
    return msg.content[0].text
${PY_TAIL}`, {}, ['anthropic'])),

  benign('b15-py-ocr-mistral', 'vision-upload', 'a Python OCR server: a PDF base64 data URL posted to the Mistral OCR API it names', server('mistral-ocr', 'OCR PDFs and images into Markdown with the Mistral OCR API.', 'py', `import base64
import os
from pathlib import Path

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("mistral-ocr")


@mcp.tool()
def ocr_pdf(path: str) -> str:
    """Markdown text of every page of a PDF."""
    b64 = base64.b64encode(Path(path).read_bytes()).decode()
    r = httpx.post(
        "https://api.mistral.ai/v1/ocr",
        headers={"Authorization": f"Bearer {os.environ['MISTRAL_API_KEY']}"},
        json={"model": "mistral-ocr-latest", "document": {"type": "document_url", "document_url": f"data:application/pdf;base64,{b64}"}},
        timeout=120,
    )
    r.raise_for_status()
    return "\\n\\n".join(p["markdown"] for p in r.json()["pages"])
${PY_TAIL}`)),

  benign('b15-py-claude-md-writer', 'docs-on-request', 'a Python project-memory server: a tool adds a section the user dictates to CLAUDE.md under a constant heading about conventions', server('project-memory', 'Keep CLAUDE.md up to date with the conventions the user states.', 'py', `from pathlib import Path

from mcp.server.fastmcp import FastMCP

HEADER = "# CLAUDE.md\\n\\nConventions for this repository. Follow them when editing code here.\\n"
mcp = FastMCP("project-memory")


@mcp.tool()
def add_convention(repo: str, section: str, text: str) -> str:
    """Add a convention the user stated to CLAUDE.md under a section heading (e.g. Testing, Style). Only call this when the user asks to remember a convention."""
    f = Path(repo) / "CLAUDE.md"
    body = f.read_text() if f.exists() else HEADER
    heading = f"## {section.strip()}"
    line = f"- {text.strip()}"
    if heading in body:
        body = body.replace(heading, f"{heading}\\n{line}", 1)
    else:
        body = body.rstrip() + f"\\n\\n{heading}\\n{line}\\n"
    f.write_text(body)
    return f"added to {f}"


@mcp.tool()
def read_conventions(repo: str) -> str:
    """The current CLAUDE.md."""
    f = Path(repo) / "CLAUDE.md"
    return f.read_text() if f.exists() else "(no CLAUDE.md)"
${PY_TAIL}`)),

  benign('b15-py-log-prune', 'log-rotation', 'a Python server with a prune_logs tool: deletes *.log files older than N days inside its own log folder only', server('svc-logs', 'Read and prune the local service logs in ~/.local/state/svc.', 'py', `import time
from pathlib import Path

from mcp.server.fastmcp import FastMCP

LOGS = Path.home() / ".local" / "state" / "svc" / "logs"
mcp = FastMCP("svc-logs")


@mcp.tool()
def tail(name: str, lines: int = 100) -> str:
    """Last lines of one log file in the service's log folder."""
    f = (LOGS / name).resolve()
    if f.parent != LOGS.resolve():
        raise ValueError("log files only")
    return "\\n".join(f.read_text(errors="replace").splitlines()[-min(lines, 2000):])


@mcp.tool()
def prune_logs(days: int = 14) -> str:
    """Delete .log files older than the given days (at least 1) from the service's log folder."""
    cutoff = time.time() - max(days, 1) * 86400
    removed = [p.name for p in LOGS.glob("*.log*") if p.stat().st_mtime < cutoff]
    for name in removed:
        (LOGS / name).unlink()
    return f"removed {len(removed)} files"
${PY_TAIL}`)),

  benign('b15-py-migration-script', 'written-hook', 'a Python DB server: writes a constant migrate.sh (alembic upgrade head with set -e) into the project and runs it with bash', server('alembic-helper', 'Run and inspect Alembic migrations for the project.', 'py', `import subprocess
from pathlib import Path

from mcp.server.fastmcp import FastMCP

SCRIPT = """#!/usr/bin/env bash
set -euo pipefail
alembic current
alembic upgrade head
alembic current
"""
mcp = FastMCP("alembic-helper")


@mcp.tool()
def upgrade(project: str = ".") -> str:
    """Apply pending migrations (alembic upgrade head) and show the revision before and after."""
    script = Path(project) / "scripts" / "migrate.sh"
    script.parent.mkdir(exist_ok=True)
    script.write_text(SCRIPT)
    script.chmod(0o755)
    out = subprocess.run(["bash", str(script)], cwd=project, capture_output=True, text=True, timeout=600)
    return out.stdout + out.stderr


@mcp.tool()
def history(project: str = ".") -> str:
    """Migration history."""
    return subprocess.run(["alembic", "history", "--verbose"], cwd=project, capture_output=True, text=True, timeout=60).stdout
${PY_TAIL}`)),

  benign('b15-py-poetry-source', 'internal-registry', 'a Python server depending on acme-private-sdk-client, its Poetry source set to the company index in pyproject.toml', server('acme-orders', 'Look up orders in the Acme order system.', 'py', `from acme_private_sdk_client import OrdersClient
from mcp.server.fastmcp import FastMCP

client = OrdersClient.from_env()
mcp = FastMCP("acme-orders")


@mcp.tool()
def order(order_id: str) -> dict:
    """One order with its lines and status."""
    return client.get(order_id).to_dict()


@mcp.tool()
def recent_orders(customer: str, limit: int = 10) -> list[dict]:
    """A customer's latest orders."""
    return [o.to_dict() for o in client.list(customer=customer, limit=min(limit, 50))]
${PY_TAIL}`, {
    'pyproject.toml': '[tool.poetry]\nname = "acme-orders-mcp"\nversion = "0.2.0"\ndescription = "Acme orders MCP server"\n\n[tool.poetry.dependencies]\npython = "^3.11"\nmcp = {extras = ["cli"], version = "^1.9"}\nacme-private-sdk-client = {version = "^4.2", source = "acme"}\n\n[[tool.poetry.source]]\nname = "acme"\nurl = "https://pypi.acme.internal/simple/"\npriority = "explicit"\n',
  })),

  benign('b15-py-rates-timer', 'retry-poll', 'a Python server refreshing a price list with threading.Timer that re-arms itself until a stop Event is set at exit', server('price-list', 'Current prices from the shop\'s public price list, refreshed every 15 minutes.', 'py', `import atexit
import threading

import httpx
from mcp.server.fastmcp import FastMCP

URL = "https://shop.example-store.com/api/prices.json"
prices: dict[str, float] = {}
stop = threading.Event()
mcp = FastMCP("price-list")


def refresh() -> None:
    try:
        prices.update(httpx.get(URL, timeout=10).json())
    except httpx.HTTPError:
        pass
    if not stop.is_set():
        t = threading.Timer(900, refresh)
        t.daemon = True
        t.start()


refresh()
atexit.register(stop.set)


@mcp.tool()
def price(sku: str) -> str:
    """Price of a product by SKU."""
    return f"{prices[sku]:.2f}" if sku in prices else "unknown SKU"
${PY_TAIL}`)),

  benign('b15-py-run-tests-argv', 'argv-tools', 'a Python test-runner server: pytest with a fixed flag set and the test path as one argv word after --', server('pytest-runner', 'Run pytest on a file or folder of the project and summarise failures.', 'py', `import subprocess
from pathlib import Path

from mcp.server.fastmcp import FastMCP

ROOT = Path.cwd().resolve()
mcp = FastMCP("pytest-runner")


@mcp.tool()
def run_tests(path: str = "tests", keyword: str = "") -> str:
    """Run pytest on a path inside the project, optionally filtered with -k."""
    target = (ROOT / path).resolve()
    if not target.is_relative_to(ROOT):
        raise ValueError("path outside the project")
    args = ["python", "-m", "pytest", "-q", "--maxfail=20", "-p", "no:cacheprovider"]
    if keyword:
        args += ["-k", keyword]
    out = subprocess.run([*args, "--", str(target)], cwd=ROOT, capture_output=True, text=True, timeout=900)
    return out.stdout[-20000:] + out.stderr[-2000:]
${PY_TAIL}`)),

  benign('b15-py-s3-md5', 'signed-request', 'a Python S3 server: put_object with ContentMD5 (base64 of the MD5 digest) to the user\'s bucket', server('s3-files', 'Upload and list files in your S3 bucket.', 'py', `import base64
import hashlib
import os
from pathlib import Path

import boto3
from mcp.server.fastmcp import FastMCP

BUCKET = os.environ["S3_BUCKET"]
s3 = boto3.client("s3")
mcp = FastMCP("s3-files")


@mcp.tool()
def upload(path: str, key: str = "") -> str:
    """Upload a local file to the bucket (integrity-checked with Content-MD5)."""
    data = Path(path).read_bytes()
    md5 = base64.b64encode(hashlib.md5(data).digest()).decode()
    key = key or Path(path).name
    s3.put_object(Bucket=BUCKET, Key=key, Body=data, ContentMD5=md5)
    return f"s3://{BUCKET}/{key}"


@mcp.tool()
def list_files(prefix: str = "") -> list[str]:
    """Keys under a prefix."""
    return [o["Key"] for o in s3.list_objects_v2(Bucket=BUCKET, Prefix=prefix).get("Contents", [])]
${PY_TAIL}`, {}, ['boto3'])),

  benign('b15-ts-husky-writer', 'written-hook', 'a TypeScript setup server: writes .husky/pre-commit with a constant npx lint-staged line and runs git config core.hooksPath', server('husky-setup', 'Set up Husky and lint-staged in a JavaScript project.', 'ts', `${TS_HEAD}import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const server = new McpServer({ name: 'husky-setup', version: '0.2.0' });

server.tool('setup_hooks', 'Create .husky/pre-commit running lint-staged and point git at .husky.', { repo: z.string().default('.') }, async ({ repo }) => {
  const dir = join(repo, '.husky');
  mkdirSync(dir, { recursive: true });
  const hook = join(dir, 'pre-commit');
  writeFileSync(hook, '#!/usr/bin/env sh\\nnpx --no-install lint-staged\\n');
  chmodSync(hook, 0o755);
  execFileSync('git', ['-C', repo, 'config', 'core.hooksPath', '.husky']);
  execFileSync('sh', [hook], { cwd: repo, stdio: 'pipe' });
  return { content: [{ type: 'text', text: \`installed \${hook}\` }] };
});
${TS_TAIL}`)),

  benign('b15-ts-near-deps', 'near-name-real', 'a TypeScript server whose dependencies are real packages one edit from popular ones (json5, ky, mitt, pathe, defu, ufo)', server('http-recipes', 'Call JSON APIs with saved request recipes.', 'ts', `${TS_HEAD}import { readFile } from 'node:fs/promises';
import JSON5 from 'json5';
import ky from 'ky';
import mitt from 'mitt';
import { defu } from 'defu';
import { join } from 'pathe';
import { withQuery } from 'ufo';

const server = new McpServer({ name: 'http-recipes', version: '0.7.0' });
const events = mitt<{ call: string }>();
events.on('call', (name) => console.error(\`[http-recipes] \${name}\`));

server.tool('call_recipe', 'Run a saved recipe from recipes/<name>.json5 with optional query overrides.', { name: z.string().regex(/^[\\w-]+$/), query: z.record(z.string()).default({}) }, async ({ name, query }) => {
  const recipe = JSON5.parse(await readFile(join('recipes', \`\${name}.json5\`), 'utf8'));
  const merged = defu(query, recipe.query ?? {});
  events.emit('call', name);
  const data = await ky(withQuery(recipe.url, merged), { method: recipe.method ?? 'GET', timeout: 15000 }).json();
  return { content: [{ type: 'text', text: JSON.stringify(data).slice(0, 20000) }] };
});
${TS_TAIL}`, {}, ['json5', 'ky', 'mitt', 'defu', 'pathe', 'ufo'])),

  benign('b15-ts-tmp-prune', 'cache-cleanup', 'a TypeScript screenshot server: keeps shots in os.tmpdir()/shot-mcp and prunes files older than an hour on an unref\'d interval', server('shot', 'Take screenshots of web pages with Playwright.', 'ts', `${TS_HEAD}import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';

const DIR = join(tmpdir(), 'shot-mcp');
mkdirSync(DIR, { recursive: true });
const server = new McpServer({ name: 'shot', version: '1.0.2' });

function prune() {
  const cutoff = Date.now() - 60 * 60 * 1000;
  for (const f of readdirSync(DIR)) {
    const p = join(DIR, f);
    if (statSync(p).mtimeMs < cutoff) rmSync(p, { force: true });
  }
}
setInterval(prune, 10 * 60 * 1000).unref();

server.tool('screenshot', 'Screenshot a URL; returns the PNG path.', { url: z.string().url(), fullPage: z.boolean().default(false) }, async ({ url, fullPage }) => {
  const browser = await chromium.launch();
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const file = join(DIR, \`\${Date.now()}.png\`);
    await page.screenshot({ path: file, fullPage });
    return { content: [{ type: 'text', text: file }] };
  } finally {
    await browser.close();
  }
});
${TS_TAIL}`, {}, ['playwright'])),

  benign('b15-ts-yarnrc-scope', 'internal-registry', 'a TypeScript server depending on @acme-internal/feature-flags, its scope set to the company registry in .yarnrc.yml', server('flags', 'Read feature-flag states from the company flag service.', 'ts', `${TS_HEAD}import { FlagClient } from '@acme-internal/feature-flags';

const client = new FlagClient({ environment: process.env.FLAGS_ENV ?? 'staging' });
const server = new McpServer({ name: 'flags', version: '0.3.1' });

server.tool('flag', 'Whether a feature flag is on, and for which segments.', { key: z.string() }, async ({ key }) => {
  const f = await client.get(key);
  return { content: [{ type: 'text', text: JSON.stringify(f) }] };
});
${TS_TAIL}`, {
    '.yarnrc.yml': 'nodeLinker: node-modules\nnpmScopes:\n  acme-internal:\n    npmRegistryServer: "https://npm.acme.dev"\n    npmAlwaysAuth: true\n    npmAuthToken: "${ACME_NPM_TOKEN}"\n',
  }, ['@acme-internal/feature-flags'])),

  benign('b15-go-cache-clean', 'cache-cleanup', 'a Go thumbnail server: a clear_cache tool removes its own folder under os.UserCacheDir()', goServer('thumbs', 'Make thumbnails of images, cached.', `package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func cacheDir() string {
	base, err := os.UserCacheDir()
	if err != nil {
		base = os.TempDir()
	}
	return filepath.Join(base, "thumbs-mcp")
}

func clearCache(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	dir := cacheDir()
	entries, _ := os.ReadDir(dir)
	if err := os.RemoveAll(dir); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	os.MkdirAll(dir, 0o755)
	return mcp.NewToolResultText(fmt.Sprintf("removed %d cached thumbnails", len(entries))), nil
}

func main() {
	os.MkdirAll(cacheDir(), 0o755)
	s := server.NewMCPServer("thumbs", "0.3.0")
	s.AddTool(mcp.NewTool("clear_cache", mcp.WithDescription("Delete all cached thumbnails")), clearCache)
${GO_TAIL}`)),

  benign('b15-go-open-browser', 'argv-tools', 'a Go OAuth helper: opens the login URL with the OS\'s opener chosen by runtime.GOOS (open, xdg-open, rundll32)', goServer('oauth-login', 'Log in to the service with OAuth in your browser and keep the token in the OS keychain.', `package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"runtime"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const authURL = "https://auth.example-service.com/oauth/authorize?client_id=mcp-cli&response_type=code&redirect_uri=http://127.0.0.1:8765/callback"

func openBrowser(url string) error {
	var cmd *exec.Cmd
	switch runtime.GOOS {
	case "darwin":
		cmd = exec.Command("open", url)
	case "windows":
		cmd = exec.Command("rundll32", "url.dll,FileProtocolHandler", url)
	default:
		cmd = exec.Command("xdg-open", url)
	}
	return cmd.Start()
}

func login(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := openBrowser(authURL); err != nil {
		return mcp.NewToolResultText("Open this URL to log in: " + authURL), nil
	}
	return mcp.NewToolResultText("A browser window opened; finish the login there."), nil
}

func main() {
	s := server.NewMCPServer("oauth-login", "0.1.0")
	s.AddTool(mcp.NewTool("login", mcp.WithDescription("Start the OAuth login in the user's browser")), login)
${GO_TAIL}`)),

  benign('b15-go-retry-backoff', 'retry-poll', 'a Go API client: retries 5xx with time.Sleep(backoff), doubling up to 8 s, five attempts', goServer('status-page', 'Read incidents from the Statuspage API.', `package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func getWithRetry(ctx context.Context, url string) ([]byte, error) {
	backoff := 500 * time.Millisecond
	var lastErr error
	for attempt := 0; attempt < 5; attempt++ {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		req.Header.Set("Authorization", "OAuth "+os.Getenv("STATUSPAGE_API_KEY"))
		resp, err := http.DefaultClient.Do(req)
		if err == nil && resp.StatusCode < 500 {
			defer resp.Body.Close()
			return io.ReadAll(io.LimitReader(resp.Body, 2<<20))
		}
		if err == nil {
			resp.Body.Close()
			lastErr = fmt.Errorf("status %d", resp.StatusCode)
		} else {
			lastErr = err
		}
		time.Sleep(backoff)
		if backoff < 8*time.Second {
			backoff *= 2
		}
	}
	return nil, lastErr
}

func incidents(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	page, _ := req.RequireString("page_id")
	b, err := getWithRetry(ctx, "https://api.statuspage.io/v1/pages/"+page+"/incidents/unresolved")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

func main() {
	s := server.NewMCPServer("status-page", "0.2.0")
	s.AddTool(mcp.NewTool("unresolved_incidents", mcp.WithDescription("Unresolved incidents of a status page"), mcp.WithString("page_id", mcp.Required())), incidents)
${GO_TAIL}`)),

  benign('b15-go-vision-b64', 'vision-upload', 'a Go image server: base64.StdEncoding of an image file the model names, posted to the Anthropic Messages API it is for', goServer('go-vision', 'Ask Claude (Anthropic API) about an image file.', `package main

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

func ask(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, _ := req.RequireString("path")
	q := req.GetString("question", "What is in this image?")
	img, err := os.ReadFile(path)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	body, _ := json.Marshal(map[string]any{
		"model":      "claude-sonnet-4-5",
		"max_tokens": 1024,
		"messages": []any{map[string]any{"role": "user", "content": []any{
			map[string]any{"type": "image", "source": map[string]any{"type": "base64", "media_type": http.DetectContentType(img), "data": base64.StdEncoding.EncodeToString(img)}},
			map[string]any{"type": "text", "text": q},
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
	s := server.NewMCPServer("go-vision", "0.1.0")
	s.AddTool(mcp.NewTool("ask_image", mcp.WithDescription("Ask Claude a question about an image file"), mcp.WithString("path", mcp.Required()), mcp.WithString("question")), ask)
${GO_TAIL}`)),
];
