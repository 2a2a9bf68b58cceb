if [ -f tsconfig.json ]; then
  if ! out=$(npx --no-install tsc --noEmit -p tsconfig.json 2>&1); then
    echo "$out" | head -40 >&2
    echo '{"decision": "block", "reason": "TypeScript errors remain; fix them before stopping."}'
    exit 0
  fi
fi
