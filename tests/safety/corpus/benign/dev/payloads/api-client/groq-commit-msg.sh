diff=$(git diff --cached --stat && git diff --cached | head -c 8000)
if [ -z "$diff" ]; then
  echo "nothing staged"
  exit 0
fi
payload=$(jq -n --arg d "$diff" '{model: "llama-3.1-8b-instant", messages: [{role: "user", content: ("Write a conventional commit message for this diff:\n" + $d)}]}')
msg=$(curl -s https://api.groq.com/openai/v1/chat/completions \
  -H "Authorization: Bearer ${GROQ_API_KEY:?set GROQ_API_KEY}" \
  -H "Content-Type: application/json" \
  -d "$payload" | jq -r '.choices[0].message.content')
printf '%s\n' "$msg" > .git/COMMIT_EDITMSG.suggested
