/**
 * The persisted usage ledger (src/ledger): after any change to the transcript files an
 * update gives the reports a fresh scan gives, and reads only what it must. Each test
 * changes a messy generated history (copies with and without a fork's mark, subagents,
 * legacy agent files, half-written lines, a session id in two folders) the way real
 * ones change: lines appended, a file truncated, rewritten in place, deleted, copied in
 * from another machine; two processes at once; a corrupt ledger or one from another
 * version.
 */
import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { appendFile, copyFile, readFile, readdir, rm, truncate, utimes, writeFile, stat } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { tempDir } from '../helpers/paths.ts';
import { BIN, NODE } from '../install/run-bin.ts';
import { writeChaosCorpus } from './chaos-corpus.ts';
import { refreshLedger } from '../../src/ledger/open.ts';
import { ledgerPath } from '../../src/ledger/paths.ts';
import { listTranscriptFiles } from '../../src/transcripts/file-scanner.ts';
import { buildUsageReport, type ReportOptions } from '../../src/usage/report.ts';
import { buildBlocksReport } from '../../src/usage/blocks.ts';
import type { UsageBook } from '../../src/ledger/book.ts';

const VERSION = 'test-version';
let dir: { path: string; cleanup: () => Promise<void> };
let projectsDir: string;
let cacheDir: string;

beforeEach(async () => {
  dir = await tempDir('ledger-');
  projectsDir = (await writeChaosCorpus(dir.path, 13, 40)).projectsDir;
  cacheDir = join(dir.path, 'cache');
});
afterEach(() => dir.cleanup());

const KINDS: Array<ReportOptions['kind']> = ['daily', 'session', 'project'];
const reportsOf = (book: UsageBook) => [...KINDS.map((kind) => buildUsageReport(book.ledger.all(), book.sessions(), { kind, timeZone: 'UTC' })), buildBlocksReport(book.ledger.all(), book.sessions(), { timeZone: 'UTC' }, Date.parse('2026-02-01T00:00:00Z'))];
const cache = () => ({ dir: cacheDir, version: VERSION });
/** The ledger brought up to date from its persisted state. */
const warm = (threads = 1) => refreshLedger({ projectsDirs: [projectsDir], cache: cache(), threads });
/** What a fresh scan (no ledger) reports now. */
const fresh = async () => reportsOf((await refreshLedger({ projectsDirs: [projectsDir], cache: null, threads: 1 })).book);

async function files(kind?: string): Promise<string[]> {
  const { files: all } = await listTranscriptFiles(projectsDir);
  return [...all].filter(([, c]) => !kind || c.kind === kind).map(([p]) => p).sort();
}
async function sameAsFresh(): Promise<void> {
  const r = await warm();
  expect(reportsOf(r.book)).toEqual(await fresh());
  // And the ledger it saved is the one the next run starts from.
  const again = await warm();
  expect(again.start).toBe('restored');
  expect(again.update.bytesRead).toBe(0);
  expect(reportsOf(again.book)).toEqual(await fresh());
}

/** A counted assistant line of `session`, `output` tokens out. */
const line = (session: string, id: string, output: number, extra: Record<string, unknown> = {}) =>
  `${JSON.stringify({ type: 'assistant', sessionId: session, uuid: `u-${id}-${output}`, timestamp: '2026-01-20T10:00:00.000Z', requestId: `req-${id}`, message: { id, model: 'claude-sonnet-4-5-20250929', content: [{ type: 'text', text: 'x' }], usage: { input_tokens: 3, output_tokens: output, cache_read_input_tokens: 100 } }, ...extra })}\n`;
const sessionOf = (path: string) => path.split('/').at(-1)!.replace(/\.jsonl$/, '');

