/**
 * Pure: which Go MCP tool a handler's code belongs to, for the Go front end
 * (go.ts). A tool is made in one place (mcp-go's `mcp.NewTool("x",
 * mcp.WithDescription(…))`, the go-sdk's `&mcp.Tool{Description: …}`) and its
 * handler, often defined elsewhere in the file (above `main`, below it, a
 * method of the server's struct, a closure a factory returns), is bound to
 * it only by the registration (`s.AddTool(tool, handler)`). What a rule finds
 * in the handler's code is judged by that tool's words, not by the
 * description written nearest above it: the lines the handler's lowering
 * emitted are given to the tool's description (`Str.runs`, ir/types.ts).
 */
import type { Node, Str } from '../ir/types.ts';
import { EMPTY, type FnDef, type Value } from './values.ts';

/** Lines of one handler this far apart or closer are one range (blank lines, comments, braces between calls). */
const GAP = 3;

export class ToolBindings {
  /** Values made from a tool's description: the option (`mcp.WithDescription(…)`), the tool, a pointer to it. */
  private readonly madeFrom = new WeakMap<Value, Str>();
  private readonly bound: Array<{ tool: Str; fn: FnDef }> = [];
  private readonly emitted = new Map<FnDef, Node['origin'][]>();

  /** `v` was made from the description `tool`, or from a value that was (`mcp.NewTool(name, option…)`). */
  carry(v: Value, tool: Str | undefined, from: readonly Value[] = []): void {
    const described = tool ?? from.map((a) => this.madeFrom.get(a)).find((t) => t !== undefined);
    if (described && v !== EMPTY) this.madeFrom.set(v, described);
  }

  /** A registration's arguments: the tool made from a description, and the handlers it binds to it. */
  register(args: readonly Value[]): void {
    const tool = args.map((a) => this.madeFrom.get(a)).find((t) => t !== undefined);
    if (tool) for (const a of args) if (a.fn) this.bound.push({ tool, fn: a.fn });
  }

  /** Whether the lines a handler's lowering emits are still to be kept. */
  wants(fn: FnDef): boolean {
    return fn.tool === true && !this.emitted.has(fn);
  }

  /** The nodes a handler's lowering emitted (the handler's body, the functions it called, inlined). */
  lowered(fn: FnDef, nodes: readonly Node[]): void {
    this.emitted.set(
      fn,
      nodes.map((n) => n.origin),
    );
  }

  /** Gives each bound tool's description the line ranges its handlers' code ran on. */
  finish(): void {
    for (const { tool, fn } of this.bound) {
      const origins = this.emitted.get(fn);
      if (origins?.length) tool.runs = [...(tool.runs ?? []), ...ranges(origins)];
    }
  }
}

function ranges(origins: readonly Node['origin'][]): NonNullable<Str['runs']> {
  const out: NonNullable<Str['runs']> = [];
  const byFile = new Map<string, number[]>();
  for (const o of origins) byFile.set(o.file, [...(byFile.get(o.file) ?? []), o.line]);
  for (const [file, lines] of byFile) {
    for (const line of [...new Set(lines)].sort((a, b) => a - b)) {
      const last = out[out.length - 1];
      if (last?.file === file && line - last.to <= GAP) last.to = line;
      else out.push({ file, from: line, to: line });
    }
  }
  return out;
}
