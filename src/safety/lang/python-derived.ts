/**
 * Pure: Python's calls that derive text from a constant by reordering or per-element arithmetic (derived-text.ts):
 * `''.join(reversed(s))`, `s.translate(str.maketrans(a, b))`, `map(lambda c: c - 3, codes)`. What they give is
 * decoded text, as a library decoder's is.
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import { computedList, derived, mappedBy, reversedText, rowsOf, rowsZipped, translated, translationTable, type Emitter, type Rows } from './derived-text.ts';
import { constant, text, type Scope, type Value } from './values.ts';
import type { Known } from './python-consteval.ts';

/** The value of such a call, marked derived; undefined for any other call. `leaf` reads a name or a string in a scope. */
export function derivedPythonCall(low: Emitter, name: string, method: string | undefined, self: Value | undefined, args: Value[], at: SyntaxNode, leaf: (n: SyntaxNode, scope: Scope) => Value | undefined): Value | undefined {
  if (name === 'builtins.reversed' && args[0]) {
    const t = reversedText(args[0]);
    return t === undefined ? undefined : derived(low, { parts: [], items: [...t].map(text) }, args[0], at);
  }
  // The table is no text: kept so that `translate` reads it.
  if (/^(?:builtins\.)?str\.maketrans$/.test(name)) return translationTable(args);
  if (method === 'translate' && self) {
    const out = translated(self, args[0]);
    return out && derived(low, out, self, at);
  }
  const fn = name === 'builtins.map' && args.length === 2 ? args[0]?.fn : undefined;
  const items = fn ? mappedBy(fn, args[1]!, 'python', (n) => leaf(n, fn.closure)) : undefined;
  return items && computedList(low, items, args[1]!, at);
}

/** A comprehension of one `for` clause and no condition: its element, the names it binds and what they step through. */
export function comprehensionShape(n: SyntaxNode): { body: SyntaxNode; names: string[]; over: SyntaxNode } | undefined {
  const [body, clause, ...rest] = named(n).filter((c) => c.type !== 'comment');
  const left = clause?.childForFieldName('left');
  const over = clause?.childForFieldName('right');
  const names = left?.type === 'identifier' ? [left] : /^(?:pattern_list|tuple_pattern)$/.test(left?.type ?? '') ? named(left!) : [];
  if (!body || rest.length || clause?.type !== 'for_in_clause' || !over || !names.length || names.some((x) => x.type !== 'identifier')) return undefined;
  return { body, names: names.map((x) => x.text), over };
}

/**
 * What each item of the comprehension binds, when all are known: one name over a constant (`over`, already lowered),
 * or an index and an item over `enumerate(data)`, or names paired over `zip(data, key)` (a repeating key's XOR),
 * with the constant the text is derived from.
 */
export function comprehensionRows(shape: { names: string[]; over: SyntaxNode }, over: Value, leaf: (n: SyntaxNode) => Value | undefined): { rows: Rows; source: Value } | undefined {
  const [first, second] = shape.names;
  if (shape.names.length === 1) {
    const rows = rowsOf(first!, over);
    return rows && { rows, source: over };
  }
  const fn = shape.over.type === 'call' ? shape.over.childForFieldName('function')?.text : undefined;
  const given = named(shape.over.childForFieldName('arguments')).map(leaf);
  if (given.some((v) => v === undefined)) return undefined;
  const lists = given as Value[];
  const rows = fn === 'enumerate' && lists.length === 1 && shape.names.length === 2 ? rowsOf(second!, lists[0]!, first) : fn === 'zip' ? rowsZipped(shape.names, lists) : undefined;
  return rows && { rows, source: lists[0]! };
}

/**
 * A name the module's code above computed text into from its constants (python-consteval.ts), read where the front
 * end does not know it (a loop's appends, `pow`, a split's numbers): text derived from those constants. Only inside
 * the top-level statement `computed.at` the evaluation was made for.
 */
export function computedText(low: Emitter, computed: { at: SyntaxNode; names: Map<string, Known> | undefined } | undefined, n: SyntaxNode, v: Value): Value | undefined {
  const k = computed?.names?.get(n.text);
  if (!k || constant(v) !== undefined || (v.items?.length && v.items.every((i) => constant(i) !== undefined))) return undefined;
  let p: SyntaxNode | null = n;
  while (p && !(p.startIndex === computed!.at.startIndex && p.endIndex === computed!.at.endIndex && p.type === computed!.at.type)) p = p.parent;
  if (!p || p.tree !== computed!.at.tree) return undefined;
  const value: Value = k.items ? { parts: [], items: k.items.map(text) } : text(k.text ?? '');
  return derived(low, value, { parts: [], items: k.src.map(text) }, n);
}
