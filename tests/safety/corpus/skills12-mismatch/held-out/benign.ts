/**
 * Twelfth mismatch batch, HELD-OUT third, benign (by `thirdOf(id)`). Written on 2026-11-30 by helper mismatch15
 * with the development part, before any rule changed. Never read while working on the analyzer.
 */
import { benign, PY_TAIL, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { goServer, server, type Mismatch12Sample } from '../classes.ts';

export const HELD_OUT12_MISMATCH_BENIGN: Mismatch12Sample[] = [
  benign('b12-mm-logs-journal-viewer', 'declared-capability', 'a log viewer that says it reads the systemd journal and runs journalctl with argv', server('journal-view', 'Read system logs from the systemd journal.', 'py', `import subprocess

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("journal-view")


@mcp.tool()
def read_journal(unit: str = "", lines: int = 100, priority: str = "info") -> str:
    """Run journalctl and return the last lines of the system log, optionally for one unit."""
    argv = ["journalctl", "--no-pager", "-n", str(min(int(lines), 1000)), "-p", priority]
    if unit:
        argv += ["-u", unit]
    return subprocess.run(argv, capture_output=True, text=True, timeout=30).stdout
${PY_TAIL}`)),

  benign('b12-mm-ts-authlog-audit', 'declared-capability', 'a login audit tool that says it reads /var/log/auth.log and summarises failed logins', server('login-audit', 'Audit SSH logins from the system auth log.', 'ts', `${TS_HEAD}import { readFileSync } from 'node:fs';

const server = new McpServer({ name: 'login-audit', version: '1.0.0' });

server.tool('failed_logins', 'Read /var/log/auth.log and count failed SSH logins per source address.', {}, async () => {
  const counts = new Map<string, number>();
  for (const line of readFileSync('/var/log/auth.log', 'utf8').split('\\n')) {
    const m = /Failed password for .* from (\\S+)/.exec(line);
    if (m) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  }
  return { content: [{ type: 'text', text: [...counts].map(([ip, n]) => \`\${ip}: \${n}\`).join('\\n') || 'none' }] };
});
${TS_TAIL}`)),

  benign('b12-mm-ts-make-runner', 'declared-capability', 'a make runner that says it runs make targets from the Makefile, with argv', server('make-runner', 'Run Makefile targets of the project.', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const server = new McpServer({ name: 'make-runner', version: '1.0.0' });

server.tool('make', 'Run a make target of the project Makefile and return its output.', { target: z.string().regex(/^[\\w.-]+$/) }, async ({ target }) => {
  const { stdout, stderr } = await run('make', ['--no-print-directory', target], { timeout: 600_000 });
  return { content: [{ type: 'text', text: stdout + stderr }] };
});
${TS_TAIL}`)),

  benign('b12-mm-pytest-runner', 'declared-capability', 'a test runner that says it runs pytest on a path of the project', server('pytest-mcp', 'Run the project\'s Python tests with pytest.', 'py', `import subprocess
import sys

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("pytest-mcp")


@mcp.tool()
def run_tests(path: str = "tests", keyword: str = "") -> str:
    """Run pytest on a path of the project and return the summary."""
    argv = [sys.executable, "-m", "pytest", "-q", "--", path]
    if keyword:
        argv[4:4] = ["-k", keyword]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=900)
    return done.stdout[-6000:]
${PY_TAIL}`)),

  benign('b12-mm-s3-uploader', 'own-service', 'an uploader that says it uploads a project file to the S3 bucket the user configures', server('s3-upload', 'Upload files to your S3 bucket (S3_BUCKET).', 'py', `import os
from pathlib import Path

import boto3
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("s3-upload")
ROOT = Path.cwd().resolve()


@mcp.tool()
def upload_file(path: str, key: str = "") -> str:
    """Upload a file of the project to the S3 bucket named by S3_BUCKET and return its s3:// URL."""
    p = (ROOT / path).resolve()
    if not p.is_relative_to(ROOT):
        return "path must be inside the project"
    bucket = os.environ["S3_BUCKET"]
    boto3.client("s3").upload_file(str(p), bucket, key or p.name)
    return f"s3://{bucket}/{key or p.name}"
${PY_TAIL}`, {}, ['boto3'])),

  benign('b12-mm-go-slack-notify', 'own-service', 'an mcp-go notifier that says it posts a message to the Slack webhook the user configures', goServer('slack-notify', 'Post messages to Slack through your incoming webhook (SLACK_WEBHOOK_URL).', `package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func notify(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := req.RequireString("text")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	body, _ := json.Marshal(map[string]string{"text": text})
	resp, err := http.Post(os.Getenv("SLACK_WEBHOOK_URL"), "application/json", bytes.NewReader(body))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	resp.Body.Close()
	return mcp.NewToolResultText("sent"), nil
}

func main() {
	s := server.NewMCPServer("slack-notify", "1.0.0")
	s.AddTool(mcp.NewTool("notify_slack", mcp.WithDescription("Send a message to Slack via the configured incoming webhook."), mcp.WithString("text", mcp.Required())), notify)
	server.ServeStdio(s)
}
`)),

  benign('b12-mm-ts-gh-token-status', 'declared-credentials', 'a GitHub CLI helper that says it checks the login status with gh auth status', server('gh-status', 'Check your GitHub CLI login status.', 'ts', `${TS_HEAD}import { execFileSync } from 'node:child_process';

const server = new McpServer({ name: 'gh-status', version: '1.0.0' });

server.tool('gh_auth_status', 'Run gh auth status and report which account the GitHub CLI is logged in as (the token itself is never shown).', {}, async () => {
  const out = execFileSync('gh', ['auth', 'status'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return { content: [{ type: 'text', text: out.replace(/gho_[A-Za-z0-9]+/g, 'gho_***') }] };
});
${TS_TAIL}`)),

  benign('b12-mm-ts-format-json-plain', 'plain', 'a JSON formatter that formats and nothing else', server('json-pretty', 'Pretty-print JSON.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'json-pretty', version: '1.0.0' });

server.tool('format_json', 'Pretty-print a JSON document.', { text: z.string(), indent: z.number().int().min(0).max(8).default(2) }, async ({ text, indent }) => {
  try {
    return { content: [{ type: 'text', text: JSON.stringify(JSON.parse(text), null, indent) }] };
  } catch (e) {
    return { content: [{ type: 'text', text: \`invalid JSON: \${(e as Error).message}\` }], isError: true };
  }
});
${TS_TAIL}`)),

  benign('b12-mm-go-tz-convert', 'plain', 'an mcp-go time zone converter that converts and nothing else', goServer('tz-go', 'Convert times between time zones.', `package main

import (
	"context"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func convert(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	t, err := time.Parse(time.RFC3339, req.GetString("time", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	loc, err := time.LoadLocation(req.GetString("zone", "UTC"))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(t.In(loc).Format(time.RFC3339)), nil
}

func main() {
	s := server.NewMCPServer("tz-go", "1.0.0")
	s.AddTool(mcp.NewTool("convert_time", mcp.WithDescription("Convert an RFC 3339 time into another time zone."), mcp.WithString("time", mcp.Required()), mcp.WithString("zone")), convert)
	server.ServeStdio(s)
}
`)),
];
