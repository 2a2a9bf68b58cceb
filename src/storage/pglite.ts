import { PGlite } from '@electric-sql/pglite';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildCall, withDeadline, type CallOptions, type Database } from './database.ts';
import { loadMigrations } from './migrations.ts';
import { isAlive } from './alive.ts';

export interface PgliteOptions {
  /** A folder, or 'memory' for a throwaway database. */
  dataDir: string;
  migrationsDir?: string;
}

/** Raised when another live process owns the embedded database folder. */
export class DatabaseLockedError extends Error {
  readonly owner: number;
  constructor(dir: string, owner: number) {
    super(
      `The embedded database in ${dir} is in use by process ${owner} (for example a running \`npm start\`). ` +
        'Stop it, or set DATABASE_URL so both share a Postgres server.',
    );
    this.name = 'DatabaseLockedError';
    this.owner = owner;
  }
}

/**
 * PGlite keeps its files in one folder and must have a single owner process;
 * a pid lock file turns a second opener into a clear error instead of corruption.
 */
async function acquireLock(dir: string): Promise<() => Promise<void>> {
  const lockPath = join(dir, 'toolshed.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (owner && owner !== process.pid && isAlive(owner)) throw new DatabaseLockedError(dir, owner);
      // A stale lock (its process is gone); our own pid cannot be here because
      // openers in this process share one instance (see `shared` below).
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

async function migrate(pg: PGlite, migrationsDir?: string): Promise<void> {
  await pg.waitReady;
  for (const migration of await loadMigrations(migrationsDir)) {
    await pg.exec(migration.sql);
  }
}

/** Wrap an open, migrated PGlite in the storage port. `onClose` runs after the last close. */
export function pgliteDatabase(pg: PGlite, onClose: () => Promise<void> = () => pg.close()): Database {
  let closed = false;
  return {
    driver: 'pglite',
    async call<T>(fn: string, args: Record<string, unknown> = {}, opts: CallOptions = {}): Promise<T> {
      if (closed) throw new Error(`${fn}(): the database is closed`);
      const { text, values } = buildCall(fn, args);
      const result = await withDeadline(pg.query<{ result: T }>(text, values), opts.timeoutMs, `${fn}()`);
      return (result.rows[0]?.result ?? null) as T;
    },
    async close() {
      if (closed) return;
      closed = true;
      await onClose();
    },
  };
}

interface Shared {
  ready: Promise<PGlite>;
  users: number;
  release: () => Promise<void>;
}

/**
 * One PGlite instance per folder per process: the local host runs every
 * Netlify function in one process, and two instances on one folder would
 * corrupt it. Openers share the instance; the last close releases it.
 */
const shared = new Map<string, Shared>();

async function openShared(dir: string, migrationsDir?: string): Promise<Database> {
  let entry = shared.get(dir);
  if (!entry) {
    const created: Shared = { users: 0, release: async () => {}, ready: undefined as unknown as Promise<PGlite> };
    created.ready = (async () => {
      await mkdir(dir, { recursive: true });
      const unlock = await acquireLock(dir);
      const pg = new PGlite(join(dir, 'pgdata'));
      try {
        await migrate(pg, migrationsDir);
      } catch (error) {
        await pg.close().catch(() => {});
        await unlock();
        throw error;
      }
      created.release = async () => {
        await pg.close();
        await unlock();
      };
      return pg;
    })();
    entry = created;
    shared.set(dir, entry);
    entry.ready.catch(() => {
      if (shared.get(dir) === created) shared.delete(dir);
    });
  }
  const current = entry;
  // Count the user before waiting, so a concurrent last close cannot release the instance under us.
  current.users++;
  let pg: PGlite;
  try {
    pg = await current.ready;
  } catch (error) {
    current.users--;
    throw error;
  }
  return pgliteDatabase(pg, async () => {
    current.users--;
    if (current.users === 0 && shared.get(dir) === current) {
      shared.delete(dir);
      await current.release();
    }
  });
}

export async function openPglite(options: PgliteOptions): Promise<Database> {
  if (options.dataDir === 'memory') {
    const pg = new PGlite();
    try {
      await migrate(pg, options.migrationsDir);
    } catch (error) {
      await pg.close().catch(() => {});
      throw error;
    }
    return pgliteDatabase(pg);
  }
  return openShared(resolve(options.dataDir), options.migrationsDir);
}
