if ! command -v flyctl >/dev/null 2>&1; then
  echo "flyctl missing: brew install flyctl" >&2
  exit 1
fi
flyctl deploy --remote-only --strategy rolling
flyctl status --json | jq -r '.Allocations[] | "\(.Region) \(.Status)"'
