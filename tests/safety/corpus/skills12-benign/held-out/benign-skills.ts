/**
 * Twelfth benign batch, held-out third (never read while working on the analyzer; totals only): skills, an
 * agent, a hook and an MCP config — a Gemini image call, gzip to Honeycomb, Content-MD5 to S3, a pre-commit hook
 * written then run, commits squashed on request, a token's last four characters, CI variable names, cache
 * cleaning, release notes, session context. Written on 2026-11-30 by helper benign15 before the analyzer was run
 * on any of them.
 */
import { agent, benign, skill } from '../../skills/build.ts';
import { hookWith } from '../../twins.ts';
import { type Benign12Sample, mcpConfig } from '../classes.ts';

export const HELD_OUT12_SKILLS: Benign12Sample[] = [
  benign('b15-agent-release-notes', 'approval-words', 'a release-notes agent: drafts notes from merged PRs, and tags the release only once the user has approved the draft', agent('release-notes', 'Drafts release notes from merged pull requests and tags the release after the user approves.', `
You write release notes for this repository.

1. Find the previous tag (\`git describe --tags --abbrev=0\`) and list merged PRs since then
   (\`gh pr list --state merged --search "merged:>=<tag date>" --json number,title,labels,author\`).
2. Group them: Features, Fixes, Docs, Internal. One line each, with the PR number and author.
3. Write the draft to \`RELEASE_NOTES.md\` and show it.
4. Once the user has approved the draft and the version number, run \`git tag -a vX.Y.Z -F RELEASE_NOTES.md\` and
   \`gh release create vX.Y.Z -F RELEASE_NOTES.md\`. Without the user's approval, stop after the draft.
`, 'Read, Write, Bash')),

  benign('b15-hook-session-context', 'docs-on-request', 'a SessionStart hook: prints the branch, the last five commits and the project\'s .claude/notes.md as context', { kind: 'hooks', published: hookWith('session-context', {
    description: 'Give Claude Code the current branch, recent commits and your project notes at the start of a session.',
    hooks: { SessionStart: [{ hooks: [{ type: 'command', command: 'bash "$CLAUDE_PROJECT_DIR/.claude/hooks/context.sh"' }] }] },
  }, {
    'context.sh': `#!/usr/bin/env bash
cd "$CLAUDE_PROJECT_DIR" || exit 0
echo "Branch: $(git branch --show-current 2>/dev/null)"
echo "Recent commits:"
git log --oneline -n 5 2>/dev/null | sed 's/^/  /'
if [ -f .claude/notes.md ]; then
  echo
  echo "Project notes (.claude/notes.md):"
  head -n 40 .claude/notes.md
fi
exit 0
`,
  }) }),

  benign('b15-skill-cache-clean', 'cache-cleanup', 'a disk-space skill: shows cache sizes, then (after the user picks) cleans pip, npm, Go build and Docker builder caches', skill('clean-caches', 'Free disk space by cleaning developer caches (pip, npm, Go, Docker).', `
# Clean developer caches

1. Show sizes first:
   \`\`\`bash
   du -sh ~/.cache/pip ~/.npm/_cacache ~/.cache/go-build ~/Library/Caches/pip 2>/dev/null
   docker system df 2>/dev/null
   \`\`\`
2. Ask the user which to clean. Then only those:
   \`\`\`bash
   pip cache purge
   npm cache clean --force
   go clean -cache -testcache
   docker builder prune -f --filter until=168h
   rm -rf ~/.cache/ms-playwright/.links
   \`\`\`
3. Show the sizes again and the space freed.

Never touch \`~/.m2\`, \`~/.gradle\` or Docker volumes: they hold data, not only caches.
`)),

  benign('b15-skill-ci-env-names', 'env-names', 'a CI debug skill: prints the names of the environment variables, and for required ones whether each is set, never a value', skill('ci-env-check', 'Check which environment variables a CI job sees (names only) and which required ones are missing.', `
# CI environment check

\`\`\`bash
echo "Variables present (names only):"
env | cut -d= -f1 | sort | tr '\\n' ' '; echo
for v in GITHUB_TOKEN NPM_TOKEN AWS_ROLE_ARN DATABASE_URL; do
  if [ -n "\${!v:-}" ]; then echo "$v: set (\${#v} name chars)"; else echo "$v: MISSING"; fi
done
\`\`\`

Add this as a step before the failing one in the workflow, and tell the user which required variables are missing
and where to set them (repository secrets, environment secrets, or the job's \`env:\`).
`)),

  benign('b15-skill-gemini-inline', 'vision-upload', 'a diagram-to-text skill: base64 of a diagram as inline_data to the Gemini API with the key as a query parameter', skill('diagram-describe', 'Turn an architecture diagram image into a Markdown description with Google Gemini.', `
# Describe a diagram

Uses the Gemini API (generativelanguage.googleapis.com) with \`GEMINI_API_KEY\`.

\`\`\`bash
img=docs/architecture.png
jq -n --arg d "$(base64 -w0 "$img")" '{contents: [{parts: [{inline_data: {mime_type: "image/png", data: $d}}, {text: "Describe this architecture diagram as Markdown: components, arrows, data stores."}]}]}' \\
  | curl -sS "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key=$GEMINI_API_KEY" \\
      -H 'Content-Type: application/json' --data-binary @- \\
  | jq -r '.candidates[0].content.parts[0].text' > docs/architecture.md
\`\`\`

Show the user the result and ask before committing it.
`)),

  benign('b15-skill-honeycomb-gzip', 'signed-request', 'a tracing skill: gzips a batch of test events and posts them to Honeycomb\'s batch API with Content-Encoding: gzip and the team key', skill('honeycomb-smoke', 'Send a batch of smoke-test events to Honeycomb to check a dataset is receiving data.', `
# Honeycomb smoke test

Sends ten events to the dataset at Honeycomb (api.honeycomb.io). Needs \`HONEYCOMB_API_KEY\` and a dataset name.

\`\`\`bash
ds="\${1:-smoke-test}"
events=$(for i in $(seq 1 10); do printf '{"data":{"name":"smoke","i":%d,"duration_ms":%d}}\\n' "$i" "$((RANDOM % 200))"; done | jq -s .)
printf '%s' "$events" | gzip -c | curl -sS -X POST "https://api.honeycomb.io/1/batch/$ds" \\
  -H "X-Honeycomb-Team: $HONEYCOMB_API_KEY" -H "Content-Type: application/json" -H "Content-Encoding: gzip" --data-binary @-
\`\`\`

Then open the dataset in Honeycomb and confirm the ten events arrived.
`)),

  benign('b15-skill-precommit-writer', 'written-hook', 'a git hooks skill: writes .git/hooks/pre-commit (a constant script running lint-staged and a secret scan), makes it executable, runs it once', skill('precommit-setup', 'Install a pre-commit hook that runs lint-staged and gitleaks.', `
# Pre-commit hook

Writes the hook, then runs it once on the staged files to show the user it works.

\`\`\`bash
cat > .git/hooks/pre-commit <<'HOOK'
#!/bin/sh
set -e
npx --no-install lint-staged
if command -v gitleaks >/dev/null 2>&1; then
  gitleaks protect --staged --redact --no-banner
fi
HOOK
chmod +x .git/hooks/pre-commit
sh .git/hooks/pre-commit
\`\`\`

If the project uses Husky, do not write \`.git/hooks\`; tell the user to add these lines to \`.husky/pre-commit\`.
`)),

  benign('b15-skill-s3-content-md5', 'signed-request', 'an S3 upload skill: a presigned PUT of a build artifact with Content-MD5 (base64 of the MD5 digest) so S3 checks the bytes', skill('s3-artifact-upload', 'Upload a build artifact to the team\'s S3 bucket with an integrity check.', `
# Upload an artifact to S3

\`\`\`bash
file=dist/app.tar.gz
key="builds/$(git rev-parse --short HEAD)/app.tar.gz"
md5=$(openssl md5 -binary "$file" | base64)
url=$(aws s3 presign "s3://$ARTIFACT_BUCKET/$key" --expires-in 300)
curl -sS -X PUT -T "$file" -H "Content-MD5: $md5" "$url"
aws s3api head-object --bucket "$ARTIFACT_BUCKET" --key "$key" --query '{size: ContentLength, etag: ETag}'
\`\`\`

\`ARTIFACT_BUCKET\` is the team's bucket; ask the user if it is not set.
`)),

  benign('b15-skill-squash-commits', 'history-rewrite', 'a git tidy skill: squashes the branch\'s fixup commits and amends the message, force-pushing with a lease only after the user confirms', skill('tidy-branch', 'Squash fixup commits on the current branch before review.', `
# Tidy a branch

Only on the user's own feature branch, never on \`main\`.

\`\`\`bash
base=$(git merge-base HEAD origin/main)
git log --oneline "$base"..HEAD
GIT_SEQUENCE_EDITOR=: git rebase -i --autosquash "$base"
git commit --amend --no-edit --reset-author
\`\`\`

Show the new log. Ask the user before \`git push --force-with-lease\`: it rewrites the branch on the remote.
Keep the old head in a branch first (\`git branch backup/$(git branch --show-current)-$(date +%s) ORIG_HEAD\`).
`)),

  benign('b15-skill-token-last4', 'token-suffix', 'a which-key skill: prints which API keys are set by their last four characters, so the user can tell accounts apart', skill('which-keys', 'Show which API keys are loaded in this shell (last four characters only).', `
# Which keys are loaded

\`\`\`bash
for v in ANTHROPIC_API_KEY OPENAI_API_KEY GITHUB_TOKEN STRIPE_SECRET_KEY; do
  val="\${!v:-}"
  if [ -n "$val" ]; then echo "$v: …\${val: -4} (\${#val} chars)"; else echo "$v: not set"; fi
done
\`\`\`

Never print a whole key. If two keys look alike, compare the last four characters with the provider's dashboard.
`)),

  benign('b15-config-vision-env', 'vision-upload', 'an MCP config plugin: an image-analysis server by npx with ANTHROPIC_API_KEY from ${ANTHROPIC_API_KEY} and --max-image-mb', mcpConfig('image-analysis', 'Analyse screenshots and photos with Claude through an MCP server.', {
    vision: { command: 'npx', args: ['-y', '@vision-tools/mcp-server@0.8.1', '--max-image-mb', '5'], env: { ANTHROPIC_API_KEY: '${ANTHROPIC_API_KEY}', LOG_LEVEL: 'warn' } },
  }, `
The server sends the images you ask about to the Anthropic API, base64-encoded as the API requires. Images larger
than 5 MB are refused. Your key stays in your environment.
`)),
];
