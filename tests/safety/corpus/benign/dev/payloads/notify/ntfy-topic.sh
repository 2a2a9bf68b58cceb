topic="${NTFY_TOPIC:-}"
if [ -n "$topic" ]; then
  curl -s \
    -H "Title: Claude Code" \
    -H "Priority: default" \
    -H "Tags: robot" \
    -d "Task finished in $(basename "$PWD")" \
    "${NTFY_SERVER:-https://ntfy.sh}/$topic" >/dev/null 2>&1 &
fi
