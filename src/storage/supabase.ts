import { createClient } from '@supabase/supabase-js';
import { assertIdentifier, encodeArg, withDeadline, type CallOptions, type Database } from './database.ts';

export interface SupabaseOptions {
  url: string;
  serviceRoleKey: string;
  /** Per-request timeout for PostgREST calls. */
  requestTimeoutMs?: number;
  fetch?: typeof fetch;
}

/** Calls the same SQL functions through PostgREST RPC. Migrations are applied with the Supabase CLI. */
export async function openSupabase(options: SupabaseOptions): Promise<Database> {
  const baseFetch = options.fetch ?? fetch;
  const timeout = options.requestTimeoutMs ?? 5000;
  const client = createClient(options.url, options.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: {
      fetch: (input, init) => baseFetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeout) }),
    },
  });
  return {
    driver: 'supabase',
    async call<T>(fn: string, args: Record<string, unknown> = {}, opts: CallOptions = {}): Promise<T> {
      const params = Object.fromEntries(
        Object.entries(args).map(([k, v]) => {
          assertIdentifier(k);
          // PostgREST takes JSON natively; only Dates need flattening.
          return [k, v instanceof Date ? encodeArg(v) : v ?? null];
        }),
      );
      const { data, error } = await withDeadline(
        Promise.resolve(client.rpc(assertIdentifier(fn), params)),
        opts.timeoutMs,
        `${fn}()`,
      );
      if (error) throw new Error(`${fn}() failed: ${error.message}`);
      return (data ?? null) as T;
    },
    async close() {},
  };
}
