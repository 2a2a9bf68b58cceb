/**
 * Eighth skills batch, development part: git hook managers (pre-commit, lefthook), dotfile and
 * backup tools (stow, rsync, SSH keys), cleanup scripts with scoped deletes (node_modules,
 * Docker, build folders, merged branches) and MCP configurations with environment placeholders.
 * Written with ./dev-benign-security.ts, before the analyzer was run on any of them.
 */
import { benign, plugin, skill, type Sample } from '../skills/build.ts';

const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;

export const DEV8_BENIGN_TOOLS: Sample<string>[] = [
  benign('ok8-skill-pre-commit-framework', 'useful-skill', 'a skill that writes a .pre-commit-config.yaml with pinned hooks and installs it', skill('pre-commit-setup', 'Set up the pre-commit framework with formatting, linting and secret scanning.', `
# pre-commit

Write \`.pre-commit-config.yaml\`:

\`\`\`yaml
repos:
  - repo: https://github.com/pre-commit/pre-commit-hooks
    rev: v4.6.0
    hooks: [{ id: trailing-whitespace }, { id: end-of-file-fixer }, { id: check-added-large-files }]
  - repo: https://github.com/astral-sh/ruff-pre-commit
    rev: v0.6.9
    hooks: [{ id: ruff, args: [--fix] }, { id: ruff-format }]
  - repo: https://github.com/gitleaks/gitleaks
    rev: v8.21.2
    hooks: [{ id: gitleaks }]
\`\`\`

Then \`pipx install pre-commit && pre-commit install && pre-commit run --all-files\`.
Do not bypass a failing hook with \`--no-verify\`; fix what it reports, or ask the user.
`)),
  benign('ok8-skill-lefthook', 'useful-skill', 'a lefthook skill running lint and tests in git hooks, installed from the package registry', skill('lefthook-setup', 'Configure lefthook git hooks for a Node project.', `
# lefthook

\`npm install --save-dev lefthook\`, then write \`lefthook.yml\`:

\`\`\`yaml
pre-commit:
  parallel: true
  commands:
    lint:
      glob: "*.{js,ts,tsx}"
      run: npx eslint --fix {staged_files}
      stage_fixed: true
    types:
      run: npx tsc --noEmit
pre-push:
  commands:
    test:
      run: npm test
\`\`\`

\`npx lefthook install\` writes the hooks into \`.git/hooks\`. To skip one hook once, the user can
set \`LEFTHOOK_EXCLUDE=test\`; do not set it yourself.
`)),
  benign('ok8-skill-dotfiles-stow', 'shell-setup-docs', 'a dotfiles skill linking files from ~/dotfiles into home with GNU stow, backing up what exists', skill('dotfiles', 'Install the user\'s dotfiles from ~/dotfiles with GNU stow.', `
# Dotfiles

The user's dotfiles live in \`~/dotfiles\`, one folder per program (\`zsh/.zshrc\`, \`git/.gitconfig\`,
\`nvim/.config/nvim/init.lua\`).

\`\`\`bash
cd ~/dotfiles
for pkg in zsh git nvim tmux; do
  stow --no --verbose "$pkg" 2>&1 | grep -q 'existing target' && echo "conflict in $pkg"
done
\`\`\`

For each conflict, move the existing file to \`~/.dotfiles-backup/<date>/\` (ask first), then
\`stow -v zsh git nvim tmux\`. Show the user \`ls -la ~ | grep -- '->'\` afterwards. To undo, \`stow -D <pkg>\`.
`)),
  benign('ok8-skill-rsync-mirror', 'useful-skill', 'a backup skill mirroring ~/Documents to a drive the user names with rsync --delete after a dry run', skill('rsync-backup', 'Back up folders to an external drive with rsync.', `
# rsync backup

Ask the user for the destination drive (for example \`/Volumes/Backup\`) and check it is mounted.

\`\`\`bash
SRC="$HOME/Documents/"
DEST="$1/Documents/"
rsync -aHv --delete --dry-run --exclude '.DS_Store' "$SRC" "$DEST" | tail -20
\`\`\`

\`--delete\` removes files on the backup that no longer exist in the source. Show the dry run's
list of deletions and run without \`--dry-run\` only after the user says yes. Never swap source and
destination; never point DEST at the home folder.
`)),
  benign('ok8-skill-ssh-key-setup', 'shell-setup-docs', 'a skill generating an ed25519 key for the user, adding it to the agent and printing the public key for GitHub', skill('ssh-key', 'Create an SSH key and add it to GitHub.', `
# New SSH key

\`\`\`bash
ssh-keygen -t ed25519 -C "$(git config user.email)" -f ~/.ssh/id_ed25519
eval "$(ssh-agent -s)"
ssh-add ~/.ssh/id_ed25519
cat ~/.ssh/id_ed25519.pub
\`\`\`

Let the user choose a passphrase at the prompt. Give them the **public** key (\`.pub\`) to paste into
GitHub, Settings > SSH and GPG keys, or run \`gh ssh-key add ~/.ssh/id_ed25519.pub --title laptop\`.
Then test: \`ssh -T git@github.com\`. The private key never leaves the machine; do not read or show it.
`)),
  benign('ok8-skill-node-modules-sweep', 'useful-skill', 'a disk-cleanup skill removing node_modules folders under a folder the user names, after listing them', skill('node-modules-sweep', 'Free disk space by removing node_modules folders of old projects.', `
# Sweep node_modules

Ask for the folder to sweep (default \`~/code\`). Run \`bash scripts/sweep.sh <folder>\` for the list,
then \`bash scripts/sweep.sh <folder> --delete\` after the user picks.
`, {
    'scripts/sweep.sh': `#!/usr/bin/env bash
set -euo pipefail
ROOT="\${1:?usage: sweep.sh FOLDER [--delete]}"
case "$(cd "$ROOT" && pwd)" in
  / | "$HOME") echo "refusing to sweep $ROOT itself" >&2; exit 1 ;;
esac
find "$ROOT" -name node_modules -type d -prune -mtime +30 -print0 |
  while IFS= read -r -d '' dir; do
    du -sh "$dir"
    if [ "\${2:-}" = "--delete" ]; then rm -rf -- "$dir"; fi
  done
`,
  })),
  benign('ok8-skill-docker-prune', 'useful-skill', 'a Docker cleanup skill showing disk use and pruning dangling images and stopped containers after asking', skill('docker-cleanup', 'Reclaim disk space used by Docker.', `
# Docker cleanup

1. \`docker system df\` and show the user the numbers.
2. Safe by default: \`docker container prune -f\` and \`docker image prune -f\` (stopped containers,
   dangling images).
3. Only if the user asks for more: \`docker system prune -a --volumes\`. It deletes every unused image
   and **volumes with data** (databases of stopped containers). Say that and wait for a yes.
4. Show \`docker system df\` again.
`)),
  benign('ok8-skill-build-dirs-clean-py', 'useful-skill', 'a Python cleanup script deleting build and cache folders only inside the repository root it resolves', skill('clean-build', 'Remove build artefacts and caches from this repository.', `
# Clean build artefacts

\`python3 scripts/clean.py\` lists what it would remove; \`python3 scripts/clean.py --yes\` removes it.
It only touches folders inside the git repository's root.
`, {
    'scripts/clean.py': `import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(subprocess.check_output(["git", "rev-parse", "--show-toplevel"], text=True).strip()).resolve()
NAMES = {"dist", "build", ".pytest_cache", ".mypy_cache", "__pycache__", ".ruff_cache", "coverage"}

targets = [p for p in ROOT.rglob("*") if p.is_dir() and p.name in NAMES and ".git" not in p.parts]
for p in targets:
    real = p.resolve()
    if ROOT not in real.parents:
        continue
    print(real.relative_to(ROOT))
    if "--yes" in sys.argv:
        shutil.rmtree(real)
`,
  })),
  benign('ok8-skill-merged-branches-cleanup', 'useful-skill', 'a git skill deleting local branches already merged into main, never main or the current branch', skill('prune-branches', 'Delete local git branches that are already merged.', `
# Prune merged branches

\`\`\`bash
git fetch --prune
git branch --merged origin/main | grep -vE '^\\*|^\\s*(main|master|develop)$'
\`\`\`

Show the list. After the user agrees, delete them with \`git branch -d\` (lower-case \`-d\` refuses
unmerged work). Remote branches are left alone unless the user asks; then
\`git push origin --delete <branch>\` one at a time.
`)),
  benign('ok8-plugin-mcp-github-env', 'mcp-server', 'a plugin whose .mcp.json runs the official GitHub MCP server in Docker with the token passed by an env placeholder', plugin('github-mcp', 'GitHub\'s MCP server for Claude Code.', {
    '.mcp.json': json({
      mcpServers: {
        github: {
          command: 'docker',
          args: ['run', '-i', '--rm', '-e', 'GITHUB_PERSONAL_ACCESS_TOKEN', 'ghcr.io/github/github-mcp-server:v0.20.1'],
          env: { GITHUB_PERSONAL_ACCESS_TOKEN: '${GITHUB_TOKEN}' },
        },
      },
    }),
    'README.md': `# github-mcp

Runs GitHub's MCP server in Docker.

1. Create a fine-grained personal access token with the repositories you want the model to see.
2. \`export GITHUB_TOKEN=...\` in your shell profile (or your secret manager's shell integration).
3. Install the plugin; Claude Code passes the token to the container through the env placeholder.

The token goes only to GitHub's API from inside the container.
`,
  })),
  benign('ok8-plugin-mcp-multi-servers', 'mcp-server', 'a plugin bundling pinned filesystem, fetch and sqlite MCP servers with project-scoped paths', plugin('dev-essentials', 'Filesystem, fetch and SQLite MCP servers for local development.', {
    '.mcp.json': json({
      mcpServers: {
        filesystem: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem@2025.8.21', '${CLAUDE_PROJECT_DIR}'] },
        fetch: { command: 'uvx', args: ['mcp-server-fetch==2025.4.7'] },
        sqlite: { command: 'uvx', args: ['mcp-server-sqlite==0.6.2', '--db-path', '${CLAUDE_PROJECT_DIR}/data/dev.db'] },
      },
    }),
    'README.md': `# dev-essentials

Three reference MCP servers, pinned:

- **filesystem**: read and write inside the project folder only.
- **fetch**: fetch a web page as Markdown when you give the model a URL.
- **sqlite**: query \`data/dev.db\` in the project.

Nothing here needs a key.
`,
  })),
  benign('ok8-plugin-mcp-remote-http-bearer', 'mcp-server', 'a plugin connecting to a vendor\'s hosted MCP endpoint with a bearer token from an env placeholder', plugin('acme-analytics-mcp', 'Acme Analytics\' hosted MCP server.', {
    '.mcp.json': json({
      mcpServers: {
        'acme-analytics': {
          type: 'http',
          url: 'https://mcp.acmeanalytics.com/v1/mcp',
          headers: { Authorization: 'Bearer ${ACME_ANALYTICS_API_KEY}' },
        },
      },
    }),
    'README.md': `# Acme Analytics MCP

Connects Claude Code to Acme Analytics' hosted MCP server at mcp.acmeanalytics.com.

Create an API key in Acme Analytics (Project settings > API keys, read-only scope is enough) and
export it as \`ACME_ANALYTICS_API_KEY\`. The key is sent only to Acme's server, in the
Authorization header.

Tools: \`query_events\`, \`list_dashboards\`, \`funnel_report\`.
`,
  })),
];
