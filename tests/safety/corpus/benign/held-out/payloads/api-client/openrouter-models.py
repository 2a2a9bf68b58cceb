import urllib.request

key = os.environ.get("OPENROUTER_API_KEY")
req = urllib.request.Request("https://openrouter.ai/api/v1/models", headers={"Authorization": f"Bearer {key}"} if key else {})
with urllib.request.urlopen(req, timeout=20) as resp:
    models = json.load(resp)["data"]
cheap = sorted((m for m in models if float(m["pricing"]["prompt"]) < 0.000001), key=lambda m: m["id"])
for m in cheap[:15]:
    print(m["id"], m["context_length"])
