import postgres from 'postgres';
import { buildCall, withDeadline, type CallOptions, type Database } from './database.ts';
import { loadMigrations } from './migrations.ts';

export interface PostgresOptions {
  url: string;
  migrationsDir?: string;
  /** Run migrations on open (local and CI); production applies them with the Supabase CLI. */
  migrate?: boolean;
  max?: number;
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const sql = postgres(options.url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connect_timeout: 5,
    // jsonb comes back parsed; keep timestamps as the server's text so every driver agrees.
    types: { date: { to: 1184, from: [1082, 1114, 1184], serialize: (x: unknown) => x, parse: (x: string) => x } },
  });
  if (options.migrate ?? true) {
    try {
      const migrations = await loadMigrations(options.migrationsDir);
      // Parallel test workers share one server; the advisory lock keeps their migrations from racing.
      await sql.begin(async (tx) => {
        await tx`select pg_advisory_xact_lock(7356001)`;
        for (const migration of migrations) await tx.unsafe(migration.sql);
      });
    } catch (error) {
      await sql.end({ timeout: 1 }).catch(() => {});
      throw error;
    }
  }
  return {
    driver: 'postgres',
    async call<T>(fn: string, args: Record<string, unknown> = {}, opts: CallOptions = {}): Promise<T> {
      const { text, values } = buildCall(fn, args);
      const rows = await withDeadline(sql.unsafe(text, values as never[]), opts.timeoutMs, `${fn}()`);
      return ((rows[0] as { result?: T } | undefined)?.result ?? null) as T;
    },
    async close() {
      await sql.end({ timeout: 2 });
    },
  };
}
