import urllib.request

url = os.environ.get("GOTIFY_URL")
token = os.environ.get("GOTIFY_APP_TOKEN")
if not (url and token):
    return 0
message = event.get("message") or "Claude finished"
req = urllib.request.Request(
    f"{url.rstrip('/')}/message",
    data=json.dumps({"title": f"Claude: {root.name}", "message": message, "priority": 5}).encode(),
    headers={"X-Gotify-Key": token, "Content-Type": "application/json"},
)
urllib.request.urlopen(req, timeout=5)
