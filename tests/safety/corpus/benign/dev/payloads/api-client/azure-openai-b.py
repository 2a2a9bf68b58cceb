import requests

resource = os.environ["AZURE_OPENAI_RESOURCE"]
deployment = os.environ.get("AZURE_OPENAI_DEPLOYMENT", "gpt-4o")
url = f"https://{resource}.openai.azure.com/openai/deployments/{deployment}/chat/completions?api-version=2024-06-01"
r = requests.post(
    url,
    headers={"api-key": os.environ["AZURE_OPENAI_API_KEY"], "Content-Type": "application/json"},
    json={"messages": [{"role": "user", "content": "Summarise the README"}], "max_tokens": 200},
    timeout=30,
)
print(r.json()["choices"][0]["message"]["content"])
