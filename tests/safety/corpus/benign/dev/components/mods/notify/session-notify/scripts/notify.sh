#!/usr/bin/env bash
# Desktop notification, plus Slack when SLACK_WEBHOOK_URL is set.
set -u
what="${1:-done}"
payload=$(cat)
msg=$(jq -r '.message // empty' <<<"$payload")
[ -z "$msg" ] && msg=$([ "$what" = input ] && echo "Claude needs your input" || echo "Claude is done")
project=$(basename "${CLAUDE_PROJECT_DIR:-$PWD}")

if [[ "$OSTYPE" == darwin* ]]; then
  osascript -e "display notification \"${msg//\"/}\" with title \"Claude Code — $project\"" 2>/dev/null
elif command -v notify-send >/dev/null; then
  notify-send "Claude Code — $project" "$msg"
fi

if [ -n "${SLACK_WEBHOOK_URL:-}" ]; then
  curl -s -m 5 -X POST -H 'Content-Type: application/json' \
    -d "$(jq -nc --arg t "*$project*: $msg" '{text: $t}')" "$SLACK_WEBHOOK_URL" >/dev/null
fi
exit 0
