/**
 * The index's first scan on worker threads (src/transcripts/parallel-scan.ts) leaves the
 * index exactly as a scan on one thread does: every conversation's summary, usage, tool
 * counts, activity, pending tool calls and messages, the ledger, and who a line belongs
 * to, on corpora with forks (marked copies), older resumes (unmarked copies claimed by
 * two conversations), subagents in both layouts, broken lines and links.
 */
import { describe, it, expect, afterAll } from 'vitest';
import { tempDir } from '../helpers/paths.ts';
import { TranscriptIndex } from '../../src/transcripts/conversations.ts';
import { parallelFirstScan } from '../../src/transcripts/parallel-scan.ts';
import { writeChaosCorpus } from '../usage/chaos-corpus.ts';
import { writeMessyCorpus } from '../fixtures/transcripts/messy.ts';
import { writeDashboardCorpus, NOW } from '../dashboard/fixture.ts';

const dirs: Array<{ cleanup: () => Promise<void> }> = [];
afterAll(async () => {
  for (const d of dirs) await d.cleanup();
});

async function corpus(write: (dir: string) => Promise<{ projectsDir: string }>): Promise<string> {
  const d = await tempDir('parallel-scan-');
  dirs.push(d);
  return (await write(d.path)).projectsDir;
}

/** Everything the index answers about its conversations, in a comparable form. */
async function view(index: TranscriptIndex) {
  const out = [];
  for (const rec of index.list()) {
    out.push({
      summary: index.summary(rec),
      usage: index.usage(rec),
      toolCounts: [...rec.toolCounts].sort(),
      activity: [...rec.activityByHour].sort(),
      days: [...rec.activeDays].sort(),
      pending: [...rec.pending].sort(),
      copied: rec.copiedMessages,
      other: [...rec.otherTypes].sort(),
      files: [...rec.files.values()].map((f) => ({ ...f })).sort((a, b) => (a.path < b.path ? -1 : 1)),
      messages: await index.readMessages(rec, 0, 40),
    });
  }
  const ledger = [...index.ledger.all()].sort((a, b) => (a.key < b.key ? -1 : 1));
  // Who each claimed line belongs to (the last-resort copy rule for later lines).
  const o = index.exportState().owners;
  const owners = (o.uuids ? o.uuids.split('\n') : []).map((u, k) => `${u} ${index.byOrdinal(o.ordinals[k]!)?.id}`).sort();
  return { out, ledger, owners };
}

/** The messy corpus, and one session's file copied whole under another id (an older client's resume: no mark, same times). */
async function withUnmarkedCopy(d: string): Promise<{ projectsDir: string }> {
  const c = await writeMessyCorpus(d);
  const { copyFile } = await import('node:fs/promises');
  const { join, dirname } = await import('node:path');
  await copyFile(c.paths.beta, join(dirname(c.paths.beta), '77777777-7777-4777-8777-777777777777.jsonl'));
  return c;
}

const cases: Array<[string, (d: string) => Promise<{ projectsDir: string }>, boolean]> = [
  ['a session copied without a mark (both left to the index)', withUnmarkedCopy, true],
  ['chaos-7 (forks, resumes, copies in subagents)', (d) => writeChaosCorpus(d, 7), false],
  ['chaos-11', (d) => writeChaosCorpus(d, 11, 60), false],
  ['messy (1.0.x and 2.x, subagents, broken links, half lines)', writeMessyCorpus, false],
  ['dashboard (2.x, a sidechain copy)', async (d) => ({ projectsDir: (await writeDashboardCorpus(d)).projectsDir }), false],
];

describe('parallel first scan', () => {
  it.each(cases)('leaves the index as one thread does: %s', async (_, write, hasLeft) => {
    const projectsDir = await corpus(write);
    const one = new TranscriptIndex({ projectsDir, contentIndex: false, now: () => NOW });
    const oneScan = await one.scan();
    const par = new TranscriptIndex({ projectsDir, contentIndex: false, now: () => NOW });
    const p = await parallelFirstScan(par, { threads: 2, minBytes: 0 });
    expect(p).not.toBeNull();
    if (hasLeft) expect(p!.left).toBeGreaterThan(0);
    expect(p!.restored).toBeGreaterThan(0);
    const parScan = await par.scan();
    expect(parScan.conversations).toBe(oneScan.conversations);
    expect(parScan.malformedLines).toBe(oneScan.malformedLines);
    expect(parScan.warnings.sort()).toEqual(oneScan.warnings.sort());
    expect(await view(par)).toEqual(await view(one));
    // Restored files are not read again; a later append is read as in any index.
    const again = await par.scan();
    expect(again.updated).toEqual([]);
  }, 300_000);

  it('does nothing below its threshold or on one thread', async () => {
    const projectsDir = await corpus(writeMessyCorpus);
    expect(await parallelFirstScan(new TranscriptIndex({ projectsDir }), { threads: 2 })).toBeNull();
    expect(await parallelFirstScan(new TranscriptIndex({ projectsDir }), { threads: 1, minBytes: 0 })).toBeNull();
  });
});
