#!/usr/bin/env bash
# Real documentation nobody here wrote or tuned on, for bench/safety-prose.ts
# --dir: the Markdown of published packages, fetched with npm's configured
# registry (`npm pack`, no install scripts run) and unpacked, *.md only.
#
#   bash bench/fetch-readmes.sh bench/readme-sets/popular-npm.txt /tmp/readmes-popular
#   ./node_modules/.bin/node bench/safety-prose.ts --limit 2000 --dir /tmp/readmes-popular/docs
#
# The name lists: popular-npm.txt is src/safety/popular-packages.ts's npm
# names not in this project's node_modules (2026-11-29); mcp-and-skills.txt the
# 300 most downloaded package names holding "mcp", "claude" or "skill" then.
set -euo pipefail
names="$1"
out="$2"
mkdir -p "$out/tgz" "$out/docs"
xargs -n 20 npm pack --silent --pack-destination "$out/tgz" < "$names" > "$out/pack.log" 2>&1 || true
for t in "$out"/tgz/*.tgz; do
  n="$(basename "$t" .tgz)"
  mkdir -p "$out/docs/$n"
  tar -xzf "$t" -C "$out/docs/$n" --wildcards '*.md' '*.markdown' 2>/dev/null || true
done
echo "$(ls "$out/tgz" | wc -l) packages unpacked into $out/docs"
