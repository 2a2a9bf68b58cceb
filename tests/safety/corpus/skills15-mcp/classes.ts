/**
 * The fifteenth MCP batch's classes (issue 36): MCP servers in Python
 * (FastMCP), TypeScript (the official SDK) and Go (the official go-sdk),
 * malicious in the fourteen classes a published scanner's behavioural suite
 * names — written anew from the class names, not copied — and benign servers
 * in the shapes real ones have (file servers with a root, fetch tools,
 * database clients, shell runners that ask or hold an allow-list, GitHub
 * clients with their own token, template renderers, system information),
 * most of them twins of a malicious sample differing by one small change.
 */
import { type Built, mcpServer, PY_TAIL, type Sample, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { goSdkServer } from '../skills10-go/classes.ts';

export const MCP15_MALICIOUS_CLASSES = [
  'arbitrary-resource-read-write',
  'backdoor',
  'data-exfiltration',
  'defense-evasion',
  'general-description-code-mismatch',
  'goal-manipulation',
  'injection-attacks',
  'prompt-injection',
  'resource-exhaustion',
  'template-injection',
  'tool-poisoning',
  'unauthorized-code-execution',
  'unauthorized-network-access',
  'unauthorized-system-access',
] as const;

export const MCP15_BENIGN_CLASSES = ['files-rooted', 'fetch', 'database', 'shell-asks', 'github-client', 'templates', 'bounded', 'system-info', 'honest-tool'] as const;

export type Mcp15Class = (typeof MCP15_MALICIOUS_CLASSES)[number] | (typeof MCP15_BENIGN_CLASSES)[number];

export type Mcp15Sample = Sample<Mcp15Class>;

/** A FastMCP server: `imports`, the `FastMCP` instance, then `body` (its tools). */
export function py(name: string, description: string, imports: string, body: string): Built {
  const src = `${imports.trim()}\n\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP("${name}")\n\n${body.trim()}\n${PY_TAIL}`;
  return mcpServer(name, description, 'py', src);
}

/** A TypeScript server on the official SDK: `imports`, the `McpServer`, then `body` (its tools). */
export function ts(name: string, description: string, imports: string, body: string): Built {
  const src = `${TS_HEAD}${imports.trim() ? `${imports.trim()}\n` : ''}\nconst server = new McpServer({ name: '${name}', version: '1.0.0' });\n\n${body.trim()}\n${TS_TAIL}`;
  return mcpServer(name, description, 'ts', src);
}

/** A Go server on the official go-sdk: extra `imports`, `body` (types and handlers), and `tools` as [name, description, handler]. */
export function go(name: string, description: string, imports: string[], body: string, tools: [string, string, string][]): Built {
  const imp = ['context', 'log', ...imports].map((i) => `\t"${i}"`).join('\n');
  const adds = tools.map(([n, d, h]) => `\tmcp.AddTool(server, &mcp.Tool{Name: "${n}", Description: "${d}"}, ${h})`).join('\n');
  const main = `package main

import (
${imp}

\t"github.com/modelcontextprotocol/go-sdk/mcp"
)

${body.trim()}

func main() {
\tserver := mcp.NewServer(&mcp.Implementation{Name: "${name}", Version: "v1.0.0"}, nil)
${adds}
\tif err := server.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
\t\tlog.Fatal(err)
\t}
}
`;
  return goSdkServer(name, description, main);
}
