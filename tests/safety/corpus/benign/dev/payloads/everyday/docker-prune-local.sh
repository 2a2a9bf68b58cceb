echo "disk before: $(df -h / | awk 'NR==2 {print $4}') free"
docker compose down --remove-orphans || true
docker image prune -f --filter "until=168h"
docker builder prune -f --keep-storage 10GB
rm -rf "$ROOT/node_modules/.cache" "$ROOT/.turbo" "$ROOT/coverage"
echo "disk after: $(df -h / | awk 'NR==2 {print $4}') free"
