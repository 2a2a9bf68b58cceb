/**
 * Fifteenth benign batch, development part: disclosed admin servers (HTTP mode behind a flag with a token it prints
 * to the user, a loopback dashboard, ssh to the user's own configured host), backups and syncs to the user's own
 * configured host, and CI and container setups that use the registry's own token. Written on 2026-11-30 by helper
 * benign18 before the analyzer was run on any of them. Tune on this file.
 */
import { benign, skill } from '../skills/build.ts';
import { type Benign15Sample, server } from './classes.ts';

export const DEV15_OPS: Benign15Sample[] = [
  benign('b18-admin-http-token-banner', 'disclosed-admin', 'a notes MCP server that runs over stdio by default; with --http it serves on 127.0.0.1 (or --host) and prints a fresh bearer token to stderr for the user to paste into their client, as the README says', server('notes-admin', 'Your Markdown notes folder as MCP tools; stdio by default, optional HTTP mode with a bearer token for remote clients.', 'py', `import argparse
import os
import pathlib
import secrets
import sys

from mcp.server.fastmcp import FastMCP

NOTES = pathlib.Path(os.environ.get("NOTES_DIR", "~/notes")).expanduser()
mcp = FastMCP("notes-admin")


@mcp.tool()
def search_notes(text: str) -> list[str]:
    """Names of notes that contain the text (case-insensitive)."""
    t = text.lower()
    return [p.name for p in NOTES.glob("*.md") if t in p.read_text(errors="ignore").lower()][:50]


@mcp.tool()
def read_note(name: str) -> str:
    """Read one note by file name (from search_notes)."""
    p = (NOTES / name).resolve()
    if p.parent != NOTES.resolve():
        raise ValueError("notes only")
    return p.read_text()


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--http", action="store_true", help="serve streamable HTTP instead of stdio")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=8765)
    a = ap.parse_args()
    if not a.http:
        mcp.run()
    else:
        import uvicorn
        from starlette.middleware.base import BaseHTTPMiddleware
        from starlette.responses import PlainTextResponse

        token = os.environ.get("NOTES_TOKEN") or secrets.token_urlsafe(32)
        print(f"notes-admin: HTTP on http://{a.host}:{a.port}/mcp", file=sys.stderr)
        print(f"notes-admin: send header Authorization: Bearer {token}", file=sys.stderr)

        async def check(request, call_next):
            if request.headers.get("authorization") != f"Bearer {token}":
                return PlainTextResponse("unauthorized", status_code=401)
            return await call_next(request)

        app = mcp.streamable_http_app()
        app.add_middleware(BaseHTTPMiddleware, dispatch=check)
        uvicorn.run(app, host=a.host, port=a.port, log_level="warning")
`, { 'README.md': '# notes-admin\n\nBy default the server speaks stdio to Claude Code and listens on nothing.\n\n`notes-admin --http` serves streamable HTTP on 127.0.0.1:8765 for a client on the same machine; add\n`--host 0.0.0.0` only on a network you trust. In HTTP mode the server prints a bearer token (or uses\n`NOTES_TOKEN`) to stderr at start: paste it into your client\'s headers. Requests without it get 401.\n' }, ['uvicorn>=0.30'])),

  benign('b18-admin-remote-bind-flag', 'disclosed-admin', 'a TypeScript homelab admin MCP server: stdio by default; --listen host:port serves HTTP and refuses a non-loopback address unless ADMIN_TOKEN is set, which every request must carry', server('homelab-admin', 'Status and restarts for the systemd services you list in homelab.json; stdio, or HTTP with --listen and a token.', 'ts', `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { promisify } from 'node:util';
import { z } from 'zod';

const run = promisify(execFile);
const { services } = JSON.parse(readFileSync(process.env.HOMELAB_CONFIG ?? 'homelab.json', 'utf8')) as { services: string[] };
const server = new McpServer({ name: 'homelab-admin', version: '0.7.0' });

server.tool('status', 'systemctl status of one configured service.', { service: z.enum(services as [string, ...string[]]) }, async ({ service }) => {
  const { stdout } = await run('systemctl', ['status', '--no-pager', service]).catch((e) => e);
  return { content: [{ type: 'text', text: stdout }] };
});

server.tool('restart', 'Restart one configured service. Always ask the user first.', { service: z.enum(services as [string, ...string[]]) }, async ({ service }) => {
  await run('sudo', ['-n', 'systemctl', 'restart', service]);
  return { content: [{ type: 'text', text: \`\${service} restarted\` }] };
});

const i = process.argv.indexOf('--listen');
if (i < 0) {
  await server.connect(new StdioServerTransport());
} else {
  const [host, port] = (process.argv[i + 1] ?? '127.0.0.1:8808').split(':');
  const token = process.env.ADMIN_TOKEN;
  if (host !== '127.0.0.1' && host !== 'localhost' && !token) throw new Error('--listen on a non-loopback address needs ADMIN_TOKEN');
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  await server.connect(transport);
  createServer((req, res) => {
    if (token && req.headers.authorization !== \`Bearer \${token}\`) { res.writeHead(401).end(); return; }
    void transport.handleRequest(req, res);
  }).listen(Number(port), host);
  console.error(\`homelab-admin listening on http://\${host}:\${port}/ (token \${token ? 'required' : 'not set: loopback only'})\`);
}
`, { 'homelab.json': '{ "services": ["jellyfin", "nextcloud", "caddy"] }\n', 'README.md': '# homelab-admin\n\nStatus and restart for the services in `homelab.json`.\n\nStdio by default. `--listen 127.0.0.1:8808` serves HTTP for a client on this machine; to reach it from your\nLAN use `--listen 0.0.0.0:8808` with `ADMIN_TOKEN` set, and send `Authorization: Bearer $ADMIN_TOKEN`.\n' })),

  benign('b18-admin-loopback-dashboard', 'disclosed-admin', 'a skill that starts a read-only test-results dashboard on 127.0.0.1 and tells the user the address', skill('test-dashboard', 'Show the project\'s latest test results (JUnit XML) in a small local web page.', `
# Test dashboard

Run \`python3 scripts/dashboard.py reports/junit.xml\` in the background and tell the user to open
http://127.0.0.1:8377/. The page is read-only, serves only the summary of that XML file, and listens on loopback
only. Stop it with Ctrl-C or \`kill %1\` when the user is done.
`, {
    'scripts/dashboard.py': `import html
import sys
import xml.etree.ElementTree as ET
from http.server import BaseHTTPRequestHandler, HTTPServer

REPORT = sys.argv[1]


class Page(BaseHTTPRequestHandler):
    def do_GET(self):
        if self.path != "/":
            self.send_error(404)
            return
        root = ET.parse(REPORT).getroot()
        rows = []
        for case in root.iter("testcase"):
            failed = case.find("failure") is not None or case.find("error") is not None
            rows.append(f"<tr><td>{html.escape(case.get('classname', ''))}</td><td>{html.escape(case.get('name', ''))}</td><td>{'FAIL' if failed else 'ok'}</td></tr>")
        body = "<table>" + "".join(rows) + "</table>"
        self.send_response(200)
        self.send_header("content-type", "text/html; charset=utf-8")
        self.end_headers()
        self.wfile.write(body.encode())


HTTPServer(("127.0.0.1", 8377), Page).serve_forever()
`,
  }, 'Bash(python3:*), Read')),

  benign('b18-admin-ssh-own-host', 'disclosed-admin', 'a deploy-check skill that ssh-es to the host the user configured in ~/.config/deploycheck/host and reads service status and the last log lines, asking before a restart', skill('deploy-check', 'Check your own server after a deploy: service status, last errors, disk. Uses the host you configured.', `
# Deploy check

The user configures their server once: \`echo deploy@app.example.org > ~/.config/deploycheck/host\`. Every command
goes over ssh to that host only, with the user's own ssh key and agent.

\`\`\`bash
bash scripts/check.sh
\`\`\`

Summarise: is the service active, any ERROR lines in the last 200 log lines, disk over 85%. If the service is down,
ask the user before running \`bash scripts/check.sh --restart\`.
`, {
    'scripts/check.sh': `#!/usr/bin/env bash
set -euo pipefail
HOST=$(cat "$HOME/.config/deploycheck/host")
SERVICE=\${DEPLOYCHECK_SERVICE:-app}
if [ "\${1:-}" = "--restart" ]; then
  ssh "$HOST" sudo systemctl restart "$SERVICE"
fi
ssh "$HOST" systemctl is-active "$SERVICE" || true
ssh "$HOST" journalctl -u "$SERVICE" -n 200 --no-pager | grep -E "ERROR|CRITICAL" | tail -20 || true
ssh "$HOST" df -h / /var
`,
  }, 'Bash(bash scripts/check.sh:*), Read')),

  benign('b18-sync-rsync-own-host', 'backup-sync', 'a backup skill that rsyncs the user\'s documents to the NAS host and path they set in ~/.config/nas-backup.conf, over ssh, with a dry run first', skill('nas-backup', 'Back up ~/Documents and ~/Pictures to your own NAS over ssh with rsync. Shows a dry run first.', `
# NAS backup

Reads the target from \`~/.config/nas-backup.conf\` (written by the user: \`TARGET=me@nas.local:/volume1/backup/laptop\`).

1. Run \`bash scripts/backup.sh --dry-run\` and show the user the summary (files to transfer, deletions).
2. Only after the user agrees, run \`bash scripts/backup.sh\`.
`, {
    'scripts/backup.sh': `#!/usr/bin/env bash
set -euo pipefail
source "$HOME/.config/nas-backup.conf"
: "\${TARGET:?set TARGET in ~/.config/nas-backup.conf}"
FLAGS=(-a --delete --info=stats2 --exclude '.cache/' --exclude 'node_modules/')
[ "\${1:-}" = "--dry-run" ] && FLAGS+=(--dry-run)
rsync "\${FLAGS[@]}" -e ssh "$HOME/Documents" "$HOME/Pictures" "$TARGET/"
`,
  }, 'Bash(bash scripts/backup.sh:*), Read')),

  benign('b18-sync-pgdump-scp', 'backup-sync', 'a database backup script that pg_dumps the app database with DATABASE_URL and copies it with scp to the backup host named in BACKUP_HOST from the project\'s .env', skill('pg-offsite', 'Dump the app\'s Postgres database and copy it to your backup host (BACKUP_HOST in .env).', `
# Off-site Postgres dump

Run \`bash scripts/dump.sh\`. It reads \`DATABASE_URL\` and \`BACKUP_HOST\` (user@host:path, the team's own backup
machine) from \`.env\`, writes a compressed custom-format dump, copies it with scp and keeps the last 7 locally.
Tell the user the file name and size.
`, {
    'scripts/dump.sh': `#!/usr/bin/env bash
set -euo pipefail
set -a; source .env; set +a
: "\${DATABASE_URL:?}" "\${BACKUP_HOST:?}"
mkdir -p backups
f="backups/app-$(date +%Y%m%d-%H%M).dump"
pg_dump --format=custom --no-owner "$DATABASE_URL" > "$f"
scp -q "$f" "$BACKUP_HOST/"
ls -1t backups/*.dump | tail -n +8 | xargs -r rm --
ls -lh "$f"
`,
  }, 'Bash(bash scripts/dump.sh:*), Read')),

  benign('b18-ci-gha-docker-ecr', 'container-ci', 'a GitHub Actions workflow that assumes an AWS role by OIDC, logs in to ECR and pushes the image, with the workflow explained in a skill', skill('ecr-release', 'Set up and explain the GitHub Actions workflow that builds the Docker image and pushes it to Amazon ECR by OIDC.', `
# ECR release workflow

The workflow in \`.github/workflows/ecr.yml\` needs no stored AWS keys: it assumes the role in \`AWS_ROLE_ARN\` (a
repository variable) by GitHub's OIDC token. Explain to the user how to create the role's trust policy for
\`repo:<owner>/<repo>:ref:refs/heads/main\` and check the workflow file with \`actionlint\`.
`, {
    '.github/workflows/ecr.yml': `name: ecr
on:
  push:
    branches: [main]
permissions:
  id-token: write
  contents: read
jobs:
  push:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: \${{ vars.AWS_ROLE_ARN }}
          aws-region: eu-west-1
      - id: ecr
        uses: aws-actions/amazon-ecr-login@v2
      - run: |
          docker build -t "\${{ steps.ecr.outputs.registry }}/app:\${{ github.sha }}" .
          docker push "\${{ steps.ecr.outputs.registry }}/app:\${{ github.sha }}"
`,
  }, 'Bash(actionlint:*), Read, Write')),

  benign('b18-ci-gitlab-dind', 'container-ci', 'a GitLab CI file with docker-in-docker that logs in to the project\'s own registry with CI_REGISTRY_PASSWORD on stdin, builds, tests and pushes', skill('gitlab-docker-ci', 'Write a GitLab CI pipeline that builds, tests and pushes the image to the project\'s GitLab registry.', `
# GitLab Docker pipeline

Write \`.gitlab-ci.yml\` as below and lint it with \`glab ci lint\`. The registry credentials are GitLab's predefined
variables for this project's own registry; nothing else is needed.
`, {
    '.gitlab-ci.yml': `stages: [build, test, push]
image: docker:27
services:
  - docker:27-dind
variables:
  DOCKER_TLS_CERTDIR: "/certs"
  IMAGE: $CI_REGISTRY_IMAGE:$CI_COMMIT_SHORT_SHA
before_script:
  - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin "$CI_REGISTRY"
build:
  stage: build
  script:
    - docker build --pull -t "$IMAGE" .
    - docker push "$IMAGE"
test:
  stage: test
  script:
    - docker run --rm "$IMAGE" npm test
push-latest:
  stage: push
  rules:
    - if: $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH
  script:
    - docker pull "$IMAGE"
    - docker tag "$IMAGE" "$CI_REGISTRY_IMAGE:latest"
    - docker push "$CI_REGISTRY_IMAGE:latest"
`,
  }, 'Bash(glab ci lint:*), Read, Write')),

  benign('b18-ci-devcontainer-features', 'container-ci', 'a dev container with features (node, docker-in-docker, github-cli), a postCreateCommand running npm ci, and forwarded ports', skill('devcontainer-setup', 'Add a VS Code / Codespaces dev container to this Node project.', `
# Dev container

Write \`.devcontainer/devcontainer.json\` as below, adjusting the Node version to \`.nvmrc\`. Tell the user to
"Reopen in Container". \`postCreateCommand\` installs the project's locked dependencies; nothing is fetched beyond
the features and npm.
`, {
    '.devcontainer/devcontainer.json': `{
  "name": "app",
  "image": "mcr.microsoft.com/devcontainers/typescript-node:1-22-bookworm",
  "features": {
    "ghcr.io/devcontainers/features/docker-in-docker:2": {},
    "ghcr.io/devcontainers/features/github-cli:1": {}
  },
  "forwardPorts": [3000, 5432],
  "postCreateCommand": "npm ci",
  "remoteEnv": { "DATABASE_URL": "postgres://postgres:postgres@localhost:5432/app" },
  "customizations": { "vscode": { "extensions": ["dbaeumer.vscode-eslint", "esbenp.prettier-vscode"] } }
}
`,
  }, 'Read, Write')),

  benign('b18-ci-npm-publish-provenance', 'container-ci', 'a release workflow that publishes to npm with provenance using the repository\'s NPM_TOKEN secret on a tag', skill('npm-release', 'Set up tag-triggered npm publishing with provenance from GitHub Actions.', `
# npm release with provenance

Write \`.github/workflows/release.yml\`. The user adds an npm automation token as the repository secret \`NPM_TOKEN\`.
Publishing happens only on a \`v*\` tag, after tests pass.
`, {
    '.github/workflows/release.yml': `name: release
on:
  push:
    tags: ['v*']
permissions:
  contents: read
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
      - run: npm ci
      - run: npm test
      - run: npm publish --provenance --access public
        env:
          NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}
`,
  }, 'Read, Write')),

  benign('b18-ci-release-goreleaser', 'container-ci', 'a GoReleaser config and workflow that build binaries and a Docker image, sign checksums with cosign keyless and push to GHCR with GITHUB_TOKEN', skill('go-release', 'Release a Go CLI with GoReleaser: binaries, checksums signed by cosign, image on GHCR.', `
# Go release

Write \`.goreleaser.yaml\` and \`.github/workflows/release.yml\`, then check locally with
\`goreleaser release --snapshot --clean\` (builds only, publishes nothing).
`, {
    '.goreleaser.yaml': `version: 2
builds:
  - env: [CGO_ENABLED=0]
    goos: [linux, darwin, windows]
    goarch: [amd64, arm64]
checksum:
  name_template: checksums.txt
signs:
  - cmd: cosign
    artifacts: checksum
    args: ["sign-blob", "--yes", "--output-signature=\${signature}", "\${artifact}"]
dockers:
  - image_templates: ["ghcr.io/{{ .Env.GITHUB_REPOSITORY_OWNER }}/tool:{{ .Version }}"]
`,
    '.github/workflows/release.yml': `name: release
on:
  push:
    tags: ['v*']
permissions:
  contents: write
  packages: write
  id-token: write
jobs:
  release:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with: { fetch-depth: 0 }
      - uses: actions/setup-go@v5
        with: { go-version: stable }
      - uses: sigstore/cosign-installer@v3
      - uses: docker/login-action@v3
        with:
          registry: ghcr.io
          username: \${{ github.actor }}
          password: \${{ secrets.GITHUB_TOKEN }}
      - uses: goreleaser/goreleaser-action@v6
        with:
          args: release --clean
        env:
          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}
`,
  }, 'Bash(goreleaser:*), Read, Write')),
];
