/**
 * The storage port. Every database operation Toolshed performs is a SQL
 * function defined in `supabase/migrations/`, called with named arguments and
 * returning one `jsonb` value (or void). That single shape lets the same SQL
 * run behind PostgREST RPC (Supabase), a Postgres connection and PGlite.
 */
export interface Database {
  /** Driver name, for logs and test titles. */
  readonly driver: 'pglite' | 'postgres' | 'supabase';
  /**
   * Call `fn(arg => value, ...)`. Objects and arrays are sent as JSON, Dates as
   * ISO strings. Resolves to the function's jsonb result (null for void).
   */
  call<T = unknown>(fn: string, args?: Record<string, unknown>, options?: CallOptions): Promise<T>;
  close(): Promise<void>;
}

export interface CallOptions {
  /** Milliseconds before the call is abandoned with a DeadlineError. */
  timeoutMs?: number;
}

export class DeadlineError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not finish within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** Function and argument names are interpolated into SQL, so only plain identifiers pass. */
export function assertIdentifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${JSON.stringify(name)}`);
  return name;
}

export function encodeArg(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** `select fn(a => $1, b => $2) as result`, with the values in order. */
export function buildCall(fn: string, args: Record<string, unknown>): { text: string; values: unknown[] } {
  const names = Object.keys(args);
  const list = names.map((name, i) => `${assertIdentifier(name)} => $${i + 1}`).join(', ');
  return {
    text: `select ${assertIdentifier(fn)}(${list}) as result`,
    values: names.map((name) => encodeArg(args[name])),
  };
}

export async function withDeadline<T>(work: Promise<T>, ms: number | undefined, what: string): Promise<T> {
  if (!ms) return work;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(what, ms)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
