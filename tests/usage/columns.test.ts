/**
 * Reports summed from the ledger's columns (src/usage/columns.ts, what `toolshed usage`
 * runs) are the reports summed from its entries, byte for byte in JSON, for every
 * report, time zone, range and project filter, and for a ledger in each state it can be
 * in: built by a scan, restored from disk untouched, and changed after a restore (a
 * session read again into freed slots, lines appended).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { appendFile, readFile, readdir, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tempDir } from '../helpers/paths.ts';
import { writeChaosCorpus } from './chaos-corpus.ts';
import { refreshLedger } from '../../src/ledger/open.ts';
import { buildUsageReport, REPORT_KINDS, type ReportOptions } from '../../src/usage/report.ts';
import type { UsageBook } from '../../src/ledger/book.ts';
import { loadPriceTable } from '../../src/transcripts/prices.ts';

let dir: { path: string; cleanup: () => Promise<void> };
let projectsDir: string;
beforeAll(async () => {
  dir = await tempDir('columns-');
  projectsDir = (await writeChaosCorpus(dir.path, 21, 40)).projectsDir;
});
afterAll(() => dir.cleanup());

const refresh = () => refreshLedger({ projectsDirs: [projectsDir], cache: { dir: join(dir.path, 'cache'), version: 'test' }, threads: 1 });

async function expectSameReports(book: UsageBook): Promise<number> {
  const sessions = book.sessions();
  const project = [...sessions.values()].find((s) => s.workingDirectory)!.workingDirectory!;
  // A price table of one model only: the others' tokens are unpriced, through the same sums.
  const pricesFile = join(dir.path, 'prices.json');
  await writeFile(pricesFile, JSON.stringify({ 'claude-sonnet-4-5': { input: 3.3, output: 16.5, cacheWrite5m: 4.1, cacheWrite1h: 6.6, cacheRead: 0.33 } }));
  const prices = await loadPriceTable(pricesFile, {});
  const variants: Array<Omit<ReportOptions, 'kind'>> = [
    { timeZone: 'UTC' },
    { timeZone: 'America/New_York', weekStart: 0 },
    { timeZone: 'Asia/Kolkata', since: '2026-01-10', until: '2026-01-20' },
    { timeZone: 'UTC', project },
  ];
  let rows = 0;
  let unpriced = 0;
  for (const kind of REPORT_KINDS) {
    for (const v of variants) {
      for (const p of [undefined, prices]) {
        const fromColumns = buildUsageReport(book.ledger, sessions, { kind, ...v }, p);
        const fromEntries = buildUsageReport([...book.ledger.entries()], sessions, { kind, ...v }, p);
        expect(JSON.stringify(fromColumns), `${kind} ${JSON.stringify(v)}`).toBe(JSON.stringify(fromEntries));
        rows += fromColumns.rows.length;
        if (p) unpriced += fromColumns.totals.cost.unpricedTokens;
      }
    }
  }
  expect(unpriced).toBeGreaterThan(0);
  return rows;
}

describe('reports from the ledger columns', () => {
  it('equal the reports from its entries, whatever state the ledger is in', async () => {
    const built = await refresh();
    expect(built.start).not.toBe('restored');
    expect(await expectSameReports(built.book)).toBeGreaterThan(100);

    const restored = await refresh();
    expect(restored.start).toBe('restored');
    expect(restored.update.changed).toBe(false);
    await expectSameReports(restored.book);

    // Changed after a restore: a file cut in half (its session read again, its slots freed
    // and reused) and a line appended to another.
    const project = join(projectsDir, (await readdir(projectsDir))[0]!);
    const files = (await readdir(project)).filter((f) => f.endsWith('.jsonl'));
    const cut = join(project, files[0]!);
    const text = await readFile(cut, 'utf8');
    await truncate(cut, text.lastIndexOf('\n', text.length / 2) + 1);
    const grown = join(project, files[1] ?? files[0]!);
    const sessionId = (files[1] ?? files[0]!).replace(/\.jsonl$/, '');
    await appendFile(grown, `${JSON.stringify({ type: 'assistant', sessionId, uuid: 'columns-1', requestId: 'req-columns-1', timestamp: '2026-01-15T10:00:00.000Z', message: { id: 'msg-columns-1', model: 'claude-opus-4-1', content: [{ type: 'text', text: 'x' }], usage: { input_tokens: 7, output_tokens: 70, cache_read_input_tokens: 700 } } })}\n`);
    const changed = await refresh();
    expect(changed.start).toBe('restored');
    expect(changed.update.changed).toBe(true);
    await expectSameReports(changed.book);
  });
});
