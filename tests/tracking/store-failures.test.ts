/**
 * The endpoint when its store fails: a database that is down or silent gets a
 * 500 within the deadline (details only in development); a failing aggregate
 * step is logged and the call still succeeds (rule 3); the Supabase driver
 * path works end to end over HTTP.
 */
import { PGlite } from '@electric-sql/pglite';
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';
import { closedPort, testMigrations } from '../storage/backends.ts';
import { SERVICE_KEY, startStandIn, type StandIn } from '../storage/postgrest-standin.ts';
import { loadMigrations } from '../../src/storage/migrations.ts';
import { STORE_BACKENDS, track, TRACK_PATH, trackOnceOpen, type TrackingServer } from './helpers.ts';

const FAILURE = { error: 'Internal server error', message: 'Failed to track download' };
const IP = '192.0.2.77';

describe('a database that is down', () => {
  let port: number;
  let prod: LocalServer;
  let dev: LocalServer;
  beforeAll(async () => {
    port = await closedPort();
    const url = `postgres://postgres@127.0.0.1:${port}/toolshed`;
    [prod, dev] = await Promise.all([
      startLocalServer({ DATABASE_URL: url, SUPABASE_URL: '', NODE_ENV: 'production' }),
      startLocalServer({ DATABASE_URL: url, SUPABASE_URL: '', NODE_ENV: 'development' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([prod?.stop(), dev?.stop()]);
  });

  it('answers 500 without details outside development', async () => {
    const res = await track(prod.url + TRACK_PATH, { type: 'agent', name: 'down' }, { 'x-forwarded-for': IP });
    expect(res.status).toBe(500);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual(FAILURE);
  });

  it('answers 500 with the cause as details in development', async () => {
    const res = await track(dev.url + TRACK_PATH, { type: 'agent', name: 'down' }, { 'x-forwarded-for': IP });
    expect(res.status).toBe(500);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject(FAILURE);
    expect(body.details).toMatch(/ECONNREFUSED|connect/i);
  });

  it('still validates before touching the store', async () => {
    expect((await track(prod.url + TRACK_PATH, { type: 'nope', name: 'x' })).status).toBe(400);
  });

  it('logs the failure without the caller address', () => {
    expect(prod.output()).toMatch(/storage failure/);
    expect(prod.output() + dev.output()).not.toContain(IP);
  });
});

describe('a database that never answers', () => {
  let silent: { port: number; close(): Promise<void> };
  let server: LocalServer;
  beforeAll(async () => {
    const sockets = new Set<Socket>();
    const tcp = createServer((s) => sockets.add(s));
    tcp.listen(0, '127.0.0.1');
    await once(tcp, 'listening');
    silent = { port: (tcp.address() as { port: number }).port, close: async () => { for (const s of sockets) s.destroy(); tcp.close(); } };
    server = await startLocalServer({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${silent.port}/toolshed`,
      SUPABASE_URL: '',
      NODE_ENV: 'development',
      TRACKING_OPEN_TIMEOUT_MS: '400',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await silent?.close();
  });

  it('gives up at the deadline with a 500 instead of hanging (rule 7)', async () => {
    const res = await track(server.url + TRACK_PATH, { type: 'agent', name: 'silent' });
    expect(res.status).toBe(500);
    expect(((await res.json()) as { details: string }).details).toMatch(/did not finish within 400 ms/);
  });
});

describe.each(STORE_BACKENDS)('a failing aggregate step on $name (rule 3)', (backend) => {
  let s: TrackingServer;
  beforeAll(async () => {
    // Every write to the aggregate table fails, for real, inside the database.
    s = await backend.start({}, `
      create or replace function test_refuse_aggregate() returns trigger language plpgsql as $$
        begin raise exception 'aggregates are refused by a test trigger'; end $$;
      create trigger test_refuse before insert or update on download_aggregates for each row execute function test_refuse_aggregate();`);
  });
  afterAll(async () => {
    await s?.cleanup();
  });

  it('still answers 200, keeps the record, and logs the failure without the address', async () => {
    const res = await trackOnceOpen(s, { type: 'skill', name: 'rule-3' }, { 'x-forwarded-for': IP });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { type: 'skill', name: 'rule-3' } });
    await expect.poll(() => s.server.output()).toMatch(/aggregate update failed for skill\/"rule-3": aggregates are refused by a test trigger/);
    expect(s.server.output()).not.toContain(IP);
    await s.stop();
    expect(await s.sql(`select ip_address from download_records where component_name = 'rule-3'`)).toEqual([{ ip_address: IP }]);
    expect(await s.sql(`select * from download_aggregates`)).toEqual([]);
  });
});

describe('through the Supabase driver (PostgREST stand-in over PGlite)', () => {
  let pg: PGlite;
  let standIn: StandIn;
  let server: LocalServer;
  let migrations: { dir: string; cleanup(): Promise<void> };
  beforeAll(async () => {
    migrations = await testMigrations();
    pg = new PGlite();
    for (const m of await loadMigrations(migrations.dir)) await pg.exec(m.sql);
    standIn = await startStandIn((role, text, values) =>
      pg.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        return (await tx.query<Record<string, unknown>>(text, values)).rows;
      }),
    );
    server = await startLocalServer({
      SUPABASE_URL: standIn.url,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
      DATABASE_URL: '',
      NODE_ENV: 'development',
      // Long enough for the stand-in on a busy machine, short enough for the hang test.
      TRACKING_STORE_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await standIn?.close();
    await pg?.close();
    await migrations?.cleanup();
  });

  it('records the call as the service role over HTTP', async () => {
    const res = await track(server.url + TRACK_PATH, { type: 'mcp', name: 'via-rpc', cliVersion: '3.0.0' }, { 'x-real-ip': IP });
    expect(res.status).toBe(200);
    const rows = (await pg.query(`select component_type, ip_address, cli_version from download_records where component_name = 'via-rpc'`)).rows;
    expect(rows).toEqual([{ component_type: 'mcp', ip_address: IP, cli_version: '3.0.0' }]);
    expect((await pg.query(`select total_downloads::int as n from download_aggregates where component_name = 'via-rpc'`)).rows).toEqual([{ n: 1 }]);
  });

  it('answers 500 at the deadline when the API hangs', async () => {
    standIn.mode = 'hang';
    try {
      const res = await track(server.url + TRACK_PATH, { type: 'mcp', name: 'hung' });
      expect(res.status).toBe(500);
      expect(((await res.json()) as { details: string }).details).toMatch(/did not finish within 2000 ms/);
    } finally {
      standIn.mode = 'normal';
    }
  });
});
