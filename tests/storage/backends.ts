/**
 * The storage backends the shared driver suite runs against, each with a raw
 * SQL handle for setting up and reading back: PGlite, the real PostgreSQL
 * server (TEST_DATABASE_URL), and the Supabase driver over HTTP to the
 * PostgREST stand-in on each of those.
 */
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Database } from '../../src/storage/database.ts';
import { DEFAULT_MIGRATIONS_DIR, loadMigrations } from '../../src/storage/migrations.ts';
import { pgliteDatabase } from '../../src/storage/pglite.ts';
import { openPostgres } from '../../src/storage/postgres.ts';
import { openSupabase } from '../../src/storage/supabase.ts';
import { createScratchPostgres, POSTGRES_URL } from '../helpers/databases.ts';
import { tempDir } from '../helpers/paths.ts';
import { SERVICE_KEY, startStandIn, type RoleExecutor, type StandIn } from './postgrest-standin.ts';

type Rows = Array<Record<string, unknown>>;

export interface OpenBackend {
  db: Database;
  /** Raw SQL as the database owner, for setup and read-back. */
  sql(text: string, values?: unknown[]): Promise<Rows>;
  /** Raw SQL as a given role (inside a transaction that resets it). */
  asRole(role: string, text: string, values?: unknown[]): Promise<Rows>;
  standIn?: StandIn;
  migrationsDir: string;
  /** Postgres connection string when the backend is a Postgres server. */
  url?: string;
  cleanup(): Promise<void>;
}

export interface Backend {
  name: string;
  open(): Promise<OpenBackend>;
}

/** The project's migrations plus test-only helper functions, in a temporary folder. */
export async function testMigrations(): Promise<{ dir: string; cleanup(): Promise<void> }> {
  const tmp = await tempDir('toolshed-migrations-');
  const dir = join(tmp.path, 'migrations');
  await mkdir(dir);
  for (const name of await readdir(DEFAULT_MIGRATIONS_DIR)) await copyFile(join(DEFAULT_MIGRATIONS_DIR, name), join(dir, name));
  await writeFile(
    join(dir, '99999999999999_test_helpers.sql'),
    `create or replace function test_sleep(p_seconds double precision) returns jsonb language plpgsql as $$
     begin perform pg_sleep(p_seconds); return jsonb_build_object('slept', p_seconds); end $$;
     create or replace function test_echo(p_text text default null, p_json jsonb default null, p_at timestamptz default null, p_num integer default null)
     returns jsonb language sql as $$ select jsonb_build_object('text', p_text, 'json', p_json, 'at', tracking_iso(p_at), 'num', p_num) $$;
     create or replace function test_void() returns void language sql as $$ select $$;
     grant execute on function test_sleep(double precision), test_echo(text, jsonb, timestamptz, integer), test_void() to service_role;`,
  );
  return { dir, cleanup: tmp.cleanup };
}

async function rawPglite(migrationsDir: string): Promise<{ pg: PGlite; sql: OpenBackend['sql']; asRole: RoleExecutor }> {
  const pg = new PGlite();
  await pg.waitReady;
  for (const m of await loadMigrations(migrationsDir)) await pg.exec(m.sql);
  return {
    pg,
    sql: async (text, values = []) => (await pg.query<Record<string, unknown>>(text, values)).rows,
    asRole: (role, text, values) =>
      pg.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        return (await tx.query<Record<string, unknown>>(text, values)).rows;
      }),
  };
}

function rawPostgres(url: string): { sql: OpenBackend['sql']; asRole: RoleExecutor; end(): Promise<void> } {
  const client = postgres(url, {
    max: 4,
    onnotice: () => {},
    // JSON arrives as JSON text (as PostgREST hands it to the server), so no second encoding.
    types: { jsonText: { to: 3802, from: [114, 3802], serialize: (x: unknown) => (typeof x === 'string' ? x : JSON.stringify(x)), parse: (x: string) => JSON.parse(x) } },
  });
  return {
    sql: async (text, values = []) => (await client.unsafe(text, values as never[])) as unknown as Rows,
    asRole: async (role, text, values) =>
      (await client.begin(async (tx) => {
        await tx.unsafe(`set local role ${role}`);
        return tx.unsafe(text, values as never[]);
      })) as unknown as Rows,
    end: () => client.end({ timeout: 2 }),
  };
}

const pgliteBackend: Backend = {
  name: 'pglite',
  async open() {
    const migrations = await testMigrations();
    const raw = await rawPglite(migrations.dir);
    return {
      db: pgliteDatabase(raw.pg),
      sql: raw.sql,
      asRole: raw.asRole,
      migrationsDir: migrations.dir,
      async cleanup() {
        await raw.pg.close().catch(() => {});
        await migrations.cleanup();
      },
    };
  },
};

const postgresBackend: Backend = {
  name: 'postgres',
  async open() {
    const migrations = await testMigrations();
    const scratch = await createScratchPostgres();
    const db = await openPostgres({ url: scratch.url, migrationsDir: migrations.dir });
    const raw = rawPostgres(scratch.url);
    return {
      db,
      sql: raw.sql,
      asRole: raw.asRole,
      migrationsDir: migrations.dir,
      url: scratch.url,
      async cleanup() {
        await db.close();
        await raw.end();
        await scratch.drop();
        await migrations.cleanup();
      },
    };
  },
};

function supabaseOver(inner: Backend): Backend {
  return {
    name: `supabase→${inner.name}`,
    async open() {
      const under = await inner.open();
      const standIn = await startStandIn(under.asRole);
      const db = await openSupabase({ url: standIn.url, serviceRoleKey: SERVICE_KEY, requestTimeoutMs: 5000 });
      return {
        ...under,
        db,
        standIn,
        async cleanup() {
          await db.close();
          await standIn.close();
          await under.cleanup();
        },
      };
    },
  };
}

export const BACKENDS: Backend[] = [
  pgliteBackend,
  ...(POSTGRES_URL ? [postgresBackend] : []),
  supabaseOver(pgliteBackend),
  ...(POSTGRES_URL ? [supabaseOver(postgresBackend)] : []),
];

/** A local port with nothing listening on it: a database that is down. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}
