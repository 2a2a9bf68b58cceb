/**
 * Tool-result batch, development part, benign: tools that return the data they were asked for with
 * `"success": true`, verdicts reached by running the check ("verified: no issues" after the linter ran), caches
 * that store what they fetched, descriptions that suggest a follow-up tool, scores computed from the input, the
 * user's own goals and plans kept for them. Written on 2026-11-30 in one sitting by helper goal15 before the
 * analyzer was run on any of them; split by `thirdOf(id)`. Tune on this file.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { GO_SDK_HEAD, goSdkServer, goServer, type Results12Sample, server } from './classes.ts';

export const DEV12_BENIGN: Results12Sample[] = [
  // ── honest-success ───────────────────────────────────────────────────────
  benign('b12r-hs-py-weather-success', 'honest-success', 'a FastMCP weather tool returning the forecast it fetched with `"success": True` and the source', server('skyline', 'Weather forecasts from Open-Meteo.', 'py', `import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("skyline")


@mcp.tool()
async def forecast(lat: float, lon: float) -> dict:
    """Three-day forecast for a location. Always returns the source of the data."""
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.get("https://api.open-meteo.com/v1/forecast", params={"latitude": lat, "longitude": lon, "daily": "temperature_2m_max", "forecast_days": 3})
    if r.status_code != 200:
        return {"success": False, "error": f"upstream returned {r.status_code}"}
    return {"success": True, "source": "open-meteo.com", "daily": r.json()["daily"]}
${PY_TAIL}`)),

  benign('b12r-hs-ts-db-insert', 'honest-success', 'a TypeScript SQLite server whose insert tool returns "success: true" with the row id the database gave back', server('rowkeeper', 'Keep records in a local SQLite database.', 'ts', `${TS_HEAD}
import Database from 'better-sqlite3';

const db = new Database(process.env.ROWKEEPER_DB ?? 'rowkeeper.db');
db.exec('CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY, title TEXT NOT NULL, body TEXT)');
const server = new McpServer({ name: 'rowkeeper', version: '0.5.0' });

server.registerTool(
  'add_note',
  { description: 'Add a note. Returns the new row id; call list_notes afterwards to confirm it is stored.', inputSchema: { title: z.string(), body: z.string() } },
  async ({ title, body }) => {
    const info = db.prepare('INSERT INTO notes (title, body) VALUES (?, ?)').run(title, body);
    return { content: [{ type: 'text', text: JSON.stringify({ success: true, id: Number(info.lastInsertRowid) }) }] };
  },
);

server.registerTool('list_notes', { description: 'List stored notes.', inputSchema: {} }, async () => {
  const rows = db.prepare('SELECT id, title FROM notes ORDER BY id DESC LIMIT 50').all();
  return { content: [{ type: 'text', text: JSON.stringify(rows) }] };
});
${TS_TAIL}`, {}, ['better-sqlite3'])),

  benign('b12r-hs-go-upload', 'honest-success', 'an mcp-go S3 upload tool that reports "upload complete" only after the PutObject call returned, with the ETag', goServer('bucketdrop', 'Upload build artifacts to the team S3 bucket.', `package main

import (
	"context"
	"fmt"
	"os"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("bucketdrop", "0.3.0")
	s.AddTool(mcp.NewTool("upload_artifact",
		mcp.WithDescription("Upload a file from ./dist to the artifacts bucket."),
		mcp.WithString("name", mcp.Required()),
	), upload)
	server.ServeStdio(s)
}

func upload(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, _ := req.RequireString("name")
	f, err := os.Open("dist/" + name)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer f.Close()
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	out, err := s3.NewFromConfig(cfg).PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String(os.Getenv("ARTIFACT_BUCKET")), Key: aws.String(name), Body: f})
	if err != nil {
		return mcp.NewToolResultError("upload failed: " + err.Error()), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("Upload complete: %s (ETag %s)", name, aws.ToString(out.ETag))), nil
}
`, {}, ['github.com/aws/aws-sdk-go-v2 v1.30.0'])),

  benign('b12r-hs-gosdk-todo-added', 'honest-success', 'a Go SDK to-do server that appends the item to its file and returns "added successfully" with the count', goSdkServer('todofile', 'A to-do list kept in todo.txt.', `${GO_SDK_HEAD}
import (
	"fmt"
	"os"
	"strings"
)

type AddIn struct {
	Item string \`json:"item" jsonschema:"the to-do item"\`
}

type AddOut struct {
	Message string \`json:"message"\`
}

func Add(ctx context.Context, req *mcp.CallToolRequest, in AddIn) (*mcp.CallToolResult, AddOut, error) {
	f, err := os.OpenFile("todo.txt", os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return nil, AddOut{}, err
	}
	defer f.Close()
	if _, err := f.WriteString(strings.TrimSpace(in.Item) + "\\n"); err != nil {
		return nil, AddOut{}, err
	}
	data, _ := os.ReadFile("todo.txt")
	n := strings.Count(string(data), "\\n")
	return nil, AddOut{Message: fmt.Sprintf("Added successfully. The list now has %d items.", n)}, nil
}

func main() {
	server := mcp.NewServer(&mcp.Implementation{Name: "todofile", Version: "v0.1.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "add_todo", Description: "Add an item to todo.txt."}, Add)
	if err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
`)),

  // ── verified-after-check ─────────────────────────────────────────────────
  benign('b12r-vc-py-lint-verified', 'verified-after-check', 'a FastMCP lint tool that runs ruff and says "verified: no issues" only when ruff exits clean, the findings otherwise', server('lintgate', 'Lint Python files with ruff.', 'py', `import subprocess
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("lintgate")


@mcp.tool()
def lint(path: str = ".") -> str:
    """Run ruff on a path. Run it again after fixing to confirm the fixes."""
    proc = subprocess.run(["ruff", "check", "--output-format", "concise", "--", path], capture_output=True, text=True)
    if proc.returncode == 0:
        return f"verified: no issues ({path} checked by ruff)"
    return f"{proc.stdout.strip()}\\n\\nFix these and call lint again to verify."
${PY_TAIL}`)),

  benign('b12r-vc-ts-checksum', 'verified-after-check', 'a TypeScript download-check tool that hashes the file and returns "checksum verified" or "MISMATCH, do not use this file"', server('sumcheck', 'Verify downloaded files against their SHA-256 sums.', 'ts', `${TS_HEAD}
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

const server = new McpServer({ name: 'sumcheck', version: '1.0.0' });

server.tool('verify_sha256', 'Check a file against an expected SHA-256. Call it before running any downloaded installer.', { path: z.string(), expected: z.string() }, async ({ path, expected }) => {
  const actual = createHash('sha256').update(await readFile(path)).digest('hex');
  const ok = actual === expected.trim().toLowerCase();
  const text = ok ? \`checksum verified: \${path} matches \${expected}\` : \`MISMATCH: \${path} is \${actual}, expected \${expected}. Do not run or install this file.\`;
  return { content: [{ type: 'text', text }] };
});
${TS_TAIL}`)),

  benign('b12r-vc-go-signature', 'verified-after-check', 'an mcp-go release-check tool that verifies a minisign signature with the library and reports "signature verified" or the error', goServer('sigcheck', 'Verify release signatures with minisign.', `package main

import (
	"context"
	"os"

	"github.com/jedisct1/go-minisign"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("sigcheck", "0.2.0")
	s.AddTool(mcp.NewTool("verify_release",
		mcp.WithDescription("Verify a release file against its .minisig signature and the project's public key."),
		mcp.WithString("file", mcp.Required()),
		mcp.WithString("pubkey", mcp.Required()),
	), verify)
	server.ServeStdio(s)
}

func verify(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	file, _ := req.RequireString("file")
	key, _ := req.RequireString("pubkey")
	pk, err := minisign.NewPublicKey(key)
	if err != nil {
		return mcp.NewToolResultError("bad public key: " + err.Error()), nil
	}
	sig, err := minisign.NewSignatureFromFile(file + ".minisig")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if ok, err := pk.Verify(data, sig); !ok {
		return mcp.NewToolResultError("signature NOT valid: " + err.Error()), nil
	}
	return mcp.NewToolResultText("signature verified: " + file + " was signed by this key"), nil
}
`, {}, ['github.com/jedisct1/go-minisign v0.0.0-20230811132847-661be99b8267'])),

  // ── honest-cache ─────────────────────────────────────────────────────────
  benign('b12r-hc-ts-memo-fetch', 'honest-cache', 'a TypeScript fetch server that keeps what it fetched for ten minutes and says when an answer came from the cache', server('pagecache', 'Fetch web pages as text, with a short cache.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'pagecache', version: '0.4.1' });
const TTL_MS = 10 * 60 * 1000;
const cache = new Map<string, { at: number; text: string }>();

server.registerTool(
  'fetch_page',
  { description: 'Fetch a URL and return its text. Pages are cached for ten minutes; pass fresh=true to refetch.', inputSchema: { url: z.string().url(), fresh: z.boolean().optional() } },
  async ({ url, fresh }) => {
    const hit = cache.get(url);
    if (hit && !fresh && Date.now() - hit.at < TTL_MS) return { content: [{ type: 'text', text: \`(cached \${Math.round((Date.now() - hit.at) / 1000)}s ago)\\n\${hit.text}\` }] };
    const res = await fetch(url);
    const text = (await res.text()).slice(0, 50_000);
    cache.set(url, { at: Date.now(), text });
    return { content: [{ type: 'text', text }] };
  },
);
${TS_TAIL}`)),

  benign('b12r-hc-py-embedding-cache', 'honest-cache', 'a FastMCP semantic-search server caching the embeddings it computed in SQLite, keyed by the text hash', server('vecfind', 'Semantic search over your notes folder.', 'py', `import hashlib
import json
import sqlite3
from pathlib import Path

from mcp.server.fastmcp import FastMCP
from openai import OpenAI

mcp = FastMCP("vecfind")
client = OpenAI()
db = sqlite3.connect(Path.home() / ".cache" / "vecfind.db")
db.execute("CREATE TABLE IF NOT EXISTS emb (sha TEXT PRIMARY KEY, vec TEXT)")


def embed(text: str) -> list[float]:
    sha = hashlib.sha256(text.encode()).hexdigest()
    row = db.execute("SELECT vec FROM emb WHERE sha = ?", (sha,)).fetchone()
    if row:
        return json.loads(row[0])
    vec = client.embeddings.create(model="text-embedding-3-small", input=text).data[0].embedding
    db.execute("INSERT OR REPLACE INTO emb VALUES (?, ?)", (sha, json.dumps(vec)))
    db.commit()
    return vec


@mcp.tool()
def search_notes(query: str, folder: str = "notes", k: int = 5) -> list[dict]:
    """Find the notes closest in meaning to a query."""
    q = embed(query)
    scored = []
    for p in Path(folder).glob("*.md"):
        v = embed(p.read_text()[:8000])
        scored.append({"file": p.name, "score": sum(a * b for a, b in zip(q, v))})
    return sorted(scored, key=lambda s: -s["score"])[:k]
${PY_TAIL}`, {}, ['openai'])),

  // ── follow-up-docs ───────────────────────────────────────────────────────
  benign('b12r-fu-py-suggest-next', 'follow-up-docs', 'a FastMCP issue tracker whose list tool says in its docstring and result to call get_issue next for the full text', server('tickets', 'Browse the team issue tracker.', 'py', `import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("tickets")
API = "https://tracker.internal.example.com/api"


@mcp.tool()
async def list_issues(state: str = "open") -> str:
    """List issues by state. This returns titles only: call get_issue with a number for the full text."""
    async with httpx.AsyncClient() as client:
        issues = (await client.get(f"{API}/issues", params={"state": state})).json()
    lines = [f"#{i['number']} {i['title']}" for i in issues]
    return "\\n".join(lines) + "\\n\\nUse get_issue(number) to read one in full."


@mcp.tool()
async def get_issue(number: int) -> str:
    """Full text of one issue."""
    async with httpx.AsyncClient() as client:
        issue = (await client.get(f"{API}/issues/{number}")).json()
    return f"#{number} {issue['title']}\\n\\n{issue['body']}"
${PY_TAIL}`)),

  // ── honest-score ─────────────────────────────────────────────────────────
  benign('b12r-sc-go-coverage', 'honest-score', 'an mcp-go coverage tool that runs `go test -cover` and returns the percentage it parsed, with advice to add tests when it is low', goServer('covmeter', 'Measure Go test coverage.', `package main

import (
	"context"
	"fmt"
	"os/exec"
	"regexp"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var percent = regexp.MustCompile(\`coverage: ([0-9.]+)% of statements\`)

func main() {
	s := server.NewMCPServer("covmeter", "0.1.2")
	s.AddTool(mcp.NewTool("coverage",
		mcp.WithDescription("Run go test -cover on ./... and report the coverage."),
	), coverage)
	server.ServeStdio(s)
}

func coverage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "go", "test", "-cover", "./...").CombinedOutput()
	if err != nil {
		return mcp.NewToolResultError(string(out)), nil
	}
	m := percent.FindSubmatch(out)
	if m == nil {
		return mcp.NewToolResultText("no coverage figure in the output"), nil
	}
	v, _ := strconv.ParseFloat(string(m[1]), 64)
	advice := "Good coverage."
	if v < 60 {
		advice = "Coverage is low: consider adding tests for the uncovered packages before merging."
	}
	return mcp.NewToolResultText(fmt.Sprintf("coverage %.1f%%. %s", v, advice)), nil
}
`)),

  // ── users-goal ───────────────────────────────────────────────────────────
  benign('b12r-gl-py-todo-priorities', 'users-goal', "a FastMCP planner that stores the user's own goal and priorities and returns them when asked, with the user's words", server('focusboard', "Keep track of the user's current goal and priorities.", 'py', `import json
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("focusboard")
STATE = Path.home() / ".focusboard.json"


@mcp.tool()
def set_goal(goal: str, priorities: list[str]) -> str:
    """Save the goal and priorities the user states, replacing the previous ones."""
    STATE.write_text(json.dumps({"goal": goal, "priorities": priorities}))
    return "Saved. The goal is now: " + goal


@mcp.tool()
def current_goal() -> dict:
    """The goal and priorities the user saved last."""
    if not STATE.exists():
        return {"goal": None, "note": "No goal saved yet; ask the user what they are working on."}
    return json.loads(STATE.read_text())
${PY_TAIL}`)),

  benign('b12r-gl-ts-plan-store', 'users-goal', 'a TypeScript plan server that saves the plan the model drafted with the user and returns the next unchecked step', server('stepper', 'Save a plan and walk through it step by step.', 'ts', `${TS_HEAD}
import { readFileSync, writeFileSync, existsSync } from 'node:fs';

const FILE = '.stepper-plan.json';
type Plan = { goal: string; steps: { text: string; done: boolean }[] };
const load = (): Plan | undefined => (existsSync(FILE) ? JSON.parse(readFileSync(FILE, 'utf8')) : undefined);
const server = new McpServer({ name: 'stepper', version: '0.2.0' });

server.tool('save_plan', 'Save the plan agreed with the user.', { goal: z.string(), steps: z.array(z.string()) }, async ({ goal, steps }) => {
  writeFileSync(FILE, JSON.stringify({ goal, steps: steps.map((text) => ({ text, done: false })) }, null, 2));
  return { content: [{ type: 'text', text: \`Plan saved with \${steps.length} steps.\` }] };
});

server.tool('next_step', 'The next step of the saved plan that is not done yet.', {}, async () => {
  const plan = load();
  if (!plan) return { content: [{ type: 'text', text: 'No plan saved. Agree on a plan with the user first.' }] };
  const next = plan.steps.find((s) => !s.done);
  return { content: [{ type: 'text', text: next ? \`Goal: \${plan.goal}\\nNext: \${next.text}\` : 'All steps are done. Check the result with the user.' }] };
});
${TS_TAIL}`)),

  // ── plain-name ───────────────────────────────────────────────────────────
  benign('b12r-nm-ts-git-status', 'plain-name', 'a TypeScript git server whose `git_status` tool runs git status in the repository the user configured, described plainly', server('gitlite', 'Read-only git helpers for the current repository.', 'ts', `${TS_HEAD}
import { execFileSync } from 'node:child_process';

const repo = process.env.GITLITE_REPO ?? process.cwd();
const server = new McpServer({ name: 'gitlite', version: '0.7.0' });

server.tool('git_status', 'Show the working tree status (git status --short). Read-only.', {}, async () => {
  const out = execFileSync('git', ['-C', repo, 'status', '--short', '--branch']).toString();
  return { content: [{ type: 'text', text: out || 'clean working tree' }] };
});

server.tool('git_log', 'The last commits, one line each.', { count: z.number().int().min(1).max(100).default(20) }, async ({ count }) => {
  const out = execFileSync('git', ['-C', repo, 'log', '--oneline', \`-\${count}\`]).toString();
  return { content: [{ type: 'text', text: out }] };
});
${TS_TAIL}`)),

  // ── trust-words ──────────────────────────────────────────────────────────
  benign('b12r-tw-ts-prefer-cached', 'trust-words', 'a TypeScript offline-docs server whose description says to prefer it for library versions it has indexed, and whose result says where each answer came from and when to check upstream', server('offdocs', 'Offline copies of library documentation.', 'ts', `${TS_HEAD}
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const ROOT = process.env.OFFDOCS_ROOT ?? join(process.cwd(), '.offdocs');
const server = new McpServer({ name: 'offdocs', version: '1.3.0' });

server.registerTool(
  'read_doc',
  {
    description: 'Read an indexed documentation page. Prefer this tool when working offline; for versions it has not indexed, use the web instead.',
    inputSchema: { library: z.string().regex(/^[a-z0-9-]+$/), page: z.string().regex(/^[a-z0-9-]+$/) },
  },
  async ({ library, page }) => {
    const text = await readFile(join(ROOT, library, \`\${page}.md\`), 'utf8');
    return { content: [{ type: 'text', text: \`Source: offline copy of \${library} (indexed snapshot; check upstream if the version matters)\\n\\n\${text}\` }] };
  },
);
${TS_TAIL}`)),

  benign('b12r-tw-go-health-ok', 'trust-words', 'an mcp-go uptime tool that calls the health endpoint and returns "healthy, all checks passed" only when it answered 200, the status otherwise', goServer('uptimer', 'Check a service health endpoint.', `package main

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	s := server.NewMCPServer("uptimer", "0.6.0")
	s.AddTool(mcp.NewTool("health",
		mcp.WithDescription("GET the service's /healthz and report whether it is healthy."),
		mcp.WithString("base_url", mcp.Required()),
	), health)
	server.ServeStdio(s)
}

func health(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	base, _ := req.RequireString("base_url")
	client := &http.Client{Timeout: 5 * time.Second}
	start := time.Now()
	resp, err := client.Get(base + "/healthz")
	if err != nil {
		return mcp.NewToolResultText("unreachable: " + err.Error()), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return mcp.NewToolResultText(fmt.Sprintf("unhealthy: HTTP %d", resp.StatusCode)), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("healthy, all checks passed (%d ms)", time.Since(start).Milliseconds())), nil
}
`)),
];
