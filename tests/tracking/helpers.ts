/**
 * Run the local host (`npm start`'s server) on a real database and read back
 * what the tracking endpoint stored, with SQL.
 */
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { join } from 'node:path';
import { createScratchPostgres, POSTGRES_URL } from '../helpers/databases.ts';
import { tempDir } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';

export const TRACK_PATH = '/api/track-download-store';

export type Rows = Array<Record<string, unknown>>;

export interface TrackingServer {
  server: LocalServer;
  url: string;
  env: Record<string, string>;
  /** Raw SQL on the store. PGlite has one owner process, so for it the server must be stopped first. */
  sql(text: string): Promise<Rows>;
  stop(): Promise<void>;
  cleanup(): Promise<void>;
}

export interface StoreBackend {
  name: 'pglite' | 'postgres';
  /** Prepare an empty store; `setup` runs SQL on it before the server starts. */
  start(extraEnv?: Record<string, string>, setup?: string): Promise<TrackingServer>;
}

async function pgliteSql(dataDir: string, text: string): Promise<Rows> {
  const pg = new PGlite(join(dataDir, 'pgdata'));
  try {
    return (await pg.query<Record<string, unknown>>(text)).rows;
  } finally {
    await pg.close();
  }
}

const pgliteStore: StoreBackend = {
  name: 'pglite',
  async start(extraEnv = {}, setup) {
    const dir = await tempDir('toolshed-track-');
    // Create and migrate the store first (PGlite's first start in a new folder
    // is slow), and so setup SQL finds the tables.
    const { openPglite } = await import('../../src/storage/pglite.ts');
    const db = await openPglite({ dataDir: dir.path });
    await db.close();
    if (setup) {
      const pg = new PGlite(join(dir.path, 'pgdata'));
      await pg.exec(setup).finally(() => pg.close());
    }
    const env = { DATA_DIR: dir.path, DATABASE_URL: '', SUPABASE_URL: '', ...extraEnv };
    const server = await startLocalServer(env);
    let running = true;
    return {
      server,
      url: server.url + TRACK_PATH,
      env,
      async sql(text) {
        if (running) throw new Error('stop the server before reading its PGlite store');
        return pgliteSql(dir.path, text);
      },
      async stop() {
        running = false;
        await server.stop();
      },
      async cleanup() {
        await server.stop();
        await dir.cleanup();
      },
    };
  },
};

const postgresStore: StoreBackend = {
  name: 'postgres',
  async start(extraEnv = {}, setup) {
    const scratch = await createScratchPostgres();
    const client = postgres(scratch.url, { max: 2, onnotice: () => {} });
    if (setup) {
      const { openPostgres } = await import('../../src/storage/postgres.ts');
      const db = await openPostgres({ url: scratch.url });
      await db.close();
      await client.unsafe(setup);
    }
    const env = { DATABASE_URL: scratch.url, SUPABASE_URL: '', ...extraEnv };
    const server = await startLocalServer(env);
    return {
      server,
      url: server.url + TRACK_PATH,
      env,
      sql: async (text) => (await client.unsafe(text)) as unknown as Rows,
      stop: () => server.stop(),
      async cleanup() {
        await server.stop();
        await client.end({ timeout: 2 });
        await scratch.drop();
      },
    };
  },
};

export const STORE_BACKENDS: StoreBackend[] = [pgliteStore, ...(POSTGRES_URL ? [postgresStore] : [])];

export function track(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Run `task` for each of `count` items with at most `width` in flight. */
export async function pool<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

/**
 * The first call to a freshly started host: on a loaded machine opening its
 * PGlite folder can miss the open deadline (a 500 that writes nothing, logged
 * as such). Such a call is sent again, a bounded number of times; any other
 * answer is returned as it is.
 */
export async function trackOnceOpen(s: TrackingServer, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const logged = s.server.output().split('opening the download store did not finish').length;
    const res = await track(s.url, body, headers);
    const missedOpen = s.server.output().split('opening the download store did not finish').length > logged;
    if (res.status !== 500 || !missedOpen || attempt >= 10) return res;
    await res.body?.cancel();
  }
}
