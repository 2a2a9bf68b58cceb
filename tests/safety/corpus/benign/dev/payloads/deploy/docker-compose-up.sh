docker compose pull
docker compose up -d --remove-orphans
docker compose ps
docker image prune -f >/dev/null
docker compose logs --tail=50 api
