stamp=$(date +%Y%m%d-%H%M%S)
mkdir -p backups
pg_dump --no-owner --format=custom "${DATABASE_URL:?}" -f "backups/db-$stamp.dump"
ls -1t backups/db-*.dump | tail -n +8 | xargs -r rm -f
echo "backup: backups/db-$stamp.dump"
