/**
 * Pure: a small, bounded partial evaluator of a Python module's straight-line code over constants, read from the
 * parse tree and never run (issue 36, twenty-sixth session). Obfuscated installers compute their payload in a few
 * lines rather than one expression: numbers read from a constant text (`[int(v) for v in s.split(',') if v]`), an
 * affine cipher's inverse (`pow(a, -1, m)`), slices of a constant interleaved by a `for i in range(…)` loop into a list.
 * This module steps through the module's statements (assignments, tuple assignments, `for … in` a known sequence,
 * `if`, `append`) with the operators, builtins and methods of text, bytes, numbers and lists that such code uses,
 * and gives, before each top-level statement, the TEXT it has computed from constants by indexing or arithmetic
 * (`derived`): the front end (python-expr.ts) reads a name bound so as text derived from those constants
 * (derived-text.ts). Anything else (a call it does not know, an attribute of an unknown object, I/O) is unknown:
 * the names it may change are forgotten and stepping goes on. A step budget and size caps bound the work.
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import { decodeEscape } from './values.ts';

/** The most steps (expressions and statements evaluated) for one module. */
const STEPS = 100_000;
/** The deepest expression evaluated. */
const DEPTH = 100;
/** The longest text, bytes or list built. */
const SIZE = 100_000;

/** A Python value known as a constant; `derived` when text was computed from a constant, `src` the constants' texts read. */
type PV =
  | { k: 'int'; n: number; src?: string[] }
  | { k: 'bool'; n: number }
  | { k: 'none' }
  | { k: 'str'; s: string; derived: boolean; src: string[] }
  | { k: 'bytes'; b: number[]; derived: boolean; src: string[] }
  | { k: 'list' | 'tuple'; items: PV[] };

/** What the front end reads of a name: text (or a list of texts) derived from constants, and those constants. */
export interface Known {
  text?: string;
  items?: string[];
  src: string[];
}

class Unknown extends Error {}
class Exhausted extends Error {}
class Break extends Error {}
class Continue extends Error {}

const fail = (): never => {
  throw new Unknown();
};
const intOf = (n: number, src?: string[]): PV => (Number.isSafeInteger(n) ? { k: 'int', n, ...(src?.length ? { src } : {}) } : fail());
const int = (n: number): PV => intOf(n);
const bool = (b: boolean): PV => ({ k: 'bool', n: b ? 1 : 0 });
const srcOf = (...vs: PV[]): string[] => [...new Set(vs.flatMap((v) => ('src' in v ? (v.src ?? []) : 'items' in v ? srcOf(...v.items) : [])))].slice(0, 8);
const str = (s: string, derived: boolean, src: string[]): PV => (s.length > SIZE ? fail() : { k: 'str', s, derived, src });
const isDerived = (v: PV): boolean => ('derived' in v ? v.derived : 'items' in v ? v.items.some(isDerived) : false);

/** A number of the value (`True` is 1). */
const num = (v: PV | undefined): number => (v && (v.k === 'int' || v.k === 'bool') ? v.n : fail());
/** The items a loop or a call steps through: a list's, a text's characters, bytes' codes. */
function iterate(v: PV): PV[] {
  if (v.k === 'list' || v.k === 'tuple') return v.items;
  if (v.k === 'str') return [...v.s].map((c) => str(c, true, v.src));
  if (v.k === 'bytes') return v.b.map((c) => intOf(c, v.src));
  return fail();
}
function truthy(v: PV): boolean {
  if (v.k === 'int' || v.k === 'bool') return v.n !== 0;
  if (v.k === 'none') return false;
  if (v.k === 'str') return v.s.length > 0;
  if (v.k === 'bytes') return v.b.length > 0;
  return v.items.length > 0;
}
function equal(a: PV, b: PV): boolean {
  if ((a.k === 'int' || a.k === 'bool') && (b.k === 'int' || b.k === 'bool')) return a.n === b.n;
  if (a.k === 'str' && b.k === 'str') return a.s === b.s;
  if (a.k === 'none' || b.k === 'none') return a.k === b.k;
  if (a.k === 'bytes' && b.k === 'bytes') return a.b.join() === b.b.join();
  return fail();
}
const mod = (a: number, b: number): number => (b === 0 ? fail() : ((a % b) + b) % b);

