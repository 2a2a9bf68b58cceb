/**
 * Pure: cgo's C, for the Go front end (go.ts). The comment right above
 * `import "C"` is C that cgo compiles into the program (its preamble); Go
 * calls its functions as `C.name(…)`. The preamble is parsed with
 * tree-sitter-c (ir/grammars.ts, kept by the project: grammars/README.md) and
 * read for what its functions do that the IR knows: `system`/`popen` run
 * shell code (as Python's `os.system`), `execl`/`execv…` start a program with
 * its arguments (as `exec.Command`), `dlopen` loads a library and runs its
 * constructors (as `plugin.Open`). Each function's effects are kept with
 * what their arguments are made of — a string literal, one of its parameters,
 * a buffer `snprintf`/`sprintf`/`strcpy`/`strcat` filled — so a Go call
 * `C.run(C.CString(x))` is lowered as those calls given `x`. A function
 * marked `__attribute__((constructor))` runs when the program loads, before
 * Go's `init`.
 */
import { named, parse, type SyntaxNode } from '../ir/grammars.ts';
import { sprintf } from './go-values.ts';
import { concat, EMPTY, text, type Value } from './values.ts';

/** What a C value is made of. */
export type CValue = { lit: string } | { param: number } | { format: CValue[] } | { concat: CValue[] } | { unknown: true };

/** One call of the C library the IR knows, with its arguments, and the preamble row it is on. */
export interface CEffect {
  api: string;
  args: CValue[];
  row: number;
}

export interface Preamble {
  functions: Map<string, CEffect[]>;
  /** Effects of the functions that run when the program loads. */
  atLoad: CEffect[];
}

/** C library calls → the Go table's name for what they do (go-apis.ts) and which of their arguments it is given. */
const RUNS: Record<string, { api: string; args: (a: CValue[]) => CValue[] }> = {
  system: { api: 'C.system', args: (a) => a.slice(0, 1) },
  popen: { api: 'C.popen', args: (a) => a.slice(0, 1) },
  dlopen: { api: 'C.dlopen', args: (a) => a.slice(0, 1) },
  // `execl(path, argv0, arg1, …, NULL)`: the program and its arguments after argv[0], as `exec.Command` takes them.
  ...Object.fromEntries(['execl', 'execlp', 'execle'].map((f) => [f, { api: 'os/exec.Command', args: (a: CValue[]) => [a[0]!, ...a.slice(2).filter((x) => !('unknown' in x))] }])),
  // `execv(path, argv)`: the program; its argument vector is an array the preamble built.
  ...Object.fromEntries(['execv', 'execvp', 'execve', 'execvpe'].map((f) => [f, { api: 'os/exec.Command', args: (a: CValue[]) => a.slice(0, 1) }])),
};
/** Calls filling their first argument, a buffer: with a format and its arguments, or a copy or an append. */
const FILLS: Record<string, (a: CValue[]) => CValue> = {
  sprintf: (a) => ({ format: a.slice(1) }),
  snprintf: (a) => ({ format: a.slice(2) }),
  strcpy: (a) => a[1] ?? { unknown: true },
  strncpy: (a) => a[1] ?? { unknown: true },
};
const APPENDS = new Set(['strcat', 'strncat']);


/** The identifier a declarator names (`*p`, `buf[64]`, `f(void)`, `x = …`). */
function nameOf(d: SyntaxNode | null | undefined): string | undefined {
  for (let n = d; n; n = n.childForFieldName('declarator')) if (n.type === 'identifier') return n.text;
  return undefined;
}

/** Reads a preamble's C; undefined when it does not parse (or the C grammar is not there). */
export function readPreamble(code: string): Preamble | undefined {
  const r = parse('c', code);
  if (!r.ok) return undefined;
  try {
    const functions = new Map<string, CEffect[]>();
    const atLoad: CEffect[] = [];
    for (const f of r.tree.rootNode.descendantsOfType('function_definition')) {
      if (!f) continue;
      const declarator = f.childForFieldName('declarator');
      const fn = declarator?.type === 'function_declarator' ? declarator : declarator?.descendantsOfType('function_declarator')[0];
      const name = nameOf(fn?.childForFieldName('declarator'));
      if (!name || !fn) continue;
      const params = named(fn.childForFieldName('parameters')).map((p) => nameOf(p.childForFieldName('declarator')));
      const effects = lowerBody(f.childForFieldName('body'), params, functions);
      functions.set(name, effects);
      const constructor = named(f).some((c) => c.type === 'attribute_specifier' && c.descendantsOfType('identifier').some((i) => i?.text === 'constructor'));
      if (constructor) atLoad.push(...effects);
    }
    return { functions, atLoad };
  } finally {
    r.tree.delete();
  }
}

