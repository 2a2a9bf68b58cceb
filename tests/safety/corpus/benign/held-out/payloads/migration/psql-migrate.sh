: "${DATABASE_URL:?set DATABASE_URL}"
psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -c 'CREATE TABLE IF NOT EXISTS schema_migrations (version text primary key, applied_at timestamptz default now())'
for f in migrations/*.sql; do
  v=$(basename "$f" .sql)
  if ! psql "$DATABASE_URL" -tAc "SELECT 1 FROM schema_migrations WHERE version='$v'" | grep -q 1; then
    echo "applying $v"
    psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -1 -f "$f"
    psql "$DATABASE_URL" -c "INSERT INTO schema_migrations(version) VALUES ('$v')"
  fi
done
