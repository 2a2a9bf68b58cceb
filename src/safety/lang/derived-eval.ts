/**
 * Pure: one element of a list or a text computed from its constant by the arithmetic a comprehension or a `map`
 * callback writes (`chr(c - 3)`, `b ^ 0x5a`, `parts[i]`, `c.charCodeAt(0) + 7`), read from the parse tree of that
 * expression, never run. Obfuscated installers decode their payload this way rather than with a library decoder
 * (issue 36, twenty-sixth session): evaluating the few operators they use lets derived-text.ts see the text they make.
 * Anything else (a method of the item, a call of the program's, a comparison) is not evaluated: the front end lowers
 * the expression as ever.
 */
import type { SyntaxNode } from '../ir/grammars.ts';
import { constant, type Value } from './values.ts';

export type Lang = 'python' | 'js';

/** A number or a text, as the expression computes it; undefined when it is not such a constant. */
export type Datum = number | string;

/** What the expression's names mean: the names bound for this item (the item, its index), anything else read by the front end (a constant of the program). */
export interface Bindings {
  names: ReadonlyMap<string, Value>;
  leaf: (n: SyntaxNode) => Value | undefined;
}

/** A name's value: bound for the item, or the program's. */
const valueOf = (n: SyntaxNode, b: Bindings): Value | undefined => (n.type === 'identifier' ? (b.names.get(n.text) ?? b.leaf(n)) : b.leaf(n));

/** The length of a constant list or text (`len(key)`, `key.length`: a repeating key's period). */
function lengthOf(v: Value | undefined): number | undefined {
  if (v?.items) return v.items.length;
  const t = v ? constant(v) : undefined;
  return t === undefined ? undefined : [...t].length;
}

const MAX_CODE = 0x10ffff;

/** The node types of the two grammars for the shapes read here. */
const TYPES: Record<Lang, { binary: string; unary: string; number: RegExp; call: string; subscript: string }> = {
  python: { binary: 'binary_operator', unary: 'unary_operator', number: /^(?:integer|float)$/, call: 'call', subscript: 'subscript' },
  js: { binary: 'binary_expression', unary: 'unary_expression', number: /^number$/, call: 'call_expression', subscript: 'subscript_expression' },
};

