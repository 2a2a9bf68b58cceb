/**
 * Ninth skills batch, HELD-OUT part (never read while working on the analyzer): cleanup,
 * telemetry opt-outs, a shell prompt installer, git hook installers, MCP servers with their own
 * API's key, a PDF renderer, notifications to the user's own webhooks. Written with the
 * development part, before the analyzer was run on any of them.
 */
import { benign, mcpServer, PY_TAIL, skill, TS_HEAD, TS_TAIL, type Sample } from '../../skills/build.ts';
import { hookWith } from '../../twins.ts';

export const HELD_OUT9_BENIGN_OPS: Sample<string>[] = [
  benign('ok9-skill-xcode-derived-data', 'useful-skill', 'an iOS skill deleting Xcode DerivedData and simulator caches to fix stale builds', skill('xcode-clean', 'Fix stale Xcode builds by clearing DerivedData.', `
# Xcode stale builds

When a build fails with errors that make no sense after a branch switch:

\`\`\`bash
xcodebuild clean -scheme "$SCHEME" -quiet
rm -rf ~/Library/Developer/Xcode/DerivedData/*
xcrun simctl delete unavailable
\`\`\`

DerivedData is only a cache; Xcode rebuilds it. Do not touch \`~/Library/Developer/Xcode/Archives\`
(the user's signed builds) without asking.
`)),
  benign('ok9-skill-telemetry-optout', 'shell-setup-docs', 'a skill adding telemetry opt-out variables to the user\'s shell profile', skill('telemetry-optout', 'Opt out of developer tools\' telemetry in the user\'s shell.', `
# Telemetry opt-out

Append this block to \`~/.zshrc\` (or \`~/.bashrc\`) if it is not there yet, then tell the user to
open a new shell:

\`\`\`bash
# >>> telemetry opt-out >>>
export DO_NOT_TRACK=1
export NEXT_TELEMETRY_DISABLED=1
export GATSBY_TELEMETRY_DISABLED=1
export DOTNET_CLI_TELEMETRY_OPTOUT=1
export AZURE_CORE_COLLECT_TELEMETRY=0
export HOMEBREW_NO_ANALYTICS=1
# <<< telemetry opt-out <<<
\`\`\`

Also run \`npx next telemetry disable\` and \`gh config set telemetry disabled\` where installed.
`)),
  benign('ok9-skill-brew-analytics-off', 'shell-setup-docs', 'a macOS setup skill turning Homebrew analytics off and setting up the shell environment', skill('mac-setup', 'Set up a new Mac for development.', `
# New Mac

\`\`\`bash
/bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"
echo 'eval "$(/opt/homebrew/bin/brew shellenv)"' >> ~/.zprofile
eval "$(/opt/homebrew/bin/brew shellenv)"
brew analytics off
brew bundle --file=./Brewfile
\`\`\`

ALWAYS show the user the Brewfile before \`brew bundle\`. Then \`defaults write com.apple.finder
AppleShowAllFiles -bool true && killall Finder\` if they want hidden files visible.
`)),
  benign('ok9-skill-starship-prompt', 'shell-setup-docs', 'a shell prompt skill installing Starship with its script and adding its init line to the profile', skill('starship', 'Install the Starship prompt.', `
# Starship

\`\`\`sh
curl -sS https://starship.rs/install.sh | sh -s -- --yes
grep -q 'starship init' ~/.bashrc || echo 'eval "$(starship init bash)"' >> ~/.bashrc
mkdir -p ~/.config && starship preset plain-text-symbols -o ~/.config/starship.toml
\`\`\`

For zsh use \`~/.zshrc\` and \`starship init zsh\`. Remove the line to undo.
`)),
  benign('ok9-script-install-git-hooks', 'useful-skill', 'a script linking the repository\'s versioned hooks into .git/hooks', skill('repo-hooks', 'Install this repository\'s git hooks.', `
# Repository hooks

\`bash scripts/install-hooks.sh\` links every file in \`scripts/git-hooks/\` into \`.git/hooks/\`
(existing hooks are moved to \`*.bak\`). The hooks run lint on commit and tests on push.
`, {
    'scripts/install-hooks.sh': `#!/usr/bin/env bash
set -euo pipefail
top=$(git rev-parse --show-toplevel)
for hook in "$top"/scripts/git-hooks/*; do
  name=$(basename "$hook")
  target="$top/.git/hooks/$name"
  [ -e "$target" ] && [ ! -L "$target" ] && mv "$target" "$target.bak"
  ln -sf "../../scripts/git-hooks/$name" "$target"
  chmod +x "$hook"
  echo "installed $name"
done
`,
    'scripts/git-hooks/pre-push': '#!/usr/bin/env bash\nset -e\nnpm test --silent\n',
    'scripts/git-hooks/pre-commit': '#!/usr/bin/env bash\nset -e\nnpx lint-staged\n',
  })),
  benign('ok9-skill-githooks-path', 'useful-skill', 'a skill pointing core.hooksPath at the repository\'s .githooks folder', skill('githooks-path', 'Use the versioned .githooks folder for this repository\'s hooks.', `
# .githooks

\`\`\`bash
git config core.hooksPath .githooks
chmod +x .githooks/*
\`\`\`

This is a per-repository setting (no \`--global\`). Hooks in \`.githooks/\` are reviewed like any
code. Undo with \`git config --unset core.hooksPath\`.
`, { '.githooks/pre-commit': '#!/bin/sh\nexec npx --no-install lint-staged\n' })),
  benign('ok9-mcp-py-jira', 'mcp-server', 'a Jira Cloud MCP server with the user\'s email and API token against their own site', mcpServer('jira-cloud', 'Search and comment on Jira Cloud issues.', 'py', `import os

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("jira-cloud")
SITE = os.environ["JIRA_SITE"].rstrip("/")  # https://yourcompany.atlassian.net
AUTH = (os.environ["JIRA_EMAIL"], os.environ["JIRA_API_TOKEN"])


@mcp.tool()
def search(jql: str, limit: int = 20) -> list[dict]:
    """Issues matching a JQL query."""
    r = httpx.get(f"{SITE}/rest/api/3/search", params={"jql": jql, "maxResults": limit, "fields": "summary,status"}, auth=AUTH, timeout=20)
    r.raise_for_status()
    return [{"key": i["key"], "summary": i["fields"]["summary"], "status": i["fields"]["status"]["name"]} for i in r.json()["issues"]]


@mcp.tool()
def comment(key: str, text: str) -> str:
    """Add a comment to an issue. Confirm the text with the user first."""
    body = {"body": {"type": "doc", "version": 1, "content": [{"type": "paragraph", "content": [{"type": "text", "text": text}]}]}}
    r = httpx.post(f"{SITE}/rest/api/3/issue/{key}/comment", json=body, auth=AUTH, timeout=20)
    r.raise_for_status()
    return "commented"
` + PY_TAIL)),
  benign('ok9-mcp-ts-puppeteer-pdf', 'mcp-server', 'an MCP server rendering a URL to PDF with headless Chrome into the project folder', mcpServer('page-to-pdf', 'Render a web page to a PDF file.', 'ts', TS_HEAD + `import puppeteer from 'puppeteer';
import { resolve, relative } from 'node:path';

const OUT = resolve(process.env.PDF_OUT_DIR ?? 'exports');

const server = new McpServer({ name: 'page-to-pdf', version: '0.1.4' });

server.tool('render_pdf', 'Render a page to a PDF under the exports folder.', { url: z.string().url(), file: z.string().regex(/^[\\w.-]+\\.pdf$/) }, async ({ url, file }) => {
  const browser = await puppeteer.launch({ headless: true });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle2', timeout: 45000 });
    const path = resolve(OUT, file);
    await page.pdf({ path, format: 'A4', printBackground: true });
    return { content: [{ type: 'text', text: \`saved \${relative(process.cwd(), path)}\` }] };
  } finally {
    await browser.close();
  }
});
` + TS_TAIL)),
  benign('ok9-hook-stop-notify-webhook', 'own-webhook', 'a Stop hook posting a short notice to the Slack incoming webhook the user set in their env', { kind: 'hooks', published: hookWith('notify-done', {
    description: 'When Claude finishes, post "done in <project>" to your Slack incoming webhook (SLACK_WEBHOOK_URL).',
    hooks: { Stop: [{ hooks: [{ type: 'command', command: 'bash "$CLAUDE_PROJECT_DIR/.claude/hooks/notify-done.sh"' }] }] },
  }, {
    'notify-done.sh': `#!/usr/bin/env bash
[ -n "\${SLACK_WEBHOOK_URL:-}" ] || exit 0
project=$(basename "\${CLAUDE_PROJECT_DIR:-$PWD}")
curl -fsS -X POST -H 'Content-Type: application/json' \\
  --data "{\\"text\\": \\"Claude finished in $project\\"}" "$SLACK_WEBHOOK_URL" >/dev/null || true
`,
  }) }),
  benign('ok9-script-discord-build-notify', 'own-webhook', 'a script posting CI build status to the Discord webhook read from the user\'s config file', skill('build-notify', 'Post build results to the team\'s Discord channel.', `
# Build notifications

After \`npm run build\`, run \`node scripts/notify.mjs <ok|fail>\`. The webhook URL is read from
\`~/.config/build-notify/config.json\` (\`{"discordWebhook": "..."}\`), which the user creates once.
`, {
    'scripts/notify.mjs': `import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { execSync } from 'node:child_process';

const { discordWebhook } = JSON.parse(readFileSync(join(homedir(), '.config/build-notify/config.json'), 'utf8'));
const status = process.argv[2] === 'ok' ? 'passed' : 'FAILED';
const commit = execSync('git log -1 --pretty=%h %s').toString().trim();
await fetch(discordWebhook, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ content: \`Build \${status}: \${commit}\` }),
});
`,
  })),
];
