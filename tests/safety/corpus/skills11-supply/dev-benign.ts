/**
 * Eleventh skills batch (supply chain by name), development part, benign hard
 * negatives: real packages one edit from each other (`request`/`requests`,
 * `colors`/`colorette`, `pyaml`/`pyyaml`), real scopes (including ones a
 * letter or two from another: `@aws-cdk` beside `@aws-sdk`), internal
 * packages installed with a registry setting in the component (`.npmrc`, an
 * index option), real packages whose names say internal or private, and
 * skills legitimately named near an official one. Written on 2026-11-30 in
 * one sitting by helper supply14 before the analyzer was run on any of them;
 * split by `thirdOf(id)`. Tune on this file.
 */
import { agent, benign, plugin, skill } from '../skills/build.ts';
import { hookPlugin, json, mcpConfig, type Supply11Sample } from './classes.ts';

export const DEV11_SUPPLY_BENIGN: Supply11Sample[] = [
  // ── real-scope: official and vendors' scoped packages ─────────────────────
  benign('b11-sup-npx-official-filesystem', 'real-scope', 'the reference filesystem server from its own scope', mcpConfig('project-files', 'Give Claude access to your projects folder.', {
    filesystem: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '/Users/me/projects'] },
  }, `
The server only sees the folder given as its last argument.
`)),

  benign('b11-sup-npx-playwright-mcp', 'real-scope', 'the browser vendor\'s own MCP server, pinned to latest', mcpConfig('browser', 'Drive a browser from Claude through the accessibility tree.', {
    playwright: { command: 'npx', args: ['@playwright/mcp@latest', '--headless'] },
  }, `
Runs headless; remove \`--headless\` to watch.
`)),

  benign('b11-sup-npx-context7', 'real-scope', 'the documentation-lookup server from its vendor\'s scope with an API key from the environment', mcpConfig('context7', 'Up-to-date library documentation for Claude.', {
    context7: { command: 'npx', args: ['-y', '@upstash/context7-mcp', '--api-key', '${CONTEXT7_API_KEY}'] },
  }, `
Ask "use context7" in a prompt to pull current docs for a library.
`)),

  benign('b11-sup-npx-supabase', 'real-scope', 'the database vendor\'s MCP server in read-only mode', mcpConfig('supabase', 'Query your Supabase project from Claude (read-only).', {
    supabase: { command: 'npx', args: ['-y', '@supabase/mcp-server-supabase@latest', '--read-only', '--project-ref=abcdefghijklmnop'], env: { SUPABASE_ACCESS_TOKEN: '${SUPABASE_ACCESS_TOKEN}' } },
  }, `
Read-only by default; create a personal access token in the dashboard.
`)),

  benign('b11-sup-aws-cdk-scope', 'real-scope', 'a CDK skill using @aws-cdk and @aws-sdk scopes, one letter apart and both real', skill('cdk-synth', 'Synthesize and diff an AWS CDK app before deploying.', `
# CDK synth

\`\`\`bash
npm install --save-dev aws-cdk-lib constructs @aws-cdk/integ-tests-alpha @aws-sdk/client-cloudformation
npx cdk synth --quiet && npx cdk diff
\`\`\`

Explain the diff resource by resource. Do not run \`cdk deploy\`.
`)),

  benign('b11-sup-anthropic-packages', 'real-scope', 'the vendor\'s SDK and CLI installed by their real names, npm and PyPI', skill('claude-sdk-setup', 'Set up the Claude SDKs in a new project.', `
# SDK setup

TypeScript:

\`\`\`bash
npm install @anthropic-ai/sdk
npm install -g @anthropic-ai/claude-code
\`\`\`

Python:

\`\`\`bash
pip install anthropic
\`\`\`

Then read the key from \`ANTHROPIC_API_KEY\`; never write it into code.
`)),

  benign('b11-sup-uvx-awslabs', 'real-scope', 'a vendor\'s documentation server from PyPI with a dotted name', mcpConfig('aws-docs', 'Search and read AWS documentation from Claude.', {
    'aws-docs': { command: 'uvx', args: ['awslabs.aws-documentation-mcp-server@latest'], env: { FASTMCP_LOG_LEVEL: 'ERROR' } },
  }, `
No AWS credentials needed: it only reads the public documentation.
`)),

  // ── real-neighbour: real packages one edit from each other ────────────────
  benign('b11-sup-uvx-git', 'real-neighbour', 'the reference git server from PyPI', mcpConfig('git-tools', 'Read git history and diffs from Claude.', {
    git: { command: 'uvx', args: ['mcp-server-git', '--repository', '.'] },
  }, `
Works on the repository Claude Code was started in.
`)),

  benign('b11-sup-pip-requests-neighbours', 'real-neighbour', 'a setup script installing requests beside its toolbelt and oauthlib', skill('api-smoke', 'Smoke-test the staging API endpoints.', `
# API smoke test

Run \`bash scripts/setup.sh\` once, then \`python scripts/smoke.py\`.
`, {
    'scripts/setup.sh': `#!/usr/bin/env bash
set -euo pipefail
python3 -m pip install --quiet requests requests-toolbelt requests-oauthlib urllib3 colorama
`,
    'scripts/smoke.py': `import requests

for path in ["/health", "/v1/status"]:
    r = requests.get("https://staging.example-shop.com" + path, timeout=10)
    print(path, r.status_code)
`,
  })),

  benign('b11-sup-npm-colors-neighbours', 'real-neighbour', 'a CLI skill installing colors, colorette, chalk and picocolors', skill('cli-colors', 'Compare terminal colour libraries for a Node CLI.', `
# Colour libraries

\`\`\`bash
npm install colors colorette chalk picocolors kleur
node scripts/compare.js
\`\`\`

Recommend one by size and API; \`picocolors\` is the smallest.
`, {
    'scripts/compare.js': `const pc = require('picocolors');
const { red } = require('colorette');
console.log(pc.green('picocolors'), red('colorette'));
`,
  })),

  benign('b11-sup-pkgjson-neighbours', 'real-neighbour', 'an MCP server depending on real near-neighbours: redis and ioredis, bcrypt and bcryptjs, request and requests', plugin('session-store', 'Inspect and clear web sessions stored in Redis.', {
    '.mcp.json': json({ mcpServers: { sessions: { command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/dist/index.js'], env: { REDIS_URL: '${REDIS_URL}' } } } }),
    'package.json': json({
      name: 'session-store',
      version: '0.3.1',
      type: 'module',
      dependencies: { '@modelcontextprotocol/sdk': '^1.12.0', redis: '^4.7.0', ioredis: '^5.4.1', bcryptjs: '^2.4.3', zod: '^3.23.8' },
      devDependencies: { bcrypt: '^5.1.1', request: '^2.88.2', requests: '^0.3.0', typescript: '^5.6.0' },
    }),
    'src/index.ts': `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import Redis from 'ioredis';
import { z } from 'zod';

const redis = new Redis(process.env.REDIS_URL!);
const server = new McpServer({ name: 'sessions', version: '0.3.1' });
server.tool('count_sessions', 'How many sessions are stored.', {}, async () => ({ content: [{ type: 'text', text: String((await redis.keys('sess:*')).length) }] }));
server.tool('clear_session', 'Delete one session by id.', { id: z.string() }, async ({ id }) => ({ content: [{ type: 'text', text: String(await redis.del(\`sess:\${id}\`)) }] }));
await server.connect(new StdioServerTransport());
`,
  })),

  benign('b11-sup-requirements-neighbours', 'real-neighbour', 'a requirements.txt of real neighbours: pyyaml and pyaml, python-dateutil, types-requests, pytest-cov', plugin('yaml-lint', 'Lint YAML files and explain each problem.', {
    '.mcp.json': json({ mcpServers: { 'yaml-lint': { command: 'uv', args: ['run', '--with-requirements', '${CLAUDE_PLUGIN_ROOT}/requirements.txt', '${CLAUDE_PLUGIN_ROOT}/server.py'] } } }),
    'requirements.txt': `mcp>=1.2.0
pyyaml>=6.0
pyaml>=24.4
python-dateutil>=2.9
types-requests
pytest-cov
`,
    'server.py': `import yaml
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("yaml-lint")


@mcp.tool()
def lint(path: str) -> str:
    """Parse a YAML file and report the first error."""
    try:
        with open(path) as f:
            yaml.safe_load(f)
        return "ok"
    except yaml.YAMLError as e:
        return str(e)


if __name__ == "__main__":
    mcp.run()
`,
  })),

  benign('b11-sup-pyproject-real', 'real-neighbour', 'a FastMCP server\'s pyproject with real packages (fastmcp, httpx, pydantic, anthropic, openai)', plugin('model-compare', 'Send one prompt to two model providers and compare the answers.', {
    '.mcp.json': json({ mcpServers: { compare: { command: 'uv', args: ['run', '--project', '${CLAUDE_PLUGIN_ROOT}', 'model-compare'] } } }),
    'pyproject.toml': `[project]
name = "model-compare"
version = "0.1.0"
dependencies = ["fastmcp>=2.3", "httpx>=0.27", "pydantic>=2.7", "anthropic>=0.40", "openai>=1.50"]

[project.scripts]
model-compare = "model_compare:main"
`,
    'model_compare.py': `from fastmcp import FastMCP

mcp = FastMCP("model-compare")


@mcp.tool()
def compare(prompt: str) -> str:
    """Placeholder: returns the prompt's length."""
    return str(len(prompt))


def main():
    mcp.run()
`,
  })),

  benign('b11-sup-pip-dotenv', 'real-neighbour', 'python-dotenv and python-multipart installed by their real, affixed names', skill('fastapi-start', 'Start a FastAPI project with settings from .env.', `
# FastAPI starter

\`\`\`bash
pip install fastapi uvicorn python-dotenv python-multipart
uvicorn app.main:app --reload --host 127.0.0.1
\`\`\`
`)),

  benign('b11-sup-internal-ip-real', 'real-neighbour', 'real npm packages whose names say internal or private (internal-ip, private-ip, internal-slot)', plugin('lan-info', 'Show this machine\'s LAN address and whether an address is private.', {
    '.mcp.json': json({ mcpServers: { 'lan-info': { command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/index.js'] } } }),
    'package.json': json({ name: 'lan-info', version: '0.1.2', type: 'module', dependencies: { '@modelcontextprotocol/sdk': '^1.12.0', 'internal-ip': '^8.0.0', 'private-ip': '^3.0.2', 'internal-slot': '^1.0.7' } }),
    'index.js': `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { internalIpV4 } from 'internal-ip';

const server = new McpServer({ name: 'lan-info', version: '0.1.2' });
server.tool('lan_address', 'This machine\\'s LAN IPv4 address.', {}, async () => ({ content: [{ type: 'text', text: String(await internalIpV4()) }] }));
await server.connect(new StdioServerTransport());
`,
  })),

  benign('b11-sup-go-install-real', 'real-neighbour', 'Go tools installed from their real module paths', skill('go-tools', 'Install the standard Go tooling for this repository.', `
# Go tools

\`\`\`bash
go install golang.org/x/tools/gopls@latest
go install github.com/golangci/golangci-lint/cmd/golangci-lint@v1.61.0
go install honnef.co/go/tools/cmd/staticcheck@2024.1.1
\`\`\`
`)),

  benign('b11-sup-pipx-real', 'real-neighbour', 'pipx and uv tool installs of real tools (pre-commit, black, ruff, poetry)', skill('python-tooling', 'Install the Python tools this repository expects.', `
# Python tooling

\`\`\`bash
pipx install pre-commit
pipx install poetry
uv tool install ruff
pipx run black --check .
\`\`\`
`)),

  benign('b11-sup-hook-prettier', 'real-neighbour', 'a hook running the real formatter on the edited file', hookPlugin('format-on-save', 'Format each file Claude edits with Prettier.', 'npx --no-install prettier --write "$CLAUDE_FILE_PATHS"', `
Uses the repository's own Prettier; does nothing when it is not installed.
`)),

  // ── registry-set: internal packages with a registry setting in the component ──
  benign('b11-sup-npmrc-internal-scope', 'registry-set', 'an internal scope fetched with npx, its registry set in the plugin\'s .npmrc', plugin('jira-bridge', 'Read and update our Jira tickets from Claude.', {
    '.mcp.json': json({ mcpServers: { jira: { command: 'npx', args: ['-y', '@acme-internal/jira-bridge'], env: { npm_config_userconfig: '${CLAUDE_PLUGIN_ROOT}/.npmrc', JIRA_TOKEN: '${JIRA_TOKEN}' } } } }),
    '.npmrc': `@acme-internal:registry=https://artifacts.acme-corp.com/api/npm/npm-internal/
always-auth=true
`,
    'README.md': `# jira-bridge

Fetched from Acme's Artifactory; the plugin's \`.npmrc\` points the
\`@acme-internal\` scope there.
`,
  })),

  benign('b11-sup-uvx-index-internal', 'registry-set', 'an internal tool run with uvx from the company index given on the command line', skill('deploy-staging', 'Deploy the current branch to staging.', `
# Deploy to staging

\`\`\`bash
uvx --index-url https://pypi.corp.acme-corp.com/simple --from corp-internal-deploy-tools deploy --env staging
\`\`\`

Report the URL the tool prints.
`)),

  // ── near-name: named near an official skill or plugin, legitimately ───────
  benign('b11-sup-name-code-reviewer', 'near-name', 'an agent called code-reviewer (two letters from the code-review plugin) with shell access', agent('code-reviewer', 'Review the current diff for bugs and style problems.', `
Run \`git diff --staged\` and read the changed files. Report bugs first, then
style problems, each with its file and line. Do not edit files.
`)),

  benign('b11-sup-name-frontend-designer', 'near-name', 'a skill called frontend-designer (two letters from frontend-design) with shell access', skill('frontend-designer', 'Design and build UI components with Tailwind.', `
# Frontend designer

Start the dev server with \`npm run dev\`, build the component the user asks
for in \`src/components/\`, and show a screenshot of the page.
`)),

  benign('b11-sup-name-one-edit-no-other', 'near-name', 'a skill one letter from an official skill name that only reads files: an advisory at most', skill('themes-factory', 'Pick a colour and font theme for slides from a small set.', `
# Themes factory

Read \`themes/*.md\` in this skill's folder and suggest the three themes that
best fit the user's deck. Show each theme's colours and fonts.
`, {}, 'Read, Glob')),
];