/** The effects of one function's body, in order; `earlier`: the preamble's functions read before it (called from here). */
function lowerBody(body: SyntaxNode | null, params: Array<string | undefined>, earlier: ReadonlyMap<string, CEffect[]>): CEffect[] {
  if (!body) return [];
  const locals = new Map<string, CValue>();
  const value = (n: SyntaxNode | undefined): CValue => {
    if (!n) return { unknown: true };
    if (n.type === 'string_literal') return { lit: named(n).map((c) => (c.type === 'escape_sequence' ? JSON.parse(`"${c.text.replace(/"/g, '\\"')}"`) : c.text)).join('') };
    if (n.type === 'concatenated_string') return { concat: named(n).map(value) };
    if (n.type === 'identifier') {
      const at = params.indexOf(n.text);
      return at >= 0 ? { param: at } : locals.get(n.text) ?? { unknown: true };
    }
    if (n.type === 'cast_expression') return value(n.childForFieldName('value') ?? undefined);
    if (n.type === 'parenthesized_expression') return value(named(n)[0]);
    return { unknown: true };
  };
  const out: CEffect[] = [];
  const walk = (n: SyntaxNode) => {
    if (n.type === 'init_declarator') {
      const name = nameOf(n.childForFieldName('declarator'));
      const v = n.childForFieldName('value');
      if (name && v && v.type !== 'call_expression') locals.set(name, value(v));
    }
    if (n.type === 'call_expression') {
      const callee = n.childForFieldName('function')?.text ?? '';
      const args = named(n.childForFieldName('arguments')).map(value);
      const buffer = nameOf(named(n.childForFieldName('arguments'))[0]);
      const run = RUNS[callee];
      if (run) out.push({ api: run.api, args: run.args(args), row: n.startPosition.row });
      else if (FILLS[callee] && buffer) locals.set(buffer, FILLS[callee](args));
      else if (APPENDS.has(callee) && buffer) locals.set(buffer, { concat: [locals.get(buffer) ?? { lit: '' }, args[1] ?? { unknown: true }] });
      // Another function of the preamble: its effects, its parameters given these arguments.
      for (const e of earlier.get(callee) ?? []) out.push({ ...e, args: e.args.map((a) => given(a, args)), row: n.startPosition.row });
    }
    for (const c of named(n)) walk(c);
  };
  walk(body);
  return out;
}

/** A callee's value with its parameters replaced by the caller's arguments. */
function given(v: CValue, args: CValue[]): CValue {
  if ('param' in v) return args[v.param] ?? { unknown: true };
  if ('format' in v) return { format: v.format.map((x) => given(x, args)) };
  if ('concat' in v) return { concat: v.concat.map((x) => given(x, args)) };
  return v;
}

/** A C value as the Go lowerer's value, the Go call's arguments standing for the parameters. */
export function goValue(v: CValue, args: readonly Value[]): Value {
  if ('lit' in v) return text(v.lit);
  if ('param' in v) return args[v.param] ?? EMPTY;
  if ('format' in v) return sprintf(v.format.map((x) => goValue(x, args)));
  if ('concat' in v) return concat(...v.concat.map((x) => goValue(x, args)));
  return { parts: [{ ref: { dyn: 'a value the C code computes' } }] };
}

/** The C preamble of an `import "C"` declaration: the comment right above it, its text and the row it starts on. */
export function preambleOf(decl: SyntaxNode): { code: string; row: number; at: SyntaxNode } | undefined {
  const comments: SyntaxNode[] = [];
  for (let c = decl.previousNamedSibling; c?.type === 'comment' && c.endPosition.row + 1 >= (comments[0] ?? decl).startPosition.row; c = c.previousNamedSibling) comments.unshift(c);
  if (!comments.length) return undefined;
  // `/* … */` keeps its rows; each `// …` line is one row.
  const code = comments.map((c) => (c.text.startsWith('/*') ? c.text.slice(2, -2) : c.text.slice(2))).join('\n');
  return { code, row: comments[0]!.startPosition.row, at: comments[0]! };
}