/** `pow(b, e, m)`, the modular inverse when `e` is -1 (Python 3.8). */
function modPow(b: number, e: number, m: number): number {
  if (m === 0) return fail();
  if (e < 0) {
    if (e !== -1) return fail();
    // The extended Euclid's algorithm: `b`'s inverse modulo `m`, when they are coprime.
    let [r0, r1, s0, s1] = [mod(b, m), Math.abs(m), 1, 0];
    while (r1 !== 0) {
      const q = Math.floor(r0 / r1);
      [r0, r1, s0, s1] = [r1, r0 - q * r1, s1, s0 - q * s1];
    }
    return r0 === 1 ? mod(s0, m) : fail();
  }
  let [r, x, k] = [1n, BigInt(mod(b, m)), BigInt(e)];
  const M = BigInt(m);
  for (; k > 0n; k >>= 1n, x = (x * x) % M) if (k & 1n) r = (r * x) % M;
  return mod(Number(r), m);
}

function arithmetic(op: string, a: PV, b: PV): PV {
  if (op === '+' && a.k === 'str' && b.k === 'str') return str(a.s + b.s, a.derived || b.derived, srcOf(a, b));
  if (op === '+' && a.k === 'bytes' && b.k === 'bytes') return { k: 'bytes', b: [...a.b, ...b.b], derived: a.derived || b.derived, src: srcOf(a, b) };
  if (op === '+' && a.k === 'list' && b.k === 'list') return a.items.length + b.items.length > SIZE ? fail() : { k: 'list', items: [...a.items, ...b.items] };
  if (op === '*' && a.k === 'str' && (b.k === 'int' || b.k === 'bool')) return str(a.s.repeat(Math.max(0, Math.min(b.n, SIZE + 1))), a.derived, a.src);
  const [x, y] = [num(a), num(b)];
  // A number computed from a constant's carries it (an affine cipher's codes read from a text).
  const int = (n: number) => intOf(n, srcOf(a, b));
  switch (op) {
    case '+':
      return int(x + y);
    case '-':
      return int(x - y);
    case '*':
      return int(x * y);
    case '//':
      return y === 0 ? fail() : int(Math.floor(x / y));
    case '%':
      return int(mod(x, y));
    case '**':
      return y < 0 ? fail() : int(x ** y);
    case '^':
      return int(x ^ y);
    case '&':
      return int(x & y);
    case '|':
      return int(x | y);
    case '<<':
      return y > 31 ? fail() : int(x << y);
    case '>>':
      return int(x >> y);
    default:
      return fail();
  }
}

function compare(op: string, a: PV, b: PV): boolean {
  if (op === '==' || op === 'is') return equal(a, b);
  if (op === '!=' || op === 'is not') return !equal(a, b);
  if (op === 'in' || op === 'not in') {
    const found = b.k === 'str' && a.k === 'str' ? b.s.includes(a.s) : iterate(b).some((i) => equal(i, a));
    return op === 'in' ? found : !found;
  }
  const [x, y]: [number | string, number | string] = a.k === 'str' && b.k === 'str' ? [a.s, b.s] : [num(a), num(b)];
  return op === '<' ? x < y : op === '<=' ? x <= y : op === '>' ? x > y : op === '>=' ? x >= y : fail();
}

/** A written integer (`0x5a`, `1_000`). */
function integer(t: string): PV {
  const s = t.replace(/_/g, '').toLowerCase();
  const n = /^0[xob]/.test(s) ? Number(s) : /^\d+$/.test(s) ? Number(s) : NaN;
  return Number.isSafeInteger(n) ? int(n) : fail();
}

/** A written text or bytes without interpolation. */
function literal(n: SyntaxNode): PV {
  if (n.type === 'concatenated_string') {
    const parts = named(n).map(literal);
    return parts.reduce((a, b) => arithmetic('+', a, b));
  }
  const start = named(n).find((c) => c.type === 'string_start')?.text ?? '';
  if (/[fF]/.test(start) || named(n).some((c) => c.type === 'interpolation')) return fail();
  const raw = /[rR]/.test(start);
  let t = '';
  for (const c of named(n)) {
    if (c.type !== 'string_content') continue;
    let at = c.startIndex;
    for (const e of named(c)) {
      t += c.text.slice(at - c.startIndex, e.startIndex - c.startIndex) + (raw ? e.text : decodeEscape(e.text));
      at = e.endIndex;
    }
    t += c.text.slice(at - c.startIndex);
  }
  if (/[bB]/.test(start)) return { k: 'bytes', b: [...t].map((c) => c.charCodeAt(0) & 0xff), derived: false, src: [t] };
  return str(t, false, t.length ? [t] : []);
}

