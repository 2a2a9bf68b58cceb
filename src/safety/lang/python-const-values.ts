/**
 * Pure: the values python-consteval.ts computes, and the operators and builtins of Python it applies to them: numbers,
 * booleans, texts, bytes and lists known as constants, each text remembering whether it was derived (computed from a
 * constant by indexing or arithmetic) and the constants it was computed from. Anything else is `fail()`: unknown.
 */
import { named, type SyntaxNode } from '../ir/grammars.ts';
import { decodeEscape } from './values.ts';

/** The longest text, bytes or list built. */
export const SIZE = 100_000;

/** A Python value known as a constant; `derived` when text was computed from a constant, `src` the constants' texts read. */
export type PV =
  | { k: 'int'; n: number; src?: string[] }
  | { k: 'bool'; n: number }
  | { k: 'none' }
  | { k: 'str'; s: string; derived: boolean; src: string[] }
  | { k: 'bytes'; b: number[]; derived: boolean; src: string[] }
  | { k: 'list' | 'tuple'; items: PV[] };

/** Thrown where a value is not known. */
export class Unknown extends Error {}

export const fail = (): never => {
  throw new Unknown();
};
export const intOf = (n: number, src?: string[]): PV => (Number.isSafeInteger(n) ? { k: 'int', n, ...(src?.length ? { src } : {}) } : fail());
export const int = (n: number): PV => intOf(n);
export const bool = (b: boolean): PV => ({ k: 'bool', n: b ? 1 : 0 });
export const srcOf = (...vs: PV[]): string[] => [...new Set(vs.flatMap((v) => ('src' in v ? (v.src ?? []) : 'items' in v ? srcOf(...v.items) : [])))].slice(0, 8);
export const str = (s: string, derived: boolean, src: string[]): PV => (s.length > SIZE ? fail() : { k: 'str', s, derived, src });
export const isDerived = (v: PV): boolean => ('derived' in v ? v.derived : 'items' in v ? v.items.some(isDerived) : false);

/** A number of the value (`True` is 1). */
export const num = (v: PV | undefined): number => (v && (v.k === 'int' || v.k === 'bool') ? v.n : fail());
/** The items a loop or a call steps through: a list's, a text's characters, bytes' codes. */
export function iterate(v: PV): PV[] {
  if (v.k === 'list' || v.k === 'tuple') return v.items;
  if (v.k === 'str') return [...v.s].map((c) => str(c, true, v.src));
  if (v.k === 'bytes') return v.b.map((c) => intOf(c, v.src));
  return fail();
}
export function truthy(v: PV): boolean {
  if (v.k === 'int' || v.k === 'bool') return v.n !== 0;
  if (v.k === 'none') return false;
  if (v.k === 'str') return v.s.length > 0;
  if (v.k === 'bytes') return v.b.length > 0;
  return v.items.length > 0;
}
export function equal(a: PV, b: PV): boolean {
  if ((a.k === 'int' || a.k === 'bool') && (b.k === 'int' || b.k === 'bool')) return a.n === b.n;
  if (a.k === 'str' && b.k === 'str') return a.s === b.s;
  if (a.k === 'none' || b.k === 'none') return a.k === b.k;
  if (a.k === 'bytes' && b.k === 'bytes') return a.b.join() === b.b.join();
  return fail();
}
export const mod = (a: number, b: number): number => (b === 0 ? fail() : ((a % b) + b) % b);

/** `pow(b, e, m)`, the modular inverse when `e` is -1 (Python 3.8). */
export function modPow(b: number, e: number, m: number): number {
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

export function arithmetic(op: string, a: PV, b: PV): PV {
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

export function compare(op: string, a: PV, b: PV): boolean {
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
export function integer(t: string): PV {
  const s = t.replace(/_/g, '').toLowerCase();
  const n = /^0[xob]/.test(s) ? Number(s) : /^\d+$/.test(s) ? Number(s) : NaN;
  return Number.isSafeInteger(n) ? int(n) : fail();
}

/** A written text or bytes without interpolation. */
export function literal(n: SyntaxNode): PV {
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
export function sliced<T>(seq: T[], lo: number | undefined, hi: number | undefined, step: number | undefined): T[] {
  const len = seq.length;
  const st = step ?? 1;
  if (st === 0) return fail();
  const clip = (i: number | undefined, dflt: number) => (i === undefined ? dflt : i < 0 ? Math.max(i + len, st < 0 ? -1 : 0) : Math.min(i, st < 0 ? len - 1 : len));
  const [a, b] = st > 0 ? [clip(lo, 0), clip(hi, len)] : [clip(lo, len - 1), clip(hi, -1)];
  const out: T[] = [];
  for (let i = a; st > 0 ? i < b : i > b; i += st) out.push(seq[i]!);
  return out;
}

/** What the front end reads of a name: text (or a list of texts) derived from constants, and those constants. */
export interface Known {
  text?: string;
  items?: string[];
  src: string[];
}

/** What a name holds for the front end: only text (or a list of texts) derived from constants. */
export function known(v: PV): Known | undefined {
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
