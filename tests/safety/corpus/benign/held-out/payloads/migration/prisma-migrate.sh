if [ -z "${DATABASE_URL:-}" ] && [ -f .env ]; then
  set -a; . ./.env; set +a
fi
npx prisma migrate status || true
npx prisma migrate deploy
npx prisma generate
