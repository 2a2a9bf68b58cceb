/**
 * Deleted sessions kept: the archive's copies (appended bytes only, a rewrite copied
 * whole), sessions the client deleted moved aside and still served (marked archived),
 * the size cap (copies of existing files go before the only copies of deleted ones,
 * oldest first), the opt-out and `toolshed chats --prune-archive`.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { appendFile, readFile, rm, writeFile, mkdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { planPrune, syncArchive, archiveRoot, deletedProjectsDir } from '../../src/transcripts/archive.ts';
import { keepArchive } from '../../src/transcripts/archive-keeper.ts';
import { startTranscriptService, type TranscriptService } from '../../src/transcripts/index.ts';
import { startMonitorServer, type MonitorServer } from '../../src/monitor/server.ts';
import { main } from '../../src/cli/main.ts';
import { writeWorkbenchCorpus, OLD, NEW, type WorkbenchCorpus } from '../fixtures/transcripts/workbench.ts';
import { tempDir } from '../helpers/paths.ts';
import { http } from '../monitor/helpers.ts';
import { launchBrowser } from '../helpers/browser.ts';

describe('planPrune', () => {
  const f = (rel: string, bytes: number, mtimeMs: number, deleted = false) => ({ rel, bytes, mtimeMs, deleted });
  it('removes whole sessions, copies of existing files first, oldest first, until under the cap', () => {
    const files = [
      f('p/s1.jsonl', 100, 1, true),
      f('p/s1/subagents/agent-a.jsonl', 50, 1, true),
      f('p/s2.jsonl', 100, 2),
      f('p/s3.jsonl', 100, 3),
      f('p/agent-x.jsonl', 10, 0),
    ];
    expect(planPrune(files, 1000)).toEqual([]);
    expect(planPrune(files, 300)).toEqual(['p/agent-x', 'p/s2']);
    expect(planPrune(files, 100)).toEqual(['p/agent-x', 'p/s2', 'p/s3', 'p/s1']);
  });
});

describe('syncArchive', () => {
  let dir: { path: string; cleanup: () => Promise<void> };
  beforeAll(async () => {
    dir = await tempDir('archive-sync-');
  });
  afterAll(() => dir.cleanup());

  it('copies appended bytes, recopies a rewritten file, and moves what the client deleted', async () => {
    const projectsDir = join(dir.path, 'projects');
    await mkdir(join(projectsDir, 'p'), { recursive: true });
    const a = join(projectsDir, 'p', 'aaaa.jsonl');
    const b = join(projectsDir, 'p', 'bbbb.jsonl');
    await writeFile(a, '{"n":1}\n');
    await writeFile(b, '{"n":"b"}\n');
    const opts = { root: join(dir.path, 'archive'), projectsDir, maxBytes: 1 << 20 };
    expect((await syncArchive(opts, [a, b, join(dir.path, 'outside.jsonl')])).copied).toBe(2);
    expect((await syncArchive(opts, [a, b])).copied).toBe(0);
    await appendFile(a, '{"n":2}\n');
    expect((await syncArchive(opts, [a, b])).copied).toBe(1);
    expect(await readFile(join(opts.root, 'live', 'p', 'aaaa.jsonl'), 'utf8')).toBe('{"n":1}\n{"n":2}\n');
    await writeFile(a, '{"n":"rewritten, longer"}\n');
    await syncArchive(opts, [a, b]);
    expect(await readFile(join(opts.root, 'live', 'p', 'aaaa.jsonl'), 'utf8')).toBe('{"n":"rewritten, longer"}\n');
    await rm(b);
    const r = await syncArchive(opts, [a]);
    expect(r.moved).toEqual(['p/bbbb.jsonl']);
    expect(await readFile(join(deletedProjectsDir(opts.root), 'p', 'bbbb.jsonl'), 'utf8')).toBe('{"n":"b"}\n');
    // Over the cap: the copy of the file that still exists goes first; the only copy of the deleted one stays.
    const capped = await syncArchive({ ...opts, maxBytes: 12 }, [a]);
    expect(capped.pruned).toEqual(['p/aaaa']);
    expect(await stat(join(deletedProjectsDir(opts.root), 'p', 'bbbb.jsonl')).then(() => true)).toBe(true);
  });
});

describe('archived sessions in the monitor', () => {
  let dir: { path: string; cleanup: () => Promise<void> };
  let corpus: WorkbenchCorpus;
  let service: TranscriptService;
  let monitor: MonitorServer;
  let keeper: Awaited<ReturnType<typeof keepArchive>>;
  const cache = () => join(dir.path, 'cache', 'toolshed');
  beforeAll(async () => {
    dir = await tempDir('archive-monitor-');
    corpus = await writeWorkbenchCorpus(dir.path);
    service = await startTranscriptService({ projectsDir: corpus.projectsDir, rescanMs: 60_000 });
    keeper = await keepArchive(service, { root: archiveRoot(cache(), corpus.projectsDir), projectsDir: corpus.projectsDir, maxBytes: 1 << 30, intervalMs: 50 });
    monitor = await startMonitorServer({ service, port: 0, archive: keeper.index });
  });
  afterAll(async () => {
    keeper?.stop();
    await monitor?.close();
    service?.close();
    await dir?.cleanup();
  });

  it('keeps a session the client deleted, lists it as archived and still serves it whole', async () => {
    await keeper.syncNow();
    await rm(join(corpus.projectsDir, corpus.projectDir, `${NEW}.jsonl`));
    await rm(join(corpus.projectsDir, corpus.projectDir, NEW), { recursive: true });
    await service.index.scan();
    await keeper.syncNow();
    const list = (await http(monitor.port, 'GET', '/api/conversations')).json().conversations as Array<{ id: string; archived?: boolean; tokens: number }>;
    const kept = list.find((c) => c.id === NEW)!;
    expect(kept.archived).toBe(true);
    expect(list.find((c) => c.id === OLD)!.archived).toBeUndefined();
    const msgs = (await http(monitor.port, 'GET', `/api/conversations/${NEW}/messages`)).json().messages;
    expect(msgs[0].blocks[0].text).toContain('deploy with token');
    const wb = (await http(monitor.port, 'GET', `/api/conversations/${NEW}/workbench`)).json();
    expect(wb.tree.agents[0].agent).toBe('agent-x1'); // its subagent kept too
    expect(kept.tokens).toBe(wb.tree.cost.total.tokens);
  });

  it('marks the archived session on the page and opens it at its address', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${monitor.url}/c/${NEW}`);
      await expect.poll(() => page.locator(`#list li[data-id="${NEW}"] [data-testid="archived-badge"]`).count(), { timeout: 20_000 }).toBe(1);
      expect(await page.locator(`#list li[data-id="${OLD}"] [data-testid="archived-badge"]`).count()).toBe(0);
      await expect.poll(() => page.getByTestId('detail-meta').textContent(), { timeout: 20_000 }).toContain('archived copy');
      await expect.poll(() => page.getByTestId('message').count(), { timeout: 20_000 }).toBeGreaterThan(3);
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('`toolshed chats --prune-archive` trims the archive to the cap and says what went', async () => {
    let out = '';
    const args = ['chats', '--prune-archive', '--archive-max-mb', '0', '--dir', join(corpus.projectsDir, '..')];
    const code = await main(args, { argv: args, env: { XDG_CACHE_HOME: join(dir.path, 'cache') }, cwd: '/', stdout: (t) => void (out += t), stderr: (t) => void (out += t) });
    expect(code).toBe(0);
    expect(out).toMatch(/: [1-9]\d* session\(s\) removed \(.*b2b2b2b2/);
    expect(out).toMatch(/0\.0 MB kept of 0 MB/);
    const bad = ['chats', '--prune-archive', '--archive-max-mb', 'lots'];
    expect(await main(bad, { argv: bad, env: { XDG_CACHE_HOME: join(dir.path, 'cache') }, cwd: '/', stdout: () => {}, stderr: () => {} })).toBe(2);
  });
});