describe('usage ledger', () => {
  it('a cold ledger equals a fresh scan, with and without workers; the next run reads nothing', async () => {
    const cold = await warm(2);
    expect(cold.start).toBe('none yet');
    expect(cold.update.bytesRead).toBeGreaterThan(0);
    expect(reportsOf(cold.book)).toEqual(await fresh());
    const next = await warm();
    expect(next.start).toBe('restored');
    expect(next.update).toMatchObject({ bytesRead: 0, changed: false, added: 0, appended: 0, reread: 0, deleted: 0 });
    expect(reportsOf(next.book)).toEqual(await fresh());
  });

  it('reads only appended bytes: new messages, a later line of the last message, a half-written line completed later', async () => {
    const first = await warm();
    // A session that shares no message with another: its growth moves nothing (see the test of those below).
    const main = (await files('main')).find((p) => !first.book.links.get(sessionOf(p))?.size)!;
    const id = sessionOf(main);
    const offsetBefore = first.book.files.get(main)!.offset;
    const added = line(id, 'msg_appended', 10) + line(id, 'msg_appended', 250);
    const half = line(id, 'msg_half', 77);
    await appendFile(main, added + half.slice(0, 40));
    const size = (await stat(main)).size;
    const r = await warm();
    expect(r.update).toMatchObject({ appended: 1, reread: 0, added: 0, deleted: 0 });
    // From the offset on, nothing else: the new lines, the fragment (and any line that was pending before).
    expect(r.update.bytesRead).toBe(size - offsetBefore);
    expect(r.book.files.get(main)!.offset).toBe(size - 40); // the fragment waits for the rest of its line
    expect(r.book.ledger.get('msg_appended\u0000req-msg_appended')?.counts.output).toBe(250);
    expect(reportsOf(r.book)).toEqual(await fresh());
    await appendFile(main, half.slice(40));
    const done = await warm();
    expect(done.update.bytesRead).toBe(Buffer.byteLength(half));
    expect(done.book.ledger.get('msg_half\u0000req-msg_half')?.counts.output).toBe(77);
    await sameAsFresh();
  });

  it('a truncated file is read again, with its linked sessions', async () => {
    await warm();
    const victim = (await files('main'))[3]!;
    const size = (await stat(victim)).size;
    await truncate(victim, Math.floor(size / 2));
    const r = await warm();
    expect(r.update.reread).toBeGreaterThan(0);
    expect(reportsOf(r.book)).toEqual(await fresh());
    await sameAsFresh();
  });

  it.each([
    ['longer, other content', (t: string, other: string) => t.replace(/"output_tokens":(\d)/g, '"output_tokens":9$1') + other],
    ['the same size, its last message changed', (t: string) => t.replace(/"output_tokens":(\d+)(?![\s\S]*"output_tokens")/, (_, d: string) => `"output_tokens":${String((Number(d) + 1) % 10 ** d.length).padStart(d.length, '1')}`)],
  ])('a file rewritten in place (%s) is read again from its start', async (_, rewrite) => {
    const first = await warm();
    // A session sharing no message: nothing but its own change can make it be read again.
    const [a, b] = (await files('main')).filter((p) => !first.book.links.get(sessionOf(p))?.size);
    const before = await readFile(a!, 'utf8');
    const after = rewrite(before, await readFile(b!, 'utf8'));
    expect(after).not.toBe(before);
    await writeFile(a!, after);
    const r = await warm();
    expect(r.update.reread).toBeGreaterThan(0);
    expect(reportsOf(r.book)).toEqual(await fresh());
    await sameAsFresh();
  });

  it('deleted files: an original whose messages a fork and a resumed session repeat, a subagent file, a legacy agent file', async () => {
    await warm();
    const texts = await Promise.all((await files()).map(async (p) => [p, await readFile(p, 'utf8')] as const));
    const copied = texts.find(([, t]) => t.includes('"requestSessionId"'));
    expect(copied, 'the corpus has a fork').toBeTruthy();
    const original = JSON.parse(copied![1].split('\n').find((l) => l.includes('"requestSessionId"'))!).requestSessionId as string;
    for (const p of await files()) if (p.includes(original)) await rm(p);
    const sub = (await files('subagent'))[0];
    if (sub) await rm(sub);
    const legacy = (await files('legacy-agent'))[0];
    if (legacy) await rm(legacy);
    const r = await warm();
    expect(r.update.deleted).toBeGreaterThan(0);
    expect(reportsOf(r.book)).toEqual(await fresh());
    await sameAsFresh();
  });

  it('files copied in from another machine: one replaced by another\'s content with an old mtime, new ones older than every other', async () => {
    await warm();
    const mains = await files('main');
    const old = new Date('2025-06-01T00:00:00Z');
    await copyFile(mains[5]!, mains[6]!);
    await utimes(mains[6]!, old, old);
    // A whole session copied under a new id, its mtime older than everything (cp -p from a backup).
    const copy = join(projectsDir, mains[7]!.split('/').at(-2)!, 'ffffffff-0000-4000-8000-000000000000.jsonl');
    await writeFile(copy, (await readFile(mains[7]!, 'utf8')).replaceAll(sessionOf(mains[7]!), 'ffffffff-0000-4000-8000-000000000000'));
    await utimes(copy, old, old);
    await sameAsFresh();
  });

  it('appending to a session that shares messages with others keeps the credits and figures a fresh scan gives', async () => {
    const { book } = await warm();
    // The oldest file of a linked session: growing, it passes every file it shares messages with.
    const linked = [...book.files.values()].filter((f) => f.kind === 'main' && book.links.get(f.sessionId)?.size).sort((a, b) => a.mtimeMs - b.mtimeMs);
    expect(linked.length, 'the corpus has sessions sharing messages').toBeGreaterThan(0);
    await appendFile(linked[0]!.path, line(linked[0]!.sessionId, 'msg_more', 5));
    const r = await warm();
    expect(r.update.reread).toBeGreaterThan(0);
    expect(reportsOf(r.book)).toEqual(await fresh());
    await sameAsFresh();
  });

  it('two processes updating at once each leave a whole ledger; the next run restores one', async () => {
    for (const p of (await files('main')).slice(0, 4)) await appendFile(p, line(sessionOf(p), `msg_${sessionOf(p)}`, 3));
    const env = { ...process.env, XDG_CACHE_HOME: join(dir.path, 'xdg') };
    const run = () =>
      new Promise<number | null>((resolve) => {
        const c = spawn(NODE, [BIN, 'usage', 'daily', '--json', '--dir', join(projectsDir, '..')], { env, stdio: 'ignore' });
        c.on('close', resolve);
      });
    expect(await Promise.all([run(), run(), run()])).toEqual([0, 0, 0]);
    const cacheFiles = await readdir(join(dir.path, 'xdg', 'toolshed'));
    expect(cacheFiles.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const { PACKAGE_VERSION } = await import('../../src/cli/version.ts');
    const r = await refreshLedger({ projectsDirs: [projectsDir], cache: { dir: join(dir.path, 'xdg', 'toolshed'), version: PACKAGE_VERSION }, threads: 1 });
    expect(r.start).toBe('restored');
    expect(r.update.bytesRead).toBe(0);
    expect(reportsOf(r.book)).toEqual(await fresh());
  });

  it.each([
    ['corrupt bytes', (b: Buffer) => Buffer.from(b.toString('latin1').replace(/usage/g, 'usa\u00ff'), 'latin1')],
    ['cut short', (b: Buffer) => b.subarray(0, Math.floor(b.length / 2))],
    ['empty', () => Buffer.alloc(0)],
    ['not ours', () => Buffer.from('{"hello":"world"}')],
  ])('a ledger that is %s is rebuilt from the files, saying why', async (_, spoil) => {
    await warm();
    const path = ledgerPath(cacheDir, [projectsDir]);
    await writeFile(path, spoil(await readFile(path)));
    const logs: string[] = [];
    const r = await refreshLedger({ projectsDirs: [projectsDir], cache: cache(), threads: 1, log: (_l, m) => void logs.push(m) });
    expect(r.start).not.toBe('restored');
    expect(logs.join('\n')).toMatch(/not used \((corrupt|inconsistent)/);
    expect(reportsOf(r.book)).toEqual(await fresh());
    expect((await warm()).start).toBe('restored');
  });

  it('a ledger of another version, or of other folders, is not used', async () => {
    await warm();
    const other = await refreshLedger({ projectsDirs: [projectsDir], cache: { dir: cacheDir, version: 'another' }, threads: 1 });
    expect(other.start).toMatch(/another version/);
    // Two folders get a ledger of their own, and a report over both.
    const second = await tempDir('ledger-second-');
    try {
      const p2 = (await writeChaosCorpus(second.path, 5, 10)).projectsDir;
      const both = await refreshLedger({ projectsDirs: [projectsDir, p2], cache: cache(), threads: 1 });
      expect(both.start).toBe('none yet');
      const only2 = await refreshLedger({ projectsDirs: [p2], cache: null, threads: 1 });
      const only1 = await refreshLedger({ projectsDirs: [projectsDir], cache: null, threads: 1 });
      expect(both.book.ledger.size).toBeLessThanOrEqual(only1.book.ledger.size + only2.book.ledger.size);
      expect(both.book.sessions().size).toBe(new Set([...only1.book.sessions().keys(), ...only2.book.sessions().keys()]).size);
    } finally {
      await second.cleanup();
    }
  });
});
