rm -rf dist build .next .turbo coverage
rm -rf node_modules/.cache
find . -name '*.tsbuildinfo' -not -path './node_modules/*' -delete
find . -type d -name __pycache__ -prune -exec rm -rf {} +
