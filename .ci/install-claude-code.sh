#!/usr/bin/env bash
# Install the pinned Claude Code client the test suite runs (tests/client/) into
# a cache folder outside the package: it is never a dependency, so `npm install`
# and Netlify builds do not download it. Uses npm's configured registry.
#
# Layout: ${XDG_CACHE_HOME:-$HOME/.cache}/toolshed-test/claude-code-<version>/
#   node_modules/@anthropic-ai/claude-code-<platform>-<arch>/claude
# The package's postinstall (which links that native binary into place) is
# skipped: it cannot find the platform package in this layout, and the binary
# runs as it is.
#
# Prints the binary's path. Safe to run concurrently: each run installs into
# its own folder and renames it into place; the first rename wins.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${1:-$(tr -d '[:space:]' < tests/client/claude-code-version)}"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/toolshed-test"
target="$cache/claude-code-$version"
case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) echo "unsupported OS $(uname -s)" >&2; exit 1 ;; esac
case "$(uname -m)" in x86_64|amd64) arch=x64 ;; aarch64|arm64) arch=arm64 ;; *) echo "unsupported CPU $(uname -m)" >&2; exit 1 ;; esac
platform_pkg="@anthropic-ai/claude-code-$os-$arch"
bin="$target/node_modules/$platform_pkg/claude"

if [ ! -x "$bin" ]; then
  mkdir -p "$cache"
  work="$(mktemp -d "$cache/.install-$version.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  echo '{"private":true}' > "$work/package.json"
  echo "Installing Claude Code $version for the client tests into $target" >&2
  npm install --prefix "$work" --ignore-scripts --no-audit --no-fund --no-save --loglevel=error \
    "@anthropic-ai/claude-code@$version" "$platform_pkg@$version" >&2
  [ -x "$work/node_modules/$platform_pkg/claude" ] || { echo "the install holds no $platform_pkg/claude binary" >&2; exit 1; }
  rm -rf "$target.old"
  [ -e "$target" ] && mv "$target" "$target.old"
  mv "$work" "$target" 2>/dev/null || true
  rm -rf "$target.old"
fi

"$bin" --version >&2
echo "$bin"
