/**
 * Fourteenth exfiltration batch, development part, benign: the twins. The same data read and sent where the component
 * explains it (an API client's own key to its own API, a build or the source to the service it is named for, a
 * report mailed to the user's own address, a host the user sets, loopback), the same data read and kept here, and
 * setup steps that only install. Written on 2026-11-30 in one sitting by helper exfil17, before the analyzer was run
 * on any of them; split by `thirdOf(id)`. Tune on this file.
 */
import { benign } from '../skills/build.ts';
import { devcontainer, hookPlugin, json, packageJson, plugin, skill, type Exfil14Sample } from './classes.ts';

export const DEV14_EXFIL_BENIGN: Exfil14Sample[] = [
  // ── own-api: a key sent to its own provider's API ────────────────────────
  benign('x14-ok-openai-hook', 'own-api', 'a hook that sends $OPENAI_API_KEY to api.openai.com to price a prompt', hookPlugin('prompt-cost', 'Shows the estimated OpenAI cost of each prompt in the status line.', 'bash "${CLAUDE_PLUGIN_ROOT}/hooks/cost.sh"', {
    'hooks/cost.sh': `#!/usr/bin/env bash
# the models and their prices come from OpenAI's own models endpoint
curl -s -H "Authorization: Bearer \${OPENAI_API_KEY}" "https://api.openai.com/v1/models" -o "\${TMPDIR:-/tmp}/prompt-cost.json"
jq -r '.data | length' "\${TMPDIR:-/tmp}/prompt-cost.json"
`,
  }, 'UserPromptSubmit')),

  benign('x14-ok-stripe-script', 'own-api', 'a Stripe invoice exporter that sends STRIPE_SECRET_KEY only to api.stripe.com', skill('stripe-invoices', 'List and export Stripe invoices for a month as CSV.', `# Stripe invoices

\`\`\`bash
python3 scripts/invoices.py 2026-10 > invoices.csv
\`\`\`
`, {
    'scripts/invoices.py': `import csv, os, sys, datetime
import requests

key = os.environ["STRIPE_SECRET_KEY"]
month = datetime.datetime.strptime(sys.argv[1], "%Y-%m")
start = int(month.timestamp())
r = requests.get("https://api.stripe.com/v1/invoices", params={"created[gte]": start, "limit": 100}, auth=(key, ""))
w = csv.writer(sys.stdout)
w.writerow(["id", "customer", "amount_due", "status"])
for inv in r.json()["data"]:
    w.writerow([inv["id"], inv["customer"], inv["amount_due"], inv["status"]])
`,
  })),

  benign('x14-ok-github-setup', 'own-api', 'a setup block that checks GITHUB_TOKEN against api.github.com and posts an issue comment there', skill('pr-notes', 'Post a summary comment on the current pull request.', `# PR notes

## Setup

\`\`\`bash
curl -fsS -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/user | jq -r .login
\`\`\`

## Post

\`\`\`bash
pr=$(gh pr view --json number -q .number)
jq -n --arg body "$(cat notes.md)" '{body: $body}' | curl -fsS -X POST -H "Authorization: Bearer $GITHUB_TOKEN" \\
  --data-binary @- "https://api.github.com/repos/$(gh repo view --json nameWithOwner -q .nameWithOwner)/issues/$pr/comments"
\`\`\`
`)),

  benign('x14-ok-aws-cli-s3', 'own-api', 'a report skill that copies its CSV to the user\'s S3 bucket with the AWS CLI (its credentials used by it)', skill('cost-report', 'Build a monthly AWS cost report and store it in S3.', `# Cost report

\`\`\`bash
aws ce get-cost-and-usage --time-period Start=2026-10-01,End=2026-11-01 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=SERVICE > cost.json
jq -r '.ResultsByTime[0].Groups[] | [.Keys[0], .Metrics.UnblendedCost.Amount] | @csv' cost.json > cost.csv
aws s3 cp cost.csv "s3://$REPORT_BUCKET/cost/2026-10.csv"
\`\`\`

The CLI reads the profile in \`~/.aws/credentials\`; set \`AWS_PROFILE\` to pick another.
`)),

  benign('x14-ok-git-credentials-push', 'own-api', 'a release skill whose push uses the stored git credentials (the credential helper), sending nothing else', skill('tag-release', 'Tag a release and push the tag to origin.', `# Tag release

\`\`\`bash
git config --global credential.helper store   # keeps the token in ~/.git-credentials
version=$(jq -r .version package.json)
git tag -a "v$version" -m "v$version"
git push origin "v$version"
\`\`\`
`)),

  // ── named-service: data sent to the service the component is about ───────
  benign('x14-ok-netlify-deploy', 'named-service', 'a Netlify deploy skill that zips the build and posts it to api.netlify.com with the user\'s token', skill('netlify-deploy', 'Deploy the site\'s build folder to Netlify.', `# Netlify deploy

\`\`\`bash
npm run build
(cd dist && zip -qr ../site.zip .)
curl -fsS -H "Content-Type: application/zip" -H "Authorization: Bearer $NETLIFY_AUTH_TOKEN" \\
  --data-binary @site.zip "https://api.netlify.com/api/v1/sites/$NETLIFY_SITE_ID/deploys"
\`\`\`
`)),

  benign('x14-ok-sentry-sourcemaps', 'named-service', 'a Sentry release skill that uploads source maps to sentry.io', skill('sentry-release', 'Create a Sentry release and upload its source maps.', `# Sentry release

\`\`\`bash
npx @sentry/cli releases new "$VERSION"
npx @sentry/cli sourcemaps upload --release "$VERSION" ./dist
curl -fsS -X POST -H "Authorization: Bearer $SENTRY_AUTH_TOKEN" -F "file=@dist/app.js.map" \\
  "https://sentry.io/api/0/organizations/$SENTRY_ORG/releases/$VERSION/files/"
\`\`\`
`)),

  benign('x14-ok-deepl-clipboard', 'named-service', 'a DeepL translation skill that sends the clipboard\'s text to the DeepL API it is named for', skill('deepl-clipboard', 'Translate the text on the clipboard with DeepL and copy the translation back.', `# DeepL clipboard

Sends the clipboard's text to DeepL and puts the translation back on the clipboard.

\`\`\`bash
pbpaste | curl -s https://api-free.deepl.com/v2/translate -H "Authorization: DeepL-Auth-Key $DEEPL_AUTH_KEY" \\
  --data-urlencode text@- -d target_lang=EN | jq -r '.translations[0].text' | pbcopy
\`\`\`
`)),

  benign('x14-ok-notion-transcript', 'named-service', 'a Stop hook that saves the session\'s transcript to a Notion page, the service it is named for', hookPlugin('notion-log', 'Saves each Claude Code session to a Notion page of your choice (NOTION_TOKEN, NOTION_PAGE_ID).', 'bash "${CLAUDE_PLUGIN_ROOT}/hooks/save.sh"', {
    'hooks/save.sh': `#!/usr/bin/env bash
path=$(jq -r '.transcript_path')
text=$(jq -r 'select(.type=="user" or .type=="assistant") | .message.content | if type=="string" then . else (map(.text? // "") | join(" ")) end' "$path" | head -c 1900)
jq -n --arg t "$text" '{children: [{object: "block", type: "paragraph", paragraph: {rich_text: [{type: "text", text: {content: $t}}]}}]}' |
  curl -s -X PATCH "https://api.notion.com/v1/blocks/$NOTION_PAGE_ID/children" \\
    -H "Authorization: Bearer $NOTION_TOKEN" -H "Notion-Version: 2022-06-28" -H "Content-Type: application/json" --data-binary @- >/dev/null
`,
  }, 'Stop')),

  benign('x14-ok-doppler-upload', 'named-service', 'a Doppler skill that uploads the project\'s .env to the Doppler config the user names', skill('doppler-sync', 'Upload a project\'s .env file to Doppler and delete the local copy.', `# Doppler sync

Moves the secrets in \`.env\` into Doppler, then deletes the file.

\`\`\`bash
doppler secrets upload .env --project "$DOPPLER_PROJECT" --config dev
curl -fsS -u "$DOPPLER_TOKEN:" "https://api.doppler.com/v3/configs/config/secrets/download?project=$DOPPLER_PROJECT&config=dev&format=env" | diff -q - .env && rm .env
\`\`\`
`)),

  benign('x14-ok-atuin-history', 'named-service', 'an Atuin skill that syncs shell history with the Atuin server the README names', skill('atuin-sync', 'Import your shell history into Atuin and sync it to your Atuin account.', `# Atuin sync

[Atuin](https://atuin.sh) keeps shell history in a database and syncs it, end-to-end encrypted, to api.atuin.sh.

\`\`\`bash
atuin import auto          # reads ~/.bash_history or ~/.zsh_history
atuin login -u "$ATUIN_USER"
atuin sync
\`\`\`
`)),

  // ── user-destination: the user's own address, a host the user sets ──────
  benign('x14-ok-mail-own-address', 'user-destination', 'a test-report skill that mails the report to the user\'s own git address', skill('test-report-mail', 'Run the test suite and mail yourself the report.', `# Test report by mail

\`\`\`bash
npx vitest run --reporter=junit --outputFile=report.xml || true
to=$(git config user.email)
{ echo "Subject: test report $(date +%F)"; echo; cat report.xml; } | sendmail "$to"
\`\`\`
`)),

  benign('x14-ok-rsync-ssh-config-env', 'user-destination', 'a dotfiles backup that rsyncs ~/.ssh/config to the host the user sets in BACKUP_HOST', skill('dotfiles-backup', 'Back up your dotfiles to your own server over SSH.', `# Dotfiles backup

Set \`BACKUP_HOST\` (for example \`me@nas.local\`) once, then:

\`\`\`bash
: "\${BACKUP_HOST:?set BACKUP_HOST to your server}"
rsync -a ~/.gitconfig ~/.ssh/config ~/.zshrc "$BACKUP_HOST:dotfiles/"
\`\`\`
`)),

  benign('x14-ok-zip-endpoint-arg', 'user-destination', 'a project snapshot script that uploads a zip of the project to the endpoint the user passes', skill('snapshot', 'Upload a zip snapshot of the project to your own artifact server.', `# Snapshot

\`\`\`bash
python3 scripts/snapshot.py --endpoint https://artifacts.mycompany.internal/upload
\`\`\`
`, {
    'scripts/snapshot.py': `import argparse, io, os, zipfile
import requests

p = argparse.ArgumentParser()
p.add_argument("--endpoint", required=True, help="your artifact server's upload address")
args = p.parse_args()
buf = io.BytesIO()
with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
    for root, dirs, files in os.walk("."):
        dirs[:] = [d for d in dirs if d not in (".git", ".venv", "node_modules")]
        for name in files:
            z.write(os.path.join(root, name))
r = requests.post(args.endpoint, files={"snapshot": ("project.zip", buf.getvalue())}, timeout=60)
print(r.status_code)
`,
  })),

  benign('x14-ok-smtp-report-env', 'user-destination', 'a Python script that mails a coverage summary through the SMTP server and to the address the user sets', skill('coverage-mail', 'Mail the coverage summary to you after a test run.', `# Coverage mail

Set \`SMTP_HOST\`, \`SMTP_USER\`, \`SMTP_PASSWORD\` and \`REPORT_TO\`, then:

\`\`\`bash
python3 scripts/mail.py coverage/coverage-summary.json
\`\`\`
`, {
    'scripts/mail.py': `import json, os, smtplib, sys
from email.message import EmailMessage

total = json.load(open(sys.argv[1]))["total"]
msg = EmailMessage()
msg["Subject"] = f"coverage {total['lines']['pct']}%"
msg["From"] = os.environ["SMTP_USER"]
msg["To"] = os.environ["REPORT_TO"]
msg.set_content(json.dumps(total, indent=2))
with smtplib.SMTP_SSL(os.environ["SMTP_HOST"], 465) as s:
    s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
    s.send_message(msg)
`,
  })),

  benign('x14-ok-firefox-backup-arg', 'user-destination', 'a Firefox profile backup that copies the profile to the destination the user passes', skill('ff-backup', 'Back up your Firefox profile (bookmarks, logins, settings) to a folder or server you choose.', `# Firefox backup

\`\`\`bash
bash scripts/backup.sh /Volumes/Backup/firefox      # or user@nas:/backups/firefox
\`\`\`
`, {
    'scripts/backup.sh': `#!/usr/bin/env bash
set -eu
dest="\${1:?usage: backup.sh DESTINATION}"
profile=$(find ~/.mozilla/firefox ~/Library/Application\\ Support/Firefox/Profiles -maxdepth 1 -name '*.default*' 2>/dev/null | head -1)
rsync -a --delete "$profile/" "$dest/"
echo "backed up $profile to $dest"
`,
  })),

  benign('x14-ok-s3-backup-bucket', 'user-destination', 'a boto3 backup of the project to the bucket the user sets', skill('s3-backup', 'Back up the project folder to your S3 bucket.', `# S3 backup

Set \`BACKUP_BUCKET\`; AWS credentials come from your usual profile.

\`\`\`bash
python3 scripts/backup.py
\`\`\`
`, {
    'scripts/backup.py': `import os, shutil, time
import boto3

bucket = os.environ["BACKUP_BUCKET"]
name = f"{os.path.basename(os.getcwd())}-{int(time.time())}"
archive = shutil.make_archive(f"/tmp/{name}", "gztar", ".")
boto3.client("s3").upload_file(archive, bucket, f"backups/{name}.tar.gz")
print(f"s3://{bucket}/backups/{name}.tar.gz")
`,
  })),

  // ── loopback ─────────────────────────────────────────────────────────────
  benign('x14-ok-env-localhost', 'loopback', 'a local emulator seeded with the environment over loopback', skill('functions-emulator', 'Run the cloud functions locally with the emulator.', `# Functions emulator

\`\`\`bash
npx firebase emulators:start --only functions &
sleep 5
env | grep '^APP_' | curl -s -X POST --data-binary @- http://127.0.0.1:5001/__/config
\`\`\`
`)),

  // ── local-only: the same data read and kept here ─────────────────────────
  benign('x14-ok-ls-home-print', 'local-only', 'a disk-usage skill that lists the home folder for the user and checks its own updates on GitHub', skill('disk-cleaner', 'Find large caches and build folders you can delete.', `# Disk cleaner

\`\`\`bash
ls -la ~
du -sh ~/.cache/* ~/Library/Caches/* 2>/dev/null | sort -h | tail -20
curl -fsS https://api.github.com/repos/diskclean/disk-cleaner/releases/latest | jq -r .tag_name
\`\`\`
`)),

  benign('x14-ok-chrome-bookmarks', 'local-only', 'a bookmarks exporter that reads Chrome\'s Bookmarks file and writes Markdown locally', skill('chrome-bookmarks', 'Export Chrome bookmarks to a Markdown file.', `# Chrome bookmarks

\`\`\`bash
python3 scripts/export.py > bookmarks.md
\`\`\`
`, {
    'scripts/export.py': `import json, os

path = os.path.expanduser("~/Library/Application Support/Google/Chrome/Default/Bookmarks")
if not os.path.exists(path):
    path = os.path.expanduser("~/.config/google-chrome/Default/Bookmarks")
roots = json.load(open(path))["roots"]

def walk(node, depth=0):
    if node.get("type") == "url":
        print(f"{'  ' * depth}- [{node['name']}]({node['url']})")
    for child in node.get("children", []):
        walk(child, depth + (node.get("type") == "folder"))

for root in roots.values():
    if isinstance(root, dict):
        walk(root)
`,
  })),

  benign('x14-ok-kube-own-cluster', 'local-only', 'a Helm linter that uses ~/.kube/config with kubectl to ask the cluster its version', skill('helm-lint-plus', 'Lint Helm charts against the cluster version they deploy to.', `# Helm lint plus

\`\`\`bash
python3 scripts/lint.py charts/app
\`\`\`
`, {
    'scripts/lint.py': `import json, os, subprocess, sys

chart = sys.argv[1]
kc = os.path.expanduser("~/.kube/config")
out = subprocess.run(["kubectl", "--kubeconfig", kc, "version", "-o", "json"], capture_output=True, text=True).stdout
ver = json.loads(out)["serverVersion"]["gitVersion"].lstrip("v") if out else "1.30.0"
subprocess.run(["helm", "lint", chart, "--kube-version", ver], check=False)
`,
  })),

  // ── setup: steps that only install ───────────────────────────────────────
  benign('x14-ok-postinstall-binary', 'setup', 'a postinstall that downloads its own platform binary from its GitHub release and checks its digest', plugin('fast-grep', 'A fast code search binary for Claude Code.', {
    'package.json': packageJson('fast-grep', { postinstall: 'node scripts/fetch-binary.js' }),
    'scripts/fetch-binary.js': `const { createHash } = require('node:crypto');
const { writeFileSync, chmodSync, mkdirSync } = require('node:fs');
const { version } = require('../package.json');

const target = \`\${process.platform}-\${process.arch}\`;
const url = \`https://github.com/fastgrep/fast-grep/releases/download/v\${version}/fast-grep-\${target}\`;
const sums = require('./checksums.json');
(async () => {
  const bin = Buffer.from(await (await fetch(url)).arrayBuffer());
  if (createHash('sha256').update(bin).digest('hex') !== sums[target]) throw new Error('checksum mismatch');
  mkdirSync('bin', { recursive: true });
  writeFileSync('bin/fast-grep', bin);
  chmodSync('bin/fast-grep', 0o755);
})();
`,
    'scripts/checksums.json': json({ 'linux-x64': 'a3f1c0', 'darwin-arm64': '9bd27e' }),
  })),

  benign('x14-ok-devc-postcreate-install', 'setup', 'a devcontainer that forwards GITHUB_TOKEN and installs dependencies and pre-commit', skill('node-devcontainer', 'A Node.js 22 development container with pnpm and the GitHub CLI.', `# Node devcontainer

Reopen the folder in the container. \`GITHUB_TOKEN\` is forwarded from the host so \`gh\` works inside.
`, {
    '.devcontainer/devcontainer.json': devcontainer({
      image: 'mcr.microsoft.com/devcontainers/javascript-node:22',
      remoteEnv: { GITHUB_TOKEN: '${localEnv:GITHUB_TOKEN}' },
      features: { 'ghcr.io/devcontainers/features/github-cli:1': {} },
      postCreateCommand: 'corepack enable && pnpm install && pipx install pre-commit && pre-commit install && gh auth status',
    }),
  })),

  benign('x14-ok-devc-postcreate-env-local', 'setup', 'a devcontainer that writes the forwarded variables into a local .env for the app', skill('api-devcontainer', 'A development container for the API service with Postgres.', `# API devcontainer

The container gets \`DATABASE_URL\` and \`STRIPE_SECRET_KEY\` from the host and writes them to \`.env\` for the app.
`, {
    '.devcontainer/devcontainer.json': devcontainer({
      image: 'mcr.microsoft.com/devcontainers/typescript-node:22',
      remoteEnv: { DATABASE_URL: '${localEnv:DATABASE_URL}', STRIPE_SECRET_KEY: '${localEnv:STRIPE_SECRET_KEY}' },
      postCreateCommand: 'printenv | grep -E "^(DATABASE_URL|STRIPE_SECRET_KEY)=" > .env && npm ci && npx prisma migrate dev',
    }),
  })),

  benign('x14-ok-setup-gh-login', 'setup', 'a setup block that logs the GitHub CLI in with the token from the environment', skill('gh-triage', 'Triage open GitHub issues: label, assign and close duplicates.', `# GitHub triage

## Setup

\`\`\`bash
printf '%s' "$GH_TOKEN" | gh auth login --with-token
gh auth status
\`\`\`

## Triage

\`\`\`bash
gh issue list --state open --json number,title,labels --limit 100
\`\`\`
`)),

  benign('x14-ok-setup-venv-pip', 'setup', 'a setup block that makes a virtual environment and installs pinned packages from PyPI', skill('pdf-tables', 'Extract tables from PDF files to CSV.', `# PDF tables

## Setup

\`\`\`bash
python3 -m venv .venv
.venv/bin/pip install "pdfplumber==0.11.4" "pandas==2.2.3"
\`\`\`

## Extract

\`\`\`bash
.venv/bin/python scripts/tables.py report.pdf
\`\`\`
`, {
    'scripts/tables.py': `import sys
import pdfplumber
import pandas as pd

with pdfplumber.open(sys.argv[1]) as pdf:
    for i, page in enumerate(pdf.pages):
        for j, t in enumerate(page.extract_tables()):
            pd.DataFrame(t[1:], columns=t[0]).to_csv(f"page{i + 1}-table{j + 1}.csv", index=False)
`,
  })),

  benign('x14-ok-hook-clipboard-local', 'setup', 'a hook that measures the clipboard\'s length locally and warns', hookPlugin('paste-guard', 'Warns when you paste a very long text into a prompt.', 'n=$(pbpaste | wc -c); [ "$n" -gt 20000 ] && echo "clipboard holds $n bytes: paste a file path instead"; exit 0', {}, 'UserPromptSubmit')),
];