/** `s[a:b:c]` bounds, as Python clips them. */
function sliced<T>(seq: T[], lo: number | undefined, hi: number | undefined, step: number | undefined): T[] {
  const len = seq.length;
  const st = step ?? 1;
  if (st === 0) return fail();
  const clip = (i: number | undefined, dflt: number) => (i === undefined ? dflt : i < 0 ? Math.max(i + len, st < 0 ? -1 : 0) : Math.min(i, st < 0 ? len - 1 : len));
  const [a, b] = st > 0 ? [clip(lo, 0), clip(hi, len)] : [clip(lo, len - 1), clip(hi, -1)];
  const out: T[] = [];
  for (let i = a; st > 0 ? i < b : i > b; i += st) out.push(seq[i]!);
  return out;
}

/** The evaluator of one module: its names' values as it steps. */
class Evaluator {
  steps = 0;
  depth = 0;
  readonly env = new Map<string, PV>();

  tick(): void {
    if (++this.steps > STEPS) throw new Exhausted();
  }

  expr(n: SyntaxNode): PV {
    this.tick();
    // A deeply nested expression is left unknown (the front end reports its own nesting budget).
    if (this.depth >= DEPTH) return fail();
    this.depth++;
    try {
      return this.exprAt(n);
    } finally {
      this.depth--;
    }
  }

  exprAt(n: SyntaxNode): PV {
    switch (n.type) {
      case 'integer':
        return integer(n.text);
      case 'true':
      case 'false':
        return bool(n.type === 'true');
      case 'none':
        return { k: 'none' };
      case 'string':
      case 'concatenated_string':
        return literal(n);
      case 'identifier':
        return this.env.get(n.text) ?? fail();
      case 'parenthesized_expression':
        return this.expr(named(n).filter((c) => c.type !== 'comment')[0] ?? fail());
      case 'list':
      case 'tuple':
      case 'expression_list': {
        const items = named(n).filter((c) => c.type !== 'comment').map((c) => (c.type === 'list_splat' ? fail() : this.expr(c)));
        return { k: n.type === 'list' ? 'list' : 'tuple', items };
      }
      case 'binary_operator':
        return arithmetic(n.childForFieldName('operator')?.text ?? '', this.expr(n.childForFieldName('left')!), this.expr(n.childForFieldName('right')!));
      case 'unary_operator': {
        const op = n.childForFieldName('operator')?.text;
        const x = num(this.expr(n.childForFieldName('argument')!));
        const src = srcOf(this.expr(n.childForFieldName('argument')!));
        return op === '-' ? intOf(-x, src) : op === '+' ? intOf(x, src) : op === '~' ? intOf(~x, src) : fail();
      }
      case 'not_operator':
        return bool(!truthy(this.expr(n.childForFieldName('argument')!)));
      case 'boolean_operator': {
        const left = this.expr(n.childForFieldName('left')!);
        const and = n.childForFieldName('operator')?.text === 'and';
        return truthy(left) === and ? this.expr(n.childForFieldName('right')!) : left;
      }
      case 'comparison_operator': {
        const operands = named(n).map((c) => this.expr(c));
        const ops = n.children.filter((c) => c && !c.isNamed).map((c) => c!.text);
        // `not in`, `is not`: two tokens.
        const joined: string[] = [];
        for (const o of ops) if ((o === 'in' && joined.at(-1) === 'not') || (o === 'not' && joined.at(-1) === 'is')) joined[joined.length - 1] += ` ${o}`;
        else joined.push(o);
        return bool(joined.every((o, i) => compare(o, operands[i]!, operands[i + 1] ?? fail())));
      }
      case 'conditional_expression': {
        const [a, cond, b] = named(n);
        return truthy(this.expr(cond!)) ? this.expr(a!) : this.expr(b!);
      }
      case 'subscript':
        return this.subscript(n);
      case 'list_comprehension':
      case 'generator_expression':
        return { k: 'list', items: this.comprehension(n) };
      case 'call':
        return this.call(n);
      default:
        return fail();
    }
  }

