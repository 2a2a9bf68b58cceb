/**
 * Pure parts of the full-text search shared by its workers (full-text-worker.ts) and the
 * page (full-text-search.ts): which bundles a worker searches, and how ordered result
 * lists become the ones shown.
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
