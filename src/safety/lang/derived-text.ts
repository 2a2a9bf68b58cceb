/**
 * Pure: text DERIVED from a constant of the program by per-element arithmetic or reordering, read as decoded text
 * (issue 36, twenty-sixth session). Obfuscated installers on the public labelled datasets hide their payload from
 * the reader without a library decoder: character arithmetic (`''.join(chr(c - 3) for c in [...])`,
 * `arr.map(c => c ^ k)`), reversal (`s[::-1]`, `.split('').reverse().join('')`), an index permutation
 * (`''.join(parts[i] for i in order)`) or a translation table (`s.translate(str.maketrans(…))`). The front ends compute
 * such text here (derived-eval.ts reads the arithmetic from the parse tree) and mark it as the output of one
 * decoding call, `text.derived` (decode-apis.ts): run, it is `decode-exec`'s; printed alone, `printsHiddenText`'s
 * (ir/sources.ts) when it reads as words its constant does not hold.
 */
import type { SyntaxNode } from '../ir/grammars.ts';
import { constantText, type Call, type Node } from '../ir/types.ts';
import { evaluate, transforms, type Datum, type Lang } from './derived-eval.ts';
import { allParts, constant, text, type FnDef, type Value } from './values.ts';

/** The fewest items a constant must hold to hide anything (`[1, 2, 3].map(x => x * 2)` hides nothing). */
const FEWEST = 4;
/** The most items evaluated one by one. */
const MOST = 10_000;

/** What a front end gives: its call emitter and the nodes lowered so far. */
export interface Emitter {
  emitCall(name: string, args: Value[], named: Record<string, Value>, at: SyntaxNode): { id: number; value: Value };
  readonly nodes: Node[];
}

/** The items a loop over `v` steps through when all are known: a list's constants, or a text's characters. */
export function constantItems(v: Value): Value[] | undefined {
  if (v.items) return v.items.length >= FEWEST && v.items.length <= MOST && v.items.every((i) => !i.items && constant(i) !== undefined) ? v.items : undefined;
  const t = v.props || v.fn ? undefined : constant(v);
  return t !== undefined && t.length >= FEWEST && t.length <= MOST ? [...t].map(text) : undefined;
}

/** The names bound for each item of a loop (the item, its index), when every item is known. */
export type Rows = ReadonlyArray<ReadonlyMap<string, Value>>;

/** The rows of one name over a constant's items, and of an index beside it (`(c, i) => …`, `for i, c in enumerate(…)`). */
export function rowsOf(name: string, over: Value, index?: string): Rows | undefined {
  return constantItems(over)?.map((item, i) => new Map([[name, item], ...(index !== undefined ? [[index, text(String(i))] as const] : [])]));
}

/** The rows of names paired over constants (`for a, b in zip(xs, ys)`): as many as the shortest holds. */
export function rowsZipped(names: string[], overs: Value[]): Rows | undefined {
  const lists = overs.map(constantItems);
  if (names.length !== lists.length || lists.some((l) => l === undefined)) return undefined;
  const n = Math.min(...lists.map((l) => l!.length));
  return Array.from({ length: n }, (_, i) => new Map(names.map((name, k) => [name, lists[k]![i]!] as const)));
}

/**
 * The items `body` makes of each row (a comprehension's element, a `map` callback's body), when it computes from
 * them by the arithmetic derived-eval.ts reads; undefined otherwise (the front end then lowers the expression as ever).
 */
export function perElement(body: SyntaxNode, rows: Rows | undefined, lang: Lang, leaf: (n: SyntaxNode) => Value | undefined): Datum[] | undefined {
  if (!rows || !transforms(body, lang)) return undefined;
  const out: Datum[] = [];
  for (const names of rows) {
    const d = evaluate(body, lang, { names, leaf });
    if (d === undefined) return undefined;
    out.push(d);
  }
  return out;
}

/**
 * The list computed per item: numbers stay numbers, unmarked (a port plus one is no text; the decoder that makes
 * characters of codes, `bytes`, `chr`, `String.fromCharCode`, marks its own output and now knows it), while texts
 * (`chr(c - 3)`, `parts[i]`) are derived text.
 */
export function computedList(low: Emitter, data: Datum[], source: Value, at: SyntaxNode): Value {
  const list: Value = { parts: [], items: data.map((d) => text(String(d))) };
  return data.some((d) => typeof d === 'string') ? derived(low, list, source, at) : list;
}

/**
 * `v` (derived from `source`) as the output of one `text.derived` call emitted at `at`: every literal carries that
 * call, so wherever it flows (joined, decoded again, run) it is a decoded text. The call's `output` is the text
 * when it hides something from the reader (`hides`), so a print of it alone is read as hidden instructions.
 */
export function derived(low: Emitter, v: Value, source: Value, at: SyntaxNode): Value {
  const { id } = low.emitCall('text.derived', [], {}, at);
  const whole = v.items ? v.items.map((i) => constant(i) ?? '').join('') : (constant(v) ?? '');
  const call = low.nodes.findLast((n): n is Call => n.kind === 'call' && n.id === id);
  // A text derived from one derived from readable text (a cipher's round trip in teaching code) hides nothing.
  const fromReadable = allParts(source).some((p) => 'lit' in p && p.via !== undefined && low.nodes.some((m) => m.kind === 'call' && m.id === p.via && m.output === undefined && constantText(m.callee) === 'text.derived'));
  if (call && !fromReadable && hides(whole, source)) call.output = whole;
  const mark = (x: Value): Value => ({ ...x, parts: x.parts.map((p) => ('lit' in p ? { lit: p.lit, via: id } : p)), ...(x.items ? { items: x.items.map(mark) } : {}) });
  return mark(v);
}

