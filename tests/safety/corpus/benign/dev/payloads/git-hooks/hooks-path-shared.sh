mkdir -p .githooks
cat > .githooks/commit-msg <<'HOOK'
#!/usr/bin/env bash
msg_file="$1"
if ! grep -qE '^(feat|fix|docs|chore|refactor|test|perf)(\(.+\))?: ' "$msg_file"; then
  echo "commit message must follow Conventional Commits" >&2
  exit 1
fi
HOOK
chmod +x .githooks/commit-msg
git config core.hooksPath .githooks
echo "git now uses .githooks/"
