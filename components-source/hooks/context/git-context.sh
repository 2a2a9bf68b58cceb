#!/usr/bin/env bash
# SessionStart hook: print a short git summary. A SessionStart hook's stdout is added
# to Claude's context. Prints nothing outside a git repository. Always exits 0.
set -u
cat >/dev/null  # the hook input is not needed

cd "${CLAUDE_PROJECT_DIR:-.}" 2>/dev/null || exit 0
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || exit 0

branch="$(git branch --show-current 2>/dev/null)"
[ -n "$branch" ] || branch="(detached at $(git rev-parse --short HEAD 2>/dev/null || echo 'no commits'))"

echo "## Git state at session start"
echo "- Branch: $branch"

upstream="$(git rev-parse --abbrev-ref --symbolic-full-name '@{upstream}' 2>/dev/null)"
if [ -n "$upstream" ]; then
  counts="$(git rev-list --left-right --count "$upstream...HEAD" 2>/dev/null)"
  behind="${counts%%[[:space:]]*}"
  ahead="${counts##*[[:space:]]}"
  echo "- Upstream: $upstream (ahead $ahead, behind $behind)"
fi

changes="$(git status --porcelain 2>/dev/null)"
if [ -n "$changes" ]; then
  total="$(printf '%s\n' "$changes" | wc -l | tr -d ' ')"
  echo "- Uncommitted changes ($total files, first 20):"
  printf '%s\n' "$changes" | head -n 20 | sed 's/^/    /'
else
  echo "- Working tree clean"
fi

if git rev-parse HEAD >/dev/null 2>&1; then
  echo "- Recent commits:"
  git log --oneline -n 5 2>/dev/null | sed 's/^/    /'
fi
exit 0
