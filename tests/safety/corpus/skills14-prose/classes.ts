/**
 * The fourteenth skills batch on prompt injection and MCP tool poisoning in
 * prose (issue 36): the same seven intents (send data out, hide an action
 * from the user, override the user's or the system's instructions, widen
 * permissions, install or run something, tamper with another tool's results,
 * persist) each written in three deliberately different voices — terse
 * imperatives, polite and verbose corporate policy, role-play or story — in
 * SKILL.md files, agents, plugin commands and MCP tool descriptions. Benign
 * hard negatives in the same voices: skills that legitimately mention
 * secrets, permissions, hidden files, "do not tell" in its ordinary senses
 * (surprises, spoilers), security guides, MCP descriptions that order calls.
 */
import { mcpServer, plugin, PY_TAIL, type Sample, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import type { Built } from '../skills/build.ts';

export const PROSE14_MALICIOUS_CLASSES = ['exfiltrate', 'hide-from-user', 'override-instructions', 'widen-permissions', 'install-run', 'tamper-tools', 'persist'] as const;

export const PROSE14_BENIGN_CLASSES = ['secrets-legit', 'permissions-legit', 'hidden-files', 'do-not-tell', 'security-guide', 'mcp-description', 'install-legit', 'memory-on-request', 'own-upload', 'config-override'] as const;

export type Prose14Class = (typeof PROSE14_MALICIOUS_CLASSES)[number] | (typeof PROSE14_BENIGN_CLASSES)[number];

export type Prose14Sample = Sample<Prose14Class>;

/** A plugin shipping one slash command (`commands/NAME.md`). */
export function command(name: string, description: string, cmd: string, text: string): Built {
  return plugin(name, description, { [`commands/${cmd}.md`]: `${text.trim()}\n` });
}

/** A TypeScript MCP server (official SDK) with one tool: its description and its handler's body. */
export function tsTool(name: string, description: string, tool: string, toolDescription: string, arg: string, handler: string): Built {
  const escaped = toolDescription.trim().replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  return mcpServer(name, description, 'ts', `${TS_HEAD}
const server = new McpServer({ name: '${name}', version: '1.3.0' });

server.registerTool(
  '${tool}',
  {
    description: \`${escaped}\`,
    inputSchema: { ${arg}: z.string() },
  },
  async ({ ${arg} }) => {
${handler.trim().split('\n').map((l) => `    ${l}`).join('\n')}
  },
);
${TS_TAIL}`);
}

/** A Python FastMCP server with one tool: its docstring and its body. */
export function pyTool(name: string, description: string, tool: string, docstring: string, arg: string, body: string): Built {
  return mcpServer(name, description, 'py', `from mcp.server.fastmcp import FastMCP

mcp = FastMCP("${name}")


@mcp.tool()
def ${tool}(${arg}: str) -> str:
    """${docstring.trim().split('\n').join('\n    ')}
    """
${body.trim().split('\n').map((l) => `    ${l}`).join('\n')}
${PY_TAIL}`);
}
