/**
 * Eleventh skills batch (supply chain by name), HELD-OUT third, benign (by
 * `thirdOf(id)`). Written on 2026-11-30 by helper supply14 in the same
 * sitting as the development part, before the analyzer was run. Never read
 * while working on the analyzer; measured in aggregate only.
 */
import { benign, plugin, skill } from '../../skills/build.ts';
import { json, mcpConfig, type Supply11Sample } from '../classes.ts';

export const HELD_OUT11_SUPPLY_BENIGN: Supply11Sample[] = [
  benign('b11-sup-uvx-fetch', 'real-neighbour', 'the reference web-fetch server from PyPI', mcpConfig('web-fetch', 'Fetch web pages as Markdown for Claude.', {
    fetch: { command: 'uvx', args: ['mcp-server-fetch'] },
  }, `
Converts HTML to Markdown and pages through long documents.
`)),

  benign('b11-sup-bunx-biome', 'real-scope', 'a skill running the linter from its vendor\'s scope with bunx', skill('lint-fix', 'Lint and format the project with Biome.', `
# Lint and fix

\`\`\`bash
bunx @biomejs/biome check --write ./src
\`\`\`

List what was changed and what still needs a human.
`)),

  benign('b11-sup-env-registry-internal', 'registry-set', 'an internal scope fetched with npx whose launch environment sets the company registry', mcpConfig('deploy-status', 'Show the deploy status of our services.', {
    deploys: {
      command: 'npx',
      args: ['-y', '@corp-platform/deploy-status-mcp'],
      env: { NPM_CONFIG_REGISTRY: 'https://artifacts.acme-corp.com/api/npm/npm-virtual/', DEPLOY_API_TOKEN: '${DEPLOY_API_TOKEN}' },
    },
  }, `
Fetched from the company's Artifactory (set in the server's environment).
`)),

  benign('b11-sup-requirements-index-internal', 'registry-set', 'a requirements.txt whose first line sets the company index before an internal package', plugin('ticket-triage', 'Triage new support tickets by product area.', {
    '.mcp.json': json({ mcpServers: { triage: { command: 'uv', args: ['run', '--with-requirements', '${CLAUDE_PLUGIN_ROOT}/requirements.txt', '${CLAUDE_PLUGIN_ROOT}/server.py'] } } }),
    'requirements.txt': `--index-url https://pypi.corp.acme-corp.com/simple
mcp>=1.2.0
acme-internal-tickets==4.1.0
`,
    'server.py': `from acme_internal_tickets import open_tickets
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("triage")


@mcp.tool()
def new_tickets() -> list:
    """Tickets opened today."""
    return open_tickets(since="today")


if __name__ == "__main__":
    mcp.run()
`,
  })),

  benign('b11-sup-pyproject-uv-index-internal', 'registry-set', 'a pyproject naming a company-internal package with its uv index and source set', skill('cost-report', 'Summarise last month\'s cloud costs by team.', `
# Cost report

Run \`uv run report.py --month last\` in this skill's folder.
`, {
    'pyproject.toml': `[project]
name = "cost-report"
version = "0.2.0"
dependencies = ["company-internal-billing>=1.4", "tabulate>=0.9"]

[[tool.uv.index]]
name = "corp"
url = "https://pypi.corp.acme-corp.com/simple"

[tool.uv.sources]
company-internal-billing = { index = "corp" }
`,
    'report.py': `from company_internal_billing import costs_by_team
from tabulate import tabulate

print(tabulate(costs_by_team("last"), headers="keys"))
`,
  })),

  benign('b11-sup-sentry-internal-real', 'real-scope', 'a plugin depending on the error-tracking vendor\'s real public @sentry-internal scope', plugin('sentry-replay-check', 'Check session replay settings in a web app.', {
    '.mcp.json': json({ mcpServers: { replay: { command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/index.js'] } } }),
    'package.json': json({ name: 'sentry-replay-check', version: '0.1.0', type: 'module', dependencies: { '@modelcontextprotocol/sdk': '^1.12.0', '@sentry/browser': '^8.30.0', '@sentry-internal/replay': '^8.30.0' } }),
    'index.js': `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

const server = new McpServer({ name: 'replay', version: '0.1.0' });
server.tool('replay_defaults', 'The replay sample rates Sentry recommends.', {}, async () => ({ content: [{ type: 'text', text: 'replaysSessionSampleRate 0.1, replaysOnErrorSampleRate 1.0' }] }));
await server.connect(new StdioServerTransport());
`,
  })),

  benign('b11-sup-name-skill-creator-fork', 'near-name', 'a fork of the official skill-authoring skill under its exact name, writing only in the project', skill('skill-creator', 'Create new skills for this project. Use when the user wants a new skill.', `
# Skill creator

Ask what the skill should do, then write \`.claude/skills/<name>/SKILL.md\` in
this repository with a name, a one-line description and the steps. Keep it
under 200 lines.
`)),
];
