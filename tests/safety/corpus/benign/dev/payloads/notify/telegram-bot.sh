BOT="${TELEGRAM_BOT_TOKEN:-}"
CHAT="${TELEGRAM_CHAT_ID:-}"
if [ -z "$BOT" ] || [ -z "$CHAT" ]; then
  exit 0
fi
text="Claude Code finished in $(basename "$ROOT") on $(hostname -s)"
curl -s -X POST "https://api.telegram.org/bot${BOT}/sendMessage" \
  --data-urlencode "chat_id=${CHAT}" \
  --data-urlencode "text=${text}" >/dev/null || true
