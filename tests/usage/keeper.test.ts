/**
 * The local servers keep the usage ledger current (src/ledger/keeper.ts): after they
 * start and after each burst of changes, the ledger and the status line's summary are
 * brought up to date; stopping them stops an update between files, and an update
 * stopped that way saves nothing.
 */
import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { appendFile, readdir, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/paths.ts';
import { writeChaosCorpus } from './chaos-corpus.ts';
import { keepLedgerFresh } from '../../src/ledger/keeper.ts';
import { refreshLedger } from '../../src/ledger/open.ts';
import { ledgerPath, summaryPath } from '../../src/ledger/paths.ts';
import { listTranscriptFiles } from '../../src/transcripts/file-scanner.ts';

let dir: { path: string; cleanup: () => Promise<void> };
let projectsDir: string;
let cacheDir: string;
beforeEach(async () => {
  dir = await tempDir('keeper-');
  projectsDir = (await writeChaosCorpus(dir.path, 21, 12)).projectsDir;
  cacheDir = join(dir.path, 'cache');
});
afterEach(() => dir.cleanup());

describe('keepLedgerFresh', () => {
  it('writes the ledger and the summary after start, and again after a change', async () => {
    const listeners = new Set<() => void>();
    const keeper = keepLedgerFresh({ projectsDirs: [projectsDir], cacheDir, version: 'v', log: () => {}, onChange: (fn) => (listeners.add(fn), () => listeners.delete(fn)), startDelayMs: 0, debounceMs: 10, now: () => Date.parse('2026-02-01T00:00:00Z') });
    try {
      await new Promise((r) => setTimeout(r, 20));
      await keeper.idle();
      expect(existsSync(ledgerPath(cacheDir, [projectsDir]))).toBe(true);
      expect(existsSync(summaryPath(cacheDir, [projectsDir]))).toBe(true);
      const before = (await stat(ledgerPath(cacheDir, [projectsDir]))).mtimeMs;
      const main = [...(await listTranscriptFiles(projectsDir)).files].find(([, c]) => c.kind === 'main')![0];
      await appendFile(main, `${JSON.stringify({ type: 'assistant', sessionId: main.split('/').at(-1)!.slice(0, -6), uuid: 'kept', timestamp: '2026-01-31T23:00:00Z', requestId: 'req_kept', message: { id: 'msg_kept', model: 'claude-sonnet-4-5-20250929', content: [], usage: { input_tokens: 1, output_tokens: 2 } } })}\n`);
      for (const fn of listeners) fn();
      await new Promise((r) => setTimeout(r, 30));
      await keeper.idle();
      expect((await stat(ledgerPath(cacheDir, [projectsDir]))).mtimeMs).toBeGreaterThan(before);
      const r = await refreshLedger({ projectsDirs: [projectsDir], cache: { dir: cacheDir, version: 'v' }, threads: 1 });
      expect(r.start).toBe('restored');
      expect(r.update.bytesRead).toBe(0);
      expect(r.book.ledger.get('msg_kept\u0000req_kept')?.counts.output).toBe(2);
    } finally {
      keeper.stop();
    }
    expect(listeners.size).toBe(0);
  });

  it('an update stopped between files saves nothing', async () => {
    const stop = new AbortController();
    stop.abort();
    await expect(refreshLedger({ projectsDirs: [projectsDir], cache: { dir: cacheDir, version: 'v' }, threads: 1, signal: stop.signal })).rejects.toThrow();
    expect(await readdir(cacheDir).catch(() => [])).toEqual([]);
  });
});
