if ! command -v flyctl >/dev/null 2>&1; then
  echo "flyctl missing: see the Fly.io docs to install it" >&2
  exit 1
fi
: "${FLY_API_TOKEN:?set FLY_API_TOKEN (fly tokens create deploy)}"
APP="${FLY_APP:-$(grep -m1 '^app' fly.toml | cut -d'"' -f2)}"
VERSION=$(git describe --tags --always)
flyctl deploy --app "$APP" --image-label "$VERSION" --strategy rolling --remote-only
flyctl status --app "$APP"
git tag -f "deployed-$(date +%Y%m%d-%H%M)" && git push origin --tags
