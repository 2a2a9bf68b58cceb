/**
 * Group commit in the tracking store, on every storage backend: calls that
 * arrive together are written in one `track_downloads` call, one record each;
 * a record the database refuses fails alone; a caller that stopped waiting is
 * never written; a failing database fails each waiting call and the next
 * calls still go through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeadlineError, type CallOptions, type Database } from '../../src/storage/database.ts';
import { MAX_BATCH, recordDownload, type DownloadRecord } from '../../src/tracking/store.ts';
import { BACKENDS, type OpenBackend } from '../storage/backends.ts';

const record = (name: string, i = 0): DownloadRecord => ({
  type: 'agent',
  name,
  path: `x/${name}.md`,
  category: 'x',
  cliVersion: `1.0.${i}`,
  ip: `198.51.100.${i % 250}`,
  country: i % 2 ? 'DE' : null,
  userAgent: 'store-test',
});

/** The database as the store sees it, with every call counted and an optional hook before it runs. */
function watched(db: Database, before?: (fn: string, args: Record<string, unknown>) => Promise<void> | void) {
  const calls: Array<{ fn: string; size: number }> = [];
  const wrapped: Database = {
    driver: db.driver,
    async call<T>(fn: string, args: Record<string, unknown> = {}, options?: CallOptions): Promise<T> {
      calls.push({ fn, size: Array.isArray(args.p_records) ? args.p_records.length : 1 });
      await before?.(fn, args);
      return db.call<T>(fn, args, options);
    },
    close: () => db.close(),
  };
  return { db: wrapped, calls };
}

describe.each(BACKENDS)('group commit on $name', (backend) => {
  let b: OpenBackend;
  beforeAll(async () => {
    b = await backend.open();
  });
  afterAll(async () => {
    await b?.cleanup();
  });

  const count = async (name: string) => {
    const [records] = await b.sql(`select count(*)::int as n from download_records where component_name = $1`, [name]);
    const [aggregate] = await b.sql(`select total_downloads::int as n from download_aggregates where component_name = $1`, [name]);
    return { records: records!.n as number, aggregate: (aggregate?.n as number | undefined) ?? 0 };
  };

  it('writes calls that arrive together in batches of at most MAX_BATCH, a record each', async () => {
    const { db, calls } = watched(b.db);
    const n = MAX_BATCH * 2 + 50;
    const results = await Promise.all(Array.from({ length: n }, (_, i) => recordDownload(db, record(i % 3 ? 'group-a' : 'group-b', i), 10_000)));
    expect(results.every((r) => r.aggregated)).toBe(true);
    expect(calls).toEqual([
      { fn: 'track_downloads', size: MAX_BATCH },
      { fn: 'track_downloads', size: MAX_BATCH },
      { fn: 'track_downloads', size: 50 },
    ]);
    const a = Array.from({ length: n }, (_, i) => i).filter((i) => i % 3).length;
    expect(await count('group-a')).toEqual({ records: a, aggregate: a });
    expect(await count('group-b')).toEqual({ records: n - a, aggregate: n - a });
    const [distinct] = await b.sql(`select count(distinct cli_version)::int as n from download_records where component_name in ('group-a', 'group-b')`);
    expect(distinct!.n).toBe(n);
  });

  it('writes a call alone when nothing else is waiting', async () => {
    const { db, calls } = watched(b.db);
    await recordDownload(db, record('group-alone'), 10_000);
    await recordDownload(db, record('group-alone', 1), 10_000);
    expect(calls).toEqual([
      { fn: 'track_downloads', size: 1 },
      { fn: 'track_downloads', size: 1 },
    ]);
    expect(await count('group-alone')).toEqual({ records: 2, aggregate: 2 });
  });

  it('fails only the record the database refuses; the others of its batch are written', async () => {
    const { db, calls } = watched(b.db);
    const names = Array.from({ length: 10 }, (_, i) => (i === 4 ? 'n'.repeat(256) : 'group-survivor'));
    const settled = await Promise.allSettled(names.map((name, i) => recordDownload(db, record(name, i), 10_000)));
    expect(settled.map((s) => s.status)).toEqual(names.map((_, i) => (i === 4 ? 'rejected' : 'fulfilled')));
    expect(String((settled[4] as PromiseRejectedResult).reason)).toMatch(/check constraint|violates/i);
    expect(calls[0]).toEqual({ fn: 'track_downloads', size: 10 });
    expect(calls.slice(1)).toEqual(Array(10).fill({ fn: 'track_downloads', size: 1 }));
    expect(await count('group-survivor')).toEqual({ records: 9, aggregate: 9 });
  });

  it('never writes a call whose caller stopped waiting before its batch went', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const { db } = watched(b.db, async () => {
      if (first) {
        first = false;
        await held;
      }
    });
    const slow = recordDownload(db, record('group-held'), 10_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const impatient = recordDownload(db, record('group-impatient'), 50);
    await expect(impatient).rejects.toBeInstanceOf(DeadlineError);
    release();
    await expect(slow).resolves.toMatchObject({ aggregated: true });
    await recordDownload(db, record('group-after'), 10_000);
    expect(await count('group-held')).toEqual({ records: 1, aggregate: 1 });
    expect(await count('group-impatient')).toEqual({ records: 0, aggregate: 0 });
    expect(await count('group-after')).toEqual({ records: 1, aggregate: 1 });
  });

  it('rejects every waiting call when the database fails, and keeps going when it is back', async () => {
    let down = true;
    const { db } = watched(b.db, () => {
      if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:1');
    });
    const settled = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => recordDownload(db, record('group-down', i), 10_000)));
    expect(settled.map((s) => s.status)).toEqual(Array(5).fill('rejected'));
    expect(String((settled[0] as PromiseRejectedResult).reason)).toContain('ECONNREFUSED');
    down = false;
    await expect(recordDownload(db, record('group-down'), 10_000)).resolves.toMatchObject({ aggregated: true });
    expect(await count('group-down')).toEqual({ records: 1, aggregate: 1 });
  });
});
