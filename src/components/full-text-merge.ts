/**
 * Pure parts of the full-text search shared by its workers (full-text-worker.ts) and the
 * page (full-text-search.ts): which bundles a worker searches, how ordered result lists
 * become the ones shown, and the word a warm-up searches for.
 */

/** Results shown below the name results. */
export const SHOWN = 10;

/** A worker's share of the bundles: every `parts`-th one from `part` (worker name `part/parts`; any other name: all). */
export function share<T>(bundles: readonly T[], name: string): T[] {
  const [part, parts] = name.split('/').map(Number);
  if (!Number.isInteger(part) || !Number.isInteger(parts) || parts! < 1 || part! < 0 || part! >= parts!) return [...bundles];
  return bundles.filter((_, i) => i % parts! === part);
}

/** The first `shown` of several score-ordered lists, by score; ties keep the lists' order, as Pagefind's own merge does. */
export function topByScore<T extends { score: number }>(lists: readonly (readonly T[])[], shown: number): T[] {
  return lists.flatMap((list) => list.slice(0, shown)).sort((a, b) => b.score - a.score).slice(0, shown);
}

/**
 * The word of four letters or more that the most of `texts` hold (the first such in case of a
 * tie), lowercase: a warm-up search for it runs Pagefind's search over many matches, as a
 * visitor's first query will. Undefined when no text has such a word.
 */
export function commonestWord(texts: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const text of texts) for (const word of new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? [])) counts.set(word, (counts.get(word) ?? 0) + 1);
  let best: string | undefined;
  for (const [word, n] of counts) if (best === undefined || n > counts.get(best)!) best = word;
  return best;
}
