/**
 * A transcript line's text without the values no scan reads: most bytes of a real
 * transcript are tool output, written twice per call (the `tool_result` block's
 * `content` and the line's `toolUseResult` copy), with base64 images, thinking text and
 * tool inputs beside it. A cold scan (the index's first scan) reads
 * a few short fields of each line, so decoding those values to UTF-16 and parsing them
 * was most of its time on long lines. Measured on the bench corpus's lines of 4 KB or
 * more: about half the CPU of decoding and parsing them whole; on long assistant lines
 * alone (thinking and signatures: plain long strings) the walk costs more than it
 * saves, so the usage scan, which parses mostly those, does not skim.
 *
 * `skimLine` walks the line's bytes as JSON (a tokenizer: strings end at an unescaped
 * quote, brackets nest; nothing is matched by pattern) and replaces with `0`
 *
 * - the value of each top-level field no line schema declares (schemas.ts: reading a
 *   line drops them anyway): `toolUseResult`, a progress line's `data`, an attachment,
 *   a file-history snapshot, an API request's shape …;
 * - in each block of `message.content`, every field but those a scan reads (`type`,
 *   `id`, `name`, `tool_use_id`, `is_error`, `text`),
 *
 * leaving every other byte as it is; the caller parses the result with `JSON.parse`,
 * which checks the structure. The result is only for readers that never look at the
 * replaced values (the classifier, the record, the ledger: see file-fold.ts). A line
 * that is not a JSON object of that shape, or that ends before its last brace, is
 * decoded whole (null), so a line cut mid-write fails to parse as before: a replaced
 * value must balance its brackets and hold nothing outside its strings but what JSON
 * allows there (a cut line followed by the next one does not). Within a replaced value's
 * strings only the closing quote is looked for: the characters are not checked (the
 * client writes them with JSON.stringify, which escapes every control character).
 */
import { DECLARED_LINE_FIELDS } from './lines.ts';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COLON = 0x3a;
const COMMA = 0x2c;

/** Lines shorter than this are decoded whole: walking them costs more than it saves. */
export const SKIM_MIN_BYTES = 4096;

/** Fields of a content block that a scan reads; every other field of a block is replaced. */
const BLOCK_FIELDS = new Set(['type', 'id', 'name', 'tool_use_id', 'is_error', 'text']);

/** Bytes JSON allows outside strings besides brackets and quotes: blanks, separators, numbers, true/false/null. */
const OUTSIDE_STRINGS = new Uint8Array(256);
for (const c of ' \t\n\r,:0123456789+-.eEtrufalsn') OUTSIDE_STRINGS[c.charCodeAt(0)] = 1;

const isBlank = (c: number | undefined) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/**
 * A reader over `b[i…end)`; every method returns the position after what it read, or
 * -1 when the bytes are not what JSON allows there.
 */
class Walk {
  /** Byte ranges to replace by `0`, in order: [start, end, start, end …]. */
  readonly cuts: number[] = [];
  readonly b: Buffer;
  readonly end: number;
  constructor(b: Buffer, end: number) {
    this.b = b;
    this.end = end;
  }

  blank(i: number): number {
    while (i < this.end && isBlank(this.b[i])) i++;
    return i;
  }

  /** After the closing quote of the string whose opening quote is at `i`. */
  string(i: number): number {
    const b = this.b;
    const end = this.end;
    // Keys, ids and times are short: a plain loop over their bytes, no call.
    const near = Math.min(end, i + 48);
    for (let k = i + 1; k < near; k++) {
      const c = b[k];
      if (c === QUOTE) return k + 1;
      if (c === BACKSLASH) return this.escaped(k);
    }
    if (near === end) return -1;
    // Then the first quote by one search (long text, base64: no quote inside); when it
    // is escaped (code, JSON in a string: one every few dozen bytes) a plain loop,
    // cheaper than a search per quote.
    const q = b.indexOf(QUOTE, near);
    if (q === -1 || q >= end) return -1;
    let slashes = 0;
    while (b[q - 1 - slashes] === BACKSLASH) slashes++;
    if ((slashes & 1) === 0) return q + 1;
    return this.escaped(q + 1);
  }

  /** After the closing quote of a string, from `k` inside it (past any quote already seen). */
  escaped(k: number): number {
    const b = this.b;
    for (; k < this.end; k++) {
      const c = b[k];
      if (c === QUOTE) return k + 1;
      if (c === BACKSLASH) k++;
    }
    return -1;
  }