  subscript(n: SyntaxNode): PV {
    const obj = this.expr(n.childForFieldName('value')!);
    const subscripts = n.childrenForFieldName('subscript').filter((c): c is SyntaxNode => c !== null);
    if (subscripts.length !== 1) return fail();
    const at = subscripts[0]!;
    const seq: PV[] = obj.k === 'str' ? [...obj.s].map((c) => str(c, true, obj.src)) : obj.k === 'bytes' ? obj.b.map((c) => intOf(c, obj.src)) : obj.k === 'list' || obj.k === 'tuple' ? obj.items : fail();
    if (at.type === 'slice') {
      const bounds: Array<number | undefined> = [undefined, undefined, undefined];
      let colons = 0;
      for (const c of at.children) if (c?.type === ':') colons++;
      else if (c) bounds[colons] = num(this.expr(c));
      const out = sliced(seq, bounds[0], bounds[1], bounds[2]);
      if (obj.k === 'str') return str(out.map((c) => (c as { s: string }).s).join(''), true, obj.src);
      if (obj.k === 'bytes') return { k: 'bytes', b: out.map(num), derived: true, src: obj.src };
      return { k: obj.k === 'tuple' ? 'tuple' : 'list', items: out };
    }
    const i = num(this.expr(at));
    const j = i < 0 ? seq.length + i : i;
    return j >= 0 && j < seq.length ? seq[j]! : fail();
  }

  /** The items of a comprehension: its `for` clauses nested, its `if` clauses filtering. */
  comprehension(n: SyntaxNode): PV[] {
    const [body, ...clauses] = named(n).filter((c) => c.type !== 'comment');
    const out: PV[] = [];
    const saved = new Map(this.env);
    const step = (k: number): void => {
      if (k === clauses.length) {
        out.push(this.expr(body!));
        if (out.length > SIZE) fail();
        return;
      }
      const c = clauses[k]!;
      if (c.type === 'if_clause') {
        if (truthy(this.expr(named(c)[0]!))) step(k + 1);
        return;
      }
      if (c.type !== 'for_in_clause') fail();
      for (const item of iterate(this.expr(c.childForFieldName('right')!))) {
        this.bind(c.childForFieldName('left')!, item);
        step(k + 1);
      }
    };
    try {
      step(0);
    } finally {
      // Its names are its own.
      this.env.clear();
      for (const [k, v] of saved) this.env.set(k, v);
    }
    return out;
  }

  call(n: SyntaxNode): PV {
    const fn = n.childForFieldName('function')!;
    const argsNode = n.childForFieldName('arguments');
    const argNodes = argsNode?.type === 'generator_expression' ? [argsNode] : named(argsNode).filter((c) => c.type !== 'comment');
    if (argNodes.some((a) => a.type === 'keyword_argument' || a.type === 'list_splat' || a.type === 'dictionary_splat')) return fail();
    if (fn.type === 'attribute') return this.method(fn, argNodes);
    const args = argNodes.map((a) => this.expr(a));
    const one = args.length === 1 ? args[0]! : undefined;
    switch (fn.type === 'identifier' && !this.env.has(fn.text) ? fn.text : '') {
      case 'len':
        return int(one ? (one.k === 'str' ? [...one.s].length : iterate(one).length) : fail());
      case 'max':
      case 'min': {
        const xs = (one ? iterate(one) : args).map(num);
        return xs.length ? int(fn.text === 'max' ? Math.max(...xs) : Math.min(...xs)) : fail();
      }
      case 'abs':
        return int(Math.abs(num(one)));
      case 'int':
        if (one?.k === 'str') return /^\s*[-+]?\d[\d_]*\s*$/.test(one.s) ? intOf(Number(one.s.trim().replace(/_/g, '')), one.src) : fail();
        const [digits, base] = args;
        if (args.length === 2 && digits?.k === 'str') {
          const n = parseInt(digits.s.trim(), num(base));
          return Number.isNaN(n) ? fail() : intOf(n, digits.src);
        }
        return one?.k === 'int' ? one : int(num(one));
      case 'str':
        // A number written as text is no decoding; a text is itself.
        return one?.k === 'str' ? one : one && (one.k === 'int' || one.k === 'bool') ? str(String(one.n), false, []) : fail();
      case 'chr': {
        const c = num(one);
        return c >= 0 && c <= 0x10ffff ? str(String.fromCodePoint(c), true, srcOf(one!)) : fail();
      }
      case 'ord':
        return one?.k === 'str' && [...one.s].length === 1 ? intOf(one.s.codePointAt(0)!, one.src) : fail();
      case 'pow':
        if (args.length === 3) return intOf(modPow(num(args[0]), num(args[1]), num(args[2])), srcOf(...args));
        return args.length === 2 ? arithmetic('**', args[0]!, args[1]!) : fail();
      case 'range': {
        const [a, b, s] = args.length === 1 ? [0, num(args[0]), 1] : [num(args[0]), num(args[1]), args[2] ? num(args[2]) : 1];
        if (s === 0 || (b - a) / s > SIZE) return fail();
        const items: PV[] = [];
        for (let i = a; s > 0 ? i < b : i > b; i += s) items.push(int(i));
        return { k: 'list', items };
      }
      case 'list':
      case 'tuple':
        return { k: fn.text as 'list' | 'tuple', items: one ? [...iterate(one)] : args.length ? fail() : [] };
      case 'reversed':
        return one ? { k: 'list', items: [...iterate(one)].reverse() } : fail();
      case 'bytes':
      case 'bytearray': {
        if (one?.k === 'bytes') return one;
        const codes = one ? iterate(one).map(num) : fail();
        return codes.every((c) => c >= 0 && c < 256) ? { k: 'bytes', b: codes, derived: true, src: srcOf(one!) } : fail();
      }
      default:
        return fail();
    }
  }

