/**
 * Recovery after the database restarts: the local host keeps running while its
 * own throwaway PostgreSQL cluster is killed (immediate stop, as a crash) and
 * started again. Meanwhile tracking answers 500 promptly without an address in
 * its log; afterwards it answers 200 again without a host restart, and every
 * 200 is stored. Skipped where no PostgreSQL binaries are installed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';
import { TRACK_PATH, track } from './helpers.ts';

const PG_ROOT = '/usr/lib/postgresql';
const PG_BIN = existsSync(PG_ROOT)
  ? readdirSync(PG_ROOT)
      .sort((a, b) => Number(a) - Number(b))
      .map((v) => join(PG_ROOT, v, 'bin'))
      .filter((dir) => existsSync(join(dir, 'initdb')))
      .at(-1)
  : undefined;
// CI (TOOLSHED_REQUIRE_POSTGRES=1) installs PostgreSQL, so a missing server there is a failure, not a skip.
if (!PG_BIN && process.env.TOOLSHED_REQUIRE_POSTGRES === '1') throw new Error('PostgreSQL binaries are required (TOOLSHED_REQUIRE_POSTGRES=1) but none are under /usr/lib/postgresql');
if (!PG_BIN) console.warn('!! tests/tracking/restart: no PostgreSQL binaries under /usr/lib/postgresql: the database-restart test is SKIPPED');
const AS_ROOT = process.getuid?.() === 0;

/** Run a PostgreSQL tool as the postgres user when we are root (initdb refuses root). */
function pg(tool: string, args: string[]): void {
  const [cmd, argv] = AS_ROOT ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN!, tool), ...args]] : [join(PG_BIN!, tool), args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.error?.message}`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  await new Promise((done) => server.close(done));
  return port;
}

const IP = '203.0.113.77';

describe.skipIf(!PG_BIN)('tracking across a database restart', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>;
  let data: string;
  let port: number;
  let server: LocalServer;
  let url: string;

  const start = () =>
    pg('pg_ctl', ['-D', data, '-l', join(data, 'server.log'), '-w', '-t', '120', '-o', `-p ${port} -k ${data} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  const crash = () => pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  const send = (name: string) => track(server.url + TRACK_PATH, { type: 'agent', name }, { 'x-forwarded-for': IP });

  beforeAll(async () => {
    dir = await tempDir('toolshed-restart-');
    data = join(dir.path, 'pgdata');
    execFileSync('mkdir', [data]);
    if (AS_ROOT) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      chownSync(dir.path, uid, gid);
      chownSync(data, uid, gid);
    }
    pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale']);
    port = await freePort();
    start();
    url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    server = await startLocalServer({ DATABASE_URL: url, SUPABASE_URL: '', NODE_ENV: 'production', TRACKING_STORE_TIMEOUT_MS: '3000' });
  });

  afterAll(async () => {
    await server?.stop();
    if (data && existsSync(join(data, 'postmaster.pid'))) crash();
    await dir?.cleanup();
  });

  let ok = 0;
  let failedDuringRecovery = 0;

  it('answers 200 before, 500 while the database is down, and 200 again once it is back', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await send('before');
      expect(res.status).toBe(200);
      ok++;
    }
    crash();
    for (let i = 0; i < 3; i++) {
      const res = await send('down');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: 'Internal server error', message: 'Failed to track download' });
    }
    start();
    // The first calls after the restart may still meet connections the crash broke; the host
    // must recover by itself, without a restart, within a bounded number of calls.
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt++) {
      const res = await send('after');
      status = res.status;
      if (status === 200) ok++;
      else failedDuringRecovery++;
      await res.body?.cancel();
    }
    expect(status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const res = await send('after');
      expect(res.status).toBe(200);
      ok++;
    }
  });

  it('stored every call answered 200 (a call that timed out during recovery may have landed too)', async () => {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql<Array<{ n: number }>>`select count(*)::int as n from download_records`;
      expect(row!.n).toBeGreaterThanOrEqual(ok);
      expect(row!.n).toBeLessThanOrEqual(ok + failedDuringRecovery);
      const [before] = await sql<Array<{ n: number }>>`select count(*)::int as n from download_records where component_name = 'before'`;
      expect(before!.n).toBe(10);
      const [down] = await sql<Array<{ n: number }>>`select count(*)::int as n from download_records where component_name = 'down'`;
      expect(down!.n).toBe(0);
    } finally {
      await sql.end({ timeout: 2 });
    }
  });

  it('wrote no client address to its log', () => {
    expect(server.output()).toContain('[track-download-store] storage failure');
    expect(server.output()).not.toContain(IP);
  });
});
