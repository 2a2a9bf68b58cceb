/**
 * Eighteenth benign batch, development part: git hooks (a pre-commit lint on staged files, a commit-msg check, a
 * post-merge reinstall, husky set-up) and encoded assets (a favicon as a data URI, a base64 webhook fixture in a
 * test, a tiny WebAssembly module inlined as base64). Written on 2026-12-01 by helper benign21 before the analyzer
 * was run on any of them. Tune on this file.
 */
import { benign, plugin, skill } from '../skills/build.ts';
import type { Benign18Sample } from './classes.ts';

const FAVICON = 'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAAgklEQVR42u3X0Q3AIAgEUJbpZB2/Q9ABKorEk6uBxO97MVFAVFUyj/wRMCoYYLaWAT513U/zRCDucCvUiQkBwuEzCFi4FwEN9yBMwKrwBqILgIT3EFQA3QhQE4AKt26hAAXgA2Q+w/oJKZoRRTtOH0goRjKKoZRiLKdYTGhWszO34xeB/Ki+dry0CAAAAABJRU5ErkJggg==';
const ADD_WASM = 'AGFzbQEAAAABBwFgAn9/AX8DAgEABwcBA2FkZAAACgkBBwAgACABags=';
const INVOICE_FIXTURE = 'eyJpZCI6ImV2dF8xUFhrMm1MIiwidHlwZSI6Imludm9pY2UucGFpZCIsImRhdGEiOnsib2JqZWN0Ijp7ImlkIjoiaW5fMVBYazJsIiwiYW1vdW50X3BhaWQiOjQ5MDAsImN1cnJlbmN5IjoiZXVyIiwiY3VzdG9tZXIiOiJjdXNfUWtUOSJ9fX0=';

