/**
 * Nineteenth benign batch, held-out third (never read while working on the analyzer; print totals only): browser
 * automation (Lighthouse, a Puppeteer PDF, a visual-diff MCP server), release helpers (cargo publish, a changelog
 * agent, a GitHub Actions release workflow, twine to PyPI), Sentry in Python, a Teams CI notifier, a devcontainer and
 * a SQLite backup in Go. Written on 2026-12-02 by helper benign23 before the analyzer was run on any of them.
 */
import { agent, benign, plugin, skill } from '../../skills/build.ts';
import type { Benign19Sample } from '../classes.ts';
import { server } from '../classes.ts';

export const HELD_OUT19_OPS: Benign19Sample[] = [
  benign('b23-web-lighthouse', 'browser-automation', 'a skill running Lighthouse CI against the local preview build and failing on performance and accessibility budgets', skill('lighthouse-budget', 'Run Lighthouse on your local preview build and check it against performance and accessibility budgets.', `
# Lighthouse budget

\`\`\`bash
npm run build && npx vite preview --port 4173 &
npx @lhci/cli@0.14 autorun --config=lighthouserc.json
\`\`\`

Results stay local (\`upload.target: filesystem\`, in \`.lighthouseci/\`). Report the failing assertions with their
measured values and suggest fixes; do not lower the budgets unless the user asks.
`, {
    'lighthouserc.json': `{
  "ci": {
    "collect": { "url": ["http://localhost:4173/", "http://localhost:4173/pricing"], "numberOfRuns": 3 },
    "assert": {
      "assertions": {
        "categories:performance": ["error", { "minScore": 0.9 }],
        "categories:accessibility": ["error", { "minScore": 0.95 }],
        "largest-contentful-paint": ["warn", { "maxNumericValue": 2500 }]
      }
    },
    "upload": { "target": "filesystem", "outputDir": ".lighthouseci" }
  }
}
`,
  }, 'Read, Bash(npm run build), Bash(npx vite preview:*), Bash(npx @lhci/cli@0.14 autorun:*)')),

  benign('b23-web-puppeteer-pdf', 'browser-automation', 'a Node script rendering the user\'s Markdown invoices to PDF with Puppeteer from a local HTML template', skill('invoice-pdf', 'Render invoices written in Markdown to PDF with your letterhead, using headless Chrome.', `
# Invoice PDF

\`\`\`bash
node scripts/invoice-pdf.mjs invoices/2026-11-acme.md
\`\`\`

The Markdown is converted with marked, wrapped in \`template.html\` and printed to \`out/<name>.pdf\` (A4, with the
footer). Network requests from the page are blocked except local files, so the PDF renders the same offline.
`, {
    'scripts/invoice-pdf.mjs': `import { mkdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { marked } from 'marked';
import puppeteer from 'puppeteer';

const file = process.argv[2];
const html = readFileSync(new URL('../template.html', import.meta.url), 'utf8').replace('{{body}}', marked.parse(readFileSync(file, 'utf8')));
mkdirSync('out', { recursive: true });
const browser = await puppeteer.launch({ headless: true });
const page = await browser.newPage();
await page.setRequestInterception(true);
page.on('request', (r) => (r.url().startsWith('file:') || r.url().startsWith('data:') ? r.continue() : r.abort()));
await page.setContent(html, { waitUntil: 'load' });
await page.pdf({ path: \`out/\${basename(file, '.md')}.pdf\`, format: 'A4', printBackground: true, margin: { top: '20mm', bottom: '20mm' } });
await browser.close();
console.log('wrote', \`out/\${basename(file, '.md')}.pdf\`);
`,
    'template.html': `<!doctype html><html><head><meta charset="utf-8"><style>body{font:11pt system-ui;margin:0 12mm}h1{font-size:16pt}table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:4px}</style></head><body><header><strong>Jane Doe Consulting</strong> · VAT DE123456789</header>{{body}}</body></html>
`,
  }, 'Read, Bash(node scripts/invoice-pdf.mjs:*)')),

  benign('b23-web-visual-diff-mcp', 'browser-automation', 'an MCP server with Playwright tools screenshotting a URL on localhost and comparing it with a stored baseline with pixelmatch', server('visual-diff', 'Screenshot local pages and compare them with stored baselines; reports the changed pixel ratio and a diff image.', 'ts', `import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { chromium } from 'playwright';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { z } from 'zod';

const dir = '.visual-baselines';
const server = new McpServer({ name: 'visual-diff', version: '0.3.0' });

server.tool('compare_page', 'Screenshot a localhost URL and compare with its baseline (created on first run).', { url: z.string().url(), name: z.string().regex(/^[\\w-]+$/) }, async ({ url, name }) => {
  const host = new URL(url).hostname;
  if (!['localhost', '127.0.0.1'].includes(host)) return { content: [{ type: 'text', text: 'only localhost pages are compared' }], isError: true };
  mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(url, { waitUntil: 'networkidle' });
  const shot = PNG.sync.read(await page.screenshot());
  await browser.close();
  const base = \`\${dir}/\${name}.png\`;
  if (!existsSync(base)) {
    writeFileSync(base, PNG.sync.write(shot));
    return { content: [{ type: 'text', text: \`baseline created: \${base}\` }] };
  }
  const old = PNG.sync.read(readFileSync(base));
  const diff = new PNG({ width: old.width, height: old.height });
  const changed = pixelmatch(old.data, shot.data, diff.data, old.width, old.height, { threshold: 0.1 });
  writeFileSync(\`\${dir}/\${name}.diff.png\`, PNG.sync.write(diff));
  return { content: [{ type: 'text', text: \`\${((100 * changed) / (old.width * old.height)).toFixed(2)}% pixels changed; diff in \${dir}/\${name}.diff.png\` }] };
});

const transport = new StdioServerTransport();
await server.connect(transport);
`, {}, ['playwright', 'pixelmatch', 'pngjs'])),

  benign('b23-ci-cargo-publish-go', 'ci-release', 'a release skill publishing a Rust crate with cargo publish (token from CARGO_REGISTRY_TOKEN) after a dry run, and building the Go companion CLI with goreleaser', skill('crate-release', 'Publish the Rust crate to crates.io and release the Go CLI with goreleaser, after dry runs.', `
# Crate and CLI release

1. \`cargo publish --dry-run -p fastbloom\` and show the packaged file list (\`cargo package --list\`).
2. After the user confirms: \`cargo publish -p fastbloom\`. Cargo reads \`CARGO_REGISTRY_TOKEN\` from the environment.
3. \`goreleaser release --clean\` in \`cli/\` (needs \`GITHUB_TOKEN\` with contents:write; it uploads the archives to the
   GitHub release of the current tag).

Never put either token into Cargo's config or .goreleaser.yaml.
`, {
    'cli/.goreleaser.yaml': `version: 2
project_name: bloomctl
builds:
  - main: ./cmd/bloomctl
    env: [CGO_ENABLED=0]
    goos: [linux, darwin, windows]
    goarch: [amd64, arm64]
    ldflags: ["-s -w -X main.version={{.Version}}"]
archives:
  - formats: [tar.gz]
    format_overrides:
      - goos: windows
        formats: [zip]
checksum:
  name_template: checksums.txt
release:
  github: { owner: acme, name: fastbloom }
`,
  }, 'Read, Bash(cargo publish:*), Bash(cargo package --list:*), Bash(goreleaser release:*)')),

  benign('b23-ci-changelog-agent', 'ci-release', 'an agent drafting release notes from merged pull requests since the last tag with gh, grouped by label, leaving the publishing to the user', agent('release-notes', 'Draft release notes from the pull requests merged since the last tag, grouped by type.', `
You draft release notes; you do not publish them.

1. \`git describe --tags --abbrev=0\` gives the last tag. List merged PRs since then:
   \`gh pr list --state merged --search "merged:>=$(git log -1 --format=%cI <tag>)" --json number,title,labels,author\`.
2. Group: Breaking changes (label \`breaking\`), Features, Fixes, Docs, Internal. Credit first-time contributors.
3. Write \`RELEASE_NOTES.md\`. Keep each line to the PR title plus "(#123, @author)".
4. Tell the user the command to publish: \`gh release create <tag> -F RELEASE_NOTES.md\`. Do not run it.

Do not include PRs labelled \`security-embargo\`; mention only that an embargoed fix exists if the user asks.
`, 'Read, Write, Bash(git describe:*), Bash(git log:*), Bash(gh pr list:*)')),

  benign('b23-ci-gha-release-workflow', 'ci-release', 'a plugin adding a GitHub Actions workflow that builds on a tag, publishes to npm with NPM_TOKEN from secrets and creates the GitHub release', plugin('gha-release', 'Add a GitHub Actions release workflow: test, publish to npm with provenance and create the GitHub release on each v* tag.', {
    'commands/add-release-workflow.md': `---
description: Add .github/workflows/release.yml to this repository
allowed-tools: Read, Write
---

Copy \`\${CLAUDE_PLUGIN_ROOT}/templates/release.yml\` to \`.github/workflows/release.yml\`. Tell the user to add the
\`NPM_TOKEN\` repository secret (an npm automation token) in Settings → Secrets and variables → Actions. Do not ask them
for the token.
`,
    'templates/release.yml': `name: release
on:
  push:
    tags: ['v*']
permissions:
  contents: write
  id-token: write
jobs:
  publish:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 22
          registry-url: https://registry.npmjs.org
          cache: npm
      - run: npm ci
      - run: npm test
      - run: npm publish --provenance --access public
        env:
          NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}
      - run: gh release create "\${GITHUB_REF_NAME}" --generate-notes
        env:
          GH_TOKEN: \${{ github.token }}
`,
  })),

  benign('b23-ci-pypi-twine', 'ci-release', 'a Python release script building sdist and wheel, checking them with twine and uploading to TestPyPI then PyPI with an API token from the environment', skill('pypi-release', 'Build and upload the package to TestPyPI, check it installs, then upload to PyPI.', `
# PyPI release

\`\`\`bash
python scripts/release.py --test     # TestPyPI first
python scripts/release.py            # the real index, after the user confirms
\`\`\`

Tokens: \`TEST_PYPI_TOKEN\` and \`PYPI_TOKEN\` (project-scoped API tokens), passed to twine as the password for the
\`__token__\` user through the environment, never on the command line.
`, {
    'scripts/release.py': `import argparse
import glob
import os
import shutil
import subprocess
import sys

p = argparse.ArgumentParser()
p.add_argument("--test", action="store_true")
args = p.parse_args()

shutil.rmtree("dist", ignore_errors=True)
subprocess.run([sys.executable, "-m", "build"], check=True)
files = glob.glob("dist/*")
subprocess.run([sys.executable, "-m", "twine", "check", "--strict", *files], check=True)

token_var = "TEST_PYPI_TOKEN" if args.test else "PYPI_TOKEN"
token = os.environ.get(token_var)
if not token:
    sys.exit(f"set {token_var}")
env = {**os.environ, "TWINE_USERNAME": "__token__", "TWINE_PASSWORD": token}
repo = ["--repository", "testpypi"] if args.test else []
subprocess.run([sys.executable, "-m", "twine", "upload", *repo, "--non-interactive", *files], check=True, env=env)
print("uploaded", ", ".join(os.path.basename(f) for f in files))
`,
  }, 'Read, Bash(python scripts/release.py:*)')),

  benign('b23-tel-sentry-py', 'telemetry-client', 'a skill adding the Sentry SDK to a Django app with the DSN from SENTRY_DSN, PII off and a before_send scrubbing request headers', skill('sentry-django', 'Add Sentry error reporting to a Django project with sensible privacy defaults.', `
# Sentry for Django

Add \`sentry-sdk[django]\` to requirements and the block from \`snippets/sentry_settings.py\` to \`settings.py\`. The
DSN comes from \`SENTRY_DSN\` (leave it unset locally and nothing is sent). \`send_default_pii\` stays False; the
\`before_send\` hook drops cookies and the Authorization header from events.

Test with \`python manage.py shell -c "1/0"\` in staging and find the event in the Sentry project.
`, {
    'snippets/sentry_settings.py': `import os

import sentry_sdk
from sentry_sdk.integrations.django import DjangoIntegration

SCRUB_HEADERS = {"authorization", "cookie", "x-api-key"}


def _before_send(event, hint):
    request = event.get("request") or {}
    headers = request.get("headers") or {}
    request["headers"] = {k: ("[Filtered]" if k.lower() in SCRUB_HEADERS else v) for k, v in headers.items()}
    request.pop("cookies", None)
    return event


if os.environ.get("SENTRY_DSN"):
    sentry_sdk.init(
        dsn=os.environ["SENTRY_DSN"],
        integrations=[DjangoIntegration()],
        environment=os.environ.get("DJANGO_ENV", "development"),
        release=os.environ.get("GIT_SHA"),
        traces_sample_rate=0.1,
        send_default_pii=False,
        before_send=_before_send,
    )
`,
  }, 'Read, Edit')),

  benign('b23-hook-teams-ci', 'webhook-notifier', 'a GitHub Actions step and script posting a failed-build card to a Microsoft Teams incoming webhook held in a repository secret', plugin('teams-ci-alert', 'Post a Teams message when the main branch build fails, with the commit and a link to the run.', {
    'templates/notify-teams.yml': `# Add as the last job of your CI workflow.
  notify:
    needs: [test]
    if: failure() && github.ref == 'refs/heads/main'
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: python .github/scripts/teams_alert.py
        env:
          TEAMS_WEBHOOK_URL: \${{ secrets.TEAMS_WEBHOOK_URL }}
          RUN_URL: \${{ github.server_url }}/\${{ github.repository }}/actions/runs/\${{ github.run_id }}
`,
    'templates/teams_alert.py': `import json
import os
import subprocess
import urllib.request

url = os.environ["TEAMS_WEBHOOK_URL"]
sha = subprocess.run(["git", "log", "-1", "--format=%h %s (%an)"], capture_output=True, text=True).stdout.strip()
card = {
    "type": "message",
    "attachments": [{
        "contentType": "application/vnd.microsoft.card.adaptive",
        "content": {
            "type": "AdaptiveCard", "version": "1.4",
            "body": [{"type": "TextBlock", "weight": "Bolder", "text": "main is red"}, {"type": "TextBlock", "text": sha, "wrap": True}],
            "actions": [{"type": "Action.OpenUrl", "title": "Open run", "url": os.environ["RUN_URL"]}],
        },
    }],
}
req = urllib.request.Request(url, data=json.dumps(card).encode(), headers={"Content-Type": "application/json"})
urllib.request.urlopen(req, timeout=10)
`,
    'commands/add-teams-alert.md': `---
description: Add the Teams failure alert to the CI workflow
allowed-tools: Read, Edit, Write
---

Append the job in \`\${CLAUDE_PLUGIN_ROOT}/templates/notify-teams.yml\` to the CI workflow and copy
\`teams_alert.py\` to \`.github/scripts/\`. Tell the user to create an incoming webhook in the Teams channel and store
its URL as the \`TEAMS_WEBHOOK_URL\` secret.
`,
  })),

  benign('b23-box-devcontainer', 'container-setup', 'a skill writing .devcontainer/devcontainer.json with features, forwarded ports and a postCreateCommand installing dependencies, secrets passed from the host environment', skill('devcontainer', 'Create a devcontainer for this repository: base image, features, ports and a post-create install.', `
# Devcontainer

Write \`.devcontainer/devcontainer.json\` from the template, choosing features from what the repository uses
(node, python, docker-in-docker). Secrets are not written into the file: \`remoteEnv\` references the host's
\`\${localEnv:…}\` values, and Codespaces users set them as Codespaces secrets.

Open with "Dev Containers: Reopen in Container" or \`devcontainer up --workspace-folder .\`.
`, {
    'templates/devcontainer.json': `{
  "name": "app",
  "image": "mcr.microsoft.com/devcontainers/typescript-node:1-22-bookworm",
  "features": {
    "ghcr.io/devcontainers/features/python:1": { "version": "3.12" },
    "ghcr.io/devcontainers/features/docker-in-docker:2": {},
    "ghcr.io/devcontainers/features/github-cli:1": {}
  },
  "forwardPorts": [3000, 5432],
  "postCreateCommand": "npm ci && pip install -r requirements-dev.txt && pre-commit install",
  "remoteEnv": {
    "DATABASE_URL": "postgres://postgres:postgres@localhost:5432/app",
    "OPENAI_API_KEY": "\${localEnv:OPENAI_API_KEY}"
  },
  "customizations": { "vscode": { "extensions": ["dbaeumer.vscode-eslint", "esbenp.prettier-vscode", "ms-python.python"] } }
}
`,
  }, 'Read, Write, Bash(devcontainer up:*)')),

  benign('b23-db-sqlite-backup-go', 'db-tooling', 'a Go program taking an online SQLite backup with VACUUM INTO to a timestamped file and pruning old copies', skill('sqlite-backup', 'Take consistent backups of a live SQLite database and keep the last N.', `
# SQLite backup

\`\`\`bash
go run ./cmd/sqlite-backup -db data/app.db -dir backups -keep 14
\`\`\`

Uses \`VACUUM INTO\`, which is safe while the app writes (WAL mode). Backups stay on this machine.
`, {
    'cmd/sqlite-backup/main.go': `package main

import (
	"database/sql"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"sort"
	"time"

	_ "modernc.org/sqlite"
)

func main() {
	dbPath := flag.String("db", "data/app.db", "database file")
	dir := flag.String("dir", "backups", "backup folder")
	keep := flag.Int("keep", 14, "backups to keep")
	flag.Parse()

	if err := os.MkdirAll(*dir, 0o750); err != nil {
		log.Fatal(err)
	}
	db, err := sql.Open("sqlite", *dbPath)
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	out := filepath.Join(*dir, fmt.Sprintf("app-%s.db", time.Now().UTC().Format("20060102T150405Z")))
	if _, err := db.Exec("VACUUM INTO ?", out); err != nil {
		log.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(*dir, "app-*.db"))
	sort.Strings(files)
	for len(files) > *keep {
		if err := os.Remove(files[0]); err != nil {
			log.Print(err)
		}
		files = files[1:]
	}
	fmt.Println("wrote", out)
}
`,
  }, 'Read, Bash(go run ./cmd/sqlite-backup:*)')),
];
