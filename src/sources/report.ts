/**
 * The build's report of its catalog sources, read back from the assembled
 * source tree for `/sources/` (aggregate.ts writes it). No report (a build
 * without sources): undefined. One schema: src/sources/schema.ts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SOURCES_REPORT_FILE, SourcesReportSchema, type SourcesReport } from './schema.ts';

export async function readSourcesReport(sourceDir: string): Promise<SourcesReport | undefined> {
  const text = await readFile(join(sourceDir, SOURCES_REPORT_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const parsed = SourcesReportSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${SOURCES_REPORT_FILE} in ${sourceDir} is not the build's report of its sources: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
