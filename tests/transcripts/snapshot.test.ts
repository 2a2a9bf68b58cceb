/**
 * The persisted index: a restart from the snapshot, followed by the files' changes since,
 * gives exactly what a fresh scan of the files gives.
 */
import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { appendFile, readdir, rm, writeFile, copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startTranscriptService, TranscriptIndex, type TranscriptService } from '../../src/transcripts/index.ts';
import { writeMessyCorpus, type MessyCorpus } from '../fixtures/transcripts/messy.ts';
import { tempDir } from '../helpers/paths.ts';

const NOW = Date.parse('2025-08-01T00:00:00Z');
let root: { path: string; cleanup: () => Promise<void> };
let corpus: MessyCorpus;
let logs: string[];
const open: TranscriptService[] = [];

beforeEach(async () => {
  root = await tempDir('snapshot-');
  corpus = await writeMessyCorpus(join(root.path, 'claude'));
  logs = [];
});
afterEach(async () => {
  for (const s of open.splice(0)) s.close();
  await root.cleanup();
});

async function service(version = '1.0.0'): Promise<TranscriptService> {
  const s = await startTranscriptService({
    projectsDir: corpus.projectsDir,
    now: () => NOW,
    contentIndex: false,
    rescanMs: 3_600_000,
    log: (_l, m) => logs.push(m),
    cache: { dir: join(root.path, 'cache'), version, saveDelayMs: 3_600_000 },
  });
  open.push(s);
  return s;
}

/** Everything the list and the reports show, from a fresh scan of the files. */
async function fresh(): Promise<unknown> {
  const index = new TranscriptIndex({ projectsDir: corpus.projectsDir, now: () => NOW, contentIndex: false });
  await index.scan();
  return view(index);
}
async function view(index: TranscriptIndex): Promise<unknown> {
  const out = [];
  for (const r of index.list()) out.push({ summary: index.summary(r), usage: index.usage(r), tools: [...r.toolCounts].sort(), hours: [...r.activityByHour].sort(), messages: await index.readMessages(r, 0, 500) });
  return out;
}

describe('index snapshot', () => {
  it('restores, then reads only what changed: grown, new, removed and rewritten files', async () => {
    const first = await service();
    await first.flush();
    first.close();
    expect((await readdir(join(root.path, 'cache'))).some((f) => f.endsWith('.bin'))).toBe(true);

    // Changes while the tool was not running.
    await appendFile(corpus.halfLine.path, corpus.halfLine.rest);
    await rm(corpus.paths.old);
    const copy = join(corpus.projectsDir, '-home-dev-alpha', '77777777-7777-4777-8777-777777777777.jsonl');
    await copyFile(corpus.paths.beta, copy); // an older client's resume: a copy of a whole session
    await writeFile(corpus.paths.subagent, ''); // rewritten (shrunk)

    const second = await service();
    expect(logs.some((m) => /conversations restored/.test(m))).toBe(true);
    expect(await view(second.index)).toEqual(await fresh());
    const modern = second.index.get(corpus.sessions.modern.id)!;
    expect(second.index.summary(modern).messageCount).toBeGreaterThan(0);
  });

  it('continues incremental reading after a restore (tool results still find their calls)', async () => {
    const first = await service();
    await first.flush();
    first.close();
    const second = await service();
    await appendFile(corpus.halfLine.path, corpus.halfLine.rest);
    await second.index.updatePath(corpus.halfLine.path);
    expect(await view(second.index)).toEqual(await fresh());
  });

  it('ignores a snapshot from another version', async () => {
    const first = await service('1.0.0');
    await first.flush();
    first.close();
    await service('2.0.0');
    expect(logs.some((m) => /not used \(from another version/.test(m))).toBe(true);
  });
});
