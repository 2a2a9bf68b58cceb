#!/usr/bin/env bash
# Recreates the LOCAL development database. Refuses anything that is not localhost.
set -euo pipefail
url="${DATABASE_URL:-postgresql://postgres:postgres@localhost:5432/app}"
case "$url" in
  *@localhost*|*@127.0.0.1*|*@db:*) ;;
  *) echo "refusing to reset a non-local database: $url" >&2; exit 1 ;;
esac
dropdb --if-exists --force -d "${url%/*}/postgres" app
createdb -d "${url%/*}/postgres" app
uv run python manage.py migrate --noinput
uv run python manage.py loaddata fixtures/dev.json
rm -rf media/uploads/*
