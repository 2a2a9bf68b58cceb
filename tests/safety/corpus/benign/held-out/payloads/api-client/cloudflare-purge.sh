zone="${CLOUDFLARE_ZONE_ID:-}"
if [ -n "$zone" ] && [ -n "${CLOUDFLARE_API_TOKEN:-}" ]; then
  curl -fsS -X POST "https://api.cloudflare.com/client/v4/zones/$zone/purge_cache" \
    -H "Authorization: Bearer $CLOUDFLARE_API_TOKEN" \
    -H "Content-Type: application/json" \
    --data '{"purge_everything":true}' | jq '.success'
fi
