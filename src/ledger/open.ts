/**
 * The ledger as the commands use it: load the persisted one (or start empty), bring it
 * up to date with the files, save it when it changed, and write the status line's
 * summary beside it. `toolshed usage`, `toolshed statusline --refresh`, and the local
 * servers (`chats`, `analytics`) all go through `refreshLedger`.
 */
import { existsSync } from 'node:fs';
import type { Logger } from '../transcripts/index-events.ts';
import type { LedgerColumns } from '../transcripts/ledger.ts';
import { UsageBook, type SessionInfo } from './book.ts';
import { loadDigest, loadLedger, saveDigest, saveLedger, type LedgerMeta } from './store.ts';
import { digestPath, ledgerPath } from './paths.ts';
import { listFiles, updateBook, type Listing, type OnProgress, type UpdateReport } from './update.ts';
import { digestColumns, digestMatches, digestOf, digestSessions, type UsageDigest } from './digest.ts';
import type { Threads } from './scan.ts';
import { startScanWorkers, takeColdScanWorkers } from './scan-workers.ts';
import type { StartedWorkers } from '../workers/pool.ts';

export interface RefreshOptions {
  projectsDirs: string[];
  /** Where the ledger is kept; null: not persisted (a one-off read of every file). */
  cache: { dir: string; version: string } | null;
  log?: Logger;
  /** Threads for reading (default: one per core for large reads, the caller's for small ones; scan.ts). */
  threads?: Threads;
  /** Stops the update between files (nothing is saved then; the promise rejects). */
  signal?: AbortSignal;
  /** Called with the updated book before it is saved (the status line summary is written here). */
  afterUpdate?: (book: UsageBook, update: UpdateReport) => Promise<void>;
  /** The files listed already (default: listed here). */
  listing?: Listing;
  /** Write the digest even if the ledger did not change (the one there could not be used). */
  freshDigest?: boolean;
  /** Told how far the reading has got (a progress line while a cold ledger is built). */
  onProgress?: OnProgress;
  /**
   * With no ledger yet (every file will be read, on workers when there is enough), start
   * the scan's workers before listing the files, so they load while the files are listed.
   */
  earlyWorkers?: boolean;
  /** Workers `usageView` started already (see `earlyWorkers`). */
  started?: StartedWorkers;
}

/**
 * The scan's workers when `o` asks for them early, reads on several threads, and no ledger
 * is kept yet: those the process started at its start (scan-workers.ts), else started now.
 */
function startEarly(o: RefreshOptions): StartedWorkers | undefined {
  const several = o.threads === undefined || (typeof o.threads === 'number' && o.threads > 1);
  if (!o.earlyWorkers || !several || !o.cache || existsSync(ledgerPath(o.cache.dir, o.projectsDirs))) return undefined;
  return (o.threads === undefined ? takeColdScanWorkers() : undefined) ?? startScanWorkers(typeof o.threads === 'number' ? o.threads : undefined);
}

export interface Refreshed {
  book: UsageBook;
  update: UpdateReport;
  /** 'restored', or why the ledger was built from the files ('none yet', 'corrupt', …). */
  start: string;
  path: string | null;
  /** The digest written beside the ledger by this refresh (digest.ts), when one was. */
  digest: UsageDigest | null;
}

export async function refreshLedger(o: RefreshOptions): Promise<Refreshed> {
  const started = o.started ?? startEarly(o);
  try {
    return await refresh(o, started);
  } finally {
    await started?.release(); // those the read did not take (too little to read on workers)
  }
}

