git worktree prune
for dir in .claude/worktrees/*; do
  [ -d "$dir" ] || continue
  if ! git -C "$dir" status --porcelain >/dev/null 2>&1; then
    rm -rf -- "$dir"
  fi
done
git branch --merged main | grep -vE '^\*|main$' | xargs -r git branch -d
