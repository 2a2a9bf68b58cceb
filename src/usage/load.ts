/** The thin shell of `toolshed usage`: one scan of the shared index, then the pure report. */
import { TranscriptIndex, type Logger, type PriceTable } from '../transcripts/index.ts';
import { buildUsageReport, type ReportOptions, type SessionInfo, type UsageReport } from './report.ts';

/** Listed conversations by id, with what reports show of them. */
export function sessionInfos(index: TranscriptIndex): Map<string, SessionInfo> {
  const out = new Map<string, SessionInfo>();
  const now = index.now();
  for (const rec of index.list()) {
    const s = index.summary(rec, now);
    out.set(rec.id, { id: rec.id, project: s.project, workingDirectory: s.workingDirectory, projectDir: s.projectDir, title: s.title });
  }
  return out;
}

export function reportFromIndex(index: TranscriptIndex, opts: ReportOptions): UsageReport {
  return buildUsageReport(index.ledger.all(), sessionInfos(index), opts, index.prices);
}

export async function loadUsageReport(o: { projectsDir: string; options: ReportOptions; prices?: PriceTable; log?: Logger }): Promise<{ report: UsageReport; malformedLines: number; warnings: string[] }> {
  const index = new TranscriptIndex({ projectsDir: o.projectsDir, prices: o.prices, log: o.log, contentIndex: false });
  const scan = await index.scan();
  return { report: reportFromIndex(index, o.options), malformedLines: scan.malformedLines, warnings: scan.warnings };
}
