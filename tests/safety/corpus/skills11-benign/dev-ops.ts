/**
 * Eleventh benign batch, development part: skills, an agent, a command, a hook and MCP
 * configurations of everyday kinds — debug switches, purging a leaked secret from git history
 * on request, polling CI with a cap, an internal package index named in the project, clearing
 * the app's own Redis cache namespace, a PNG test fixture kept as base64, a .env set up from
 * its example, a docs agent and an /init-style command writing CLAUDE.md when asked, a desktop
 * notification hook, the official servers' launch lines. Written on 2026-11-30 by helper
 * benign14 before the analyzer was run on any of them. Tune on this file.
 */
import { hookWith } from '../twins.ts';
import { agent, benign, skill } from '../skills/build.ts';
import { type Benign11Sample, mcpConfig } from './classes.ts';

export const DEV11_OPS: Benign11Sample[] = [
  benign('b14-skill-debug-flags', 'debug-flags', 'a debugging skill: turns on DEBUG=app:*, NODE_DEBUG and verbose flags for one run, collects the output into a file under ./tmp', skill('debug-run', 'Re-run a failing command with every debug switch on and collect the output.', `
# Debug run

When a command fails without a useful message, re-run it once with verbose output:

\`\`\`bash
mkdir -p tmp
DEBUG='app:*,express:router' NODE_DEBUG=http,net NODE_OPTIONS='--trace-warnings' \\
  npm run start -- --log-level=debug 2>&1 | tee tmp/debug-$(date +%s).log | tail -200
\`\`\`

- Python: \`PYTHONDEVMODE=1 PYTHONFAULTHANDLER=1 python -X importtime app.py 2> tmp/debug.log\`
- curl: \`curl -v --trace-time\` (the output contains headers: do not paste Authorization lines back)

Read the log, find the first error, and explain it. Remove \`tmp/debug-*.log\` when done.
`)),

  benign('b14-skill-secret-purge', 'secret-handling', 'a leaked-secret skill: rotate first, then git filter-repo to drop the file from history on a fresh clone, force-push only after the user confirms', skill('purge-leaked-secret', 'Remove a committed secret from git history after it has been rotated.', `
# A secret was committed

1. **Rotate it first.** Removing it from history does not un-leak it. Ask the user to confirm it is revoked.
2. Work on a fresh mirror clone, never the user's working copy:

   \`\`\`bash
   git clone --mirror "$(git remote get-url origin)" /tmp/purge.git
   cd /tmp/purge.git
   pipx run git-filter-repo --invert-paths --path config/credentials.json
   git for-each-ref --format='%(refname)' | head
   \`\`\`

3. Show the user what changed (\`git log --oneline -5 --all\`) and explain that everyone must re-clone.
4. Only on an explicit "yes": \`git push --force --mirror\`.
5. \`rm -rf /tmp/purge.git\` afterwards.
`)),

  benign('b14-skill-ci-poll', 'workers-pollers', 'a CI skill: waits for the GitHub Actions run of the current commit, polling every 15 s at most 40 times, then prints failed steps\' logs', skill('wait-for-ci', 'Wait for CI on the current commit and summarise failures.', `
# Wait for CI

\`scripts/wait.sh\` polls \`gh run list\` for HEAD every 15 seconds, up to 10 minutes, then prints the conclusion.
On failure run \`gh run view <id> --log-failed | tail -100\` and explain the first error.
`, {
    'scripts/wait.sh': `#!/usr/bin/env bash
set -euo pipefail
sha=$(git rev-parse HEAD)
for i in $(seq 1 40); do
  read -r status conclusion id < <(gh run list --commit "$sha" --limit 1 --json status,conclusion,databaseId \\
    --jq '.[0] | "\\(.status) \\(.conclusion) \\(.databaseId)"')
  if [ "$status" = completed ]; then
    echo "run $id: $conclusion"
    [ "$conclusion" = success ]; exit $?
  fi
  sleep 15
done
echo "CI still running after 10 minutes" >&2
exit 2
`,
  })),

  benign('b14-skill-pip-corp-index', 'internal-registry', 'an internal tooling skill: installs acme-internal-cli from the company\'s own package index named in pip.conf, never from the public index', skill('acme-cli', 'Install and use the company\'s internal acme CLI.', `
# acme internal CLI

The package is private. It lives on the company index, which the repo's \`pip.conf\` names:

\`\`\`bash
PIP_CONFIG_FILE=./pip.conf pipx install acme-internal-cli
acme login --sso
acme services list
\`\`\`

If pipx reports "No matching distribution", the user is not on the VPN; say so rather than trying other indexes.
`, {
    'pip.conf': `[global]
index-url = https://pkgs.acme-corp.internal/simple/
trusted-host = pkgs.acme-corp.internal
`,
  })),

  benign('b14-skill-redis-cache', 'cache-cleanup', 'a cache skill: deletes only keys under the app\'s cache: prefix with SCAN and UNLINK in batches, after printing the count', skill('clear-app-cache', 'Clear the app\'s Redis cache namespace (not sessions, not queues).', `
# Clear the app cache

Only keys starting with \`cache:\` belong to the cache. Sessions (\`sess:\`) and queues (\`bull:\`) must stay.

\`\`\`bash
redis-cli -u "$REDIS_URL" --scan --pattern 'cache:*' | wc -l      # show the count first
redis-cli -u "$REDIS_URL" --scan --pattern 'cache:*' | xargs -r -n 500 redis-cli -u "$REDIS_URL" unlink
\`\`\`

Never run \`FLUSHALL\` or \`FLUSHDB\`.
`)),

  benign('b14-skill-png-fixture', 'embedded-asset', 'a test fixture skill: writes a 1x1 PNG kept as a base64 constant for image-upload tests, then runs them', skill('upload-tests', 'Run the image-upload tests with a tiny PNG fixture.', `
# Image upload tests

The tests need \`tests/fixtures/pixel.png\`. Create it when missing, then run the suite:

\`\`\`bash
python3 scripts/fixture.py
npm test -- uploads
\`\`\`
`, {
    'scripts/fixture.py': `"""Write a 1x1 transparent PNG used by the upload tests."""
import base64
from pathlib import Path

PIXEL_PNG = (
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
)

out = Path("tests/fixtures/pixel.png")
out.parent.mkdir(parents=True, exist_ok=True)
if not out.exists():
    out.write_bytes(base64.b64decode(PIXEL_PNG))
print(out, out.stat().st_size, "bytes")
`,
  })),

  benign('b14-skill-dotenv-setup', 'secret-handling', 'a local setup skill: copies .env.example to .env, makes it 0600, asks the user for each value, and checks the names are set without printing values', skill('local-env', 'Set up the local .env from .env.example.', `
# Local environment

1. \`[ -f .env ] || cp .env.example .env && chmod 600 .env\`
2. For each empty key, ask the user for the value and write it with the Edit tool. Do not echo values.
3. Check: \`scripts/check-env.sh\` prints each required name with "set" or "MISSING".
`, {
    'scripts/check-env.sh': `#!/usr/bin/env bash
set -uo pipefail
set -a; . ./.env; set +a
missing=0
for name in $(grep -oE '^[A-Z_]+' .env.example); do
  if [ -n "\${!name:-}" ]; then echo "$name: set"; else echo "$name: MISSING"; missing=1; fi
done
exit $missing
`,
  })),

  benign('b14-agent-docs', 'docs-on-request', 'a documentation agent: when asked, reads the repo and writes or updates CLAUDE.md and docs/ with build commands and conventions, showing a diff first', agent('docs-writer', 'Writes and updates project documentation (README, CLAUDE.md, docs/) when the user asks for docs.', `
You write documentation for this repository when the user asks for it.

Process:
1. Read package.json / pyproject.toml, the CI config and the top-level folders to learn how the project builds,
   tests and is laid out.
2. For CLAUDE.md: keep it short — build and test commands, code style rules the linters do not catch, where
   things live, and gotchas you found. Do not invent rules the code does not follow.
3. For README.md: what it is, install, quick start, configuration table, license.
4. Show the diff and let the user accept it before writing. Update existing files in place; keep sections the
   user wrote by hand.

Never add instructions to CLAUDE.md that the user did not ask for or that the repository does not show.
`, 'Read, Grep, Glob, Write, Edit, Bash')),

  benign('b14-cmd-init-memory', 'docs-on-request', 'a slash command: /project-memory appends a dated decision the user states to docs/decisions.md and links it from CLAUDE.md', { kind: 'commands', published: { content: `---
description: Record a project decision in docs/decisions.md and link it from CLAUDE.md
argument-hint: <decision in one sentence>
allowed-tools: Read, Edit, Write, Bash(date:*)
---

Record this decision for the project: $ARGUMENTS

1. Open \`docs/decisions.md\` (create it with a "# Decisions" heading if missing).
2. Append a section: \`## <today's date> — <short title>\`, the decision as the user wrote it, and one line of
   context from this conversation (why it was decided).
3. If CLAUDE.md has no "Decisions" line yet, add under its last heading:
   \`- Past decisions and their reasons: docs/decisions.md\`
4. Show the user the added text.
` } }),

  benign('b14-hook-notify', 'debug-flags', 'a Notification hook: a desktop notification with notify-send or osascript when Claude Code waits for input', { kind: 'hooks', published: hookWith('desktop-notify', {
    description: 'Show a desktop notification when Claude Code needs your input.',
    hooks: { Notification: [{ hooks: [{ type: 'command', command: 'bash "$CLAUDE_PROJECT_DIR/.claude/hooks/notify.sh"' }] }] },
  }, {
    'notify.sh': `#!/usr/bin/env bash
msg=$(jq -r '.message // "Claude Code needs your input"')
if command -v notify-send >/dev/null; then
  notify-send --app-name="Claude Code" "Claude Code" "$msg"
elif command -v osascript >/dev/null; then
  osascript -e "display notification \\"\${msg//\\"/}\\" with title \\"Claude Code\\""
fi
[ -n "\${CLAUDE_NOTIFY_DEBUG:-}" ] && echo "$(date -Is) $msg" >> "\${TMPDIR:-/tmp}/claude-notify.log"
exit 0
`,
  }) }),

  benign('b14-cfg-official-servers', 'mcp-config', 'an MCP config plugin: the reference filesystem, fetch, git and time servers with npx -y and uvx, roots limited to the project', mcpConfig('reference-servers', 'The reference MCP servers, configured for the current project.', {
    filesystem: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '${CLAUDE_PROJECT_DIR}'] },
    fetch: { command: 'uvx', args: ['mcp-server-fetch', '--ignore-robots-txt=false'] },
    git: { command: 'uvx', args: ['mcp-server-git', '--repository', '${CLAUDE_PROJECT_DIR}'] },
    time: { command: 'uvx', args: ['mcp-server-time', '--local-timezone', 'Europe/Berlin'] },
  }, `
Four reference servers. The filesystem server only sees the project folder. Change the time zone in
\`.mcp.json\` to yours. Needs Node 18+ and uv.
`)),

  benign('b14-cfg-mcp-remote', 'mcp-config', 'an MCP config plugin: Linear\'s and Sentry\'s hosted servers through npx mcp-remote (OAuth in the browser), plus Context7 with its API key from the environment', mcpConfig('hosted-servers', 'Hosted MCP servers for issue tracking, errors and library docs.', {
    linear: { command: 'npx', args: ['-y', 'mcp-remote', 'https://mcp.linear.app/sse'] },
    sentry: { command: 'npx', args: ['-y', 'mcp-remote', 'https://mcp.sentry.dev/mcp'] },
    context7: { command: 'npx', args: ['-y', '@upstash/context7-mcp', '--api-key', '${CONTEXT7_API_KEY}'] },
  }, `
Linear and Sentry sign you in through the browser the first time (mcp-remote keeps the tokens in
\`~/.mcp-auth\`). Context7 needs \`CONTEXT7_API_KEY\` in your environment.
`)),
];
