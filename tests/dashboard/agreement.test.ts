/**
 * The same data through the three tools: `toolshed usage daily --json`, the dashboard's
 * /api/conversations and /api/overview, and the monitor's /api/conversations (its own
 * server and service) agree, and match tokens computed here from the lines (each
 * assistant message once by message.id + requestId, largest output).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { startTranscriptService } from '../../src/transcripts/index.ts';
import { startMonitorServer } from '../../src/monitor/server.ts';
import { writeMessyCorpus } from '../fixtures/transcripts/messy.ts';
import { tempDir } from '../helpers/paths.ts';
import { writeDashboardCorpus, NOW } from './fixture.ts';
import { countedMessages, totals } from './expected.ts';
import { startDashboard } from './harness.ts';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

async function jsonlFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile() && e.name.endsWith('.jsonl')) out.push(join(e.parentPath, e.name));
  }
  return out;
}

async function usageDaily(assistantDir: string) {
  let out = '';
  const code = await main(['usage', 'daily', '--json', '--dir', assistantDir, '--tz', 'UTC'], { argv: [], env: { XDG_CACHE_HOME: join(assistantDir, 'toolshed-test-cache') }, cwd: '/', stdout: (t) => void (out += t), stderr: () => {} });
  expect(code).toBe(0);
  return JSON.parse(out);
}

async function monitorTotals(projectsDir: string) {
  const service = await startTranscriptService({ projectsDir, now: () => NOW });
  const monitor = await startMonitorServer({ service, port: 0 });
  try {
    const body = await (await fetch(`${monitor.url}/api/conversations`)).json();
    let tokens = 0;
    let cost = 0;
    const kinds = { input: 0, output: 0, cacheWrite5m: 0, cacheWrite1h: 0, cacheRead: 0 };
    for (const c of body.conversations) {
      tokens += c.tokens;
      cost += c.cost;
      for (const k of Object.keys(kinds) as Array<keyof typeof kinds>) kinds[k] += c.tokenCounts[k];
    }
    return { tokens, cost, kinds, ids: body.conversations.map((c: { id: string }) => c.id).sort() };
  } finally {
    await monitor.close();
    service.close();
  }
}

const corpora = {
  'the messy corpus (1.0.x and 2.x lines, subagents, broken links)': async (p: string) => (await writeMessyCorpus(p)).assistantDir,
  'the dashboard corpus (30 days around a fixed clock)': async (p: string) => (await writeDashboardCorpus(p)).assistantDir,
};

describe.each(Object.entries(corpora))('usage, dashboard and monitor agree on %s', (_name, write) => {
  let dir: { path: string; cleanup: () => Promise<void> };
  let assistantDir: string;
  beforeAll(async () => {
    dir = await tempDir('toolshed-agree-');
    assistantDir = await write(dir.path);
  });
  afterAll(() => dir.cleanup());

  it('same tokens by kind and cost everywhere, equal to the lines', async () => {
    const projectsDir = join(assistantDir, 'projects');
    const want = totals(countedMessages(await jsonlFiles(projectsDir)));

    const usage = await usageDaily(assistantDir);
    expect(usage.totals.tokens).toEqual(want.tokens);
    expect(usage.totals.cost.total).toBeCloseTo(want.cost, 5);
    // Rows add up to the total.
    const rowSum = usage.rows.reduce((a: number, r: { tokens: { total: number } }) => a + r.tokens.total, 0);
    expect(rowSum).toBe(want.tokens.total);

    const monitor = await monitorTotals(projectsDir);
    const { total, ...kinds } = want.tokens;
    expect(monitor.kinds).toEqual(kinds);
    expect(monitor.tokens).toBe(total);
    expect(monitor.cost).toBeCloseTo(want.cost, 5);

    const run = await startDashboard(projectsDir, { now: () => NOW });
    try {
      const list = await (await fetch(`${run.dash.url}/api/conversations`)).json();
      expect(list.totals.tokens).toBe(total);
      expect(list.totals.cost).toBeCloseTo(want.cost, 5);
      expect(list.conversations.map((c: { id: string }) => c.id).sort()).toEqual(monitor.ids);
      const overview = await (await fetch(`${run.dash.url}/api/overview`)).json();
      const byProject = overview.costByProject.reduce((a: number, p: { tokens: number }) => a + p.tokens, 0);
      expect(byProject).toBe(total);
    } finally {
      await run.close();
    }
  });
});

describe('5-hour windows: usage blocks, the dashboard and the monitor show the same ones', () => {
  let dir: { path: string; cleanup: () => Promise<void> };
  beforeAll(async () => {
    dir = await tempDir('toolshed-windows-');
  });
  afterAll(() => dir.cleanup());

  it('the active window and the recent ones are equal everywhere (one pure module)', async () => {
    const corpus = await writeDashboardCorpus(dir.path);
    let out = '';
    const code = await main(['usage', 'blocks', '--json', '--dir', corpus.assistantDir, '--tz', 'UTC'], { argv: [], env: { XDG_CACHE_HOME: join(dir.path, 'cache') }, cwd: '/', stdout: (t) => void (out += t), stderr: () => {}, now: () => new Date(NOW) });
    expect(code).toBe(0);
    const blocks = JSON.parse(out);
    const active = blocks.rows.find((b: { active: boolean }) => b.active);
    expect(active, 'the fixture has a window open at NOW').toBeTruthy();
    const recent = blocks.rows.filter((b: { end: string }) => Date.parse(b.end) > NOW - 48 * 3_600_000).reverse();

    const run = await startDashboard(corpus.projectsDir, { now: () => NOW });
    try {
      const overview = await (await fetch(`${run.dash.url}/api/overview`)).json();
      expect(overview.windows.current).toEqual(active);
      expect(overview.windows.recent).toEqual(recent);
    } finally {
      await run.close();
    }
    const service = await startTranscriptService({ projectsDir: corpus.projectsDir, now: () => NOW });
    const monitor = await startMonitorServer({ service, port: 0 });
    try {
      const w = await (await fetch(`${monitor.url}/api/windows`)).json();
      expect(w.current).toEqual(active);
      expect(w.recent).toEqual(recent);
    } finally {
      await monitor.close();
      service.close();
    }
  });
});
