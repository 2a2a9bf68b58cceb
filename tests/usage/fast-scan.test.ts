/**
 * The ledger's fast scan (what `toolshed usage` reads, cold) gives the same reports as
 * the conversation index (the monitor's and the dashboard's view), on messy generated
 * corpora, in the main thread and with worker threads.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { readFile } from 'node:fs/promises';
import { tempDir } from '../helpers/paths.ts';
import { writeChaosCorpus } from './chaos-corpus.ts';
import { writeMessyCorpus } from '../fixtures/transcripts/messy.ts';
import { writeDashboardCorpus } from '../dashboard/fixture.ts';
import { loadUsageReport, loadUsageReportFromIndex } from '../../src/usage/load.ts';
import { REPORT_KINDS, type ReportOptions } from '../../src/usage/report.ts';

const dirs: Array<{ path: string; cleanup: () => Promise<void> }> = [];
const corpora: Record<string, string> = {};
beforeAll(async () => {
  const make = async (name: string, write: (dir: string) => Promise<{ projectsDir: string }>) => {
    const d = await tempDir(`usage-${name}-`);
    dirs.push(d);
    corpora[name] = (await write(d.path)).projectsDir;
  };
  await make('chaos-7', (d) => writeChaosCorpus(d, 7));
  await make('chaos-11', (d) => writeChaosCorpus(d, 11, 60));
  await make('messy', writeMessyCorpus);
  await make('dashboard', async (d) => ({ projectsDir: (await writeDashboardCorpus(d)).projectsDir }));
});
afterAll(async () => {
  for (const d of dirs) await d.cleanup();
});

/** Bounded work (a fixed set of corpora and reports); this only stops a hang on a loaded machine. */
const HANG_GUARD_MS = 600_000;

const variants: Array<Omit<ReportOptions, 'kind'>> = [
  { timeZone: 'UTC' },
  { timeZone: 'Asia/Tokyo', since: '2026-01-02' },
  { timeZone: 'America/New_York', project: 'beta' },
  { timeZone: 'UTC', project: '-home-dev-gamma', until: '2026-01-20' },
];

describe('toolshed usage: fast scan against the index', () => {
  it.each(['chaos-7', 'chaos-11', 'messy', 'dashboard'])('same reports on the %s corpus, with and without workers', async (name) => {
    const projectsDir = corpora[name]!;
    for (const kind of REPORT_KINDS) {
      for (const v of variants) {
        const options = { kind, ...v };
        const reference = (await loadUsageReportFromIndex({ projectsDir, options })).report;
        const label = `${name} ${JSON.stringify(options)}`;
        expect((await loadUsageReport({ projectsDirs: [projectsDir], options, threads: 1 })).report, label).toEqual(reference);
        if (v === variants[0]) expect((await loadUsageReport({ projectsDirs: [projectsDir], options, threads: 2 })).report, `${label} (2 workers)`).toEqual(reference);
      }
    }
  }, HANG_GUARD_MS);

  it('the chaos corpus does exercise what it should', async () => {
    const r = (await loadUsageReportFromIndex({ projectsDir: corpora['chaos-7']!, options: { kind: 'session', timeZone: 'UTC' } })).report;
    expect(r.rows.length).toBeGreaterThan(20);
    expect(r.totals.messages).toBeGreaterThan(200);
    expect(r.totals.cost.unpricedModels).toContain('claude-future-9-20300101');
    expect(r.rows.some((row) => row.session!.title?.startsWith('title '))).toBe(true);
    expect(r.rows.some((row) => row.session!.title?.startsWith('summary '))).toBe(true);
    // Forked copies, credited to their original by requestSessionId, are in it.
    const { listTranscriptFiles } = await import('../../src/transcripts/file-scanner.ts');
    const texts = await Promise.all([...(await listTranscriptFiles(corpora['chaos-7']!)).files.keys()].map((path) => readFile(path, 'utf8')));
    expect(texts.some((t) => t.includes('"requestSessionId"'))).toBe(true);
  });

  it('counts broken lines among those it reads', async () => {
    const fast = await loadUsageReport({ projectsDirs: [corpora['messy']!], options: { kind: 'daily', timeZone: 'UTC' } });
    const index = await loadUsageReportFromIndex({ projectsDir: corpora['messy']!, options: { kind: 'daily', timeZone: 'UTC' } });
    expect(fast.malformedLines).toBeGreaterThan(0);
    expect(fast.malformedLines).toBeLessThanOrEqual(index.malformedLines);
    expect(fast.warnings.sort()).toEqual(index.warnings.sort());
  });
});
