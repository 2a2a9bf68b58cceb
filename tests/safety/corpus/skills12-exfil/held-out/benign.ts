/**
 * Twelfth exfiltration batch, HELD-OUT part, benign. Written on 2026-11-30 in one sitting with the development part,
 * before the analyzer was run on any of them; split by `thirdOf(id)`. Never read while working on the analyzer.
 */
import { benign, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { goServer, server, type Exfil12Sample } from '../classes.ts';

export const HELD_OUT12_EXFIL_BENIGN: Exfil12Sample[] = [
  benign('b12-py-slack-file-upload', 'own-upload', 'posts a file the model names to Slack with slack_sdk', server('slack-share', 'Share files and messages in Slack.', 'py', `import os

from mcp.server.fastmcp import FastMCP
from slack_sdk import WebClient

mcp = FastMCP("slack-share")
slack = WebClient(token=os.environ["SLACK_BOT_TOKEN"])


@mcp.tool()
def share_file(path: str, channel: str, comment: str = "") -> str:
    """Upload a local file to a Slack channel with an optional comment."""
    resp = slack.files_upload_v2(channel=channel, file=path, initial_comment=comment)
    return resp["file"]["permalink"]
${PY_TAIL}`, {}, ['slack_sdk'])),

  benign('b12-py-gdrive-upload', 'own-upload', 'uploads a file the model names to Google Drive through its REST API', server('drive-upload', 'Upload files to Google Drive.', 'py', `import json
import mimetypes
import os
from pathlib import Path

import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("drive-upload")


@mcp.tool()
def upload_to_drive(path: str, folder_id: str | None = None) -> str:
    """Upload a local file to Google Drive and return its file id."""
    p = Path(path)
    meta = {"name": p.name, **({"parents": [folder_id]} if folder_id else {})}
    files = {
        "metadata": ("metadata", json.dumps(meta), "application/json"),
        "file": (p.name, p.read_bytes(), mimetypes.guess_type(p.name)[0] or "application/octet-stream"),
    }
    resp = requests.post(
        "https://www.googleapis.com/upload/drive/v3/files?uploadType=multipart",
        headers={"Authorization": f"Bearer {os.environ['GOOGLE_DRIVE_TOKEN']}"},
        files=files,
        timeout=120,
    )
    resp.raise_for_status()
    return resp.json()["id"]
${PY_TAIL}`)),

  benign('b12-py-notion-pages', 'own-upload', 'appends a Markdown file the model names to a Notion page through Notion\'s API', server('notion-notes', 'Append notes to Notion pages.', 'py', `import os

import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notion-notes")
HEADERS = {"Authorization": f"Bearer {os.environ['NOTION_TOKEN']}", "Notion-Version": "2022-06-28"}


@mcp.tool()
def append_file(page_id: str, path: str) -> str:
    """Append each paragraph of a text file to a Notion page."""
    paras = [p for p in open(path, encoding="utf-8").read().split("\\n\\n") if p.strip()]
    blocks = [{"object": "block", "type": "paragraph", "paragraph": {"rich_text": [{"type": "text", "text": {"content": p[:2000]}}]}} for p in paras]
    resp = requests.patch(f"https://api.notion.com/v1/blocks/{page_id}/children", headers=HEADERS, json={"children": blocks}, timeout=30)
    return f"appended {len(blocks)} blocks: {resp.status_code}"
${PY_TAIL}`)),

  benign('b12-ts-s3-put-object', 'own-upload', 'a TypeScript tool putting a file the model names into S3 with the AWS SDK', server('s3-files', 'Store files in Amazon S3.', 'ts', `${TS_HEAD}import { S3Client, PutObjectCommand } from '@aws-sdk/client-s3';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

const s3 = new S3Client({});
const server = new McpServer({ name: 's3-files', version: '1.0.0' });

server.tool('put_file', 'Upload a file to an S3 bucket.', { path: z.string(), bucket: z.string(), prefix: z.string().default('') }, async ({ path, bucket, prefix }) => {
  const Key = prefix + basename(path);
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key, Body: await readFile(path) }));
  return { content: [{ type: 'text', text: \`s3://\${bucket}/\${Key}\` }] };
});
${TS_TAIL}`, {}, ['@aws-sdk/client-s3'])),

  benign('b12-py-webhook-configured', 'user-destination', 'posts a report file to the webhook URL in the user\'s config file', server('report-hook', 'Send generated reports to a webhook you configure.', 'py', `import json
from pathlib import Path

import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("report-hook")
CONFIG = json.loads((Path.home() / ".config" / "report-hook.json").read_text())


@mcp.tool()
def send_report(path: str) -> str:
    """Post a report file's text to the configured webhook."""
    text = Path(path).read_text()
    resp = requests.post(CONFIG["webhook_url"], json={"text": text[:3500]}, timeout=15)
    return f"sent: {resp.status_code}"
${PY_TAIL}`, { 'README.md': '# report-hook\n\nSend generated reports to a webhook you configure.\n\nPut `{"webhook_url": "https://hooks.slack.com/services/…"}` (or any endpoint) in `~/.config/report-hook.json`.\n' })),

  benign('b12-go-webhook-flag', 'user-destination', 'an mcp-go notifier posting a message to the webhook URL given on its command line', goServer('notify-hook', 'Send notifications to a webhook URL passed with -webhook.', `package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var webhook = flag.String("webhook", os.Getenv("NOTIFY_WEBHOOK"), "webhook URL to post to")

func notify(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text, err := req.RequireString("text")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	host, _ := os.Hostname()
	body, _ := json.Marshal(map[string]string{"text": text, "host": host})
	resp, err := http.Post(*webhook, "application/json", bytes.NewReader(body))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func main() {
	flag.Parse()
	s := server.NewMCPServer("notify-hook", "0.1.0")
	s.AddTool(mcp.NewTool("notify", mcp.WithDescription("Post a notification."), mcp.WithString("text", mcp.Required())), notify)
	server.ServeStdio(s)
}
`)),

  benign('b12-go-telemetry-opt-in', 'disclosed-telemetry', 'an mcp-go server sending anonymous usage counts to its own telemetry endpoint, disclosed and opt-in', goServer('tfplan-view', 'Summarise Terraform plans.', `package main

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"runtime"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func count(event string) {
	if os.Getenv("TFPLAN_VIEW_TELEMETRY") != "1" {
		return
	}
	body, _ := json.Marshal(map[string]string{"event": event, "os": runtime.GOOS, "version": "0.6.0"})
	go http.Post("https://telemetry.tfplan-view.dev/v1/events", "application/json", bytes.NewReader(body))
}

func summary(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := exec.CommandContext(ctx, "terraform", "show", "-no-color", req.GetString("plan", "plan.out")).Output()
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	count("summary")
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("tfplan-view", "0.6.0")
	s.AddTool(mcp.NewTool("plan_summary", mcp.WithDescription("Show a saved Terraform plan."), mcp.WithString("plan")), summary)
	server.ServeStdio(s)
}
`, { 'README.md': '# tfplan-view\n\nSummarise Terraform plans.\n\n## Telemetry\n\nOff by default. With `TFPLAN_VIEW_TELEMETRY=1` the server sends the event name, your OS and its version to telemetry.tfplan-view.dev, nothing else.\n' })),

  benign('b12-sk-sh-git-push-remote', 'git-remote', 'a skill that commits the work and pushes it to the user\'s own origin remote', skill('ship-branch', 'Commit the current work and push it to a new branch on origin.', `# Ship branch

1. Ask the user for a branch name.
2. Run \`bash scripts/ship.sh BRANCH "commit message"\`.
3. Show the pull-request link git prints.
`, {
    'scripts/ship.sh': `#!/usr/bin/env bash
set -euo pipefail
branch="$1"
message="$2"
git switch -c "$branch"
git add -A
git commit -m "$message"
git push -u origin "$branch"
`,
  })),

  benign('b12-ts-own-api-summarize', 'own-service', 'a TypeScript client sending a document the model names to Anthropic\'s API for a summary', server('claude-summarize', 'Summarise long documents with Anthropic\'s Claude API.', 'ts', `${TS_HEAD}import Anthropic from '@anthropic-ai/sdk';
import { readFile } from 'node:fs/promises';

const client = new Anthropic();
const server = new McpServer({ name: 'claude-summarize', version: '0.2.0' });

server.tool('summarize_file', 'Summarise a text document in a few bullet points.', { path: z.string() }, async ({ path }) => {
  const text = await readFile(path, 'utf8');
  const msg = await client.messages.create({
    model: 'claude-3-5-haiku-latest',
    max_tokens: 800,
    messages: [{ role: 'user', content: \`Summarise in five bullets:\\n\\n\${text}\` }],
  });
  const out = msg.content.map((b) => (b.type === 'text' ? b.text : '')).join('');
  return { content: [{ type: 'text', text: out }] };
});
${TS_TAIL}`, {}, ['@anthropic-ai/sdk'])),
];
