/**
 * Bringing a usage ledger up to date with the transcript files: list and stat them (the
 * index's own listing and order), then per file
 *
 * - unchanged (same size and mtime): nothing is read;
 * - grown or touched, with the bytes already read still there (fingerprint.ts): only the
 *   bytes from its offset are read;
 * - new: read from its start;
 * - truncated (shorter than its offset), rewritten in place or replaced by another file
 *   (a copy from another machine), or deleted: its session, and every session linked to
 *   it by a shared message (book.ts), lose their messages and their remaining files are
 *   read again from the start. The result is what a fresh scan gives.
 *
 * Files are folded in reading order (oldest first), as the index reads them; an unmarked
 * copy of a message (an older client's resume) stays with the session where it was seen
 * first, so a session read again after others may lose such a copy to one of them. The
 * conversation index has the same rule when it rebuilds a conversation.
 */
import { listTranscriptFiles, statOldestFirst, peekSessionId, type StatedFile } from '../transcripts/file-scanner.ts';
import type { TranscriptFile } from '../transcripts/paths.ts';
import type { Logger } from '../transcripts/index-events.ts';
import { UsageBook, freshEntry, readingOrder, type FileEntry } from './book.ts';
import { fingerprintsOf } from './fingerprint.ts';
import { scanRanges, threadsFor, type RangeTask, type Threads } from './scan.ts';
import type { StartedWorkers } from '../workers/pool.ts';

export interface UpdateReport {
  /** Transcript files listed. */
  files: number;
  added: number;
  appended: number;
  /** Files read again from their start (their own change, or a linked session's). */
  reread: number;
  deleted: number;
  bytesRead: number;
  /** Whether the ledger changed (it is then worth saving). */
  changed: boolean;
  warnings: string[];
}

const sessionOf = (path: string, c: TranscriptFile): string | null => (c.kind === 'legacy-agent' ? peekSessionId(path) : c.sessionId);

function stillThere(path: string, e: FileEntry): boolean {
  if (e.offset === 0) return true;
  try {
    const now = fingerprintsOf(path, e.offset);
    return now.head === e.head && now.tail === e.tail;
  } catch {
    return false;
  }
}

/** The transcript files of `projectsDirs`, stat'ed, oldest first; what could not be listed or stat'ed, as warnings. */
export interface Listing {
  listed: Map<string, TranscriptFile>;
  files: StatedFile[];
  warnings: string[];
}

export async function listFiles(projectsDirs: string[]): Promise<Listing> {
  const warnings: string[] = [];
  const listed = new Map<string, TranscriptFile>();
  for (const dir of projectsDirs) {
    const { files, warnings: w } = await listTranscriptFiles(dir);
    warnings.push(...w);
    for (const [p, c] of files) listed.set(p, c);
  }
  const stats = await statOldestFirst(listed);
  for (const [, msg] of stats.warnings) warnings.push(msg);
  return { listed, files: stats.files, warnings };
}

/**
 * Updates `book` from the transcript files under each folder of `projectsDirs` (or from
 * `listing`, when the caller started it earlier: a warm run lists and stats while the
 * ledger is decoded). With `signal` aborted it stops between files and throws (the book
 * is then half updated: the caller drops it, never saves it).
 */
/** Files and bytes read so far of those to read (a progress line while a cold ledger is built). */
export type OnProgress = (p: { files: number; totalFiles: number; bytes: number; totalBytes: number }) => void;

export interface UpdateOptions {
  log?: Logger;
  threads?: Threads;
  signal?: AbortSignal;
  listing?: Promise<Listing>;
  onProgress?: OnProgress;
  /** Scan workers started already (scan.ts, `startScanWorkers`), taken when the read uses workers. */
  started?: StartedWorkers;
}

export async function updateBook(book: UsageBook, projectsDirs: string[], o: UpdateOptions = {}): Promise<UpdateReport> {
  const report: UpdateReport = { files: 0, added: 0, appended: 0, reread: 0, deleted: 0, bytesRead: 0, changed: false, warnings: [] };
  const warn = (msg: string) => {
    report.warnings.push(msg);
    o.log?.('warn', msg);
  };
  const { listed, files: statedFiles, warnings } = await (o.listing ?? listFiles(projectsDirs));
  for (const w of warnings) warn(w);
  const stats = { files: statedFiles };
  report.files = stats.files.length;

  const toRead = new Map<string, StatedFile>();
  // New legacy agent files: the thread that reads one finds its session (readInOrder).
  const peek = new Set<string>();
  const changedSessions = new Set<string>();
  for (const s of stats.files) {
    const e = book.files.get(s.path);
    if (!e) {
      if (s.c.kind === 'legacy-agent') peek.add(s.path);
      else report.added++;
      book.files.set(s.path, freshEntry({ path: s.path, kind: s.c.kind, projectDir: s.c.projectDir, sessionId: s.c.kind === 'legacy-agent' ? '' : s.c.sessionId }));
      toRead.set(s.path, s);
      continue;
    }
    if (s.size === e.size && s.mtimeMs === e.mtimeMs) continue;
    if (s.size >= e.offset && stillThere(s.path, e)) {
      toRead.set(s.path, s);
      report.appended++;
    } else changedSessions.add(e.sessionId);
  }
  // Gone from the listing: deleted (a file that is listed but cannot be stat'ed is kept as it was).
  const statOf = new Map(stats.files.map((s) => [s.path, s]));
  for (const [path, e] of book.files) {
    if (listed.has(path)) continue;
    book.files.delete(path);
    changedSessions.add(e.sessionId);
    report.deleted++;
  }
  // A grown file moves to the end of the reading order: when it passes a file of a
  // session it shares messages with, credits and ties may move (book.ts).
  for (const path of toRead.keys()) {
    const e = book.files.get(path)!;
    if (e.offset > 0 && passesLinked(book, e)) changedSessions.add(e.sessionId);
  }
  report.changed = toRead.size > 0 || report.deleted > 0 || changedSessions.size > 0;
  for (let pass = 0; pass < 3 && (toRead.size || changedSessions.size); pass++) {
    if (changedSessions.size) await resetSessions(book, book.closure(changedSessions), statOf, toRead, report);
    changedSessions.clear();
    for (const id of await readInOrder(book, toRead, peek, report, warn, o)) changedSessions.add(id);
    peek.clear();
    toRead.clear();
    o.signal?.throwIfAborted();
  }
  return report;
}

