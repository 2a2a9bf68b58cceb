/**
 * Storage that is down, slow or busy: each driver fails with a clear error
 * within its deadline instead of hanging, and the embedded database refuses
 * a second owner process.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeadlineError } from '../../src/storage/database.ts';
import { openDatabase } from '../../src/storage/index.ts';
import { DatabaseLockedError, openPglite } from '../../src/storage/pglite.ts';
import { openPostgres } from '../../src/storage/postgres.ts';
import { openSupabase } from '../../src/storage/supabase.ts';
import { createScratchPostgres, POSTGRES_URL } from '../helpers/databases.ts';
import { ROOT, tempDir } from '../helpers/paths.ts';
import { closedPort } from './backends.ts';
import { SERVICE_KEY, startStandIn } from './postgrest-standin.ts';

/** A TCP server that accepts connections and never says a word. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((s) => sockets.add(s));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    close: async () => {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}

describe('a database that is down', () => {
  it('Postgres: opening fails with a connection error', async () => {
    const port = await closedPort();
    await expect(openPostgres({ url: `postgres://postgres@127.0.0.1:${port}/toolshed` })).rejects.toThrow(/ECONNREFUSED|connect/i);
  });

  it('Postgres: a server that never answers fails at the connect timeout', async () => {
    const silent = await silentServer();
    try {
      await expect(openPostgres({ url: `postgres://postgres@127.0.0.1:${silent.port}/toolshed`, connectTimeoutSeconds: 1 })).rejects.toThrow(/timeout|CONNECT/i);
    } finally {
      await silent.close();
    }
  });

  it('Supabase: an unreachable project fails the call', async () => {
    const port = await closedPort();
    const db = await openSupabase({ url: `http://127.0.0.1:${port}`, serviceRoleKey: SERVICE_KEY });
    await expect(db.call('track_download', { p_type: 'agent', p_name: 'x' })).rejects.toThrow(/track_download\(\) failed/);
  });

  it('Supabase: a 503 from the API fails the call with its message', async () => {
    const standIn = await startStandIn(async () => []);
    standIn.mode = 'unavailable';
    try {
      const db = await openSupabase({ url: standIn.url, serviceRoleKey: SERVICE_KEY });
      await expect(db.call('track_download', { p_type: 'agent', p_name: 'x' })).rejects.toThrow(/Service Unavailable/);
    } finally {
      await standIn.close();
    }
  });

  it('Supabase: a hanging API is abandoned at the call deadline, and at the request timeout without one', async () => {
    const standIn = await startStandIn(async () => []);
    standIn.mode = 'hang';
    try {
      const db = await openSupabase({ url: standIn.url, serviceRoleKey: SERVICE_KEY, requestTimeoutMs: 300 });
      await expect(db.call('track_download', { p_type: 'agent', p_name: 'x' }, { timeoutMs: 200 })).rejects.toBeInstanceOf(DeadlineError);
      await expect(db.call('track_download', { p_type: 'agent', p_name: 'x' })).rejects.toThrow(/abort|timeout/i);
    } finally {
      await standIn.close();
    }
  });
});

describe('PGlite in a folder', () => {
  let dir: { path: string; cleanup(): Promise<void> };
  beforeAll(async () => {
    dir = await tempDir('toolshed-pglite-');
  });
  afterAll(async () => {
    await dir.cleanup();
  });

  // A fresh PGlite folder starts slowly on a busy machine.
  it('shares one instance between openers in a process and releases the lock after the last close', { timeout: 120_000 }, async () => {
    const a = await openPglite({ dataDir: dir.path });
    const b = await openDatabase({ DATA_DIR: dir.path });
    await a.call('track_download', { p_type: 'agent', p_name: 'shared' });
    expect(await b.call('catalog_download_counts')).toEqual({ 'agent:shared': 1 });
    await a.close();
    await b.call('track_download', { p_type: 'agent', p_name: 'shared' });
    expect(existsSync(join(dir.path, 'toolshed.lock'))).toBe(true);
    await b.close();
    expect(existsSync(join(dir.path, 'toolshed.lock'))).toBe(false);
    // Re-opening re-runs every migration on existing data and keeps the data.
    const c = await openPglite({ dataDir: dir.path });
    expect(await c.call('catalog_download_counts')).toEqual({ 'agent:shared': 2 });
    await c.close();
  });

  it('refuses a second owner process with a clear error, and takes over a stale lock', { timeout: 120_000 }, async () => {
    const script = `import { openPglite } from ${JSON.stringify(join(ROOT, 'src/storage/pglite.ts'))};
      const db = await openPglite({ dataDir: ${JSON.stringify(dir.path)} }); console.log('ready'); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (d) => String(d).includes('ready') && resolve());
        child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
      });
      const attempt = openPglite({ dataDir: dir.path });
      await expect(attempt).rejects.toBeInstanceOf(DatabaseLockedError);
      await expect(attempt).rejects.toThrow(new RegExp(`in use by process ${child.pid}`));
    } finally {
      child.kill('SIGKILL');
      await once(child, 'exit').catch(() => {});
    }
    // The holder died without cleaning up: its lock is stale and is taken over.
    expect(existsSync(join(dir.path, 'toolshed.lock'))).toBe(true);
    const db = await openPglite({ dataDir: dir.path });
    expect(await db.call('catalog_download_counts')).toEqual({ 'agent:shared': 2 });
    await db.close();
  });

  it('takes over a lock left by a process id that no longer exists', { timeout: 60_000 }, async () => {
    await writeFile(join(dir.path, 'toolshed.lock'), '2147483646');
    const db = await openPglite({ dataDir: dir.path });
    await db.close();
  });
});

describe.skipIf(!POSTGRES_URL)('Postgres migrations', () => {
  it('re-run on every open without error and keep the data', async () => {
    const scratch = await createScratchPostgres();
    try {
      const first = await openPostgres({ url: scratch.url });
      await first.call('track_download', { p_type: 'hook', p_name: 'rerun' });
      await first.close();
      // Two openers at once, as parallel workers would: the advisory lock serializes them.
      const [a, b] = await Promise.all([openPostgres({ url: scratch.url }), openPostgres({ url: scratch.url })]);
      expect(await a.call('catalog_download_counts')).toEqual({ 'hook:rerun': 1 });
      await a.close();
      await b.close();
    } finally {
      await scratch.drop();
    }
  });
});
