/**
 * The index's first scan on every core. Parsing every line is the whole cost of a cold
 * start (JSON.parse of a gigabyte), and a conversation's record depends only on its own
 * files, save for two things shared by all conversations: the token ledger (a message
 * counts once, under the first session that had it) and the line owners (an unmarked
 * copy is a line whose uuid another session claimed first). So worker threads build the
 * records, one conversation at a time (scan-worker.ts, the index's own functions), and
 * hand back per file its counted lines and claimed uuids; the main thread folds those in
 * the index's reading order into one ledger and one owners map, exactly as a scan on one
 * thread would, and restores the lot into the index (`restoreState`, the snapshot's
 * path). The index's scan that follows finds every file read and reads none again.
 *
 * Two conversations that claim the same uuid (an older client's resume copies lines
 * without a mark) are both left out: the later one's answers depended on knowledge its
 * worker did not have. The index's own scan then reads them, in reading order, after
 * the others (which share no claim with them), as one thread would have. So is a
 * conversation whose file a worker could not read (the index then says why).
 */
import { availableParallelism } from 'node:os';
import { runOnWorkers, workerUrl } from '../workers/pool.ts';
import { ownerOf } from './accounting.ts';
import { Ledger } from './ledger.ts';
import { forEachCounted } from './accounted-columns.ts';
import { listTranscriptFiles, statOldestFirst, peekSessionId } from './file-scanner.ts';
import type { IndexState, RecordState } from './index-snapshot.ts';
import type { TranscriptIndex } from './conversations.ts';
import type { SessionTask, SessionResult, FileResult } from './scan-worker.ts';
import type { TranscriptFile } from './paths.ts';

/** Below this many bytes, starting workers costs more than it saves. */
const PARALLEL_MIN_BYTES = 48 * 1024 * 1024;
/** A worker's young generation: parsed lines die young (see src/ledger/scan.ts). */
const YOUNG_GENERATION_MB = 8;
const WORKER_URL = workerUrl('scan-worker', import.meta.url);

export interface ParallelOptions {
  threads?: number;
  /** Use workers from this many bytes of transcripts on (tests pass 0). */
  minBytes?: number;
  /** Build the usage ledger from the same pass (src/ledger/first-scan.ts). */
  ledger?: FirstScanLedger;
  /** Files folded so far of all, and their bytes (a progress line while it runs). */
  onProgress?: (p: { files: number; totalFiles: number; bytes: number; totalBytes: number }) => void;
}

/** A file of the first scan as the usage ledger records it. */
export interface ScannedFile {
  path: string;
  kind: TranscriptFile['kind'];
  projectDir: string;
  sessionId: string;
  size: number;
  mtimeMs: number;
}

/**
 * The usage ledger built in the first scan's pass: each file's result, in reading order
 * (a file a worker could not read comes with its `error`: the ledger reads it later). It
 * folds the counted lines into its `ledger`, which the index then restores as its own
 * (same rules: one ledger, folded once).
 */
export interface FirstScanLedger {
  fold(file: ScannedFile, result: FileResult): void;
  readonly ledger: Ledger;
}

/**
 * Fills an empty index from its files on worker threads: how many conversations it
 * restored and how many it left to the index's own scan; null (nothing done) when there
 * is too little to read for it to pay, or one core.
 */
