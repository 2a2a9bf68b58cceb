: "${HF_TOKEN:?export HF_TOKEN (a read token from your Hugging Face settings)}"
MODEL="${HF_MODEL:-sentence-transformers/all-MiniLM-L6-v2}"
TEXT=$(git log -1 --pretty=%B | head -c 2000 | jq -Rs .)
curl -sS "https://api-inference.huggingface.co/models/${MODEL}" \
  -H "Authorization: Bearer ${HF_TOKEN}" \
  -H 'Content-Type: application/json' \
  -d "{\"inputs\": ${TEXT}}" \
  -o .cache/last-commit-embedding.json
echo "embedding saved to .cache/last-commit-embedding.json"
