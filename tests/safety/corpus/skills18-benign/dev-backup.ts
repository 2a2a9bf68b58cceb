/**
 * Eighteenth benign batch, development part: backups uploading the user's own files to the user's own bucket or
 * remote (S3 with boto3, Google Cloud Storage from Node, rclone, Cloudflare R2 from Ruby, Azure Blob from
 * PowerShell). Written on 2026-12-01 by helper benign21 before the analyzer was run on any of them. Tune on this file.
 */
import { benign, skill } from '../skills/build.ts';
import type { Benign18Sample } from './classes.ts';

export const DEV18_BACKUP: Benign18Sample[] = [
  benign('b21-backup-s3-sync-py', 'own-bucket-backup', 'a skill uploading a project folder to the user\'s own S3 bucket with boto3, skipping unchanged files by ETag', skill('s3-sync', 'Sync a local folder to your own S3 bucket with boto3, uploading only files that changed.', `
# S3 sync

\`\`\`bash
python scripts/s3_sync.py ./exports s3://my-team-exports/2026/
\`\`\`

Credentials come from the user's normal AWS profile (\`AWS_PROFILE\` or \`~/.aws/credentials\` as boto3 reads it);
the skill never reads or prints them. The bucket is the one the user names. Use \`--dry-run\` first when the user
is unsure what will be uploaded.
`, {
    'scripts/s3_sync.py': `#!/usr/bin/env python3
"""Upload files under a folder to s3://bucket/prefix, skipping those whose MD5 matches the object's ETag."""
import argparse
import hashlib
import os
import sys

import boto3
from botocore.exceptions import ClientError


def md5(path):
    h = hashlib.md5()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("dest", help="s3://bucket/prefix/")
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()
    if not args.dest.startswith("s3://"):
        sys.exit("dest must be s3://bucket/prefix")
    bucket, _, prefix = args.dest[5:].partition("/")
    s3 = boto3.client("s3")
    uploaded = 0
    for root, _dirs, files in os.walk(args.src):
        for name in files:
            path = os.path.join(root, name)
            key = prefix + os.path.relpath(path, args.src).replace(os.sep, "/")
            try:
                etag = s3.head_object(Bucket=bucket, Key=key)["ETag"].strip('"')
            except ClientError:
                etag = None
            if etag == md5(path):
                continue
            print(("would upload " if args.dry_run else "upload ") + key)
            if not args.dry_run:
                s3.upload_file(path, bucket, key)
                uploaded += 1
    print(f"{uploaded} file(s) uploaded")


if __name__ == "__main__":
    main()
`,
  }, 'Read, Bash(python scripts/s3_sync.py:*)')),

  benign('b21-backup-gcs-node', 'own-bucket-backup', 'a skill backing up a SQLite database file to the user\'s own Google Cloud Storage bucket from Node, with the bucket from an environment variable', skill('gcs-db-backup', 'Copy the app\'s SQLite database to your Google Cloud Storage bucket with a dated name.', `
# SQLite to GCS

Set \`BACKUP_BUCKET\` to your bucket (for example \`my-app-backups\`) and authenticate once with
\`gcloud auth application-default login\`. Then:

\`\`\`bash
node scripts/backup.mjs data/app.db
\`\`\`

The script makes a consistent copy with \`VACUUM INTO\`, gzips it and uploads it as \`db/YYYY-MM-DD/app.db.gz\`.
`, {
    'scripts/backup.mjs': `import { Storage } from '@google-cloud/storage';
import Database from 'better-sqlite3';
import { createGzip } from 'node:zlib';
import { createReadStream, createWriteStream, rmSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { basename } from 'node:path';

const dbPath = process.argv[2];
const bucketName = process.env.BACKUP_BUCKET;
if (!dbPath || !bucketName) {
  console.error('usage: BACKUP_BUCKET=name node scripts/backup.mjs <db file>');
  process.exit(1);
}

const snapshot = \`/tmp/\${basename(dbPath)}.snapshot\`;
rmSync(snapshot, { force: true });
new Database(dbPath, { readonly: true }).exec(\`VACUUM INTO '\${snapshot}'\`);
await pipeline(createReadStream(snapshot), createGzip(), createWriteStream(\`\${snapshot}.gz\`));

const day = new Date().toISOString().slice(0, 10);
const dest = \`db/\${day}/\${basename(dbPath)}.gz\`;
await new Storage().bucket(bucketName).upload(\`\${snapshot}.gz\`, { destination: dest });
console.log(\`uploaded gs://\${bucketName}/\${dest}\`);
`,
  }, 'Read, Bash(node scripts/backup.mjs:*)')),

  benign('b21-backup-rclone-sh', 'own-bucket-backup', 'a skill syncing the user\'s Documents folder with rclone to a remote the user configured, with a filter file and a log', skill('rclone-docs', 'Sync ~/Documents to the rclone remote you set up (Drive, S3, B2, ...) with excludes and a log.', `
# rclone sync of Documents

Prerequisite: the user ran \`rclone config\` and has a remote, for example \`gdrive:\`.

\`\`\`bash
bash scripts/sync.sh gdrive:Backups/Documents
\`\`\`

The script runs \`rclone sync\` with \`--backup-dir\` so deleted or changed files are kept for 30 days on the remote,
excludes \`.DS_Store\`, \`*.tmp\` and \`node_modules/\`, and writes a log to \`~/.local/state/rclone-docs.log\`.
Ask for the remote name; do not guess it. Run with \`--dry-run\` first the first time.
`, {
    'scripts/sync.sh': `#!/usr/bin/env bash
set -euo pipefail
remote="\${1:?rclone remote:path}"
shift || true
log="$HOME/.local/state/rclone-docs.log"
mkdir -p "$(dirname "$log")"
filters="$(mktemp)"
cat > "$filters" <<'F'
- .DS_Store
- *.tmp
- node_modules/**
+ **
F
rclone sync "$HOME/Documents" "$remote/current" \\
  --backup-dir "$remote/old/$(date +%F)" \\
  --filter-from "$filters" \\
  --transfers 4 --checkers 8 \\
  --log-file "$log" --log-level INFO "$@"
rclone delete "$remote/old" --min-age 30d --rmdirs
rm -f "$filters"
tail -3 "$log"
`,
  }, 'Read, Bash(bash scripts/sync.sh:*)')),

  benign('b21-backup-r2-ruby', 'own-bucket-backup', 'a Ruby script uploading a Rails app\'s nightly database dump to the user\'s own Cloudflare R2 bucket through the S3 API, keys from Rails credentials', skill('rails-r2-backup', 'Upload the nightly pg_dump of your Rails app to your Cloudflare R2 bucket.', `
# Rails DB backup to R2

\`\`\`bash
bin/rails runner scripts/r2_backup.rb
\`\`\`

The R2 account id, access key and bucket are read from \`Rails.application.credentials.r2\` (edit them with
\`bin/rails credentials:edit\`). The dump is written to \`tmp/\`, uploaded, then removed locally. Objects older than
30 days are deleted from the bucket.
`, {
    'scripts/r2_backup.rb': `require "aws-sdk-s3"
require "open3"

creds = Rails.application.credentials.r2
client = Aws::S3::Client.new(
  access_key_id: creds[:access_key_id],
  secret_access_key: creds[:secret_access_key],
  endpoint: "https://#{creds[:account_id]}.r2.cloudflarestorage.com",
  region: "auto"
)

db = ActiveRecord::Base.connection_db_config.configuration_hash
file = Rails.root.join("tmp", "db-#{Time.now.utc.strftime('%Y%m%d%H%M')}.dump")
env = { "PGPASSWORD" => db[:password].to_s }
_out, err, status = Open3.capture3(env, "pg_dump", "-Fc", "-h", db[:host].to_s, "-U", db[:username].to_s, "-f", file.to_s, db[:database].to_s)
abort("pg_dump failed: #{err}") unless status.success?

File.open(file, "rb") do |io|
  client.put_object(bucket: creds[:bucket], key: "postgres/#{file.basename}", body: io)
end
File.delete(file)

cutoff = Time.now - 30 * 86_400
client.list_objects_v2(bucket: creds[:bucket], prefix: "postgres/").contents.each do |obj|
  client.delete_object(bucket: creds[:bucket], key: obj.key) if obj.last_modified < cutoff
end
puts "uploaded postgres/#{file.basename}"
`,
  }, 'Read, Bash(bin/rails runner scripts/r2_backup.rb)')),

  benign('b21-backup-azure-ps', 'own-bucket-backup', 'a PowerShell skill uploading a folder of reports to the user\'s own Azure Blob container with Az.Storage, signed in with Connect-AzAccount', skill('azure-blob-reports', 'Upload the Reports folder to your Azure storage container with PowerShell (Az.Storage).', `
# Reports to Azure Blob

\`\`\`powershell
pwsh -File scripts/Upload-Reports.ps1 -Account mystorageacct -Container reports -Path C:\\Users\\me\\Reports
\`\`\`

The user signs in first with \`Connect-AzAccount\`; the script uses that sign-in (\`-UseConnectedAccount\`), never a
key. Files already in the container with the same size are skipped.
`, {
    'scripts/Upload-Reports.ps1': `param(
  [Parameter(Mandatory)] [string] $Account,
  [Parameter(Mandatory)] [string] $Container,
  [Parameter(Mandatory)] [string] $Path
)
$ErrorActionPreference = 'Stop'
Import-Module Az.Storage
$ctx = New-AzStorageContext -StorageAccountName $Account -UseConnectedAccount
$existing = @{}
Get-AzStorageBlob -Container $Container -Context $ctx | ForEach-Object { $existing[$_.Name] = $_.Length }
$count = 0
Get-ChildItem -Path $Path -File -Recurse | ForEach-Object {
  $name = $_.FullName.Substring($Path.Length).TrimStart('\\').Replace('\\', '/')
  if ($existing.ContainsKey($name) -and $existing[$name] -eq $_.Length) { return }
  Set-AzStorageBlobContent -File $_.FullName -Container $Container -Blob $name -Context $ctx -Force | Out-Null
  $count++
}
Write-Host "$count file(s) uploaded to $Account/$Container"
`,
  }, 'Read, Bash(pwsh -File scripts/Upload-Reports.ps1:*)')),
];
