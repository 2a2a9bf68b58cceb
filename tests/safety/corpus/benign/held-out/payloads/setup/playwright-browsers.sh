if grep -q '"@playwright/test"' package.json 2>/dev/null; then
  npx --no-install playwright install --with-deps chromium
fi
mkdir -p test-results