/** The value of a constant's text as a number, when it is one (`0x5a`, `1_000`). */
function numberOf(d: Datum | undefined): number | undefined {
  if (typeof d === 'number') return d;
  if (d === undefined || !/^[-+]?(?:0[xob][\da-f_]+|\d[\d_]*(?:\.\d+)?)$/i.test(d.trim())) return undefined;
  const n = Number(d.trim().replace(/_/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

/** A value as a datum: known text (numbers are read as numbers where arithmetic needs them). */
function datumOf(v: Value | undefined): Datum | undefined {
  if (!v || v.items || v.props) return undefined;
  return constant(v);
}

function arithmetic(op: string, a: number, b: number, lang: Lang): number | undefined {
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return lang === 'js' ? a / b : b === 0 ? undefined : a / b;
    case '//':
      return b === 0 ? undefined : Math.floor(a / b);
    case '%':
      if (b === 0) return undefined;
      // Python's modulo takes the divisor's sign (`(c - 200) % 256` stays a byte); JavaScript's the dividend's.
      return lang === 'python' ? ((a % b) + b) % b : a % b;
    case '**':
      return a ** b;
    case '^':
      return a ^ b;
    case '&':
      return a & b;
    case '|':
      return a | b;
    case '<<':
      return a << b;
    case '>>':
      return a >> b;
    case '>>>':
      return a >>> b;
    default:
      return undefined;
  }
}

/** The named children of a node (comments left out). */
const kids = (n: SyntaxNode): SyntaxNode[] => n.namedChildren.filter((c): c is SyntaxNode => c !== null && c.type !== 'comment');

/** The expression's value for one item, or undefined when it uses anything but the shapes read here. */
export function evaluate(n: SyntaxNode, lang: Lang, b: Bindings, depth = 0): Datum | undefined {
  if (depth > 40) return undefined;
  const t = TYPES[lang];
  const sub = (x: SyntaxNode | null | undefined) => (x ? evaluate(x, lang, b, depth + 1) : undefined);
  if (t.number.test(n.type)) return numberOf(n.text);
  if (n.type === 'identifier') return datumOf(valueOf(n, b));
  // `key.length` (JavaScript).
  if (n.type === 'member_expression' && n.childForFieldName('property')?.text === 'length') return lengthOf(valueOf(n.childForFieldName('object')!, b));
  if (n.type === 'string') return datumOf(b.leaf(n));
  if (n.type === 'parenthesized_expression') return sub(kids(n)[0]);
  if (n.type === t.binary) {
    const op = n.childForFieldName('operator')?.text ?? '';
    const l = sub(n.childForFieldName('left'));
    const r = sub(n.childForFieldName('right'));
    // Two texts joined (`c + k`, a character and a suffix), unless both are numbers (a list's items are known as text).
    if (op === '+' && typeof l === 'string' && typeof r === 'string' && (numberOf(l) === undefined || numberOf(r) === undefined)) return l + r;
    // In Python an item of a bytes constant is its code (`KEY[i % len(KEY)]` of `b'k3y'`): XOR or subtraction on a
    // character can only be that (`+`, `*` and `%` of a text join, repeat or format it, and are not evaluated).
    const bytewise = lang === 'python' && !/^(?:\+|\*|%)$/.test(op);
    const code = (d: Datum | undefined) => numberOf(d) ?? (bytewise && typeof d === 'string' && [...d].length === 1 ? d.codePointAt(0) : undefined);
    const [x, y] = [code(l), code(r)];
    return x !== undefined && y !== undefined ? arithmetic(op, x, y, lang) : undefined;
  }
  if (n.type === t.unary) {
    const op = n.childForFieldName('operator')?.text ?? n.children[0]?.text;
    const x = numberOf(sub(n.childForFieldName('argument') ?? kids(n)[0]));
    return x === undefined ? undefined : op === '-' ? -x : op === '+' ? x : op === '~' ? ~x : undefined;
  }
  if (n.type === t.subscript) {
    // `parts[i]`, `key[i % len(key)]`: an item of a constant list, or a character of a constant text, by a computed index.
    const obj = n.childForFieldName(lang === 'python' ? 'value' : 'object');
    const key = sub(n.childForFieldName(lang === 'python' ? 'subscript' : 'index'));
    const held = obj ? valueOf(obj, b) : undefined;
    // `TABLE[c]` of a substitution table written as a dict or an object: a translation table, as `str.maketrans`'s.
    if (held?.props && !held.items && key !== undefined) return datumOf(held.props.get(String(key)));
    const index = numberOf(key);
    if (!held || index === undefined || !Number.isInteger(index)) return undefined;
    const seq = held.items ? held.items.map(datumOf) : [...(constant(held) ?? '')];
    const at = index < 0 ? seq.length + index : index;
    return at >= 0 && at < seq.length ? seq[at] : undefined;
  }
  if (n.type === t.call) return called(n, lang, b, depth);
  return undefined;
}

/** The character-code calls: Python's `chr`/`ord`/`int`, JavaScript's `String.fromCharCode`, `charCodeAt`, `codePointAt`. */
function called(n: SyntaxNode, lang: Lang, b: Bindings, depth: number): Datum | undefined {
  const fn = n.childForFieldName('function');
  const args = kids(n.childForFieldName('arguments') ?? n).filter((c) => c !== fn);
  const arg = (i: number) => (args[i] ? evaluate(args[i]!, lang, b, depth + 1) : undefined);
  const code = (d: Datum | undefined) => {
    const x = numberOf(d);
    return x !== undefined && Number.isInteger(x) && x >= 0 && x <= MAX_CODE ? String.fromCodePoint(x) : undefined;
  };
  if (!fn) return undefined;
  if (lang === 'python') {
    if (fn.text === 'chr' && args.length === 1) return code(arg(0));
    if (fn.text === 'ord' && args.length === 1) {
      const s = arg(0);
      return typeof s === 'string' && [...s].length === 1 ? s.codePointAt(0) : undefined;
    }
    if (fn.text === 'int' && args.length === 1) return numberOf(arg(0));
    if (fn.text === 'len' && args.length === 1) return lengthOf(valueOf(args[0]!, b));
    // `TABLE.get(c, c)`: a substitution table's entry, or the default.
    const table = fn.type === 'attribute' && fn.childForFieldName('attribute')?.text === 'get' ? valueOf(fn.childForFieldName('object')!, b) : undefined;
    if (table?.props && !table.items && args.length >= 1 && args.length <= 2) {
      const k = arg(0);
      const found = k === undefined ? undefined : table.props.get(String(k));
      return found ? datumOf(found) : args.length === 2 ? arg(1) : undefined;
    }
    return undefined;
  }
  if (fn.text === 'String.fromCharCode' || fn.text === 'String.fromCodePoint') {
    const cs = args.map((_, i) => code(arg(i)));
    return cs.every((c) => c !== undefined) ? cs.join('') : undefined;
  }
  const property = fn.type === 'member_expression' ? fn.childForFieldName('property')?.text : undefined;
  if (property === 'charCodeAt' || property === 'codePointAt') {
    const s = evaluate(fn.childForFieldName('object')!, lang, b, depth + 1);
    const i = args.length ? numberOf(arg(0)) : 0;
    return typeof s === 'string' && i !== undefined && i < s.length ? s.codePointAt(i) : undefined;
  }
  return undefined;
}

/**
 * True when the expression changes its item or picks by it (an operator, a character-code call, an index): `x`
 * alone, or `x.strip()`, derives nothing.
 */
export function transforms(n: SyntaxNode, lang: Lang): boolean {
  const t = TYPES[lang];
  if (n.type === t.binary || n.type === t.unary || n.type === t.subscript || n.type === t.call) return true;
  return n.type === 'parenthesized_expression' && kids(n).some((c) => transforms(c, lang));
}
