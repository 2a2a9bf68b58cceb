/**
 * The one pool of worker threads: tasks handed out to `threads` workers, two in
 * flight per worker by default (so a worker never waits for the main thread between two
 * tasks), replies given to `onReply` as they arrive. The catalog build (zips and
 * the catalog's loading), the transcripts' first scan and the usage ledger's scan
 * run on it; each says what a message and a reply are. A reply names its task by
 * `index`. Workers are ended when the tasks are done or one fails.
 */
import { availableParallelism } from 'node:os';
import type { MessagePort, ResourceLimits, Worker as WorkerType } from 'node:worker_threads';

export interface PoolOptions {
  threads: number;
  /** Task indexes in the order to hand them out (default: 0, 1, 2, …). */
  order?: readonly number[];
  /** What is posted for task `i`, with the buffers to transfer. */
  message: (i: number) => { value: unknown; transfer?: ArrayBuffer[] };
  resourceLimits?: ResourceLimits;
  /** Given to each worker as `workerData`. */
  workerData?: unknown;
  /** No task is handed out once aborted; the pool ends when those in flight are back. */
  signal?: AbortSignal;
  /** Workers started earlier for this `url` (`startWorkers`): taken before any new one is made. */
  started?: StartedWorkers;
  /**
   * The caller's thread takes tasks from the same queue too, one at a time, running task
   * `i` with `here(i)` between the workers' replies (its `threads` workers are then the
   * other cores). What it answers is the caller's to keep: nothing is posted for it.
   */
  here?: (i: number) => Promise<void> | void;
  /**
   * Tasks handed to a worker before its first reply (default 2). More when the caller's
   * thread works too (`here`): a worker is fed only between the caller's own tasks, so it
   * needs work queued for as long as one of them (and the folds after it) takes.
   */
  inFlight?: number;
}

/**
 * Workers started before their tasks are known (a cold usage run starts them while it
 * lists the files: a worker takes ~50 ms of CPU to load its modules, then waits). What
 * happens to a worker before it is taken (an error, an exit) is kept and reported by the
 * run that takes it. `release` ends those never taken.
 */
export interface StartedWorkers {
  url: string;
  take(): { worker: WorkerType; failure: () => Error | null } | undefined;
  release(): Promise<void>;
  /** Whether the workers not taken yet keep the process alive (Node's `ref`/`unref`; they do when started). */
  ref(): void;
  unref(): void;
}

export function startWorkers(url: URL, threads: number, o: Pick<PoolOptions, 'resourceLimits' | 'workerData'> = {}): StartedWorkers {
  // Synchronous on purpose: the workers start now, not after an awaited import.
  const { Worker } = process.getBuiltinModule('node:worker_threads');
  const idle = Array.from({ length: threads }, () => {
    const worker = new Worker(url, { ...(o.resourceLimits ? { resourceLimits: o.resourceLimits } : {}), workerData: o.workerData });
    let failure: Error | null = null;
    worker.once('error', (error) => (failure ??= error));
    worker.once('exit', (code) => (failure ??= new Error(`a worker thread exited (code ${code}) before its first task`)));
    return { worker, failure: () => failure };
  });
  return {
    url: url.href,
    take: () => idle.shift(),
    release: async () => {
      await Promise.all(idle.splice(0).map(({ worker }) => endWorker(worker, false)));
    },
    ref: () => idle.forEach(({ worker }) => worker.ref()),
    unref: () => idle.forEach(({ worker }) => worker.unref()),
  };
}

