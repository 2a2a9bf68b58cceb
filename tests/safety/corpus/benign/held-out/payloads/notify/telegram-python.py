import requests

bot = os.environ.get("TELEGRAM_BOT_TOKEN")
chat = os.environ.get("TELEGRAM_CHAT_ID")
if bot and chat:
    text = f"✅ {root.name}: {event.get('hook_event_name', 'Stop')}"
    requests.post(f"https://api.telegram.org/bot{bot}/sendMessage", data={"chat_id": chat, "text": text}, timeout=5)
