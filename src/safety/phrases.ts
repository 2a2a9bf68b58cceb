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

/** A trie's node while the table is read: a phrase's characters one per edge, the white space between its words one edge for any run of it. */
interface Node {
  next: Map<number, Node>;
  space?: Node;
  /** A phrase of the table ends here. */
  end: boolean;
}

export class PhraseSet {
  /**
   * The phrases as a trie: one walk from a position finds every phrase that starts there, and the
   * deepest that ends on a word's end is the longest, which is the alternative the regular expression
   * (longest first) takes. Two phrases of one length cannot both match at one place: where they first
   * differ one needs white space and the other not. A list tried phrase by phrase cost the sentence
   * reader most of its time on prose (docs/benchmarks.md, "the build's analysis at 10,000").
   *
   * Kept flat, in typed arrays, node 0 the root: `toolshed scan`'s startup snapshot holds the tables, and a
   * trie of objects with a Map per node was 8,500 Maps (25,000 objects, every Map's hash table rehashed when
   * the snapshot is read) deserialized before every scan (docs/benchmarks.md, "scan", speed15). Node k's
   * edges are #edgeChar/#edgeTo[#edges[k] .. #edges[k + 1]), by character code ascending.
   */
  readonly #edges: Int32Array;
  readonly #edgeChar: Uint16Array;
  readonly #edgeTo: Int32Array;
  /** Node k's child for any run of white space, or -1. */
  readonly #space: Int32Array;
  /** 1 where a phrase of the table ends. */
  readonly #end: Uint8Array;
  /** The root's child by UTF-16 units below U+0100 (-1: no phrase starts so): most of a text's positions are passed over on one look. */
  readonly #first = new Int32Array(0x100).fill(-1);

  /** `table`: words and phrases (single spaces between words). */
  constructor(table: readonly string[]) {
    const root: Node = { next: new Map(), end: false };
    for (const phrase of table) {
      // Surrogates left out: a match starts and ends on whole code points without checking for them.
      if (phrase === '' || /^\s|\s$|\s\s|[^\S ]|[\ud800-\udfff]/.test(phrase)) throw new Error(`phrase ${JSON.stringify(phrase)}: words with single spaces between them`);
      let node = root;
      for (let i = 0; i < phrase.length; i++) {
        const c = phrase.charCodeAt(i);
        if (c === 0x20) node = node.space ??= { next: new Map(), end: false };
        else {
          let child = node.next.get(c);
          if (!child) node.next.set(c, (child = { next: new Map(), end: false }));
          node = child;
        }
      }
      node.end = true;
    }
    // Numbered breadth first, then laid out.
    const order: Node[] = [root];
    const id = new Map<Node, number>([[root, 0]]);
    let edgeCount = 0;
    for (let k = 0; k < order.length; k++) {
      const node = order[k]!;
      edgeCount += node.next.size;
      for (const child of [...node.next.values(), ...(node.space ? [node.space] : [])]) {
        id.set(child, order.length);
        order.push(child);
      }
    }
    this.#edges = new Int32Array(order.length + 1);
    this.#edgeChar = new Uint16Array(edgeCount);
    this.#edgeTo = new Int32Array(edgeCount);
    this.#space = new Int32Array(order.length).fill(-1);
    this.#end = new Uint8Array(order.length);
    let e = 0;
    order.forEach((node, k) => {
      this.#edges[k] = e;
      for (const [c, child] of [...node.next].sort((a, b) => a[0] - b[0])) {
        this.#edgeChar[e] = c;
        this.#edgeTo[e++] = id.get(child)!;
      }
      if (node.space) this.#space[k] = id.get(node.space)!;
      if (node.end) this.#end[k] = 1;
    });
    this.#edges[order.length] = e;
    for (const [c, child] of root.next) if (c < 0x100) this.#first[c] = id.get(child)!;
  }

  /** Node `node`'s child by the UTF-16 unit `c`, or -1. */
  #child(node: number, c: number): number {
    let lo = this.#edges[node]!;
    let hi = this.#edges[node + 1]!;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.#edgeChar[mid]!;
      if (at === c) return this.#edgeTo[mid]!;
      if (at < c) lo = mid + 1;
      else hi = mid;
    }
    return -1;
  }

  /** The node a phrase starting with the UTF-16 unit `c` goes to, or -1. */
  #start(c: number): number {
    return c < 0x100 ? this.#first[c]! : this.#child(0, c);
  }

  /** The end of the longest phrase that matches at `at` (white space between its words, a word's end after), or -1. */
  endAt(text: string, at: number): number {
    return startsWord(text, at) ? this.#walk(text, at) : -1;
  }

  /** `endAt` where a phrase may start. */
  #walk(text: string, at: number): number {
    let node = this.#start(text.charCodeAt(at));
    if (node < 0) return -1;
    let best = -1;
    let i = at + 1;
    for (;;) {
      if (this.#end[node] === 1 && endsWord(text, i)) best = i;
      if (i >= text.length) return best;
      const c = text.charCodeAt(i);
      if (isSpace(c)) {
        const space = this.#space[node]!;
        if (space < 0) return best;
        while (i < text.length && isSpace(text.charCodeAt(i))) i++;
        node = space;
        continue;
      }
      const child = this.#child(node, c);
      if (child < 0) return best;
      node = child;
      i++;
    }
  }

  /** Every match, left to right, each search starting where the last match ended (as `matchAll` gives them). */
  matches(text: string): PhraseMatch[] {
    const out: PhraseMatch[] = [];
    let from = 0;
    for (const at of startsIn(text)) {
      if (at < from || this.#start(text.charCodeAt(at)) < 0) continue;
      const end = this.#walk(text, at);
      if (end < 0) continue;
      out.push({ index: at, 0: text.slice(at, end) });
      from = end;
    }
    return out;
  }

  /** Whether any phrase is in `text`. */
  test(text: string): boolean {
    for (const at of startsIn(text)) if (this.#start(text.charCodeAt(at)) >= 0 && this.#walk(text, at) >= 0) return true;
    return false;
  }
}

/**
 * Where a phrase may start in a text, kept for the last few texts: the sentence reader looks for two
 * dozen tables in each sentence (and in two spellings of it), so the text is read once, not once a table.
 */
const recent: Array<{ text: string; starts: Int32Array }> = [];
function startsIn(text: string): Int32Array {
  for (const r of recent) if (r.text === text) return r.starts;
  const starts: number[] = [];
  for (let i = 0; i < text.length; i++) if (!isSpace(text.charCodeAt(i)) && startsWord(text, i)) starts.push(i);
  const out = Int32Array.from(starts);
  if (recent.unshift({ text, starts: out }) > 4) recent.pop();
  return out;
}

/**
 * The regular expression a table stands for, as source (flag u), where one is part of a longer
 * pattern; tests/safety/phrases.test.ts holds a PhraseSet to it.
 */
export function phrasePattern(table: readonly string[]): string {
  const alt = [...table].sort((a, b) => b.length - a.length).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'));
  return `(?<![\\p{L}\\p{N}_/-])(?:${alt.join('|')})(?![\\p{L}\\p{N}_])`;
}