  /** A method of a known text, bytes or list: `s.split(',')`, `''.join(xs)`, `b.decode()`, `out.append(c)`. */
  method(fn: SyntaxNode, argNodes: SyntaxNode[]): PV {
    const self = this.expr(fn.childForFieldName('object')!);
    const name = fn.childForFieldName('attribute')?.text ?? '';
    const args = argNodes.map((a) => this.expr(a));
    if (self.k === 'list' && name === 'append' && args.length === 1) {
      if (self.items.length >= SIZE) fail();
      self.items.push(args[0]!);
      return { k: 'none' };
    }
    if (self.k === 'str' && name === 'join' && args.length === 1) {
      const items = iterate(args[0]!);
      const texts = items.map((i) => (i.k === 'str' ? i.s : fail()));
      return str(texts.join(self.s), items.some(isDerived), srcOf(...items));
    }
    if (self.k === 'str' && name === 'split' && args.length <= 1) {
      const sep = args[0] ? (args[0].k === 'str' && args[0].s ? args[0].s : fail()) : undefined;
      const parts = sep === undefined ? self.s.split(/\s+/).filter(Boolean) : self.s.split(sep);
      return parts.length > SIZE ? fail() : { k: 'list', items: parts.map((p) => str(p, self.derived, self.src)) };
    }
    if (self.k === 'str' && /^(?:strip|lstrip|rstrip)$/.test(name) && args.length === 0) {
      const s = name === 'strip' ? self.s.trim() : name === 'lstrip' ? self.s.trimStart() : self.s.trimEnd();
      return str(s, self.derived, self.src);
    }
    if (self.k === 'bytes' && name === 'decode' && args.length <= 1) {
      // The codes as UTF-8, as `bytes.decode` reads them (an invalid sequence is left unknown).
      try {
        return str(new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(self.b)), self.derived, self.src);
      } catch {
        return fail();
      }
    }
    if (self.k === 'str' && name === 'encode' && args.length <= 1) return { k: 'bytes', b: [...new TextEncoder().encode(self.s)], derived: self.derived, src: self.src };
    return fail();
  }

  /** Binds a target (a name, or names unpacked from a tuple) to a value; any other target forgets what it names. */
  bind(target: SyntaxNode, v: PV): void {
    if (target.type === 'identifier') {
      this.env.set(target.text, v);
      return;
    }
    if (/^(?:pattern_list|tuple_pattern|list_pattern|tuple|list|expression_list)$/.test(target.type)) {
      const names = named(target).filter((c) => c.type !== 'comment');
      const items = iterate(v);
      if (items.length !== names.length) return fail();
      names.forEach((t, i) => this.bind(t, items[i]!));
      return;
    }
    fail();
  }

  /** Forgets every name a statement it cannot follow mentions: it may have changed any. */
  forget(s: SyntaxNode): void {
    for (const id of s.descendantsOfType('identifier')) if (id) this.env.delete(id.text);
  }

  statements(list: SyntaxNode[]): void {
    for (const s of list) this.statement(s);
  }

  statement(s: SyntaxNode): void {
    this.tick();
    try {
      this.step(s);
    } catch (e) {
      if (!(e instanceof Unknown)) throw e;
      this.forget(s);
    }
  }

  step(s: SyntaxNode): void {
    switch (s.type) {
      case 'comment':
      case 'pass_statement':
        return;
      case 'break_statement':
        throw new Break();
      case 'continue_statement':
        throw new Continue();
      case 'block':
        return this.statements(named(s));
      case 'expression_statement':
        for (const c of named(s)) {
          if (c.type === 'assignment') {
            const right = c.childForFieldName('right');
            if (!right || c.childForFieldName('type')) fail();
            this.bind(c.childForFieldName('left')!, this.expr(right!));
          } else if (c.type === 'augmented_assignment') {
            const left = c.childForFieldName('left')!;
            const op = (c.childForFieldName('operator')?.text ?? '').replace(/=$/, '');
            if (left.type !== 'identifier') fail();
            const now = this.env.get(left.text) ?? fail();
            const more = this.expr(c.childForFieldName('right')!);
            if (op === '+' && now.k === 'list') now.items.push(...iterate(more));
            else this.env.set(left.text, arithmetic(op, now, more));
          } else if (c.type === 'call' && c.childForFieldName('function')?.text === 'print') {
            // Printing changes no name.
          } else this.expr(c);
        }
        return;
      case 'if_statement': {
        if (truthy(this.expr(s.childForFieldName('condition')!))) return this.step(s.childForFieldName('consequence')!);
        for (const alt of s.childrenForFieldName('alternative').filter((c): c is SyntaxNode => c !== null)) {
          if (alt.type === 'else_clause') return this.step(alt.childForFieldName('body')!);
          if (truthy(this.expr(alt.childForFieldName('condition')!))) return this.step(alt.childForFieldName('consequence')!);
        }
        return;
      }
      case 'for_statement': {
        // A loop's `else` is not followed.
        if (s.childForFieldName('alternative')) fail();
        const items = [...iterate(this.expr(s.childForFieldName('right')!))];
        const body = s.childForFieldName('body')!;
        for (const item of items) {
          this.bind(s.childForFieldName('left')!, item);
          try {
            // The body's own statements: one it cannot follow abandons the loop (its later rounds would be wrong).
            for (const t of named(body)) {
              this.tick();
              this.step(t);
            }
          } catch (e) {
            if (e instanceof Break) return;
            if (!(e instanceof Continue)) throw e;
          }
        }
        return;
      }
      default:
        return fail();
    }
  }
}

