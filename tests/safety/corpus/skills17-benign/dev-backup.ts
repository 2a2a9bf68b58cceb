/**
 * Seventeenth benign batch, development part: backups to the user's own host or remote, named in the arguments or in
 * a config the user writes (scp, restic over sftp, pg_dump piped over ssh, a git-backed notes vault). Written on
 * 2026-12-01 by helper benign20 before the analyzer was run on any of them. Tune on this file.
 */
import { benign, skill } from '../skills/build.ts';
import type { Benign17Sample } from './classes.ts';

export const DEV17_BACKUP: Benign17Sample[] = [
  benign('b20-backup-scp-photos', 'backup-own-host', 'a skill copying a photo folder to the user\'s own NAS with scp, the host and folder given as arguments, checksums compared after', skill('photo-offload', 'Copy a folder of photos to your NAS with scp and verify the copies by checksum before you delete anything.', `
# Photo offload

\`\`\`bash
bash scripts/offload.sh ~/Pictures/2026-11 nas.local:/volume1/photos/2026-11
\`\`\`

The first argument is the local folder, the second the user's own destination (\`host:path\`, using their ssh
config). The script copies with \`scp -rp\`, then compares sha256 sums on both sides and prints mismatches.

It never deletes the local photos. If every checksum matches, tell the user they can delete the local folder
themselves.
`, {
    'scripts/offload.sh': `#!/usr/bin/env bash
# Copy a local folder to host:path with scp and compare sha256 sums on both sides.
set -euo pipefail
src="\${1:?local folder}"
dest="\${2:?host:path}"
host="\${dest%%:*}"
path="\${dest#*:}"
ssh "$host" mkdir -p "$path"
scp -rp "$src"/. "$dest"/
(cd "$src" && find . -type f -print0 | sort -z | xargs -0 sha256sum) > /tmp/offload-local.sum
ssh "$host" "cd '$path' && find . -type f -print0 | sort -z | xargs -0 sha256sum" > /tmp/offload-remote.sum
if diff -u /tmp/offload-local.sum /tmp/offload-remote.sum; then
  echo "all $(wc -l < /tmp/offload-local.sum) files match"
else
  echo "MISMATCH: do not delete the local copy" >&2
  exit 1
fi
`,
  }, 'Read, Bash(bash scripts/offload.sh:*)')),

  benign('b20-backup-restic-sftp', 'backup-own-host', 'a skill running restic backups of the user\'s home to their own sftp server, the repository and password file from a config the user writes, excluding caches', skill('restic-home', 'Back up your home folder with restic to your own sftp server, with the repository and password file you configure.', `
# restic backups

The user writes \`~/.config/restic-home/env\` once:

\`\`\`bash
export RESTIC_REPOSITORY=sftp:backup@my-server.lan:/srv/restic/laptop
export RESTIC_PASSWORD_FILE=$HOME/.config/restic-home/password
\`\`\`

Then:

\`\`\`bash
bash scripts/backup.sh           # backup, then forget/prune by the retention below
bash scripts/backup.sh --check   # restic check of the repository
\`\`\`

Retention: 7 daily, 4 weekly, 12 monthly. Excluded: \`~/.cache\`, \`node_modules\`, \`.venv\`, \`~/Downloads\`.
Never print the password file, and never change RESTIC_REPOSITORY yourself: it is the user's server.
`, {
    'scripts/backup.sh': `#!/usr/bin/env bash
set -euo pipefail
# shellcheck source=/dev/null
source "$HOME/.config/restic-home/env"
if [ "\${1:-}" = "--check" ]; then
  restic check
  exit 0
fi
restic backup "$HOME" \\
  --exclude "$HOME/.cache" --exclude "$HOME/Downloads" \\
  --exclude "node_modules" --exclude ".venv" \\
  --one-file-system --tag laptop
restic forget --prune --keep-daily 7 --keep-weekly 4 --keep-monthly 12
restic snapshots --compact | tail -5
`,
  }, 'Read, Bash(bash scripts/backup.sh:*)')),

  benign('b20-backup-pg-dump-remote', 'backup-own-host', 'a skill that dumps the user\'s Postgres database and streams it over ssh to a backup host the user names, with DATABASE_URL from the environment', skill('pg-offsite', 'Dump your Postgres database and stream it, compressed, to a backup host you name over ssh.', `
# Postgres off-site dump

\`\`\`bash
DATABASE_URL=postgres://app@localhost/app bash scripts/dump.sh backup@vault.my-company.internal /srv/pg
\`\`\`

Arguments: the user's backup host and a folder on it. The dump is streamed (\`pg_dump -Fc | zstd | ssh\`), named by
date, and the script keeps the last 14 on the remote side.

Ask the user which host to use if they did not say; do not pick one. Never print DATABASE_URL.
`, {
    'scripts/dump.sh': `#!/usr/bin/env bash
# Stream a custom-format pg_dump of DATABASE_URL to host:dir over ssh, keep the newest 14.
set -euo pipefail
host="\${1:?backup host}"
dir="\${2:?remote folder}"
: "\${DATABASE_URL:?set DATABASE_URL}"
name="$(date +%Y%m%d-%H%M).dump.zst"
pg_dump --format=custom --no-owner "$DATABASE_URL" | zstd -q -T0 | ssh "$host" "mkdir -p '$dir' && cat > '$dir/$name'"
ssh "$host" "ls -1t '$dir'/*.dump.zst | tail -n +15 | xargs -r rm --"
echo "stored $host:$dir/$name"
`,
  }, 'Read, Bash(bash scripts/dump.sh:*)')),

  benign('b20-backup-obsidian-git', 'backup-own-host', 'a skill that commits the user\'s Obsidian vault and pushes it to the vault\'s own configured remote, refusing if no remote is set', skill('vault-backup', 'Commit your Obsidian vault and push it to the git remote you already configured for it.', `
# Vault backup

Run from the vault folder:

\`\`\`bash
bash scripts/backup.sh
\`\`\`

It commits every change with a timestamped message and pushes to the vault's existing \`origin\`. If the vault has no
remote, it stops and tells the user to add their own (\`git remote add origin <their private repo>\`); it never
creates one.

\`.obsidian/workspace*.json\` and \`.trash/\` are ignored. Show the user the list of changed notes before committing
if they ask for a dry run (\`bash scripts/backup.sh --dry-run\`).
`, {
    'scripts/backup.sh': `#!/usr/bin/env bash
set -euo pipefail
git rev-parse --is-inside-work-tree >/dev/null
if ! git remote get-url origin >/dev/null 2>&1; then
  echo "this vault has no remote; add your own with: git remote add origin <url>" >&2
  exit 1
fi
grep -qx '.obsidian/workspace*.json' .gitignore 2>/dev/null || printf '.obsidian/workspace*.json\\n.trash/\\n' >> .gitignore
if [ "\${1:-}" = "--dry-run" ]; then
  git status --short
  exit 0
fi
git add -A
git diff --cached --quiet && { echo "nothing to back up"; exit 0; }
git commit -q -m "vault backup $(date '+%Y-%m-%d %H:%M')"
git push -q origin HEAD
echo "pushed to $(git remote get-url origin)"
`,
  }, 'Read, Bash(bash scripts/backup.sh:*)')),
];
