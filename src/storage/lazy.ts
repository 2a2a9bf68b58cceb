import type { Database } from './database.ts';

/**
 * Open the store once per process, on first use. A failed open is forgotten
 * so the next call retries (the database may come back); an open that is
 * still pending is shared by every caller.
 */
export function lazyDatabase(open: () => Promise<Database>): { get: () => Promise<Database>; close: () => Promise<void> } {
  let pending: Promise<Database> | undefined;
  return {
    get() {
      if (!pending) {
        const attempt = open();
        pending = attempt;
        attempt.catch(() => {
          if (pending === attempt) pending = undefined;
        });
      }
      return pending;
    },
    async close() {
      const current = pending;
      pending = undefined;
      if (current) await (await current.catch(() => undefined))?.close();
    },
  };
}
