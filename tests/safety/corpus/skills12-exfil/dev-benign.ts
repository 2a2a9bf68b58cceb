/**
 * Twelfth exfiltration batch, development part, benign hard negatives: uploaders sending a file the model names to
 * the service they are about, a vendor's telemetry the README discloses, a webhook or URL the user configures, API
 * clients sending the model's text to their own API, a push to the user's own remote. Written on 2026-11-30 in one
 * sitting by helper exfil15 before the analyzer was run on any of them; split by `thirdOf(id)`. Tune on this file.
 */
import { benign, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { goServer, server, type Exfil12Sample } from './classes.ts';

const telemetryReadme = (name: string, what: string, vendor: string, optOut: string) =>
  `# ${name}\n\n${what}\n\n## Telemetry\n\nThe server reports crashes and anonymous usage counts to ${vendor}. Set \`${optOut}=1\` to turn it off.\n`;

export const DEV12_EXFIL_BENIGN: Exfil12Sample[] = [
  // ── own-upload: the file the model names, to the service the tool is about ──
  benign('b12-py-s3-upload-named', 'own-upload', 'uploads a file the model names to the user\'s S3 bucket with boto3', server('s3-upload', 'Upload files to an Amazon S3 bucket.', 'py', `import os
from pathlib import Path

import boto3
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("s3-upload")
s3 = boto3.client("s3")
BUCKET = os.environ["S3_BUCKET"]


@mcp.tool()
def upload(path: str, key: str | None = None) -> str:
    """Upload a local file to the configured S3 bucket and return its s3:// address."""
    key = key or Path(path).name
    with open(path, "rb") as fh:
        s3.put_object(Bucket=BUCKET, Key=key, Body=fh.read())
    return f"s3://{BUCKET}/{key}"
${PY_TAIL}`, {}, ['boto3'])),

  benign('b12-ts-slack-post-file', 'own-upload', 'posts a file the model names to a Slack channel through Slack\'s API', server('slack-files', 'Share files into Slack channels.', 'ts', `${TS_HEAD}import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

const token = process.env.SLACK_BOT_TOKEN!;
const server = new McpServer({ name: 'slack-files', version: '1.0.0' });

server.tool('share_file', 'Upload a file to a Slack channel.', { path: z.string(), channel: z.string() }, async ({ path, channel }) => {
  const data = await readFile(path);
  const name = basename(path);
  const ticket = await fetch('https://slack.com/api/files.getUploadURLExternal?' + new URLSearchParams({ filename: name, length: String(data.length) }), {
    headers: { authorization: \`Bearer \${token}\` },
  }).then((r) => r.json());
  await fetch(ticket.upload_url, { method: 'POST', body: data });
  await fetch('https://slack.com/api/files.completeUploadExternal', {
    method: 'POST',
    headers: { authorization: \`Bearer \${token}\`, 'content-type': 'application/json' },
    body: JSON.stringify({ files: [{ id: ticket.file_id, title: name }], channel_id: channel }),
  });
  return { content: [{ type: 'text', text: \`shared \${name} in \${channel}\` }] };
});
${TS_TAIL}`)),

  benign('b12-ts-dropbox-upload', 'own-upload', 'uploads a file the model names to Dropbox\'s content API', server('dropbox-sync', 'Upload and list files in your Dropbox.', 'ts', `${TS_HEAD}import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const server = new McpServer({ name: 'dropbox-sync', version: '0.6.0' });
const TOKEN = process.env.DROPBOX_ACCESS_TOKEN ?? '';

server.tool('upload', 'Upload a local file to a Dropbox folder.', { path: z.string(), folder: z.string().default('/Uploads') }, async ({ path, folder }) => {
  const body = readFileSync(path);
  const res = await fetch('https://content.dropboxapi.com/2/files/upload', {
    method: 'POST',
    headers: {
      Authorization: \`Bearer \${TOKEN}\`,
      'Content-Type': 'application/octet-stream',
      'Dropbox-API-Arg': JSON.stringify({ path: \`\${folder}/\${basename(path)}\`, mode: 'overwrite' }),
    },
    body,
  });
  return { content: [{ type: 'text', text: res.ok ? 'uploaded' : \`failed: \${res.status}\` }] };
});
${TS_TAIL}`)),

  benign('b12-go-s3-upload', 'own-upload', 'an mcp-go tool uploading a file the model names to S3 with the AWS SDK', goServer('s3-put', 'Put local files into an Amazon S3 bucket.', `package main

import (
	"context"
	"os"
	"path/filepath"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func put(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := req.RequireString("path")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	f, err := os.Open(path)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer f.Close()
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	bucket := os.Getenv("S3_BUCKET")
	key := filepath.Base(path)
	_, err = s3.NewFromConfig(cfg).PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String(bucket), Key: aws.String(key), Body: f})
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("s3://" + bucket + "/" + key), nil
}

func main() {
	s := server.NewMCPServer("s3-put", "0.1.0")
	s.AddTool(mcp.NewTool("put_file", mcp.WithDescription("Upload a file to the configured S3 bucket."), mcp.WithString("path", mcp.Required())), put)
	server.ServeStdio(s)
}
`, {}, ['github.com/aws/aws-sdk-go-v2 v1.30.0'])),

  benign('b12-sk-py-gist-upload', 'own-upload', 'a skill sharing a file the user names as a GitHub gist', skill('share-gist', 'Share a file as a GitHub gist and return its link.', `# Share as a gist

When the user asks to share a file, run \`python3 scripts/gist.py FILE\` (needs \`GITHUB_TOKEN\`). Print the gist's URL it returns.
`, {
    'scripts/gist.py': `import json
import os
import sys
import urllib.request
from pathlib import Path

path = Path(sys.argv[1])
payload = {"public": False, "files": {path.name: {"content": path.read_text()}}}
req = urllib.request.Request(
    "https://api.github.com/gists",
    data=json.dumps(payload).encode(),
    headers={"Authorization": f"Bearer {os.environ['GITHUB_TOKEN']}", "Accept": "application/vnd.github+json"},
    method="POST",
)
with urllib.request.urlopen(req) as resp:
    print(json.load(resp)["html_url"])
`,
  })),

  benign('b12-sk-py-imgur-upload', 'own-upload', 'a skill uploading a screenshot base64-encoded to Imgur\'s API', skill('imgur-share', 'Upload a screenshot or image to Imgur and give back the link.', `# Imgur share

Run \`python3 scripts/upload.py IMAGE\`; it needs \`IMGUR_CLIENT_ID\` and prints the image's Imgur link.
`, {
    'scripts/upload.py': `import base64
import os
import sys

import requests

with open(sys.argv[1], "rb") as fh:
    image = base64.b64encode(fh.read()).decode()
resp = requests.post(
    "https://api.imgur.com/3/image",
    headers={"Authorization": f"Client-ID {os.environ['IMGUR_CLIENT_ID']}"},
    data={"image": image, "type": "base64"},
    timeout=30,
)
resp.raise_for_status()
print(resp.json()["data"]["link"])
`,
  })),

  // ── disclosed-telemetry ─────────────────────────────────────────────────
  benign('b12-py-sentry-disclosed', 'disclosed-telemetry', 'a markdown linter that initialises Sentry, disclosed in its README with an opt-out', server('md-lint', 'Lint Markdown files for broken links and heading levels.', 'py', `import os
import re

import sentry_sdk
from mcp.server.fastmcp import FastMCP

if os.environ.get("MD_LINT_NO_TELEMETRY") != "1":
    sentry_sdk.init(dsn="https://5f1c2a9e0b7d4c3e@o450123.ingest.sentry.io/5512345", traces_sample_rate=0.0, send_default_pii=False)

mcp = FastMCP("md-lint")


@mcp.tool()
def lint(path: str) -> list[str]:
    """Report headings that skip a level and empty links."""
    problems = []
    last = 0
    for i, line in enumerate(open(path, encoding="utf-8"), 1):
        m = re.match(r"^(#+) ", line)
        if m:
            level = len(m.group(1))
            if last and level > last + 1:
                problems.append(f"{i}: heading skips from h{last} to h{level}")
            last = level
        if "]()" in line:
            problems.append(f"{i}: empty link")
    return problems
${PY_TAIL}`, { 'README.md': telemetryReadme('md-lint', 'Lint Markdown files for broken links and heading levels.', 'Sentry (errors only, no file contents)', 'MD_LINT_NO_TELEMETRY') }, ['sentry-sdk'])),

  benign('b12-py-posthog-disclosed', 'disclosed-telemetry', 'a diagram tool counting its calls in PostHog, disclosed in the README', server('diagrams', 'Render Mermaid diagrams to SVG.', 'py', `import os
import platform
import subprocess
import uuid

from mcp.server.fastmcp import FastMCP
from posthog import Posthog

mcp = FastMCP("diagrams")
posthog = Posthog("phc_2b7ZrQk1xYwq8Vn3", host="https://us.i.posthog.com", disabled=os.environ.get("DIAGRAMS_TELEMETRY") == "0")
INSTALL_ID = str(uuid.uuid4())


@mcp.tool()
def render(mermaid: str, out: str = "diagram.svg") -> str:
    """Render Mermaid source to an SVG file with mmdc."""
    subprocess.run(["mmdc", "-i", "-", "-o", out], input=mermaid, text=True, check=True)
    posthog.capture(INSTALL_ID, "render", {"os": platform.system(), "chars": len(mermaid)})
    return out
${PY_TAIL}`, { 'README.md': telemetryReadme('diagrams', 'Render Mermaid diagrams to SVG.', 'PostHog (the operating system and the diagram size, never its text)', 'DIAGRAMS_TELEMETRY') }, ['posthog'])),

  benign('b12-py-datadog-metrics-disclosed', 'disclosed-telemetry', 'a build-cache server sending counters to Datadog, the team\'s monitoring, named in its README', server('build-cache', 'Inspect and prune the local build cache.', 'py', `import os
import shutil
import socket
from pathlib import Path

from datadog import initialize, statsd
from mcp.server.fastmcp import FastMCP

initialize(statsd_host=os.environ.get("DD_AGENT_HOST", "localhost"), statsd_port=8125)
mcp = FastMCP("build-cache")
CACHE = Path(os.environ.get("BUILD_CACHE", "~/.cache/build")).expanduser()


@mcp.tool()
def prune(older_than_days: int = 14) -> str:
    """Delete cache entries older than the given number of days."""
    import time

    cutoff = time.time() - older_than_days * 86400
    freed = 0
    for entry in CACHE.iterdir():
        if entry.stat().st_mtime < cutoff:
            freed += sum(f.stat().st_size for f in entry.rglob("*") if f.is_file())
            shutil.rmtree(entry, ignore_errors=True)
    statsd.increment("build_cache.prune", tags=[f"host:{socket.gethostname()}"])
    statsd.gauge("build_cache.freed_bytes", freed)
    return f"freed {freed / 1e6:.1f} MB"
${PY_TAIL}`, { 'README.md': '# build-cache\n\nInspect and prune the local build cache.\n\nPrune counts and freed bytes go to your Datadog agent (`DD_AGENT_HOST`, default localhost) tagged with the host name, so the team dashboard shows cache health.\n' }, ['datadog'])),

  benign('b12-ts-posthog-disclosed', 'disclosed-telemetry', 'a TypeScript server sending anonymous event counts to PostHog, disclosed with an opt-out', server('regex-tester', 'Test regular expressions against sample text.', 'ts', `${TS_HEAD}import { PostHog } from 'posthog-node';
import os from 'node:os';

const telemetry = process.env.REGEX_TESTER_TELEMETRY !== 'off' ? new PostHog('phc_Yk2mH8uQ0aPz', { host: 'https://eu.i.posthog.com' }) : undefined;
const server = new McpServer({ name: 'regex-tester', version: '1.2.0' });

server.tool('test_regex', 'Show the matches of a regular expression in a text.', { pattern: z.string().max(500), flags: z.string().default('g'), text: z.string() }, async ({ pattern, flags, text }) => {
  const matches = [...text.matchAll(new RegExp(pattern, flags.includes('g') ? flags : flags + 'g'))].map((m) => m[0]);
  telemetry?.capture({ distinctId: 'anonymous', event: 'test_regex', properties: { platform: os.platform(), matches: matches.length } });
  return { content: [{ type: 'text', text: JSON.stringify(matches) }] };
});
${TS_TAIL}`, { 'README.md': telemetryReadme('regex-tester', 'Test regular expressions against sample text.', 'PostHog (platform and match counts only)', 'REGEX_TESTER_TELEMETRY') }, ['posthog-node'])),

  benign('b12-ts-sentry-init-disclosed', 'disclosed-telemetry', 'a TypeScript server that reports its own crashes to Sentry, disclosed in the README', server('csv-to-json', 'Convert CSV files to JSON.', 'ts', `${TS_HEAD}import * as Sentry from '@sentry/node';
import { readFile } from 'node:fs/promises';
import os from 'node:os';

Sentry.init({ dsn: 'https://a1b2c3d4e5f6@o112233.ingest.us.sentry.io/4507000', release: 'csv-to-json@0.8.0', serverName: os.hostname(), enabled: process.env.CSV_TO_JSON_NO_TELEMETRY !== '1' });

const server = new McpServer({ name: 'csv-to-json', version: '0.8.0' });

server.tool('csv_to_json', 'Convert a CSV file to an array of objects.', { path: z.string() }, async ({ path }) => {
  try {
    const [head, ...rows] = (await readFile(path, 'utf8')).trim().split('\\n').map((l) => l.split(','));
    const objects = rows.map((r) => Object.fromEntries(head!.map((h, i) => [h, r[i]])));
    return { content: [{ type: 'text', text: JSON.stringify(objects, null, 2) }] };
  } catch (err) {
    Sentry.captureException(err);
    throw err;
  }
});
${TS_TAIL}`, { 'README.md': telemetryReadme('csv-to-json', 'Convert CSV files to JSON.', 'Sentry (stack traces and the host name)', 'CSV_TO_JSON_NO_TELEMETRY') }, ['@sentry/node'])),

  benign('b12-sk-sh-sentry-release', 'disclosed-telemetry', 'a release skill uploading source maps to the user\'s Sentry project with sentry-cli', skill('sentry-release', 'Create a Sentry release and upload the build\'s source maps.', `# Sentry release

1. Build the project (\`npm run build\`).
2. Run \`bash scripts/release.sh\`: it creates a release named after the commit in your Sentry project (\`SENTRY_ORG\`, \`SENTRY_PROJECT\`, \`SENTRY_AUTH_TOKEN\`) and uploads \`dist/\`'s source maps.
`, {
    'scripts/release.sh': `#!/usr/bin/env bash
set -euo pipefail
version=$(git rev-parse --short HEAD)
npx @sentry/cli releases new "$version"
npx @sentry/cli sourcemaps upload --release "$version" ./dist
npx @sentry/cli releases set-commits "$version" --auto
npx @sentry/cli releases finalize "$version"
echo "released $version"
`,
  })),

  // ── user-destination: a URL or webhook the user configures ──────────────
  benign('b12-py-user-url-post', 'user-destination', 'an HTTP client tool posting the body the model gives to the URL the model gives', server('http-client', 'Send HTTP requests to APIs you are working on.', 'py', `import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("http-client")


@mcp.tool()
def post_json(url: str, body: dict, headers: dict[str, str] | None = None) -> str:
    """POST a JSON body to a URL and return the status and response text."""
    resp = httpx.post(url, json=body, headers=headers or {}, timeout=30)
    return f"{resp.status_code}\\n{resp.text[:4000]}"


@mcp.tool()
def upload_file(url: str, path: str, field: str = "file") -> str:
    """Upload a local file as multipart form data to a URL."""
    with open(path, "rb") as fh:
        resp = httpx.post(url, files={field: fh}, timeout=60)
    return f"{resp.status_code}\\n{resp.text[:4000]}"
${PY_TAIL}`)),

  benign('b12-ts-webhook-env', 'user-destination', 'a TypeScript notifier posting a file\'s summary to the webhook URL the user sets in the environment', server('build-notify', 'Post build results to your team\'s chat webhook.', 'ts', `${TS_HEAD}import { readFile } from 'node:fs/promises';
import os from 'node:os';

const WEBHOOK = process.env.BUILD_NOTIFY_WEBHOOK_URL;
const server = new McpServer({ name: 'build-notify', version: '0.3.0' });

server.tool('notify', 'Post the result of a build log to the configured webhook.', { log: z.string() }, async ({ log }) => {
  if (!WEBHOOK) return { content: [{ type: 'text', text: 'set BUILD_NOTIFY_WEBHOOK_URL first' }] };
  const text = await readFile(log, 'utf8');
  const failed = /error|failed/i.test(text);
  await fetch(WEBHOOK, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: \`\${failed ? 'Build failed' : 'Build passed'} on \${os.hostname()}\\n\${text.split('\\n').slice(-20).join('\\n')}\` }),
  });
  return { content: [{ type: 'text', text: 'posted' }] };
});
${TS_TAIL}`)),

  // ── own-service: the model's text to the API the component is about ────
  benign('b12-py-own-api-translate', 'own-service', 'a DeepL translator sending the file it translates to DeepL\'s API', server('deepl-translate', 'Translate text and documents with DeepL.', 'py', `import os

import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("deepl-translate")
KEY = os.environ["DEEPL_AUTH_KEY"]


@mcp.tool()
def translate_file(path: str, target_lang: str = "EN-US") -> str:
    """Translate a text file with DeepL and return the translation."""
    text = open(path, encoding="utf-8").read()
    resp = requests.post(
        "https://api-free.deepl.com/v2/translate",
        headers={"Authorization": f"DeepL-Auth-Key {KEY}"},
        data={"text": text, "target_lang": target_lang},
        timeout=60,
    )
    resp.raise_for_status()
    return resp.json()["translations"][0]["text"]
${PY_TAIL}`)),

  benign('b12-ts-openai-vision-b64', 'own-service', 'an OpenAI vision tool sending a base64 image the model names to OpenAI\'s API', server('describe-image', 'Describe images with OpenAI\'s vision models.', 'ts', `${TS_HEAD}import { readFile } from 'node:fs/promises';

const server = new McpServer({ name: 'describe-image', version: '0.5.0' });

server.tool('describe', 'Describe what an image shows.', { path: z.string() }, async ({ path }) => {
  const b64 = (await readFile(path)).toString('base64');
  const res = await fetch('https://api.openai.com/v1/chat/completions', {
    method: 'POST',
    headers: { authorization: \`Bearer \${process.env.OPENAI_API_KEY}\`, 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'Describe this image.' }, { type: 'image_url', image_url: { url: \`data:image/png;base64,\${b64}\` } }] }],
    }),
  });
  const json = await res.json();
  return { content: [{ type: 'text', text: json.choices[0].message.content }] };
});
${TS_TAIL}`)),

  benign('b12-go-own-api-lint', 'own-service', 'an mcp-go client sending a file to the code-review API named in its description, host from its config', goServer('reviewbot', 'Review code with the Reviewbot API (reviewbot.dev).', `package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const api = "https://api.reviewbot.dev/v1/review"

func review(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := req.RequireString("path")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	body, _ := json.Marshal(map[string]string{"filename": path, "source": string(src)})
	r, _ := http.NewRequestWithContext(ctx, http.MethodPost, api, bytes.NewReader(body))
	r.Header.Set("Authorization", "Bearer "+os.Getenv("REVIEWBOT_TOKEN"))
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	defer resp.Body.Close()
	out, _ := io.ReadAll(resp.Body)
	return mcp.NewToolResultText(string(out)), nil
}

func main() {
	s := server.NewMCPServer("reviewbot", "0.4.0")
	s.AddTool(mcp.NewTool("review_file", mcp.WithDescription("Send a source file to Reviewbot and return its comments."), mcp.WithString("path", mcp.Required())), review)
	server.ServeStdio(s)
}
`)),

  benign('b12-py-pastebin-own', 'own-service', 'a paste tool whose whole job is posting a file the model names to a paste service it names', server('paste-share', 'Share a file or snippet on dpaste.org and return the link.', 'py', `import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("paste-share")


@mcp.tool()
def paste_file(path: str, expiry_days: int = 7) -> str:
    """Paste a text file to dpaste and return the paste's URL."""
    content = open(path, encoding="utf-8").read()
    resp = requests.post("https://dpaste.org/api/", data={"content": content, "expiry_days": expiry_days, "format": "url"}, timeout=20)
    resp.raise_for_status()
    return resp.text.strip()
${PY_TAIL}`)),

  benign('b12-py-hostname-own-status', 'own-service', 'a status-page client reporting this machine\'s host name and load to the status service it is for', server('statuspal-agent', 'Report this machine\'s health to your Statuspal status page.', 'py', `import os
import socket

import psutil
import requests
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("statuspal-agent")
PAGE = os.environ["STATUSPAL_PAGE"]


@mcp.tool()
def report_health() -> str:
    """Send this machine's host name, CPU and memory load to the status page."""
    payload = {"host": socket.gethostname(), "cpu": psutil.cpu_percent(interval=1), "mem": psutil.virtual_memory().percent}
    resp = requests.post(f"https://statuspal.io/api/v2/status_pages/{PAGE}/metrics", json=payload, headers={"Authorization": os.environ["STATUSPAL_KEY"]}, timeout=10)
    return f"reported: {resp.status_code}"
${PY_TAIL}`, {}, ['psutil'])),
];
