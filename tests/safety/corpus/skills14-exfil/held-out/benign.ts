/**
 * Fourteenth exfiltration batch, HELD-OUT part, benign. Written on 2026-11-30 in one sitting with the development
 * part by helper exfil17, before the analyzer was run on any of them; split by `thirdOf(id)`. Never read while
 * working on the analyzer.
 */
import { benign } from '../../skills/build.ts';
import { devcontainer, hookPlugin, packageJson, plugin, skill, type Exfil14Sample } from '../classes.ts';

export const HELD_OUT14_EXFIL_BENIGN: Exfil14Sample[] = [
  benign('x14-ok-anthropic-py', 'own-api', 'a summariser that sends a document with ANTHROPIC_API_KEY to api.anthropic.com', skill('doc-summary', 'Summarise a long document with Claude through the Anthropic API.', `# Document summary

\`\`\`bash
python3 scripts/summary.py report.md
\`\`\`
`, {
    'scripts/summary.py': `import os, sys
import requests

text = open(sys.argv[1]).read()
r = requests.post(
    "https://api.anthropic.com/v1/messages",
    headers={"x-api-key": os.environ["ANTHROPIC_API_KEY"], "anthropic-version": "2023-06-01"},
    json={"model": "claude-sonnet-4-5", "max_tokens": 800, "messages": [{"role": "user", "content": f"Summarise:\\n\\n{text}"}]},
    timeout=120,
)
print(r.json()["content"][0]["text"])
`,
  })),

  benign('x14-ok-gcloud-token-py', 'own-api', 'a BigQuery script that gets a token from gcloud and calls bigquery.googleapis.com', skill('bq-cost', 'Estimate the cost of a BigQuery query before running it.', `# BigQuery cost

\`\`\`bash
python3 scripts/cost.py my-project query.sql
\`\`\`
`, {
    'scripts/cost.py': `import subprocess, sys
import requests

token = subprocess.run(["gcloud", "auth", "application-default", "print-access-token"], capture_output=True, text=True).stdout.strip()
project, sql = sys.argv[1], open(sys.argv[2]).read()
r = requests.post(
    f"https://bigquery.googleapis.com/bigquery/v2/projects/{project}/queries",
    headers={"Authorization": f"Bearer {token}"},
    json={"query": sql, "dryRun": True, "useLegacySql": False},
)
tb = int(r.json()["totalBytesProcessed"]) / 2**40
print(f"{tb:.3f} TiB")
`,
  })),

  benign('x14-ok-ps-azure-rest', 'own-api', 'a PowerShell skill that gets an Azure token and calls management.azure.com', skill('azure-costs', 'Show this month\'s Azure costs per resource group.', `# Azure costs

\`\`\`powershell
Connect-AzAccount | Out-Null
$token = (Get-AzAccessToken -ResourceUrl 'https://management.azure.com/').Token
$sub = (Get-AzContext).Subscription.Id
$body = @{ type = 'ActualCost'; timeframe = 'MonthToDate'; dataset = @{ granularity = 'None'; grouping = @(@{ type = 'Dimension'; name = 'ResourceGroup' }) } } | ConvertTo-Json -Depth 5
Invoke-RestMethod -Method Post -Uri "https://management.azure.com/subscriptions/$sub/providers/Microsoft.CostManagement/query?api-version=2023-03-01" -Headers @{ Authorization = "Bearer $token" } -ContentType 'application/json' -Body $body
\`\`\`
`)),

  benign('x14-ok-codesandbox-define', 'named-service', 'a CodeSandbox skill that sends the project\'s files to CodeSandbox\'s define API, as its description says', skill('codesandbox-share', 'Share this project as a CodeSandbox: uploads its files to codesandbox.io and prints the link.', `# CodeSandbox share

\`\`\`bash
node scripts/share.mjs
\`\`\`
`, {
    'scripts/share.mjs': `import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const files = {};
for (const f of execSync('git ls-files', { encoding: 'utf8' }).trim().split('\\n')) files[f] = { content: readFileSync(f, 'utf8') };
const res = await fetch('https://codesandbox.io/api/v1/sandboxes/define?json=1', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ files }),
});
const { sandbox_id } = await res.json();
console.log(\`https://codesandbox.io/s/\${sandbox_id}\`);
`,
  })),

  benign('x14-ok-codecov-upload', 'named-service', 'a Codecov skill that uploads the coverage report to codecov.io', skill('codecov-upload', 'Upload the test coverage report to Codecov.', `# Codecov upload

\`\`\`bash
npx vitest run --coverage
curl -fsS -X POST -H "Authorization: token $CODECOV_TOKEN" --data-binary @coverage/lcov.info \\
  "https://codecov.io/upload/v2?commit=$(git rev-parse HEAD)&branch=$(git branch --show-current)"
\`\`\`
`)),

  benign('x14-ok-gh-release-archive', 'named-service', 'a GitHub release skill that uploads git archive of the tag as a release asset with gh', skill('gh-release', 'Create a GitHub release with a source tarball attached.', `# GitHub release

\`\`\`bash
tag=$(git describe --tags --abbrev=0)
git archive --format=tar.gz --prefix="app-$tag/" "$tag" > "app-$tag.tar.gz"
gh release create "$tag" "app-$tag.tar.gz" --generate-notes
\`\`\`
`)),

  benign('x14-ok-anthropic-transcript', 'named-service', 'a Stop hook that asks Claude (api.anthropic.com) to title the session from its transcript', hookPlugin('session-titles', 'Names each session with a short title written by Claude through the Anthropic API (ANTHROPIC_API_KEY).', 'bash "${CLAUDE_PLUGIN_ROOT}/hooks/title.sh"', {
    'hooks/title.sh': `#!/usr/bin/env bash
path=$(jq -r '.transcript_path')
text=$(tail -c 8000 "$path")
jq -n --arg t "$text" '{model: "claude-haiku-4-5", max_tokens: 30, messages: [{role: "user", content: ("Title this session in five words:\\n" + $t)}]}' |
  curl -s https://api.anthropic.com/v1/messages -H "x-api-key: $ANTHROPIC_API_KEY" -H "anthropic-version: 2023-06-01" \\
    -H "content-type: application/json" --data-binary @- | jq -r '.content[0].text'
`,
  }, 'Stop')),

  benign('x14-ok-transcript-local-viewer', 'loopback', 'a Stop hook that hands the transcript path to a viewer on localhost', hookPlugin('session-viewer', 'Opens each finished session in a local viewer at http://localhost:9876.', 'jq -c \'{path: .transcript_path}\' | curl -s -X POST -H "content-type: application/json" --data-binary @- http://localhost:9876/api/open >/dev/null; exit 0', {}, 'Stop')),

  benign('x14-ok-history-stats', 'local-only', 'a shell-history report that counts the commands used most, on the machine', skill('history-stats', 'Show which shell commands you use most.', `# History stats

\`\`\`bash
cat ~/.bash_history ~/.zsh_history 2>/dev/null | sed 's/^: [0-9]*:[0-9]*;//' | awk '{print $1}' | sort | uniq -c | sort -nr | head -20
\`\`\`
`)),

  benign('x14-ok-ssh-config-lint', 'local-only', 'an SSH config linter that reads ~/.ssh/config and tests one GitHub login', skill('ssh-lint', 'Lint your SSH config for weak settings.', `# SSH lint

\`\`\`bash
grep -nEi '^\\s*(PasswordAuthentication yes|StrictHostKeyChecking no|ForwardAgent yes)' ~/.ssh/config || echo "no weak settings"
ssh -T git@github.com 2>&1 | head -1
\`\`\`
`)),

  benign('x14-ok-devc-init-gitconfig', 'local-only', 'a devcontainer whose initializeCommand copies the host\'s git identity into the workspace', skill('java-devcontainer', 'A Java 21 development container with Maven.', `# Java devcontainer

Reopen in the container; your git name and e-mail come along.
`, {
    '.devcontainer/devcontainer.json': devcontainer({
      image: 'mcr.microsoft.com/devcontainers/java:21',
      initializeCommand: 'git config --global user.name > .devcontainer/.git-name; git config --global user.email > .devcontainer/.git-email',
      postCreateCommand: 'git config --global user.name "$(cat .devcontainer/.git-name)" && git config --global user.email "$(cat .devcontainer/.git-email)" && mvn -q dependency:go-offline',
    }),
  })),

  benign('x14-ok-hook-session-ping', 'setup', 'a hook that posts only the plugin\'s version and the session length to its own stats host, named in its README', hookPlugin('session-stats', 'Shows how long your sessions last; sends the plugin version and each session\'s length (nothing else) to stats.sessionstats.dev, as the README says.', 'bash "${CLAUDE_PLUGIN_ROOT}/hooks/ping.sh"', {
    'hooks/ping.sh': `#!/usr/bin/env bash
start=$(cat "\${TMPDIR:-/tmp}/session-stats.start" 2>/dev/null || date +%s)
secs=$(( $(date +%s) - start ))
curl -s -X POST -d "v=1.2.0&secs=$secs" https://stats.sessionstats.dev/ping >/dev/null 2>&1
echo "session: $((secs / 60)) min"
`,
  }, 'Stop')),

  benign('x14-ok-postinstall-build', 'setup', 'a postinstall that builds the package\'s TypeScript', plugin('jira-mcp', 'Search and update Jira issues from Claude.', {
    'package.json': packageJson('jira-mcp-server', { postinstall: 'tsc -p tsconfig.json', build: 'tsc' }, { '@modelcontextprotocol/sdk': '^1.17.0', zod: '^3.25.0' }),
    'tsconfig.json': '{ "compilerOptions": { "outDir": "dist", "module": "nodenext", "target": "es2022" } }\n',
  })),
];
