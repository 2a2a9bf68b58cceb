import urllib.request

key = os.environ.get("COHERE_API_KEY") or os.environ.get("CO_API_KEY")
if not key:
    print("set COHERE_API_KEY to rerank search results", file=sys.stderr)
    return 0
docs = [p.read_text()[:2000] for p in sorted(root.glob("docs/**/*.md"))[:50]]
payload = {"model": "rerank-english-v3.0", "query": event.get("prompt", "setup"), "documents": docs, "top_n": 5}
req = urllib.request.Request(
    "https://api.cohere.com/v1/rerank",
    data=json.dumps(payload).encode(),
    headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json", "Accept": "application/json"},
    method="POST",
)
with urllib.request.urlopen(req, timeout=20) as resp:
    ranked = json.load(resp)["results"]
for item in ranked:
    print(f"{item['relevance_score']:.2f}  {sorted(root.glob('docs/**/*.md'))[item['index']]}")
