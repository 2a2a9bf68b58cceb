/**
 * A read on two threads is the caller's thread and one worker taking batches from the
 * same queue (scan.ts, `workersFor`; pool.ts, `here`): every range must be read exactly
 * once, on one thread or the other, its result folded in task order and equal to what
 * one thread reads; a range the caller's thread fails on is an error result like a
 * worker's, and a `here` that throws fails the run.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tempDir } from '../helpers/paths.ts';
import { writeChaosCorpus } from './chaos-corpus.ts';
import { scanRanges, startScanWorkers, workersFor, type RangeTask, type ScanOutcome } from '../../src/ledger/scan.ts';
import { runOnWorkers } from '../../src/workers/pool.ts';
import { fingerprintsOf } from '../../src/ledger/fingerprint.ts';

let dir: { path: string; cleanup: () => Promise<void> };
let tasks: RangeTask[];
beforeAll(async () => {
  dir = await tempDir('caller-reads-');
  const { projectsDir } = await writeChaosCorpus(dir.path, 13, 30);
  const files = (await readdir(projectsDir, { recursive: true })).filter((p) => p.endsWith('.jsonl')).map((p) => join(projectsDir, p)).sort();
  const one: RangeTask[] = [];
  for (const path of files) one.push({ path, start: 0, end: (await stat(path)).size, main: true });
  // Many more ranges than one batch holds (64), and one that cannot be read, so both threads get several batches.
  tasks = Array.from({ length: 6 }, () => one).flat();
  tasks.splice(100, 0, { path: join(projectsDir, 'gone.jsonl'), start: 0, end: 100, main: false });
});
afterAll(() => dir.cleanup());

const read = async (threads: number, started?: ReturnType<typeof startScanWorkers>) => {
  const order: number[] = [];
  const outcomes: ScanOutcome[] = [];
  await scanRanges(tasks, threads, (i, o) => {
    order.push(i);
    outcomes.push(o);
  }, undefined, started);
  return { order, outcomes };
};
// What a range read gives whichever thread read it, and the file's fingerprints (beside the scan from a worker, in it on the caller's thread).
const scanOf = (o: ScanOutcome) => {
  if ('error' in o) return o;
  const { fingerprints, ...scan } = o.scan;
  return { ...scan, fingerprints: o.fingerprints ?? fingerprints, strings: typeof scan.strings === 'string' ? scan.strings : scan.strings.map((s) => s ?? '\u0000').join('\n'), numbers: [...scan.numbers] };
};

describe('the caller’s thread reads beside the workers', () => {
  it('two threads are the caller and one worker', () => {
    expect(workersFor(2)).toBe(1);
    expect(workersFor(4)).toBe(3);
    expect(workersFor(1)).toBe(0);
  });

  it('every range read once, in task order, equal to one thread’s reads, by both threads', async () => {
    const alone = await read(1);
    const started = startScanWorkers(2);
    const both = await read(2, started);
    expect(started.take()).toBeUndefined(); // one worker started, and taken
    await started.release();
    expect(both.order).toEqual(tasks.map((_, i) => i));
    expect(both.outcomes.map(scanOf)).toEqual(alone.outcomes.map(scanOf));
    both.outcomes.forEach((o, i) => {
      if ('scan' in o) expect(o.fingerprints ?? o.scan.fingerprints).toEqual(fingerprintsOf(tasks[i]!.path, o.scan.nextOffset));
    });
    expect(both.outcomes[100]).toEqual({ error: 'ENOENT' });
    const onWorker = both.outcomes.filter((o) => 'fingerprints' in o && o.fingerprints !== undefined).length;
    const here = both.outcomes.filter((o) => 'scan' in o && o.fingerprints === undefined).length;
    expect(onWorker).toBeGreaterThan(0);
    expect(here).toBeGreaterThan(0);
    expect(onWorker + here).toBe(tasks.length - 1);
  });

  it('a task that throws on the caller’s thread fails the run', async () => {
    const worker = join(dir.path, 'echo-worker.mjs');
    await writeFile(worker, "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', (m) => parentPort.postMessage({ index: m.index }));\n");
    const ran: number[] = [];
    await expect(
      runOnWorkers(pathToFileURL(worker), 50, {
        threads: 1,
        message: (i) => ({ value: { index: i } }),
        here: (i) => {
          ran.push(i);
          if (ran.length === 2) throw new Error('cannot read here');
        },
      }, () => {}),
    ).rejects.toThrow(/cannot read here/);
    expect(ran).toHaveLength(2); // it stopped taking tasks
  });

  it('a worker is handed `inFlight` tasks before its first reply (two by default)', async () => {
    // The worker holds what it is sent for a while, then answers each with how many it held: what the pool had queued on it.
    const worker = join(dir.path, 'holding-worker.mjs');
    await writeFile(
      worker,
      "import { parentPort } from 'node:worker_threads';\nlet held = [];\nparentPort.on('message', (m) => {\n  held.push(m.index);\n  if (held.length === 1) setTimeout(() => { const n = held.length; for (const index of held) parentPort.postMessage({ index, held: n }); held = []; }, 150);\n});\n",
    );
    const heldBy = async (inFlight?: number) => {
      const held: number[] = [];
      await runOnWorkers<{ index: number; held: number }>(pathToFileURL(worker), 12, { threads: 1, message: (i) => ({ value: { index: i } }), ...(inFlight ? { inFlight } : {}) }, (r) => void held.push(r.held));
      return Math.max(...held);
    };
    expect(await heldBy()).toBe(2);
    expect(await heldBy(3)).toBe(3);
    expect(await heldBy(5)).toBe(5);
  });
});
