#!/usr/bin/env bash
# Run Claude Code in a bubblewrap sandbox: read-write project, read-only system, hidden home.
# Usage: scripts/claude-bwrap.sh [claude arguments...]
set -euo pipefail

if ! command -v bwrap >/dev/null 2>&1; then
  echo "claude-bwrap: bubblewrap (bwrap) is not installed" >&2
  exit 1
fi
claude_bin="$(command -v claude || true)"
if [ -z "$claude_bin" ]; then
  echo "claude-bwrap: claude is not on PATH" >&2
  exit 1
fi
claude_real="$(readlink -f "$claude_bin")"
project_dir="$(git rev-parse --show-toplevel 2>/dev/null || pwd)"
home="${HOME:?HOME is not set}"

args=(
  --die-with-parent
  --unshare-all
  --share-net
  --proc /proc
  --dev /dev
  --tmpfs /tmp
  --ro-bind /usr /usr
  --ro-bind /etc /etc
)

# Merged-/usr systems have symlinks here; older layouts have real folders.
for dir in bin sbin lib lib32 lib64 libx32 opt; do
  if [ -L "/$dir" ]; then
    args+=(--symlink "$(readlink "/$dir")" "/$dir")
  elif [ -d "/$dir" ]; then
    args+=(--ro-bind "/$dir" "/$dir")
  fi
done

# DNS on systemd-resolved hosts points into /run.
if [ -d /run/systemd/resolve ]; then
  args+=(--ro-bind /run/systemd/resolve /run/systemd/resolve)
fi

args+=(--tmpfs "$home")

# Wherever Claude Code and its runtime are installed under the home folder: read-only.
for dir in "$home/.local" "$home/.npm-global" "$home/.nvm" "$home/.volta" "$home/.bun" "$home/.asdf" "$home/.fnm"; do
  if [ -d "$dir" ]; then
    args+=(--ro-bind "$dir" "$dir")
  fi
done
case "$claude_real" in
  "$home"/*)
    install_root="$(dirname "$(dirname "$claude_real")")"
    args+=(--ro-bind "$install_root" "$install_root")
    ;;
esac

# Claude Code's own state stays writable so login and settings persist.
mkdir -p "$home/.claude"
[ -e "$home/.claude.json" ] || printf '{}\n' > "$home/.claude.json"
args+=(--bind "$home/.claude" "$home/.claude" --bind "$home/.claude.json" "$home/.claude.json")
if [ -f "$home/.gitconfig" ]; then
  args+=(--ro-bind "$home/.gitconfig" "$home/.gitconfig")
fi

args+=(--bind "$project_dir" "$project_dir" --chdir "$project_dir")
args+=(--setenv HOME "$home" --setenv CLAUDE_BWRAP 1)

# Extra bwrap options from the environment, split on whitespace on purpose.
# shellcheck disable=SC2206
extra=(${CLAUDE_BWRAP_EXTRA:-})

exec bwrap "${args[@]}" ${extra[@]+"${extra[@]}"} "$claude_bin" "$@"
