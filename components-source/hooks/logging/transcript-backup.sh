#!/usr/bin/env bash
# PreCompact / SessionEnd hook: copy the transcript file named in the hook input.
# Never blocks compaction or exit: always exits 0.
set -u
keep=50

input="$(cat)"
fields="$(printf '%s' "$input" | python3 -c '
import json, re, sys
try:
    data = json.load(sys.stdin)
except ValueError:
    sys.exit(0)
safe = lambda v: re.sub(r"[^A-Za-z0-9._-]", "_", str(v or "unknown"))
print(data.get("transcript_path") or "")
print(safe(data.get("session_id")))
print(safe(data.get("hook_event_name")))
' 2>/dev/null)"

transcript="$(printf '%s\n' "$fields" | sed -n 1p)"
session="$(printf '%s\n' "$fields" | sed -n 2p)"
event="$(printf '%s\n' "$fields" | sed -n 3p)"

# Expand a leading ~ the way Claude Code writes transcript paths.
case "$transcript" in
  "~/"*) transcript="$HOME/${transcript#\~/}" ;;
esac
[ -n "$transcript" ] && [ -f "$transcript" ] || exit 0

dest_dir="${CLAUDE_PROJECT_DIR:-$(pwd)}/.claude/transcript-backups"
mkdir -p "$dest_dir" 2>/dev/null || exit 0
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
cp "$transcript" "$dest_dir/$stamp-$session-$event.jsonl" 2>/dev/null || {
  echo "transcript-backup: could not copy $transcript" >&2
  exit 0
}

# Prune the oldest backups beyond $keep (names start with a sortable UTC timestamp).
count="$(find "$dest_dir" -maxdepth 1 -name '*.jsonl' -type f | wc -l | tr -d ' ')"
if [ "$count" -gt "$keep" ]; then
  find "$dest_dir" -maxdepth 1 -name '*.jsonl' -type f | sort | head -n "$((count - keep))" | while IFS= read -r old; do
    rm -f -- "$old"
  done
fi
exit 0
