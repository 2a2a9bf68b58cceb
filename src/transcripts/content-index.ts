/**
 * Content search across every conversation without keeping any text in memory: each
 * conversation gets a Bloom filter of the trigrams (3-character sequences, lower case)
 * of its searchable text. A query term can only occur in a conversation whose filter
 * has all of the term's trigrams; those candidates are then confirmed by reading their
 * files (stopping at the first hit), so results are exact. Rare terms touch few files;
 * common terms are found near the start of each file.
 */

const MIN_BITS = 1 << 13;
const MAX_BITS = 1 << 23;

function nextPow2(n: number): number {
  let p = MIN_BITS;
  while (p < n && p < MAX_BITS) p <<= 1;
  return p;
}

/** A Bloom filter of trigrams with two hash probes. */
export class TrigramFilter {
  readonly bits: Uint32Array;
  readonly #mask: number;

  /** `sizeHint` in bytes of text expected; the filter does not grow, it only gets less selective. */
  constructor(sizeHint: number) {
    const n = nextPow2(Math.ceil(sizeHint / 2));
    this.bits = new Uint32Array(n >>> 5);
    this.#mask = n - 1;
  }

  #set(h: number): void {
    const i = h & this.#mask;
    this.bits[i >>> 5]! |= 1 << (i & 31);
  }
  #has(h: number): boolean {
    const i = h & this.#mask;
    return (this.bits[i >>> 5]! & (1 << (i & 31))) !== 0;
  }

  /** Adds the trigrams of already lower-cased text. */
  addLower(text: string): void {
    const n = text.length;
    if (n < 3) return;
    let a = text.charCodeAt(0);
    let b = text.charCodeAt(1);
    for (let i = 2; i < n; i++) {
      const c = text.charCodeAt(i);
      const h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d);
      this.#set(h ^ (h >>> 15));
      this.#set(Math.imul(h, 0x27d4eb2f) ^ (h >>> 13));
      a = b;
      b = c;
    }
  }

  /** False when `termLower` certainly does not occur in the text added. */
  mayContain(termLower: string): boolean {
    const n = termLower.length;
    if (n < 3) return true;
    let a = termLower.charCodeAt(0);
    let b = termLower.charCodeAt(1);
    for (let i = 2; i < n; i++) {
      const c = termLower.charCodeAt(i);
      const h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d);
      if (!this.#has(h ^ (h >>> 15)) || !this.#has(Math.imul(h, 0x27d4eb2f) ^ (h >>> 13))) return false;
      a = b;
      b = c;
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

export class ContentIndex {
  readonly #filters: Array<TrigramFilter | undefined> = [];

  /** The filter of conversation `ord`, created with `sizeHint` bytes of expected text. */
  filter(ord: number, sizeHint: number): TrigramFilter {
    let f = this.#filters[ord];
    if (!f) this.#filters[ord] = f = new TrigramFilter(sizeHint);
    return f;
  }

  has(ord: number): boolean {
    return this.#filters[ord] !== undefined;
  }

  /** Drops a conversation's filter (it will be rebuilt from its files). */
  reset(ord: number): void {
    this.#filters[ord] = undefined;
  }

  /** Whether conversation `ord` may contain every term (true when it has no filter yet). */
  mayContainAll(ord: number, terms: string[]): boolean {
    const f = this.#filters[ord];
    if (!f) return true;
    for (const t of terms) if (!f.mayContain(t)) return false;
    return true;
  }

  /** Bytes held by all filters. */
  get bytes(): number {
    let n = 0;
    for (const f of this.#filters) if (f) n += f.bits.byteLength;
    return n;
  }
}
