import postgres from 'postgres';
import { buildCall, DeadlineError, withDeadline, type CallOptions, type Database } from './database.ts';
import { loadMigrations } from './migrations.ts';

export interface PostgresOptions {
  url: string;
  migrationsDir?: string;
  /** Run migrations on open (local and CI); production applies them with the Supabase CLI. */
  migrate?: boolean;
  max?: number;
  connectTimeoutSeconds?: number;
}

export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const sql = postgres(options.url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connect_timeout: options.connectTimeoutSeconds ?? 5,
    idle_timeout: 30,
    // jsonb comes back parsed; keep timestamps as the server's text so every driver agrees.
    types: {
      date: { to: 1184, from: [1082, 1114, 1184], serialize: (x: unknown) => x, parse: (x: string) => x },
      // buildCall already sends objects as JSON text (as PGlite expects); without this the
      // server-described jsonb parameter would be stringified a second time.
      jsonText: {
        to: 3802,
        from: [114, 3802],
        serialize: (x: unknown) => (typeof x === 'string' ? x : JSON.stringify(x)),
        parse: (x: string) => JSON.parse(x),
      },
    },
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
      const query = sql.unsafe(text, values as never[]);
      try {
        const rows = await withDeadline(query, opts.timeoutMs, `${fn}()`);
        return ((rows[0] as { result?: T } | undefined)?.result ?? null) as T;
      } catch (error) {
        // An abandoned query must not keep its connection busy on the server.
        if (error instanceof DeadlineError) query.cancel();
        throw error;
      }
    },
    async close() {
      await sql.end({ timeout: 2 });
    },
  };
}