/** Whether a file of a session linked to `e`'s was after `e` in the reading order (so `e`, grown, now passes it). */
function passesLinked(book: UsageBook, e: FileEntry): boolean {
  const linked = book.links.get(e.sessionId);
  if (!linked?.size) return false;
  for (const f of book.files.values()) if (f !== e && linked.has(f.sessionId) && readingOrder(e, f) < 0) return true;
  return false;
}

/** Drops `dropped` sessions and queues their files to be read from the start (a legacy agent file's session is read again). */
async function resetSessions(book: UsageBook, dropped: Set<string>, statOf: Map<string, StatedFile>, toRead: Map<string, StatedFile>, report: UpdateReport): Promise<void> {
  book.dropSessions(dropped);
  for (const [path, e] of book.files) {
    if (!dropped.has(e.sessionId)) continue;
    const s = statOf.get(path);
    if (!s) continue; // unreadable now: read again once it can be
    let sessionId: string | null = e.sessionId;
    try {
      if (e.kind === 'legacy-agent') sessionId = sessionOf(path, s.c);
    } catch {
      sessionId = null;
    }
    if (!sessionId) {
      book.files.delete(path);
      continue;
    }
    book.files.set(path, freshEntry({ path, kind: e.kind, projectDir: e.projectDir, sessionId }));
    if (!toRead.has(path)) report.reread++;
    toRead.set(path, s);
  }
}

/**
 * Reads the queued files (from their offsets) in reading order and folds them. Returns
 * the sessions to read again because one of these files repeats, without a mark, a
 * message credited to a session with a newer file folded earlier: a fresh scan would
 * have read this file first.
 */
async function readInOrder(book: UsageBook, toRead: Map<string, StatedFile>, peek: Set<string>, report: UpdateReport, warn: (m: string) => void, { threads, signal, onProgress, started }: UpdateOptions): Promise<Set<string>> {
  // Per session, its newest file folded before this read (within one read, files are in order already).
  const newest = new Map<string, number>();
  for (const e of book.files.values()) {
    if (!toRead.has(e.path) && e.mtimeMs > (newest.get(e.sessionId) ?? -Infinity)) newest.set(e.sessionId, e.mtimeMs);
  }
  const order = [...toRead.values()].sort((a, b) => readingOrder({ mtimeMs: a.mtimeMs, kind: a.c.kind }, { mtimeMs: b.mtimeMs, kind: b.c.kind }));
  const tasks: RangeTask[] = order.map((s) => {
    const e = book.files.get(s.path)!;
    return { path: s.path, start: e.offset, end: s.size, main: e.kind === 'main' && (e.cwd === null || e.firstPrompt === null), peek: peek.has(s.path) };
  });
  const bytes = tasks.reduce((n, t) => n + Math.max(0, t.end - t.start), 0);
  report.bytesRead += bytes;
  const misordered = new Set<string>();
  let done = 0;
  await scanRanges(tasks, threadsFor(bytes, tasks.length, threads), (i, outcome) => {
    const s = order[i]!;
    const e = book.files.get(s.path)!;
    done += Math.max(0, tasks[i]!.end - tasks[i]!.start);
    onProgress?.({ files: i + 1, totalFiles: tasks.length, bytes: done, totalBytes: bytes });
    if ('error' in outcome) {
      warn(`skipped ${s.path}: ${outcome.error}`);
      if (tasks[i]!.peek) book.files.delete(s.path); // its session unknown: found next time
      return; // size and mtime unchanged: read again next time
    }
    if (tasks[i]!.peek) {
      if (!outcome.sessionId) {
        book.files.delete(s.path); // an agent file with no line yet
        return;
      }
      e.sessionId = outcome.sessionId;
      report.added++;
    }
    for (const credited of book.fold(e, outcome.scan)) {
      if (s.mtimeMs < (newest.get(credited) ?? -Infinity)) misordered.add(credited).add(e.sessionId);
    }
    e.size = s.size;
    e.mtimeMs = s.mtimeMs;
    const fingerprints = outcome.fingerprints ?? outcome.scan.fingerprints; // a worker's, or those this thread's read took
    if (fingerprints) Object.assign(e, fingerprints);
    else {
      try {
        Object.assign(e, fingerprintsOf(s.path, e.offset));
      } catch {
        e.head = e.tail = ''; // gone since: the next update finds it changed
      }
    }
  }, signal, started);
  return misordered;
}
