/**
 * The words of categories and kinds, scored once per group of components
 * sharing both. Every component of a category has the same category words, so
 * what a word of it adds to their score (MiniSearch's BM25 with the same
 * statistics, weights and term expansion) is one number per group: at 100,000
 * components `dat` matches 14,500 through categories, which MiniSearch scores
 * one by one (20-45 ms a keystroke), and 400 through names. Pure; the search
 * engine (search-engine.ts) adds these to the name and description scores
 * MiniSearch gives.
 */
import SearchableMap from 'minisearch/SearchableMap';

/** MiniSearch's defaults, stated once: the engine passes them to MiniSearch and scores groups with them. */
export const WEIGHTS = { fuzzy: 0.45, prefix: 0.375 } as const;
export const BM25 = { k: 1.2, b: 0.7, d: 0.5 } as const;

/** MiniSearch's BM25+ (its `calcBM25Score`), so a group's score is the one MiniSearch would give each member. */
function bm25(termFreq: number, matching: number, total: number, fieldLength: number, avgFieldLength: number): number {
  const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
  return idf * (BM25.d + (termFreq * (BM25.k + 1)) / (termFreq + BM25.k * (1 - BM25.b + (BM25.b * fieldLength) / avgFieldLength)));
}

/** One term's occurrences in one field: per group, how often; and how many components have it. */
interface Posting {
  field: number;
  /** Components with the term in this field (MiniSearch's matching count). */
  components: number;
  freqs: Map<number, number>;
}

export interface GroupField {
  boost: number;
  /** The field's text for a group. */
  text: (group: number) => string;
}

export interface GroupWords {
  /** Members of each group, ascending. */
  members: number[][];
  terms: SearchableMap<Posting[]>;
  /** [field][group]: unique tokens, as MiniSearch counts a field's length. */
  lengths: number[][];
  averages: number[];
  total: number;
  fields: GroupField[];
}

/**
 * Index the fields of `groupOf`'s groups. `tokenize` and `processTerm` are the
 * engine's (MiniSearch counts a field's length as its unique tokens before
 * processing, and its terms after).
 */
export function groupWords(groupOf: ArrayLike<number>, groups: number, fields: GroupField[], tokenize: (text: string) => string[], processTerm: (term: string) => string): GroupWords {
  const members: number[][] = Array.from({ length: groups }, () => []);
  for (let id = 0; id < groupOf.length; id++) members[groupOf[id]!]!.push(id);
  const terms = new SearchableMap<Posting[]>();
  const lengths = fields.map(() => new Array<number>(groups).fill(0));
  const sums: number[] = [];
  fields.forEach((field, f) => {
    sums[f] = 0;
    for (let g = 0; g < groups; g++) {
      const size = members[g]!.length;
      if (!size) continue;
      const tokens = tokenize(field.text(g));
      const length = new Set(tokens).size;
      lengths[f]![g] = length;
      sums[f] = sums[f]! + length * size;
      for (const token of tokens) {
        const term = processTerm(token);
        if (!term) continue;
        const postings = terms.get(term) ?? [];
        let posting = postings.find((p) => p.field === f);
        if (!posting) postings.push((posting = { field: f, components: 0, freqs: new Map() }));
        if (!posting.freqs.has(g)) posting.components += size;
        posting.freqs.set(g, (posting.freqs.get(g) ?? 0) + 1);
        terms.set(term, postings);
      }
    }
  });
  const total = groupOf.length;
  return { members, terms, lengths, averages: sums.map((sum) => sum / Math.max(total, 1)), total, fields };
}

/**
 * What `term` adds to each group's score, as MiniSearch scores a query term:
 * the term itself, then (`prefix`) the longer terms starting with it, then the
 * terms within `fuzzy` edits that are not such prefixes, each weighted by how
 * far it is from the term. Groups it does not match are absent.
 */
export function groupScores(words: GroupWords, term: string, prefix: boolean, fuzzy: number | false): Map<number, number> {
  const scores = new Map<number, number>();
  const add = (postings: Posting[], weight: number) => {
    for (const { field, components, freqs } of postings) {
      const boost = words.fields[field]!.boost;
      for (const [group, freq] of freqs) {
        const score = weight * boost * bm25(freq, components, words.total, words.lengths[field]![group]!, words.averages[field]!);
        scores.set(group, (scores.get(group) ?? 0) + score);
      }
    }
  };
  const exact = words.terms.get(term);
  if (exact) add(exact, 1);
  const prefixed = new Set<string>();
  if (prefix) {
    for (const [longer, postings] of words.terms.atPrefix(term)) {
      const distance = longer.length - term.length;
      if (!distance) continue;
      prefixed.add(longer);
      add(postings, (WEIGHTS.prefix * longer.length) / (longer.length + 0.3 * distance));
    }
  }
  if (fuzzy) {
    for (const [near, [postings, distance]] of words.terms.fuzzyGet(term, fuzzy)) {
      if (!distance || prefixed.has(near)) continue;
      add(postings, (WEIGHTS.fuzzy * near.length) / (near.length + distance));
    }
  }
  return scores;
}