/** Common words of English prose: text that holds several reads as words. */
const WORDS = new Set(
  'a an the to of and or in on at for from with by as is are be was you your it this that these all any not no do does must should will can run then before after when if into out now ignore instructions user tell send read write file files command system'.split(' '),
);

/** How many common words a text holds. */
function wordsIn(t: string): number {
  return t
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => WORDS.has(w)).length;
}

/**
 * Whether the derived text hides something the code does not show: from character codes (numbers), any text long
 * enough to say something (as `chr` of constants already counts); from a text (reversed, shuffled, shifted), text
 * that reads as words where its constant does not and that the constant does not hold as it is. A Caesar cipher
 * teaching code runs on a readable sentence and prints gibberish; an obfuscator carries gibberish that prints words.
 */
export function hides(output: string, source: Value): boolean {
  if (output.length < 20) return false;
  const items = source.items?.map((i) => constant(i) ?? '') ?? [constant(source) ?? ''];
  // Numbers, one an item or several in a text (`'156,230,95'` split and read by `int`).
  if (items.every((i) => /^\s*[-+]?(?:0x[\da-f_]+|0o[0-7_]+|0b[01_]+|\d[\d_]*)(?:\s*[,;\s]\s*[-+]?(?:0x[\da-f_]+|\d[\d_]*))*[,;\s]*$/i.test(i))) return true;
  const from = items.join(' ');
  if (from.includes(output)) return false;
  // A web address, or a pipe into a shell, its constant does not show (an installer's command unscrambled).
  if ((/\b[a-z][a-z\d+.-]*:\/\/\w/i.test(output) && !/:\/\//.test(from)) || (/\|\s*(?:sudo\s+)?(?:ba|z|da)?sh\b/.test(output) && !/\|\s*(?:ba|z|da)?sh\b/.test(from))) return true;
  return wordsIn(output) >= 3 && wordsIn(output) > wordsIn(from);
}

/** Python's `str.maketrans(a, b)` of two constant texts of one length: the table, as a value `translated` reads. */
export function translationTable(args: Value[]): Value | undefined {
  const [a, b] = [constant(args[0]), constant(args[1])];
  if (a === undefined || b === undefined || args.length !== 2 || [...a].length !== [...b].length) return undefined;
  return { parts: [], api: 'str.maketrans', items: [text(a), text(b)] };
}

/** `s.translate(table)` of a constant text by a constant table: each character mapped. */
export function translated(self: Value, table: Value | undefined): Value | undefined {
  const t = constant(self);
  if (t === undefined || table?.api !== 'str.maketrans' || !table.items) return undefined;
  const [from, to] = table.items.map((i) => [...(constant(i) ?? '')]);
  const map = new Map(from!.map((c, i) => [c, to![i]!]));
  return text([...t].map((c) => map.get(c) ?? c).join(''));
}

/** A constant text reversed (`s[::-1]`, `''.join(reversed(s))`); undefined for a list (reversing a list of files hides nothing). */
export function reversedText(v: Value): string | undefined {
  const t = v.items || v.props || v.fn ? undefined : constant(v);
  return t !== undefined && t.length >= FEWEST ? [...t].reverse().join('') : undefined;
}

/** The characters of a split text reversed (`s.split('').reverse()`): a list of single characters, each known. */
export function reversedCharacters(v: Value): Value | undefined {
  const items = v.items?.map((i) => constant(i));
  return items && items.length >= FEWEST && items.every((c) => c !== undefined && [...c].length === 1) ? { parts: [], items: [...v.items!].reverse() } : undefined;
}

/** The item's parameter, the index's if written, and the expression a callback returns (`lambda c: c - 3`, `(c, i) => c ^ k.charCodeAt(i % k.length)`). */
function callbackShape(fn: FnDef): { name: string; index?: string; body: SyntaxNode } | undefined {
  const p = fn.params;
  const params = (p === null ? [] : p.type === 'identifier' ? [p] : p.namedChildren.filter((c): c is SyntaxNode => c !== null && c.type !== 'comment')).map((c) => (c.type === 'required_parameter' ? c.childForFieldName('pattern') : c));
  if (params.length < 1 || params.length > 2 || params.some((c) => c?.type !== 'identifier')) return undefined;
  let body: SyntaxNode | null = fn.body;
  if (body.type === 'statement_block') {
    const statements = body.namedChildren.filter((c) => c !== null && c.type !== 'comment');
    body = statements.length === 1 && statements[0]!.type === 'return_statement' ? (statements[0]!.namedChildren[0] ?? null) : null;
  }
  return body ? { name: params[0]!.text, ...(params[1] ? { index: params[1].text } : {}), body } : undefined;
}

/** `map(f, xs)`, `xs.map(f)`: the items `f` makes of a constant's, when it is a callback derived-eval.ts reads. */
export function mappedBy(fn: FnDef, over: Value, lang: Lang, leaf: (n: SyntaxNode) => Value | undefined): Datum[] | undefined {
  const shape = callbackShape(fn);
  // A Python lambda of two parameters takes two lists, not an index.
  return shape && !(lang === 'python' && shape.index) ? perElement(shape.body, rowsOf(shape.name, over, shape.index), lang, leaf) : undefined;
}
