/**
 * Pure: Python's calls that derive text from a constant by reordering or per-element arithmetic (derived-text.ts):
 * `''.join(reversed(s))`, `s.translate(str.maketrans(a, b))`, `map(lambda c: c - 3, codes)`. What they give is
 * decoded text, as a library decoder's is.
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import { computedList, derived, mappedBy, reversedText, translated, translationTable, type Emitter } from './derived-text.ts';
import { text, type Scope, type Value } from './values.ts';

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

/** A comprehension of one `for` clause over one name and no condition: its element, the name and what it steps through. */
export function comprehensionShape(n: SyntaxNode): { body: SyntaxNode; name: string; over: SyntaxNode } | undefined {
  const [body, clause, ...rest] = named(n).filter((c) => c.type !== 'comment');
  const left = clause?.childForFieldName('left');
  const over = clause?.childForFieldName('right');
  return body && rest.length === 0 && clause?.type === 'for_in_clause' && left?.type === 'identifier' && over ? { body, name: left.text, over } : undefined;
}
