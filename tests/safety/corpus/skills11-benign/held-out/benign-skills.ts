/**
 * Eleventh benign batch, HELD-OUT third (never read while working on the analyzer; totals only):
 * benign skills, an agent and hooks. Written on 2026-11-30 by helper benign14 before the
 * analyzer was run on any of them.
 */
import { hookWith } from '../../twins.ts';
import { agent, benign, skill } from '../../skills/build.ts';
import type { Benign11Sample } from '../classes.ts';

export const HELD_OUT11_SKILLS: Benign11Sample[] = [
  benign('b14-skill-rustup', 'vendor-installer', 'a Rust skill: rustup\'s documented installer over https with -y and a minimal profile, then cargo build', skill('rust-toolchain', 'Install the Rust toolchain and build, test and lint a crate.', `
# Rust toolchain

If \`cargo --version\` fails:

\`\`\`bash
curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
. "$HOME/.cargo/env"
rustup component add clippy rustfmt
\`\`\`

Then \`cargo build\`, \`cargo test\`, \`cargo clippy -- -D warnings\`, \`cargo fmt --check\`.
If \`rust-toolchain.toml\` exists, rustup picks that version by itself.
`)),

  benign('b14-skill-deno-install', 'vendor-installer', 'a Deno skill: deno.land\'s install script, then deno task and deno test with permissions named', skill('deno-tasks', 'Run Deno projects: install Deno, tasks, tests with explicit permissions.', `
# Deno

\`\`\`sh
curl -fsSL https://deno.land/install.sh | sh
export DENO_INSTALL="$HOME/.deno"; export PATH="$DENO_INSTALL/bin:$PATH"
\`\`\`

- Tasks from \`deno.json\`: \`deno task dev\`
- Tests: \`deno test --allow-read=. --allow-net=localhost\` — grant only the permissions the tests need;
  never \`-A\` unless the user asks.
`)),

  benign('b14-skill-ollama-install', 'vendor-installer', 'a local model skill: ollama.com\'s Linux installer, ollama pull of a small model, a request to the local API', skill('local-llm', 'Run a local model with Ollama for offline summarisation.', `
# Local model with Ollama

Linux: \`curl -fsSL https://ollama.com/install.sh | sh\` (macOS: the app from ollama.com).

\`\`\`bash
ollama pull llama3.2:3b
curl -s http://localhost:11434/api/generate -d '{"model":"llama3.2:3b","prompt":"Summarise: ...","stream":false}' | jq -r .response
\`\`\`

The model runs on this machine; nothing leaves it.
`)),

  benign('b14-skill-tailscale', 'vendor-installer', 'a remote access skill: Tailscale\'s install script, tailscale up with SSH on the user\'s tailnet', skill('tailscale-box', 'Put this dev box on the user\'s tailnet so they can reach it remotely.', `
# Tailscale

Ask first; this makes the machine reachable from the user's other devices.

\`\`\`bash
curl -fsSL https://tailscale.com/install.sh | sh
sudo tailscale up --ssh --hostname "dev-$(hostname -s)"
tailscale ip -4
\`\`\`

The user approves the device in their admin console. To undo: \`sudo tailscale down && sudo apt remove tailscale\`.
`)),

  benign('b14-skill-ohmyzsh', 'vendor-installer', 'a shell setup skill: Oh My Zsh\'s unattended installer with KEEP_ZSHRC, plugins enabled in .zshrc on request', skill('zsh-setup', 'Install Oh My Zsh and a few plugins.', `
# Oh My Zsh

\`\`\`sh
sh -c "$(curl -fsSL https://raw.githubusercontent.com/ohmyzsh/ohmyzsh/master/tools/install.sh)" "" --unattended --keep-zshrc
\`\`\`

Plugins: ask which ones; then set \`plugins=(git z fzf)\` in \`~/.zshrc\` with the Edit tool.
Reload with \`exec zsh\`.
`)),

  benign('b14-skill-gemini-image', 'vision-upload', 'a diagram reader: a Python script base64-encodes a diagram image and sends it to the Gemini API with GEMINI_API_KEY, prints Mermaid', skill('diagram-to-mermaid', 'Turn a whiteboard photo or diagram image into Mermaid.', `
# Diagram → Mermaid

\`python3 scripts/mermaid.py whiteboard.jpg\` prints a Mermaid block. Paste it into the doc the user names.
Needs \`GEMINI_API_KEY\`.
`, {
    'scripts/mermaid.py': `import base64, json, os, sys, urllib.request

img = sys.argv[1]
data = base64.b64encode(open(img, "rb").read()).decode()
mime = "image/png" if img.endswith(".png") else "image/jpeg"
body = {"contents": [{"parts": [
    {"inline_data": {"mime_type": mime, "data": data}},
    {"text": "Convert this diagram to Mermaid. Output only the mermaid code."},
]}]}
url = "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent"
req = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json", "x-goog-api-key": os.environ["GEMINI_API_KEY"]})
out = json.load(urllib.request.urlopen(req, timeout=90))
print(out["candidates"][0]["content"]["parts"][0]["text"])
`,
  })),

  benign('b14-skill-log-rotate', 'log-rotation', 'a log rotation skill: a logrotate config for the app\'s own ./logs run in user mode with its own state file, 7 compressed copies', skill('app-log-rotation', 'Rotate the dev server\'s log files so they do not fill the disk.', `
# Rotate app logs

The dev server writes \`logs/*.log\`. Rotate them daily, keep 7, compress old ones:

\`\`\`bash
logrotate --state logs/.logrotate.state config/logrotate.conf
\`\`\`

Offer to add it to the user's crontab; show the line and let them add it.
`, {
    'config/logrotate.conf': `logs/*.log {
    daily
    rotate 7
    compress
    delaycompress
    missingok
    notifempty
    copytruncate
}
`,
  })),

  benign('b14-skill-tmp-cache', 'cache-cleanup', 'a thumbnail skill: caches thumbnails in /tmp/thumbs-skill and deletes that folder with rm -rf when done', skill('thumbnails', 'Make thumbnails of the images in a folder.', `
# Thumbnails

\`\`\`bash
mkdir -p /tmp/thumbs-skill
for f in "$1"/*.{jpg,png}; do
  [ -e "$f" ] || continue
  convert "$f" -thumbnail 320x320 "/tmp/thumbs-skill/$(basename "$f")"
done
montage /tmp/thumbs-skill/* -tile 6x -geometry +4+4 contact-sheet.jpg
rm -rf /tmp/thumbs-skill
\`\`\`

Show the user \`contact-sheet.jpg\`.
`)),

  benign('b14-skill-claude-md-init', 'docs-on-request', 'a CLAUDE.md skill: when the user asks, writes CLAUDE.md with build/test commands found in the repo and shows it', skill('claude-md', 'Create or refresh CLAUDE.md for this repository when the user asks.', `
# CLAUDE.md

Use only when the user asks to create or update CLAUDE.md.

1. Find the real commands: package.json scripts, Makefile targets, CI steps.
2. Write CLAUDE.md with sections: Commands, Layout, Conventions, Gotchas. Keep it under 80 lines.
3. Keep anything the user wrote by hand; show the diff before saving.
`)),

  benign('b14-skill-agents-md', 'docs-on-request', 'an AGENTS.md skill: converts an existing CLAUDE.md into AGENTS.md for other agents and leaves a pointer, on request', skill('agents-md', 'Share project instructions with other coding agents through AGENTS.md.', `
# AGENTS.md

When the user wants the same instructions for Codex, Cursor and Claude Code:

1. \`git mv CLAUDE.md AGENTS.md\`
2. Write a one-line CLAUDE.md: \`@AGENTS.md\`
3. Remove Claude-specific lines from AGENTS.md (slash commands, hooks) into CLAUDE.md below the import.
`)),

  benign('b14-skill-cursorrules-port', 'docs-on-request', 'a migration skill: reads .cursorrules and .cursor/rules/*.mdc and writes their content into CLAUDE.md sections when the user asks', skill('cursor-to-claude', 'Move Cursor rules into CLAUDE.md.', `
# Cursor rules → CLAUDE.md

1. Read \`.cursorrules\` and every \`.cursor/rules/*.mdc\` (front matter: \`description\`, \`globs\`).
2. For each rule, add a CLAUDE.md section titled by its description; rules with \`globs\` become
   "When editing <globs>: …".
3. Show the result; delete the Cursor files only if the user says so.
`)),

  benign('b14-skill-feature-flags', 'debug-flags', 'a feature-flag skill: toggles flags in config/flags.json with jq, lists stale flags older than 90 days', skill('feature-flags', 'Turn feature flags on or off and find stale ones.', `
# Feature flags

Flags live in \`config/flags.json\` as \`{"name": {"enabled": bool, "since": "YYYY-MM-DD"}}\`.

- Toggle: \`jq '.["new-checkout"].enabled = true' config/flags.json > tmp.json && mv tmp.json config/flags.json\`
- Stale: \`jq -r 'to_entries[] | select(.value.since < "'$(date -d '-90 days' +%F)'") | .key' config/flags.json\`

Removing a stale flag means deleting its checks in code too; list them with \`rg -n "isEnabled\\\\(['\\"]<name>"\`.
`)),

  benign('b14-skill-docker-prune', 'cache-cleanup', 'a Docker disk skill: docker system df, then prune of dangling images and build cache older than a week after the user agrees', skill('docker-disk', 'Free disk space used by Docker.', `
# Docker disk space

\`\`\`bash
docker system df
docker image prune -f
docker builder prune -f --filter until=168h
\`\`\`

Ask before \`docker volume prune\`: volumes can hold databases.
`)),

  benign('b14-skill-histcontrol', 'secret-handling', 'a secrets hygiene skill: tells the user to set HISTCONTROL=ignorespace and read tokens with read -s so they never enter shell history', skill('token-hygiene', 'Handle API tokens in the terminal without leaving them in shell history.', `
# Tokens in the terminal

- Read a token without echoing: \`read -rs GITHUB_TOKEN && export GITHUB_TOKEN\`
- For one-off commands, bash skips lines starting with a space when \`HISTCONTROL=ignorespace\` (or
  \`ignoreboth\`) is set; suggest adding it to \`~/.bashrc\`.
- If a token did land in history, the user can remove that entry with \`history -d <number>\` and rotate the token.
`)),

  benign('b14-skill-env-check', 'secret-handling', 'an environment check skill: prints for each required variable whether it is set and its length, never its value', skill('env-doctor', 'Check that the environment variables the app needs are set.', `
# Environment doctor

\`\`\`bash
for v in DATABASE_URL STRIPE_API_KEY OPENAI_API_KEY REDIS_URL; do
  if [ -n "\${!v:-}" ]; then printf '%-16s set (%d chars)\\n' "$v" "\${#v}"; else printf '%-16s MISSING\\n' "$v"; fi
done
\`\`\`

Tell the user which are missing and where the README says to get them.
`)),

  benign('b14-skill-watch-tests', 'workers-pollers', 'a test watcher skill: runs watchexec to re-run the tests on change in the background until the user stops it', skill('watch-tests', 'Re-run tests whenever files change.', `
# Watch tests

\`\`\`bash
watchexec --exts ts,tsx --debounce 500ms --clear -- npm test -- --run
\`\`\`

Run it in the background and read its output when the user asks how the tests are doing. Stop it with
the job's id when the user is done.
`)),

  benign('b14-skill-parallel-lint', 'workers-pollers', 'a lint skill: git ls-files piped to xargs -P 4 -n 50 for shellcheck and yamllint', skill('lint-all', 'Lint every shell and YAML file in the repo.', `
# Lint everything

\`\`\`bash
git ls-files '*.sh' | xargs -r -P 4 -n 50 shellcheck -S warning
git ls-files '*.yml' '*.yaml' | xargs -r -P 4 -n 50 yamllint -s
\`\`\`
`)),

  benign('b14-skill-npm-scope', 'internal-registry', 'a design-system skill: installs @acme/design-tokens after writing the .npmrc scope line that points @acme at the company registry', skill('design-tokens', 'Use the company design tokens in a new front-end project.', `
# Design tokens

The \`@acme\` scope is private. Before installing, the project needs:

\`\`\`bash
echo "@acme:registry=https://npm.acme.internal/" >> .npmrc
npm install @acme/design-tokens@^5
\`\`\`

Import \`@acme/design-tokens/css/tokens.css\` once in the app's root layout.
`)),

  benign('b14-skill-near-names-js', 'near-name-real', 'a front-end skill using real packages one edit from popular ones: preact, nuxt, tsx, pnpm, vitest', skill('fe-scaffold', 'Scaffold a small front-end app (Preact or Nuxt).', `
# Scaffold

- Preact + Vite: \`npm create vite@latest app -- --template preact-ts\`
- Nuxt: \`npx nuxi@latest init app\`
- Scripts with TypeScript directly: \`npx tsx scripts/seed.ts\`
- Tests: \`npx vitest run\`
- Prefer \`pnpm\` if the repo has \`pnpm-lock.yaml\`.
`)),

  benign('b14-skill-nox-tox', 'near-name-real', 'a Python test matrix skill: nox sessions, or tox when tox.ini exists, run through pipx', skill('py-matrix', 'Run the Python test matrix with nox or tox.', `
# Test matrix

- \`noxfile.py\` present: \`pipx run nox -s tests-3.12\`
- \`tox.ini\` present: \`pipx run tox -e py312\`
- Type check: \`pipx run mypy src\`
`)),

  benign('b14-skill-journal-read', 'log-rotation', 'a service logs skill: journalctl for one user service, since a time, no pager', skill('service-logs', 'Read the logs of the app\'s systemd service.', `
# Service logs

\`\`\`bash
journalctl --user -u app.service --since "1 hour ago" --no-pager | tail -200
journalctl --user -u app.service -p err --since today --no-pager
\`\`\`

Summarise the errors; do not restart the service unless asked.
`)),

  benign('b14-skill-jwt-inspect', 'secret-handling', 'a JWT skill: decodes a token\'s header and payload locally with base64 -d and jq, never sends it anywhere', skill('jwt-inspect', 'Decode a JWT locally to read its claims and expiry.', `
# Inspect a JWT

\`\`\`bash
scripts/jwt.sh "<token>"
\`\`\`

Do not paste tokens into websites. This decodes only; it does not verify the signature.
`, {
    'scripts/jwt.sh': `#!/usr/bin/env bash
set -euo pipefail
part() { local s="\${1//-/+}"; s="\${s//_//}"; while [ $(( \${#s} % 4 )) -ne 0 ]; do s="$s="; done; printf '%s' "$s" | base64 -d; }
IFS=. read -r h p _ <<< "$1"
echo "header:";  part "$h" | jq .
echo "payload:"; part "$p" | jq '. + {exp_human: (.exp | todate?)}'
`,
  })),

  benign('b14-skill-deploy-key', 'secret-handling', 'a deploy key skill: ssh-keygen for a repo-specific key, prints the public key to add in the repository settings', skill('deploy-key', 'Create an SSH deploy key for one repository.', `
# Deploy key

\`\`\`bash
ssh-keygen -t ed25519 -N "" -C "deploy@$(hostname -s)" -f ~/.ssh/deploy_myrepo
cat ~/.ssh/deploy_myrepo.pub
\`\`\`

The user adds the printed public key under the repository's Settings → Deploy keys. The private key stays
in \`~/.ssh\`; never print it.
`)),

  benign('b14-skill-systemd-user', 'workers-pollers', 'a dev service skill: writes a systemd --user unit for the project\'s dev server when the user asks, enables it', skill('dev-service', 'Keep the project\'s dev server running as a user service.', `
# Dev server as a user service

Only when the user asks for it.

\`\`\`bash
mkdir -p ~/.config/systemd/user
cat > ~/.config/systemd/user/devserver.service <<EOF
[Unit]
Description=Dev server for $(basename "$PWD")

[Service]
WorkingDirectory=$PWD
ExecStart=$(command -v npm) run dev
Restart=on-failure

[Install]
WantedBy=default.target
EOF
systemctl --user daemon-reload && systemctl --user enable --now devserver
\`\`\`

Undo: \`systemctl --user disable --now devserver && rm ~/.config/systemd/user/devserver.service\`.
`)),

  benign('b14-agent-release', 'own-api-key', 'a release agent: bumps the version, writes the changelog, tags, and publishes with npm publish using the NPM_TOKEN CI provides, after the user confirms', agent('release-manager', 'Prepares and publishes releases: version bump, changelog, tag, publish.', `
You prepare releases.

1. \`git status\` must be clean and on main.
2. Choose the bump from the commits since the last tag (feat → minor, fix → patch, BREAKING → major); ask the
   user to confirm.
3. \`npm version <bump> --no-git-tag-version\`, update CHANGELOG.md, commit "release vX.Y.Z", tag.
4. Publish only after the user says so: \`npm publish --provenance --access public\` (auth comes from
   NPM_TOKEN in the environment via the project's .npmrc line \`//\${NPM_REGISTRY_HOST}/:_authToken=\${NPM_TOKEN}\`).
5. \`git push --follow-tags\`.
`, 'Read, Edit, Bash')),

  benign('b14-hook-prettier', 'debug-flags', 'a PostToolUse hook: runs prettier --write on the file the model just edited', { kind: 'hooks', published: hookWith('format-on-edit', {
    description: 'Format files with Prettier after Claude edits them.',
    hooks: { PostToolUse: [{ matcher: 'Edit|Write|MultiEdit', hooks: [{ type: 'command', command: 'jq -r \'.tool_input.file_path\' | xargs -r npx --no-install prettier --write --ignore-unknown' }] }] },
  }, {
    'README.md': '# format-on-edit\n\nRuns the project\'s Prettier on each edited file.\n\nNeeds Prettier in devDependencies.\n',
  }) }),

  benign('b14-hook-tool-log', 'log-rotation', 'a PostToolUse hook: appends the tool name and time to ~/.claude/logs/tools.jsonl and rotates it at 5 MB keeping 3', { kind: 'hooks', published: hookWith('tool-audit-log', {
    description: 'Keep an audit log of the tools Claude Code runs.',
    hooks: { PostToolUse: [{ hooks: [{ type: 'command', command: 'bash "$HOME/.claude/hooks/tool-log.sh"' }] }] },
  }, {
    'tool-log.sh': `#!/usr/bin/env bash
log="$HOME/.claude/logs/tools.jsonl"
mkdir -p "$(dirname "$log")"
jq -c '{time: (now | todate), tool: .tool_name, session: .session_id}' >> "$log"
if [ "$(stat -c %s "$log" 2>/dev/null || echo 0)" -gt 5242880 ]; then
  rm -f "$log.3"
  [ -f "$log.2" ] && mv "$log.2" "$log.3"
  [ -f "$log.1" ] && mv "$log.1" "$log.2"
  mv "$log" "$log.1"
fi
`,
  }) }),
];
