/**
 * The dashboard over a real socket: every endpoint, bad input, Host/Origin refusals,
 * and live states over a real WebSocket after a line is appended to a real file.
 * Expected figures are computed here from the fixture lines.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { appendFile, writeFile } from 'node:fs/promises';
import { join, dirname } from 'node:path';
import { tempDir } from '../helpers/paths.ts';
import { writeDashboardCorpus, appendedLine, NOW, HTML_PROMPT, type DashboardCorpus } from './fixture.ts';
import { countedMessages, totals, toolCalls } from './expected.ts';
import { startDashboard, rawRequest, openSocket, upgradeStatus, type Running } from './harness.ts';

let dir: { path: string; cleanup: () => Promise<void> };
let corpus: DashboardCorpus;
let run: Running;
let base: string;

const get = async (path: string) => {
  const r = await fetch(base + path);
  return { status: r.status, headers: r.headers, body: await r.json() };
};

beforeAll(async () => {
  dir = await tempDir('toolshed-dash-');
  corpus = await writeDashboardCorpus(dir.path);
  run = await startDashboard(corpus.projectsDir, { now: () => NOW });
  base = run.dash.url;
});
afterAll(async () => {
  await run?.close();
  await dir.cleanup();
});

const dayOf = (iso: string) => iso.slice(0, 10);
function expectedKpi(from: string, to: string) {
  const counted = countedMessages(corpus.files).filter((c) => c.day >= from && c.day <= to);
  let sessions = 0;
  let messages = 0;
  for (const s of corpus.sessions.values()) {
    const n = s.writer.messageTimes.filter((t) => dayOf(t) >= from && dayOf(t) <= to).length;
    if (n) sessions++;
    messages += n;
  }
  const t = totals(counted);
  return { sessions, messages, tokens: t.tokens.total, cost: t.cost };
}

describe('GET endpoints', () => {
  it('/api/health reports status, version, uptime, conversations loaded and the last scan', async () => {
    const r = await get('/api/health');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'ok', version: '9.9.9-test', conversationsLoaded: 4 });
    expect(r.body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(r.body.lastScan.malformedLines).toBe(1);
    expect(Number.isNaN(Date.parse(r.body.lastScan.at))).toBe(false);
  });

  it('/api/conversations lists every conversation with summary figures and a live state', async () => {
    const r = await get('/api/conversations');
    expect(r.status).toBe(200);
    expect(r.body.count).toBe(4);
    const counted = countedMessages(corpus.files);
    for (const c of r.body.conversations) {
      const mine = counted.filter((m) => m.sessionId === c.id);
      expect(c.tokens).toBe(totals(mine).tokens.total);
      expect(c.cost).toBeCloseTo(totals(mine).cost, 6);
      expect(c.messageCount).toBe(corpus.sessions.get(c.id)!.writer.messageTimes.length);
      expect(c.project).toBe(corpus.sessions.get(c.id)!.project);
    }
    const state = Object.fromEntries(r.body.conversations.map((c: { id: string; liveState: string }) => [c.id, c.liveState]));
    // Last line 5 minutes before the clock: Idle → idle; the others are hours or days old → stopped.
    expect(state).toEqual({ [corpus.ids.today]: 'idle', [corpus.ids.week]: 'stopped', [corpus.ids.month]: 'stopped', [corpus.ids.old]: 'stopped' });
    expect(r.body.totals.tokens).toBe(totals(counted).tokens.total);
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('/api/overview: KPI windows for today, 7 and 30 days, top tools and cost by project', async () => {
    const o = (await get('/api/overview')).body;
    expect(o.today).toBe('2026-03-10');
    for (const [key, from] of [['today', '2026-03-10'], ['last7Days', '2026-03-04'], ['last30Days', '2026-02-09']] as const) {
      const want = expectedKpi(from, '2026-03-10');
      expect(o.kpis[key]).toMatchObject({ from, to: '2026-03-10', sessions: want.sessions, messages: want.messages, tokens: want.tokens });
      expect(o.kpis[key].cost).toBeCloseTo(want.cost, 5);
    }
    expect(o.kpis.today.sessions).toBe(1);
    expect(o.kpis.last30Days.sessions).toBe(3);
    const tools = [...toolCalls(corpus.files)].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    expect(o.topTools.map((t: { name: string; calls: number }) => [t.name, t.calls])).toEqual(tools);
    expect(o.daily).toHaveLength(30);
    const day = o.daily.find((d: { day: string }) => d.day === '2026-03-06');
    expect(day.tokens).toBe(totals(countedMessages(corpus.files).filter((c) => c.day === '2026-03-06')).tokens.total);
    expect(o.costByProject.map((p: { project: string }) => p.project).sort()).toEqual(['alpha', 'beta-app']);
    const heatTotal = o.heatmap.messages.flat().reduce((a: number, b: number) => a + b, 0);
    expect(heatTotal).toBe([...corpus.sessions.values()].reduce((a, s) => a + s.writer.messageTimes.length, 0));
    expect(o.activeSessions.map((s: { id: string }) => s.id)).toEqual([corpus.ids.today]);
    expect(o.activeSessions[0].title).toBe(HTML_PROMPT); // data, shown with textContent by the page
  });

  it('/api/conversation/{id} gives the accounting and the analytics', async () => {
    const r = await get(`/api/conversation/${corpus.ids.today}`);
    expect(r.status).toBe(200);
    const mine = totals(countedMessages(corpus.files).filter((m) => m.sessionId === corpus.ids.today));
    const { total, ...kinds } = mine.tokens;
    expect(r.body.usage.tokens).toEqual(kinds);
    expect(r.body.usage.totalTokens).toBe(total);
    expect(r.body.usage.cost.unpricedModels).toEqual(['claude-future-9-20300101']);
    expect(r.body.analytics.tools.map((t: { name: string }) => t.name).sort()).toEqual(['Bash', 'Grep', 'Read', 'Task']);
    expect(r.body.conversation.liveState).toBe('idle');
    // Served again from the analytics cache: same answer.
    expect((await get(`/api/conversation/${corpus.ids.today}`)).body.analytics).toEqual(r.body.analytics);
  });

  it.each([
    ['an unknown id', 'ffffffff-0000-4000-8000-000000000000'],
    ['a subagent file stem', 'agent-r1'],
    ['a path', '..%2F..%2F..%2Fetc%2Fpasswd'],
    ['an encoded folder', '-home-dev-alpha'],
  ])('/api/conversation/{id} with %s → 404 JSON', async (_name, id) => {
    const r = await get(`/api/conversation/${id}`);
    expect(r.status).toBe(404);
    expect(r.body.error).toBe('not_found');
    expect(r.headers.get('content-type')).toContain('application/json');
  });

  it('/api/conversation/{id} with broken percent-encoding → 400 JSON', async () => {
    const r = await get('/api/conversation/%E0%A4%A');
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('bad_request');
  });

  it('an unknown endpoint or page path → 404 JSON, never a file', async () => {
    expect((await get('/api/nothing')).status).toBe(404);
    const r = await rawRequest(run.dash.port, { path: '/../../package.json', headers: { host: `127.0.0.1:${run.dash.port}` } });
    expect(r.status).toBe(404);
    expect(JSON.parse(r.body).error).toBe('not_found');
  });

  it('serves the page and its modules with a strict CSP', async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('/app.js');
    for (const p of ['/app.js', '/charts.js', '/dom.js', '/style.css']) expect((await fetch(base + p)).status).toBe(200);
  });
});

describe('time zone of the figures', () => {
  it('KPI days follow the dashboard time zone (15:00 UTC is already tomorrow in Tokyo)', async () => {
    const tokyo = await startDashboard(corpus.projectsDir, { now: () => NOW, timeZone: 'Asia/Tokyo' });
    try {
      const o = await (await fetch(`${tokyo.dash.url}/api/overview`)).json();
      expect(o.today).toBe('2026-03-11');
      expect(o.kpis.today).toMatchObject({ sessions: 0, messages: 0, tokens: 0 });
      const tokyoDay = (ts: string) => new Date(Date.parse(ts) + 9 * 3600_000).toISOString().slice(0, 10);
      const from = '2026-03-05';
      const want = totals(countedMessages(corpus.files).filter((c) => tokyoDay(c.timestamp) >= from));
      expect(o.kpis.last7Days.from).toBe(from);
      expect(o.kpis.last7Days.tokens).toBe(want.tokens.total);
    } finally {
      await tokyo.close();
    }
  });
});

describe('POST /api/cache/clear', () => {
  const post = (body: string | undefined, type = 'application/json') => fetch(`${base}/api/cache/clear`, { method: 'POST', headers: { 'content-type': type }, body });

  it.each(['all', 'conversations', 'analytics'])('clears %s', async (type) => {
    const r = await post(JSON.stringify({ type }));
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body.type).toBe(type);
    expect(body.cleared).toEqual(type === 'all' ? ['conversations', 'analytics'] : [type]);
  });

  it.each([
    ['an unknown type', JSON.stringify({ type: 'everything' }), /Unknown cache type "everything"/],
    ['a missing type', JSON.stringify({}), /Missing "type"/],
    ['a non-string type', JSON.stringify({ type: 3 }), /Unknown cache type 3/],
    ['a JSON array', '[]', /Missing "type"/],
    ['no body', undefined, /Missing "type"/],
    ['a non-JSON body', 'type=all', /not valid JSON/],
  ])('%s → 400 JSON naming the allowed values', async (_n, body, message) => {
    const r = await post(body);
    expect(r.status).toBe(400);
    const b = await r.json();
    expect(b.error).toBe('bad_request');
    expect(b.message).toMatch(message);
    expect(b.allowed).toEqual(['all', 'conversations', 'analytics']);
  });

  it('an oversized body → 413, nothing cleared', async () => {
    const r = await post(JSON.stringify({ type: 'all', pad: 'x'.repeat(100_000) }));
    expect(r.status).toBe(413);
  });

  it('GET on it → 405', async () => {
    expect((await get('/api/cache/clear')).status).toBe(405);
  });
});

describe('Host and Origin checks', () => {
  it.each([
    ['a foreign Host (DNS rebinding)', { host: 'evil.example:3333' }],
    ['the right host on another port', { host: 'localhost:1' }],
    ['a foreign Origin', { origin: 'http://evil.example' }],
    ['an https Origin of this host', { origin: 'https://127.0.0.1:PORT' }],
    ['a null Origin', { origin: 'null' }],
  ])('%s → 403', async (_n, h) => {
    const headers: Record<string, string> = { host: `127.0.0.1:${run.dash.port}` };
    for (const [k, v] of Object.entries(h)) headers[k] = v.replace('PORT', String(run.dash.port));
    const r = await rawRequest(run.dash.port, { path: '/api/conversations', headers });
    expect(r.status).toBe(403);
    expect(JSON.parse(r.body).error).toBe('forbidden');
    expect(r.body).not.toContain(corpus.ids.today);
  });

  it('this server\'s own Host and Origin are served (localhost too)', async () => {
    const r = await rawRequest(run.dash.port, { path: '/api/health', headers: { host: `localhost:${run.dash.port}`, origin: `http://localhost:${run.dash.port}` } });
    expect(r.status).toBe(200);
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('WebSocket upgrades with a foreign Origin or Host are refused; an unknown path is 404', async () => {
    const url = `ws://127.0.0.1:${run.dash.port}/ws`;
    expect(await upgradeStatus(url, { origin: 'http://evil.example' })).toBe(403);
    expect(await upgradeStatus(url, { host: 'evil.example' })).toBe(403);
    expect(await upgradeStatus(`ws://127.0.0.1:${run.dash.port}/other`, {})).toBe(404);
    expect(await upgradeStatus(url, { origin: `http://127.0.0.1:${run.dash.port}` })).toBe(101);
  });
});

describe('live states over the WebSocket', () => {
  it('appending a line to a stopped conversation pushes state active and updated figures', async () => {
    const sock = await openSocket(`ws://127.0.0.1:${run.dash.port}/ws`);
    try {
      const hello = await sock.next((m) => m.type === 'connected');
      expect(hello.data.states[corpus.ids.month]).toBe('stopped');
      expect(hello.data.states[corpus.ids.today]).toBe('idle');
      const before = (await get('/api/overview')).body.kpis.today;
      await appendFile(corpus.sessions.get(corpus.ids.month)!.path, appendedLine(corpus.ids.month, '/home/dev/beta-app', NOW));
      const change = await sock.next((m) => m.type === 'state_change' && m.data.conversationId === corpus.ids.month);
      expect(change.data).toMatchObject({ state: 'active', previousState: 'stopped', monitorState: 'Active' });
      const figures = await sock.next((m) => m.type === 'figures' && m.data.kpis.today.sessions === before.sessions + 1);
      expect(figures.data.kpis.today.messages).toBe(before.messages + 1);
      expect(figures.data.activeSessions.map((s: { id: string }) => s.id)).toContain(corpus.ids.month);
    } finally {
      sock.close();
    }
  });
});

describe('GET /api/refresh', () => {
  it('rescans now and answers with what changed', async () => {
    // A watcher that would not notice for minutes: only the refresh can see the change.
    const d = await tempDir('toolshed-dash-refresh-');
    const c = await writeDashboardCorpus(d.path);
    const slow = await startDashboard(c.projectsDir, { now: () => NOW, debounceMs: 600_000, rescanMs: 600_000 });
    try {
      const r0 = await (await fetch(`${slow.dash.url}/api/refresh`)).json();
      expect(r0).toMatchObject({ added: [], updated: [], removed: [], changed: 0, totalConversations: 4 });
      const newId = 'cccccccc-0000-4000-8000-000000000005';
      const newPath = join(dirname(c.sessions.get(c.ids.old)!.path), `${newId}.jsonl`);
      await writeFile(newPath, appendedLine(newId, '/home/dev/gamma', NOW - 1000, 'new session'));
      await appendFile(c.sessions.get(c.ids.old)!.path, appendedLine(c.ids.old, '/home/dev/beta-app', NOW - 2000));
      const r1 = await (await fetch(`${slow.dash.url}/api/refresh`)).json();
      expect(r1.added).toEqual([newId]);
      expect(r1.updated).toEqual([c.ids.old]);
      expect(r1.totalConversations).toBe(5);
      const list = await (await fetch(`${slow.dash.url}/api/conversations`)).json();
      expect(list.count).toBe(5);
      expect(list.conversations.find((x: { id: string }) => x.id === newId).project).toBe('gamma');
    } finally {
      await slow.close();
      await d.cleanup();
    }
  });
});
