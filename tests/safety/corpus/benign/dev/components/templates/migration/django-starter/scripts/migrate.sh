#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
uv run python manage.py makemigrations --check --dry-run || uv run python manage.py makemigrations
uv run python manage.py migrate --noinput
uv run python manage.py showmigrations | grep -v '\[X\]' || true
