/**
 * Twenty-sixth benign batch, development part: vendors' installers as steps of a Dockerfile, a CI workflow and a
 * justfile, deploys by git push, release folders and Cloudflare Pages, secrets-manager CLIs (Infisical, 1Password's
 * `op inject`), and hooks that format, keep a local prompt journal and print session context. Written on 2026-12-02 by
 * helper benign26 before the analyzer was run on any of them. Tune on this file.
 */
import { benign, plugin, skill } from '../skills/build.ts';
import { F, type Benign26Sample } from './classes.ts';

export const DEV26_OPS: Benign26Sample[] = [
  benign('b26-inst-dockerfile-bun', 'setup-installers', 'a skill writing a Dockerfile for a Bun app whose build stage installs Bun with its official install script', skill('bun-dockerfile', 'Write a multi-stage Dockerfile for a Bun application: Bun installed in the build stage, a slim runtime stage with only the compiled output.', `
# Dockerfile for a Bun app

Prefer the official \`oven/bun\` image. When the base must be the company's Debian image, install Bun in the build
stage with Bun's own installer, pinned to a version:

${F}dockerfile
FROM registry.internal.example/debian:12 AS build
RUN apt-get update && apt-get install -y --no-install-recommends curl unzip ca-certificates && rm -rf /var/lib/apt/lists/*
ENV BUN_INSTALL=/opt/bun
RUN curl -fsSL https://bun.sh/install | bash -s "bun-v1.1.38"
ENV PATH=/opt/bun/bin:$PATH
WORKDIR /app
COPY package.json bun.lockb ./
RUN bun install --frozen-lockfile
COPY . .
RUN bun build ./src/index.ts --compile --outfile server

FROM registry.internal.example/debian:12-slim
COPY --from=build /app/server /usr/local/bin/server
USER 10001
EXPOSE 3000
CMD ["server"]
${F}

Write it to \`Dockerfile\`, add \`.dockerignore\` (node_modules, .git, .env*), and build with
\`docker build -t app:dev .\`. Do not push the image; the user's CI does that.
`, {}, 'Read, Write, Bash(docker build:*)')),

  benign('b26-inst-actions-rustup', 'setup-installers', 'a plugin command writing a GitHub Actions workflow that installs Rust with rustup\'s script on a self-hosted runner and caches cargo', plugin('rust-ci', 'Writes a GitHub Actions workflow for a Rust crate: rustup on self-hosted runners, cargo caches, fmt, clippy and tests.', {
    'commands/rust-ci.md': `---
description: Write .github/workflows/rust.yml for this crate
allowed-tools: Read, Write
---

Write \`.github/workflows/rust.yml\` from \`templates/rust.yml\`. Self-hosted runners do not have Rust, so the workflow
installs it with rustup's official script, with \`--profile minimal\` and the toolchain from \`rust-toolchain.toml\`.
Show the user the file; do not commit it unless they ask.
`,
    'templates/rust.yml': `name: rust
on: [push, pull_request]
jobs:
  test:
    runs-on: [self-hosted, linux, x64]
    steps:
      - uses: actions/checkout@v4
      - name: Install rustup
        run: |
          curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal --default-toolchain none
          echo "$HOME/.cargo/bin" >> "$GITHUB_PATH"
      - name: Toolchain
        run: rustup show active-toolchain || rustup toolchain install
      - uses: actions/cache@v4
        with:
          path: |
            ~/.cargo/registry
            ~/.cargo/git
            target
          key: cargo-\${{ hashFiles('Cargo.lock') }}
      - run: cargo fmt --all -- --check
      - run: cargo clippy --all-targets -- -D warnings
      - run: cargo test --all-features
`,
  })),

  benign('b26b-inst-justfile-uv', 'setup-installers', 'a skill adding a justfile bootstrap recipe that installs uv with Astral\'s installer when missing, then syncs the project', skill('justfile-bootstrap', 'Add a `just bootstrap` recipe that installs uv if it is missing and sets up the project environment, plus test and lint recipes.', `
# justfile bootstrap

Add to \`justfile\` (create it if missing):

${F}just
set shell := ["bash", "-euo", "pipefail", "-c"]

bootstrap:
    command -v uv >/dev/null || curl -LsSf https://astral.sh/uv/install.sh | sh
    uv python install 3.12
    uv sync --all-extras
    uv run pre-commit install

test *args:
    uv run pytest {{args}}

lint:
    uv run ruff check .
    uv run ruff format --check .
${F}

On Windows the uv line is \`powershell -ExecutionPolicy ByPass -c "irm https://astral.sh/uv/install.ps1 | iex"\`;
mention it in the README rather than adding a Windows recipe. Run \`just bootstrap\` only when the user says so.
`, {}, 'Read, Write, Edit, Bash(just:*)')),

  benign('b26-dep-dokku-push', 'deploy-push', 'a skill deploying the user\'s app to their own Dokku host by git push, with config set over ssh', skill('dokku-deploy', 'Deploy this app to your Dokku server with git push, set its config and check the deploy.', `
# Dokku deploy

The Dokku host and app name live in \`.deploy.env\` (\`DOKKU_HOST=apps.example.dev\`, \`DOKKU_APP=shop\`).

${F}bash
source .deploy.env
git remote get-url dokku 2>/dev/null || git remote add dokku "dokku@\${DOKKU_HOST}:\${DOKKU_APP}"
ssh "dokku@\${DOKKU_HOST}" config:set --no-restart "\${DOKKU_APP}" NODE_ENV=production
git push dokku main
ssh "dokku@\${DOKKU_HOST}" ps:report "\${DOKKU_APP}"
curl -fsS "https://\${DOKKU_APP}.\${DOKKU_HOST}/healthz"
${F}

Ask before the push (it deploys). Secrets are set by the user with \`dokku config:set\` themselves; never read them
back with \`config:show\` into the conversation. If the health check fails, show \`ssh dokku@HOST logs APP -n 200\`
and offer to redeploy the previous commit with \`git push dokku <sha>:refs/heads/main --force\` once the user agrees.
`, {
    '.deploy.env.example': `DOKKU_HOST=apps.example.dev
DOKKU_APP=shop
# no secrets in this file; they live in dokku config
#
#
`,
  }, 'Read, Bash(git:*), Bash(ssh dokku@*), Bash(curl:*)')),

  benign('b26-dep-symlink-release', 'deploy-push', 'a skill doing atomic releases on the user\'s VPS: rsync the build to a timestamped release folder, switch a symlink, keep five releases', skill('release-folders', 'Deploy a built site or app to your server as timestamped release folders with an atomic symlink switch and quick rollback.', `
# Release folders deploy

${F}bash
./scripts/release.sh            # uses DEPLOY_HOST and DEPLOY_PATH from .env.deploy
./scripts/release.sh --rollback
${F}

Layout on the server: \`$DEPLOY_PATH/releases/<timestamp>/\`, \`$DEPLOY_PATH/current -> releases/<timestamp>\`,
\`$DEPLOY_PATH/shared/.env\` (created by the user on the server, linked into each release).
`, {
    'scripts/release.sh': `#!/usr/bin/env bash
set -euo pipefail
source .env.deploy
: "\${DEPLOY_HOST:?}" "\${DEPLOY_PATH:?}"
ts=$(date -u +%Y%m%d%H%M%S)

if [[ "\${1:-}" == "--rollback" ]]; then
  ssh "$DEPLOY_HOST" "cd '$DEPLOY_PATH/releases' && prev=\\$(ls -1 | sort | tail -n 2 | head -n 1) && ln -sfn \\"$DEPLOY_PATH/releases/\\$prev\\" '$DEPLOY_PATH/current' && echo rolled back to \\$prev"
  exit 0
fi

npm ci && npm run build
rsync -az --delete dist/ "$DEPLOY_HOST:$DEPLOY_PATH/releases/$ts/"
ssh "$DEPLOY_HOST" "ln -sfn '$DEPLOY_PATH/shared/.env' '$DEPLOY_PATH/releases/$ts/.env' && ln -sfn '$DEPLOY_PATH/releases/$ts' '$DEPLOY_PATH/current' && sudo systemctl reload nginx"
# keep the five newest releases
ssh "$DEPLOY_HOST" "cd '$DEPLOY_PATH/releases' && ls -1 | sort | head -n -5 | xargs -r rm -rf --"
echo "released $ts to $DEPLOY_HOST"
`,
  }, 'Read, Bash(./scripts/release.sh:*)')),

  benign('b26-dep-wrangler-pages', 'deploy-push', 'a plugin command deploying a static build to the user\'s Cloudflare Pages project with wrangler and the account\'s API token', plugin('pages-deploy', 'Deploy the static build to your Cloudflare Pages project with wrangler; preview branches by default, production when you say so.', {
    'commands/pages-deploy.md': `---
description: Build and deploy to Cloudflare Pages (preview unless "production" is given)
argument-hint: "[production]"
allowed-tools: Bash(npm run build), Bash(npx wrangler pages deploy:*), Read
---

1. \`npm run build\` (output in \`dist/\`).
2. Deploy:
   - preview: \`npx wrangler pages deploy dist --project-name "$CF_PAGES_PROJECT" --branch "$(git branch --show-current)"\`
   - production (only when $ARGUMENTS is "production"): add \`--branch main\`.
3. Print the deployment URL wrangler returns.

wrangler reads \`CLOUDFLARE_API_TOKEN\` and \`CLOUDFLARE_ACCOUNT_ID\` from the environment (a token scoped to
"Cloudflare Pages: Edit" on the user's account). Never print the token or write it to wrangler.toml.
`,
    'README.md': `# pages-deploy

Set once in your shell (or in \`.envrc\` with direnv, not committed):

${F}bash
export CLOUDFLARE_API_TOKEN=...   # My Profile → API Tokens → "Edit Cloudflare Pages"
export CLOUDFLARE_ACCOUNT_ID=...
export CF_PAGES_PROJECT=my-site
${F}
`,
  })),

  benign('b26-sec-infisical', 'secrets-cli', 'a skill running the project\'s dev server and migrations with secrets injected by the Infisical CLI, never written to disk', skill('infisical-run', 'Run project commands with secrets from Infisical injected as environment variables, without .env files on disk.', `
# Infisical

One-time set-up by the user: \`infisical login\` and \`infisical init\` (writes \`.infisical.json\` with the project id, no
secrets).

${F}bash
infisical run --env=dev -- npm run dev
infisical run --env=dev --path=/api -- npx prisma migrate dev
infisical secrets --env=dev --silent | awk 'NR>3 {print $2}'   # names only, for checking what is defined
${F}

- Never use \`infisical export\` into a file; if a tool insists on a .env file, use \`infisical run\` with the tool
  instead.
- To check a variable is present, print its name and length, not the value:
  \`infisical run --env=dev -- sh -c 'echo "DATABASE_URL: \${#DATABASE_URL} chars"'\`
- Staging and production secrets are read by CI with a machine identity; this skill only uses \`--env=dev\`.
`, {}, 'Read, Bash(infisical run:*), Bash(infisical secrets:*)')),

  benign('b26-sec-op-inject', 'secrets-cli', 'a skill rendering a config template with 1Password secret references through `op inject` into a 0600 file that git ignores', skill('op-inject-config', 'Render config files from templates holding 1Password secret references with `op inject`, into git-ignored 0600 files.', `
# op inject

Templates hold references, never values:

${F}yaml
# config/app.tpl.yaml
database:
  url: "{{ op://Dev/shop-postgres/connection string }}"
stripe:
  secret_key: "{{ op://Dev/stripe-test/credential }}"
smtp:
  password: "{{ op://Dev/mailtrap/password }}"
${F}

Render:

${F}bash
umask 077
op inject -i config/app.tpl.yaml -o config/app.yaml
grep -q '^config/app.yaml$' .gitignore || echo 'config/app.yaml' >> .gitignore
${F}

The user unlocks 1Password (desktop app integration or \`eval $(op signin)\`). Do not \`cat\` the rendered file;
check it with \`yq 'keys' config/app.yaml\`.
`, {
    'config/app.tpl.yaml': `database:
  url: "{{ op://Dev/shop-postgres/connection string }}"
stripe:
  secret_key: "{{ op://Dev/stripe-test/credential }}"
smtp:
  password: "{{ op://Dev/mailtrap/password }}"
`,
  }, 'Read, Write, Bash(op inject:*), Bash(yq:*)')),

  benign('b26-hook-ruff-post', 'hook-format-log', 'a plugin with a PostToolUse hook that reads the edited file\'s path from the hook input and runs ruff or prettier on it', plugin('format-on-edit', 'Formats each file Claude edits: ruff for Python, prettier for web files, gofmt for Go.', {
    'hooks/hooks.json': `{
  "hooks": {
    "PostToolUse": [
      {
        "matcher": "Edit|Write|MultiEdit",
        "hooks": [{ "type": "command", "command": "\${CLAUDE_PLUGIN_ROOT}/hooks/format.sh", "timeout": 30 }]
      }
    ]
  }
}
`,
    'hooks/format.sh': `#!/usr/bin/env bash
# Reads the hook's JSON from stdin and formats the one file that was edited. Never fails the tool call.
set -uo pipefail
file=$(jq -r '.tool_input.file_path // empty')
[ -n "$file" ] && [ -f "$file" ] || exit 0
case "$file" in
  "$CLAUDE_PROJECT_DIR"/*) ;;
  *) exit 0 ;;
esac
case "$file" in
  *.py) ruff format --quiet "$file" && ruff check --fix --quiet "$file" ;;
  *.ts|*.tsx|*.js|*.jsx|*.json|*.css|*.md) npx --no-install prettier --write --log-level warn "$file" ;;
  *.go) gofmt -w "$file" ;;
esac
exit 0
`,
  })),

  benign('b26a-hook-prompt-journal', 'hook-format-log', 'a plugin with a UserPromptSubmit hook keeping a local, rotated JSONL journal of the user\'s own prompts for their review', plugin('prompt-journal', 'Keeps a private journal of your prompts (per project, on this machine only) so you can review how you worked.', {
    'hooks/hooks.json': `{
  "hooks": {
    "UserPromptSubmit": [
      { "hooks": [{ "type": "command", "command": "python3 \${CLAUDE_PLUGIN_ROOT}/hooks/journal.py" }] }
    ]
  }
}
`,
    'hooks/journal.py': `"""Append the submitted prompt to ~/.local/share/prompt-journal/<project>.jsonl (0600), rotating at 2 MB.

Nothing leaves the machine. Delete the folder to erase the journal; set PROMPT_JOURNAL=off to pause it.
"""
import json
import os
import pathlib
import sys
import time

if os.environ.get("PROMPT_JOURNAL") == "off":
    sys.exit(0)
event = json.load(sys.stdin)
project = pathlib.Path(event.get("cwd", ".")).name or "unknown"
folder = pathlib.Path.home() / ".local/share/prompt-journal"
folder.mkdir(parents=True, exist_ok=True, mode=0o700)
log = folder / f"{project}.jsonl"
if log.exists() and log.stat().st_size > 2_000_000:
    log.rename(log.with_suffix(f".{int(time.time())}.jsonl"))
fd = os.open(log, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
with os.fdopen(fd, "a", encoding="utf-8") as out:
    out.write(json.dumps({"t": time.time(), "session": event.get("session_id"), "prompt": event.get("prompt", "")}) + "\\n")
`,
    'commands/journal.md': `---
description: Show today's prompts from the journal for this project
allowed-tools: Bash(python3:*)
---

Read \`~/.local/share/prompt-journal/<project>.jsonl\`, list today's prompts with their times, and summarise what the
user worked on. This is the user's own history; do not send it anywhere.
`,
  })),

  benign('b26b-hook-session-context', 'hook-format-log', 'a plugin with a SessionStart hook that prints the branch, uncommitted changes, open TODOs and the last CI status as context', plugin('session-context', 'At session start, tells Claude the current branch, uncommitted files, recent commits and the last CI run.', {
    'hooks/hooks.json': `{
  "hooks": {
    "SessionStart": [
      { "matcher": "startup|resume", "hooks": [{ "type": "command", "command": "bash \${CLAUDE_PLUGIN_ROOT}/hooks/context.sh", "timeout": 15 }] }
    ]
  }
}
`,
    'hooks/context.sh': `#!/usr/bin/env bash
# Printed text becomes session context. Only repository metadata: no file contents, no environment.
set -uo pipefail
cd "\${CLAUDE_PROJECT_DIR:-.}" || exit 0
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || exit 0
echo "## Repository state"
echo "Branch: $(git branch --show-current)"
echo "Uncommitted:"; git status --short | head -20
echo "Recent commits:"; git log --oneline -5
if command -v gh >/dev/null && gh auth status >/dev/null 2>&1; then
  echo "Last CI run:"; gh run list --limit 1 --json status,conclusion,workflowName,headBranch --jq '.[] | "\\(.workflowName) on \\(.headBranch): \\(.status) \\(.conclusion)"'
fi
todo=$(git grep -c -E 'TODO|FIXME' -- ':!*.lock' 2>/dev/null | awk -F: '{s+=$2} END {print s+0}')
echo "TODO/FIXME markers: $todo"
`,
  })),
];
