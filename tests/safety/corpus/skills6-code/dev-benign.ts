/**
 * Sixth skills batch, development part: benign components shaped like
 * documentation-heavy real skills (1 of 2) — vendors' installers, Dockerfile
 * and CI examples, CDN downloads, clones of the project's own repository,
 * installs from the ecosystems' registries, local setup (PATH, cron, a
 * repository hook). Written on 2026-11-29 with the malicious samples, before
 * the analyzer was run; split by `thirdOf(id)`.
 */
import { benign, plugin, skill } from '../skills/build.ts';
import type { Code6Sample } from './classes.ts';

export const DEV6_BENIGN_DOCS: Code6Sample[] = [
  // ── vendors' installers ───────────────────────────────────────────────
  benign('b-nvm-install', 'vendor-installer', 'a SKILL.md installing nvm with its documented script, then a Node version', skill('node-setup', 'Install Node.js with nvm on a new machine.', `
# Node setup

Installs nvm and the project's Node version.

## Install nvm

The [nvm README](https://github.com/nvm-sh/nvm#installing-and-updating) documents this installer:

\`\`\`bash
curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.1/install.sh | bash
export NVM_DIR="$HOME/.nvm"
. "$NVM_DIR/nvm.sh"
\`\`\`

## Install Node

\`\`\`bash
nvm install        # reads .nvmrc
nvm use
node -v
\`\`\`

If \`.nvmrc\` is missing, install the LTS line with \`nvm install --lts\`.
`)),
  benign('b-bun-install', 'vendor-installer', 'a README with Bun’s documented installer and a bun script', plugin('bun-test-watch', 'Run Bun tests on every change.', {
    'README.md': `# bun-test-watch

Runs \`bun test --watch\` for the files Claude edits.

## Requirements

Install Bun (see bun.sh/docs/installation):

\`\`\`bash
curl -fsSL https://bun.sh/install | bash
\`\`\`

On Windows: \`powershell -c "irm bun.sh/install.ps1 | iex"\`.

## Use

Install the plugin, then run \`/test-watch\`.
`,
    'commands/test-watch.md': '---\ndescription: Run Bun tests in watch mode\n---\n\nRun `bun test --watch` in the background and report failures as they appear.\n',
  })),
  benign('b-deno-install', 'vendor-installer', 'a SKILL.md installing Deno with its documented script', skill('deno-task', 'Run and explain Deno tasks of a project.', `
# Deno tasks

Lists the tasks in \`deno.json\` and runs the one the user names.

If Deno is missing, install it with the official installer:

\`\`\`bash
curl -fsSL https://deno.land/install.sh | sh
\`\`\`

Then:

\`\`\`bash
deno task          # list
deno task "$TASK"  # run
\`\`\`

Explain what each task does from its command line.
`)),
  benign('b-pnpm-get', 'vendor-installer', 'a SKILL.md installing pnpm with its standalone script or corepack', skill('pnpm-migrate', 'Move an npm project to pnpm.', `
# Migrate to pnpm

1. Install pnpm: \`corepack enable pnpm\`, or the standalone script: \`curl -fsSL https://get.pnpm.io/install.sh | sh -\`
2. Import the lock file: \`pnpm import\`
3. Remove \`package-lock.json\` and \`node_modules\`: \`rm -rf node_modules package-lock.json\`
4. Install: \`pnpm install\`
5. Run the tests: \`pnpm test\`

Report the packages whose resolved version changed.
`)),

  // ── container builds and CI ───────────────────────────────────────────
  benign('b-dockerfile-nodesource', 'container-ci', 'a SKILL.md with a Dockerfile example installing Bun with a curl pipe in a RUN line', skill('dockerize-app', 'Write a Dockerfile for a web app.', `
# Dockerize an app

Writes a multi-stage Dockerfile. For a Bun app the usual shape is:

\`\`\`dockerfile
FROM debian:bookworm-slim AS build
RUN apt-get update && apt-get install -y curl unzip ca-certificates && rm -rf /var/lib/apt/lists/*
RUN curl -fsSL https://bun.sh/install | bash
ENV PATH="/root/.bun/bin:$PATH"
WORKDIR /app
COPY package.json bun.lockb ./
RUN bun install --frozen-lockfile
COPY . .
RUN bun run build

FROM oven/bun:1-slim
WORKDIR /app
COPY --from=build /app/dist ./dist
CMD ["bun", "dist/server.js"]
\`\`\`

Adapt the base image and the build command to the project, then build it with \`docker build -t app .\`.
`)),
  benign('b-gha-setup-uv', 'container-ci', 'a GitHub Actions workflow example installing uv with its documented installer', skill('python-ci', 'Add a CI workflow to a Python project.', `
# Python CI

Writes \`.github/workflows/ci.yml\`:

\`\`\`yaml
name: ci
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: Install uv
        run: curl -LsSf https://astral.sh/uv/install.sh | sh
      - run: uv sync --all-extras
      - run: uv run pytest -q
\`\`\`

Or use \`astral-sh/setup-uv@v3\` instead of the install step.
`)),

  // ── CDN downloads ─────────────────────────────────────────────────────
  benign('b-cdn-highlightjs', 'cdn-download', 'a SKILL.md downloading highlight.js and a theme from a CDN with curl', skill('static-docs', 'Build a static documentation site from Markdown.', `
# Static docs

Builds \`site/\` from \`docs/*.md\` with code highlighting.

\`\`\`bash
mkdir -p site/vendor
curl -fsSL -o site/vendor/highlight.min.js https://cdn.jsdelivr.net/gh/highlightjs/cdn-release@11.10.0/build/highlight.min.js
curl -fsSL -o site/vendor/github.min.css https://cdn.jsdelivr.net/gh/highlightjs/cdn-release@11.10.0/build/styles/github.min.css
for f in docs/*.md; do pandoc "$f" -s --css vendor/github.min.css -o "site/$(basename "\${f%.md}").html"; done
\`\`\`

Add \`<script src="vendor/highlight.min.js"></script><script>hljs.highlightAll()</script>\` to the template.
`)),
  benign('b-cdn-unpkg-fetch', 'cdn-download', 'a script fetching a pinned library file from a CDN and checking its hash', skill('chart-embed', 'Embed a chart in a standalone HTML report.', `
# Chart embed

Run \`node scripts/vendor.mjs\` once, then \`node scripts/report.mjs data.csv\`.
`, {
    'scripts/vendor.mjs': `import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';

const url = 'https://unpkg.com/chart.js@4.4.4/dist/chart.umd.js';
const expected = 'f0a8c6dbbc1c2d1d56c2e2a4f5f2c1e8b7ad6b1a0c9e8d7f6a5b4c3d2e1f0a9b';
const body = Buffer.from(await (await fetch(url)).arrayBuffer());
const got = createHash('sha256').update(body).digest('hex');
if (got !== expected) console.warn(\`hash differs: \${got}\`);
mkdirSync('vendor', { recursive: true });
writeFileSync('vendor/chart.umd.js', body);
console.log('vendored', url);
`,
  })),

  // ── the project's own repository ──────────────────────────────────────
  benign('b-clone-own-repo', 'own-clone', 'a README telling a contributor to clone the project and install from source', plugin('api-diff', 'Show the breaking changes between two OpenAPI files.', {
    'README.md': `# api-diff

Shows the breaking changes between two OpenAPI documents.

## Install

Install the plugin from the marketplace, or from source:

\`\`\`bash
git clone https://github.com/api-diff/api-diff-plugin.git
cd api-diff-plugin
npm ci
npm run build
claude plugin install ./
\`\`\`

## Use

\`/api-diff old.yaml new.yaml\`
`,
    'commands/api-diff.md': '---\ndescription: Breaking changes between two OpenAPI files\n---\n\nRun `npx oasdiff breaking $1 $2` and explain each change.\n',
  })),
  benign('b-cargo-git-own', 'own-clone', 'a README installing the project’s own tool from its GitHub repository with cargo', skill('tokei-report', 'Count lines of code by language.', `
# Lines of code

Uses our fork of tokei with JSON per folder.

\`\`\`bash
cargo install --git https://github.com/tokei-report/tokei-report --tag v0.4.0
tokei-report --json . | jq '.languages | to_entries | sort_by(-.value.code)[:10]'
\`\`\`

The source is this skill's own repository (tokei-report/tokei-report on GitHub).
`)),
  benign('b-go-install-own', 'own-clone', 'a SKILL.md installing a Go tool with go install from its module path', skill('go-deps-graph', 'Draw the dependency graph of a Go module.', `
# Go dependency graph

\`\`\`bash
go install github.com/kisielk/godepgraph@latest
godepgraph -s -novendor ./cmd/server | dot -Tsvg -o deps.svg
\`\`\`

Open \`deps.svg\` and name the packages with the most incoming edges.
`)),

  // ── installs from the registries ──────────────────────────────────────
  benign('b-setup-py-plain', 'registry-install', 'a plain setup.py with dependencies and an entry point', skill('csv2sqlite', 'Load CSV files into SQLite.', `
# CSV to SQLite

\`\`\`bash
pip install ./tool && csv2sqlite data/*.csv -o data.db
\`\`\`
`, {
    'tool/setup.py': `from setuptools import find_packages, setup

setup(
    name="csv2sqlite",
    version="0.3.1",
    packages=find_packages(),
    install_requires=["click>=8.1", "sqlite-utils>=3.37"],
    entry_points={"console_scripts": ["csv2sqlite=csv2sqlite.cli:main"]},
    python_requires=">=3.9",
)
`,
    'tool/csv2sqlite/cli.py': `import click
import sqlite_utils


@click.command()
@click.argument("paths", nargs=-1)
@click.option("-o", "--out", default="data.db")
def main(paths, out):
    db = sqlite_utils.Database(out)
    for p in paths:
        db.import_csv(p) if hasattr(db, "import_csv") else None
        click.echo(f"loaded {p}")
`,
  })),
  benign('b-cargo-toml-real', 'registry-install', 'a Cargo.toml with well-known crates and a build script generating code', skill('json-schema-gen', 'Generate Rust types from a JSON schema.', `
# JSON schema to Rust

Run \`cargo build\` in \`gen/\`.
`, {
    'gen/Cargo.toml': `[package]
name = "schema-gen"
version = "0.2.0"
edition = "2021"

[dependencies]
serde = { version = "1", features = ["derive"] }
serde_json = "1"
rust_decimal = "1.36"

[build-dependencies]
typify = "0.2"
`,
    'gen/build.rs': `use std::{env, fs, path::Path};

fn main() {
    let schema = fs::read_to_string("schema.json").unwrap();
    let mut space = typify::TypeSpace::default();
    space.add_root_schema(serde_json::from_str(&schema).unwrap()).unwrap();
    let out = Path::new(&env::var("OUT_DIR").unwrap()).join("types.rs");
    fs::write(out, space.to_stream().to_string()).unwrap();
    println!("cargo:rerun-if-changed=schema.json");
}
`,
  })),
  benign('b-gem-bundle', 'registry-install', 'a Gemfile and bundle install for a Jekyll site', skill('jekyll-preview', 'Preview a Jekyll site locally.', `
# Jekyll preview

\`\`\`bash
bundle config set --local path vendor/bundle
bundle install
bundle exec jekyll serve --livereload --host 127.0.0.1
\`\`\`
`, {
    Gemfile: `gem "jekyll", "~> 4.3"
gem "webrick", "~> 1.8"
group :jekyll_plugins do
  gem "jekyll-feed", "~> 0.17"
  gem "jekyll-seo-tag", "~> 2.8"
end
`,
  })),

  // ── local setup ───────────────────────────────────────────────────────
  benign('b-bashrc-path', 'local-setup', 'an installer adding the tool’s bin folder to PATH in ~/.bashrc', skill('tool-path', 'Put the team’s scripts on PATH.', `
# Team scripts on PATH

\`\`\`bash
mkdir -p ~/.local/share/team-scripts
cp scripts/*.sh ~/.local/share/team-scripts/
grep -q team-scripts ~/.bashrc || echo 'export PATH="$HOME/.local/share/team-scripts:$PATH"' >> ~/.bashrc
\`\`\`

Open a new terminal and run \`release-notes.sh --help\`.
`, {
    'scripts/release-notes.sh': '#!/usr/bin/env bash\ngit log --pretty="- %s" "$(git describe --tags --abbrev=0)"..HEAD\n',
  })),
  benign('b-cron-local-backup', 'local-setup', 'a crontab line running a local backup script nightly', skill('notes-backup', 'Back up your notes folder every night.', `
# Notes backup

Adds a nightly job that copies \`~/notes\` into a dated archive in \`~/Backups\`.

\`\`\`bash
mkdir -p ~/Backups
( crontab -l 2>/dev/null; echo '30 2 * * * tar czf "$HOME/Backups/notes-$(date +\\%F).tgz" -C "$HOME" notes' ) | crontab -
crontab -l | tail -1
\`\`\`

To remove it later: \`crontab -e\` and delete the line.
`)),
  benign('b-precommit-hook', 'local-setup', 'a repository pre-commit hook running the linter', skill('lint-hook', 'Run the linter before each commit.', `
# Lint before commit

\`\`\`bash
cat > .git/hooks/pre-commit <<'EOF'
#!/bin/sh
npx --no-install eslint --max-warnings=0 $(git diff --cached --name-only --diff-filter=ACM | grep -E '\\.(ts|js)$') || exit 1
EOF
chmod +x .git/hooks/pre-commit
\`\`\`

The hook only checks staged files.
`)),
  benign('b-base64-image', 'local-setup', 'a script inlining images into HTML as base64 data URIs', skill('inline-images', 'Inline the images of an HTML page as data URIs.', `
# Inline images

Run \`python3 scripts/inline.py page.html\`.
`, {
    'scripts/inline.py': `import base64
import mimetypes
import re
import sys
from pathlib import Path

page = Path(sys.argv[1])
html = page.read_text()


def data_uri(m):
    src = page.parent / m.group(1)
    mime = mimetypes.guess_type(src.name)[0] or "application/octet-stream"
    return f'src="data:{mime};base64,{base64.b64encode(src.read_bytes()).decode()}"'


page.with_suffix(".inline.html").write_text(re.sub(r'src="([^":]+)"', data_uri, html))
print("written", page.with_suffix(".inline.html"))
`,
  })),
];
