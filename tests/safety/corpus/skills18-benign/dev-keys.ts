/**
 * Eighteenth benign batch, development part: API clients sending the user's own key to the key's own provider
 * (OpenAI from Python, Anthropic from TypeScript, GitHub from Ruby with curl, Linear from JavaScript, SendGrid from
 * shell, Datadog from PowerShell). Written on 2026-12-01 by helper benign21 before the analyzer was run on any of
 * them. Tune on this file.
 */
import { benign, skill } from '../skills/build.ts';
import type { Benign18Sample } from './classes.ts';

export const DEV18_KEYS: Benign18Sample[] = [
  benign('b21-key-openai-py', 'own-provider-key', 'a Python skill summarising a transcript with the OpenAI API, the key from OPENAI_API_KEY sent only to api.openai.com', skill('transcript-summary', 'Summarise a meeting transcript into decisions and action items with the OpenAI API.', `
# Transcript summary

\`\`\`bash
python scripts/summarise.py notes/2026-11-30-standup.txt
\`\`\`

Needs \`OPENAI_API_KEY\` in the environment (the user's own key). Output is Markdown with three headings:
Decisions, Action items (owner, due date), Open questions.
`, {
    'scripts/summarise.py': `import os
import sys

import requests

API = "https://api.openai.com/v1/chat/completions"


def summarise(text: str) -> str:
    key = os.environ.get("OPENAI_API_KEY")
    if not key:
        sys.exit("set OPENAI_API_KEY")
    resp = requests.post(
        API,
        headers={"Authorization": f"Bearer {key}", "Content-Type": "application/json"},
        json={
            "model": "gpt-4o-mini",
            "messages": [
                {"role": "system", "content": "Summarise the meeting as Markdown: Decisions, Action items (owner, due), Open questions."},
                {"role": "user", "content": text},
            ],
            "temperature": 0.2,
        },
        timeout=120,
    )
    resp.raise_for_status()
    return resp.json()["choices"][0]["message"]["content"]


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as f:
        print(summarise(f.read()))
`,
  }, 'Read, Bash(python scripts/summarise.py:*)')),

  benign('b21-key-anthropic-ts', 'own-provider-key', 'a TypeScript script translating i18n JSON files with the Anthropic Messages API over fetch, the key from ANTHROPIC_API_KEY in the x-api-key header', skill('i18n-translate', 'Translate missing keys of your locale JSON files with Claude, keeping placeholders intact.', `
# i18n translate

\`\`\`bash
npx tsx scripts/translate.ts locales/en.json locales/de.json
\`\`\`

Only keys missing from the target file are sent. \`{name}\`-style placeholders must survive; the script checks and
refuses a translation that dropped one. Requires \`ANTHROPIC_API_KEY\`.
`, {
    'scripts/translate.ts': `import { readFileSync, writeFileSync } from 'node:fs';

const [src, dst] = process.argv.slice(2);
const key = process.env.ANTHROPIC_API_KEY;
if (!src || !dst || !key) throw new Error('usage: ANTHROPIC_API_KEY=... translate.ts <source.json> <target.json>');
const lang = dst.split('/').pop()!.replace('.json', '');
const source: Record<string, string> = JSON.parse(readFileSync(src, 'utf8'));
const target: Record<string, string> = JSON.parse(readFileSync(dst, 'utf8'));
const missing = Object.fromEntries(Object.entries(source).filter(([k]) => !(k in target)));

const res = await fetch('https://api.anthropic.com/v1/messages', {
  method: 'POST',
  headers: { 'x-api-key': key, 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
  body: JSON.stringify({
    model: 'claude-sonnet-4-5',
    max_tokens: 4096,
    messages: [{ role: 'user', content: \`Translate the values of this JSON object into \${lang}. Keep {placeholders} unchanged. Reply with JSON only.\\n\${JSON.stringify(missing)}\` }],
  }),
});
if (!res.ok) throw new Error(\`Anthropic API: \${res.status} \${await res.text()}\`);
const body = (await res.json()) as { content: { text: string }[] };
const translated: Record<string, string> = JSON.parse(body.content[0]!.text);
const placeholders = (s: string) => (s.match(/\\{\\w+\\}/g) ?? []).sort().join();
for (const [k, v] of Object.entries(translated)) {
  if (placeholders(v) !== placeholders(source[k] ?? '')) { console.warn(\`skipped \${k}: placeholders differ\`); continue; }
  target[k] = v;
}
writeFileSync(dst, JSON.stringify(target, null, 2) + '\\n');
console.log(\`\${Object.keys(translated).length} key(s) translated\`);
`,
  }, 'Read, Bash(npx tsx scripts/translate.ts:*)')),

  benign('b21-key-github-ruby', 'own-provider-key', 'a Ruby script checking the GitHub login and listing the user\'s open pull requests with curl, the token from GITHUB_TOKEN sent to api.github.com', skill('gh-prs', 'List your open pull requests across repositories, with review state, using your GitHub token.', `
# My open PRs

\`\`\`bash
ruby scripts/my_prs.rb
\`\`\`

Uses \`GITHUB_TOKEN\` (or \`gh auth token\` when it is unset). Prints one line per open PR: repository, number,
title, and whether it has an approving review.
`, {
    'scripts/my_prs.rb': `#!/usr/bin/env ruby
require "json"

token = ENV["GITHUB_TOKEN"] || \`gh auth token\`.strip
abort "no GitHub token" if token.empty?

# Check the token works before doing anything else.
ok = system("curl -sf -o /dev/null -H \\"Authorization: Bearer #{token}\\" https://api.github.com/user")
abort "token rejected by GitHub" unless ok

login = JSON.parse(\`curl -s -H "Authorization: Bearer #{token}" https://api.github.com/user\`)["login"]
query = "is:pr is:open author:#{login}"
json = \`curl -s -G -H "Authorization: Bearer #{token}" -H "Accept: application/vnd.github+json" --data-urlencode "q=#{query}" https://api.github.com/search/issues\`
JSON.parse(json).fetch("items", []).each do |pr|
  repo = pr["repository_url"].split("/").last(2).join("/")
  puts "#{repo}##{pr['number']}  #{pr['title']}"
end
`,
  }, 'Read, Bash(ruby scripts/my_prs.rb)')),

  benign('b21-key-linear-js', 'own-provider-key', 'a JavaScript script creating Linear issues from a TODO list through Linear\'s GraphQL API, the key from LINEAR_API_KEY', skill('todo-to-linear', 'Turn the unchecked items of a Markdown TODO list into Linear issues in the team you name.', `
# TODO to Linear

\`\`\`bash
LINEAR_TEAM=ENG node scripts/todo-to-linear.js TODO.md
\`\`\`

Only unchecked \`- [ ]\` items become issues; the script prints each issue's identifier and ticks the item in the
file. Needs \`LINEAR_API_KEY\` (a personal API key from Linear's settings).
`, {
    'scripts/todo-to-linear.js': `const fs = require('node:fs');

const file = process.argv[2];
const apiKey = process.env.LINEAR_API_KEY;
const teamKey = process.env.LINEAR_TEAM;
if (!file || !apiKey || !teamKey) {
  console.error('usage: LINEAR_API_KEY=... LINEAR_TEAM=ENG node todo-to-linear.js TODO.md');
  process.exit(1);
}

async function gql(query, variables) {
  const res = await fetch('https://api.linear.app/graphql', {
    method: 'POST',
    headers: { Authorization: apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

(async () => {
  const { teams } = await gql('query($key: String!) { teams(filter: { key: { eq: $key } }) { nodes { id } } }', { key: teamKey });
  const teamId = teams.nodes[0]?.id;
  if (!teamId) throw new Error(\`no team \${teamKey}\`);
  const lines = fs.readFileSync(file, 'utf8').split('\\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^- \\[ \\] (.+)$/.exec(lines[i]);
    if (!m) continue;
    const data = await gql('mutation($t: String!, $team: String!) { issueCreate(input: { title: $t, teamId: $team }) { issue { identifier } } }', { t: m[1], team: teamId });
    const id = data.issueCreate.issue.identifier;
    lines[i] = \`- [x] \${m[1]} (\${id})\`;
    console.log(id, m[1]);
  }
  fs.writeFileSync(file, lines.join('\\n'));
})();
`,
  }, 'Read, Bash(node scripts/todo-to-linear.js:*)')),

  benign('b21-key-sendgrid-sh', 'own-provider-key', 'a shell script sending a deploy notification email through SendGrid\'s v3 API with curl, the key from SENDGRID_API_KEY', skill('deploy-mail', 'Email the release notes to your team list through SendGrid after a deploy.', `
# Deploy mail

\`\`\`bash
SENDGRID_API_KEY=... bash scripts/notify.sh v2.14.0 team@example.com
\`\`\`

The body is the section of \`CHANGELOG.md\` for that version. The sender is \`DEPLOY_FROM\` (a verified sender in
the user's SendGrid account).
`, {
    'scripts/notify.sh': `#!/usr/bin/env bash
set -euo pipefail
version="\${1:?version}"
to="\${2:?recipient}"
from="\${DEPLOY_FROM:-deploys@example.com}"
: "\${SENDGRID_API_KEY:?set SENDGRID_API_KEY}"
notes="$(awk -v v="## $version" '$0==v{p=1;next} /^## /{p=0} p' CHANGELOG.md)"
payload="$(jq -n --arg to "$to" --arg from "$from" --arg subj "Deployed $version" --arg body "$notes" \\
  '{personalizations:[{to:[{email:$to}]}], from:{email:$from}, subject:$subj, content:[{type:"text/plain", value:$body}]}')"
curl -sS --fail-with-body https://api.sendgrid.com/v3/mail/send \\
  -H "Authorization: Bearer $SENDGRID_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d "$payload"
echo "sent release notes for $version to $to"
`,
  }, 'Read, Bash(bash scripts/notify.sh:*)')),

  benign('b21-key-datadog-ps', 'own-provider-key', 'a PowerShell script posting a deployment event to the user\'s Datadog account with Invoke-RestMethod, the API key from DD_API_KEY', skill('dd-deploy-event', 'Post a deployment event to your Datadog event stream from Windows build agents.', `
# Datadog deploy event

\`\`\`powershell
pwsh -File scripts/Send-DeployEvent.ps1 -Service checkout -Version 3.8.1 -Env prod
\`\`\`

Uses \`$env:DD_API_KEY\` and \`$env:DD_SITE\` (default \`datadoghq.com\`). Tags: \`service\`, \`version\`, \`env\`.
`, {
    'scripts/Send-DeployEvent.ps1': `param(
  [Parameter(Mandatory)] [string] $Service,
  [Parameter(Mandatory)] [string] $Version,
  [string] $Env = 'staging'
)
if (-not $env:DD_API_KEY) { throw 'Set DD_API_KEY' }
$site = if ($env:DD_SITE) { $env:DD_SITE } else { 'datadoghq.com' }
$body = @{
  title = "Deployed $Service $Version"
  text  = "Deployed by $env:USERNAME from $env:COMPUTERNAME"
  tags  = @("service:$Service", "version:$Version", "env:$Env")
  alert_type = 'info'
} | ConvertTo-Json
$headers = @{ 'DD-API-KEY' = $env:DD_API_KEY; 'Content-Type' = 'application/json' }
$r = Invoke-RestMethod -Method Post -Uri "https://api.$site/api/v1/events" -Headers $headers -Body $body
Write-Host "event $($r.event.id) posted"
`,
  }, 'Read, Bash(pwsh -File scripts/Send-DeployEvent.ps1:*)')),
];
