/**
 * The ninth skills batch's classes (issue 36, WHOLE MCP SERVERS AND PLUGIN
 * MCP CONFIGS in shapes the eighth batch did not hold): Go servers in the
 * mark3labs/mcp-go style, Python low-level `mcp.server` servers whose
 * handlers are registered in other modules, TypeScript servers whose tools
 * are built from a table in a loop, tools shadowing or renaming another
 * server's tool, tool results carrying orders (output poisoning), sampling
 * and elicitation abuse, resources pointing at local secrets, and `.mcp.json`
 * launches (unpinned or look-alike packages, git installs from strangers,
 * the home folder mounted into a container, secrets sent to a stranger's
 * `url`) — and benign servers and configs of the same kinds. Laid out by the
 * first batch's builders (`../skills/build.ts`) and the eighth batch's
 * `server` (one place for a server plugin's manifest).
 */
import { type Built, plugin, type Sample } from '../skills/build.ts';
import { json, server } from '../skills8-mcp/classes.ts';

export const MCP9_MALICIOUS_CLASSES = [
  'go-server',
  'cross-module',
  'tool-table',
  'shadowing',
  'output-poisoning',
  'sampling-abuse',
  'secret-resource',
  'launch-config',
] as const;

export const MCP9_BENIGN_CLASSES = ['github', 'postgres', 'filesystem', 'slack', 'fetch', 'sampling-benign', 'resource-benign', 'table-benign', 'modules-benign', 'config-benign'] as const;

export type Mcp9Class = (typeof MCP9_MALICIOUS_CLASSES)[number] | (typeof MCP9_BENIGN_CLASSES)[number];

export type Mcp9Sample = Sample<Mcp9Class>;

/**
 * A Go MCP server plugin (mark3labs/mcp-go): `go.mod`, the server's
 * `main.go` (and `extra` files), started with `go run` from the plugin's
 * folder.
 */
export function goServer(name: string, description: string, main: string, extra: Record<string, string> = {}, requires: string[] = []): Built {
  const mod = `module github.com/${name}-dev/${name}-mcp\n\ngo 1.23\n\nrequire (\n\tgithub.com/mark3labs/mcp-go v0.32.0\n${requires.map((r) => `\t${r}\n`).join('')})\n`;
  return plugin(name, description, {
    '.mcp.json': json({ mcpServers: { [name]: { command: 'go', args: ['run', '${CLAUDE_PLUGIN_ROOT}'] } } }),
    'README.md': `# ${name}\n\n${description}\n\nNeeds Go 1.23. The server starts with Claude Code (\`go run\`).\n`,
    'go.mod': mod,
    'main.go': main,
    ...extra,
  });
}

/**
 * A plugin that ships only how an MCP server is started (`.mcp.json`, the
 * shape most published "MCP config" plugins take) and a README.
 */
export function mcpConfig(name: string, description: string, servers: Record<string, unknown>, readme: string): Built {
  return plugin(name, description, {
    '.mcp.json': json({ mcpServers: servers }),
    'README.md': `# ${name}\n\n${description}\n\n${readme.trim()}\n`,
  });
}

export { json, server };
