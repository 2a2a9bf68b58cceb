/**
 * Pure: what a front end says of a file before or instead of lowering it: over the parser's size budget,
 * binary or compiled, a minified bundle (an `unparsed` node the driver turns into a finding), and where a
 * tree that did parse holds its first syntax error. Shared by every front end, beside lower.ts.
 */
import { PARSE_BUDGET, type SyntaxNode } from '../ir/grammars.ts';
import type { Program, Unparsed } from '../ir/types.ts';
import type { LowerOptions } from './lower.ts';

/** Too long lines and little else: a bundle, not source to read. */
export function minified(text: string): boolean {
  if (text.length < 20_000) return false;
  const lines = text.split('\n');
  const long = lines.filter((l) => l.length > 1000).reduce((n, l) => n + l.length, 0);
  return long / text.length > 0.5;
}

/** A compiled or binary file given as code (`.pyc`, an image): NUL bytes or mostly unprintable characters. */
export function binary(text: string): boolean {
  if (text.includes('\0')) return true;
  const sample = text.slice(0, 4096);
  // eslint-disable-next-line no-control-regex
  const odd = sample.match(/[\x01-\x08\x0e-\x1f\ufffd]/g)?.length ?? 0;
  return sample.length > 0 && odd / sample.length > 0.1;
}

/** The first line of a syntax error in the tree, or undefined when it parsed cleanly. */
export function syntaxErrorLine(root: SyntaxNode): number | undefined {
  if (!root.hasError) return undefined;
  const stack: SyntaxNode[] = [root];
  let seen = 0;
  while (stack.length && seen++ < 200_000) {
    const n = stack.pop()!;
    if (n.isError || n.isMissing) return n.startPosition.row;
    if (!n.hasError) continue;
    for (let i = n.childCount - 1; i >= 0; i--) {
      const c = n.child(i);
      if (c) stack.push(c);
    }
  }
  return 0;
}

/** What cannot be parsed, said before any parse: over the size budget, binary or compiled, a minified bundle. */
export function unreadable(text: string, options: LowerOptions, lang: Program['lang'], compiled = false): Program | undefined {
  const origin = { file: options.file, line: options.line };
  const one = (reason: Unparsed['reason'], detail: string): Program => ({ lang, nodes: [{ kind: 'unparsed', reason, detail, origin }] });
  if (text.length > PARSE_BUDGET.bytes) return one('too-large', `${Math.round(text.length / 1024)} KB is over the ${Math.round(PARSE_BUDGET.bytes / 1024)} KB the parser reads`);
  if (compiled || binary(text)) return one('binary', 'binary or compiled content, not source code');
  if (minified(text)) return one('minified', 'a minified bundle: lines too long to be read as source');
  return undefined;
}
