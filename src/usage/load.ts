/**
 * The thin shells of `toolshed usage`: the persisted ledger brought up to date (the
 * fast scan of src/ledger reads only what changed) or, for comparison, the conversation
 * index the monitor uses; either way the pure report over the ledger's messages.
 */
import type { Logger } from '../transcripts/index.ts';
import type { PriceTable } from '../transcripts/prices.ts';
import { refreshLedger, type RefreshOptions } from '../ledger/open.ts';
import { buildUsageReport, type ReportOptions, type UsageReport } from './report.ts';
import { sessionsOfIndex } from './blocks.ts';

export interface LoadOptions {
  projectsDirs: string[];
  options: ReportOptions;
  prices?: PriceTable;
  log?: Logger;
  /** Worker threads (default: one per core for large reads, none for small ones). */
  threads?: number;
  /** Where the ledger is kept (the user's cache folder); null reads every file each time. */
  cache?: RefreshOptions['cache'];
  afterUpdate?: RefreshOptions['afterUpdate'];
}

export interface LoadedReport {
  report: UsageReport;
  malformedLines: number;
  warnings: string[];
}

/** `toolshed usage`: the ledger, then the report. */
export async function loadUsageReport(o: LoadOptions): Promise<LoadedReport> {
  const { book, update } = await refreshLedger({ projectsDirs: o.projectsDirs, cache: o.cache ?? null, log: o.log, threads: o.threads, afterUpdate: o.afterUpdate });
  return { report: buildUsageReport(book.ledger, book.sessions(), o.options, o.prices), malformedLines: book.malformedLines, warnings: update.warnings };
}

/** The same report through the full index: slower, kept as the reference the ledger is tested against. */
export async function loadUsageReportFromIndex(o: { projectsDir: string; options: ReportOptions; prices?: PriceTable; log?: Logger }): Promise<LoadedReport> {
  const { TranscriptIndex } = await import('../transcripts/conversations.ts'); // only for this reference path
  const index = new TranscriptIndex({ projectsDir: o.projectsDir, prices: o.prices, log: o.log, contentIndex: false });
  const scan = await index.scan();
  return { report: buildUsageReport(index.ledger.entries(), sessionsOfIndex(index), o.options, o.prices ?? index.prices), malformedLines: scan.malformedLines, warnings: scan.warnings };
}
