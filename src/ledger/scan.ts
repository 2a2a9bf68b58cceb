/**
 * Reading many byte ranges of transcript files (scan-file.ts), on worker threads when
 * there is enough to read: one per core, the few very large files first, then in the
 * order the results are folded, so the main thread folds while the workers read. A
 * cold ledger reads every file from 0; a warm one only the bytes appended since.
 */
import { availableParallelism } from 'node:os';
import { scanPeeked, type FileScan } from './scan-file.ts';
import { runOnWorkers, type StartedWorkers } from '../workers/pool.ts';
import { WORKER_URL, YOUNG_GENERATION_MB, workersFor } from './scan-workers.ts';
import type { ScanTask, RangeOutcome } from './scan-worker.ts';
import type { Fingerprints } from './fingerprint.ts';

export { startScanWorkers, workersFor } from './scan-workers.ts';

/** Small ranges go to a worker together, up to this many bytes or BATCH_RANGES ranges a message. */
const BATCH_BYTES = 4 * 1024 * 1024;
const BATCH_RANGES = 64;

/**
 * Tasks (batches) queued on each worker: the caller's thread feeds its workers only between
 * its own tasks and the folds of what arrived, so two (the pool's default) left a worker
 * waiting ~8 % of a cold 1 GB read on a quiet machine, and most of it on a busy one
 * (docs/benchmarks.md, usage9).
 */
const IN_FLIGHT = 3;

/** Below this many bytes in all, starting workers costs more than it saves. */
const WORKER_THRESHOLD_BYTES = 96 * 1024 * 1024;

/**
 * A range read (with the file's fingerprints when a worker took them; with the session
 * the file names, for a `peek` task: null when it names none, and nothing was read), or
 * why it could not be.
 */
export type ScanOutcome = { scan: FileScan; fingerprints?: Fingerprints; sessionId?: string | null } | { error: string };

/**
 * One range to read: [start, end) of `path`; `main` when the working directory and first
 * prompt are still wanted; `peek` when the file's session is named only inside it (an
 * older agent file, `peekSessionId`): found by the thread that reads it, not one file at
 * a time before the read (a cold scan of 1 GB peeks at ~3,000 such files).
 */
export interface RangeTask {
  path: string;
  start: number;
  end: number;
  main: boolean;
  peek?: boolean;
}

/**
 * How many threads read: a number (1: the caller's thread), or 'background': one worker
 * thread, so that the caller's thread stays free (a local server keeping the ledger).
 */
export type Threads = number | 'background';


/** Threads for reading `bytes`: none below the threshold (the caller's thread reads), else one per core. */
export function threadsFor(bytes: number, tasks: number, wanted?: Threads): Threads {
  return wanted ?? (bytes < WORKER_THRESHOLD_BYTES ? 1 : Math.min(availableParallelism(), tasks));
}

/**
 * The order tasks are handed out: the few very large ones first (so that none finishes
 * alone at the end), then in order, so that results arrive about when they are folded.
 */
function dispatchOrder(tasks: RangeTask[], threads: number): number[] {
  const size = (t: RangeTask) => t.end - t.start;
  const total = tasks.reduce((s, t) => s + size(t), 0);
  const large = (t: RangeTask) => size(t) > total / (threads * 8);
  const order = tasks.map((_, i) => i);
  return [...order.filter((i) => large(tasks[i]!)), ...order.filter((i) => !large(tasks[i]!))];
}

/**
 * Reads every task and calls `onResult` with the results **in task order** (each as soon
 * as every task before it is done), so the caller folds while the workers read on.
 */
export async function scanRanges(tasks: RangeTask[], wanted: Threads, onResult: (i: number, o: ScanOutcome) => void, signal?: AbortSignal, started?: StartedWorkers): Promise<void> {
  const threads = wanted === 'background' ? 1 : wanted;
  const waiting = new Map<number, ScanOutcome>();
  let folded = 0;
  const arrived = (i: number, r: ScanOutcome) => {
    waiting.set(i, r);
    for (let w = waiting.get(folded); w !== undefined; w = waiting.get(folded)) {
      waiting.delete(folded);
      onResult(folded, w);
      folded++;
    }
  };
  const opts = (t: RangeTask) => ({ main: t.main, titles: true, malformed: true, peek: t.peek === true });
  // On this thread: the fingerprints are taken as the result is folded (update.ts).
  const readHere = async (i: number) => {
    const t = tasks[i]!;
    try {
      arrived(i, await scanPeeked(t.path, t.start, t.end, opts(t)));
    } catch (err) {
      arrived(i, { error: (err as NodeJS.ErrnoException).code ?? (err as Error).message });
    }
  };
  if (wanted !== 'background' && threads <= 1) {
    for (let i = 0; i < tasks.length && !signal?.aborted; i++) await readHere(i);
    return;
  }
  const batches = batched(tasks, dispatchOrder(tasks, threads));
  await runOnWorkers<{ index: number; results: RangeOutcome[] }>(
    WORKER_URL,
    batches.length,
    {
      // In the background the caller's thread stays free (one worker reads); else it reads beside the workers.
      threads: wanted === 'background' ? 1 : workersFor(threads),
      here: wanted === 'background' ? undefined : async (b) => {
        for (const i of batches[b]!) await readHere(i);
      },
      signal,
      started,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      inFlight: wanted === 'background' ? undefined : IN_FLIGHT,
      message: (b) => ({ value: { index: b, ranges: batches[b]!.map((i) => ({ index: i, path: tasks[i]!.path, start: tasks[i]!.start, end: tasks[i]!.end, ...opts(tasks[i]!) })) } satisfies ScanTask }),
    },
    (reply) => {
      for (const r of reply.results) arrived(r.index, 'scan' in r ? { scan: r.scan, fingerprints: r.fingerprints, sessionId: r.sessionId } : { error: r.error });
    },
  );
}

/** Task indexes in dispatch order, cut into batches of consecutive small ranges (a large one alone). */
function batched(tasks: RangeTask[], order: number[]): number[][] {
  const out: number[][] = [];
  let batch: number[] = [];
  let bytes = 0;
  for (const i of order) {
    const size = tasks[i]!.end - tasks[i]!.start;
    if (batch.length && (bytes + size > BATCH_BYTES || batch.length >= BATCH_RANGES)) {
      out.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(i);
    bytes += size;
  }
  if (batch.length) out.push(batch);
  return out;
}