/** Runs `count` tasks on the worker module at `url`; rejects when a worker fails or exits early. */
export async function runOnWorkers<R extends { index: number }>(url: URL, count: number, o: PoolOptions, onReply: (reply: R) => void): Promise<void> {
  const { Worker } = await import('node:worker_threads'); // loaded only by the runs that use workers
  const queue = o.order ?? Array.from({ length: count }, (_, i) => i);
  const depth = Math.max(1, o.inFlight ?? 2);
  let next = 0;
  let failed = false;
  const workers: WorkerType[] = [];
  /** The workers that have answered: past their start, so safe to terminate (endWorker). */
  const answered = new Set<WorkerType>();
  const spawned = Math.min(o.threads, queue.length);
  // The first tasks dealt across the workers, so none is started to be given nothing.
  const firstDepth = Math.max(1, Math.min(depth, Math.floor(queue.length / Math.max(1, spawned))));
  // The caller's share: a task, then a turn of the event loop, so the workers' replies
  // (and the next task each is fed with) are never held up by more than one task.
  const here = async (run: (i: number) => Promise<void> | void) => {
    while (next < queue.length && !failed && !o.signal?.aborted) {
      try {
        await run(queue[next++]!);
      } catch (error) {
        failed = true;
        throw error;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  try {
    await Promise.all([
      ...Array.from({ length: spawned }, () => {
        const early = o.started?.url === url.href ? o.started.take() : undefined;
        const worker = early?.worker ?? new Worker(url, { ...(o.resourceLimits ? { resourceLimits: o.resourceLimits } : {}), workerData: o.workerData });
        workers.push(worker);
        return new Promise<void>((resolve, reject) => {
          const failure = early?.failure();
          if (failure) {
            failed = true;
            reject(failure);
            return;
          }
          let inFlight = 0;
          const feed = (upTo = depth) => {
            while (inFlight < upTo && next < queue.length && !failed && !o.signal?.aborted) {
              const { value, transfer } = o.message(queue[next++]!);
              inFlight++;
              worker.postMessage(value, transfer);
            }
            if (inFlight === 0) resolve();
          };
          worker.on('message', (reply: R) => {
            inFlight--;
            answered.add(worker);
            // The next task first, so the worker works while the reply is handled.
            feed();
            try {
              onReply(reply);
            } catch (error) {
              failed = true;
              reject(error as Error);
            }
          });
          worker.once('error', (error) => {
            failed = true;
            reject(error);
          });
          worker.once('exit', (code) => {
            if (inFlight > 0) {
              failed = true;
              reject(new Error(`a worker thread exited (code ${code}) with ${inFlight} task(s) unanswered`));
            }
          });
          feed(firstDepth);
        });
      }),
      // After the workers are fed their first tasks.
      ...(o.here ? [here(o.here)] : []),
    ]);
  } finally {
    await Promise.all(workers.map((w) => endWorker(w, failed && answered.has(w))));
  }
}

/** What the pool posts to ask a worker to end (`listenForTasks` closes its port on it). */
const END = null;
/** How long a worker asked to end may take to leave before it is terminated: one that never listens. */
const END_GRACE_MS = 60_000;

/**
 * Ends a worker without terminating it while it may still be starting. Node 24's V8 aborts the
 * whole process (SIGTRAP, "Check failed: (location_) != nullptr" in AsyncModuleExecutionFulfilled)
 * when a worker is terminated just as its modules finish a top-level await, as the analyzer's
 * grammars do (grammars.ts): a run that needed fewer workers than it started crashed that way.
 * The end message is read only once the worker's modules are evaluated and its handler listens,
 * and it then leaves on its own. `now`: the run failed and this worker has answered (so it is past
 * its start): terminated at once, whatever task it is on.
 */
function endWorker(worker: WorkerType, now: boolean): Promise<void> {
  if (worker.threadId === -1) return Promise.resolve(); // exited already
  if (now) return worker.terminate().then(() => undefined);
  return new Promise((resolve) => {
    const grace = setTimeout(() => void worker.terminate(), END_GRACE_MS);
    worker.once('exit', () => {
      clearTimeout(grace);
      resolve();
    });
    worker.postMessage(END);
  });
}

/**
 * A worker's side of the pool's messages: `handle` gets each task; the end message closes the
 * port, so the thread ends once its last task is answered (endWorker).
 */
export function listenForTasks<T>(port: MessagePort, handle: (task: T) => void): void {
  port.on('message', (message: T | typeof END) => {
    if (message === END) port.close();
    else handle(message);
  });
}

/**
 * The worker's side for tasks posted as `{ index, task }`: `run` answers each, and the
 * reply is `{ index, result }` or `{ index, error }` (the message), never an unhandled
 * rejection that would end the thread without saying which task failed.
 */
export type Reply<R> = { index: number; result: R; error?: undefined } | { index: number; error: string; result?: undefined };

export async function serveTasks<T, R>(run: (task: T) => Promise<R> | R, transfer: (result: R) => ArrayBuffer[] = () => []): Promise<void> {
  const { parentPort } = await import('node:worker_threads');
  const port = parentPort!;
  listenForTasks(port, ({ index, task }: { index: number; task: T }) => {
    void (async () => {
      try {
        const result = await run(task);
        port.postMessage({ index, result } satisfies Reply<R>, transfer(result));
      } catch (error) {
        port.postMessage({ index, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies Reply<R>);
      }
    })();
  });
}

/** The URL of a worker module beside `base` (`import.meta.url`): `.ts` from the sources, `.js` once compiled to lib/. */
export function workerUrl(name: string, base: string): URL {
  return new URL(`./${name}${base.endsWith('.ts') ? '.ts' : '.js'}`, base);
}

/**
 * Threads for work that runs beside the main thread's own (the site build's zips and
 * content documents while Astro renders): one when there is a second core; none on one
 * core (e.g. the one CPU Netlify guarantees a build), where a worker would only add its
 * heap and the work runs interleaved on the main thread instead.
 */
export function besideMainThreads(cores = availableParallelism()): number {
  return cores > 1 ? 1 : 0;
}
