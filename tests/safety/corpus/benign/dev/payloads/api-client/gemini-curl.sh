if [ -z "${GEMINI_API_KEY:-}" ]; then
  echo "GEMINI_API_KEY not set" >&2
  exit 0
fi
prompt=$(git log --oneline -20 | jq -Rs '{contents: [{parts: [{text: ("Write release notes for:\n" + .)}]}]}')
curl -sS "https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-flash:generateContent?key=${GEMINI_API_KEY}" \
  -H 'Content-Type: application/json' \
  -d "$prompt" | jq -r '.candidates[0].content.parts[0].text' > RELEASE_NOTES.draft.md
echo "Draft written to RELEASE_NOTES.draft.md"
