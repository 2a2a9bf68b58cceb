import urllib.request

payload = json.dumps({"model": os.environ.get("OLLAMA_MODEL", "llama3.2"), "prompt": "Summarise: " + (root / "README.md").read_text()[:4000], "stream": False}).encode()
req = urllib.request.Request("http://localhost:11434/api/generate", data=payload, headers={"Content-Type": "application/json"})
with urllib.request.urlopen(req, timeout=120) as r:
    print(json.load(r)["response"])
