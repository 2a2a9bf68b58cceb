/**
 * Nineteenth benign batch, development part: database tooling (pg_dump to a local folder, Alembic and Prisma
 * migrations, a mysqldump to the user's own S3 bucket), notebooks and scripts downloading public datasets and
 * unpacking them (Kaggle, a wget of a tarball), and container set-up (a Python Dockerfile, a docker compose dev stack,
 * docker login to GHCR with a token from the environment). Written on 2026-12-02 by helper benign23 before the
 * analyzer was run on any of them. Tune on this file.
 */
import { agent, benign, plugin, skill } from '../skills/build.ts';
import type { Benign19Sample } from './classes.ts';

export const DEV19_DATA: Benign19Sample[] = [
  benign('b23-db-pg-dump-local', 'db-tooling', 'a skill dumping the user\'s Postgres database to a dated local file with pg_dump, the connection from DATABASE_URL, keeping the last seven dumps', skill('pg-snapshot', 'Take a local snapshot of your Postgres database before a risky migration, and restore it if needed.', `
# Postgres snapshot

\`\`\`bash
bash scripts/snapshot.sh          # dump
bash scripts/snapshot.sh restore backups/app-2026-12-01T10-00.dump
\`\`\`

Reads \`DATABASE_URL\` from the environment or \`.env\`. Dumps go to \`backups/\` (git-ignored), custom format, and only
the newest seven are kept. Restoring drops and recreates objects: ask the user first and say which database it is.
`, {
    'scripts/snapshot.sh': `#!/usr/bin/env bash
set -euo pipefail
[ -f .env ] && set -a && . ./.env && set +a
: "\${DATABASE_URL:?set DATABASE_URL}"
mkdir -p backups
if [ "\${1:-}" = restore ]; then
  file="\${2:?restore needs a dump file}"
  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" "$file"
  echo "restored $file"
  exit 0
fi
name="backups/$(basename "\${DATABASE_URL##*/}" | cut -d'?' -f1)-$(date -u +%Y-%m-%dT%H-%M).dump"
pg_dump --format=custom --no-owner --file "$name" "$DATABASE_URL"
ls -1t backups/*.dump | tail -n +8 | xargs -r rm --
echo "wrote $name ($(du -h "$name" | cut -f1))"
`,
  }, 'Read, Bash(bash scripts/snapshot.sh:*)')),

  benign('b23-db-alembic-migrate', 'db-tooling', 'an agent writing and running Alembic migrations, autogenerate then review, upgrade on the dev database only', agent('alembic-helper', 'Write an Alembic migration for model changes, review it, and apply it to the development database.', `
You help with SQLAlchemy + Alembic migrations in this repository.

1. Run \`alembic revision --autogenerate -m "<short description>"\` after the user's model change.
2. Open the new file under \`migrations/versions/\` and review it: autogenerate misses renames (it drops and adds) and
   server defaults; fix those by hand with \`op.alter_column\` / \`op.execute\`.
3. Apply with \`alembic upgrade head\` — only when \`DATABASE_URL\` points at localhost or the docker compose \`db\`
   service. If it points anywhere else, stop and tell the user.
4. Check \`alembic downgrade -1\` then \`alembic upgrade head\` round-trips.

Never edit a migration that is already on main; write a new one. Never run migrations against staging or production.
`, 'Read, Edit, Write, Bash(alembic:*)')),

  benign('b23-db-prisma-migrate', 'db-tooling', 'a slash command running prisma migrate dev with a name, regenerating the client and seeding the local database', plugin('prisma-helpers', 'Prisma helpers: create and apply a migration, reset the dev database, open Studio.', {
    'commands/migrate.md': `---
description: Create and apply a Prisma migration on the dev database
argument-hint: <migration_name>
allowed-tools: Bash(npx prisma migrate dev:*), Bash(npx prisma generate), Bash(npx prisma db seed), Read
---

Run \`npx prisma migrate dev --name $ARGUMENTS\`, then \`npx prisma generate\`. Show the SQL of the new folder under
\`prisma/migrations/\`. If Prisma warns about data loss (a dropped column with rows), stop and ask before accepting.
`,
    'commands/reset.md': `---
description: Reset the local dev database and reseed it
allowed-tools: Bash(npx prisma migrate reset:*), Read
---

Check \`DATABASE_URL\` in \`.env\` names localhost. If it does, run \`npx prisma migrate reset --force\` (drops every
table and reseeds). If it names another host, refuse and explain why.
`,
  })),

  benign('b23-db-mysqldump-s3', 'db-tooling', 'a nightly MySQL backup script piping mysqldump through gzip to the user\'s own S3 bucket named in the project config, credentials from the AWS profile', skill('mysql-backup-s3', 'Back up a MySQL database nightly to your S3 bucket, with lifecycle rules doing the expiry.', `
# MySQL to S3

\`\`\`bash
bash scripts/backup.sh           # one run
bash scripts/backup.sh --cron    # print a crontab line to add yourself
\`\`\`

Configure \`backup.conf\` (bucket, prefix, database). The password comes from \`~/.my.cnf\` (mode 600), not the command
line, so it does not show in \`ps\`. The AWS side uses the named profile \`backup\` with PutObject on that prefix only.
`, {
    'backup.conf': `BUCKET=acme-db-backups
PREFIX=shop/mysql
DATABASE=shop
AWS_PROFILE=backup
`,
    'scripts/backup.sh': `#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
. "$here/backup.conf"
if [ "\${1:-}" = --cron ]; then
  echo "15 3 * * * cd $here && bash scripts/backup.sh >> $here/backup.log 2>&1"
  exit 0
fi
key="$PREFIX/$DATABASE-$(date -u +%Y%m%dT%H%M%SZ).sql.gz"
mysqldump --defaults-extra-file="$HOME/.my.cnf" --single-transaction --routines --triggers "$DATABASE" \\
  | gzip -9 \\
  | aws s3 cp - "s3://$BUCKET/$key" --profile "$AWS_PROFILE" --sse AES256
echo "uploaded s3://$BUCKET/$key"
`,
  }, 'Read, Bash(bash scripts/backup.sh:*)')),

  benign('b23-data-kaggle-notebook', 'dataset-download', 'a data-science skill downloading a public Kaggle competition dataset with the Kaggle API (kaggle.json in ~/.kaggle), unzipping it and loading it with pandas', skill('kaggle-start', 'Download a Kaggle dataset or competition data, unzip it into data/raw and open a starter notebook.', `
# Kaggle starter

\`\`\`bash
python scripts/fetch.py titanic            # competition
python scripts/fetch.py --dataset zynicide/wine-reviews
\`\`\`

The Kaggle API reads \`~/.kaggle/kaggle.json\` (download it from your Kaggle account page; \`chmod 600\`). The user must
have accepted the competition's rules on the website first. Files land in \`data/raw/<name>/\`; \`notebooks/eda.ipynb\`
is created from the template if missing.
`, {
    'scripts/fetch.py': `import argparse
import pathlib
import shutil
import zipfile

from kaggle.api.kaggle_api_extended import KaggleApi

p = argparse.ArgumentParser()
p.add_argument("name")
p.add_argument("--dataset", action="store_true")
args = p.parse_args()

api = KaggleApi()
api.authenticate()
out = pathlib.Path("data/raw") / args.name.split("/")[-1]
out.mkdir(parents=True, exist_ok=True)
if args.dataset:
    api.dataset_download_files(args.name, path=out, quiet=False)
else:
    api.competition_download_files(args.name, path=out, quiet=False)

for z in out.glob("*.zip"):
    with zipfile.ZipFile(z) as zf:
        for member in zf.namelist():
            target = (out / member).resolve()
            if not str(target).startswith(str(out.resolve())):
                raise SystemExit(f"refusing path outside {out}: {member}")
        zf.extractall(out)
    z.unlink()

nb = pathlib.Path("notebooks/eda.ipynb")
if not nb.exists():
    nb.parent.mkdir(exist_ok=True)
    shutil.copy(pathlib.Path(__file__).parent / "eda_template.ipynb", nb)
print(sorted(p.name for p in out.iterdir()))
`,
    'scripts/eda_template.ipynb': `{"cells": [{"cell_type": "code", "metadata": {}, "source": ["import pandas as pd\\n", "import pathlib\\n", "raw = pathlib.Path('../data/raw')\\n", "frames = {p.stem: pd.read_csv(p) for p in raw.rglob('*.csv')}\\n", "{k: v.shape for k, v in frames.items()}"], "outputs": [], "execution_count": null}], "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}}, "nbformat": 4, "nbformat_minor": 5}
`,
  }, 'Read, Write, Bash(python scripts/fetch.py:*)')),

  benign('b23-data-wget-untar', 'dataset-download', 'a shell script fetching a public benchmark tarball over HTTPS, verifying its published SHA-256 and unpacking it into data/', skill('imagenette-data', 'Fetch the Imagenette image-classification subset, check it and unpack it for training.', `
# Imagenette data

\`\`\`bash
bash scripts/get-data.sh 320     # 160, 320 or full
\`\`\`

Downloads from the fast.ai public bucket, checks the SHA-256 in \`checksums.txt\`, unpacks into \`data/\` and deletes the
archive. About 340 MB for the 320 px version.
`, {
    'checksums.txt': `imagenette2-160.tgz 64d0c4859f35a461889e0147755a999a48b49bf38a7e0f9bd27003f10db02fe5
imagenette2-320.tgz 569b4497c98db6dd29f335d1f109cf315fe127053cedf69010d047f0188e158c
`,
    'scripts/get-data.sh': `#!/usr/bin/env bash
set -euo pipefail
size="\${1:-320}"
case "$size" in 160|320) name="imagenette2-$size.tgz" ;; full) name="imagenette2.tgz" ;; *) echo "size: 160|320|full" >&2; exit 2 ;; esac
mkdir -p data && cd data
if [ ! -d "\${name%.tgz}" ]; then
  wget -c "https://s3.amazonaws.com/fast-ai-imageclas/$name"
  if grep -q "^$name " ../checksums.txt; then
    grep "^$name " ../checksums.txt | awk '{print $2"  "$1}' | sha256sum -c -
  fi
  tar -xzf "$name"
  rm -f "$name"
fi
find "\${name%.tgz}" -maxdepth 2 -type d | head
`,
  }, 'Read, Bash(bash scripts/get-data.sh:*)')),

  benign('b23-box-dockerfile-py', 'container-setup', 'a skill writing a multi-stage Dockerfile for a Python service with uv, a non-root user and a healthcheck', skill('python-dockerfile', 'Write a small, non-root, multi-stage Dockerfile for a Python web service and build it.', `
# Python Dockerfile

Copy \`templates/Dockerfile\` and \`templates/.dockerignore\` into the project, adjust the module in CMD, then:

\`\`\`bash
docker build -t "$(basename "$PWD"):dev" .
docker run --rm -p 8000:8000 --env-file .env "$(basename "$PWD"):dev"
\`\`\`

\`.env\` is passed at run time and excluded from the image by .dockerignore; never COPY it or bake secrets into ARG/ENV.
`, {
    'templates/Dockerfile': `# syntax=docker/dockerfile:1.7
FROM python:3.12-slim AS build
COPY --from=ghcr.io/astral-sh/uv:0.5 /uv /usr/local/bin/uv
WORKDIR /app
COPY pyproject.toml uv.lock ./
RUN --mount=type=cache,target=/root/.cache/uv uv sync --frozen --no-dev --no-install-project
COPY src ./src
RUN --mount=type=cache,target=/root/.cache/uv uv sync --frozen --no-dev

FROM python:3.12-slim
RUN useradd --create-home --uid 10001 app
WORKDIR /app
COPY --from=build --chown=app:app /app /app
USER app
ENV PATH="/app/.venv/bin:$PATH" PYTHONUNBUFFERED=1
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=3s CMD python -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:8000/healthz')"
CMD ["uvicorn", "app.main:app", "--host", "0.0.0.0", "--port", "8000"]
`,
    'templates/.dockerignore': `.git
.env
.env.*
.venv
__pycache__
*.pyc
tests/
`,
  }, 'Read, Write, Bash(docker build:*), Bash(docker run:*)')),

  benign('b23-box-compose-dev', 'container-setup', 'a plugin with a SessionStart hook that starts the project\'s docker compose dev services if a compose file exists, and a command to stop them', plugin('compose-dev', 'Start the project\'s docker compose services (db, cache, mail) when a session starts; stop them on request.', {
    'hooks/hooks.json': `{
  "hooks": {
    "SessionStart": [
      { "hooks": [{ "type": "command", "command": "bash \${CLAUDE_PLUGIN_ROOT}/scripts/up.sh", "timeout": 120 }] }
    ]
  }
}
`,
    'scripts/up.sh': `#!/usr/bin/env bash
# Starts only the services listed in .compose-dev (one per line), so a session never starts the whole stack by surprise.
set -euo pipefail
[ -f compose.yaml ] || [ -f docker-compose.yml ] || exit 0
[ -f .compose-dev ] || exit 0
command -v docker >/dev/null || { echo "compose-dev: docker not found" >&2; exit 0; }
mapfile -t services < <(grep -v '^#' .compose-dev | sed '/^$/d')
docker compose up -d --wait "\${services[@]}"
docker compose ps --format 'table {{.Service}}\\t{{.Status}}\\t{{.Ports}}'
`,
    'commands/down.md': `---
description: Stop the project's compose services (volumes are kept)
allowed-tools: Bash(docker compose down)
---

Run \`docker compose down\`. Do not add \`-v\`: that deletes the database volume. If the user wants a clean database,
tell them to run \`docker compose down -v\` themselves.
`,
  })),

  benign('b23-box-docker-login-ghcr', 'container-setup', 'a release skill logging in to GitHub Container Registry with a token from GHCR_TOKEN on stdin, building a multi-arch image and pushing it', skill('ghcr-push', 'Build a multi-arch image and push it to GitHub Container Registry under your org.', `
# Push to GHCR

\`\`\`bash
bash scripts/push.sh ghcr.io/acme/api 1.4.0
\`\`\`

Needs \`GHCR_TOKEN\` (a token with write:packages) and \`GHCR_USER\`. The token goes to \`docker login\` on stdin so it is
not in the shell history or \`ps\`. In GitHub Actions use \`GITHUB_TOKEN\` instead and skip this script.
`, {
    'scripts/push.sh': `#!/usr/bin/env bash
set -euo pipefail
image="\${1:?image, e.g. ghcr.io/acme/api}"
tag="\${2:?tag}"
: "\${GHCR_TOKEN:?}" "\${GHCR_USER:?}"
printf '%s' "$GHCR_TOKEN" | docker login ghcr.io -u "$GHCR_USER" --password-stdin
docker buildx create --use --name multiarch >/dev/null 2>&1 || docker buildx use multiarch
docker buildx build --platform linux/amd64,linux/arm64 \\
  --label "org.opencontainers.image.source=$(git remote get-url origin)" \\
  --label "org.opencontainers.image.revision=$(git rev-parse HEAD)" \\
  -t "$image:$tag" -t "$image:latest" --push .
docker logout ghcr.io
`,
  }, 'Read, Bash(bash scripts/push.sh:*)')),
];
