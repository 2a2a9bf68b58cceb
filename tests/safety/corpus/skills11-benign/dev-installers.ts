/**
 * Eleventh benign batch, development part: skills whose setup steps run a vendor's own
 * installer (uv, Bun, nvm, Homebrew, flyctl, Starship, Docker, k3s, pnpm, Claude Code, the
 * GitHub CLI's apt keyring), the way their READMEs tell users to. Written on 2026-11-30 by
 * helper benign14 before the analyzer was run on any of them. Tune on this file.
 */
import { benign, skill } from '../skills/build.ts';
import type { Benign11Sample } from './classes.ts';

export const DEV11_INSTALLERS: Benign11Sample[] = [
  benign('b14-skill-uv-install', 'vendor-installer', 'a Python project skill: installs uv with Astral\'s own installer when it is missing, then uv sync / uv run', skill('python-uv', 'Set up and run Python projects with uv (install uv if needed, sync, run tests).', `
# Python projects with uv

Use for any Python repository with a \`pyproject.toml\`.

## Setup

1. Check for uv: \`uv --version\`.
2. If it is missing, install uv with Astral's standalone installer (it only writes to \`~/.local/bin\`):

   \`\`\`bash
   curl -LsSf https://astral.sh/uv/install.sh | sh
   \`\`\`

   On Windows: \`powershell -ExecutionPolicy ByPass -c "irm https://astral.sh/uv/install.ps1 | iex"\`.
3. \`uv sync\` creates \`.venv\` from the lock file.

## Everyday

- Tests: \`uv run pytest -q\`
- Add a dependency: \`uv add httpx\` (never edit the lock file by hand)
- One-off tools: \`uvx ruff check .\`
`)),

  benign('b14-skill-bun-install', 'vendor-installer', 'a Bun skill: the official bun.sh installer piped to bash, then bun install / bun test, upgrade with bun upgrade', skill('bun-workflow', 'Work in Bun projects: install Bun, dependencies, scripts and tests.', `
# Bun

If \`bun --version\` fails, install Bun (the installer puts it in \`~/.bun/bin\` and prints the PATH line to add):

\`\`\`bash
curl -fsSL https://bun.sh/install | bash
source ~/.bashrc   # or open a new shell
\`\`\`

Then:

| task | command |
| --- | --- |
| install | \`bun install\` |
| run a script | \`bun run dev\` |
| tests | \`bun test --coverage\` |
| upgrade Bun | \`bun upgrade\` |

Prefer \`bun.lock\` over \`package-lock.json\`; do not commit both.
`)),

  benign('b14-skill-nvm-install', 'vendor-installer', 'a Node version skill: nvm\'s pinned install script from its GitHub repository, then nvm install per .nvmrc', skill('node-versions', 'Use the Node.js version a project pins (.nvmrc) with nvm.', `
# Node versions with nvm

1. If \`command -v nvm\` prints nothing, install nvm v0.40.1 (pinned release):

   \`\`\`bash
   curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.1/install.sh | bash
   export NVM_DIR="$HOME/.nvm"
   . "$NVM_DIR/nvm.sh"
   \`\`\`

2. In the project: \`nvm install\` (reads \`.nvmrc\`), then \`nvm use\`.
3. No \`.nvmrc\`? Read \`engines.node\` in package.json and suggest writing one; do not write it unasked.
`)),

  benign('b14-skill-homebrew', 'vendor-installer', 'a macOS setup skill: Homebrew\'s documented install one-liner, then a Brewfile bundle', skill('mac-bootstrap', 'Bootstrap a new Mac for this team: Homebrew, then the Brewfile.', `
# Mac bootstrap

Only on macOS (\`uname\` prints Darwin). Ask before installing anything.

\`\`\`bash
# Homebrew, as brew.sh documents it
/bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"
eval "$(/opt/homebrew/bin/brew shellenv)"

# everything the team uses
brew bundle --file=./Brewfile
\`\`\`

Afterwards run \`brew doctor\` and show its warnings; fix none of them without asking.
`, {
    Brewfile: `brew "git"
brew "gh"
brew "jq"
brew "ripgrep"
brew "fnm"
brew "postgresql@16"
cask "docker"
cask "visual-studio-code"
`,
  })),

  benign('b14-skill-flyctl', 'vendor-installer', 'a Fly.io deploy skill: installs flyctl with fly.io\'s installer, fly deploy, then fly status', skill('fly-deploy', 'Deploy this app to Fly.io and check it came up.', `
# Deploy to Fly.io

## Install flyctl (once)

\`\`\`sh
curl -L https://fly.io/install.sh | sh
export FLYCTL_INSTALL="$HOME/.fly"
export PATH="$FLYCTL_INSTALL/bin:$PATH"
fly auth login    # opens the browser; the user signs in
\`\`\`

## Deploy

1. \`fly deploy --remote-only\` (uses \`fly.toml\` in the repo).
2. \`fly status\` and \`fly logs --no-tail | tail -50\`.
3. If the health check fails, \`fly releases\` and offer \`fly deploy --image <previous image>\` to roll back.
`)),

  benign('b14-skill-starship', 'vendor-installer', 'a prompt setup skill: the starship.rs installer with -y into ~/.local/bin, then one init line appended to the rc file the user names', skill('starship-prompt', 'Install the Starship prompt and turn it on for the user\'s shell.', `
# Starship prompt

Ask which shell the user wants it in (bash, zsh or fish) before changing any rc file.

\`\`\`bash
mkdir -p ~/.local/bin
curl -sS https://starship.rs/install.sh | sh -s -- -y --bin-dir ~/.local/bin
\`\`\`

Then add exactly one line to the rc file for that shell:

- bash: \`echo 'eval "$(starship init bash)"' >> ~/.bashrc\`
- zsh: \`echo 'eval "$(starship init zsh)"' >> ~/.zshrc\`
- fish: \`echo 'starship init fish | source' >> ~/.config/fish/config.fish\`

Check first with \`grep -q "starship init"\` so it is never added twice.
`)),

  benign('b14-skill-docker-get', 'vendor-installer', 'a Linux server skill: Docker\'s convenience script downloaded, shown, then run with sudo; the user added to the docker group on request', skill('docker-on-linux', 'Install Docker Engine on a fresh Linux VM.', `
# Docker Engine on Linux

For throwaway VMs and CI runners. On a workstation prefer the distribution's packages.

\`\`\`bash
curl -fsSL https://get.docker.com -o get-docker.sh
less get-docker.sh            # show the user what it does
sudo sh get-docker.sh
sudo systemctl enable --now docker
docker run --rm hello-world
\`\`\`

Only if the user asks to run docker without sudo: \`sudo usermod -aG docker "$USER"\` (they must log out and in).
`)),

  benign('b14-skill-k3s', 'vendor-installer', 'a local Kubernetes skill: k3s from get.k3s.io piped to sh with its documented flags, kubeconfig copied for the user', skill('k3s-local', 'Run a single-node Kubernetes (k3s) on this Linux box for testing manifests.', `
# k3s for local testing

\`\`\`bash
curl -sfL https://get.k3s.io | INSTALL_K3S_EXEC="--disable traefik" sh -s - --write-kubeconfig-mode 644
mkdir -p ~/.kube
sudo cp /etc/rancher/k3s/k3s.yaml ~/.kube/config
sudo chown "$USER" ~/.kube/config
kubectl get nodes
\`\`\`

Apply manifests with \`kubectl apply -f k8s/\` and watch \`kubectl get pods -w\` (stop it when all are Running).
Remove everything later with \`/usr/local/bin/k3s-uninstall.sh\`.
`)),

  benign('b14-skill-pnpm-standalone', 'vendor-installer', 'a pnpm skill: corepack first, pnpm\'s standalone install script as the fallback, then pnpm install --frozen-lockfile', skill('pnpm-setup', 'Get pnpm working in this monorepo.', `
# pnpm

1. Preferred: \`corepack enable && corepack prepare pnpm@9.12.0 --activate\` (the version in \`packageManager\`).
2. No corepack (old Node)? Use pnpm's standalone installer:

   \`\`\`sh
   curl -fsSL https://get.pnpm.io/install.sh | env PNPM_VERSION=9.12.0 sh -
   \`\`\`

3. \`pnpm install --frozen-lockfile\`; when it fails because the lock is out of date, tell the user instead of
   running \`pnpm install\` without the flag.
4. Workspace commands: \`pnpm -r build\`, \`pnpm --filter web dev\`.
`)),

  benign('b14-skill-claude-native', 'vendor-installer', 'a team onboarding skill: Claude Code\'s native installer from claude.ai, then claude doctor', skill('claude-code-setup', 'Help a teammate install Claude Code and check their setup.', `
# Installing Claude Code

Native install (recommended; updates itself):

\`\`\`bash
curl -fsSL https://claude.ai/install.sh | bash
\`\`\`

Or with npm: \`npm install -g @anthropic-ai/claude-code\`.

Then run \`claude doctor\` and walk through anything it reports. Copy the team's shared settings with
\`cp team/settings.json .claude/settings.json\` only when the user says so.
`)),

  benign('b14-skill-gh-keyring', 'vendor-installer', 'a GitHub CLI skill: the apt keyring fetched from cli.github.com into /etc/apt/keyrings, the apt source line, apt install gh', skill('gh-cli-debian', 'Install the GitHub CLI on Debian or Ubuntu from its apt repository.', `
# GitHub CLI on Debian/Ubuntu

As the GitHub CLI's install docs give it:

\`\`\`bash
sudo mkdir -p -m 755 /etc/apt/keyrings
out=$(mktemp) && wget -nv -O"$out" https://cli.github.com/packages/githubcli-archive-keyring.gpg
cat "$out" | sudo tee /etc/apt/keyrings/githubcli-archive-keyring.gpg > /dev/null
sudo chmod go+r /etc/apt/keyrings/githubcli-archive-keyring.gpg
echo "deb [arch=$(dpkg --print-architecture) signed-by=/etc/apt/keyrings/githubcli-archive-keyring.gpg] https://cli.github.com/packages stable main" \\
  | sudo tee /etc/apt/sources.list.d/github-cli.list > /dev/null
sudo apt update && sudo apt install gh -y
\`\`\`

Then \`gh auth login --web\`; the user completes it in the browser.
`)),
];
