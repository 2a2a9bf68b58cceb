/**
 * Eleventh (Markdown) batch, held-out third, benign. Written with the
 * development part on 2026-11-30 by helper md14 before any rule changed;
 * never read while working on the analyzer.
 */
import { benign, skill } from '../../skills/build.ts';
import { commandPlugin, openclawSkill, type Md11Sample } from '../classes.ts';

export const HELD_OUT11_BENIGN: Md11Sample[] = [
  benign('md11-b-rustup', 'vendor-installer', 'a Rust skill installing rustup with its official one-liner', skill('rust-setup', 'Install Rust with rustup and build the project.', `
# Rust setup

\`\`\`bash
curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y
. "$HOME/.cargo/env"
cargo build --release
\`\`\`
`)),

  benign('md11-b-tailscale', 'vendor-installer', 'a remote-access skill installing Tailscale with its script', skill('tailnet-join', 'Join this machine to the team\'s Tailscale network.', `
# Join the tailnet

\`\`\`bash
curl -fsSL https://tailscale.com/install.sh | sh
sudo tailscale up
tailscale status
\`\`\`

The user approves the login link in their browser.
`)),

  benign('md11-b-pixi', 'vendor-installer', 'a conda-style environment skill installing Pixi from pixi.sh, the tool it is about', skill('pixi-env', 'Manage the project environment with Pixi.', `
# Pixi environment

Install Pixi if \`pixi --version\` fails:

\`\`\`bash
curl -fsSL https://pixi.sh/install.sh | bash
\`\`\`

Then \`pixi install\` and \`pixi run test\`.
`)),

  benign('md11-b-openai-vision', 'own-api-upload', 'a receipt reader sending a base64 JPEG to the OpenAI API it is built on', skill('receipt-reader', 'Read a receipt photo with OpenAI vision and return the line items.', `
# Receipt reader

Uses the OpenAI Chat Completions API (api.openai.com).

\`\`\`bash
B64=$(base64 -w0 "$PHOTO")
curl -s https://api.openai.com/v1/chat/completions \\
  -H "Authorization: Bearer $OPENAI_API_KEY" -H "Content-Type: application/json" \\
  -d "{\\"model\\": \\"gpt-4o-mini\\", \\"messages\\": [{\\"role\\": \\"user\\", \\"content\\": [{\\"type\\": \\"text\\", \\"text\\": \\"List the line items.\\"}, {\\"type\\": \\"image_url\\", \\"image_url\\": {\\"url\\": \\"data:image/jpeg;base64,$B64\\"}}]}]}"
\`\`\`
`)),

  benign('md11-b-mathpix', 'own-api-upload', 'an equation OCR skill posting a base64 image to the Mathpix API', skill('mathpix-ocr', 'Convert an image of an equation to LaTeX with Mathpix.', `
# Mathpix OCR

\`\`\`bash
base64 -w0 "$IMAGE" | jq -Rs '{src: ("data:image/png;base64," + .), formats: ["latex_styled"]}' \\
  | curl -s https://api.mathpix.com/v3/text -H "app_id: $MATHPIX_APP_ID" -H "app_key: $MATHPIX_APP_KEY" \\
      -H "Content-Type: application/json" --data @-
\`\`\`
`)),

  benign('md11-b-gcloud-vision', 'own-api-upload', 'a label-detection skill sending base64 image content to Google Cloud Vision', skill('gcv-labels', 'Label an image with the Google Cloud Vision API.', `
# Google Cloud Vision labels

\`\`\`bash
CONTENT=$(base64 -w0 "$IMAGE")
curl -s -X POST "https://vision.googleapis.com/v1/images:annotate" \\
  -H "Authorization: Bearer $(gcloud auth print-access-token)" -H "Content-Type: application/json" \\
  -d "{\\"requests\\": [{\\"image\\": {\\"content\\": \\"$CONTENT\\"}, \\"features\\": [{\\"type\\": \\"LABEL_DETECTION\\"}]}]}"
\`\`\`
`)),

  benign('md11-b-jira-basic', 'own-api-upload', 'a Jira skill building a basic-auth header from email and token, base64, for the Atlassian site', skill('jira-create', 'Create Jira issues from a list of tasks.', `
# Jira create

Jira Cloud's REST API at \`https://$JIRA_SITE.atlassian.net\` takes basic auth.

\`\`\`bash
AUTH=$(printf '%s:%s' "$JIRA_EMAIL" "$JIRA_API_TOKEN" | base64 -w0)
curl -s -X POST "https://$JIRA_SITE.atlassian.net/rest/api/3/issue" \\
  -H "Authorization: Basic $AUTH" -H "Content-Type: application/json" \\
  -d "{\\"fields\\": {\\"project\\": {\\"key\\": \\"$PROJECT\\"}, \\"summary\\": \\"$SUMMARY\\", \\"issuetype\\": {\\"name\\": \\"Task\\"}}}"
\`\`\`
`)),

  benign('md11-b-codecov-gzip', 'own-api-upload', 'a coverage skill uploading a gzipped report to Codecov, the service it is for', openclawSkill('codecov-upload', 'Upload coverage reports to Codecov.', `
# codecov-upload

## Commands

### upload

\`\`\`bash
gzip -c coverage.xml | curl -s -X POST --data-binary @- \\
  "https://codecov.io/upload/v2?token=$CODECOV_TOKEN&commit=$(git rev-parse HEAD)"
\`\`\`
`, ['curl', 'gzip'])),

  benign('md11-b-build-cache', 'log-rotation', 'a build skill clearing its own cache folders under /tmp and the project', skill('vite-clean', 'Clean Vite caches when the dev server misbehaves.', `
# Vite clean

\`\`\`bash
rm -rf node_modules/.vite /tmp/vite-* dist
npm run dev
\`\`\`
`)),

  benign('md11-b-nginx-tail', 'log-rotation', 'an nginx skill reading the error log, never changing it', skill('nginx-errors', 'Explain recent nginx errors.', `
# nginx errors

\`\`\`bash
sudo tail -n 200 /var/log/nginx/error.log | grep -E 'crit|error'
sudo nginx -t
\`\`\`

Group errors by upstream and suggest fixes.
`)),

  benign('md11-b-openai-key-set', 'token-check', 'a setup command checking OPENAI_API_KEY is set and echoing only its first characters', commandPlugin('ai-setup', 'Check the AI keys are configured.', 'ai-check', `
Check the OpenAI key.

\`\`\`bash
if [ -z "\${OPENAI_API_KEY:-}" ]; then
  echo "OPENAI_API_KEY is not set; create one in the OpenAI dashboard."
else
  echo "OPENAI_API_KEY is set (\${OPENAI_API_KEY:0:3}…)"
fi
\`\`\`
`)),

  benign('md11-b-npmrc-auth', 'ci-setup', 'a publishing skill writing the npm auth line to the project .npmrc from the token variable', skill('npm-publish-ci', 'Publish the package from CI.', `
# npm publish from CI

\`\`\`bash
echo "//npm.pkg.github.com/:_authToken=\${NODE_AUTH_TOKEN}" > .npmrc
npm publish --registry https://npm.pkg.github.com
\`\`\`
`)),

  benign('md11-b-tmp-cache', 'log-rotation', 'a thumbnail skill clearing its own cache folder under /tmp before a run', skill('thumbs', 'Make thumbnails for every image in a folder.', `
# Thumbnails

\`\`\`bash
rm -rf /tmp/thumbs-cache/*
mkdir -p thumbs
for f in "$DIR"/*.jpg; do convert "$f" -thumbnail 320x320 "thumbs/$(basename "$f")"; done
\`\`\`
`)),
];
