/**
 * The status line summary on disk (summary.ts): JSON beside the ledger, written whole
 * and atomically after each ledger update, and by the status line with its own delta.
 * Free of zod (the status line reads it on every call).
 */
import { readFileSync } from 'node:fs';
import type { UsageBook } from './book.ts';
import { writeAtomic, writeAtomicSync } from './atomic.ts';
import { asSummary, buildSummary, type StatusSummary } from './summary.ts';

/** The summary at `path`, or null when there is none or it is not one (the caller does without). */
export function readSummary(path: string): StatusSummary | null {
  try {
    return asSummary(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return null;
  }
}

export function writeSummarySync(path: string, s: StatusSummary): void {
  writeAtomicSync(path, JSON.stringify(s));
}

/** After a ledger update: its summary at `path` (paths.ts, `summaryPath`). */
export async function writeSummaryFor(book: UsageBook, path: string, nowMs: number): Promise<void> {
  try {
    await writeAtomic(path, JSON.stringify(buildSummary(book, nowMs, undefined, readSummary(path))));
  } catch {
    // The status line then shows what it can without it; the next update writes it again.
  }
}
