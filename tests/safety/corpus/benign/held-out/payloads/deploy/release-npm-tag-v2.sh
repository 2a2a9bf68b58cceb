branch=$(git rev-parse --abbrev-ref HEAD)
if [ "$branch" != "main" ]; then
  echo "releases are cut from main (on $branch)" >&2
  exit 1
fi
git fetch origin --tags
git diff --quiet && git diff --cached --quiet || { echo "working tree not clean" >&2; exit 1; }
npm test
version=$(npm version "${1:-patch}" -m "release: %s")
git push origin main --follow-tags
npm publish --access public --provenance
gh release create "$version" --generate-notes --verify-tag
