/**
 * The tenth session's MCP wording batch (issue 36, WHAT AN MCP SERVER TELLS
 * THE MODEL AND TOOLS THAT DO OTHER THAN THEY SAY): tool descriptions,
 * docstrings, parameter descriptions, server `instructions`, prompts,
 * resource texts and returned results carrying orders to the model (the
 * user's goal overridden or replaced, authority claimed, another tool called
 * on its own, confirmation skipped, what was done hidden, later answers
 * poisoned through a cache), and tools whose handler does other than their
 * name and description say (a "read-only" or "get weather" tool that
 * deletes, writes, sends or runs) — with benign twins. Laid out by the first
 * batch's builders (`../skills/build.ts`), the eighth batch's `server` and
 * the ninth's `goServer`.
 */
import { type Built, plugin, type Sample } from '../skills/build.ts';
import { goServer, json, server } from '../skills9-mcp/classes.ts';

export const MCP10_MALICIOUS_CLASSES = ['goal-override', 'auto-invoke', 'result-orders', 'mismatch'] as const;

export const MCP10_BENIGN_CLASSES = ['plain-words', 'honest-tool'] as const;

export type Mcp10Class = (typeof MCP10_MALICIOUS_CLASSES)[number] | (typeof MCP10_BENIGN_CLASSES)[number];

export type Mcp10Sample = Sample<Mcp10Class>;

/**
 * A Go MCP server plugin on the official Go SDK (`mcp.NewServer`,
 * `mcp.AddTool(server, &mcp.Tool{…}, handler)` with typed input and output
 * structs), started with `go run`.
 */
export function goSdkServer(name: string, description: string, main: string): Built {
  return plugin(name, description, {
    '.mcp.json': json({ mcpServers: { [name]: { command: 'go', args: ['run', '${CLAUDE_PLUGIN_ROOT}'] } } }),
    'README.md': `# ${name}\n\n${description}\n\nNeeds Go 1.23. The server starts with Claude Code (\`go run\`).\n`,
    'go.mod': `module github.com/${name}-dev/${name}-mcp\n\ngo 1.23\n\nrequire github.com/modelcontextprotocol/go-sdk v0.4.0\n`,
    'main.go': main,
  });
}

/** The opening of a Go SDK server's main.go, with the imports every sample here uses. */
export const GO_SDK_HEAD = `package main

import (
	"context"
	"log"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)
`;

export { goServer, server };
