#!/usr/bin/env bash
# CI: the deploy artifact on Netlify's own runtime. Installs netlify-cli
# (pinned, outside the package, cached), runs `netlify build --offline` and
# checks what it produced, then runs the functions' end-to-end suite
# (tests/functions/) against `netlify serve` (npm run test:netlify) on a scratch
# database of the PostgreSQL server named by TEST_DATABASE_URL (.ci/run).
# netlify-cli listens on every interface and has no host option, so every
# process it starts gets tests/helpers/loopback-only.mjs preloaded, which binds
# its servers to 127.0.0.1. Telemetry is off (its own config folder).
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=27.10.2
NETLIFY_HOME="${XDG_CACHE_HOME:-$HOME/.cache}/toolshed-test/netlify-cli-$VERSION"
install_only=0
[ "${1:-}" = --install-only ] && install_only=1
[ $install_only = 1 ] || : "${TEST_DATABASE_URL:?TEST_DATABASE_URL must name a PostgreSQL server (.ci/run starts one)}"
# The package's Node 24 (the `node` devDependency) for the CLI and everything it starts.
export PATH="$PWD/node_modules/.bin:$PATH"
started=$(date +%s)
# The production build without the upstream catalog sources: CI sends no traffic off this machine (docs/sources.md).
export CATALOG_SOURCES="$PWD/tests/fixtures/sources/none.json"

netlify() {
  XDG_CONFIG_HOME="$NETLIFY_HOME/config" NODE_OPTIONS="--import $PWD/tests/helpers/loopback-only.mjs" \
    node "$NETLIFY_HOME/node_modules/.bin/netlify" "$@"
}

installed() {
  [ -x "$NETLIFY_HOME/node_modules/.bin/netlify" ] && netlify --version 2>/dev/null | grep -q "netlify-cli/$VERSION "
}

if ! installed; then
  echo "Installing netlify-cli $VERSION into $NETLIFY_HOME (about 350 MB, kept for later runs)"
  rm -rf "$NETLIFY_HOME"
  mkdir -p "$NETLIFY_HOME"
  echo '{ "private": true }' >"$NETLIFY_HOME/package.json"
  if ! npm install --prefix "$NETLIFY_HOME" --no-audit --no-fund --loglevel=error "netlify-cli@$VERSION" || ! installed; then
    rm -rf "$NETLIFY_HOME"
    cat >&2 <<MSG
################################################################################
# netlify-cli $VERSION could not be installed from the package registry, so the
# functions were NOT tested on Netlify's runtime in this run. This is not a
# failure of Toolshed's code; run .ci/netlify.sh again once the registry answers.
################################################################################
MSG
    # A registry outage is not our code failing; TOOLSHED_REQUIRE_NETLIFY=1 makes it fatal.
    [ "${TOOLSHED_REQUIRE_NETLIFY:-0}" = 1 ] && exit 1
    exit 0
  fi
fi
netlify --telemetry-disable >/dev/null
[ $install_only = 1 ] && exit 0

# 1. The production build, without any database setting: it must succeed, warn
#    about the missing settings, and bundle every function with its schedule.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! (unset DATABASE_URL SUPABASE_URL SUPABASE_SERVICE_ROLE_KEY; BROWSER=none netlify build --offline) >"$log" 2>&1; then
  cat "$log"
  echo "netlify build --offline failed" >&2
  exit 1
fi
grep -q "no database is configured for the functions" "$log" || { cat "$log"; echo "netlify build did not warn about the missing database settings" >&2; exit 1; }
manifest=.netlify/functions/manifest.json
schedule() { jq -r --arg n "$1" '.functions[] | select(.name == $n) | .schedule // ""' "$manifest"; }
[ "$(jq '.functions | length' "$manifest")" -eq "$(ls netlify/functions/*.ts | wc -l)" ] || { echo "the manifest does not list every function" >&2; exit 1; }
[ "$(schedule release-check-scheduled)" = '*/30 * * * *' ] || { echo "release-check-scheduled lost its schedule" >&2; exit 1; }
[ "$(schedule catalog-rebuild)" = '@daily' ] || { echo "catalog-rebuild lost its schedule" >&2; exit 1; }
echo "netlify build --offline: $(jq '.functions | length' "$manifest") functions bundled, schedules kept, missing-database warning printed"

# 2. The same end-to-end suite as against npm start, on `netlify serve`.
export TOOLSHED_NETLIFY_HOME="$NETLIFY_HOME"
npm run test:netlify
echo "Netlify runtime check: $(( $(date +%s) - started )) s"
