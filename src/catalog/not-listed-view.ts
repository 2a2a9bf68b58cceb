/**
 * Pure: the "not listed, and why" page (`/not-listed/`) from the loaded
 * catalog: per import record (docs/import.md) what it left out and why, what
 * it took only after a repair, and what the build itself left out. Every
 * string is made visible (src/text/visible.ts): it comes from a community
 * repository.
 */
import { visible } from '../text/visible.ts';
import type { CatalogProblem, LoadedCatalog } from './load.ts';
import type { ImportRecord } from './imports.ts';
import { componentUrl } from './links.ts';
import { kindByType } from './kinds.ts';

export interface NotListedRow {
  path: string;
  kind?: string;
  reason: string;
}

export interface RepairedRow {
  label: string;
  /** The component page, when the component is in the catalog. */
  href?: string;
  notes: string[];
}

export interface ImportSection {
  id: string;
  repository: string;
  commit?: string;
  layout: string;
  imported: number;
  notListed: NotListedRow[];
  repaired: RepairedRow[];
}

export interface NotListedView {
  imports: ImportSection[];
  /** Components the build skipped (a `skipped: …` warning), by source path. */
  build: NotListedRow[];
}

function section(record: ImportRecord, listed: ReadonlySet<string>): ImportSection {
  return {
    id: record.id,
    repository: visible(record.source.repository),
    ...(record.source.commit ? { commit: record.source.commit.slice(0, 12) } : {}),
    layout: record.source.layout,
    imported: record.components.length,
    notListed: record.notListed.map((n) => ({
      path: visible(n.path),
      ...(n.type ? { kind: kindByType(n.type)?.singular ?? n.type } : {}),
      reason: visible(n.reason),
    })),
    repaired: record.components
      .filter((c) => c.notes.length)
      .map((c) => {
        const kind = kindByType(c.type)!;
        const key = `${c.type}/${c.category}/${c.name}`;
        return {
          label: `${kind.singular} ${c.category}/${c.name}`,
          ...(listed.has(key) ? { href: componentUrl({ kind, category: c.category, name: c.name }) } : {}),
          notes: c.notes.map(visible),
        };
      }),
  };
}

function skipped(warnings: readonly CatalogProblem[]): NotListedRow[] {
  return warnings
    .filter((w) => w.message.startsWith('skipped'))
    .map((w) => ({ path: visible(w.file), reason: visible(w.message.replace(/^skipped:?\s*/, '')) }));
}

export function notListedView(catalog: Pick<LoadedCatalog, 'components' | 'warnings' | 'imports'>): NotListedView {
  const listed = new Set(catalog.components.map((c) => `${c.kind.type}/${c.category}/${c.name}`));
  return { imports: catalog.imports.map((r) => section(r, listed)), build: skipped(catalog.warnings) };
}