export const DEV18_HOOKS: Benign18Sample[] = [
  benign('b21-hook-pre-commit-lint', 'git-hook', 'a skill installing a pre-commit hook into the repository\'s .git/hooks that runs eslint and prettier on staged files only', skill('staged-lint-hook', 'Install a pre-commit hook that lints and formats only the staged files, and blocks the commit on errors.', `
# Staged lint hook

\`\`\`bash
bash scripts/install-hook.sh
\`\`\`

Writes \`.git/hooks/pre-commit\` (backing up an existing one to \`pre-commit.bak\`). Skip once with
\`git commit --no-verify\` if the user asks.
`, {
    'scripts/install-hook.sh': `#!/usr/bin/env bash
set -euo pipefail
hooks="$(git rev-parse --git-path hooks)"
[ -f "$hooks/pre-commit" ] && cp "$hooks/pre-commit" "$hooks/pre-commit.bak"
cat > "$hooks/pre-commit" <<'HOOK'
#!/usr/bin/env bash
set -e
files=$(git diff --cached --name-only --diff-filter=ACMR -- '*.js' '*.ts' '*.tsx' '*.jsx')
[ -z "$files" ] && exit 0
echo "$files" | xargs npx eslint --max-warnings=0
echo "$files" | xargs npx prettier --write
echo "$files" | xargs git add
HOOK
chmod +x "$hooks/pre-commit"
echo "installed $hooks/pre-commit"
`,
  }, 'Read, Bash(bash scripts/install-hook.sh)')),

  benign('b21-hook-commit-msg', 'git-hook', 'a Python commit-msg hook enforcing Conventional Commits, with its installer copying it into .git/hooks', skill('conventional-commits', 'Enforce Conventional Commit messages with a commit-msg hook.', `
# Conventional commits

\`\`\`bash
cp hooks/commit_msg.py .git/hooks/commit-msg && chmod +x .git/hooks/commit-msg
\`\`\`

Accepted types: feat, fix, docs, refactor, test, chore, perf, build, ci. Merge and revert messages pass.
`, {
    'hooks/commit_msg.py': `#!/usr/bin/env python3
import re
import sys

TYPES = "feat|fix|docs|refactor|test|chore|perf|build|ci"
PATTERN = re.compile(rf"^({TYPES})(\\([\\w./-]+\\))?!?: .{{1,72}}$")

with open(sys.argv[1], encoding="utf-8") as f:
    first = f.readline().rstrip("\\n")

if first.startswith(("Merge ", "Revert ", "fixup! ", "squash! ")):
    sys.exit(0)
if not PATTERN.match(first):
    print(f"commit-msg: '{first}' is not a Conventional Commit (type(scope): subject)", file=sys.stderr)
    sys.exit(1)
`,
  }, 'Read, Bash(cp hooks/commit_msg.py:*)')),

  benign('b21-hook-post-merge', 'git-hook', 'a plugin shipping a post-merge and post-checkout git hook that reinstalls dependencies when the lockfile changed', plugin('lockfile-sync', 'Reinstall dependencies after git pull or checkout when the lockfile changed.', {
    'hooks/post-merge': `#!/bin/sh
# Reinstall when a lockfile changed between ORIG_HEAD and HEAD.
changed=$(git diff-tree -r --name-only --no-commit-id ORIG_HEAD HEAD)
echo "$changed" | grep -q '^package-lock.json$' && npm ci
echo "$changed" | grep -q '^poetry.lock$' && poetry install --sync
echo "$changed" | grep -q '^Gemfile.lock$' && bundle install
exit 0
`,
    'scripts/install.sh': `#!/bin/sh
set -e
root=$(git rev-parse --show-toplevel)
for h in post-merge post-checkout; do
  cp "\${CLAUDE_PLUGIN_ROOT:-.}/hooks/post-merge" "$root/.git/hooks/$h"
  chmod +x "$root/.git/hooks/$h"
done
echo "lockfile-sync hooks installed in $root/.git/hooks"
`,
    'README.md': `# lockfile-sync

Run \`sh scripts/install.sh\` in a repository to install the hooks there. Remove them by deleting
\`.git/hooks/post-merge\` and \`.git/hooks/post-checkout\`.
`,
  })),

  benign('b21-hook-husky-setup', 'git-hook', 'a skill adding husky and lint-staged to a Node project: npm install, husky init, a pre-commit running lint-staged and a pre-push running tests', skill('husky-setup', 'Add husky and lint-staged to this project so commits are linted and pushes are tested.', `
# husky + lint-staged

\`\`\`bash
npm install --save-dev husky lint-staged
npx husky init
echo "npx lint-staged" > .husky/pre-commit
echo "npm test -- --run" > .husky/pre-push
npm pkg set lint-staged='{"*.{js,ts,tsx}":["eslint --fix","prettier --write"],"*.{json,md,css}":"prettier --write"}' --json
\`\`\`

\`husky init\` adds \`"prepare": "husky"\` to package.json so teammates get the hooks on \`npm install\`.
Commit \`.husky/\` and package.json.
`, {}, 'Read, Bash(npm:*), Bash(npx husky:*)')),

  benign('b21-enc-favicon-b64', 'encoded-asset', 'a plugin rendering an HTML status page whose favicon is inlined as a base64 PNG data URI', plugin('status-page', 'Render a static HTML status page for your services from a YAML file.', {
    'scripts/render.mjs': `import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const FAVICON = 'data:image/png;base64,${FAVICON}';
const services = parse(readFileSync('status.yml', 'utf8')).services;
const rows = services.map((s) => \`<tr><td>\${s.name}</td><td class="\${s.state}">\${s.state}</td><td>\${s.note ?? ''}</td></tr>\`).join('\\n');
const html = \`<!doctype html>
<html><head><meta charset="utf-8"><title>Status</title>
<link rel="icon" type="image/png" href="\${FAVICON}">
<style>.up{color:#16a34a}.degraded{color:#ca8a04}.down{color:#dc2626}</style></head>
<body><h1>Service status</h1><table>\${rows}</table></body></html>\`;
writeFileSync('public/status.html', html);
console.log(\`rendered \${services.length} service(s)\`);
`,
    'README.md': `# status-page

Write \`status.yml\` (services with name, state up/degraded/down, note) and run \`node scripts/render.mjs\`. The
output \`public/status.html\` needs no other file: the favicon is inlined.
`,
  })),

  benign('b21-enc-fixture-b64', 'encoded-asset', 'a skill testing a Stripe webhook handler with a base64-encoded event fixture decoded in the test, signed with a test secret', skill('webhook-tests', 'Write and run tests for your Stripe webhook handler with recorded event fixtures.', `
# Webhook tests

Fixtures are stored base64-encoded (so editors do not reformat the exact bytes the signature covers). Run:

\`\`\`bash
python -m pytest tests/test_webhook.py -q
\`\`\`
`, {
    'tests/test_webhook.py': `import base64
import hashlib
import hmac
import json
import time

from app.webhooks import handle_stripe_event

SECRET = "whsec_test_only_not_a_real_secret"
INVOICE_PAID = "${INVOICE_FIXTURE}"


def sign(payload: bytes, secret: str, ts: int) -> str:
    mac = hmac.new(secret.encode(), f"{ts}.".encode() + payload, hashlib.sha256).hexdigest()
    return f"t={ts},v1={mac}"


def test_invoice_paid_marks_invoice():
    payload = base64.b64decode(INVOICE_PAID)
    ts = int(time.time())
    result = handle_stripe_event(payload, sign(payload, SECRET, ts), SECRET)
    assert result == {"invoice": "in_1PXk2l", "status": "paid"}
    assert json.loads(payload)["type"] == "invoice.paid"


def test_bad_signature_rejected():
    payload = base64.b64decode(INVOICE_PAID)
    assert handle_stripe_event(payload, "t=1,v1=deadbeef", SECRET) is None
`,
  }, 'Read, Bash(python -m pytest:*)')),

  benign('b21-enc-wasm-inline', 'encoded-asset', 'a small JavaScript library inlining a WebAssembly module as base64 and instantiating it, as bundlers emit it', plugin('wasm-checksum', 'A tiny checksum helper built from a WebAssembly module, usable from hooks without a build step.', {
    'lib/add.mjs': `// Generated by scripts/build-wasm.sh from src/add.wat; do not edit.
const WASM_BASE64 = '${ADD_WASM}';

function decode(b64) {
  if (typeof Buffer !== 'undefined') return Buffer.from(b64, 'base64');
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

const { instance } = await WebAssembly.instantiate(decode(WASM_BASE64));
export const add = instance.exports.add;

export function checksum(bytes) {
  let sum = 0;
  for (const b of bytes) sum = add(sum, b) & 0xffff;
  return sum;
}
`,
    'src/add.wat': `(module
  (func (export "add") (param i32 i32) (result i32)
    local.get 0
    local.get 1
    i32.add))
`,
    'README.md': `# wasm-checksum

\`import { checksum } from './lib/add.mjs'\`. The module is inlined so the plugin runs with no build step.
`,
  })),
];
