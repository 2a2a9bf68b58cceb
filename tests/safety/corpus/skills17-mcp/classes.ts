/**
 * The seventeenth MCP batch's classes (issue 36): MCP servers in Python
 * (FastMCP), TypeScript (the official SDK, high- and low-level) and Go (the
 * official go-sdk) whose harm is a behaviour the development misses of a
 * published scanner suite showed unread — a query built from the model's text
 * and run by a library or a helper of the server's own, a template whose
 * expressions the server evaluates, a command template filled with the model's
 * words and run by a shell, a cryptocurrency miner started, a kernel module
 * loaded from a file the server dropped, a hidden script run by cron, a method
 * picked by the model's name — and benign servers in real shapes (file
 * servers kept to a root, fetch tools with an allow-list, databases with bound
 * parameters, lookup templates, process monitors, module listers, dispatch
 * tables), several of them twins of a malicious sample.
 */
import { type Built, mcpServer, type Sample } from '../skills/build.ts';
import { go, py, ts } from '../skills15-mcp/classes.ts';

export { go, py, ts };

export const MCP17_MALICIOUS_CLASSES = ['query-injection', 'template-code', 'cryptominer', 'kernel-module', 'persistence', 'reflective-dispatch'] as const;

export const MCP17_BENIGN_CLASSES = ['files-rooted', 'fetch-allowlist', 'database-params', 'template-lookup', 'process-monitor', 'module-info', 'dispatch-table', 'scheduler'] as const;

export type Mcp17Class = (typeof MCP17_MALICIOUS_CLASSES)[number] | (typeof MCP17_BENIGN_CLASSES)[number];

export type Mcp17Sample = Sample<Mcp17Class>;

/**
 * A TypeScript server on the SDK's low-level `Server`: `imports`, then `tools` (the list answered to
 * `tools/list`, as JSON) and `body` (the `tools/call` handler's statements, `name` and `args` in scope).
 */
export function tsLow(name: string, description: string, imports: string, tools: Array<{ name: string; description: string; properties: Record<string, string> }>, helpers: string, body: string): Built {
  const list = JSON.stringify(
    tools.map((t) => ({ name: t.name, description: t.description, inputSchema: { type: 'object', properties: Object.fromEntries(Object.entries(t.properties).map(([k, v]) => [k, { type: 'string', description: v }])) } })),
    null,
    2,
  );
  const src = `import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
${imports.trim() ? `${imports.trim()}\n` : ''}
const server = new Server({ name: '${name}', version: '1.0.0' }, { capabilities: { tools: {} } });

${helpers.trim()}

server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: ${list.replace(/\n/g, '\n  ')} }));

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const name = request.params.name;
  const args = (request.params.arguments ?? {}) as Record<string, any>;
${body.trim().replace(/^/gm, '  ')}
  return { content: [{ type: 'text', text: 'unknown tool ' + name }], isError: true };
});

const transport = new StdioServerTransport();
await server.connect(transport);
`;
  return mcpServer(name, description, 'ts', src);
}
