/** Download tracking over a real socket on the host under test (local host or Netlify's runtime), on PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_KIND, startHostUnderTest, type HostUnderTest } from '../helpers/host-under-test.ts';
import { HAS_POSTGRES, scratchStore, type ScratchStore } from './store.ts';

const PATH = '/api/track-download-store';

describe.skipIf(!HAS_POSTGRES)(`download tracking on the ${HOST_KIND} host`, () => {
  let host: HostUnderTest;
  let store: ScratchStore;
  const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(host.url + PATH, { method: 'POST', headers, body });

  beforeAll(async () => {
    store = await scratchStore();
    host = await startHostUnderTest({ ...store.env, NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await host?.stop();
    await store?.drop();
  });

  it('records a valid download and counts it', async () => {
    const res = await post(JSON.stringify({ type: 'agent', name: 'code-reviewer', path: 'development/code-reviewer', category: 'development' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { type: 'agent', name: 'code-reviewer' } });
    const rows = await store.sql<{ n: number }>(`select count(*)::int as n from download_records where component_name = 'code-reviewer'`);
    expect(rows[0]!.n).toBe(1);
  });

  it('counts concurrent downloads exactly', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(JSON.stringify({ type: 'skill', name: 'busy-skill' }))));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const rows = await store.sql<{ n: number }>(`select count(*)::int as n from download_records where component_name = 'busy-skill'`);
    expect(rows[0]!.n).toBe(20);
  });

  it('answers invalid requests with their 4xx and stores nothing', async () => {
    expect((await fetch(host.url + PATH)).status).toBe(405);
    expect((await post('{"type":"agent","name":"x"}', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post('{"type":')).status).toBe(400);
    expect((await post('{"type":"not-a-kind","name":"x"}')).status).toBe(400);
    expect((await post(JSON.stringify({ type: 'agent', name: 'x'.repeat(20_000) }))).status).toBe(413);
    const rows = await store.sql<{ n: number }>(`select count(*)::int as n from download_records where component_name not in ('code-reviewer', 'busy-skill')`);
    expect(rows[0]!.n).toBe(0);
  });
});
