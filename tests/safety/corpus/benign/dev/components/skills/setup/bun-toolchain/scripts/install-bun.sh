#!/usr/bin/env bash
# Installs Bun with the vendor's documented installer unless it is already there.
set -euo pipefail

if command -v bun >/dev/null 2>&1; then
  echo "bun $(bun --version) already installed"
  exit 0
fi

case "$(uname -s)" in
  Darwin|Linux) curl -fsSL https://bun.sh/install | bash ;;
  *) echo "Unsupported OS: install Bun from its website" >&2; exit 1 ;;
esac

export BUN_INSTALL="$HOME/.bun"
export PATH="$BUN_INSTALL/bin:$PATH"
bun --version