async function refresh(o: RefreshOptions, started: StartedWorkers | undefined): Promise<Refreshed> {
  const log = o.log ?? (() => {});
  const meta: LedgerMeta | null = o.cache ? { version: o.cache.version, dirs: o.projectsDirs } : null;
  const path = o.cache ? ledgerPath(o.cache.dir, o.projectsDirs) : null;
  // Listed and stat'ed (the thread pool's work) while the ledger is read and decoded (this thread's).
  const listing = o.listing ? Promise.resolve(o.listing) : listFiles(o.projectsDirs);
  listing.catch(() => {}); // awaited below; a failure is thrown there
  let book = new UsageBook();
  let start = 'not persisted';
  if (path && meta) {
    const loaded = await loadLedger(path, meta);
    if ('book' in loaded) {
      book = loaded.book;
      start = 'restored';
    } else {
      start = loaded.reason;
      log(loaded.reason === 'none yet' ? 'debug' : 'info', `usage ledger ${path} not used (${loaded.reason}); reading the transcripts`);
    }
  }
  let update: UpdateReport;
  try {
    update = await updateBook(book, o.projectsDirs, { log, threads: o.threads, signal: o.signal, listing, onProgress: o.onProgress, started });
  } catch (err) {
    if (start !== 'restored' || o.signal?.aborted) throw err;
    // A restored ledger that turns out inconsistent (it decoded, yet its parts disagree): start over.
    log('info', `usage ledger ${path} not used (${(err as Error).message}); reading the transcripts`);
    book = new UsageBook();
    start = 'inconsistent';
    update = await updateBook(book, o.projectsDirs, { log, threads: o.threads, signal: o.signal });
  }
  // The files are written by the thread pool while this thread makes the status line summary (afterUpdate).
  const persisted = path && meta && o.cache ? persistBook(book, { path, meta, cacheDir: o.cache.dir, projectsDirs: o.projectsDirs, log, changed: update.changed || start !== 'restored', freshDigest: o.freshDigest }) : null;
  try {
    await o.afterUpdate?.(book, update);
  } finally {
    await persisted;
  }
  return { book, update, start, path, digest: await persisted };
}

/**
 * Saves a ledger and, beside it, its digest (a new one whenever the ledger changed, or
 * when asked, or when none is there): what `refreshLedger` and the first scan of the
 * local servers (first-scan.ts) write. Returns the digest it made (null when none was
 * needed). A failure to write is logged, never thrown.
 */
export async function persistBook(book: UsageBook, o: { path: string; meta: LedgerMeta; cacheDir: string; projectsDirs: string[]; log: Logger; changed: boolean; freshDigest?: boolean }): Promise<UsageDigest | null> {
  const digestFile = digestPath(o.cacheDir, o.projectsDirs);
  let digest: UsageDigest | null = null;
  try {
    // Encoded now, written by the thread pool while the digest is made.
    const ledgerSaved = o.changed ? saveLedger(o.path, book, o.meta) : null;
    ledgerSaved?.catch(() => {}); // awaited below
    try {
      // The digest follows the ledger (a new one, or none yet): reports that find nothing changed read only it.
      if (o.changed || o.freshDigest || !existsSync(digestFile)) digest = digestOf(book);
    } finally {
      await ledgerSaved;
    }
    if (digest) await saveDigest(digestFile, digest, o.meta);
  } catch (err) {
    o.log('warn', `usage ledger not written to ${o.path}: ${(err as Error).message}`);
  }
  return digest;
}

/** What the dated, session and project reports read: the ledger's columns or its digest's. */
export interface UsageView {
  columns: LedgerColumns;
  sessions: Map<string, SessionInfo>;
  malformedLines: number;
  /** 'digest' when no transcript changed since the ledger was saved (nothing else was read). */
  source: 'digest' | 'ledger';
}

/**
 * The reports' view of the ledger: when the files are exactly those the saved digest was
 * made from (digest.ts) and `ready()` agrees, the digest alone; otherwise the ledger,
 * brought up to date by `refreshLedger` (which writes a new digest).
 */
export async function usageView(o: RefreshOptions & { ready?: () => boolean }): Promise<UsageView> {
  const started = startEarly(o);
  let listing: Listing;
  try {
    listing = o.listing ?? (await listFiles(o.projectsDirs));
    if (o.cache) {
      const digest = await loadDigest(digestPath(o.cache.dir, o.projectsDirs), { version: o.cache.version, dirs: o.projectsDirs });
      if (digest && digestMatches(digest, listing) && (o.ready?.() ?? true)) {
        await started?.release();
        return { columns: digestColumns(digest), sessions: digestSessions(digest), malformedLines: digest.malformedLines, source: 'digest' };
      }
    }
  } catch (err) {
    await started?.release();
    throw err;
  }
  const { book, digest } = await refreshLedger({ ...o, listing, freshDigest: true, started });
  // The digest just made sums the same messages in fewer rows (a report over it is the report over the ledger: digest.ts).
  if (digest) return { columns: digestColumns(digest), sessions: digestSessions(digest), malformedLines: digest.malformedLines, source: 'ledger' };
  return { columns: book.ledger.columns(), sessions: book.sessions(), malformedLines: book.malformedLines, source: 'ledger' };
}
