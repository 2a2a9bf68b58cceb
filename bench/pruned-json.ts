/**
 * An experiment kept for re-measuring, not used by the product (bench/usage-line-parse.bench.ts):
 * `JSON.parse` of one line's bytes that builds only the fields a reader names. At every
 * path the shape names the result holds the value `JSON.parse` gives there (or a value of
 * the same JSON kind where the shape asks only for the kind), and nothing else.
 *
 * Exact or nothing: the walk checks the whole line as `JSON.parse` does (strings without
 * raw control characters and with valid escapes, numbers, literals, nesting, separators,
 * nothing after the value) and returns null, for the caller to parse the line whole, when
 * the line is not valid JSON or a named value is not certain: a key with an escape at a
 * level it reads (it could spell a named field), a kept value that is an object or array,
 * nesting deeper than MAX_DEPTH. A key given twice keeps its last value, as in `JSON.parse`
 * (each occurrence is read and assigned in order). Only kept strings are decoded (UTF-8
 * replacement is per byte sequence and a quote is never part of one, so a string decoded
 * alone equals the same string decoded in its line). The line's end must be followed by a
 * byte that stops a string run (the newline or carriage return after it): the string loop
 * has no bound check (a bound check per byte cost ~30 %, and an out-of-bounds read makes V8
 * deoptimise the loop for good).
 *
 * Why it is not used (docs/benchmarks.md, "the usage scan without JSON.parse"): walking the
 * bytes in JavaScript costs about what V8's JSON.parse costs on transcript lines.
 */

/** The value itself (strings, numbers, booleans, null; an object or an array is not read here: null). */
export const KEEP = 0;
/** A value of the same JSON kind: `''` for any string, `{}` / `[]` for any object / array; numbers, booleans and null as they are. */
export const KIND = 1;
/** A named field and what to build of its value; a nested shape reads an object's fields (any other value: its kind). */
export type Rule = typeof KEEP | typeof KIND | { readonly is: string } | Shape;
export interface Shape {
  readonly [field: string]: Rule;
}

/** A compiled shape: the names by byte length (a key is matched without decoding it). */
interface Level {
  readonly byLength: Array<Array<{ bytes: Uint8Array; name: string; rule: CompiledRule }> | undefined>;
}
type CompiledRule = typeof KEEP | typeof KIND | { readonly is: Uint8Array; readonly value: string } | Level;

const [QUOTE, BACKSLASH, OPEN_OBJECT, CLOSE_OBJECT, OPEN_ARRAY, CLOSE_ARRAY, COLON, COMMA, MINUS, PLUS, DOT, ZERO, NINE] = Array.from('"\\{}[]:,-+.09', (c) => c.charCodeAt(0)) as [number, number, number, number, number, number, number, number, number, number, number, number, number];

const table = (chars: string, extra: (c: number) => boolean = () => false) => {
  const t = new Uint8Array(256);
  for (let c = 0; c < 256; c++) if (chars.includes(String.fromCharCode(c)) || extra(c)) t[c] = 1;
  return t;
};
/** JSON's blanks. */
const BLANK = table(' \t\n\r');
/** Bytes that end a run of plain string bytes: the closing quote, an escape, a control character (JSON.parse refuses those raw). */
const STRING_STOP = table('"\\', (c) => c < 0x20);
/** What may follow a backslash besides `u`. */
const ESCAPE = table('"\\/bfnrt');
const HEX = table('0123456789abcdefABCDEF');
const DIGIT = table('0123456789');

/** Set by `stringEnd` when the string it read holds an escape. */
let escaped = false;

/** After the closing quote of the string whose opening quote is at `i`, or -1. */
function stringEnd(b: Buffer, i: number, end: number): number {
  i++;
  for (;;) {
    while (STRING_STOP[b[i]!] === 0) i++;
    if (i >= end) return -1;
    const c = b[i];
    if (c === QUOTE) return i + 1;
    if (c !== BACKSLASH || i + 1 >= end) return -1;
    escaped = true;
    const e = b[i + 1]!;
    if (ESCAPE[e] === 1) i += 2;
    else if (e === 0x75 && i + 5 < end && (HEX[b[i + 2]!]! & HEX[b[i + 3]!]! & HEX[b[i + 4]!]! & HEX[b[i + 5]!]!) === 1) i += 6;
    else return -1;
  }
}

const blanks = (b: Buffer, i: number, end: number): number => {
  while (i < end && BLANK[b[i]!] === 1) i++;
  return i;
};

function digitsEnd(b: Buffer, i: number, end: number): number {
  while (i < end && DIGIT[b[i]!] === 1) i++;
  return i;
}

