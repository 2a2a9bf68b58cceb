/**
 * Content search across every conversation without keeping any text in memory: each
 * segment (about 1 MB) of each transcript file gets a Bloom filter of the 4-grams
 * (4-character sequences, lower case) of its searchable text. A term can only occur in
 * a segment whose filter has all of the term's 4-grams; only those segments are read to
 * confirm it (stopping at the first hit), so results are exact and rare terms touch
 * little data. Common terms are found near the start of each file.
 */

/** Sequences of 4 characters: selective even on hex-heavy text (hashes, ids). */
const GRAM = 4;
const MIN_BITS = 1 << 12;
/** Bits of filter per byte of transcript a segment is sized for. */
const BITS_PER_BYTE = 0.5;
/** A segment covers up to this many bytes of one file. */
const SEGMENT_BYTES = 1 << 20;
const MIN_SEGMENT_BYTES = 16 * 1024;

/**
 * One 4-gram's hash and its two bit positions (a Bloom filter with two bits per gram).
 * Adding and testing must hash alike, so both go through these.
 */
const gramHash = (a: number, b: number, c: number, d: number): number => Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d) ^ Math.imul(d, 0x27d4eb2f);
const firstBit = (h: number): number => h ^ (h >>> 15);
const secondBit = (h: number): number => Math.imul(h, 0x165667b1) ^ (h >>> 13);

/** A Bloom filter of 4-grams with two hash probes. */
class GramFilter {
  readonly bits: Uint32Array;
  readonly #size: number;

  /** A filter of about `bitCount` bits; it does not grow, it only gets less selective. */
  constructor(bitCount: number) {
    const words = Math.max(MIN_BITS, Math.ceil(bitCount)) >>> 5;
    this.bits = new Uint32Array(words);
    this.#size = words * 32;
  }

  #set(h: number): void {
    const i = (h >>> 0) % this.#size;
    this.bits[i >>> 5]! |= 1 << (i & 31);
  }
  #has(h: number): boolean {
    const i = (h >>> 0) % this.#size;
    return (this.bits[i >>> 5]! & (1 << (i & 31))) !== 0;
  }

  /** Adds the 4-grams of already lower-cased text. */
  addLower(text: string): void {
    const n = text.length;
    if (n < GRAM) return;
    let a = text.charCodeAt(0);
    let b = text.charCodeAt(1);
    let c = text.charCodeAt(2);
    for (let i = 3; i < n; i++) {
      const next = text.charCodeAt(i);
      const h = gramHash(a, b, c, next);
      this.#set(firstBit(h));
      this.#set(secondBit(h));
      a = b;
      b = c;
      c = next;
    }
  }

  /** False when `termLower` certainly does not occur in the text added. */
  mayContain(termLower: string): boolean {
    const n = termLower.length;
    if (n < GRAM) return true;
    let a = termLower.charCodeAt(0);
    let b = termLower.charCodeAt(1);
    let c = termLower.charCodeAt(2);
    for (let i = 3; i < n; i++) {
      const next = termLower.charCodeAt(i);
      const h = gramHash(a, b, c, next);
      if (!this.#has(firstBit(h)) || !this.#has(secondBit(h))) return false;
      a = b;
      b = c;
      c = next;
    }
    return true;
  }
}

/** Splits a content query into terms: whitespace-separated, lower case; quotes keep a phrase. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const m of query.toLowerCase().matchAll(/"([^"]+)"|(\S+)/g)) {
    const t = (m[1] ?? m[2] ?? '').trim();
    if (t && !terms.includes(t)) terms.push(t);
  }
  return terms;
}

/** A byte range of one file and the filter of the text of its lines. */
export interface Segment {
  path: string;
  start: number;
  end: number;
  capacity: number;
  filter: GramFilter;
}

/**
 * Per conversation, per file, a list of segments (about 1 MB of file each), so a search
 * reads only the parts of a large transcript that may hold a term.
 */
export class SegmentFilters {
  readonly #convs: Array<Map<string, Segment[]> | undefined> = [];

  has(ord: number): boolean {
    return this.#convs[ord] !== undefined;
  }

  /** Starts (or keeps) the filters of conversation `ord`. */
  open(ord: number): void {
    this.#convs[ord] ??= new Map();
  }

  /** Drops a conversation's filters (it will be rebuilt from its files). */
  reset(ord: number): void {
    this.#convs[ord] = undefined;
  }

  /**
   * Adds the lower-cased searchable text of the line at [lineStart, lineEnd) of `path`.
   * `fileSize` sizes a new segment (small files get small filters).
   */
  add(ord: number, path: string, lineStart: number, lineEnd: number, textLower: string, fileSize: number): void {
    const conv = (this.#convs[ord] ??= new Map());
    let segs = conv.get(path);
    if (!segs) conv.set(path, (segs = []));
    let seg = segs[segs.length - 1];
    if (!seg || seg.end - seg.start >= seg.capacity) {
      const capacity = Math.min(SEGMENT_BYTES, Math.max(MIN_SEGMENT_BYTES, fileSize - lineStart));
      seg = { path, start: lineStart, end: lineStart, capacity, filter: new GramFilter(capacity * BITS_PER_BYTE) };
      segs.push(seg);
    }
    // max: a live append and the background build may add lines of one file out of order.
    seg.end = Math.max(seg.end, lineEnd);
    seg.start = Math.min(seg.start, lineStart);
    seg.filter.addLower(textLower);
  }

  /** Whether every term may occur somewhere in conversation `ord` (true when it has no filters yet). */
  mayContainAll(ord: number, terms: string[]): boolean {
    const conv = this.#convs[ord];
    if (!conv) return true;
    for (const t of terms) {
      let found = false;
      for (const segs of conv.values()) {
        for (const s of segs) if (s.filter.mayContain(t)) {
          found = true;
          break;
        }
        if (found) break;
      }
      if (!found) return false;
    }
    return true;
  }

  /** Segments of `path` that may contain one of `terms`; null when the conversation has no filters. */
  segments(ord: number, path: string, terms: Iterable<string>): Segment[] | null {
    const conv = this.#convs[ord];
    if (!conv) return null;
    const list = [...terms];
    return (conv.get(path) ?? []).filter((s) => list.some((t) => s.filter.mayContain(t)));
  }

  /** Bytes held by all filters. */
  get bytes(): number {
    let n = 0;
    for (const conv of this.#convs) if (conv) for (const segs of conv.values()) for (const s of segs) n += s.filter.bits.byteLength;
    return n;
  }
}
