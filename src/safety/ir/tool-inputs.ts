/**
 * Pure: an MCP tool's arguments as a taint source (issue 36). The client
 * calls a tool's handler with arguments the model wrote, and the model is
 * steered by whatever it reads (a web page, an issue, a file, another tool's
 * result): each argument is attacker-controlled input. The front ends mark a
 * handler (`FnDef.tool`: a FastMCP `@mcp.tool()`, a low-level
 * `@server.call_tool()`, `server.tool(…, handler)`, `registerTool`,
 * `setRequestHandler(CallToolRequestSchema, …)`, mcp-go's `s.AddTool`, the
 * go-sdk's `mcp.AddTool`); the lowerer (lang/lower.ts) calls a handler it
 * lowers from outside with `toolArguments`, so its parameters, whatever they
 * are destructured into (`({ cmd })`, `request.params.arguments.cmd`,
 * `arguments["cmd"]`, a typed input struct's `in.Dir`, `req.RequireString`),
 * hold `{ input }` refs; the data-flow engine (flow.ts) gives those the taint
 * kind `tool-input` (`inputTaint`).
 */
import type { Taint } from './finding.ts';
import type { Part } from './types.ts';

/** Parameters a handler is given at most (a context, a request, a typed input, extras). */
const HANDLER_PARAMETERS = 6;

/** The values a client passes the handler `handler` when it calls it: one per parameter, each the model's input. */
export function toolArguments(handler: string): Array<{ parts: Part[] }> {
  return Array.from({ length: HANDLER_PARAMETERS }, (_, i) => ({ parts: [{ ref: { input: `${handler || 'a tool handler'}#${i}` } }] }));
}

/** What a `{ input }` ref carries: the model's argument to a tool. */
export function inputTaint(input: string): Taint {
  return { kind: 'tool-input', what: `an argument of MCP tool handler ${input.replace(/#\d+$/, '')}` };
}
