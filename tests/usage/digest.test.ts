/**
 * The ledger's digest (src/ledger/digest.ts): a report over it equals the report over
 * the ledger's messages, for every report, in zones a quarter or half an hour off UTC
 * and with filters; it is used only while the files are exactly those it was made from
 * (any append, truncation, touch, deletion or new file sends the run to the ledger, whose
 * update then writes a new one); and a digest that is corrupt, cut short, of another
 * version or pointing outside its own tables is ignored, never believed.
 */
import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { appendFile, readFile, rm, truncate, utimes, writeFile } from 'node:fs/promises';
import { serialize, deserialize } from 'node:v8';
import { join } from 'node:path';
import { tempDir } from '../helpers/paths.ts';
import { writeChaosCorpus } from './chaos-corpus.ts';
import { refreshLedger, usageView } from '../../src/ledger/open.ts';
import { digestPath } from '../../src/ledger/paths.ts';
import { digestColumns, digestOf } from '../../src/ledger/digest.ts';
import { listTranscriptFiles } from '../../src/transcripts/file-scanner.ts';
import { buildUsageReport, type ReportOptions } from '../../src/usage/report.ts';

const VERSION = 'test-version';
let dir: { path: string; cleanup: () => Promise<void> };
let projectsDir: string;
let cacheDir: string;

beforeEach(async () => {
  dir = await tempDir('digest-');
  projectsDir = (await writeChaosCorpus(dir.path, 11, 40)).projectsDir;
  cacheDir = join(dir.path, 'cache');
});
afterEach(() => dir.cleanup());

const cache = () => ({ dir: cacheDir, version: VERSION });
const view = () => usageView({ projectsDirs: [projectsDir], cache: cache(), threads: 1 });
/** Every report kind in a few zones, the way `toolshed usage --json` builds them. */
const OPTIONS: ReportOptions[] = (['daily', 'weekly', 'monthly', 'session', 'project'] as const).flatMap((kind) =>
  ['UTC', 'Asia/Kolkata', 'Australia/Eucla', 'America/St_Johns', 'Pacific/Kiritimati'].map((timeZone) => ({ kind, timeZone, weekStart: kind === 'weekly' ? 3 : 1 })),
);
const FILTERED: ReportOptions[] = [
  { kind: 'daily', timeZone: 'Asia/Kolkata', since: '2026-01-01', until: '2026-01-02' },
  { kind: 'session', timeZone: 'UTC', since: '2026-01-01' },
  { kind: 'project', timeZone: 'America/St_Johns', until: '2026-01-01', project: 'beta' },
];
/** What a fresh scan (no ledger, every message) reports. */
async function fromMessages(options: ReportOptions[]) {
  const { book } = await refreshLedger({ projectsDirs: [projectsDir], cache: null, threads: 1 });
  return options.map((o) => buildUsageReport(book.ledger.all(), book.sessions(), o));
}

async function mainFiles(): Promise<string[]> {
  const { files } = await listTranscriptFiles(projectsDir);
  return [...files].filter(([, c]) => c.kind === 'main').map(([p]) => p).sort();
}

describe('the ledger digest', () => {
  it('gives every report the messages give, in zones off UTC by quarter and half hours, with filters', async () => {
    const { book } = await refreshLedger({ projectsDirs: [projectsDir], cache: null, threads: 1 });
    const digest = digestOf(book);
    // It sums: fewer rows than messages, the same message count.
    expect(digest.messages.length).toBeLessThan(book.ledger.size);
    expect(digest.messages.reduce((a, b) => a + b, 0)).toBe(book.ledger.size);
    const sessions = new Map(digest.sessions.map((s) => [s.id, s]));
    const all = [...OPTIONS, ...FILTERED];
    expect(all.map((o) => buildUsageReport(digestColumns(digest), sessions, o))).toEqual(await fromMessages(all));
  });

  it('is what a run reads when nothing changed, and the ledger is read again after each kind of change', async () => {
    const first = await view();
    expect(first.source).toBe('ledger'); // none yet
    const again = await view();
    expect(again.source).toBe('digest');
    const report = (v: Awaited<ReturnType<typeof view>>) => OPTIONS.slice(0, 10).map((o) => buildUsageReport(v.columns, v.sessions, o));
    expect(report(again)).toEqual(await fromMessages(OPTIONS.slice(0, 10)));

    const mains = await mainFiles();
    const changes: Array<[string, () => Promise<unknown>]> = [
      ['lines appended', () => appendFile(mains[0]!, `${JSON.stringify({ type: 'assistant', sessionId: mains[0]!.split('/').at(-1)!.slice(0, -6), uuid: 'u-digest', timestamp: '2026-01-03T10:00:00.000Z', requestId: 'req-digest', message: { id: 'msg_digest', model: 'claude-sonnet-4-20250514', content: [], usage: { input_tokens: 5, output_tokens: 700 } } })}\n`)],
      ['a file truncated', async () => truncate(mains[1]!, Math.floor((await readFile(mains[1]!)).length / 2))],
      ['a file touched, same bytes', () => utimes(mains[2]!, new Date(), new Date('2026-01-05T00:00:00Z'))],
      ['a file deleted', () => rm(mains[3]!)],
      ['a file copied in', async () => writeFile(mains[4]!.replace(/[^/]+\.jsonl$/, 'eeeeeeee-aaaa-4bbb-8ccc-000000000099.jsonl'), (await readFile(mains[4]!, 'utf8')).replaceAll(mains[4]!.split('/').at(-1)!.slice(0, -6), 'eeeeeeee-aaaa-4bbb-8ccc-000000000099'))],
    ];
    for (const [what, change] of changes) {
      await change();
      const after = await view();
      expect(after.source, what).toBe('ledger');
      expect(report(after), what).toEqual(await fromMessages(OPTIONS.slice(0, 10)));
      const next = await view();
      expect(next.source, `${what}, next run`).toBe('digest');
      expect(report(next), what).toEqual(await fromMessages(OPTIONS.slice(0, 10)));
    }
  });

  it('is not used when the caller is not ready for it (the status line summary is missing)', async () => {
    await view();
    const v = await usageView({ projectsDirs: [projectsDir], cache: cache(), threads: 1, ready: () => false });
    expect(v.source).toBe('ledger');
  });

  it.each([
    ['corrupt bytes', (b: Buffer) => Buffer.from(b.toString('latin1').replace(/digest/g, 'dig\u00ffst'), 'latin1')],
    ['cut short', (b: Buffer) => b.subarray(0, Math.floor(b.length / 2))],
    ['empty', () => Buffer.alloc(0)],
    ['of another version', (b: Buffer) => serialize({ ...(deserialize(b) as object), version: 'another' })],
    ['pointing past its session table', (b: Buffer) => {
      const s = deserialize(b) as { digest: { session: Int32Array } };
      s.digest.session[0] = 1e6;
      return serialize(s);
    }],
    ['with a column cut short', (b: Buffer) => {
      const s = deserialize(b) as { digest: { counts: Float64Array } };
      s.digest.counts = s.digest.counts.subarray(1);
      return serialize(s);
    }],
  ])('one %s is ignored: the run reads the ledger and reports right', async (_, spoil) => {
    await view();
    const path = digestPath(cacheDir, [projectsDir]);
    await writeFile(path, spoil(await readFile(path)));
    const v = await view();
    expect(v.source).toBe('ledger');
    expect(OPTIONS.slice(0, 5).map((o) => buildUsageReport(v.columns, v.sessions, o))).toEqual(await fromMessages(OPTIONS.slice(0, 5)));
    // That run wrote a good one again.
    expect((await view()).source).toBe('digest');
  });
});
