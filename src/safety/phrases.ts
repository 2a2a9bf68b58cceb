/**
 * Pure: a table of words and phrases found as whole words in a text, any run of white space between
 * a phrase's words, without a regular expression. It gives exactly what the regular expression
 *
 *     (?<![\p{L}\p{N}_/-])(?:longest|…|shortest)(?![\p{L}\p{N}_])   (flag u; a space in a phrase is \s+)
 *
 * gives, match for match (tests/safety/phrases.test.ts runs both on the same texts). The sentence
 * reader (sentences.ts) holds two dozen such tables; as regular expressions each took ~0.5 ms to
 * compile (Unicode letter and number classes on both sides), in every process: `toolshed scan`'s
 * startup snapshot cannot keep compiled regular expressions (V8 drops them), so every one-component
 * scan compiled them all again, ~40% of its regular expressions' compile time (docs/benchmarks.md, "scan").
 */

/** White space as `\s` has it (with flag u): ECMAScript's WhiteSpace and LineTerminator. */
const SPACE = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]);
const isSpace = (c: number) => SPACE.has(c) || (c >= 0x2000 && c <= 0x200a);

/** `\p{L}` or `\p{N}` for one code point; the regular expression only for what is beyond ASCII (compiled on first need). */
let letterOrNumberBeyondAscii: RegExp | undefined;
function letterOrNumber(cp: number): boolean {
  if (cp < 0x80) return (cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a);
  letterOrNumberBeyondAscii ??= /^[\p{L}\p{N}]$/u;
  return letterOrNumberBeyondAscii.test(String.fromCodePoint(cp));
}

/** The code point that ends just before `i` (a surrogate pair read as one, as flag u reads it), or -1 at the start. */
function codePointBefore(text: string, i: number): number {
  if (i <= 0) return -1;
  const low = text.charCodeAt(i - 1);
  if (low >= 0xdc00 && low <= 0xdfff && i >= 2) {
    const high = text.charCodeAt(i - 2);
    if (high >= 0xd800 && high <= 0xdbff) return (high - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
  }
  return low;
}

/** The code point at `i`, or -1 at the end. */
const codePointAt = (text: string, i: number) => (i < text.length ? text.codePointAt(i)! : -1);

/** Where a phrase may start: not right after a letter, a number, `_`, `/` or `-`. */
function startsWord(text: string, i: number): boolean {
  const cp = codePointBefore(text, i);
  return cp < 0 || !(cp === 0x5f || cp === 0x2f || cp === 0x2d || letterOrNumber(cp));
}

/** Where a phrase may end: not right before a letter, a number or `_`. */
function endsWord(text: string, i: number): boolean {
  const cp = codePointAt(text, i);
  return cp < 0 || !(cp === 0x5f || letterOrNumber(cp));
}

export interface PhraseMatch {
  index: number;
  /** The text matched (its white space as it is in the text). */
  0: string;
}

export class PhraseSet {
  /** Phrases by their first character's code (none is a surrogate), each list in the regular expression's order of alternatives. */
  readonly #byFirst = new Map<number, string[][]>();

  /** `table`: words and phrases (single spaces between words); longer ones are tried first, as the regular expression orders them. */
  constructor(table: readonly string[]) {
    for (const phrase of [...table].sort((a, b) => b.length - a.length)) {
      // Surrogates left out: a match starts and ends on whole code points without checking for them.
      if (phrase === '' || /^\s|\s$|\s\s|[^\S ]|[\ud800-\udfff]/.test(phrase)) throw new Error(`phrase ${JSON.stringify(phrase)}: words with single spaces between them`);
      const words = phrase.split(' ');
      const list = this.#byFirst.get(phrase.charCodeAt(0)) ?? [];
      list.push(words);
      this.#byFirst.set(phrase.charCodeAt(0), list);
    }
  }

  /** The end of `words` matched at `at` (white space between them, a word's end after), or -1. */
  #matchAt(text: string, at: number, words: string[]): number {
    let i = at;
    for (let w = 0; w < words.length; w++) {
      if (w > 0) {
        const from = i;
        while (i < text.length && isSpace(text.charCodeAt(i))) i++;
        if (i === from) return -1;
      }
      if (!text.startsWith(words[w]!, i)) return -1;
      i += words[w]!.length;
    }
    return endsWord(text, i) ? i : -1;
  }

  /** The end of the first phrase (in order) that matches at `at`, or -1. */
  endAt(text: string, at: number): number {
    return startsWord(text, at) ? this.#endFromStart(text, at) : -1;
  }

  /** endAt() where a phrase may start (startsWord() holds at `at`). */
  #endFromStart(text: string, at: number): number {
    const candidates = this.#byFirst.get(text.charCodeAt(at));
    if (!candidates) return -1;
    for (const words of candidates) {
      const end = this.#matchAt(text, at, words);
      if (end >= 0) return end;
    }
    return -1;
  }

  /** Every match, left to right, each search starting where the last match ended (as `matchAll` gives them). */
  matches(text: string): PhraseMatch[] {
    const out: PhraseMatch[] = [];
    let from = 0;
    for (const at of wordStarts(text)) {
      if (at < from) continue;
      const end = this.#endFromStart(text, at);
      if (end < 0) continue;
      out.push({ index: at, 0: text.slice(at, end) });
      from = end;
    }
    return out;
  }

  /** Whether any phrase is in `text`. */
  test(text: string): boolean {
    return wordStarts(text).some((at) => this.#endFromStart(text, at) >= 0);
  }
}

/**
 * Where a phrase may start in the last text asked about (startsWord()). The sentence reader runs its two dozen
 * tables over the same sentence in turn: the text's positions are read once for all of them, not once per
 * table (each table tried at every character was ~30% of the analysis of a catalog: docs/benchmarks.md).
 */
let startsOf: { text: string; starts: number[] } | undefined;
function wordStarts(text: string): number[] {
  if (startsOf?.text === text) return startsOf.starts;
  const starts: number[] = [];
  for (let at = 0; at < text.length; at++) if (startsWord(text, at)) starts.push(at);
  startsOf = { text, starts };
  return starts;
}

/**
 * The regular expression a table stands for, as source (flag u), where one is part of a longer
 * pattern; tests/safety/phrases.test.ts holds a PhraseSet to it.
 */
export function phrasePattern(table: readonly string[]): string {
  const alt = [...table].sort((a, b) => b.length - a.length).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
  return `(?<![\\p{L}\\p{N}_/-])(?:${alt.join('|')})(?![\\p{L}\\p{N}_])`;
}
