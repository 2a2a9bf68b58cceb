/**
 * Nineteenth benign batch, development part: dotfiles bootstraps (a symlinking install.sh with backups, a Brewfile,
 * oh-my-zsh with its documented installer) and language toolchain installers (pyenv, rustup targets, go install of
 * pinned tools). Written on 2026-12-02 by helper benign23 before the analyzer was run on any of them. Tune on this
 * file.
 */
import { benign, plugin, skill } from '../skills/build.ts';
import type { Benign19Sample } from './classes.ts';

export const DEV19_HOME: Benign19Sample[] = [
  benign('b23-dot-bootstrap-sh', 'dotfiles-bootstrap', 'a dotfiles repository\'s install.sh symlinking files into $HOME, moving existing ones to a dated backup folder, with a dry run first', skill('dotfiles-install', 'Install your dotfiles repository on a new machine: symlink files into $HOME, backing up what was there.', `
# Dotfiles install

Run from the user's dotfiles checkout (usually \`~/dotfiles\`):

\`\`\`bash
bash install.sh --dry-run    # show what would be linked and backed up
bash install.sh
\`\`\`

Existing files are moved to \`~/.dotfiles-backup/<date>/\`, never deleted. Show the dry run to the user first.
`, {
    'install.sh': `#!/usr/bin/env bash
set -euo pipefail
src="$(cd "$(dirname "$0")" && pwd)"
backup="$HOME/.dotfiles-backup/$(date +%Y%m%d-%H%M%S)"
dry=0; [ "\${1:-}" = --dry-run ] && dry=1
files=(.zshrc .bashrc .gitconfig .tmux.conf .vimrc .config/nvim .config/starship.toml)
for f in "\${files[@]}"; do
  [ -e "$src/home/$f" ] || continue
  target="$HOME/$f"
  if [ -L "$target" ] && [ "$(readlink "$target")" = "$src/home/$f" ]; then continue; fi
  if [ -e "$target" ] || [ -L "$target" ]; then
    echo "backup $target -> $backup/$f"
    [ $dry = 1 ] || { mkdir -p "$(dirname "$backup/$f")"; mv "$target" "$backup/$f"; }
  fi
  echo "link   $target -> $src/home/$f"
  [ $dry = 1 ] || { mkdir -p "$(dirname "$target")"; ln -s "$src/home/$f" "$target"; }
done
`,
  }, 'Read, Bash(bash install.sh:*)')),

  benign('b23-dot-brew-bundle', 'dotfiles-bootstrap', 'a macOS set-up skill installing Homebrew from its documented installer if missing, then brew bundle from the repository\'s Brewfile', skill('mac-setup', 'Set up a new Mac from your Brewfile: Homebrew, CLI tools, apps and fonts.', `
# Mac setup

\`\`\`bash
bash scripts/mac-setup.sh
\`\`\`

1. Installs Homebrew with the command from brew.sh if \`brew\` is missing (it asks for the user's password itself).
2. \`brew bundle --file=Brewfile\` — show the Brewfile to the user first; casks install GUI apps.
3. Sets a few defaults (key repeat, Finder shows extensions). Nothing runs with sudo except Homebrew's own installer.
`, {
    'Brewfile': `tap "homebrew/bundle"
brew "git"
brew "gh"
brew "jq"
brew "ripgrep"
brew "fd"
brew "starship"
brew "mise"
cask "visual-studio-code"
cask "iterm2"
cask "font-jetbrains-mono-nerd-font"
`,
    'scripts/mac-setup.sh': `#!/usr/bin/env bash
set -euo pipefail
if ! command -v brew >/dev/null; then
  /bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"
  eval "$(/opt/homebrew/bin/brew shellenv)"
fi
brew bundle --file="$(dirname "$0")/../Brewfile"
defaults write NSGlobalDomain KeyRepeat -int 2
defaults write NSGlobalDomain InitialKeyRepeat -int 15
defaults write NSGlobalDomain AppleShowAllExtensions -bool true
killall Finder || true
echo "done; open a new terminal"
`,
  }, 'Read, Bash(bash scripts/mac-setup.sh)')),

  benign('b23-dot-ohmyzsh', 'dotfiles-bootstrap', 'a plugin command installing oh-my-zsh unattended with its documented installer, then plugins cloned from their GitHub repositories and enabled in ~/.zshrc', plugin('zsh-setup', 'Install oh-my-zsh with autosuggestions and syntax highlighting, keeping your existing .zshrc.', {
    'commands/zsh-setup.md': `---
description: Install oh-my-zsh and two popular plugins
allowed-tools: Bash(bash \${CLAUDE_PLUGIN_ROOT}/scripts/zsh-setup.sh), Read
---

Explain that this changes the user's shell configuration, then run
\`bash \${CLAUDE_PLUGIN_ROOT}/scripts/zsh-setup.sh\`. It keeps the existing \`~/.zshrc\` (oh-my-zsh's KEEP_ZSHRC) and
only edits its \`plugins=(...)\` line. Show the diff of ~/.zshrc afterwards.
`,
    'scripts/zsh-setup.sh': `#!/usr/bin/env bash
set -euo pipefail
cp ~/.zshrc ~/.zshrc.before-omz 2>/dev/null || true
if [ ! -d "$HOME/.oh-my-zsh" ]; then
  RUNZSH=no CHSH=no KEEP_ZSHRC=yes sh -c "$(curl -fsSL https://raw.githubusercontent.com/ohmyzsh/ohmyzsh/master/tools/install.sh)"
fi
custom="\${ZSH_CUSTOM:-$HOME/.oh-my-zsh/custom}"
[ -d "$custom/plugins/zsh-autosuggestions" ] || git clone --depth 1 https://github.com/zsh-users/zsh-autosuggestions "$custom/plugins/zsh-autosuggestions"
[ -d "$custom/plugins/zsh-syntax-highlighting" ] || git clone --depth 1 https://github.com/zsh-users/zsh-syntax-highlighting "$custom/plugins/zsh-syntax-highlighting"
if grep -q '^plugins=(' ~/.zshrc; then
  sed -i.bak 's/^plugins=(\\(.*\\))/plugins=(\\1 zsh-autosuggestions zsh-syntax-highlighting)/' ~/.zshrc
else
  echo 'plugins=(git zsh-autosuggestions zsh-syntax-highlighting)' >> ~/.zshrc
fi
diff -u ~/.zshrc.before-omz ~/.zshrc || true
`,
  })),

  benign('b23-tool-pyenv', 'toolchain-install', 'a skill installing the Python version from .python-version with pyenv (installed via its documented pyenv.run installer if missing) and creating a venv', skill('python-env', 'Install the project\'s Python version with pyenv and create its virtualenv.', `
# Python env

\`\`\`bash
bash scripts/python-env.sh
\`\`\`

Reads \`.python-version\`. If pyenv is missing it runs the official installer (\`curl https://pyenv.run | bash\`) and
prints the three lines to add to the user's shell profile; it does not edit the profile itself.
`, {
    'scripts/python-env.sh': `#!/usr/bin/env bash
set -euo pipefail
want="$(cat .python-version 2>/dev/null || echo 3.12)"
if ! command -v pyenv >/dev/null; then
  curl -fsSL https://pyenv.run | bash
  export PYENV_ROOT="$HOME/.pyenv"; export PATH="$PYENV_ROOT/bin:$PATH"
  cat <<'MSG'
Add to your ~/.bashrc or ~/.zshrc:
  export PYENV_ROOT="$HOME/.pyenv"
  export PATH="$PYENV_ROOT/bin:$PATH"
  eval "$(pyenv init -)"
MSG
fi
eval "$(pyenv init -)"
pyenv install --skip-existing "$want"
pyenv local "$want"
python -m venv .venv
.venv/bin/pip install -U pip
[ -f requirements.txt ] && .venv/bin/pip install -r requirements.txt
.venv/bin/python --version
`,
  }, 'Read, Bash(bash scripts/python-env.sh)')),

  benign('b23-tool-rustup-targets', 'toolchain-install', 'a skill adding Rust cross-compilation targets and components with rustup, plus cargo-zigbuild, to build Linux ARM and musl binaries', skill('rust-cross', 'Set up Rust cross-compilation for Linux ARM64 and static musl binaries, and build them.', `
# Rust cross builds

\`\`\`bash
bash scripts/rust-cross.sh setup
bash scripts/rust-cross.sh build
\`\`\`

Needs rustup (https://rustup.rs). Installs targets \`aarch64-unknown-linux-gnu\` and \`x86_64-unknown-linux-musl\`,
clippy and rustfmt, cargo-zigbuild from crates.io and zig from the package manager.
`, {
    'scripts/rust-cross.sh': `#!/usr/bin/env bash
set -euo pipefail
targets=(aarch64-unknown-linux-gnu x86_64-unknown-linux-musl)
case "\${1:-build}" in
  setup)
    command -v rustup >/dev/null || { echo "install rustup first: https://rustup.rs" >&2; exit 1; }
    rustup target add "\${targets[@]}"
    rustup component add clippy rustfmt
    cargo install --locked cargo-zigbuild
    if command -v brew >/dev/null; then brew install zig; else pip install --user ziglang; fi ;;
  build)
    for t in "\${targets[@]}"; do cargo zigbuild --release --target "$t"; done
    ls -lh target/*/release/"$(cargo metadata --no-deps --format-version 1 | jq -r '.packages[0].name')" ;;
esac
`,
  }, 'Read, Bash(bash scripts/rust-cross.sh:*)')),

  benign('b23-tool-go-install', 'toolchain-install', 'a Makefile target and skill installing pinned Go developer tools with go install module@version into a project-local bin folder', skill('go-tools', 'Install the Go tools this project pins (golangci-lint, gofumpt, mockery) into ./bin at the pinned versions.', `
# Go tools

\`\`\`bash
make tools
\`\`\`

Versions are pinned in \`tools.mk\`; \`GOBIN\` is set to \`./bin\` so nothing lands in the user's global GOPATH.
Add \`./bin\` to PATH in the project's \`.envrc\` if they use direnv.
`, {
    'tools.mk': `GOLANGCI_LINT_VERSION := v1.61.0
GOFUMPT_VERSION := v0.7.0
MOCKERY_VERSION := v2.46.3
BIN := $(CURDIR)/bin

.PHONY: tools
tools:
	GOBIN=$(BIN) go install github.com/golangci/golangci-lint/cmd/golangci-lint@$(GOLANGCI_LINT_VERSION)
	GOBIN=$(BIN) go install mvdan.cc/gofumpt@$(GOFUMPT_VERSION)
	GOBIN=$(BIN) go install github.com/vektra/mockery/v2@$(MOCKERY_VERSION)
	@$(BIN)/golangci-lint --version
`,
  }, 'Read, Bash(make tools)')),
];
