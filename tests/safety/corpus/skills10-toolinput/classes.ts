/**
 * The tenth skills batch's classes (issue 36, AN MCP TOOL'S ARGUMENTS RUN AS
 * CODE): whole MCP servers (Python FastMCP and the low-level `mcp.server`,
 * TypeScript `server.tool` / `registerTool` / `setRequestHandler`, Go with
 * mark3labs/mcp-go or the official go-sdk's typed input structs) whose tool
 * turns what the model wrote into code on the user's machine — a shell
 * command string, `eval`/`exec`/`new Function`/`vm`, a module loaded by the
 * name given, an unsafe deserializer, a template compiled from the argument —
 * and benign twins that take the same input safely (argv lists, `shlex.quote`,
 * allow-lists, `ast.literal_eval`, a math parser, bound SQL parameters, safe
 * loaders, fixed templates given the input as data). Laid out by the first
 * batch's builders and the eighth batch's `server` (one place for a server
 * plugin's manifest); Go servers by the ninth batch's `goServer` (mcp-go) or
 * `goSdkServer` here (the official SDK).
 */
import { type Built, plugin, type Sample } from '../skills/build.ts';
import { json, server } from '../skills8-mcp/classes.ts';
import { goServer } from '../skills9-mcp/classes.ts';

export const TOOLINPUT10_MALICIOUS_CLASSES = ['shell-string', 'code-eval', 'dynamic-load', 'deserialize', 'template-compile'] as const;

export const TOOLINPUT10_BENIGN_CLASSES = ['argv', 'quoted', 'allow-list', 'safe-eval', 'sql-params', 'safe-load', 'fixed-template'] as const;

export type ToolInput10Class = (typeof TOOLINPUT10_MALICIOUS_CLASSES)[number] | (typeof TOOLINPUT10_BENIGN_CLASSES)[number];

export type ToolInput10Sample = Sample<ToolInput10Class>;

/**
 * A Go MCP server plugin on the official SDK (`github.com/modelcontextprotocol/go-sdk`, `mcp.AddTool` with a
 * typed input struct): `go.mod`, `main.go`, started with `go run` from the plugin's folder.
 */
export function goSdkServer(name: string, description: string, main: string, requires: string[] = []): Built {
  const mod = `module github.com/${name}-dev/${name}\n\ngo 1.23\n\nrequire (\n\tgithub.com/modelcontextprotocol/go-sdk v0.4.0\n${requires.map((r) => `\t${r}\n`).join('')})\n`;
  return plugin(name, description, {
    '.mcp.json': json({ mcpServers: { [name]: { command: 'go', args: ['run', '${CLAUDE_PLUGIN_ROOT}'] } } }),
    'README.md': `# ${name}\n\n${description}\n\nBuilt on the official Go SDK for MCP; needs Go 1.23. Claude Code starts it with \`go run\`.\n`,
    'go.mod': mod,
    'main.go': main,
  });
}

export { goServer, json, server };
