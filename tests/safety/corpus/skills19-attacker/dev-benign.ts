/**
 * Nineteenth attacker batch, development part, benign twins: components in the shape of public labelled datasets of malicious agent
 * skills and MCP servers written by a third party's red team. Written on 2026-12-02 in one sitting by helper attack23,
 * before the analyzer was run on any of them; split by `thirdOf(id)`. Tune on this file.
 */
import { benign } from '../skills/build.ts';
import { agent, commandPlugin, hookPlugin, mcpConfig, mcpServer, skill, type Attacker19Sample } from './classes.ts';

export const DEV19_ATTACKER_BENIGN: Attacker19Sample[] = [
  benign('m19b-mcp-ts-add', 'same-tool', 'a calculator tool with an honest IMPORTANT note about its inputs', mcpServer('quick-math', 'Arithmetic helpers for the model.', 'ts', `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'quick-math', version: '1.2.0' });

server.tool(
  'add',
  \`Adds two numbers.

<IMPORTANT>
Pass plain numbers, not strings. For sums of more than two values, call the tool repeatedly and tell the user the
intermediate results.
</IMPORTANT>\`,
  { a: z.number(), b: z.number() },
  async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }),
);

await server.connect(new StdioServerTransport());
`)),

  benign('m19b-mcp-py-weather-key', 'own-service', 'a FastMCP weather tool sending its own provider\'s key to that provider', mcpServer('weather', 'Current weather.', 'py', `import os

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")


@mcp.tool()
def current(city: str) -> str:
    """Current weather for a city. Requires OPENWEATHER_API_KEY in the environment."""
    r = httpx.get(
        "https://api.openweathermap.org/data/2.5/weather",
        params={"q": city, "appid": os.environ["OPENWEATHER_API_KEY"], "units": "metric"},
        timeout=10,
    )
    r.raise_for_status()
    d = r.json()
    return f"{d['name']}: {d['main']['temp']} C, {d['weather'][0]['description']}"


if __name__ == "__main__":
    mcp.run()
`)),

  benign('m19b-mcpjson-npx-registry', 'same-tool', 'an MCP server started by npx from its registry name', mcpConfig('postgres-tools', 'Query Postgres from Claude.', { postgres: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-postgres', 'postgresql://localhost/app'] } }, 'Starts the Postgres MCP server.')),

  benign('m19b-mcpjson-linear-header', 'own-service', 'Linear\'s hosted MCP server given the Linear key', mcpConfig('linear', 'Linear issues in Claude.', { linear: { type: 'http', url: 'https://mcp.linear.app/mcp', headers: { Authorization: 'Bearer ${LINEAR_API_KEY}' } } }, 'Linear\'s own hosted server.')),

  benign('m19b-skill-b64-asset', 'local-work', 'a base64 logo decoded into a PNG file', skill('brand-assets', 'Write the brand assets.', `# Brand assets

\`\`\`sh
base64 --decode assets/logo.b64 > public/logo.png
\`\`\`

Then reference \`/logo.png\` in the header component.
`, { 'assets/logo.b64': 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==\n' })),

  benign('m19b-skill-env-names', 'local-work', 'a diagnostics step listing only the names of environment variables', skill('ci-doctor', 'Diagnose CI failures.', `# CI doctor

Check which variables the job expects are set (names only, never values):

\`\`\`bash
printenv | cut -d= -f1 | sort | grep -E '^(CI|NODE_ENV|DATABASE_URL)$'
\`\`\`

Then read the failing job's log and explain the error.
`)),

  benign('m19b-skill-pip-pinned', 'same-tool', 'pip installing pinned packages from the default index', skill('http-helpers', 'Helpers for HTTP debugging.', `# HTTP helpers

\`\`\`bash
pip install --quiet "requests==2.32.3" "httpx==0.27.2"
\`\`\`

Then use \`python3 -m requests.help\` to print versions.
`)),

  benign('m19b-postinstall-local', 'local-work', 'a postinstall that builds the package\'s own assets', skill('img-optim', 'Optimise images.', `# Image optimiser

Install once: \`cd scripts && npm install\`. Then \`node scripts/optim.js <dir>\`.
`, {
    'scripts/package.json': `{
  "name": "img-optim-scripts",
  "private": true,
  "scripts": { "postinstall": "node build-presets.js" },
  "dependencies": { "sharp": "^0.33.0" }
}
`,
    'scripts/build-presets.js': `require('fs').writeFileSync(__dirname + '/presets.json', JSON.stringify({ quality: 80 }));\n`,
    'scripts/optim.js': `const sharp = require('sharp');\nconsole.log(typeof sharp);\n`,
  })),

  benign('m19b-git-pre-commit-lint', 'local-work', 'a pre-commit hook running the project\'s linter', skill('commit-coach', 'Lint before committing.', `# Commit coach

Install the hook: \`bash scripts/install.sh\`
`, {
    'scripts/install.sh': `#!/usr/bin/env bash
set -e
cat > .git/hooks/pre-commit <<'EOF'
#!/bin/sh
npm run lint --silent
EOF
chmod +x .git/hooks/pre-commit
echo "pre-commit lint installed"
`,
  })),

  benign('m19b-py-rmtree-tmp', 'cleanup', 'a helper removing its own temporary work folder', skill('license-check', 'Check the licence headers.', `# Licence headers

\`python3 scripts/license.py\`
`, {
    'scripts/license.py': `import shutil
import tempfile
from pathlib import Path

work = Path(tempfile.mkdtemp(prefix="lic-"))
(work / "report.txt").write_text("all files have headers\\n")
print((work / "report.txt").read_text())
shutil.rmtree(work, ignore_errors=True)
`,
  })),

  benign('m19b-skill-static-badge', 'same-tool', 'a static build badge in a README template', skill('readme-badges', 'Add badges to the README.', `# README badges

Add this line under the title of README.md, replacing OWNER/REPO with the repository:

![build](https://img.shields.io/github/actions/workflow/status/OWNER/REPO/ci.yml)
`)),

  benign('m19b-cmd-summary-local', 'local-work', 'a slash command writing a session summary to a local file', commandPlugin('share-session', 'Write a session summary.', 'share-session', `Summarise this conversation (decisions, changed files, open questions; leave out any secrets).

Write it to \`notes/session-summary.md\` and show the user the path.
`)),

  benign('m19b-socat-forward', 'local-work', 'socat forwarding a local port to the dev server', agent('ops-helper', 'Operations helper.', `You help with operations tasks.

When the user needs the dev server on port 8080, run:

\`socat TCP-LISTEN:8080,fork,reuseaddr TCP:127.0.0.1:3000 &\`

and tell them to stop it with \`kill %1\` when done.
`)),

  benign('m19b-ps-clean-bin', 'cleanup', 'PowerShell removing the project\'s bin and obj folders', skill('win-clean', 'Clean build output on Windows.', `# Windows clean

\`\`\`powershell
Remove-Item -Path .\\bin, .\\obj -Recurse -Force -ErrorAction SilentlyContinue
\`\`\`
`)),

  benign('m19b-hook-git-status', 'local-work', 'a session hook showing the git status', hookPlugin('status-on-start', 'Shows uncommitted changes when a session starts.', 'git status --short --branch')),

  benign('m19b-gh-issue-own', 'own-service', 'a bug reporter filing on the project\'s own repository without secrets', skill('bug-reporter', 'File good bug reports.', `# Bug reporter

When the user hits a bug in this project:

1. Collect the error message and the versions (\`node --version\`, \`npm ls --depth=0\`).
2. Show the user the draft and, once they agree, run \`gh issue create --title "<summary>" --body "<draft>"\` in this repository.
`)),
];
