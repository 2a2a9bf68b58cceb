/**
 * The catalog a lock entry came from, as the lock records it: a site URL
 * without credentials, query or fragment (never a secret), or a built `dist/`
 * folder relative to the install root (never a machine's absolute path), so
 * the lock file means the same on every clone. Pure.
 */
import { isAbsolute, relative, sep } from 'node:path';
import type { ManifestEntry } from '../install/schemas.ts';

function isUrl(site: string): boolean {
  return /^https?:\/\//i.test(site);
}

/** How the lock records a catalog opened as `site` (a URL, or a folder's absolute path) for `root`. */
export function portableSource(site: string, root: string): string {
  if (isUrl(site)) {
    try {
      const url = new URL(site);
      url.username = '';
      url.password = '';
      url.search = '';
      url.hash = '';
      return url.href.replace(/\/+$/, '');
    } catch {
      return site;
    }
  }
  if (!isAbsolute(site)) return site.split(sep).join('/');
  const rel = relative(root, site).split(sep).join('/');
  return rel === '' ? '.' : rel;
}

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
