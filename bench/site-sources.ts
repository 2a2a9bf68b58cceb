/**
 * The site benchmark's catalog sources (issue 38): the generated catalog's
 * components recorded as pulled in from two sources, as the build's
 * aggregator records them (an import record per source in `.imports/` and
 * the build's report `.sources.json`), so the home page carries the source
 * filter and each card its "from" tag; and the keystroke measure repeated
 * with the filter chosen. A third of the components stay ours. Beside the
 * browser's figures, the worker's name search alone per keystroke, with and
 * without the filter (engineKeys): the fastest of several rounds, so a
 * shared machine's load weighs on it far less than on a keystroke's paint.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { IMPORTS_DIR, ImportRecordSchema, type ImportRecord } from '../src/catalog/imports.ts';
import { loadCatalog } from '../src/catalog/load.ts';
import { CompactIndexSchema } from '../src/catalog/output-schemas.ts';
import { SearchEngine } from '../src/components/search-engine.ts';
import { SOURCES_REPORT_FILE, SourcesReportSchema, type SourcesReport } from '../src/sources/schema.ts';

export const BENCH_SOURCES = ['templates', 'official'] as const;
const COMMIT = 'c0ffee'.padEnd(40, '0');

/** Records a third of `sourceDir`'s components as from each source; returns how many each got. */
export async function attributeToSources(sourceDir: string): Promise<Record<string, number>> {
  const catalog = await loadCatalog(sourceDir, { threads: 0 });
  const records = new Map<string, ImportRecord>(
    BENCH_SOURCES.map((id) => [id, { version: 1, id, source: { repository: `https://git.example.invalid/${id}`, commit: COMMIT, layout: 'claude-code-templates' }, components: [], notListed: [] }]),
  );
  catalog.components.forEach((c, i) => {
    const id = BENCH_SOURCES[i % 3];
    if (!id) return;
    const type = c.kind.type;
    const files = c.kind.layout === 'dir' ? Object.keys(c.files ?? { 'SKILL.md': '' }).map((f) => `${type}/${c.category}/${c.name}/${f}`).sort() : [`${type}/${c.path}`];
    records.get(id)!.components.push({ type, category: c.category, name: c.name, path: files[0]!, files, notes: [] });
  });
  await mkdir(join(sourceDir, IMPORTS_DIR), { recursive: true });
  const counts: Record<string, number> = {};
  for (const record of records.values()) {
    await writeFile(join(sourceDir, IMPORTS_DIR, `${record.id}.json`), JSON.stringify(ImportRecordSchema.parse(record)));
    counts[record.id] = record.components.length;
  }
  const report: SourcesReport = {
    version: 1,
    sources: BENCH_SOURCES.map((id) => ({ id, repository: `https://git.example.invalid/${id}`, commit: COMMIT, prefix: id, status: 'imported', components: counts[id]!, external: 0, externalFailed: 0 })),
    aliases: [],
  };
  await writeFile(join(sourceDir, SOURCES_REPORT_FILE), JSON.stringify(SourcesReportSchema.parse(report)));
  return counts;
}

/** Chooses a source in the home page's filter and waits until the list shows only it. */
export async function chooseSource(page: Page, id: string): Promise<void> {
  await page.selectOption('#source', id);
  await page.waitForFunction((want) => {
    const tags = Array.from(document.querySelectorAll('#results .source-tag')).map((t) => t.textContent);
    return tags.length > 0 && tags.every((t) => t === `from ${want}`);
  }, id, { timeout: 60_000 });
}

/**
 * The name search of every key of `queries` (each prefix as typed), in the page worker's
 * engine over a built `search-compact.json`, with no source filter and with `source`:
 * per key the fastest of `rounds`; the total and p95 over the keys of each.
 */
export async function engineKeys(compactFile: string, queries: string[], source: string, rounds = 5): Promise<Record<'all' | 'filtered', { total: number; p95: number; max: number }>> {
  const engine = new SearchEngine(CompactIndexSchema.parse(JSON.parse(await readFile(compactFile, 'utf8'))));
  engine.buildIndexNow();
  const best = { all: new Map<string, number>(), filtered: new Map<string, number>() };
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      for (let i = 1; i <= query.length; i++) {
        for (const [which, from] of [['all', ''], ['filtered', source]] as const) {
          const q = query.slice(0, i);
          const t = performance.now();
          engine.run({ q, type: '', category: '', source: from, sort: 'relevance', offset: 0, limit: 50 });
          const ms = performance.now() - t;
          best[which].set(q, Math.min(best[which].get(q) ?? Infinity, ms));
        }
      }
    }
  }
  const figures = (times: Map<string, number>) => {
    const sorted = [...times.values()].sort((a, b) => a - b);
    return { total: sorted.reduce((a, b) => a + b, 0), p95: sorted[Math.ceil(sorted.length * 0.95) - 1] ?? NaN, max: sorted.at(-1) ?? NaN };
  };
  return { all: figures(best.all), filtered: figures(best.filtered) };
}
