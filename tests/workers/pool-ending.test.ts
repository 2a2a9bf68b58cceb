/**
 * How the worker pool (src/workers/pool.ts) ends its threads. Terminating a worker while its
 * modules finish a top-level await aborts the whole process on Node 24 (a V8 check,
 * SIGTRAP; it ended a CI run in tests/catalog/safety-cache.test.ts), so the pool never
 * does that: it starts no worker it has no task for, and asks idle workers to end, which
 * they do once their modules are evaluated.
 */
import { readdir } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runOnWorkers, startWorkers } from '../../src/workers/pool.ts';
import { tempDir } from '../helpers/paths.ts';

const WORKER = new URL('../fixtures/workers/slow-start.ts', import.meta.url);
let dir: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  dir = await tempDir('pool-ending-');
});
afterEach(() => dir.cleanup());

const loaded = async () => (await readdir(dir.path)).filter((f) => f.startsWith('loaded-')).length;

describe('the worker pool ends its threads', () => {
  it('lets workers released while still loading finish loading, then leave on their own', async () => {
    const started = startWorkers(WORKER, 2, { workerData: { dir: dir.path, startMs: 300 } });
    await started.release(); // at once: both are inside their 300 ms top-level await
    expect(await loaded()).toBe(2);
  });

  it('starts no worker it gives no task: with more threads than tasks, every worker started answers one', async () => {
    const threads = new Set<number>();
    await runOnWorkers<{ index: number; thread: number }>(WORKER, 2, { threads: 4, workerData: { dir: dir.path, startMs: 100 }, message: (i) => ({ value: { index: i } }) }, (reply) => {
      threads.add(reply.thread);
    });
    expect(threads.size).toBe(2);
    expect(await loaded()).toBe(2);
  });
});
