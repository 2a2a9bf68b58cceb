import urllib.parse
import urllib.request

token = os.environ.get("PUSHOVER_APP_TOKEN")
user = os.environ.get("PUSHOVER_USER_KEY")
if token and user:
    data = urllib.parse.urlencode({
        "token": token,
        "user": user,
        "title": "Claude Code",
        "message": event.get("message", "Waiting for input"),
    }).encode()
    try:
        urllib.request.urlopen("https://api.pushover.net/1/messages.json", data=data, timeout=5)
    except OSError as exc:
        print(f"pushover failed: {exc}", file=sys.stderr)