/** After the number at `i` (JSON's grammar: no leading zeros, no bare dot, no plus sign), or -1. */
function numberEnd(b: Buffer, i: number, end: number): number {
  if (b[i] === MINUS) i++;
  if (i >= end) return -1;
  const c = b[i]!;
  if (c === ZERO) i++;
  else if (c > ZERO && c <= NINE) i = digitsEnd(b, i + 1, end);
  else return -1;
  if (i < end && b[i] === DOT) {
    const from = i + 1;
    i = digitsEnd(b, from, end);
    if (i === from) return -1;
  }
  if (i < end && (b[i] === 0x65 || b[i] === 0x45)) {
    i++;
    if (i < end && (b[i] === PLUS || b[i] === MINUS)) i++;
    const from = i;
    i = digitsEnd(b, from, end);
    if (i === from) return -1;
  }
  return i;
}

const TRUE = [0x74, 0x72, 0x75, 0x65];
const FALSE = [0x66, 0x61, 0x6c, 0x73, 0x65];
const NULL = [0x6e, 0x75, 0x6c, 0x6c];
function literalEnd(b: Buffer, i: number, end: number, word: number[]): number {
  if (i + word.length > end) return -1;
  for (let k = 0; k < word.length; k++) if (b[i + k] !== word[k]) return -1;
  return i + word.length;
}

/** After the number or literal at `i`, or -1. */
function scalarEnd(b: Buffer, i: number, end: number): number {
  const c = b[i];
  if (c === 0x74) return literalEnd(b, i, end, TRUE);
  if (c === 0x66) return literalEnd(b, i, end, FALSE);
  if (c === 0x6e) return literalEnd(b, i, end, NULL);
  return numberEnd(b, i, end);
}

/** Nesting the walk follows inside a value it skips; deeper is parsed whole (JSON.parse has no such limit). */
const MAX_DEPTH = 512;
const stack = new Uint8Array(MAX_DEPTH);

/** After the value at `i` (any JSON value, checked, nothing built), or -1. */
function valueEnd(b: Buffer, i: number, end: number): number {
  let depth = 0;
  value: for (;;) {
    if (i >= end) return -1;
    let c = b[i]!;
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (depth === MAX_DEPTH) return -1;
      i = blanks(b, i + 1, end);
      const close = c === OPEN_OBJECT ? CLOSE_OBJECT : CLOSE_ARRAY;
      if (i < end && b[i] === close) i++;
      else {
        stack[depth++] = c;
        if (c === OPEN_OBJECT && (i = keyEnd(b, i, end)) === -1) return -1;
        continue value;
      }
    } else {
      i = c === QUOTE ? stringEnd(b, i, end) : scalarEnd(b, i, end);
      if (i === -1) return -1;
    }
    // After a value: the separator, or the containers it closes.
    for (;;) {
      if (depth === 0) return i;
      i = blanks(b, i, end);
      if (i >= end) return -1;
      c = b[i]!;
      const open = stack[depth - 1];
      if (c === COMMA) {
        i = blanks(b, i + 1, end);
        if (open === OPEN_OBJECT && (i = keyEnd(b, i, end)) === -1) return -1;
        continue value;
      }
      if (c !== (open === OPEN_OBJECT ? CLOSE_OBJECT : CLOSE_ARRAY)) return -1;
      i++;
      depth--;
    }
  }
}

/** From a key's opening quote at `i`: the start of its value (after the colon and blanks), or -1. */
function keyEnd(b: Buffer, i: number, end: number): number {
  if (i >= end || b[i] !== QUOTE) return -1;
  i = stringEnd(b, i, end);
  if (i === -1) return -1;
  i = blanks(b, i, end);
  if (i >= end || b[i] !== COLON) return -1;
  return blanks(b, i + 1, end);
}

function find(level: Level, b: Buffer, from: number, to: number): { name: string; rule: CompiledRule } | null {
  const list = level.byLength[to - from];
  if (list === undefined) return null;
  for (let n = 0; n < list.length; n++) {
    const f = list[n]!;
    const bytes = f.bytes;
    let k = 0;
    while (k < bytes.length && b[from + k] === bytes[k]) k++;
    if (k === bytes.length) return f;
  }
  return null;
}

/** Node's own decoders behind `toString` (no argument checks: called several times a line). */
type Slices = Buffer & { utf8Slice(start: number, end: number): string; latin1Slice(start: number, end: number): string };

/** The string whose quotes are at `i` and `to - 1`, as JSON.parse gives it (decoded as the line would be: Buffer's UTF-8). */
function stringAt(b: Buffer, i: number, to: number, hasEscape: boolean): string {
  return hasEscape ? (JSON.parse((b as Slices).utf8Slice(i, to)) as string) : (b as Slices).utf8Slice(i + 1, to - 1);
}

