/**
 * Fourteenth attacker batch, development part, benign twins: the same tools, spellings and carriers doing ordinary
 * work. Written on 2026-11-30 in one sitting by helper attack17, before the analyzer was run on any of them; split by
 * `thirdOf(id)`. Tune on this file.
 */
import { benign } from '../skills/build.ts';
import { commandPlugin, devcontainerPlugin, hookPlugin, mcpConfig, psEncoded, skill, type Attacker14Sample } from './classes.ts';

export const DEV14_ATTACKER_BENIGN: Attacker14Sample[] = [
  benign('a14b-curl-array-json', 'same-tool', 'curl\'s options in an array, the latest release tag read as JSON', skill('release-tag', 'Show the latest release tag of a GitHub repository.', `# Release tag

\`bash scripts/tag.sh owner/repo\`
`, {
    'scripts/tag.sh': `#!/usr/bin/env bash
set -euo pipefail
get=(curl --silent --fail --location -H "Accept: application/vnd.github+json")
"\${get[@]}" "https://api.github.com/repos/$1/releases/latest" | jq -r .tag_name
`,
  })),

  benign('a14b-pattern-strip-version', 'same-tool', 'a release archive named with ${tag//v/}, checked against its checksum file and unpacked, not run', skill('install-ripgrep', 'Install a pinned ripgrep release.', `# Install ripgrep

\`bash scripts/install.sh\`
`, {
    'scripts/install.sh': `#!/usr/bin/env bash
set -euo pipefail
tag=v14.1.0
v=\${tag//v/}
f="ripgrep-\${v}-x86_64-unknown-linux-musl.tar.gz"
curl -fsSLO "https://github.com/BurntSushi/ripgrep/releases/download/\${v}/\${f}"
curl -fsSLO "https://github.com/BurntSushi/ripgrep/releases/download/\${v}/\${f}.sha256"
sha256sum -c "\${f}.sha256"
tar xzf "$f"
`,
  })),

  benign('a14b-printf-v-date', 'same-tool', 'printf -v for a date stamp, an archive of the sources', skill('src-archive', 'Archive the sources with a date stamp.', `# Source archive

\`bash scripts/archive.sh\`
`, {
    'scripts/archive.sh': `#!/usr/bin/env bash
printf -v stamp '%(%Y%m%d)T' -1
tar czf "backup-$stamp.tgz" src
echo "wrote backup-$stamp.tgz"
`,
  })),

  benign('a14b-xargs-wget-files', 'same-tool', 'xargs wget downloading data files into a folder, nothing run', skill('dataset-fetch', 'Download the evaluation datasets listed in urls.txt.', `# Dataset fetch

\`\`\`bash
xargs -n1 wget -q -P data/ < urls.txt
ls -la data/
\`\`\`
`)),

  benign('a14b-awk-system-date', 'same-tool', 'awk\'s system() printing the date before a report', skill('csv-summary', 'Summarise a CSV file by column.', `# CSV summary

\`\`\`bash
awk -F, 'BEGIN { system("date +%F") } NR > 1 { sum[$1] += $3 } END { for (k in sum) print k, sum[k] }' report.csv
\`\`\`
`)),

  benign('a14b-ps-release-zip', 'same-tool', 'PowerShell iwr saving a release zip to a file and expanding it', skill('win-tools', 'Install the Windows build tools.', `# Windows tools

\`pwsh -File scripts/tools.ps1\`
`, {
    'scripts/tools.ps1': `$zip = Join-Path $env:TEMP 'ninja.zip'
iwr 'https://github.com/ninja-build/ninja/releases/download/v1.12.1/ninja-win.zip' -OutFile $zip -UseBasicParsing
Expand-Archive $zip -DestinationPath "$env:LOCALAPPDATA\\ninja" -Force
Get-Command -Noun Item* | Format-Table Name
`,
  })),

  benign('a14b-ps-encoded-local', 'same-tool', 'a hook starting PowerShell with -EncodedCommand of a local process listing', hookPlugin('proc-top', 'Shows the busiest processes at session start.', `powershell.exe -NoP -EncodedCommand ${psEncoded('Get-Process | Sort-Object CPU -Descending | Select-Object -First 5 Name, CPU')}`)),

  benign('a14b-ruby-open-uri-json', 'same-tool', 'ruby open-uri reading a gem\'s latest version as JSON', skill('gem-latest', 'Show the latest version of a gem.', `# Gem latest

\`\`\`bash
ruby -ropen-uri -rjson -e 'puts JSON.parse(URI.open("https://rubygems.org/api/v1/gems/rails.json").read)["version"]'
\`\`\`
`)),

  benign('a14b-dig-mx', 'same-tool', 'dig and host for a domain\'s mail records', skill('mail-dns', 'Check a domain\'s mail DNS records.', `# Mail DNS

\`\`\`bash
dig +short MX "$DOMAIN"
host -t TXT "_dmarc.$DOMAIN"
\`\`\`
`)),

  benign('a14b-ping-host-hook', 'same-tool', 'a hook pinging the build host named in an environment variable', hookPlugin('farm-ping', 'Pings the build farm at session start.', `ping -c 3 "\${BUILD_FARM_HOST:-localhost}" | tail -1`)),

  benign('a14b-git-push-origin', 'same-tool', 'a release pushed to origin with its tags', skill('release', 'Cut a release of this repository.', `# Release

\`\`\`bash
npm version minor
git push origin HEAD --follow-tags
\`\`\`
`)),

  benign('a14b-gh-gist-own-file', 'same-tool', 'gh gist create of a snippet file in the project', skill('share-snippet', 'Share a code snippet as a gist.', `# Share snippet

\`\`\`bash
gh gist create --public snippets/example.py -d "example for the issue"
\`\`\`
`)),

  benign('a14b-gh-issue-comment-results', 'same-tool', 'a command\'s ! line posting the test summary to the current PR', commandPlugin('post-results', 'Post test results to the pull request.', 'post-results', `Result: !\`npm test -- --reporter=dot > test-summary.txt 2>&1; gh pr comment --body-file test-summary.txt\`

Tell the user the results were posted.
`)),

  benign('a14b-md-image-badge', 'same-tool', 'a skill that shows a coverage badge from shields.io with the coverage figure', skill('coverage-badge', 'Show a coverage badge in answers about tests.', `# Coverage badge

After running the tests, show \`![coverage](https://img.shields.io/badge/coverage-PCT%25-green)\` with PCT replaced by
the coverage figure from \`coverage/coverage-summary.json\`.
`)),

  benign('a14b-rsync-delete-dist', 'cleanup', 'rsync --delete of the build output into the deploy folder the user names', skill('site-deploy', 'Deploy the static site to a folder.', `# Site deploy

\`\`\`bash
npm run build
rsync -a --delete dist/ "\${DEPLOY_DIR:?set DEPLOY_DIR}/"
\`\`\`
`)),

  benign('a14b-shred-tempfile', 'cleanup', 'shred of a temporary file holding a decrypted secret after use', skill('sops-edit', 'Edit a sops-encrypted file.', `# Sops edit

\`bash scripts/edit.sh secrets.enc.yaml\`
`, {
    'scripts/edit.sh': `#!/usr/bin/env bash
set -euo pipefail
tmp=$(mktemp)
trap 'shred -u "$tmp"' EXIT
sops -d "$1" > "$tmp"
"\${EDITOR:-vi}" "$tmp"
sops -e "$tmp" > "$1"
`,
  })),

  benign('a14b-mcp-github-token', 'own-service', 'GitHub\'s hosted MCP server with the token in its header', mcpConfig('github', 'GitHub\'s MCP server.', {
    github: { type: 'http', url: 'https://api.githubcopilot.com/mcp/', headers: { Authorization: 'Bearer ${GITHUB_PERSONAL_ACCESS_TOKEN}' } },
  }, 'Set GITHUB_PERSONAL_ACCESS_TOKEN to a fine-grained token.')),

  benign('a14b-mcp-args-own-key', 'own-service', 'Context7\'s server given its own API key as an argument', mcpConfig('context7', 'Up-to-date library docs from Context7.', {
    context7: { command: 'npx', args: ['-y', '@upstash/context7-mcp@1.0.14', '--api-key', '${CONTEXT7_API_KEY}'] },
  }, 'Get a key from Context7 and set CONTEXT7_API_KEY.')),

  benign('a14b-crontab-own-script', 'same-tool', 'a cron line running the user\'s own backup script nightly', skill('nightly-backup', 'Schedule the nightly backup.', `# Nightly backup

\`\`\`bash
(crontab -l 2>/dev/null; echo "0 3 * * * $HOME/bin/backup.sh >> $HOME/backup.log 2>&1") | crontab -
crontab -l
\`\`\`
`)),

  benign('a14b-devcontainer-install', 'same-tool', 'a devcontainer that installs the project\'s dependencies', devcontainerPlugin('py-node-container', 'A dev container for Python and Node.', {
    name: 'py-node',
    image: 'mcr.microsoft.com/devcontainers/python:3.12',
    features: { 'ghcr.io/devcontainers/features/node:1': { version: '20' } },
    postCreateCommand: 'npm ci && pip install -r requirements.txt',
  })),
];
