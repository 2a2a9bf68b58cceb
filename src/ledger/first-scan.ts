/**
 * The usage ledger built in the same pass as the index of a local server (`toolshed
 * chats`, `toolshed analytics`): on a cold start the index's first scan reads every file
 * on worker threads (src/transcripts/parallel-scan.ts), and each file's counted lines
 * and what the ledger keeps of it (src/transcripts/usage-lines.ts) are folded here, in
 * reading order, into a `UsageBook`, exactly as `refreshLedger` would fold a usage scan
 * of the same files. The index restores this book's ledger as its own (one fold), and
 * the book is saved beside the index snapshot: the ledger keeper that follows, the status
 * line and `toolshed usage` then find it current and read nothing again. The only bytes
 * read twice are the fingerprints' (4 KB at the start of each file and before its offset).
 */
import type { FirstScanLedger, ScannedFile } from '../transcripts/parallel-scan.ts';
import type { FileResult } from '../transcripts/scan-worker.ts';
import type { Logger } from '../transcripts/index-events.ts';
import { UsageBook, freshEntry } from './book.ts';
import { fingerprintsOf } from './fingerprint.ts';
import { persistBook } from './open.ts';
import { ledgerPath, summaryPath } from './paths.ts';
import { writeSummaryFor } from './summary-file.ts';
import { keepLedgerFresh } from './keeper.ts';
import { setTimeout as delay } from 'node:timers/promises';

export class BookFromFirstScan implements FirstScanLedger {
  readonly book = new UsageBook();
  /** Files folded (read): their fingerprints are taken before saving. */
  readonly #read: string[] = [];

  get ledger() {
    return this.book.ledger;
  }

  fold(file: ScannedFile, result: FileResult): void {
    const e = freshEntry(file);
    this.book.files.set(file.path, e);
    // Not read: left with size 0, so the next update reads it (as a failed usage scan leaves it).
    if (result.error !== null || !result.usage) return;
    this.book.fold(e, { ...result.columns, ...result.usage });
    e.size = file.size;
    e.mtimeMs = file.mtimeMs;
    this.#read.push(file.path);
  }

  /** Takes the fingerprints of the bytes read (as the update does after reading each file). */
  takeFingerprints(): void {
    for (const path of this.#read.splice(0)) {
      const e = this.book.files.get(path)!;
      try {
        Object.assign(e, fingerprintsOf(path, e.offset));
      } catch {
        e.head = e.tail = ''; // gone since: the next update finds it changed
      }
    }
  }

  /** Saves the ledger (fingerprints taken first), its digest and the status line's summary. */
  async save(o: { cacheDir: string; projectsDirs: string[]; version: string; log: Logger; nowMs: number }): Promise<void> {
    this.takeFingerprints();
    const path = ledgerPath(o.cacheDir, o.projectsDirs);
    await persistBook(this.book, { path, meta: { version: o.version, dirs: o.projectsDirs }, cacheDir: o.cacheDir, projectsDirs: o.projectsDirs, log: o.log, changed: true });
    try {
      await writeSummaryFor(this.book, summaryPath(o.cacheDir, o.projectsDirs), o.nowMs);
    } catch (err) {
      o.log('warn', `status line summary not written: ${(err as Error).message}`);
    }
  }
}

/**
 * The usage ledger beside a local server, one way for `chats` and `analytics`: the book
 * its first scan built is saved a second after the first list (as the index snapshot is),
 * then the keeper brings it up to date after changes. Without a cold first scan (a
 * restored index) the keeper's first update reads what changed since the ledger's save.
 */
export function ledgerBesideServer(
  service: { ledgerBuilt: FirstScanLedger | null; onEvent: (fn: () => void) => () => void },
  book: BookFromFirstScan,
  o: { cacheDir: string; projectsDir: string; version: string; log: Logger; ready?: Promise<unknown> },
): { saved: Promise<void>; keeper: ReturnType<typeof keepLedgerFresh> } {
  const projectsDirs = [o.projectsDir];
  const saved = service.ledgerBuilt === book ? delay(1000).then(() => book.save({ cacheDir: o.cacheDir, projectsDirs, version: o.version, log: o.log, nowMs: Date.now() })) : Promise.resolve();
  const keeper = keepLedgerFresh({ projectsDirs, cacheDir: o.cacheDir, version: o.version, log: o.log, onChange: (fn) => service.onEvent(fn), ready: Promise.all([o.ready, saved]) });
  return { saved, keeper };
}
