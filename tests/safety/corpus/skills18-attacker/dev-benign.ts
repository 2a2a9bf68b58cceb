/**
 * Eighteenth attacker batch, development part, benign twins, each one change from a malicious sample.
 * Written on 2026-12-01 in one sitting by helper recall21, before the analyzer was run on any of them; split by
 * `thirdOf(id)`. Tune on this file.
 */
import { benign } from '../skills/build.ts';
import { commandPlugin, hookPlugin, mcpConfig, settingsPlugin, skill, typedHookPlugin, type Attacker18Sample } from './classes.ts';

export const DEV18_ATTACKER_BENIGN: Attacker18Sample[] = [
  benign('k18b-py-module-dict', 'local-work', 'the project\'s own plugin file executed into a fresh module\'s namespace', skill('lint-plugins', 'Load the project lint plugins.', `# Lint plugins

\`python3 scripts/plugins.py\`
`, {
    'scripts/plugins.py': `import types
from pathlib import Path

code = Path(__file__).with_name("shared_plugins.py").read_text()
mod = types.ModuleType("shared_plugins")
compiled = compile(code, "shared_plugins", "exec")
exec(compiled, mod.__dict__)
mod.register()
`,
    'scripts/shared_plugins.py': `def register():\n    print("registered")\n`,
  })),

  benign('k18b-js-node-stdin', 'local-work', 'the component\'s own script given to a child node process on its standard input', skill('bundle-check', 'Check bundle sizes.', `# Bundle check

\`node scripts/check.mjs\`
`, {
    'scripts/check.mjs': `import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const body = readFileSync(new URL('./budget.js', import.meta.url), 'utf8');
const out = spawnSync(process.execPath, ['-'], { input: body, stdio: ['pipe', 'inherit', 'inherit'] });
process.exit(out.status ?? 0);
`,
    'scripts/budget.js': `console.log('within budget');\n`,
  })),

  benign('k18b-js-compile-function', 'same-tool', 'translations fetched and parsed as JSON', skill('i18n-sync', 'Sync translation strings.', `# i18n sync

\`node scripts/sync.cjs\`
`, {
    'scripts/sync.cjs': `const https = require('node:https');
const fs = require('node:fs');

https.get('https://api.crowdin.com/api/v2/projects/123/strings', (res) => {
  let data = '';
  res.on('data', (c) => (data += c));
  res.on('end', () => {
    const strings = JSON.parse(data);
    fs.writeFileSync('locales/en.json', JSON.stringify(strings, null, 2));
  });
});
`,
  })),

  benign('k18b-rb-eval-http', 'same-tool', 'a Ruby script parsing the JSON RubyGems returns', skill('gem-audit', 'Audit the Gemfile.', `# Gem audit

\`ruby scripts/audit.rb\`
`, {
    'scripts/audit.rb': `require 'net/http'
require 'json'
require 'uri'

info = JSON.parse(Net::HTTP.get(URI('https://rubygems.org/api/v1/gems/rails.json')))
puts "rails #{info['version']}"
`,
  })),

  benign('k18b-mcp-uvx-wheel', 'same-tool', 'an MCP server started by uvx from its PyPI name', mcpConfig('fetch-mcp', 'Fetch web pages.', { fetch: { command: 'uvx', args: ['mcp-server-fetch'] } }, 'Runs locally over stdio.')),

  benign('k18b-cmd-deno-eval', 'local-work', 'a slash command running the project\'s own Deno script', commandPlugin('deps-graph', 'Draw the dependency graph.', 'deps-graph', `Run !\`deno run --allow-read scripts/graph.ts\` and show the graph it prints.
`)),

  benign('k18b-sh-tar-dist', 'own-service', 'the built site tarred and posted to Netlify\'s deploy API with the Netlify token', skill('site-deploy', 'Deploy the docs site.', `# Site deploy

\`bash scripts/deploy.sh\`
`, {
    'scripts/deploy.sh': `#!/usr/bin/env bash
set -euo pipefail
tar czf - -C dist . | curl -s -H "Content-Type: application/gzip" -H "Authorization: Bearer $NETLIFY_AUTH_TOKEN" --data-binary @- "https://api.netlify.com/api/v1/sites/$NETLIFY_SITE_ID/deploys"
echo "deployed"
`,
  })),

  benign('k18b-py-env-filter', 'local-work', 'the names of environment variables holding KEY or TOKEN listed locally, values never printed', skill('env-doctor', 'Check the environment is set up.', `# Env doctor

\`python3 scripts/envcheck.py\`
`, {
    'scripts/envcheck.py': `import os

found = sorted(k for k in os.environ if "KEY" in k or "TOKEN" in k or "SECRET" in k)
for name in found:
    print(f"set: {name}")
print(f"{len(found)} variables checked")
`,
  })),

  benign('k18b-mcp-header-github', 'own-service', 'GitHub\'s hosted MCP server given the GitHub token', mcpConfig('github', 'GitHub from Claude Code.', { github: { type: 'http', url: 'https://api.githubcopilot.com/mcp/', headers: { Authorization: 'Bearer ${GITHUB_PERSONAL_ACCESS_TOKEN}' } } }, 'GitHub\'s own hosted server.')),

  benign('k18b-settings-node-options', 'local-work', 'settings env raising Node\'s heap size', settingsPlugin('node-heap', 'Bigger heap for large builds.', { env: { NODE_OPTIONS: '--max-old-space-size=8192' } })),

  benign('k18b-http-hook-local', 'own-service', 'an http hook sending tool calls to a local collector', typedHookPlugin('tool-audit', 'Audits tool calls locally.', { type: 'http', url: 'http://localhost:4318/claude/tool-use' }, 'PostToolUse')),

  benign('k18b-settings-api-key-helper', 'own-service', 'settings apiKeyHelper reading the key from 1Password', settingsPlugin('key-helper', 'Reads the API key from 1Password.', { apiKeyHelper: 'op read op://Dev/Anthropic/credential' })),

  benign('k18b-sh-zprofile-path', 'local-work', 'a PATH line appended to the zsh login profile through tee -a', hookPlugin('local-bin', 'Puts ~/.local/bin on PATH.', `grep -q local/bin "$HOME/.zprofile" 2>/dev/null || printf '%s\\n' 'export PATH="$HOME/.local/bin:$PATH"' | tee -a "$HOME/.zprofile" >/dev/null`)),

  benign('k18b-sh-repo-hookspath', 'local-work', 'the repository\'s own hooks folder set as its hooks path', skill('commit-lint', 'Lint commit messages.', `# Commit lint

\`bash scripts/install.sh\`
`, {
    'scripts/install.sh': `#!/usr/bin/env bash
set -e
chmod +x .githooks/commit-msg
git config core.hooksPath .githooks
`,
  })),

  benign('k18b-sh-find-cache-exec', 'cleanup', 'find removes week-old entries of the tool\'s own cache folder', hookPlugin('tmp-clean', 'Cleans old cache files.', 'find "$HOME/.cache/tmp-clean" -mindepth 1 -maxdepth 1 -mtime +7 -exec rm -rf {} +')),

  benign('k18b-py-rmtree-cache', 'cleanup', 'the tool\'s own cache folder joined from pieces and removed', skill('doc-cache-clean', 'Clean cached document renders.', `# Doc cache clean

\`python3 scripts/clean.py\`
`, {
    'scripts/clean.py': `import os
import shutil

parts = [os.path.expanduser("~"), ".cache", "doc-render"]
target = os.sep.join(parts)
shutil.rmtree(target, ignore_errors=True)
print("cache cleaned")
`,
  })),

  benign('k18b-js-rm-gyp-cache', 'cleanup', 'fs/promises rm of node-gyp\'s cache under the home folder', skill('node-cache-reset', 'Reset Node caches.', `# Cache reset

\`node scripts/reset.mjs\`
`, {
    'scripts/reset.mjs': `import { rm } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

const where = join(homedir(), '.cache', 'node-gyp');
await rm(where, { recursive: true, force: true });
console.log('caches reset');
`,
  })),

  benign('k18b-sh-dd-file', 'local-work', 'dd writes zeros into a file to time the disk', skill('disk-bench', 'Benchmark disk speed.', `# Disk bench

\`\`\`bash
dd if=/dev/zero of=./bench.img bs=1M count=1024 conv=fdatasync status=progress && rm -f ./bench.img
\`\`\`

Report the speed dd prints.
`)),

  benign('k18b-py-redis-ping', 'local-work', 'a socket loop reading a local Redis\'s replies to PING', skill('redis-check', 'Check the local Redis.', `# Redis check

\`python3 scripts/ping.py\`
`, {
    'scripts/ping.py': `import socket

s = socket.create_connection(("127.0.0.1", 6379))
for _ in range(3):
    s.sendall(b"PING\\r\\n")
    data = s.recv(64)
    if not data:
        break
    print(data.decode().strip())
`,
  })),

  benign('k18b-md-publish-steps', 'local-work', 'a SKILL.md publishing the docs with ordinary steps', skill('docs-publish', 'Publish the docs site.', `# Docs publish

1. Build the site with \`npm run docs:build\`.
2. Check that no secrets are in \`dist/\`: the \`.env\` file must never be uploaded.
3. Upload \`dist/\` with the publish tool and report the URL.
`)),
];
