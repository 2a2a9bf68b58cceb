/**
 * Reading many byte ranges of transcript files (scan-file.ts), on worker threads when
 * there is enough to read: one per core, the few very large files first, then in the
 * order the results are folded, so the main thread folds while the workers read. A
 * cold ledger reads every file from 0; a warm one only the bytes appended since.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { AssistantLine } from '../transcripts/schemas.ts';
import { scanFile, STRINGS_PER_LINE, NUMBERS_PER_LINE, type FileScan } from './scan-file.ts';
import type { ScanTask } from './scan-worker.ts';

/** Below this many bytes in all, starting workers costs more than it saves. */
const WORKER_THRESHOLD_BYTES = 96 * 1024 * 1024;

/**
 * A worker's young generation (V8 grows it to 48 MB by default). Parsed lines die young;
 * a small one collects them before they are promoted: about 30 MB less peak memory at
 * 1 GB (365 → 337 MB with two workers), same CPU.
 */
const YOUNG_GENERATION_MB = 6;

export type ScanOutcome = { scan: FileScan } | { error: string };

/** One range to read: [start, end) of `path`; `main` when the working directory and first prompt are still wanted. */
export interface RangeTask {
  path: string;
  start: number;
  end: number;
  main: boolean;
}

const WORKER_URL = new URL(`./scan-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/** Threads for reading `bytes`: none below the threshold (the caller's thread reads), else one per core. */
export function threadsFor(bytes: number, tasks: number, wanted?: number): number {
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
export async function scanRanges(tasks: RangeTask[], threads: number, onResult: (i: number, o: ScanOutcome) => void): Promise<void> {
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
  const opts = (t: RangeTask) => ({ main: t.main, titles: true, malformed: true });
  if (threads <= 1) {
    for (let i = 0; i < tasks.length; i++) {
      const t = tasks[i]!;
      try {
        arrived(i, { scan: await scanFile(t.path, t.start, t.end, opts(t)) });
      } catch (err) {
        arrived(i, { error: (err as NodeJS.ErrnoException).code ?? (err as Error).message });
      }
    }
    return;
  }
  const queue = dispatchOrder(tasks, threads);
  let next = 0;
  await Promise.all(
    Array.from({ length: threads }, () => {
      const worker = new Worker(WORKER_URL, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
      return new Promise<void>((resolve, reject) => {
        let inFlight = 0;
        // Two files in flight per worker: it never waits for the main thread between files.
        const feed = () => {
          while (inFlight < 2 && next < queue.length) {
            const i = queue[next++]!;
            const t = tasks[i]!;
            inFlight++;
            worker.postMessage({ index: i, path: t.path, start: t.start, end: t.end, ...opts(t) } satisfies ScanTask);
          }
          if (inFlight === 0) resolve();
        };
        worker.on('message', (reply: { index: number } & ScanOutcome) => {
          inFlight--;
          feed();
          arrived(reply.index, reply);
        });
        worker.once('error', reject);
        feed();
      }).finally(() => worker.terminate());
    }),
  );
}

/** The counted lines of a scan, as assistant lines carrying exactly what the ledger reads. */
export function* countedLines(scan: FileScan): Generator<{ line: AssistantLine; offset: number }> {
  const s = scan.strings;
  const n = scan.numbers;
  const count = n.length / NUMBERS_PER_LINE;
  for (let i = 0; i < count; i++) {
    const o = i * NUMBERS_PER_LINE;
    const [w5, w1] = [n[o + 4]!, n[o + 5]!];
    const j = i * STRINGS_PER_LINE;
    const line = {
      type: 'assistant',
      message: {
        id: s[j],
        model: s[j + 3],
        content: [],
        usage: { input_tokens: n[o + 2], output_tokens: n[o + 3], cache_creation_input_tokens: w5 + w1, cache_read_input_tokens: n[o + 6], cache_creation: { ephemeral_5m_input_tokens: w5, ephemeral_1h_input_tokens: w1 } },
      },
      requestId: s[j + 1],
      requestSessionId: s[j + 5],
      uuid: s[j + 2],
      timestamp: s[j + 4],
      isSidechain: n[o + 1] === 1,
    } as AssistantLine;
    yield { line, offset: n[o]! };
  }
}
