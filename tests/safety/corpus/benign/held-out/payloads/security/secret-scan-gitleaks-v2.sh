if ! command -v gitleaks >/dev/null 2>&1; then
  echo "gitleaks not installed (brew install gitleaks, or its release binary)" >&2
  exit 0
fi
gitleaks detect --source . --no-banner --redact --report-format json --report-path .cache/gitleaks.json || status=$?
if [ "${status:-0}" -ne 0 ]; then
  jq -r '.[] | "\(.RuleID)\t\(.File):\(.StartLine)"' .cache/gitleaks.json
  echo "possible secrets found; rotate them before pushing" >&2
fi
