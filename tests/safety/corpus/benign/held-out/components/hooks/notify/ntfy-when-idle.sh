#!/usr/bin/env bash
# Sends a push notification to an ntfy topic. Silent when NTFY_TOPIC is unset.
set -u
[ -z "${NTFY_TOPIC:-}" ] && exit 0
input=$(cat)
kind="${1:-stop}"
message=$(printf '%s' "$input" | jq -r '.message // empty')
[ -z "$message" ] && message="Claude finished in $(basename "${CLAUDE_PROJECT_DIR:-$PWD}")"
auth=()
if [ -n "${NTFY_TOKEN:-}" ]; then
  auth=(-H "Authorization: Bearer $NTFY_TOKEN")
fi
curl -s -m 5 "${auth[@]}" \
  -H "Title: Claude Code ($kind)" \
  -H "Tags: $([ "$kind" = stop ] && echo white_check_mark || echo bell)" \
  -d "$message" \
  "${NTFY_SERVER:-https://ntfy.sh}/${NTFY_TOPIC}" >/dev/null || true
exit 0