/** The number b[i, to) (checked by `numberEnd`) as JSON.parse reads it: counts are whole numbers of a few digits, summed here exactly; any other by `Number`. */
function numberAt(b: Buffer, i: number, to: number): number {
  if (to - i <= 15) {
    let v = 0;
    let k = i;
    for (; k < to; k++) {
      const d = b[k]! - ZERO;
      if (d < 0 || d > 9) break;
      v = v * 10 + d;
    }
    if (k === to) return v;
  }
  return Number((b as Slices).latin1Slice(i, to));
}

/** Reads the value at `i` by its rule into `out[name]`; after it, or -1. */
function member(b: Buffer, i: number, end: number, rule: CompiledRule, out: Record<string, unknown>, name: string): number {
  const c = b[i];
  if (typeof rule === 'object' && 'byLength' in rule && c === OPEN_OBJECT) {
    const o: Record<string, unknown> = {};
    out[name] = o;
    return objectEnd(b, i, end, rule, o);
  }
  if (c === QUOTE) {
    escaped = false;
    const to = stringEnd(b, i, end);
    if (to === -1) return -1;
    if (rule === KEEP) out[name] = stringAt(b, i, to, escaped);
    else if (typeof rule === 'object' && 'is' in rule) {
      const want = rule.is;
      if (escaped || to - i - 2 !== want.length) return -1;
      for (let k = 0; k < want.length; k++) if (b[i + 1 + k] !== want[k]) return -1;
      out[name] = rule.value;
    } else out[name] = '';
    return to;
  }
  if (typeof rule === 'object' && 'is' in rule) return -1;
  if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
    if (rule === KEEP) return -1;
    out[name] = c === OPEN_OBJECT ? {} : [];
    return valueEnd(b, i, end);
  }
  const to = scalarEnd(b, i, end);
  if (to === -1) return -1;
  out[name] = c === 0x74 ? true : c === 0x66 ? false : c === 0x6e ? null : numberAt(b, i, to);
  return to;
}

/** Reads the object at `i` (`{`) by `level` into `out`; after its closing brace, or -1. */
function objectEnd(b: Buffer, i: number, end: number, level: Level, out: Record<string, unknown>): number {
  i = blanks(b, i + 1, end);
  if (i < end && b[i] === CLOSE_OBJECT) return i + 1;
  for (;;) {
    if (i >= end || b[i] !== QUOTE) return -1;
    escaped = false;
    const keyTo = stringEnd(b, i, end);
    if (keyTo === -1 || escaped) return -1; // an escaped key could spell a named field: parsed whole
    const field = find(level, b, i + 1, keyTo - 1);
    i = blanks(b, keyTo, end);
    if (i >= end || b[i] !== COLON) return -1;
    i = blanks(b, i + 1, end);
    if (i >= end) return -1;
    i = field === null ? valueEnd(b, i, end) : member(b, i, end, field.rule, out, field.name);
    if (i === -1) return -1;
    i = blanks(b, i, end);
    if (i >= end) return -1;
    const c = b[i];
    if (c === CLOSE_OBJECT) return i + 1;
    if (c !== COMMA) return -1;
    i = blanks(b, i + 1, end);
  }
}

const encoder = new TextEncoder();
function compile(shape: Shape): Level {
  const byLength: Level['byLength'] = [];
  for (const [name, rule] of Object.entries(shape)) {
    const bytes = encoder.encode(name);
    const compiled: CompiledRule = rule === KEEP || rule === KIND ? rule : 'is' in rule && typeof rule.is === 'string' ? { is: encoder.encode(rule.is), value: rule.is } : compile(rule as Shape);
    (byLength[bytes.length] ??= []).push({ bytes, name, rule: compiled });
  }
  return { byLength };
}

/** A reader of lines as `shape` names them. */
export interface PrunedParser {
  /** The object on the line `b[start, end)` (blanks around it allowed), built as the shape says; null when it is not a JSON object or not read with certainty. */
  (b: Buffer, start: number, end: number): Record<string, unknown> | null;
}

export function prunedParser(shape: Shape): PrunedParser {
  const level = compile(shape);
  return (b, start, end) => {
    if (end >= b.length || STRING_STOP[b[end]!] !== 1) return null; // no stop after the line: parsed whole
    const i = blanks(b, start, end);
    if (i >= end || b[i] !== OPEN_OBJECT) return null;
    const out: Record<string, unknown> = {};
    const to = objectEnd(b, i, end, level, out);
    return to !== -1 && blanks(b, to, end) === end ? out : null;
  };
}

/** Whether `b[start, end)` is one JSON value (blanks around it allowed), nothing built: the walk's own cost. */
export function isJsonValue(b: Buffer, start: number, end: number): boolean {
  if (end >= b.length || STRING_STOP[b[end]!] !== 1) return false;
  const to = valueEnd(b, blanks(b, start, end), end);
  return to !== -1 && blanks(b, to, end) === end;
}
