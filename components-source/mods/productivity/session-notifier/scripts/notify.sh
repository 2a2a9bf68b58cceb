#!/usr/bin/env bash
# Notification / Stop / SubagentStop hook (session-notifier plugin): show a desktop notification. Prints nothing on stdout
# (a Stop hook's stdout could be read as a decision) and always exits 0.
set -u

input="$(cat)"
read_field() {
  printf '%s' "$input" | python3 -c '
import json, sys
try:
    data = json.load(sys.stdin)
except ValueError:
    data = {}
print(data.get(sys.argv[1]) or "")
' "$1" 2>/dev/null
}

event="$(read_field hook_event_name)"
message="$(read_field message)"
project="$(basename "${CLAUDE_PROJECT_DIR:-$(pwd)}")"

case "$event" in
  Stop) title="Claude Code — done"; body="Finished responding in $project" ;;
  SubagentStop) title="Claude Code — subagent done"; body="A subagent finished in $project" ;;
  Notification) title="Claude Code — $project"; body="${message:-Claude needs your attention}" ;;
  *) title="Claude Code"; body="${message:-$project}" ;;
esac

# Keep the notification short and free of control characters.
body="$(printf '%s' "$body" | tr -d '\000-\037' | cut -c1-200)"

if command -v notify-send >/dev/null 2>&1; then
  notify-send --app-name="Claude Code" "$title" "$body" >/dev/null 2>&1 || true
elif command -v osascript >/dev/null 2>&1; then
  osascript - "$title" "$body" >/dev/null 2>&1 <<'APPLESCRIPT' || true
on run argv
  display notification (item 2 of argv) with title (item 1 of argv)
end run
APPLESCRIPT
else
  { printf '\a' > /dev/tty; } 2>/dev/null || true
fi
exit 0
