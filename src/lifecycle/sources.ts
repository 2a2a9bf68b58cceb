/**
 * Lock entries grouped by the catalog they came from, as the lock records it
 * (`portableSource` in src/install/lock.ts). Pure.
 */
import type { ManifestEntry } from '../install/schemas.ts';

export interface SourceGroup {
  /** What to open: a URL, or a folder (relative ones are relative to the install root). */
  site: string;
  entries: ManifestEntry[];
}

/** Entries grouped by the catalog they came from (or all under `override`), so each catalog is read once. */
export function groupBySource(entries: readonly ManifestEntry[], override?: string): SourceGroup[] {
  const groups = new Map<string, ManifestEntry[]>();
  for (const e of entries) {
    const site = override ?? e.source;
    groups.set(site, [...(groups.get(site) ?? []), e]);
  }
  return [...groups].map(([site, list]) => ({ site, entries: list }));
}
