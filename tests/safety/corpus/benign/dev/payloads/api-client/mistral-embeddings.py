import httpx

client = httpx.Client(
    base_url="https://api.mistral.ai/v1",
    headers={"Authorization": f"Bearer {os.environ['MISTRAL_API_KEY']}"},
    timeout=30.0,
)
docs = sorted((root / "docs").glob("**/*.md"))[:50]
resp = client.post("/embeddings", json={"model": "mistral-embed", "input": [d.read_text()[:4000] for d in docs]})
resp.raise_for_status()
vectors = [item["embedding"] for item in resp.json()["data"]]
(root / ".cache").mkdir(exist_ok=True)
(root / ".cache" / "embeddings.json").write_text(json.dumps({str(d): v for d, v in zip(docs, vectors)}))
