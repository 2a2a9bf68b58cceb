/**
 * Pure: `/sources/` from the build's report and the loaded catalog: each
 * source with its pin (and a link to the repository at that commit where the
 * host shows one), how many components it brought, when its pin last moved,
 * and how many of its components the safety analyzer blocks, advises on or
 * finds clean. Every string from the sources file goes through visible().
 */
import type { CatalogComponent } from '../catalog/component.ts';
import { commitLink } from '../catalog/provenance-view.ts';
import { visible } from '../text/visible.ts';
import type { SourceReport, SourcesReport } from './schema.ts';

export interface SourceRow {
  id: string;
  repository: string;
  commit: string;
  short: string;
  href?: string;
  prefix: string;
  status: SourceReport['status'];
  reason?: string;
  bumped?: string;
  components: number;
  external: number;
  externalFailed: number;
  blocked: number;
  advisory: number;
  clean: number;
}

export function sourcesView(report: SourcesReport | undefined, components: readonly Pick<CatalogComponent, 'provenance' | 'safety'>[]): { rows: SourceRow[]; aliases: number } {
  if (!report) return { rows: [], aliases: 0 };
  const levels = new Map<string, { blocked: number; advisory: number; clean: number }>();
  for (const c of components) {
    const id = c.provenance?.source;
    if (!id) continue;
    const counts = levels.get(id) ?? { blocked: 0, advisory: 0, clean: 0 };
    if (c.safety.level === 'blocking') counts.blocked++;
    else if (c.safety.level === 'advisory') counts.advisory++;
    else counts.clean++;
    levels.set(id, counts);
  }
  const rows = report.sources.map((s): SourceRow => {
    const href = commitLink(s.repository, s.commit);
    return {
      id: visible(s.id),
      repository: visible(s.repository),
      commit: s.commit,
      short: s.commit.slice(0, 12),
      ...(href ? { href } : {}),
      prefix: visible(s.prefix),
      status: s.status,
      ...(s.reason ? { reason: visible(s.reason) } : {}),
      ...(s.bumped ? { bumped: visible(s.bumped) } : {}),
      components: s.components,
      external: s.external,
      externalFailed: s.externalFailed,
      ...(levels.get(s.id) ?? { blocked: 0, advisory: 0, clean: 0 }),
    };
  });
  return { rows, aliases: report.aliases.length };
}
