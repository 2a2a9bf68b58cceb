/**
 * The site benchmark's catalog sources (issue 38): the generated catalog's
 * components recorded as pulled in from two sources, as the build's
 * aggregator records them (an import record per source in `.imports/` and
 * the build's report `.sources.json`), so the home page carries the source
 * filter and each card its "from" tag; and the keystroke measure repeated
 * with the filter chosen. A third of the components stay ours.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { IMPORTS_DIR, ImportRecordSchema, type ImportRecord } from '../src/catalog/imports.ts';
import { loadCatalog } from '../src/catalog/load.ts';
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
