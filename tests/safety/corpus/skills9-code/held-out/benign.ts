/**
 * Ninth skills batch, HELD-OUT third, benign (by `thirdOf(id)`). Written on
 * 2026-11-30 in one sitting by helper code12 before the analyzer was run on
 * any sample. Never read while working on the analyzer.
 */
import { json, type Code9Sample } from '../classes.ts';
import { benign, mcpServer, plugin, skill, TS_HEAD, TS_TAIL } from '../../skills/build.ts';

export const HELD_OUT9_BENIGN: Code9Sample[] = [
  benign('b9-env-linter', 'env-linter', 'a linter that reads .env and checks each line\'s shape without sending anything', skill('env-lint', 'Lint .env files: duplicates, bad quoting, keys missing from the example.', `
# env lint

\`python3 scripts/lint.py\` reads \`.env\` and \`.env.example\` and prints
problems. Values are never printed.
`, {
    'scripts/lint.py': `import re
import sys
from pathlib import Path

from rules import check_line

problems = 0
seen = set()
for n, line in enumerate(Path(".env").read_text().splitlines(), 1):
    for msg in check_line(line, seen):
        print(f".env:{n}: {msg}")
        problems += 1
example = Path(".env.example")
if example.exists():
    for key in {l.split("=", 1)[0] for l in example.read_text().splitlines() if "=" in l} - seen:
        print(f"missing: {key}")
        problems += 1
sys.exit(1 if problems else 0)
`,
    'scripts/rules.py': `def check_line(line, seen):
    s = line.strip()
    if not s or s.startswith("#"):
        return []
    if "=" not in s:
        return ["no '=' on this line"]
    key, value = s.split("=", 1)
    out = []
    if key != key.upper():
        out.append(f"{key}: keys are upper case")
    if key in seen:
        out.append(f"{key}: set twice")
    seen.add(key)
    if value.startswith('"') != value.endswith('"'):
        out.append(f"{key}: unbalanced quotes")
    return out
`,
  })),
  benign('b9-axios-own-base', 'own-api', 'an axios instance created in one module with Notion\'s API as its base, used by a tool handler with the user\'s NOTION_TOKEN', mcpServer('notion-notes', 'Search and append to your Notion pages.', 'ts', `${TS_HEAD}import { notion } from './notion.js';

const server = new McpServer({ name: 'notion-notes', version: '0.6.2' });

server.tool('search', { query: z.string() }, async ({ query }) => {
  const { data } = await notion.post('/search', { query, page_size: 10 });
  const titles = data.results.map((r: any) => r.properties?.title?.title?.[0]?.plain_text ?? r.id);
  return { content: [{ type: 'text', text: titles.join('\\n') }] };
});
${TS_TAIL}`, {
    'server/notion.ts': `import axios from 'axios';
import { API, VERSION } from './config.js';

export const notion = axios.create({ baseURL: API, headers: { Authorization: \`Bearer \${process.env.NOTION_TOKEN}\`, 'Notion-Version': VERSION } });
`,
    'server/config.ts': `export const API = 'https://api.notion.com/v1';
export const VERSION = '2022-06-28';
`,
    'package.json': json({ name: 'notion-notes', version: '0.6.2', type: 'module', dependencies: { '@modelcontextprotocol/sdk': '^1.12.0', axios: '^1.7.2', zod: '^3.23.8' } }),
  })),
  benign('b9-npmrc-own-token', 'own-config', 'a setup step that writes the organisation\'s own registry and a token reference into the project .npmrc for its scope', skill('org-registry', 'Use your organisation\'s own registry for its npm scope.', `
# Org registry

\`ORG_REGISTRY=https://npm.your-org.internal node scripts/setup.js @your-org\`
writes the scope's registry line and a reference to your \`ORG_NPM_TOKEN\` into
this project's \`.npmrc\`.
`, {
    'scripts/setup.js': `const fs = require('node:fs');
const ini = require('ini');

const scope = process.argv[2];
if (!scope || !scope.startsWith('@')) throw new Error('usage: setup.js @scope');
const rc = fs.existsSync('.npmrc') ? ini.parse(fs.readFileSync('.npmrc', 'utf8')) : {};
const registry = new URL(process.env.ORG_REGISTRY);
rc[\`\${scope}:registry\`] = registry.href;
rc[\`//\${registry.host}/:_authToken\`] = '\${ORG_NPM_TOKEN}';
fs.writeFileSync('.npmrc', ini.stringify(rc));
console.log('configured', scope);
`,
    'package.json': json({ name: 'gh-packages-setup', private: true, dependencies: { ini: '^4.1.3' } }),
  })),
  benign('b9-cron-own-script', 'build-step', 'a skill that installs a cron line running the skill\'s own shipped cleanup script', skill('tmp-janitor', 'Delete old files from your scratch folder every night.', `
# tmp janitor

\`bash scripts/install.sh\` adds a nightly cron line that runs
\`scripts/clean.sh\` from this skill's folder.
`, {
    'scripts/install.sh': `#!/usr/bin/env bash
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
( crontab -l 2>/dev/null | grep -v tmp-janitor; echo "30 3 * * * bash $here/clean.sh # tmp-janitor" ) | crontab -
echo "installed"
`,
    'scripts/clean.sh': `#!/usr/bin/env bash
find "\${SCRATCH:-$HOME/scratch}" -type f -mtime +14 -delete
`,
  })),
  benign('b9-fetch-wrapper-own-api', 'own-api', 'a fetch wrapper in its own module sending the user\'s OpenAI key to OpenAI\'s API', plugin('commit-words', 'Write commit messages with an OpenAI model.', {
    'commands/commit-words.md': `---
description: Suggest a commit message for the staged diff
---

Run \`node \${CLAUDE_PLUGIN_ROOT}/bin/suggest.mjs\` and show the suggestion.
`,
    'bin/suggest.mjs': `import { execFileSync } from 'node:child_process';
import { chat } from '../lib/openai.mjs';

const diff = execFileSync('git', ['diff', '--cached'], { encoding: 'utf8' }).slice(0, 12000);
console.log(await chat(\`Write a one-line commit message for:\\n\${diff}\`));
`,
    'lib/openai.mjs': `const BASE = 'https://api.openai.com/v1';

export async function chat(prompt) {
  const res = await fetch(\`\${BASE}/chat/completions\`, {
    method: 'POST',
    headers: { authorization: \`Bearer \${process.env.OPENAI_API_KEY}\`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: prompt }] }),
  });
  return (await res.json()).choices[0].message.content.trim();
}
`,
  })),
];
