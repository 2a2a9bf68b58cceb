import { createClient } from '@supabase/supabase-js';
import { assertIdentifier, DeadlineError, encodeArg, withDeadline, type CallOptions, type Database } from './database.ts';

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
      // Every request ends by the timeout, even when supabase-js passes its own signal.
      fetch: (input, init) => {
        const limit = AbortSignal.timeout(timeout);
        const signal = init?.signal ? AbortSignal.any([init.signal, limit]) : limit;
        return baseFetch(input, { ...init, signal });
      },
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
      let request = client.rpc(assertIdentifier(fn), params);
      if (opts.timeoutMs) request = request.abortSignal(AbortSignal.timeout(opts.timeoutMs));
      const { data, error } = await withDeadline(Promise.resolve(request), opts.timeoutMs, `${fn}()`);
      if (error) {
        // An aborted request is the deadline firing; report it as such.
        if (opts.timeoutMs && /abort/i.test(`${error.message} ${error.details ?? ''}`)) throw new DeadlineError(`${fn}()`, opts.timeoutMs);
        throw new Error(`${fn}() failed: ${error.message}${error.code ? ` (${error.code})` : ''}`);
      }
      return (data ?? null) as T;
    },
    async close() {},
  };
}
