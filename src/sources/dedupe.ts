/**
 * Pure: one entry per component. A component reached through two sources,
 * the same kind and name with the same files (path inside the component and
 * bytes), is listed once: the first source in the sources file keeps it, and
 * its page names every source. Components of one name whose files differ stay
 * apart, each in its own source's categories, as any two components do.
 */
import type { ImportedComponent, ImportRecord } from '../catalog/imports.ts';
import type { AlsoFrom } from '../catalog/imports.ts';
import type { Alias } from './schema.ts';

export interface SourceRecord {
  record: ImportRecord;
  /** sha256 of each file the record lists, by its path in the source tree. */
  digests: ReadonlyMap<string, string>;
}

/** A file's path inside its component: the path without `type/category/`. */
const inside = (path: string) => path.split('/').slice(2).join('/');

/** What makes two components the same: kind, name and every file's place and bytes. */
export function sameness(c: ImportedComponent, digests: ReadonlyMap<string, string>): string {
  const files = c.files.map((f) => `${inside(f)}\u0000${digests.get(f) ?? `missing:${f}`}`).sort();
  return `${c.type}\u0000${c.name}\u0000${files.join('\u0001')}`;
}

export interface Deduped {
  /** Each source's record without the components another source listed first. */
  records: ImportRecord[];
  aliases: Alias[];
}

export function dedupe(sources: readonly SourceRecord[]): Deduped {
  const first = new Map<string, { alias: Alias }>();
  const records: ImportRecord[] = [];
  for (const { record, digests } of sources) {
    const kept: ImportedComponent[] = [];
    for (const c of record.components) {
      const key = sameness(c, digests);
      const seen = first.get(key);
      if (!seen) {
        // The kept component's record names the other sources too, so its page does (provenanceOf).
        const also: AlsoFrom[] = [];
        const copy: ImportedComponent = { ...c, also };
        first.set(key, { alias: { type: c.type, category: c.category, name: c.name, also } });
        kept.push(copy);
        continue;
      }
      const from = c.origin ?? record.source;
      seen.alias.also.push({ source: record.id, repository: from.repository, ...(from.commit ? { commit: from.commit } : {}), path: c.path });
    }
    records.push({ ...record, components: kept });
  }
  // A record names other sources only where there are some.
  for (const r of records) for (const c of r.components) if (!c.also?.length) delete c.also;
  return { records, aliases: [...first.values()].map((v) => v.alias).filter((a) => a.also.length > 0) };
}
