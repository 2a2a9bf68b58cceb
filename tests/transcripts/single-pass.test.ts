/**
 * `toolshed chats`'s cold start builds the usage ledger in the same pass as its index
 * (src/ledger/first-scan.ts, src/transcripts/usage-lines.ts): the ledger it leaves must
 * be the one `refreshLedger` (the usage scan, a second read) builds from the same files,
 * field by field (every file's offset, fingerprints, working directory, first prompt,
 * titles, malformed lines, last key; the counted messages; the links between sessions;
 * the sessions reports list), and the index the one a scan on one thread builds. On
 * real-shaped corpora (bench/transcript-corpus.ts: 2.1.x lines, subagents, forks, long
 * tool results), the chaos and messy corpora (resumes, forks, half-written lines), and
 * files cut mid-line (an unfinished last line, and a finished one without its newline).
 */
import { describe, it, expect, afterAll } from 'vitest';
import { appendFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { tempDir } from '../helpers/paths.ts';
import { TranscriptIndex } from '../../src/transcripts/conversations.ts';
import { parallelFirstScan } from '../../src/transcripts/parallel-scan.ts';
import { refreshLedger } from '../../src/ledger/open.ts';
import { BookFromFirstScan } from '../../src/ledger/first-scan.ts';
import type { UsageBook } from '../../src/ledger/book.ts';
import { writeChaosCorpus } from '../usage/chaos-corpus.ts';
import { writeMessyCorpus } from '../fixtures/transcripts/messy.ts';
import { generateCorpus } from '../../bench/transcript-corpus.ts';
import { NOW } from '../dashboard/fixture.ts';

const dirs: Array<{ cleanup: () => Promise<void> }> = [];
afterAll(async () => {
  for (const d of dirs) await d.cleanup();
});

/** Appends to the first main file of each project: half a line (being written), and to another a whole line without its newline. */
async function cutMidLine(projectsDir: string): Promise<void> {
  const projects = (await readdir(projectsDir)).sort();
  const mains = async (p: string) => (await readdir(join(projectsDir, p))).filter((f) => f.endsWith('.jsonl') && !f.startsWith('agent-')).sort();
  const first = projects[0]!;
  const [a, b] = await mains(first);
  await appendFile(join(projectsDir, first, a!), '{"type":"assistant","requestId":"req_cut","message":{"id":"msg_cut","model":"claude-opus-4-6","content":[{"type":"text","text":"half a li');
  if (b) await appendFile(join(projectsDir, first, b), `${JSON.stringify({ type: 'assistant', uuid: 'u-nonl', sessionId: b.slice(0, -6), timestamp: '2026-03-01T10:00:00.000Z', requestId: 'req_nonl', message: { id: 'msg_nonl', model: 'claude-opus-4-6', content: [{ type: 'text', text: 'no newline' }], usage: { input_tokens: 5, output_tokens: 7 } } })}`);
  const last = projects[projects.length - 1]!;
  const [c] = await mains(last);
  // A finished line without its newline that the usage scan does not read (no usage in it).
  if (c && last !== first) await appendFile(join(projectsDir, last, c), JSON.stringify({ type: 'progress', data: { type: 'hook_progress' }, uuid: 'u-prog', timestamp: '2026-03-01T10:00:01.000Z' }));
}

async function corpus(write: (dir: string) => Promise<{ projectsDir: string }>): Promise<string> {
  const d = await tempDir('single-pass-');
  dirs.push(d);
  const { projectsDir } = await write(d.path);
  await cutMidLine(projectsDir);
  return projectsDir;
}

/** A ledger in a comparable form. */
function bookView(book: UsageBook) {
  const files = [...book.files.values()].map((f) => ({ ...f })).sort((a, b) => (a.path < b.path ? -1 : 1));
  const s = book.ledger.exportState();
  const keys = s.key ? s.key.split('\n') : [];
  const messages = keys.map((k, i) => [k, s.sessions[s.session[i]!], s.models[s.model[i]!], s.sidechain[i], s.timestamp[i], ...s.counts.subarray(i * 5, i * 5 + 5)]).sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1));
  const links = [...book.links].map(([k, v]) => [k, [...v].sort()]).sort();
  return { files, messages, links, sessions: [...book.sessions().values()].sort((a, b) => (a.id < b.id ? -1 : 1)), malformed: book.malformedLines };
}

/** What the index answers about its conversations. */
function indexView(index: TranscriptIndex) {
  return {
    list: index.list().map((rec) => ({ summary: index.summary(rec, NOW), usage: index.usage(rec), files: [...rec.files.values()].map((f) => ({ ...f })).sort((a, b) => (a.path < b.path ? -1 : 1)) })),
    ledger: [...index.ledger.all()].sort((a, b) => (a.key < b.key ? -1 : 1)),
  };
}

const cases: Array<[string, (d: string) => Promise<{ projectsDir: string }>]> = [
  ['real-shaped (2.1.x lines, subagents, forks, long tool results)', (d) => generateCorpus({ dir: d, targetBytes: 6 * 1024 * 1024, sessions: 12, projects: 3, seed: 5 })],
  ['chaos-7 (forks, resumes, copies in subagents)', (d) => writeChaosCorpus(d, 7)],
  ['chaos-11', (d) => writeChaosCorpus(d, 11, 60)],
  ['messy (1.0.x and 2.x, subagents, broken lines, half lines)', writeMessyCorpus],
];

describe('the ledger and the index in one pass', () => {
  it.each(cases)('%s: the ledger equals a usage scan of the files, the index a scan on one thread', async (_, write) => {
    const projectsDir = await corpus(write);
    // Two passes: the usage scan, and the index on one thread.
    const { book: twoPass } = await refreshLedger({ projectsDirs: [projectsDir], cache: null, threads: 1 });
    const one = new TranscriptIndex({ projectsDir, contentIndex: false, now: () => NOW });
    await one.scan();
    // One pass.
    const sink = new BookFromFirstScan();
    const index = new TranscriptIndex({ projectsDir, contentIndex: false, now: () => NOW });
    const p = await parallelFirstScan(index, { threads: 2, minBytes: 0, ledger: sink });
    expect(p).not.toBeNull();
    await index.scan();
    sink.takeFingerprints();
    expect(bookView(sink.book)).toEqual(bookView(twoPass));
    expect(indexView(index)).toEqual(indexView(one));
  });

  it('the usage scan on worker threads gives the same ledger (the reference itself holds)', async () => {
    const projectsDir = await corpus((d) => writeChaosCorpus(d, 13));
    const { book: a } = await refreshLedger({ projectsDirs: [projectsDir], cache: null, threads: 1 });
    const { book: b } = await refreshLedger({ projectsDirs: [projectsDir], cache: null, threads: 2 });
    expect(bookView(b)).toEqual(bookView(a));
  });
});
