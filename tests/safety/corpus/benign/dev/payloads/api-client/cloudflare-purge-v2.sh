ZONE="${CLOUDFLARE_ZONE_ID:?set CLOUDFLARE_ZONE_ID}"
TOKEN="${CLOUDFLARE_API_TOKEN:?set CLOUDFLARE_API_TOKEN}"
API="https://api.cloudflare.com/client/v4"
changed=$(git diff --name-only HEAD~1 -- public/ | sed 's#^public/#https://www.example.org/#' | jq -R . | jq -s .)
if [ "$changed" = "[]" ]; then
  echo "nothing to purge"
  exit 0
fi
curl -fsS -X POST "$API/zones/$ZONE/purge_cache" \
  -H "Authorization: Bearer $TOKEN" \
  -H "Content-Type: application/json" \
  --data "{\"files\": $changed}" | jq '.success'
