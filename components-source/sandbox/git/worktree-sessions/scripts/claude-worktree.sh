#!/usr/bin/env bash
# Manage one git worktree per Claude Code session.
# Usage:
#   claude-worktree.sh new <name> [base] [--start]
#   claude-worktree.sh list
#   claude-worktree.sh remove <name> [--delete-branch]
set -euo pipefail

usage() {
  sed -n '3,6p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 64
}

repo_root="$(git rev-parse --show-toplevel 2>/dev/null)" || {
  echo "claude-worktree: not inside a git repository" >&2
  exit 1
}
repo_name="$(basename "$repo_root")"
root="${CLAUDE_WORKTREE_ROOT:-$(dirname "$repo_root")}"

valid_name() {
  [[ "$1" =~ ^[A-Za-z0-9._-]+$ ]] && [ "$1" != "." ] && [ "$1" != ".." ]
}

path_for() {
  printf '%s/%s-claude-%s' "$root" "$repo_name" "$1"
}

cmd="${1:-}"
[ -n "$cmd" ] || usage
shift

case "$cmd" in
  new)
    name="${1:-}"; [ -n "$name" ] || usage; shift
    valid_name "$name" || { echo "claude-worktree: invalid name '$name'" >&2; exit 64; }
    base="HEAD"
    start=0
    for arg in "$@"; do
      case "$arg" in
        --start) start=1 ;;
        -*) echo "claude-worktree: unknown option $arg" >&2; exit 64 ;;
        *) base="$arg" ;;
      esac
    done
    path="$(path_for "$name")"
    branch="claude/$name"
    if [ -e "$path" ]; then
      echo "claude-worktree: $path already exists" >&2
      exit 1
    fi
    if git -C "$repo_root" show-ref --verify --quiet "refs/heads/$branch"; then
      git -C "$repo_root" worktree add "$path" "$branch"
    else
      git -C "$repo_root" worktree add -b "$branch" "$path" "$base"
    fi
    echo "worktree: $path"
    echo "branch:   $branch"
    if [ "$start" -eq 1 ]; then
      cd "$path"
      exec claude
    fi
    echo "start a session with: cd \"$path\" && claude"
    ;;
  list)
    git -C "$repo_root" worktree list --porcelain | awk '/^worktree /{print substr($0, 10)}' | while IFS= read -r wt; do
      case "$(basename "$wt")" in
        "$repo_name"-claude-*)
          branch="$(git -C "$wt" branch --show-current 2>/dev/null || echo '?')"
          changes="$(git -C "$wt" status --porcelain 2>/dev/null | wc -l | tr -d ' ')"
          printf '%s\t%s\t%s uncommitted\n' "$wt" "$branch" "$changes"
          ;;
      esac
    done
    ;;
  remove)
    name="${1:-}"; [ -n "$name" ] || usage; shift
    valid_name "$name" || { echo "claude-worktree: invalid name '$name'" >&2; exit 64; }
    delete_branch=0
    for arg in "$@"; do
      case "$arg" in
        --delete-branch) delete_branch=1 ;;
        *) echo "claude-worktree: unknown option $arg" >&2; exit 64 ;;
      esac
    done
    path="$(path_for "$name")"
    if [ ! -d "$path" ]; then
      echo "claude-worktree: no worktree at $path" >&2
      exit 1
    fi
    # Without --force, git refuses to remove a worktree with uncommitted changes.
    git -C "$repo_root" worktree remove "$path"
    echo "removed $path"
    if [ "$delete_branch" -eq 1 ]; then
      git -C "$repo_root" branch -d "claude/$name"
    fi
    ;;
  *)
    usage
    ;;
esac
