/**
 * The usage scan's worker threads (scan-worker.ts), and their start before they are
 * needed. Apart from scan.ts, which reads with them, so that a process can start them
 * before it loads anything else: `toolshed usage` with no ledger in the cache folder
 * starts them first thing (`startColdScanWorkers`), and they load while the command's
 * modules load and the files are listed.
 */
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { startWorkers, workerUrl, type StartedWorkers } from '../workers/pool.ts';

export const WORKER_URL = workerUrl('scan-worker', import.meta.url);

/**
 * A worker's young generation (V8 grows it to 48 MB by default). Parsed lines die young;
 * a small one collects them before they are promoted: about 30 MB less peak memory at
 * 1 GB (365 → 337 MB with two workers), same CPU.
 */
export const YOUNG_GENERATION_MB = 6;

/**
 * Worker threads for a read on `threads` threads: the caller's thread reads too, so one
 * fewer. Each worker is an isolate of its own that starts Node, loads and compiles the
 * scan and hands every result over as a message; the caller's thread has the code loaded
 * already, starts reading as soon as the files are listed, and folds what it read without
 * a copy (docs/benchmarks.md, "Issue 39, part 1: the caller's thread reads too").
 */
export const workersFor = (threads: number) => Math.max(0, threads - 1);

/**
 * The scan's workers for a read on `cores` threads, started before the files are listed
 * (a cold ledger reads every file: the workers load their modules while this thread lists
 * and stats). `scanRanges` takes them; those it does not take are for the caller to `release`.
 */
export function startScanWorkers(cores = availableParallelism()): StartedWorkers {
  return startWorkers(WORKER_URL, workersFor(cores), { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
}

let early: StartedWorkers | undefined;

/**
 * Starts the scan's workers now when the cache folder `cacheDir` holds no usage ledger at
 * all (a first run: whatever folders it reads, every file will be read), kept for
 * `takeColdScanWorkers`. They do not keep the process alive until taken: a run that ends
 * before its read (a bad flag, too little to read on workers) ends as it would without them.
 */
export function startColdScanWorkers(cacheDir: string): void {
  if (early || availableParallelism() < 2) return;
  let names: string[];
  try {
    names = readdirSync(cacheDir);
  } catch {
    names = []; // no cache folder yet
  }
  if (names.some((n) => n.startsWith('usage-ledger-') && n.endsWith('.bin'))) return;
  const started = startScanWorkers();
  early = started;
  started.unref();
}

/** The workers `startColdScanWorkers` started, once (undefined when it started none). */
export function takeColdScanWorkers(): StartedWorkers | undefined {
  const taken = early;
  early = undefined;
  taken?.ref();
  return taken;
}
