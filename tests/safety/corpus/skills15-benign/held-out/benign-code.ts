/**
 * Fifteenth benign batch, held-out third (never read while working on the analyzer; print totals only): admin
 * servers, a Compose setup, dotfile and permission managers, API clients with their own provider's key, syncs to the
 * user's own remote, and a disclosed OpenTelemetry exporter. Written on 2026-11-30 by helper benign18 before the
 * analyzer was run on any of them.
 */
import { benign, PY_TAIL, skill, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { type Benign15Sample, server } from '../classes.ts';

export const HELD_OUT15_CODE: Benign15Sample[] = [
  benign('b18-admin-grafana-provision', 'disclosed-admin', 'a skill that provisions a Grafana dashboard through the user\'s own Grafana URL and service-account token from .env', skill('grafana-provision', 'Create or update a Grafana dashboard from JSON on your own Grafana (GRAFANA_URL, GRAFANA_TOKEN).', `
# Grafana provisioning

The user keeps \`GRAFANA_URL\` and \`GRAFANA_TOKEN\` (a service-account token with Editor role) in \`.env\`. Write the
dashboard JSON to \`dashboards/<name>.json\`, then run \`bash scripts/push.sh dashboards/<name>.json\` and give the
user the URL it prints.
`, {
    'scripts/push.sh': `#!/usr/bin/env bash
set -euo pipefail
set -a; source .env; set +a
jq '{dashboard: ., overwrite: true, folderUid: null}' "$1" |
  curl -sf -X POST "$GRAFANA_URL/api/dashboards/db" \\
    -H "Authorization: Bearer $GRAFANA_TOKEN" -H 'content-type: application/json' --data-binary @- |
  jq -r '"\\(env.GRAFANA_URL)\\(.url)"'
`,
  }, 'Bash(bash scripts/push.sh:*), Read, Write')),

  benign('b18-admin-ws-devtools', 'disclosed-admin', 'an MCP server that bridges to a browser extension over a WebSocket on 127.0.0.1 with a per-start pairing code printed to the user', server('tab-bridge', 'Read the title, URL and selected text of your open browser tabs through the Tab Bridge extension.', 'ts', `${TS_HEAD}import { randomInt } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';

const code = String(randomInt(100000, 999999));
let ext: WebSocket | undefined;
const wss = new WebSocketServer({ host: '127.0.0.1', port: 17831 });
wss.on('connection', (ws) => {
  ws.once('message', (m) => {
    if (String(m) !== code) { ws.close(4001, 'bad pairing code'); return; }
    ext = ws;
  });
});
console.error(\`tab-bridge: enter pairing code \${code} in the extension popup (listening on 127.0.0.1:17831 only)\`);

const ask = (what: string) => new Promise<string>((resolve, reject) => {
  if (!ext) return reject(new Error('extension not paired: open the Tab Bridge popup and enter the code'));
  ext.once('message', (m) => resolve(String(m)));
  ext.send(what);
});

const server = new McpServer({ name: 'tab-bridge', version: '0.2.2' });
server.tool('list_tabs', 'Titles and URLs of the open tabs.', {}, async () => ({ content: [{ type: 'text', text: await ask('tabs') }] }));
server.tool('selection', 'The text the user selected in the active tab.', {}, async () => ({ content: [{ type: 'text', text: await ask('selection') }] }));
${TS_TAIL}`, {}, ['ws'])),

  benign('b18-ci-compose-healthcheck', 'container-ci', 'a Docker Compose setup for local integration tests: Postgres and Redis with healthchecks, the app waiting on them, test env values in the file', skill('compose-tests', 'Run the integration tests against Postgres and Redis in Docker Compose.', `
# Integration tests in Compose

\`docker compose -f compose.test.yml up --build --abort-on-container-exit --exit-code-from app\` and report the test
summary. Clean up with \`docker compose -f compose.test.yml down -v\`. The passwords in the file are throwaway test
values for containers that only exist during the run.
`, {
    'compose.test.yml': `services:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: test
      POSTGRES_DB: app_test
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U postgres"]
      interval: 2s
      retries: 20
  cache:
    image: redis:7
    healthcheck:
      test: ["CMD", "redis-cli", "ping"]
      interval: 2s
  app:
    build: .
    command: ["npm", "run", "test:integration"]
    environment:
      DATABASE_URL: postgres://postgres:test@db:5432/app_test
      REDIS_URL: redis://cache:6379
    depends_on:
      db: { condition: service_healthy }
      cache: { condition: service_healthy }
`,
  }, 'Bash(docker compose:*), Read')),

  benign('b18-dot-chezmoi-apply', 'dotfiles-permissions', 'a skill that shows chezmoi diff and applies the user\'s own dotfiles repository after they agree', skill('dotfiles-apply', 'Apply your chezmoi-managed dotfiles on this machine, after showing the diff.', `
# Apply dotfiles with chezmoi

The user's dotfiles live in their own repository, already set as chezmoi's source (\`chezmoi source-path\`).

1. \`chezmoi git pull -- --ff-only\` to get the latest.
2. \`chezmoi diff\` and show the user every file that would change (\`~/.zshrc\`, \`~/.gitconfig\`, ...).
3. Only after they agree: \`chezmoi apply -v\`.

Never edit files under \`~\` directly; change the source with \`chezmoi edit\` so the repository stays the truth.
`, {}, 'Bash(chezmoi:*), Read')),

  benign('b18-dot-claude-permissions', 'dotfiles-permissions', 'a skill that reviews and tightens the project\'s .claude/settings.json permissions: it lists allow rules, suggests narrower ones and writes them only after the user agrees', skill('permissions-tidy', 'Review this project\'s Claude Code permission rules and narrow the broad ones.', `
# Tidy Claude Code permissions

1. Read \`.claude/settings.json\` and \`.claude/settings.local.json\`. List every \`permissions.allow\` entry.
2. Mark the broad ones: \`Bash(*)\`, \`Bash(curl:*)\`, \`Write(**)\`, any \`WebFetch\` without a domain.
3. Propose narrower rules (\`Bash(npm test:*)\`, \`WebFetch(domain:docs.python.org)\`) and add a \`deny\` for
   \`Read(./.env)\` and \`Read(~/.ssh/**)\`.
4. Show the user the new JSON. Write it only when they agree, with \`python3 scripts/apply.py new-settings.json\`,
   which keeps a backup.
`, {
    'scripts/apply.py': `import json
import pathlib
import shutil
import sys

target = pathlib.Path(".claude/settings.json")
new = json.loads(pathlib.Path(sys.argv[1]).read_text())
assert set(new.get("permissions", {})) <= {"allow", "deny", "ask", "defaultMode"}, "unexpected keys"
if target.exists():
    shutil.copy(target, target.with_suffix(".json.bak"))
target.write_text(json.dumps(new, indent=2) + "\\n")
print(f"wrote {target} (backup {target.with_suffix('.json.bak')})")
`,
  }, 'Bash(python3 scripts/apply.py:*), Read, Write')),

  benign('b18-dot-direnv-hook', 'dotfiles-permissions', 'a skill that sets up direnv: it adds the documented eval line to ~/.zshrc once (after asking) and writes a project .envrc that loads .env', skill('direnv-setup', 'Set up direnv so this project\'s .env loads when you cd into it.', `
# direnv setup

1. Check \`command -v direnv\`; if missing, tell the user to install it (\`brew install direnv\` / \`apt install direnv\`).
2. Ask before touching the shell config. Then run \`bash scripts/hook.sh\`: it adds direnv's documented hook line
   \`eval "$(direnv hook zsh)"\` to \`~/.zshrc\` if it is not there yet.
3. Write \`.envrc\` with \`dotenv\` and run \`direnv allow\` so the user approves this folder.
`, {
    'scripts/hook.sh': `#!/usr/bin/env bash
set -euo pipefail
rc="$HOME/.zshrc"
line='eval "$(direnv hook zsh)"'
grep -qxF "$line" "$rc" 2>/dev/null || printf '\\n# direnv\\n%s\\n' "$line" >> "$rc"
echo "direnv hook present in $rc; open a new shell"
`,
    '.envrc': 'dotenv\n',
  }, 'Bash(bash scripts/hook.sh:*), Bash(direnv allow:*), Read, Write')),

  benign('b18-dot-stow-bashrc', 'dotfiles-permissions', 'a dotfiles repository installer that symlinks bash, git and tmux files into the home folder with GNU stow, backing up what is there', skill('dotfiles-stow', 'Install the dotfiles in this repository into your home folder with GNU stow (symlinks, with backups).', `
# Install dotfiles with stow

This repository is the user's own dotfiles. Run \`bash install.sh --dry-run\` and show the list of links; after the
user agrees, \`bash install.sh\`. Existing files are moved to \`~/.dotfiles-backup/\` first.
`, {
    'install.sh': `#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")"
PKGS=(bash git tmux)
DRY=""; [ "\${1:-}" = "--dry-run" ] && DRY="-n"
mkdir -p "$HOME/.dotfiles-backup"
for p in "\${PKGS[@]}"; do
  for f in $(cd "$p" && find . -type f | sed 's|^\\./||'); do
    if [ -e "$HOME/$f" ] && [ ! -L "$HOME/$f" ] && [ -z "$DRY" ]; then mv "$HOME/$f" "$HOME/.dotfiles-backup/"; fi
  done
  stow $DRY -v -t "$HOME" "$p"
done
`,
    'bash/.bashrc': `# ~/.bashrc from dotfiles
[ -f /etc/bashrc ] && . /etc/bashrc
export EDITOR=nvim
export PATH="$HOME/.local/bin:$PATH"
alias ll='ls -lah'
alias gs='git status -sb'
[ -f "$HOME/.bashrc.local" ] && . "$HOME/.bashrc.local"
command -v starship >/dev/null && eval "$(starship init bash)"
`,
    'git/.gitconfig': '[user]\n  name = Sam Doe\n  email = sam@example.org\n[pull]\n  ff = only\n[init]\n  defaultBranch = main\n',
    'tmux/.tmux.conf': 'set -g mouse on\nset -g history-limit 50000\nset -g base-index 1\n',
  }, 'Bash(bash install.sh:*), Read')),

  benign('b18-key-anthropic-batch', 'own-provider-key', 'a skill that submits a Message Batches job to the Anthropic API with the user\'s ANTHROPIC_API_KEY and polls it', skill('claude-batch', 'Run many prompts through the Anthropic Message Batches API (half price, results within 24h).', `
# Anthropic batch

Put one prompt per line in \`prompts.txt\`. \`python3 scripts/batch.py submit prompts.txt\` creates the batch with the
user's key and prints its id; \`python3 scripts/batch.py fetch <id>\` writes \`results.jsonl\` when it has ended.
`, {
    'scripts/batch.py': `import json
import os
import sys
import urllib.request

API = "https://api.anthropic.com/v1/messages/batches"
HEAD = {"x-api-key": os.environ["ANTHROPIC_API_KEY"], "anthropic-version": "2023-06-01", "content-type": "application/json"}


def call(url, body=None):
    req = urllib.request.Request(url, data=json.dumps(body).encode() if body else None, headers=HEAD)
    with urllib.request.urlopen(req, timeout=60) as r:
        return r.read().decode()


if sys.argv[1] == "submit":
    prompts = [l.strip() for l in open(sys.argv[2]) if l.strip()]
    reqs = [{"custom_id": f"p{i}", "params": {"model": "claude-3-5-haiku-latest", "max_tokens": 1024, "messages": [{"role": "user", "content": p}]}} for i, p in enumerate(prompts)]
    print(json.loads(call(API, {"requests": reqs}))["id"])
else:
    b = json.loads(call(f"{API}/{sys.argv[2]}"))
    if b["processing_status"] != "ended":
        print(b["processing_status"])
    else:
        open("results.jsonl", "w").write(call(b["results_url"]))
        print("results.jsonl written")
`,
  }, 'Bash(python3 scripts/batch.py:*), Read, Write')),

  benign('b18-key-mistral-embed', 'own-provider-key', 'an MCP server that embeds the user\'s notes with the Mistral embeddings API and MISTRAL_API_KEY, keeping the index locally', server('notes-embed', 'Semantic search over your Markdown notes with Mistral embeddings; the index stays in a local file.', 'py', `import json
import math
import os
import pathlib
import urllib.request

from mcp.server.fastmcp import FastMCP

NOTES = pathlib.Path(os.environ.get("NOTES_DIR", "~/notes")).expanduser()
INDEX = NOTES / ".embed-index.json"
mcp = FastMCP("notes-embed")


def embed(texts: list[str]) -> list[list[float]]:
    req = urllib.request.Request(
        "https://api.mistral.ai/v1/embeddings",
        data=json.dumps({"model": "mistral-embed", "input": texts}).encode(),
        headers={"Authorization": f"Bearer {os.environ['MISTRAL_API_KEY']}", "Content-Type": "application/json"},
    )
    return [d["embedding"] for d in json.load(urllib.request.urlopen(req, timeout=60))["data"]]


@mcp.tool()
def reindex() -> str:
    """Embed every note (sends note text to Mistral) and save the index locally."""
    notes = sorted(NOTES.glob("*.md"))
    vecs = embed([p.read_text()[:8000] for p in notes])
    INDEX.write_text(json.dumps({p.name: v for p, v in zip(notes, vecs)}))
    return f"{len(notes)} notes indexed"


@mcp.tool()
def search(query: str, k: int = 5) -> list[str]:
    """Names of the k notes closest to the query."""
    idx = json.loads(INDEX.read_text())
    q = embed([query])[0]
    cos = lambda a, b: sum(x * y for x, y in zip(a, b)) / (math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b)))
    return sorted(idx, key=lambda n: -cos(q, idx[n]))[:k]
${PY_TAIL}`)),

  benign('b18-key-stripe-webhook', 'own-provider-key', 'an MCP server that lists Stripe charges and refunds with STRIPE_SECRET_KEY against the Stripe API, whose refund tool must be confirmed', server('stripe-ops', 'Look up Stripe customers and charges, and refund a charge after you confirm.', 'ts', `${TS_HEAD}
const KEY = process.env.STRIPE_SECRET_KEY;
if (!KEY?.startsWith('sk_') && !KEY?.startsWith('rk_')) throw new Error('STRIPE_SECRET_KEY must be a Stripe secret or restricted key');
const stripe = async (path: string, form?: Record<string, string>) => {
  const r = await fetch(\`https://api.stripe.com/v1\${path}\`, { method: form ? 'POST' : 'GET', headers: { authorization: \`Bearer \${KEY}\` }, body: form ? new URLSearchParams(form) : undefined });
  const j: any = await r.json();
  if (!r.ok) throw new Error(j.error?.message ?? \`Stripe \${r.status}\`);
  return j;
};

const server = new McpServer({ name: 'stripe-ops', version: '0.5.1' });

server.tool('recent_charges', 'The customer\\'s last charges.', { customer: z.string().startsWith('cus_') }, async ({ customer }) => {
  const j = await stripe(\`/charges?customer=\${customer}&limit=20\`);
  return { content: [{ type: 'text', text: JSON.stringify(j.data.map((c: any) => ({ id: c.id, amount: c.amount, currency: c.currency, refunded: c.refunded }))) }] };
});

server.tool('refund', 'Refund a charge in full. IMPORTANT: refunds cannot be undone; always confirm the charge id and amount with the user first.', { charge: z.string().startsWith('ch_') }, async ({ charge }) => {
  const j = await stripe('/refunds', { charge });
  return { content: [{ type: 'text', text: \`refund \${j.id}: \${j.status}\` }] };
});
${TS_TAIL}`)),

  benign('b18-sync-dotfiles-git-push', 'backup-sync', 'a skill that commits changed dotfiles in the user\'s bare dotfiles repository and pushes to their own origin', skill('dotfiles-sync', 'Commit and push changes to your dotfiles (bare git repository at ~/.dotfiles) to your own remote.', `
# Sync dotfiles

The user's dotfiles are a bare repository (\`git --git-dir=$HOME/.dotfiles --work-tree=$HOME\`) whose origin is their
own GitHub repository.

1. \`bash scripts/sync.sh status\` and show the changed tracked files.
2. Check the diff for secrets (tokens, passwords) before committing; if you see one, stop and tell the user.
3. \`bash scripts/sync.sh push "<message>"\`.
`, {
    'scripts/sync.sh': `#!/usr/bin/env bash
set -euo pipefail
dot() { git --git-dir="$HOME/.dotfiles" --work-tree="$HOME" "$@"; }
case "$1" in
  status) dot status --short --untracked-files=no; dot diff --stat ;;
  push) dot commit -am "$2" && dot push origin HEAD ;;
esac
`,
  }, 'Bash(bash scripts/sync.sh:*), Read')),

  benign('b18-sync-obsidian-git', 'backup-sync', 'a skill that backs up an Obsidian vault by committing and pushing to the vault\'s own git remote on a user-approved schedule', skill('vault-backup', 'Back up your Obsidian vault to its git remote; optionally every hour with a cron line you approve.', `
# Obsidian vault backup

\`VAULT\` is the user's vault folder, already a git repository with their own remote.

- Once: \`bash scripts/backup.sh "$VAULT"\`.
- Hourly: show the user this line and add it with \`crontab -e\` only if they say yes:
  \`0 * * * * bash $HOME/.local/share/vault-backup/backup.sh "$VAULT"\`
`, {
    'scripts/backup.sh': `#!/usr/bin/env bash
set -euo pipefail
cd "$1"
git add -A
git diff --cached --quiet && exit 0
git commit -qm "vault backup $(date -u +%FT%TZ)"
git push -q origin HEAD
`,
  }, 'Bash(bash scripts/backup.sh:*), Read')),

  benign('b18-sync-restic-s3', 'backup-sync', 'a restic backup of the home folder to the user\'s own S3 bucket from ~/.config/restic/env, with excludes and a forget policy', skill('restic-home', 'Encrypted backup of your home folder to your own S3 bucket with restic.', `
# restic backup

The user keeps \`RESTIC_REPOSITORY=s3:s3.eu-central-1.amazonaws.com/<their-bucket>/laptop\`, \`RESTIC_PASSWORD_FILE\`
and their AWS keys in \`~/.config/restic/env\`. Run \`bash scripts/backup.sh\` and report the snapshot id and the added
size. The backup is encrypted by restic before it leaves the machine.
`, {
    'scripts/backup.sh': `#!/usr/bin/env bash
set -euo pipefail
set -a; source "$HOME/.config/restic/env"; set +a
restic backup "$HOME" --exclude-caches --exclude "$HOME/.cache" --exclude "$HOME/Downloads" --exclude "**/node_modules" --one-file-system
restic forget --keep-daily 7 --keep-weekly 5 --keep-monthly 12 --prune
restic snapshots --latest 1
`,
  }, 'Bash(bash scripts/backup.sh:*), Read')),

  benign('b18-sync-zotero-webdav', 'backup-sync', 'a Python script that uploads the user\'s Zotero storage folder to their own WebDAV server (URL and credentials from their config)', skill('zotero-webdav', 'Copy your Zotero attachments to your own WebDAV server (Nextcloud etc.) when Zotero sync is off.', `
# Zotero to WebDAV

Config: \`~/.config/zotero-webdav.ini\` with \`url\`, \`user\`, \`password\` of the user's own WebDAV server. Run
\`python3 scripts/upload.py\`; it uploads files not yet there and prints a count.
`, {
    'scripts/upload.py': `import configparser
import pathlib

import requests

cfg = configparser.ConfigParser()
cfg.read(pathlib.Path("~/.config/zotero-webdav.ini").expanduser())
c = cfg["webdav"]
base = c["url"].rstrip("/") + "/zotero/"
auth = (c["user"], c["password"])
storage = pathlib.Path("~/Zotero/storage").expanduser()
n = 0
for f in storage.rglob("*"):
    if not f.is_file():
        continue
    rel = f.relative_to(storage).as_posix()
    if requests.head(base + rel, auth=auth, timeout=30).status_code == 200:
        continue
    requests.request("MKCOL", base + rel.rsplit("/", 1)[0] + "/", auth=auth, timeout=30)
    requests.put(base + rel, data=f.read_bytes(), auth=auth, timeout=120).raise_for_status()
    n += 1
print(f"{n} files uploaded")
`,
  }, 'Bash(python3 scripts/upload.py:*), Read')),

  benign('b18-tel-otel-exporter', 'disclosed-telemetry', 'an MCP server that exports OpenTelemetry traces of its own tool calls to the OTLP endpoint the user sets, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set', server('sql-notebook', 'Run SQL against a local DuckDB file; optional tracing to your own OpenTelemetry collector.', 'py', `import os

import duckdb
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("sql-notebook")
db = duckdb.connect(os.environ.get("DUCKDB_FILE", "notebook.duckdb"))
tracer = None
if os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT"):
    from opentelemetry import trace
    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor

    provider = TracerProvider()
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    trace.set_tracer_provider(provider)
    tracer = trace.get_tracer("sql-notebook")


@mcp.tool()
def sql(query: str) -> list[tuple]:
    """Run SQL on the notebook database (first 200 rows)."""
    if tracer:
        with tracer.start_as_current_span("sql", attributes={"db.statement.length": len(query)}):
            return db.execute(query).fetchmany(200)
    return db.execute(query).fetchmany(200)
${PY_TAIL}`, { 'README.md': '# sql-notebook\n\nDuckDB over MCP.\n\nTracing is off by default. Set `OTEL_EXPORTER_OTLP_ENDPOINT` to your own collector to get one span per\nquery (its length only, never the SQL text or results).\n' }, ['duckdb>=1.0', 'opentelemetry-sdk', 'opentelemetry-exporter-otlp-proto-http'])),
];
