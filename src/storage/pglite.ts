import { PGlite } from '@electric-sql/pglite';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildCall, withDeadline, type CallOptions, type Database } from './database.ts';
import { loadMigrations } from './migrations.ts';

export interface PgliteOptions {
  /** A folder, or 'memory' for a throwaway database. */
  dataDir: string;
  migrationsDir?: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
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
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${owner}. Stop it, or set DATABASE_URL to share a Postgres server.`,
        );
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

export async function openPglite(options: PgliteOptions): Promise<Database> {
  let release = async () => {};
  let pg: PGlite;
  if (options.dataDir === 'memory') {
    pg = new PGlite();
  } else {
    const dir = resolve(options.dataDir);
    await mkdir(dir, { recursive: true });
    release = await acquireLock(dir);
    pg = new PGlite(join(dir, 'pgdata'));
  }
  try {
    await pg.waitReady;
    for (const migration of await loadMigrations(options.migrationsDir)) {
      await pg.exec(migration.sql);
    }
  } catch (error) {
    await pg.close().catch(() => {});
    await release();
    throw error;
  }
  return {
    driver: 'pglite',
    async call<T>(fn: string, args: Record<string, unknown> = {}, opts: CallOptions = {}): Promise<T> {
      const { text, values } = buildCall(fn, args);
      const result = await withDeadline(pg.query<{ result: T }>(text, values), opts.timeoutMs, `${fn}()`);
      return (result.rows[0]?.result ?? null) as T;
    },
    async close() {
      await pg.close();
      await release();
    },
  };
}
