/**
 * Word index for content search across every conversation, kept small: terms map to
 * the ordinals of the conversations that contain them (no positions, no text). A query
 * matches a conversation when every query word is a word of it or the prefix of one.
 */
const WORD = /[\p{L}\p{N}_]{2,40}/gu;
const MIN_PREFIX = 2;

export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

export class ContentIndex {
  readonly #postings = new Map<string, number[]>();
  /** Terms in sorted order for prefix lookups, plus terms added since the last sort. */
  #sorted: string[] = [];
  #fresh: string[] = [];

  /** Adds the words of `text` to conversation `ord`. Idempotent. */
  add(ord: number, text: string, seen?: Set<string>): void {
    for (const w of words(text)) {
      if (seen) {
        if (seen.has(w)) continue;
        seen.add(w);
      }
      let list = this.#postings.get(w);
      if (!list) {
        this.#postings.set(w, [ord]);
        this.#fresh.push(w);
      } else if (list[list.length - 1] !== ord && !list.includes(ord)) list.push(ord);
    }
  }

  get terms(): number {
    return this.#postings.size;
  }

  /** Ordinals matching every word of `query`; null when the query has no words. */
  query(query: string): Set<number> | null {
    const qs = [...new Set(words(query))];
    if (qs.length === 0) return null;
    let result = this.#lookup(qs[0]!);
    for (const q of qs.slice(1)) {
      if (result.size === 0) break;
      const hits = this.#lookup(q);
      const both = new Set<number>();
      for (const o of result) if (hits.has(o)) both.add(o);
      result = both;
    }
    return result;
  }

  #lookup(q: string): Set<number> {
    const hits = new Set<number>();
    if (q.length < MIN_PREFIX) return hits;
    if (this.#fresh.length > 20_000 || (this.#sorted.length === 0 && this.#fresh.length > 0)) {
      this.#sorted = this.#sorted.concat(this.#fresh).sort();
      this.#fresh = [];
    }
    for (const t of this.#fresh) if (t.startsWith(q)) for (const o of this.#postings.get(t)!) hits.add(o);
    const terms = this.#sorted;
    // Binary search for the first term >= q, then walk while the prefix matches.
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (terms[mid]! < q) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < terms.length && terms[i]!.startsWith(q); i++) for (const o of this.#postings.get(terms[i]!)!) hits.add(o);
    return hits;
  }
}
