/**
 * A cold `toolshed usage` starts the scan's workers before it lists the files (they load
 * their modules meanwhile), and an older agent file's session is found by the thread
 * that reads the file, not one file at a time before the read. Both must give the ledger
 * a fresh one-thread scan gives: an agent file that names no session yet is skipped and
 * read once it does; a worker that fails before it is given a task fails the read.
 */
import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { appendFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tempDir } from '../helpers/paths.ts';
import { writeChaosCorpus } from './chaos-corpus.ts';
import { refreshLedger } from '../../src/ledger/open.ts';
import { startScanWorkers, scanRanges } from '../../src/ledger/scan.ts';
import { runOnWorkers, startWorkers } from '../../src/workers/pool.ts';
import { buildUsageReport } from '../../src/usage/report.ts';
import type { UsageBook } from '../../src/ledger/book.ts';

let dir: { path: string; cleanup: () => Promise<void> };
let projectsDir: string;
beforeEach(async () => {
  dir = await tempDir('early-workers-');
  projectsDir = (await writeChaosCorpus(dir.path, 7, 20)).projectsDir;
});
afterEach(() => dir.cleanup());

const report = (book: UsageBook) => (['daily', 'session', 'project'] as const).map((kind) => buildUsageReport(book.ledger.all(), book.sessions(), { kind, timeZone: 'UTC' }));
const fresh = async () => (await refreshLedger({ projectsDirs: [projectsDir], cache: null, threads: 1 })).book;

describe('a cold ledger read on workers started early', () => {
  it('equals a fresh one-thread scan; an agent file naming no session yet is skipped, then read once it does', async () => {
    const project = (await readdir(projectsDir, { withFileTypes: true })).find((d) => d.isDirectory())!.name;
    const nameless = join(projectsDir, project, 'agent-nameless.jsonl');
    // An older agent file whose only line names no session (its first line not written yet, as the client starts one).
    await writeFile(nameless, `${JSON.stringify({ type: 'summary', summary: 'no session here' })}\n`);
    const cache = { dir: join(dir.path, 'cache'), version: 'test' };
    const cold = await refreshLedger({ projectsDirs: [projectsDir], cache, threads: 2, earlyWorkers: true });
    expect(cold.start).toBe('none yet');
    expect(cold.book.files.has(nameless)).toBe(false);
    const one = await fresh();
    expect(report(cold.book)).toEqual(report(one));
    expect([...cold.book.files.keys()].sort()).toEqual([...one.files.keys()].sort());
    for (const [path, e] of one.files) expect(cold.book.files.get(path)).toEqual(e);

    // The agent file now names its session: the next run adds it, with what a fresh scan gives.
    const session = [...one.files.values()].find((e) => e.kind === 'main')!.sessionId;
    await appendFile(nameless, `${JSON.stringify({ type: 'assistant', sessionId: session, isSidechain: true, uuid: 'u-late', timestamp: '2026-01-21T10:00:00.000Z', requestId: 'req-late', message: { id: 'msg-late', model: 'claude-sonnet-4-5-20250929', content: [{ type: 'text', text: 'x' }], usage: { input_tokens: 5, output_tokens: 7 } } })}\n`);
    const next = await refreshLedger({ projectsDirs: [projectsDir], cache, threads: 2, earlyWorkers: true });
    expect(next.start).toBe('restored');
    expect(next.update.added).toBe(1);
    expect(next.book.files.get(nameless)?.sessionId).toBe(session);
    const after = await fresh();
    expect(report(next.book)).toEqual(report(after));
    expect(next.book.files.get(nameless)).toEqual(after.files.get(nameless));
  });

  it('the read takes the workers started early, and a worker that failed before its first task fails the read', async () => {
    const file = (await readdir(projectsDir, { recursive: true })).find((p) => p.endsWith('.jsonl'))!;
    const path = join(projectsDir, file);
    const started = startScanWorkers(2);
    const results: unknown[] = [];
    await scanRanges([{ path, start: 0, end: 1 << 30, main: true }, { path, start: 0, end: 1 << 30, main: false }], 2, (_, o) => results.push(o), undefined, started);
    expect(results).toHaveLength(2);
    expect(results.every((o) => typeof o === 'object' && o !== null && 'scan' in o)).toBe(true);
    expect(started.take()).toBeUndefined(); // both were taken by the read (none made anew)
    await started.release();

    const broken = join(dir.path, 'broken-worker.mjs');
    await writeFile(broken, "throw new Error('this worker cannot load');\n");
    const url = pathToFileURL(broken);
    const failing = startWorkers(url, 1);
    await new Promise((r) => setTimeout(r, 500)); // it fails while no task is there for it
    await expect(runOnWorkers(url, 1, { threads: 1, started: failing, message: () => ({ value: {} }) }, () => {})).rejects.toThrow(/cannot load/);
    await failing.release();
  });
});