export async function parallelFirstScan(index: TranscriptIndex, o: ParallelOptions = {}): Promise<{ restored: number; left: number } | null> {
  const { files: listed } = await listTranscriptFiles(index.projectsDir);
  const { files: stated } = await statOldestFirst(listed);
  const bytes = stated.reduce((n, s) => n + s.size, 0);
  const threads = o.threads ?? Math.min(availableParallelism(), 4);
  if (threads < 2 || bytes < (o.minBytes ?? PARALLEL_MIN_BYTES)) return null;

  // Conversations in the order their first file is read (the order a scan makes records in).
  const sessions = new Map<string, SessionTask>();
  const order: ScannedFile[] = [];
  for (const s of stated) {
    let sessionId: string | null;
    try {
      sessionId = s.c.kind === 'legacy-agent' ? peekSessionId(s.path) : s.c.sessionId;
    } catch {
      continue; // the index's scan reports it
    }
    if (!sessionId) continue;
    let task = sessions.get(sessionId);
    if (!task) sessions.set(sessionId, (task = { index: sessions.size, sessionId, files: [], usage: !!o.ledger }));
    const file = { path: s.path, kind: s.c.kind, projectDir: s.c.projectDir, size: s.size, mtimeMs: s.mtimeMs };
    task.files.push(file);
    order.push({ ...file, sessionId });
  }
  const tasks = [...sessions.values()];

  // The ledger and the line owners, file by file in reading order, as results arrive (a
  // file's columns are dropped once folded: the main thread holds little beside the records).
  const ledger = o.ledger?.ledger ?? new Ledger();
  const owners = new Map<string, string>();
  const left = new Set<string>();
  const arrived = new Map<string, Map<string, FileResult>>();
  let folded = 0;
  let foldedBytes = 0;
  const foldReady = () => {
    foldFiles();
    o.onProgress?.({ files: folded, totalFiles: order.length, bytes: foldedBytes, totalBytes: bytes });
  };
  const foldFiles = () => {
    for (; folded < order.length; folded++) {
      const file = order[folded]!;
      const { path, sessionId } = file;
      const f = arrived.get(sessionId)?.get(path);
      if (!f) return;
      if (f.error) left.add(sessionId);
      if (o.ledger) o.ledger.fold(file, f);
      else forEachCounted(f.columns, (c) => void ledger.addCountedAt(ownerOf(c.requestSessionId, sessionId), c.key, c.counts, c.model, c.sidechain, c.timeMs));
      for (const uuid of f.claims ? f.claims.split('\n') : []) {
        const owner = owners.get(uuid);
        if (owner === undefined) owners.set(uuid, sessionId);
        else if (owner !== sessionId) left.add(sessionId).add(owner);
      }
      arrived.get(sessionId)!.delete(path);
      foldedBytes += file.size;
    }
  };
  const results = await runTasks(tasks, threads, (r) => {
    arrived.set(tasks[r.index]!.sessionId, new Map(r.files.map((f) => [f.path, f])));
    r.files = [];
    foldReady();
  });
  const records: RecordState[] = [];
  const ordinalOf = new Map<string, number>();
  for (const r of results.sort((a, b) => a.index - b.index)) {
    const id = tasks[r.index]!.sessionId;
    if (left.has(id)) continue;
    ordinalOf.set(id, r.index);
    records.push({ ...r.record, ordinal: r.index });
  }
  const kept = [...owners].filter(([, s]) => ordinalOf.has(s));
  const state: IndexState = {
    records,
    ordinals: tasks.length,
    ledger: ledger.exportState(),
    pricesKey: JSON.stringify(index.prices),
    owners: { uuids: kept.map(([u]) => u).join('\n'), ordinals: Int32Array.from(kept, ([, s]) => ordinalOf.get(s)!) },
  };
  index.restoreState(state);
  return { restored: records.length, left: left.size };
}

/**
 * Runs the conversations on `threads` workers: the few very large ones first (so that
 * none finishes alone at the end), then in reading order (so that results arrive about
 * when they can be folded). `onResult` gets each as it comes.
 */
async function runTasks(tasks: SessionTask[], threads: number, onResult: (r: SessionResult) => void): Promise<SessionResult[]> {
  const size = (t: SessionTask) => t.files.reduce((n, f) => n + f.size, 0);
  const total = tasks.reduce((n, t) => n + size(t), 0);
  const large = (t: SessionTask) => size(t) > total / (threads * 8);
  const all = tasks.map((_, i) => i);
  const order = [...all.filter((i) => large(tasks[i]!)), ...all.filter((i) => !large(tasks[i]!))];
  const results: SessionResult[] = [];
  // A task carries its own index (its place in `tasks`), which its result repeats.
  await runOnWorkers<SessionResult>(WORKER_URL, tasks.length, { threads, order, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB }, message: (i) => ({ value: tasks[i] }) }, (r) => {
    results.push(r);
    onResult(r);
  });
  return results;
}
