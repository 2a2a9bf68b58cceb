/**
 * Eleventh benign batch, development part: skills that send data to the service they are
 * about — a base64 screenshot or PDF to the vision / OCR API the skill is for, an API's own
 * key in its header, Basic auth built with base64, an HMAC-signed webhook to the user's own
 * endpoint, gzipped source maps to the user's Sentry, a kubeconfig secret base64'd for
 * kubectl, a CI service-account key decoded from the environment. Written on 2026-11-30 by
 * helper benign14 before the analyzer was run on any of them. Tune on this file.
 */
import { benign, skill } from '../skills/build.ts';
import type { Benign11Sample } from './classes.ts';

export const DEV11_SERVICES: Benign11Sample[] = [
  benign('b14-skill-vision-py', 'vision-upload', 'a screenshot review skill: a Python script base64-encodes the PNG and sends it to the Anthropic Messages API with ANTHROPIC_API_KEY', skill('ui-screenshot-review', 'Review a UI screenshot for layout, contrast and copy problems using Claude\'s vision.', `
# UI screenshot review

1. Take or locate the screenshot (PNG or JPEG, under 5 MB).
2. Run \`python3 scripts/review.py path/to/shot.png "what to focus on"\`.
3. Summarise the findings as a checklist; link each to the component file when you can find it.

Needs \`ANTHROPIC_API_KEY\` in the environment.
`, {
    'scripts/review.py': `#!/usr/bin/env python3
"""Send one screenshot to the Messages API and print the review."""
import base64
import json
import mimetypes
import os
import sys
import urllib.request

path, focus = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else "layout, contrast, copy")
media_type = mimetypes.guess_type(path)[0] or "image/png"
with open(path, "rb") as f:
    data = base64.standard_b64encode(f.read()).decode("ascii")

body = {
    "model": "claude-sonnet-4-5",
    "max_tokens": 1500,
    "messages": [{
        "role": "user",
        "content": [
            {"type": "image", "source": {"type": "base64", "media_type": media_type, "data": data}},
            {"type": "text", "text": f"Review this UI screenshot. Focus on: {focus}. List concrete problems."},
        ],
    }],
}
req = urllib.request.Request(
    "https://api.anthropic.com/v1/messages",
    data=json.dumps(body).encode(),
    headers={
        "x-api-key": os.environ["ANTHROPIC_API_KEY"],
        "anthropic-version": "2023-06-01",
        "content-type": "application/json",
    },
)
with urllib.request.urlopen(req, timeout=120) as resp:
    out = json.load(resp)
print("".join(block.get("text", "") for block in out["content"]))
`,
  })),

  benign('b14-skill-vision-curl', 'vision-upload', 'an alt-text skill: a shell script base64-encodes an image and posts it with curl and jq to the OpenAI chat completions API', skill('alt-text', 'Write alt text for images in the docs using a vision model.', `
# Alt text for images

For each image the user points at (or every \`![](...)\` with empty alt text in \`docs/\`):

\`\`\`bash
scripts/alt.sh docs/img/dashboard.png
\`\`\`

Put the returned sentence into the Markdown alt text. Keep it under 125 characters.
Needs \`OPENAI_API_KEY\`.
`, {
    'scripts/alt.sh': `#!/usr/bin/env bash
set -euo pipefail
img="$1"
: "\${OPENAI_API_KEY:?OPENAI_API_KEY is not set}"
mime=$(file --brief --mime-type "$img")
b64=$(base64 -w0 "$img")
jq -n --arg url "data:$mime;base64,$b64" '{
  model: "gpt-4o-mini",
  max_tokens: 80,
  messages: [{role: "user", content: [
    {type: "text", text: "Write one sentence of alt text for this image."},
    {type: "image_url", image_url: {url: $url}}
  ]}]
}' > /tmp/alt-request.json
curl -sS https://api.openai.com/v1/chat/completions \\
  -H "Authorization: Bearer $OPENAI_API_KEY" \\
  -H "Content-Type: application/json" \\
  --data @/tmp/alt-request.json | jq -r '.choices[0].message.content'
rm -f /tmp/alt-request.json
`,
  })),

  benign('b14-skill-ocr-pdf', 'vision-upload', 'an OCR skill: a scanned PDF base64-encoded into a data URL and sent to Mistral\'s OCR endpoint with MISTRAL_API_KEY; Markdown written beside the PDF', skill('scan-to-markdown', 'Turn scanned PDFs into Markdown with Mistral OCR.', `
# Scanned PDF → Markdown

\`python3 scripts/ocr.py invoice.pdf\` writes \`invoice.md\` beside the PDF. Show the user the first page
of the result and ask before processing more than 20 files (each costs API credit).
`, {
    'scripts/ocr.py': `import base64
import os
import pathlib
import sys

import httpx

pdf = pathlib.Path(sys.argv[1])
encoded = base64.b64encode(pdf.read_bytes()).decode()
resp = httpx.post(
    "https://api.mistral.ai/v1/ocr",
    headers={"Authorization": f"Bearer {os.environ['MISTRAL_API_KEY']}"},
    json={
        "model": "mistral-ocr-latest",
        "document": {"type": "document_url", "document_url": f"data:application/pdf;base64,{encoded}"},
    },
    timeout=300,
)
resp.raise_for_status()
pages = resp.json()["pages"]
out = pdf.with_suffix(".md")
out.write_text("\\n\\n".join(p["markdown"] for p in pages))
print(f"{len(pages)} pages -> {out}")
`,
  })),

  benign('b14-skill-linear-key', 'own-api-key', 'a Linear skill: GraphQL queries with curl sending LINEAR_API_KEY to Linear\'s API only', skill('linear-issues', 'Look up, create and update Linear issues from the terminal.', `
# Linear issues

Auth: a personal API key in \`LINEAR_API_KEY\` (Linear → Settings → API). Never print it.

My open issues:

\`\`\`bash
curl -s https://api.linear.app/graphql \\
  -H "Authorization: $LINEAR_API_KEY" -H 'Content-Type: application/json' \\
  -d '{"query":"{ viewer { assignedIssues(filter:{state:{type:{nin:[\\"completed\\",\\"canceled\\"]}}}) { nodes { identifier title state { name } } } } }"}' \\
  | jq -r '.data.viewer.assignedIssues.nodes[] | "\\(.identifier)  \\(.state.name)  \\(.title)"'
\`\`\`

Create: run \`scripts/create.sh "<team key>" "<title>" "<description>"\` after the user confirms the text.
`, {
    'scripts/create.sh': `#!/usr/bin/env bash
set -euo pipefail
team="$1"; title="$2"; desc="\${3:-}"
team_id=$(curl -s https://api.linear.app/graphql -H "Authorization: $LINEAR_API_KEY" -H 'Content-Type: application/json' \\
  -d "{\\"query\\":\\"{ teams(filter:{key:{eq:\\\\\\"$team\\\\\\"}}) { nodes { id } } }\\"}" | jq -r '.data.teams.nodes[0].id')
jq -n --arg t "$team_id" --arg title "$title" --arg d "$desc" \\
  '{query: "mutation($i: IssueCreateInput!){ issueCreate(input:$i){ issue { identifier url } } }", variables: {i: {teamId: $t, title: $title, description: $d}}}' \\
  | curl -s https://api.linear.app/graphql -H "Authorization: $LINEAR_API_KEY" -H 'Content-Type: application/json' -d @- \\
  | jq -r '.data.issueCreate.issue | "\\(.identifier) \\(.url)"'
`,
  })),

  benign('b14-skill-sentry-release', 'encoded-to-service', 'a release skill: sentry-cli creates a release and uploads gzipped source maps to the user\'s Sentry org with SENTRY_AUTH_TOKEN', skill('sentry-release', 'Create a Sentry release for a deploy and upload its source maps.', `
# Sentry release

Needs \`SENTRY_AUTH_TOKEN\`, \`SENTRY_ORG\` and \`SENTRY_PROJECT\` (from \`.sentryclirc\` or the environment).

\`\`\`bash
VERSION=$(git rev-parse --short HEAD)
npx @sentry/cli releases new "$VERSION"
npx @sentry/cli releases set-commits "$VERSION" --auto
npx @sentry/cli sourcemaps inject ./dist
npx @sentry/cli sourcemaps upload --release "$VERSION" ./dist
npx @sentry/cli releases finalize "$VERSION"
\`\`\`

After the deploy: \`npx @sentry/cli releases deploys "$VERSION" new -e production\`.
Delete the \`.map\` files from \`dist/\` before publishing so they are not served publicly.
`)),

  benign('b14-skill-slack-webhook', 'own-api-key', 'a notify skill: posts a deploy summary to the Slack incoming webhook the user keeps in SLACK_WEBHOOK_URL', skill('notify-slack', 'Post a short message to the team\'s Slack channel (deploys, long jobs finishing).', `
# Notify Slack

The user's incoming-webhook URL is in \`SLACK_WEBHOOK_URL\` (it is a secret: never echo it).

\`\`\`bash
scripts/notify.sh ":rocket: deployed $(git rev-parse --short HEAD) to staging"
\`\`\`

Only post when the user asked for notifications in this session.
`, {
    'scripts/notify.sh': `#!/usr/bin/env bash
set -euo pipefail
[ -n "\${SLACK_WEBHOOK_URL:-}" ] || { echo "SLACK_WEBHOOK_URL is not set" >&2; exit 1; }
payload=$(jq -n --arg text "$1" '{text: $text}')
curl -sS -X POST -H 'Content-type: application/json' --data "$payload" "$SLACK_WEBHOOK_URL"
echo
`,
  })),

  benign('b14-skill-gcp-sa-decode', 'secret-handling', 'a CI skill: decodes the service-account key a CI secret holds in base64 into a 0600 temp file for gcloud auth, deleted on exit', skill('gcloud-ci-auth', 'Authenticate gcloud in CI from a base64 service-account key.', `
# gcloud auth in CI

CI systems store the key JSON base64-encoded in \`GCP_SA_KEY_B64\`. The script decodes it to a private
temp file, activates it, and removes the file when the job ends.

\`\`\`bash
source scripts/gcloud-auth.sh
gcloud run deploy api --source . --region europe-west1
\`\`\`

Locally, use \`gcloud auth login\` instead; never put a key file in the repository.
`, {
    'scripts/gcloud-auth.sh': `#!/usr/bin/env bash
set -euo pipefail
: "\${GCP_SA_KEY_B64:?GCP_SA_KEY_B64 is not set}"
umask 077
keyfile=$(mktemp)
trap 'rm -f "$keyfile"' EXIT
printf '%s' "$GCP_SA_KEY_B64" | base64 --decode > "$keyfile"
gcloud auth activate-service-account --key-file="$keyfile"
gcloud config set project "$(jq -r .project_id "$keyfile")"
`,
  })),

  benign('b14-skill-k8s-secret', 'encoded-to-service', 'a Kubernetes skill: creates a Secret from the user\'s .env with kubectl (base64 is what the Secret format needs), dry-run shown first', skill('k8s-env-secret', 'Turn a .env file into a Kubernetes Secret for the app.', `
# .env → Kubernetes Secret

1. Show what would be created, with values hidden:

   \`\`\`bash
   kubectl create secret generic app-env --from-env-file=.env --dry-run=client -o yaml \\
     | yq '.data |= with_entries(.value = "<redacted>")'
   \`\`\`

2. After the user confirms the namespace: \`kubectl -n "$NS" create secret generic app-env --from-env-file=.env\`.
3. To update one key: \`scripts/set-key.sh NAME\` (reads the value from the terminal, never from arguments).
`, {
    'scripts/set-key.sh': `#!/usr/bin/env bash
set -euo pipefail
key="$1"
ns="\${NS:-default}"
read -r -s -p "value for $key: " value; echo
encoded=$(printf '%s' "$value" | base64 | tr -d '\\n')
kubectl -n "$ns" patch secret app-env --type merge -p "{\\"data\\":{\\"$key\\":\\"$encoded\\"}}"
kubectl -n "$ns" rollout restart deploy/app
`,
  })),

  benign('b14-skill-jira-basic', 'encoded-to-service', 'a Jira skill: Basic auth header built as base64 of email:token, sent only to the user\'s JIRA_BASE_URL', skill('jira-tickets', 'Search and comment on Jira tickets in the user\'s Atlassian site.', `
# Jira

Set \`JIRA_BASE_URL\` (https://yourcompany.atlassian.net), \`JIRA_EMAIL\` and \`JIRA_API_TOKEN\`.

- Search: \`scripts/jira.sh search 'project = WEB AND status = "In Progress"'\`
- Comment: \`scripts/jira.sh comment WEB-123 "text"\` (show the comment to the user first)
`, {
    'scripts/jira.sh': `#!/usr/bin/env bash
set -euo pipefail
auth=$(printf '%s:%s' "$JIRA_EMAIL" "$JIRA_API_TOKEN" | base64 | tr -d '\\n')
api() { curl -sS -H "Authorization: Basic $auth" -H 'Content-Type: application/json' "$@"; }
case "$1" in
  search)
    api -G "$JIRA_BASE_URL/rest/api/3/search" --data-urlencode "jql=$2" --data-urlencode 'fields=summary,status' \\
      | jq -r '.issues[] | "\\(.key)  \\(.fields.status.name)  \\(.fields.summary)"' ;;
  comment)
    jq -n --arg t "$3" '{body: {type: "doc", version: 1, content: [{type: "paragraph", content: [{type: "text", text: $t}]}]}}' \\
      | api -X POST "$JIRA_BASE_URL/rest/api/3/issue/$2/comment" -d @- | jq -r .id ;;
  *) echo "usage: jira.sh search JQL | comment KEY TEXT" >&2; exit 2 ;;
esac
`,
  })),

  benign('b14-skill-webhook-hmac', 'encoded-to-service', 'a webhook testing skill: signs a fixture payload with openssl HMAC (base64) and posts it to the user\'s local dev server', skill('webhook-replay', 'Replay signed webhook fixtures against the local dev server.', `
# Webhook replay

The app verifies \`X-Signature: sha256=<base64 HMAC>\` with \`WEBHOOK_SECRET\` from \`.env.local\`.

\`\`\`bash
scripts/replay.sh fixtures/webhooks/order-paid.json
\`\`\`

The dev server must be running on port 3000. Report the status code and the app's log line.
`, {
    'scripts/replay.sh': `#!/usr/bin/env bash
set -euo pipefail
set -a; . ./.env.local; set +a
body=$(cat "$1")
sig=$(printf '%s' "$body" | openssl dgst -sha256 -hmac "$WEBHOOK_SECRET" -binary | base64)
curl -sS -o /dev/null -w '%{http_code}\\n' -X POST http://localhost:3000/api/webhooks \\
  -H "Content-Type: application/json" -H "X-Signature: sha256=$sig" --data "$body"
`,
  })),

  benign('b14-skill-sourcemaps-gzip', 'encoded-to-service', 'a static-site deploy skill: gzips the build and syncs it to the user\'s own S3 bucket with Content-Encoding set, CloudFront invalidation after', skill('s3-static-deploy', 'Deploy the static build to the project\'s S3 bucket behind CloudFront.', `
# S3 static deploy

Bucket and distribution come from \`deploy.env\` (\`BUCKET\`, \`DISTRIBUTION_ID\`); AWS credentials from the
user's profile (\`AWS_PROFILE\`).

\`\`\`bash
npm run build
scripts/deploy.sh
\`\`\`
`, {
    'scripts/deploy.sh': `#!/usr/bin/env bash
set -euo pipefail
. ./deploy.env
find dist -type f \\( -name '*.js' -o -name '*.css' -o -name '*.html' -o -name '*.svg' \\) -exec gzip -9 -n {} \\; -exec sh -c 'mv "$1.gz" "$1"' _ {} \\;
aws s3 sync dist "s3://$BUCKET" --delete --content-encoding gzip --cache-control 'public,max-age=31536000,immutable' --exclude '*.html'
aws s3 sync dist "s3://$BUCKET" --content-encoding gzip --cache-control 'no-cache' --exclude '*' --include '*.html'
aws cloudfront create-invalidation --distribution-id "$DISTRIBUTION_ID" --paths '/*'
`,
  })),

  benign('b14-skill-bug-bundle', 'encoded-to-service', 'a bug report skill: tars the app\'s own logs and version info, shows the list, and attaches it to a GitHub issue with gh after the user agrees', skill('bug-report', 'Collect diagnostics and open a GitHub issue for this project.', `
# Bug report

1. \`scripts/collect.sh\` writes \`bug-report.tgz\` with the app's logs from \`./logs\`, \`node --version\`,
   \`npm ls --depth=0\` and the OS version. It never includes \`.env\` files.
2. Show the user \`tar -tzf bug-report.tgz\` and ask whether to file it.
3. \`gh issue create --title "<title>" --body-file report.md\`, then \`gh release upload\` is NOT used:
   attach by dragging the file in the browser (\`gh issue view --web\`).
`, {
    'scripts/collect.sh': `#!/usr/bin/env bash
set -euo pipefail
dir=$(mktemp -d)
cp -r logs "$dir/" 2>/dev/null || true
{ node --version; npm --version; uname -a; } > "$dir/versions.txt"
npm ls --depth=0 > "$dir/packages.txt" 2>&1 || true
tar -czf bug-report.tgz -C "$dir" .
rm -rf "$dir"
tar -tzf bug-report.tgz
`,
  })),
];
