/**
 * The thin shells of `toolshed usage`: the fast scan (fast-scan.ts) or, for comparison,
 * the conversation index the monitor uses; either way the pure report over the ledger.
 */
import type { TranscriptIndex, Logger } from '../transcripts/index.ts';
import type { PriceTable } from '../transcripts/prices.ts';
import { buildUsageReport, type ReportOptions, type SessionInfo, type UsageReport } from './report.ts';
import { scanUsage } from './fast-scan.ts';

/** Listed conversations by id, with what reports show of them. */
function sessionInfos(index: TranscriptIndex): Map<string, SessionInfo> {
  const out = new Map<string, SessionInfo>();
  const now = index.now();
  for (const rec of index.list()) {
    const s = index.summary(rec, now);
    out.set(rec.id, { id: rec.id, project: s.project, workingDirectory: s.workingDirectory, projectDir: s.projectDir, title: s.title });
  }
  return out;
}

/** The report from the index (what the monitor and the dashboard hold). */
function reportFromIndex(index: TranscriptIndex, opts: ReportOptions): UsageReport {
  return buildUsageReport(index.ledger.all(), sessionInfos(index), opts, index.prices);
}

export interface LoadOptions {
  projectsDir: string;
  options: ReportOptions;
  prices?: PriceTable;
  log?: Logger;
  /** Worker threads (default: one per core, none for small folders). */
  threads?: number;
  /** Count malformed lines (default true; the JSON output does not show them). */
  countMalformed?: boolean;
}

/** `toolshed usage`: the fast scan, then the report. */
export async function loadUsageReport(o: LoadOptions): Promise<{ report: UsageReport; malformedLines: number; warnings: string[] }> {
  const scan = await scanUsage({ projectsDir: o.projectsDir, log: o.log, threads: o.threads, titles: o.options.kind === 'session', malformed: o.countMalformed ?? true });
  return { report: buildUsageReport(scan.ledger.all(), scan.sessions, o.options, o.prices), malformedLines: scan.malformedLines, warnings: scan.warnings };
}

/** The same report through the full index: slower, kept as the reference the fast scan is tested against. */
export async function loadUsageReportFromIndex(o: LoadOptions): Promise<{ report: UsageReport; malformedLines: number; warnings: string[] }> {
  const { TranscriptIndex } = await import('../transcripts/conversations.ts'); // only for this reference path
  const index = new TranscriptIndex({ projectsDir: o.projectsDir, prices: o.prices, log: o.log, contentIndex: false });
  const scan = await index.scan();
  return { report: reportFromIndex(index, o.options), malformedLines: scan.malformedLines, warnings: scan.warnings };
}
