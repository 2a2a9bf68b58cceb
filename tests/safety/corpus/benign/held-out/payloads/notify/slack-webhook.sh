if [ -n "${SLACK_WEBHOOK_URL:-}" ]; then
  msg=$(jq -r '.message // "Claude Code needs your attention"')
  project=$(basename "$ROOT")
  curl -s -X POST -H 'Content-type: application/json' \
    --data "$(jq -n --arg t "[$project] $msg" '{text: $t}')" \
    "$SLACK_WEBHOOK_URL" >/dev/null || true
fi
