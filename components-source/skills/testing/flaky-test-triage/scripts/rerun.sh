#!/usr/bin/env bash
# Run a command N times and report how often it fails.
# Usage: rerun.sh <count> -- <command> [args...]
set -u

if [ "$#" -lt 3 ] || [ "$2" != "--" ]; then
  echo "usage: rerun.sh <count> -- <command> [args...]" >&2
  exit 64
fi
count="$1"
shift 2
case "$count" in
  ''|*[!0-9]*) echo "rerun.sh: count must be a positive integer, got '$count'" >&2; exit 64 ;;
esac
if [ "$count" -lt 1 ]; then
  echo "rerun.sh: count must be at least 1" >&2
  exit 64
fi

failures=0
first_failure_log=""
tmp_log="$(mktemp "${TMPDIR:-/tmp}/rerun.XXXXXX")"
trap 'rm -f "$tmp_log"' EXIT

for i in $(seq 1 "$count"); do
  if "$@" >"$tmp_log" 2>&1; then
    echo "run $i/$count: pass"
  else
    status=$?
    failures=$((failures + 1))
    echo "run $i/$count: FAIL (exit $status)"
    if [ -z "$first_failure_log" ]; then
      first_failure_log="$(mktemp "${TMPDIR:-/tmp}/rerun-first-failure.XXXXXX")"
      cp "$tmp_log" "$first_failure_log"
    fi
  fi
done

percent=$((failures * 100 / count))
echo "failed $failures/$count ($percent%)"
if [ -n "$first_failure_log" ]; then
  echo "output of the first failing run: $first_failure_log"
  exit 1
fi
exit 0
