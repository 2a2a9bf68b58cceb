staged=$(git diff --cached --name-only --diff-filter=ACM)
[ -z "$staged" ] && exit 0
if echo "$staged" | xargs grep -nE '(AKIA[0-9A-Z]{16}|-----BEGIN (RSA|OPENSSH) PRIVATE KEY-----|xox[baprs]-[0-9A-Za-z-]+|sk-[A-Za-z0-9]{32,})' 2>/dev/null; then
  echo "Possible secret in staged files (see above). Remove it, rotate it, and commit again." >&2
  exit 1
fi
if echo "$staged" | grep -qE '(^|/)(\.env|id_rsa|id_ed25519|credentials\.json)$'; then
  echo "Refusing to commit a credentials file" >&2
  exit 1
fi