/** What a name holds for the front end: only text (or a list of texts) derived from constants. */
function known(v: PV): Known | undefined {
  // A slice of a constant shows nothing its constant does not.
  const shown = (t: string) => v.k !== 'list' && v.k !== 'tuple' && 'src' in v && (v.src ?? []).some((s) => s.includes(t));
  if (v.k === 'str' && v.derived && !shown(v.s)) return { text: v.s, src: v.src };
  if (v.k === 'bytes' && v.derived) {
    try {
      const t = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(v.b));
      return shown(t) ? undefined : { text: t, src: v.src };
    } catch {
      return undefined;
    }
  }
  if (v.k !== 'list' || !v.items.length || !v.items.some(isDerived) || !v.items.every((i) => i.k === 'str')) return undefined;
  const items = v.items.map((i) => (i as { s: string }).s);
  const src = srcOf(v);
  return src.some((s) => s.includes(items.join(''))) ? undefined : { items, src };
}

/**
 * Before each of a module's top-level statements, the names that hold text derived from its constants by the code
 * above it. A statement it cannot follow forgets the names it mentions; past the step budget nothing more is known.
 */
export function derivedNames(module: SyntaxNode[]): Map<SyntaxNode, Map<string, Known>> {
  const out = new Map<SyntaxNode, Map<string, Known>>();
  const ev = new Evaluator();
  try {
    for (const s of module) {
      const names = new Map<string, Known>();
      for (const [name, v] of ev.env) {
        const k = known(v);
        if (k) names.set(name, k);
      }
      if (names.size) out.set(s, names);
      ev.statement(s);
    }
  } catch (e) {
    if (!(e instanceof Exhausted || e instanceof Break || e instanceof Continue)) throw e;
  }
  return out;
}
