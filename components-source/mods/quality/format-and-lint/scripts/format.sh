#!/usr/bin/env bash
# PostToolUse hook: format the file Claude just edited with the project's own formatter.
# Reads the hook JSON on stdin. Always exits 0: formatting must never block work.
set -u

input="$(cat)"
file_path="$(printf '%s' "$input" | python3 -c '
import json, sys
try:
    data = json.load(sys.stdin)
except ValueError:
    sys.exit(0)
print((data.get("tool_input") or {}).get("file_path") or "")
' 2>/dev/null)"

[ -n "$file_path" ] || exit 0
[ -f "$file_path" ] || exit 0

project_dir="${CLAUDE_PROJECT_DIR:-$(pwd)}"

run() {
  if ! "$@" >/dev/null 2>&1; then
    echo "format-and-lint: '$1' could not format $file_path" >&2
  fi
}

case "$file_path" in
  *.js|*.jsx|*.mjs|*.cjs|*.ts|*.tsx|*.mts|*.cts|*.json|*.css|*.scss|*.md|*.mdx|*.html|*.vue|*.svelte|*.astro|*.yaml|*.yml)
    if [ -x "$project_dir/node_modules/.bin/prettier" ]; then
      run "$project_dir/node_modules/.bin/prettier" --write --ignore-unknown "$file_path"
    fi
    ;;
  *.py|*.pyi)
    if command -v ruff >/dev/null 2>&1; then
      run ruff format --quiet "$file_path"
    elif command -v black >/dev/null 2>&1; then
      run black --quiet "$file_path"
    fi
    ;;
  *.go)
    if command -v gofmt >/dev/null 2>&1; then
      run gofmt -w "$file_path"
    fi
    ;;
  *.rs)
    if command -v rustfmt >/dev/null 2>&1; then
      run rustfmt --edition 2021 "$file_path"
    fi
    ;;
  *.sh|*.bash)
    if command -v shfmt >/dev/null 2>&1; then
      run shfmt -w "$file_path"
    fi
    ;;
esac
exit 0
