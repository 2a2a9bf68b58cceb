/** 500 accepted calls, 50 at a time, over the socket: exactly 500 records and an aggregate of 500. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pool, STORE_BACKENDS, track, type TrackingServer } from './helpers.ts';

describe.each(STORE_BACKENDS)('concurrent tracking on $name', (backend) => {
  let s: TrackingServer;
  beforeAll(async () => {
    s = await backend.start();
  });
  afterAll(async () => {
    await s?.cleanup();
  });

  it('loses nothing: 500 calls at 50 in flight give 500 records and total 500', async () => {
    // The first call of a process opens the store; make it before the burst.
    expect((await track(s.url, { type: 'agent', name: 'warm-up' })).status).toBe(200);
    const statuses = await pool(500, 50, async (i) => {
      try {
        const res = await track(s.url, { type: 'agent', name: 'hot-component', cliVersion: `c${i}` });
        await res.arrayBuffer();
        return res.status;
      } catch (error) {
        return `${(error as Error).message}: ${((error as Error).cause as Error | undefined)?.message}`;
      }
    });
    expect(statuses.filter((x) => x !== 200), s.server.output()).toEqual([]);
    await s.stop();
    const [records] = await s.sql(`select count(*)::int as n, count(distinct cli_version)::int as distinct_calls from download_records where component_name = 'hot-component'`);
    expect(records).toEqual({ n: 500, distinct_calls: 500 });
    expect(await s.sql(`select component_type, component_name, total_downloads::int as total from download_aggregates where component_name <> 'warm-up'`)).toEqual([
      { component_type: 'agent', component_name: 'hot-component', total: 500 },
    ]);
  });
});
