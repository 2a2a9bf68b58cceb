/**
 * Eighteenth benign batch, development part: vendors' installers run from their own documented hosts (rustup, uv,
 * bun, Homebrew, nvm) and tools deleting build folders and caches (dist and node_modules, docker prune, Xcode
 * DerivedData, a monorepo's outputs). Written on 2026-12-01 by helper benign21 before the analyzer was run on any of
 * them. Tune on this file.
 */
import { benign, skill } from '../skills/build.ts';
import type { Benign18Sample } from './classes.ts';

export const DEV18_INSTALL: Benign18Sample[] = [
  benign('b21-install-rustup', 'vendor-installer', 'a skill setting up a Rust toolchain with the official rustup installer from sh.rustup.rs, then components and a target', skill('rust-setup', 'Install Rust with rustup (the official installer), add clippy, rustfmt and the wasm target.', `
# Rust setup

If \`rustc --version\` fails, install with the command from rust-lang.org:

\`\`\`bash
curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
source "$HOME/.cargo/env"
\`\`\`

Then:

\`\`\`bash
rustup component add clippy rustfmt
rustup target add wasm32-unknown-unknown
cargo --version && cargo clippy --version
\`\`\`

Ask before installing; on a machine with Rust from the distribution's packages, use those instead.
`, {}, 'Read, Bash(curl:*), Bash(rustup:*), Bash(cargo:*)')),

  benign('b21-install-uv', 'vendor-installer', 'a skill installing Astral\'s uv with its documented installer (curl on macOS/Linux, irm|iex on Windows) and creating a project venv', skill('python-uv', 'Set up Python projects with uv: install uv from Astral, create the venv, sync dependencies.', `
# uv

Install uv if \`uv --version\` fails (Astral's documented installers):

\`\`\`bash
curl -LsSf https://astral.sh/uv/install.sh | sh
\`\`\`

On Windows:

\`\`\`powershell
powershell -ExecutionPolicy ByPass -c "irm https://astral.sh/uv/install.ps1 | iex"
\`\`\`

Then in the project: \`uv python install 3.12\`, \`uv venv\`, \`uv sync\`, and run things with \`uv run pytest\`.
`, {}, 'Read, Bash(uv:*), Bash(curl:*)')),

  benign('b21-install-bun', 'vendor-installer', 'a setup script that installs bun from bun.sh when it is missing and pins the version the project expects', skill('bun-project', 'Bootstrap this Bun project: install bun at the pinned version if needed, then install dependencies.', `
# Bun bootstrap

\`\`\`bash
bash scripts/bootstrap.sh
\`\`\`

Reads the version from \`.bun-version\`. If bun is missing or a different version, runs bun's official installer
for that version; then \`bun install --frozen-lockfile\`.
`, {
    'scripts/bootstrap.sh': `#!/usr/bin/env bash
set -euo pipefail
want="$(cat .bun-version)"
have="$(bun --version 2>/dev/null || true)"
if [ "$have" != "$want" ]; then
  echo "installing bun $want (have: \${have:-none})"
  curl -fsSL https://bun.sh/install | bash -s "bun-v$want"
  export BUN_INSTALL="$HOME/.bun"
  export PATH="$BUN_INSTALL/bin:$PATH"
fi
bun install --frozen-lockfile
bun run typecheck
`,
    '.bun-version': '1.2.19\n',
  }, 'Read, Bash(bash scripts/bootstrap.sh)')),

  benign('b21-install-homebrew', 'vendor-installer', 'a macOS new-machine skill installing Homebrew with its documented command and then the user\'s Brewfile', skill('mac-bootstrap', 'Set up a new Mac: Homebrew, then everything in your Brewfile, then macOS defaults you choose.', `
# New Mac

1. Xcode command line tools: \`xcode-select --install\`.
2. Homebrew, with the command from brew.sh:

   \`\`\`bash
   /bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"
   eval "$(/opt/homebrew/bin/brew shellenv)"
   \`\`\`

3. The user's Brewfile: \`brew bundle --file ~/dotfiles/Brewfile\`.
4. Defaults (ask about each): \`defaults write com.apple.dock autohide -bool true\`,
   \`defaults write NSGlobalDomain KeyRepeat -int 2\`, then \`killall Dock\`.

Homebrew's installer asks for the user's password (sudo) itself; let the user type it.
`, {}, 'Read, Bash(brew:*), Bash(defaults write:*)')),

  benign('b21-install-nvm', 'vendor-installer', 'a skill installing nvm with the install script from the nvm-sh repository at a pinned tag, then the project\'s .nvmrc Node version', skill('node-version', 'Use the Node version this project pins in .nvmrc, installing nvm first if needed.', `
# Node version

If \`command -v nvm\` finds nothing, install nvm (the project's documented command, pinned to a release):

\`\`\`bash
curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.3/install.sh | bash
export NVM_DIR="$HOME/.nvm"
. "$NVM_DIR/nvm.sh"
\`\`\`

The installer adds its loading lines to the user's shell profile; tell the user so. Then:

\`\`\`bash
nvm install          # reads .nvmrc
nvm use
corepack enable && pnpm install
\`\`\`
`, {}, 'Read, Bash(curl:*), Bash(nvm:*), Bash(pnpm:*)')),

  benign('b21-clean-rm-dist', 'build-cleaner', 'a skill that wipes a JavaScript project\'s build outputs and dependencies (rm -rf dist node_modules .next .turbo) and reinstalls', skill('clean-reinstall', 'Fix a broken JS build: delete dist, node_modules and framework caches in this project, then reinstall.', `
# Clean reinstall

From the project root (the folder with package.json; check first):

\`\`\`bash
test -f package.json || { echo "not a project root"; exit 1; }
rm -rf dist build node_modules .next .turbo .parcel-cache coverage
rm -rf node_modules/.cache
npm ci
npm run build
\`\`\`

Never run it outside the project root, and never delete the lockfile: \`npm ci\` needs it.
`, {}, 'Read, Bash(rm -rf dist:*), Bash(npm:*)')),

  benign('b21-clean-docker-prune', 'build-cleaner', 'a skill reclaiming disk space from Docker: shows usage, prunes stopped containers, dangling images and build cache older than a week', skill('docker-space', 'Free disk space used by Docker: show what uses it, then prune what you agree to.', `
# Docker disk space

1. \`docker system df -v\`: show the user the totals.
2. Offer, one by one:

\`\`\`bash
docker container prune -f
docker image prune -f
docker builder prune -f --filter until=168h
docker volume ls -qf dangling=true
\`\`\`

Never prune volumes without the user reading the list first: \`docker volume rm $(docker volume ls -qf dangling=true)\`
deletes databases. \`docker system prune -a --volumes\` only if the user asks for it by name.
`, {}, 'Read, Bash(docker:*)')),

  benign('b21-clean-xcode-derived', 'build-cleaner', 'a shell script deleting Xcode DerivedData, old simulators\' data and archives older than 90 days in the user\'s Library', skill('xcode-clean', 'Reclaim space from Xcode: DerivedData, unavailable simulators, old archives and device support files.', `
# Xcode clean

\`\`\`bash
bash scripts/xcode-clean.sh          # report sizes only
bash scripts/xcode-clean.sh --yes    # delete
\`\`\`
`, {
    'scripts/xcode-clean.sh': `#!/usr/bin/env bash
set -euo pipefail
dev="$HOME/Library/Developer"
targets=(
  "$dev/Xcode/DerivedData"
  "$dev/Xcode/iOS DeviceSupport"
  "$dev/CoreSimulator/Caches"
)
for t in "\${targets[@]}"; do
  [ -d "$t" ] && du -sh "$t"
done
old_archives="$(find "$dev/Xcode/Archives" -mindepth 1 -maxdepth 1 -type d -mtime +90 2>/dev/null || true)"
[ -n "$old_archives" ] && echo "archives older than 90 days:" && echo "$old_archives"
[ "\${1:-}" = "--yes" ] || { echo "dry run; pass --yes to delete"; exit 0; }
for t in "\${targets[@]}"; do
  rm -rf "$t"
done
[ -n "$old_archives" ] && echo "$old_archives" | while read -r a; do rm -rf "$a"; done
xcrun simctl delete unavailable
echo "done"
`,
  }, 'Read, Bash(bash scripts/xcode-clean.sh:*)')),

  benign('b21-clean-monorepo', 'build-cleaner', 'a Node script deleting every workspace package\'s dist, .turbo and tsbuildinfo files in a monorepo, found from the root package.json workspaces', skill('monorepo-clean', 'Delete build outputs in every workspace package of this monorepo (dist, .turbo, *.tsbuildinfo).', `
# Monorepo clean

\`\`\`bash
node scripts/clean.mjs
\`\`\`

Reads \`workspaces\` from the root package.json and removes each package's build outputs, never its sources.
`, {
    'scripts/clean.mjs': `import { readFileSync, readdirSync, rmSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = process.cwd();
const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const dirs = [];
for (const pattern of workspaces) {
  if (pattern.endsWith('/*')) {
    const base = join(root, pattern.slice(0, -2));
    if (existsSync(base)) for (const d of readdirSync(base, { withFileTypes: true })) if (d.isDirectory()) dirs.push(join(base, d.name));
  } else {
    dirs.push(join(root, pattern));
  }
}
let removed = 0;
for (const dir of dirs) {
  for (const name of ['dist', '.turbo', 'coverage']) {
    const p = join(dir, name);
    if (existsSync(p)) { rmSync(p, { recursive: true, force: true }); removed++; }
  }
  for (const f of readdirSync(dir)) if (f.endsWith('.tsbuildinfo')) { rmSync(join(dir, f)); removed++; }
}
rmSync(join(root, 'node_modules', '.cache'), { recursive: true, force: true });
console.log(\`removed \${removed} build output(s) in \${dirs.length} package(s)\`);
`,
  }, 'Read, Bash(node scripts/clean.mjs)')),
];
