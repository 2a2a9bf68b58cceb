import requests

auth_key = os.environ.get("DEEPL_AUTH_KEY", "")
endpoint = "https://api-free.deepl.com/v2/translate" if auth_key.endswith(":fx") else "https://api.deepl.com/v2/translate"
source = root / "locales" / "en.json"
strings = json.loads(source.read_text()) if source.exists() else {}
for lang in ("DE", "FR", "ES"):
    resp = requests.post(
        endpoint,
        headers={"Authorization": f"DeepL-Auth-Key {auth_key}"},
        data={"text": list(strings.values()), "target_lang": lang},
        timeout=30,
    )
    resp.raise_for_status()
    translated = [t["text"] for t in resp.json()["translations"]]
    (root / "locales" / f"{lang.lower()}.json").write_text(json.dumps(dict(zip(strings, translated)), ensure_ascii=False, indent=2))
