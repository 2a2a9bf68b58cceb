pr=$(gh pr view --json number -q .number 2>/dev/null || true)
if [ -z "$pr" ]; then
  echo "no pull request for this branch"
  exit 0
fi
gh pr checks "$pr" --watch --interval 20 || true
failed=$(gh run list --branch "$(git branch --show-current)" --status failure --limit 1 --json databaseId -q '.[0].databaseId')
if [ -n "$failed" ]; then
  gh run view "$failed" --log-failed | tail -80
fi
