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
import type { Part, Word } from './types.ts';

/** Parameters a handler is given at most (a context, a request, a typed input, extras). */
const HANDLER_PARAMETERS = 6;

/** The values a client passes the handler `handler` when it calls it: one per parameter, each the model's input. */
export function toolArguments(handler: string): Array<{ parts: Part[] }> {
  return Array.from({ length: HANDLER_PARAMETERS }, (_, i) => ({ parts: [{ ref: { input: `${handler || 'a tool handler'}#${i}` } }] }));
}

/** Input refs of an HTTP handler's request start so (`requestArgument`). */
const REQUEST = 'http request to ';

/**
 * What an HTTP server's handler is given by whoever reaches it (a query parameter, a header, the body): input no one
 * vouches for, read as a tool's argument is (a handler that runs it is a web shell). `at`: the parameter's position.
 */
export function requestArgument(handler: string, at: number): { parts: Part[] } {
  return { parts: [{ ref: { input: `${REQUEST}${handler || 'a handler'}#${at}` } }] };
}

/** The tool inputs a word holds (`move#1`: the second argument of the tool `move`; `anonymous#0.target`: a field of the first). */
export const inputsOf = (w: Word | undefined): string[] => (w?.parts ?? []).flatMap((p) => ('ref' in p && 'input' in p.ref ? [p.ref.input] : []));

/** What a `{ input }` ref carries: the model's argument to a tool, or what an HTTP request sends. */
export function inputTaint(input: string): Taint {
  const handler = input.replace(/#\d+(?:\.[\w$]+)*$/, '');
  if (handler.startsWith(REQUEST)) return { kind: 'tool-input', what: `what an HTTP request sends handler ${handler.slice(REQUEST.length)}` };
  return { kind: 'tool-input', what: `an argument of MCP tool handler ${handler}` };
}

/** A tool's argument made harmless (`why`): the value stays unknown, and carries no taint of the model's input. */
const without = (parts: Part[], why: string): Part[] => parts.map((p) => ('ref' in p && 'input' in p.ref ? { ref: { dyn: why } } : p));

/** A value with what it read of the environment made unknown (`why`): a number or a few characters of a secret are not the secret (protocol-out.ts). */
export const secretless = (parts: Part[], why: string): Part[] => parts.map((p) => ('ref' in p && ('env' in p.ref || 'envAll' in p.ref) ? { ref: { dyn: why } } : p));

/** The parts of a number computed from a value (`int(x)`, `len(x)`): neither a tool's argument nor a secret leaves its text in it. */
export const numberOf = (parts: Part[]): Part[] => secretless(without(parts, 'a number'), 'a number');

/**
 * A few characters taken from a value (`key[-4:]`, `t.slice(-4)`, at most `GLIMPSE` by constant bounds): a
 * token's last four characters say which key is set, not what it is. A tool's argument keeps its taint (eight
 * characters are a command).
 */
export const GLIMPSE = 8;
export const glimpseOf = (parts: Part[]): Part[] => secretless(parts, 'a few characters of a value');

/** How many characters a slice with these constant bounds takes at most (`[-4:]`, `[:4]`, `slice(0, 4)`), when bounded. */
export function sliceSpan(start: number | undefined, stop: number | undefined): number | undefined {
  if (start !== undefined && start < 0 && (stop === undefined || stop <= 0)) return Math.max(0, (stop ?? 0) - start);
  if (start !== undefined && stop !== undefined && start >= 0 && stop >= start) return stop - start;
  if (start === undefined && stop !== undefined && stop >= 0) return stop;
  return undefined;
}

/**
 * Methods by which code checks a value against a pattern or a list (`PATTERN.fullmatch(x)`, `re.match(p, x)`,
 * `ALLOWED.includes(x)`, `names.has(x)`, `/^[\w.-]+$/.test(x)`, `x.isalnum()`): a front end that sees one fail
 * end the handler (`if not …: raise`, `if (!…) return`), or `x not in ALLOWED` do so, gives `checked` to what
 * the name holds after it — the policy's allow-list or pattern before use.
 */
export const CHECKS = /^(?:fullmatch|match|search|test|includes|has|isalnum|isdigit|isdecimal|isnumeric|isidentifier|isalpha|isascii|MatchString)$/;

/** What a name holds after a check that ends the handler when it fails: no longer the model's free text. */
export function checked<V extends { parts: Part[] }>(value: V): V {
  return { ...value, parts: without(value.parts, 'a value checked against a pattern or a list') };
}
