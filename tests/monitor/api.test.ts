import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { appendFile, mkdir, writeFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import WebSocket from 'ws';
import { startTranscriptService, type TranscriptService } from '../../src/transcripts/index.ts';
import { startMonitorServer, type MonitorServer } from '../../src/monitor/server.ts';
import { writeMessyCorpus, type MessyCorpus } from '../fixtures/transcripts/messy.ts';
import { tempDir } from '../helpers/paths.ts';
import { sumTokens } from '../transcripts/expected.ts';
import { http } from './helpers.ts';

let corpus: MessyCorpus;
let cleanup: () => Promise<void>;
let service: TranscriptService;
let monitor: MonitorServer;
let port: number;

beforeAll(async () => {
  const t = await tempDir('monitor-api-');
  cleanup = t.cleanup;
  corpus = await writeMessyCorpus(t.path);
  service = await startTranscriptService({ projectsDir: corpus.projectsDir, rescanMs: 60_000 });
  monitor = await startMonitorServer({ service, port: 0, token: 'secret-token-123' });
  port = monitor.port;
});
afterAll(async () => {
  await monitor?.close();
  service?.close();
  await cleanup?.();
});

function openWs(headers: Record<string, string> = {}): Promise<{ ws: WebSocket; messages: any[]; next: (pred: (m: any) => boolean) => Promise<any> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { origin: `http://127.0.0.1:${port}`, ...headers } });
    const messages: any[] = [];
    const waiters: Array<{ pred: (m: any) => boolean; resolve: (m: any) => void }> = [];
    ws.on('message', (d) => {
      const m = JSON.parse(d.toString());
      messages.push(m);
      for (const w of [...waiters]) if (w.pred(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    });
    const next = (pred: (m: any) => boolean) =>
      new Promise<any>((res) => {
        const found = messages.find(pred);
        if (found) res(found);
        else waiters.push({ pred, resolve: res });
      });
    ws.once('open', () => resolve({ ws, messages, next }));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
}

describe('monitor API (spec 3, real socket)', () => {
  it('GET /api/conversations lists every conversation with spec fields, newest first', async () => {
    const r = await http(port, 'GET', '/api/conversations');
    expect(r.status).toBe(200);
    const body = r.json();
    expect(typeof body.timestamp).toBe('string');
    expect(body.conversations.length).toBe(4);
    const c = body.conversations.find((x: any) => x.id === corpus.sessions.modern.id);
    for (const k of ['id', 'project', 'messageCount', 'tokens', 'created', 'lastModified', 'status', 'fileName', 'filePath']) expect(c).toHaveProperty(k);
    expect(c.tokens).toBe(sumTokens(corpus.sessions.modern.usage).total);
    expect(c.messageCount).toBe(corpus.sessions.modern.messages);
    expect(c.status).toBe(c.state.toLowerCase());
    const times = body.conversations.map((x: any) => x.lastModified);
    expect([...times].sort().reverse()).toEqual(times);
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('GET /api/conversation-state and /api/directories', async () => {
    const s = (await http(port, 'GET', '/api/conversation-state')).json();
    expect(s.totalConversations).toBe(4);
    expect(Object.keys(s.activeStates).length).toBe(4);
    expect(['Active', 'Idle', 'Recently active', 'Inactive']).toContain(s.activeStates[corpus.sessions.old.id]);
    const d = (await http(port, 'GET', '/api/directories')).json();
    expect(d.directories).toEqual(['/home/dev/alpha', '/home/dev/beta-app']);
    expect(d.count).toBe(2);
  });

  it('POST /api/search echoes filters and returns matching conversations', async () => {
    const r = await http(port, 'POST', '/api/search', { body: JSON.stringify({ contentSearch: 'zebrafish', workingDirectory: '/home/dev/alpha' }) });
    expect(r.status).toBe(200);
    const b = r.json();
    expect(b.count).toBe(1);
    expect(b.results[0].id).toBe(corpus.sessions.modern.id);
    expect(b.results[0].matchedIn).toEqual(['content']);
    expect(b.filters).toEqual({ query: null, contentSearch: 'zebrafish', workingDirectory: '/home/dev/alpha', dateFrom: null, dateTo: null, project: null, model: null, tool: null, file: null });
  });

  it('messages: envelope, defaults and pagination', async () => {
    const id = corpus.sessions.modern.id;
    const r = (await http(port, 'GET', `/api/conversations/${id}/messages`)).json();
    expect(r.pagination).toEqual({ page: 0, limit: 50, total: corpus.sessions.modern.messages, totalPages: 1, hasMore: false });
    expect(r.messages.length).toBe(corpus.sessions.modern.messages);
    const p = (await http(port, 'GET', `/api/conversations/${id}/messages?page=1&limit=2`)).json();
    expect(p.messages.map((m: any) => m.index)).toEqual([2, 3]);
    expect(p.pagination.hasMore).toBe(true);
  });

  it('in-conversation search, export and analytics', async () => {
    const id = corpus.sessions.old.id;
    const s = (await http(port, 'POST', `/api/conversations/${id}/search`, { body: JSON.stringify({ query: 'tokenizer' }) })).json();
    expect(s.conversationId).toBe(id);
    expect(s.totalMatches).toBe(s.matches.reduce((a: number, m: any) => a + m.matchCount, 0));
    expect(s.matches[0]).toHaveProperty('preview');
    const e = (await http(port, 'POST', `/api/conversations/${id}/download`)).json();
    expect(e).toMatchObject({ success: true, conversationId: id, wasLimited: false, totalMessageCount: corpus.sessions.old.messages });
    expect(e.markdown).toContain('### Tool call: Bash');
    const a = (await http(port, 'GET', `/api/conversations/${id}/analytics`)).json();
    expect(a.tokens.total).toBe(sumTokens(corpus.sessions.old.usage).total);
  });

  it('answers 404 and 400 with JSON bodies, and 413 for oversized bodies', async () => {
    const nf = await http(port, 'GET', '/api/conversations/not-a-session/messages');
    expect(nf.status).toBe(404);
    expect(nf.json()).toMatchObject({ error: 'not_found' });
    const trav = await http(port, 'GET', '/api/conversations/..%2F..%2Fetc%2Fpasswd/messages');
    expect(trav.status).toBe(404);
    const badPage = await http(port, 'GET', `/api/conversations/${corpus.sessions.old.id}/messages?limit=0`);
    expect(badPage.status).toBe(400);
    expect(badPage.json().error).toBe('bad_request');
    const badJson = await http(port, 'POST', '/api/search', { body: '{"query":' });
    expect(badJson.status).toBe(400);
    expect(badJson.json().message).toMatch(/not valid JSON/);
    const badDate = await http(port, 'POST', '/api/search', { body: JSON.stringify({ dateFrom: '2025-13-45' }) });
    expect(badDate.status).toBe(400);
    const emptyQuery = await http(port, 'POST', `/api/conversations/${corpus.sessions.old.id}/search`, { body: '{}' });
    expect(emptyQuery.status).toBe(400);
    const big = await http(port, 'POST', '/api/search', { body: JSON.stringify({ query: 'x'.repeat(100_000) }) });
    expect(big.status).toBe(413);
    const unknown = await http(port, 'GET', '/api/nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.json().error).toBe('not_found');
    const wrongMethod = await http(port, 'GET', '/api/search');
    expect(wrongMethod.status).toBe(405);
  });

  it('refuses foreign Host and Origin on requests (403) and WebSocket upgrades', async () => {
    const badHost = await http(port, 'GET', '/api/conversations', { headers: { host: 'attacker.example:80' } });
    expect(badHost.status).toBe(403);
    expect(badHost.text).not.toContain(corpus.sessions.old.id);
    const badOrigin = await http(port, 'POST', '/api/search', { headers: { origin: 'http://attacker.example' }, body: '{}' });
    expect(badOrigin.status).toBe(403);
    const page = await http(port, 'GET', '/', { headers: { host: `localhost:${port}` } });
    expect(page.status).toBe(200);
    await expect(openWs({ origin: 'http://attacker.example' })).rejects.toThrow(/403/);
    await expect(openWs({ host: `rebind.example:${port}` })).rejects.toThrow(/403/);
  });

  it('requires the access token on requests and WebSockets through the tunnel host', async () => {
    monitor.setTunnelHost('demo-tunnel.trycloudflare.com');
    try {
      const noToken = await http(port, 'GET', '/api/conversations', { headers: { host: 'demo-tunnel.trycloudflare.com' } });
      expect(noToken.status).toBe(401);
      const withToken = await http(port, 'GET', '/?token=secret-token-123', { headers: { host: 'demo-tunnel.trycloudflare.com' } });
      expect(withToken.status).toBe(200);
      const cookie = String(withToken.headers['set-cookie']).split(';')[0]!;
      const viaCookie = await http(port, 'GET', '/api/conversations', { headers: { host: 'demo-tunnel.trycloudflare.com', cookie } });
      expect(viaCookie.status).toBe(200);
      const wrong = await http(port, 'GET', '/api/conversations?token=secret-token-124', { headers: { host: 'demo-tunnel.trycloudflare.com' } });
      expect(wrong.status).toBe(401);
      await expect(openWs({ host: 'demo-tunnel.trycloudflare.com', origin: 'https://demo-tunnel.trycloudflare.com' })).rejects.toThrow(/401/);
      const ok = await openWs({ host: 'demo-tunnel.trycloudflare.com', origin: 'https://demo-tunnel.trycloudflare.com', cookie });
      ok.ws.close();
    } finally {
      monitor.setTunnelHost(null);
    }
  });

  it('pushes new_message, message_updated and data_refresh after lines are appended', async () => {
    const { ws, next } = await openWs();
    await next((m) => m.type === 'connected');
    const id = corpus.sessions.beta.id;
    const base = { sessionId: id, cwd: '/home/dev/beta-app', isSidechain: false, timestamp: new Date().toISOString() };
    await appendFile(corpus.paths.beta, `${JSON.stringify({ ...base, type: 'assistant', uuid: 'ws1', requestId: 'rws', message: { id: 'msg_ws', role: 'assistant', model: 'claude-sonnet-4-20250514', content: [{ type: 'tool_use', id: 'toolu_ws', name: 'Bash', input: { command: 'echo wombat' } }], usage: { input_tokens: 3, output_tokens: 4 } } })}\n`);
    const nm = await next((m) => m.type === 'new_message' && m.data.conversationId === id);
    expect(nm.data.message.id).toBe('msg_ws');
    expect(nm.data.metadata.hasTools).toBe(true);
    await appendFile(corpus.paths.beta, `${JSON.stringify({ ...base, type: 'user', uuid: 'ws2', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_ws', content: 'wombat' }] } })}\n`);
    const upd = await next((m) => m.type === 'message_updated' && m.data.message.id === 'msg_ws');
    expect(upd.data.message.blocks[0].result.content).toBe('wombat');
    const refresh = await next((m) => m.type === 'data_refresh' && m.data.changed.some((c: any) => c.conversation?.id === id));
    expect(refresh.data.totalConversations).toBe(4);
    // The conversation just became active: one state_change for it.
    const sc = await next((m) => m.type === 'state_change' && m.data.conversationId === id);
    expect(sc.data.state).toBe('Active');
    expect(sc.data.status).toBe('active');
    ws.close();
  });

  it('sees a new conversation in a new project folder', async () => {
    const { ws, next } = await openWs();
    const dir = join(corpus.projectsDir, '-home-dev-gamma');
    await mkdir(dir);
    const id = '88888888-8888-4888-8888-888888888888';
    await writeFile(join(dir, `${id}.jsonl`), `${JSON.stringify({ type: 'user', uuid: 'g1', sessionId: id, cwd: '/home/dev/gamma', timestamp: new Date().toISOString(), message: { role: 'user', content: 'hello gamma' } })}\n`);
    const refresh = await next((m) => m.type === 'data_refresh' && m.data.changed.some((c: any) => c.conversation?.id === id));
    expect(refresh.data.changed.find((c: any) => c.conversation?.id === id).change).toBe('added');
    const list = (await http(port, 'GET', '/api/conversations')).json();
    expect(list.conversations[0].id).toBe(id);
    ws.close();
  });

  it('cuts message blocks over 1 MB with a visible marker, serves them whole on demand, and exports every message', async () => {
    const dir = join(corpus.projectsDir, '-home-dev-huge');
    await mkdir(dir, { recursive: true });
    const id = '99999999-9999-4999-8999-999999999999';
    const big = 'é'.repeat(1_500_000) + ' needle-at-the-end'; // 3 MB of UTF-8
    const bigResult = 'r'.repeat(2_000_000);
    const lines = [
      { type: 'user', uuid: 'h1', sessionId: id, cwd: '/home/dev/huge', timestamp: '2025-06-09T10:00:00.000Z', message: { role: 'user', content: big } },
      { type: 'assistant', uuid: 'h2', sessionId: id, timestamp: '2025-06-09T10:00:01.000Z', requestId: 'rq', message: { id: 'msg_h', model: 'claude-sonnet-4-20250514', content: [{ type: 'tool_use', id: 'toolu_h', name: 'Bash', input: { command: 'cat big' } }], usage: { input_tokens: 1, output_tokens: 1 } } },
      { type: 'user', uuid: 'h3', sessionId: id, timestamp: '2025-06-09T10:00:02.000Z', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_h', content: bigResult }] } },
    ];
    await writeFile(join(dir, `${id}.jsonl`), lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    await service.index.scan();

    const page = (await http(port, 'GET', `/api/conversations/${id}/messages`)).json();
    expect(page.messages).toHaveLength(2);
    const text = page.messages[0].blocks[0];
    expect(text.truncated).toBe(Buffer.byteLength(big));
    expect(text.text).toContain(`[truncated, ${Buffer.byteLength(big)} bytes]`);
    expect(Buffer.byteLength(text.text)).toBeLessThan(1024 * 1024 + 100);
    const call = page.messages[1].blocks[0];
    expect(call.result.truncated).toBe(2_000_000);
    expect(call.result.content).toContain('[truncated, 2000000 bytes]');

    const whole = (await http(port, 'GET', `/api/conversations/${id}/messages/0`)).json();
    expect(whole.message.blocks[0].text).toBe(big);
    expect(whole.message.blocks[0].truncated).toBeUndefined();
    expect((await http(port, 'GET', `/api/conversations/${id}/messages/1`)).json().message.blocks[0].result.content).toBe(bigResult);
    expect((await http(port, 'GET', `/api/conversations/${id}/messages/2`)).status).toBe(404);

    const exported = (await http(port, 'POST', `/api/conversations/${id}/download`)).json();
    expect(exported.messageCount).toBe(2);
    expect(exported.totalMessageCount).toBe(2);
    expect(exported.wasLimited).toBe(false);
    expect(exported.markdown).toContain(`[truncated, ${Buffer.byteLength(big)} bytes]`);
  });

  it('falls back to the file time for created when no line has a timestamp', async () => {
    const dir = join(corpus.projectsDir, '-home-dev-summary');
    await mkdir(dir, { recursive: true });
    const id = 'aaaaaaaa-0000-4000-8000-000000000000';
    const file = join(dir, `${id}.jsonl`);
    await writeFile(file, `${JSON.stringify({ type: 'summary', summary: 'Only a summary', leafUuid: 'x' })}\n`);
    const when = new Date('2025-03-04T05:06:07.000Z');
    await utimes(file, when, when);
    await service.index.scan();
    const c = (await http(port, 'GET', '/api/conversations')).json().conversations.find((x: any) => x.id === id);
    expect(c.title).toBe('Only a summary');
    expect(c.created).toBe(when.toISOString());
  });
});
