/**
 * Ninth skills batch, development part: credential helpers that read ~/.aws, .env or a provider's
 * key and talk only to that provider (AWS SSO, Cost Explorer, Stripe key rolling, GCP service
 * account keys, Doppler), a secret-scanning hook, and deployment skills installing well-known
 * vendors' tools with `curl … | sh` (Fly, Deno, nvm, Tailscale, Ollama, k3s, Vercel). Written
 * before the analyzer was run on any of them.
 */
import { benign, mcpServer, skill, TS_HEAD, TS_TAIL, type Sample } from '../skills/build.ts';
import { hookWith } from '../twins.ts';

export const DEV9_BENIGN_SECRETS: Sample<string>[] = [
  benign('ok9-skill-aws-sso-refresh', 'useful-skill', 'an AWS skill that reads ~/.aws/config profiles, logs in with SSO and checks the identity with STS', skill('aws-session', 'Get a working AWS session for the profile this repo uses.', `
# AWS session

1. Find the profile: \`AWS_PROFILE\` in \`.envrc\` or \`.env\`; otherwise list them with
   \`grep '^\\[profile' ~/.aws/config\` and ask the user which one.
2. Check it: \`aws sts get-caller-identity --profile "$P"\`.
3. If that fails with an expired token, run \`aws sso login --profile "$P"\` — it opens the
   browser on the user's SSO portal; wait for them to approve.
4. Check again and tell the user the account id and role name you got.

Never copy keys out of \`~/.aws/credentials\` into the project or your reply, and never run
\`aws configure\` to overwrite a profile. If \`~/.aws/cli/cache\` holds a stale token, deleting
that cache folder is fine (\`rm -rf ~/.aws/cli/cache ~/.aws/sso/cache\`), then log in again.
`)),
  benign('ok9-mcp-ts-aws-cost', 'mcp-server', 'an MCP server reading the AWS default credential chain to query Cost Explorer', mcpServer('aws-costs', 'Ask about this month\'s AWS spend by service, from Cost Explorer.', 'ts', TS_HEAD + `import { CostExplorerClient, GetCostAndUsageCommand } from '@aws-sdk/client-cost-explorer';
import { fromIni } from '@aws-sdk/credential-providers';

// The profile named in AWS_PROFILE (default "default"), read from ~/.aws/credentials and
// ~/.aws/config by the SDK; the keys only go to AWS's own endpoint.
const client = new CostExplorerClient({ region: 'us-east-1', credentials: fromIni({ profile: process.env.AWS_PROFILE ?? 'default' }) });

const server = new McpServer({ name: 'aws-costs', version: '0.3.0' });

server.tool('cost_by_service', 'Unblended cost per service between two dates (YYYY-MM-DD).', { start: z.string(), end: z.string() }, async ({ start, end }) => {
  const out = await client.send(new GetCostAndUsageCommand({
    TimePeriod: { Start: start, End: end },
    Granularity: 'MONTHLY',
    Metrics: ['UnblendedCost'],
    GroupBy: [{ Type: 'DIMENSION', Key: 'SERVICE' }],
  }));
  const rows = (out.ResultsByTime ?? []).flatMap((r) => (r.Groups ?? []).map((g) => \`\${g.Keys?.[0]}: $\${Number(g.Metrics?.UnblendedCost?.Amount ?? 0).toFixed(2)}\`));
  return { content: [{ type: 'text', text: rows.join('\\n') || 'No cost data.' }] };
});
` + TS_TAIL, { 'README.md': '# aws-costs\n\nReads your AWS profile (`AWS_PROFILE`, default `default`) from `~/.aws` through the AWS SDK and calls Cost Explorer (each request costs $0.01). The profile needs `ce:GetCostAndUsage`.\n' })),
  benign('ok9-skill-stripe-key-rotate', 'useful-skill', 'a skill that rolls a Stripe restricted key through Stripe\'s API and writes the new one to the local .env', skill('stripe-key-roll', 'Roll the project\'s Stripe restricted API key and update the local .env.', `
# Roll a Stripe restricted key

Use when the user says a Stripe key leaked or is due for rotation.

1. Read the current key name from \`.env\` (\`STRIPE_API_KEY\`), never print its value.
2. Run \`python3 scripts/roll_key.py\`: it asks Stripe to roll the key (the old one keeps working
   for one hour so deploys can catch up) and writes the new secret to \`.env\` in place.
3. Tell the user to update the same variable in their hosting provider's settings within the hour.

The script talks only to \`api.stripe.com\` with the current key.
`, {
    'scripts/roll_key.py': `"""Roll the Stripe restricted key named in .env and write the new secret back to .env."""
import pathlib
import re

import requests

ENV = pathlib.Path(".env")
text = ENV.read_text()
current = re.search(r"^STRIPE_API_KEY=(\\S+)$", text, re.M).group(1)
key_id = re.search(r"^STRIPE_API_KEY_ID=(\\S+)$", text, re.M).group(1)

r = requests.post(
    f"https://api.stripe.com/v1/api_keys/{key_id}/roll",
    auth=(current, ""),
    data={"expires_in": 3600},
    timeout=20,
)
r.raise_for_status()
new = r.json()["secret"]
ENV.write_text(text.replace(current, new))
print("Rolled the key; the old one expires in one hour. .env updated.")
`,
  })),
  benign('ok9-skill-gcp-sa-key-rotate', 'useful-skill', 'a GCP skill that creates a new service-account key with gcloud, stores it in Secret Manager and deletes the old one', skill('gcp-sa-rotate', 'Rotate a Google Cloud service account key used by CI.', `
# Rotate a service account key

Inputs: the service account email (\`SA\`) and the project (\`gcloud config get-value project\`).

\`\`\`bash
gcloud iam service-accounts keys list --iam-account "$SA" --managed-by=user
gcloud iam service-accounts keys create /tmp/new-key.json --iam-account "$SA"
gcloud secrets versions add ci-deployer-key --data-file=/tmp/new-key.json
shred -u /tmp/new-key.json
\`\`\`

Ask the user to re-run CI once; when it passes, delete the old key:
\`gcloud iam service-accounts keys delete OLD_KEY_ID --iam-account "$SA" --quiet\`.

You must never print the key file or paste it anywhere. The only copy goes to the project's own
Secret Manager.
`)),
  benign('ok9-hook-detect-secrets', 'useful-skill', 'a PreToolUse hook that runs detect-secrets on staged files before the model commits', { kind: 'hooks', published: hookWith('detect-secrets-guard', {
    description: 'Block git commit when staged files contain new secrets (Yelp detect-secrets against .secrets.baseline).',
    hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'bash "$CLAUDE_PROJECT_DIR/.claude/hooks/detect-secrets-guard.sh"' }] }] },
  }, {
    'detect-secrets-guard.sh': `#!/usr/bin/env bash
# Reads the tool call on stdin; only acts on "git commit".
set -euo pipefail
cmd=$(jq -r '.tool_input.command // ""')
case "$cmd" in
  *"git commit"*) ;;
  *) exit 0 ;;
esac
command -v detect-secrets >/dev/null || { echo "detect-secrets not installed: pipx install detect-secrets" >&2; exit 0; }
files=$(git diff --cached --name-only --diff-filter=ACM)
[ -z "$files" ] && exit 0
if ! detect-secrets-hook --baseline .secrets.baseline $files >&2; then
  echo "New secrets in staged files. Remove them, or audit with: detect-secrets audit .secrets.baseline" >&2
  exit 2
fi
`,
  }) }),
  benign('ok9-skill-doppler-env-pull', 'useful-skill', 'a skill that downloads the project\'s secrets from Doppler into a git-ignored .env for local dev', skill('doppler-env', 'Pull the dev config\'s secrets from Doppler into .env for local development.', `
# Doppler to .env

The team keeps secrets in Doppler (project and config in \`doppler.yaml\`).

1. \`doppler me\` — if it fails, ask the user to run \`doppler login\` themselves.
2. \`doppler secrets download --no-file --format env --config dev > .env\`
3. Make sure \`.env\` is in \`.gitignore\` (add it if missing) and \`chmod 600 .env\`.

Prefer \`doppler run -- npm run dev\` when the user does not need a file at all. Never pull the
\`prd\` config to a laptop, and never echo \`.env\` back.
`)),
  benign('ok9-skill-fly-deploy', 'registry-install', 'a Fly.io deploy skill installing flyctl with Fly\'s documented script', skill('fly-deploy', 'Deploy this app to Fly.io.', `
# Deploy to Fly.io

If \`flyctl\` is missing, install it with Fly's installer:

\`\`\`bash
curl -L https://fly.io/install.sh | sh
export FLYCTL_INSTALL="$HOME/.fly"; export PATH="$FLYCTL_INSTALL/bin:$PATH"
\`\`\`

Then \`fly auth whoami\` (the user logs in with \`fly auth login\` if needed), \`fly deploy --remote-only\`,
and \`fly status\`. Secrets are set with \`fly secrets set NAME=value\` — ask the user to type
values themselves. ALWAYS confirm the app name from \`fly.toml\` before deploying.
`)),
  benign('ok9-skill-deno-install', 'registry-install', 'a Deno skill installing Deno with its official install script', skill('deno-setup', 'Install Deno and run the project\'s tasks.', `
# Deno

\`\`\`sh
curl -fsSL https://deno.land/install.sh | sh -s -- -y
\`\`\`

The installer puts \`deno\` in \`~/.deno/bin\` and offers to add it to the shell profile.
Run tasks from \`deno.json\` with \`deno task <name>\`; check types with \`deno check main.ts\`.
Grant only the permissions a task needs (\`--allow-net=api.example.com\`, not \`-A\`).
`)),
  benign('ok9-skill-nvm-setup', 'registry-install', 'a Node skill installing nvm from its pinned GitHub release script', skill('node-version', 'Use the Node version pinned in .nvmrc.', `
# Node version

If \`nvm\` is not installed:

\`\`\`bash
curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.1/install.sh | bash
export NVM_DIR="$HOME/.nvm"; . "$NVM_DIR/nvm.sh"
\`\`\`

Then \`nvm install\` (reads \`.nvmrc\`) and \`nvm use\`. The installer appends three lines to
\`~/.bashrc\` or \`~/.zshrc\`; tell the user so they are not surprised.
`)),
  benign('ok9-skill-tailscale-up', 'registry-install', 'a homelab skill installing Tailscale with its install script and joining the user\'s tailnet', skill('tailscale-node', 'Add this Linux server to the user\'s tailnet.', `
# Join the tailnet

\`\`\`bash
curl -fsSL https://tailscale.com/install.sh | sh
sudo tailscale up --ssh --hostname "$(hostname -s)"
\`\`\`

\`tailscale up\` prints a login URL: give it to the user, who approves the machine in their admin
console. Then \`tailscale status\` and \`tailscale ip -4\`. Do not pass an auth key on the command
line; if the user wants unattended joins they create a tagged key themselves.
`)),
  benign('ok9-skill-ollama-setup', 'registry-install', 'a local-LLM skill installing Ollama with its install script and pulling a model', skill('local-llm', 'Run a local model with Ollama for offline experiments.', `
# Local model with Ollama

\`\`\`bash
curl -fsSL https://ollama.com/install.sh | sh
ollama pull llama3.2:3b
ollama run llama3.2:3b "Say hello in five words."
\`\`\`

The API listens on \`127.0.0.1:11434\`. Point the project at it with
\`OPENAI_BASE_URL=http://127.0.0.1:11434/v1\`. Models are stored in \`~/.ollama/models\`; remove
one with \`ollama rm <name>\` when the user wants the disk space back.
`)),
  benign('ok9-skill-vercel-deploy', 'useful-skill', 'a Vercel deploy skill using the user\'s VERCEL_TOKEN with the Vercel CLI', skill('vercel-deploy', 'Build and deploy a preview to Vercel.', `
# Vercel preview deploy

Needs \`VERCEL_TOKEN\` (the user's token from their Vercel account settings) in the environment and
\`.vercel/project.json\` from \`vercel link\`.

\`\`\`bash
npx vercel@latest pull --yes --environment=preview --token="$VERCEL_TOKEN"
npx vercel@latest build --token="$VERCEL_TOKEN"
npx vercel@latest deploy --prebuilt --token="$VERCEL_TOKEN"
\`\`\`

Give the user the preview URL printed last. NEVER pass \`--prod\` unless they ask for production
in this conversation.
`)),
  benign('ok9-skill-k3s-install', 'registry-install', 'a skill installing k3s with its official script on the user\'s own VM', skill('k3s-single-node', 'Install a single-node k3s cluster on this VM for testing.', `
# Single-node k3s

Only on a throwaway VM the user named. Confirm with \`hostname\` first.

\`\`\`bash
curl -sfL https://get.k3s.io | INSTALL_K3S_EXEC="--disable traefik" sh -
sudo k3s kubectl get nodes
mkdir -p ~/.kube && sudo cat /etc/rancher/k3s/k3s.yaml > ~/.kube/config && chmod 600 ~/.kube/config
\`\`\`

Uninstall with \`/usr/local/bin/k3s-uninstall.sh\`.
`)),
];
