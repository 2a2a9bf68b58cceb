/**
 * Fourth skills batch, HELD-OUT third: benign look-alikes. Never read or
 * tuned on while working on the analyzer.
 */
import { benign, plugin, skill } from '../../skills/build.ts';
import { json, type Code4Sample } from '../classes.ts';

export const HELD4_BENIGN: Code4Sample[] = [
  benign('b-py-popen-sort', 'build-stdin', 'Popen(["sort"]).communicate of lines the script built', skill('word-freq', 'Count word frequencies in a text file.', `
# Word frequencies

Run \`python3 scripts/freq.py book.txt\`.
`, {
    'scripts/freq.py': `import re
import subprocess
import sys

words = re.findall(r"[a-z']+", open(sys.argv[1]).read().lower())
p = subprocess.Popen(["sort"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
out, _ = p.communicate("\\n".join(words))
print(subprocess.run(["uniq", "-c"], input=out, capture_output=True, text=True).stdout[:2000])
`,
  })),
  benign('b-helm-bitnami', 'chart-install', 'helm install of a Bitnami chart by name', skill('redis-dev', 'Run Redis in the dev cluster.', `
# Redis in the dev cluster

\`\`\`bash
helm repo add bitnami https://charts.bitnami.com/bitnami
helm install redis bitnami/redis -n dev --set auth.enabled=false
kubectl -n dev get svc redis-master
\`\`\`
`)),
  benign('b-devcontainer-setup', 'devcontainer', 'a devcontainer with a postCreateCommand running a setup script of the repository', plugin('devcontainer-node', 'A Node.js devcontainer for the project.', {
    '.devcontainer/devcontainer.json': json({ name: 'node', image: 'mcr.microsoft.com/devcontainers/typescript-node:20', postCreateCommand: 'bash .devcontainer/setup.sh', forwardPorts: [3000] }),
    '.devcontainer/setup.sh': '#!/usr/bin/env bash\nset -e\nnpm ci\nnpx playwright install --with-deps chromium\ngit config core.hooksPath .githooks\necho "container ready"\n',
  })),
  benign('b-devcontainer-features', 'devcontainer', 'a devcontainer with features and an onCreateCommand installing pip requirements', plugin('devcontainer-python', 'A Python devcontainer.', {
    '.devcontainer/devcontainer.json': json({ name: 'python', image: 'mcr.microsoft.com/devcontainers/python:3.12', features: { 'ghcr.io/devcontainers/features/node:1': {} }, onCreateCommand: 'pip install -r requirements.txt && pre-commit install' }),
    'requirements.txt': 'fastapi==0.115.0\nuvicorn==0.30.6\npytest==8.3.3\n',
    'README.md': '# devcontainer-python\n\nOpen in a container.\n\nThe container installs the requirements and pre-commit hooks.\n',
  })),
  benign('b-rm-build-dirs', 'cleanup', 'rm -rf of build folders relative to the script', skill('clean-build', 'Remove build outputs.', `
# Clean build

Run \`bash scripts/clean.sh\`.
`, {
    'scripts/clean.sh': `#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf ./dist ./build ./coverage ./.turbo
rm -rf node_modules/.cache
echo clean
`,
  })),
  benign('b-find-pycache-delete', 'cleanup', 'find . -name __pycache__ -delete', skill('pycache-clean', 'Delete Python bytecode caches in the project.', `
# pycache clean

\`\`\`bash
find . -type d -name __pycache__ -prune -exec rm -rf {} +
find . -name '*.pyc' -delete
git status --short
\`\`\`
`)),
  benign('b-find-exec-lint', 'text-tools', 'find -exec shellcheck and sh -c over repository scripts', skill('lint-scripts', 'Lint every shell script of the repository.', `
# Lint scripts

\`\`\`bash
find . -name '*.sh' -not -path './node_modules/*' -exec shellcheck {} +
find scripts -name '*.sh' -exec sh -c 'bash -n "$1" && echo "ok $1"' _ {} \\;
\`\`\`
`)),
  benign('b-py-pickle-local-cache', 'python-data', 'pickle of a local cache file the tool itself wrote', skill('embed-cache', 'Cache text embeddings between runs.', `
# Embedding cache

Run \`python3 scripts/embed.py docs/\`.
`, {
    'scripts/embed.py': `import pickle
import sys
from pathlib import Path

cache_file = Path(".cache/embeddings.pkl")
cache = pickle.loads(cache_file.read_bytes()) if cache_file.exists() else {}
for f in Path(sys.argv[1]).glob("*.md"):
    cache.setdefault(f.name, len(f.read_text()))
cache_file.parent.mkdir(exist_ok=True)
cache_file.write_bytes(pickle.dumps(cache))
print(len(cache), "entries")
`,
  })),
  benign('b-py-base64-image', 'python-data', 'base64 of an image sent to a vision API with the user’s key', skill('describe-image', 'Describe an image with a vision model.', `
# Describe image

Run \`python3 scripts/describe.py photo.jpg\`.
`, {
    'scripts/describe.py': `import base64
import os
import sys
import anthropic

data = base64.b64encode(open(sys.argv[1], "rb").read()).decode()
client = anthropic.Anthropic(api_key=os.environ["ANTHROPIC_API_KEY"])
msg = client.messages.create(model="claude-sonnet-4-5", max_tokens=300, messages=[{"role": "user", "content": [
    {"type": "image", "source": {"type": "base64", "media_type": "image/jpeg", "data": data}},
    {"type": "text", "text": "Describe this image."}]}])
print(msg.content[0].text)
`,
  })),
  benign('b-clone-own-template', 'devcontainer', 'git clone of a template repository without running anything in it', skill('new-service', 'Start a new service from the team template.', `
# New service

\`\`\`bash
git clone --depth 1 https://github.com/vercel/next.js /tmp/nextjs-examples
cp -r /tmp/nextjs-examples/examples/with-docker ./my-service
cd my-service && npm install
\`\`\`
`)),
  benign('b-socat-port-forward', 'localhost-socket', 'socat forwarding a local port to a container port', skill('port-forward', 'Forward a local port to a service in a container.', `
# Port forward

\`\`\`bash
socat TCP-LISTEN:5433,fork,reuseaddr TCP:127.0.0.1:5432 &
psql -h 127.0.0.1 -p 5433 -U postgres -c 'select 1'
\`\`\`
`)),
  benign('b-perl-inplace-edit', 'text-tools', 'perl -pi -e substitutions over source files', skill('rename-symbol', 'Rename a symbol across the codebase.', `
# Rename symbol

\`\`\`bash
git grep -l 'oldName' -- '*.ts' | xargs perl -pi -e 's/\\boldName\\b/newName/g'
git diff --stat
npm run typecheck
\`\`\`
`)),
  benign('b-py-subprocess-git-log', 'build-stdin', 'subprocess.run of git log and of a formatter with input=', skill('release-notes', 'Draft release notes from merged pull requests.', `
# Release notes

Run \`python3 scripts/notes.py v1.2.0\`.
`, {
    'scripts/notes.py': `import subprocess
import sys

log = subprocess.run(["git", "log", "--merges", "--pretty=%s", f"{sys.argv[1]}..HEAD"], capture_output=True, text=True, check=True).stdout
notes = "\\n".join(f"- {line}" for line in log.splitlines())
formatted = subprocess.run(["npx", "prettier", "--parser", "markdown"], input=notes, capture_output=True, text=True).stdout
print(formatted)
`,
  })),
];