  /** After any value at `i` (nested ones by their brackets, strings by their quotes). */
  value(i: number): number {
    const b = this.b;
    const c = b[i];
    if (c === QUOTE) return this.string(i);
    if (c !== OPEN_OBJECT && c !== OPEN_ARRAY) {
      // A number or a literal: up to the next delimiter.
      let k = i;
      while (k < this.end) {
        const d = b[k]!;
        if (d === COMMA || d === CLOSE_OBJECT || d === CLOSE_ARRAY || isBlank(d)) break;
        if (OUTSIDE_STRINGS[d] !== 1) return -1;
        k++;
      }
      return k > i ? k : -1;
    }
    let depth = 0;
    for (let k = i; k < this.end; k++) {
      const d = b[k]!;
      if (d === QUOTE) {
        k = this.string(k) - 1;
        if (k < 0) return -1;
      } else if (d === OPEN_OBJECT || d === OPEN_ARRAY) depth++;
      else if (d === CLOSE_OBJECT || d === CLOSE_ARRAY) {
        if (--depth === 0) return k + 1;
      } else if (OUTSIDE_STRINGS[d] !== 1) return -1; // text outside a string: a line cut mid-write and another after it
    }
    return -1;
  }

  /**
   * The name of the key whose opening quote is at `i`, and where it ends; -1 for a key
   * with an escape, which could spell a name this walk looks for (the line is decoded whole).
   */
  key(i: number): { name: string; next: number } {
    const next = this.string(i);
    if (next === -1) return { name: '', next };
    for (let k = i + 1; k < next - 1; k++) if (this.b[k] === BACKSLASH) return { name: '', next: -1 };
    return { name: this.b.toString('latin1', i + 1, next - 1), next };
  }

  /**
   * The members of the object at `i`, each given to `member(name, valueStart)` which
   * returns where the value ends; after the closing brace, or -1.
   */
  object(i: number, member: (name: string, at: number) => number): number {
    if (this.b[i] !== OPEN_OBJECT) return -1;
    i = this.blank(i + 1);
    if (this.b[i] === CLOSE_OBJECT) return i + 1;
    for (;;) {
      if (this.b[i] !== QUOTE) return -1;
      const { name, next } = this.key(i);
      if (next === -1) return -1;
      i = this.blank(next);
      if (this.b[i] !== COLON) return -1;
      i = this.blank(i + 1);
      i = member(name, i);
      if (i === -1) return -1;
      i = this.blank(i);
      const c = this.b[i];
      if (c === CLOSE_OBJECT) return i + 1;
      if (c !== COMMA) return -1;
      i = this.blank(i + 1);
    }
  }

  /** Replaces the value at `i` with `0`; after it. */
  cut(i: number): number {
    const next = this.value(i);
    if (next !== -1) this.cuts.push(i, next);
    return next;
  }

  line(i: number): number {
    return this.object(i, (name, at) => (!DECLARED_LINE_FIELDS.has(name) ? this.cut(at) : name === 'message' && this.b[at] === OPEN_OBJECT ? this.message(at) : this.value(at)));
  }

  message(i: number): number {
    return this.object(i, (name, at) => (name === 'content' && this.b[at] === OPEN_ARRAY ? this.blocks(at) : this.value(at)));
  }

  blocks(i: number): number {
    i = this.blank(i + 1);
    if (this.b[i] === CLOSE_ARRAY) return i + 1;
    for (;;) {
      i = this.b[i] === OPEN_OBJECT ? this.object(i, (name, at) => (BLOCK_FIELDS.has(name) ? this.value(at) : this.cut(at))) : this.value(i);
      if (i === -1) return -1;
      i = this.blank(i);
      const c = this.b[i];
      if (c === CLOSE_ARRAY) return i + 1;
      if (c !== COMMA) return -1;
      i = this.blank(i + 1);
    }
  }
}

/**
 * The line `b[start…end)` as text with the values no scan reads replaced by `0` (see
 * above); null when it is short, has nothing to replace, or is not an object this walk
 * can read to its end (the caller then decodes it whole).
 */
export function skimLine(b: Buffer, start: number, end: number): string | null {
  if (end - start < SKIM_MIN_BYTES) return null;
  const w = new Walk(b, end);
  const i = w.line(w.blank(start));
  if (i === -1 || w.blank(i) !== end || w.cuts.length === 0) return null;
  let text = '';
  let from = start;
  const cuts = w.cuts;
  for (let k = 0; k < cuts.length; k += 2) {
    text += b.toString('utf8', from, cuts[k]) + '0';
    from = cuts[k + 1]!;
  }
  return text + b.toString('utf8', from, end);
}
