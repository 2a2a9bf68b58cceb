/**
 * loadCatalogStats: the build's read of the store, on PGlite and on the real
 * PostgreSQL server. Downloads come from the aggregates; trending from the
 * records, aggregated in SQL in one call per document; an unreachable or busy
 * store gives zeros and a warning.
 */
import postgres from 'postgres';
import { PGlite } from '@electric-sql/pglite';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KINDS } from '../../src/catalog/kinds.ts';
import type { Database } from '../../src/storage/database.ts';
import { openDatabase } from '../../src/storage/index.ts';
import { loadCatalogStats } from '../../src/catalog/stats.ts';
import { TrendingData } from '../../src/catalog/trending.ts';
import { createScratchPostgres, POSTGRES_URL } from '../helpers/databases.ts';
import { tempDir } from '../helpers/paths.ts';
import { startLocalServer } from '../helpers/server.ts';
import { closedPort } from '../storage/backends.ts';
import { track, TRACK_PATH } from '../tracking/helpers.ts';

interface Store {
  name: string;
  /** A fresh store: its env, raw SQL for backdating, and cleanup. */
  make(): Promise<{ env: Record<string, string>; sql(text: string): Promise<void>; cleanup(): Promise<void> }>;
}

const STORES: Store[] = [
  {
    name: 'pglite',
    async make() {
      const dir = await tempDir('toolshed-stats-');
      return {
        env: { DATA_DIR: dir.path },
        async sql(text) {
          const pg = new PGlite(join(dir.path, 'pgdata'));
          await pg.exec(text).finally(() => pg.close());
        },
        cleanup: dir.cleanup,
      };
    },
  },
  ...(POSTGRES_URL
    ? [
        {
          name: 'postgres',
          async make() {
            const scratch = await createScratchPostgres();
            return {
              env: { DATABASE_URL: scratch.url },
              async sql(text: string) {
                const client = postgres(scratch.url, { max: 1, onnotice: () => {} });
                await client.unsafe(text).finally(() => client.end());
              },
              cleanup: scratch.drop,
            };
          },
        },
      ]
    : []),
];

const day = (d: Date, offset: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - offset * 86_400_000).toISOString().slice(0, 10);

describe.each(STORES)('loadCatalogStats on $name', (store) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  // A fresh PGlite folder starts slowly on a busy machine.
  it('turns N tracked downloads into downloads N and a trending document', async () => {
    const s = await store.make();
    cleanups.push(s.cleanup);
    const db = await openDatabase({ ...s.env, DATA_DIR: s.env.DATA_DIR ?? '.data' });
    const calls: Array<[string, string, string, string | null, number]> = [
      // type, name, category, country, how many
      ['agent', 'alpha', 'ai', 'US', 3],
      ['agent', 'alpha', 'ai', 'de', 2],
      ['command', 'beta', 'git', 'FR', 4],
      ['loop', 'gamma', 'ops', null, 2],
      ['mod', 'delta', 'kits', null, 1],
    ];
    for (const [type, name, category, country, n] of calls) {
      for (let i = 0; i < n; i++) await db.call('track_download', { p_type: type, p_name: name, p_category: category, p_country: country, p_ip: '203.0.113.1' });
    }
    await db.close();
    // Age some records: beta 3 days ago (week), gamma 20 days ago (month), delta 40 days ago (total only).
    await s.sql(`
      update download_records set downloaded_at = now() - interval '3 days' where component_name = 'beta';
      update download_records set downloaded_at = now() - interval '20 days' where component_name = 'gamma';
      update download_records set downloaded_at = now() - interval '40 days' where component_name = 'delta';`);

    const now = new Date(Date.now() + 60_000);
    const called: string[] = [];
    const stats = await loadCatalogStats(s.env, now, {
      open: async (settings) => {
        const inner = await openDatabase(settings);
        const counting: Database = { driver: inner.driver, call: (fn, args, opts) => (called.push(fn), inner.call(fn, args, opts)), close: () => inner.close() };
        return counting;
      },
    });
    expect(stats.warning).toBeUndefined();
    expect(stats.source).toBe('store');
    // One call per document, nothing paged into JavaScript.
    expect(called).toEqual(['catalog_download_counts', 'catalog_trending']);
    expect(stats.downloads).toEqual({ 'agent:alpha': 5, 'command:beta': 4, 'loop:gamma': 2, 'mod:delta': 1 });

    const t = TrendingData.parse(stats.trending);
    expect(t.lastUpdated).toBe(now.toISOString());
    expect(t.globalStats).toEqual({ totalComponents: 4, totalDownloads: 12, monthlyDownloads: 11, weeklyDownloads: 9, todayDownloads: 5, totalCountries: 3 });
    expect(t.topCountries).toEqual([
      { country: 'FR', downloads: 4, percentage: 33.3 },
      { country: 'US', downloads: 3, percentage: 25 },
      { country: 'DE', downloads: 2, percentage: 16.7 },
    ]);
    expect(Object.keys(t.trending).sort()).toEqual(KINDS.map((k) => k.type).sort());
    const alpha = { name: 'alpha', category: 'ai', downloads: 5 };
    expect(t.trending.agents).toEqual({ today: [alpha], week: [alpha], month: [alpha] });
    expect(t.trending.commands).toEqual({ today: [], week: [{ name: 'beta', category: 'git', downloads: 4 }], month: [{ name: 'beta', category: 'git', downloads: 4 }] });
    expect(t.trending.loops).toEqual({ today: [], week: [], month: [{ name: 'gamma', category: 'ops', downloads: 2 }] });
    expect(t.trending.mods).toEqual({ today: [], week: [], month: [] });
    expect(t.chartData.days).toBe(30);
    expect(t.chartData.daily).toHaveLength(30);
    expect(t.chartData.daily[29]).toEqual({ date: day(now, 0), downloads: 5 });
    expect(t.chartData.daily[0]!.date).toBe(day(now, 29));
    const byDate = Object.fromEntries(t.chartData.daily.map((p) => [p.date, p.downloads]));
    expect(byDate[day(now, 3)]).toBe(4);
    expect(byDate[day(now, 20)]).toBe(2);
    expect(t.chartData.daily.reduce((a, p) => a + p.downloads, 0)).toBe(11);
  });

  it('orders trending by downloads and keeps at most 10 per kind and window', async () => {
    const s = await store.make();
    cleanups.push(s.cleanup);
    const db = await openDatabase({ ...s.env, DATA_DIR: s.env.DATA_DIR ?? '.data' });
    for (let c = 1; c <= 12; c++) {
      for (let i = 0; i < c; i++) await db.call('track_download', { p_type: 'skill', p_name: `s${String(c).padStart(2, '0')}` });
    }
    await db.close();
    const stats = await loadCatalogStats(s.env, new Date(Date.now() + 60_000));
    const week = stats.trending.trending.skills!.week;
    expect(week.map((i) => i.downloads)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(week[0]!.name).toBe('s12');
    expect(stats.trending.globalStats.totalComponents).toBe(12);
    // The catalog build may pass the catalog's size instead.
    expect((await loadCatalogStats(s.env, new Date(), { totalComponents: 321 })).trending.globalStats.totalComponents).toBe(321);
  });
});

describe('loadCatalogStats when the store cannot be read', () => {
  it('gives zeros and a warning when the database is down, and the build can go on', async () => {
    const port = await closedPort();
    const now = new Date('2026-05-06T07:08:09.000Z');
    const stats = await loadCatalogStats({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/toolshed` }, now);
    expect(stats.source).toBe('unavailable');
    expect(stats.warning).toMatch(/could not be read.*(ECONNREFUSED|connect)/i);
    expect(stats.downloads).toEqual({});
    const t = TrendingData.parse(stats.trending);
    expect(t.lastUpdated).toBe('2026-05-06T07:08:09.000Z');
    expect(Object.values(t.globalStats).every((v) => v === 0)).toBe(true);
    expect(t.chartData.daily).toHaveLength(30);
    expect(t.chartData.daily[29]).toEqual({ date: '2026-05-06', downloads: 0 });
    expect(t.trending.sandbox).toEqual({ today: [], week: [], month: [] });
  });

  it('gives zeros and says why when settings are invalid', async () => {
    const stats = await loadCatalogStats({ SUPABASE_URL: 'not a url', SUPABASE_SERVICE_ROLE_KEY: 'k' });
    expect(stats.source).toBe('unavailable');
    expect(stats.warning).toMatch(/SUPABASE_URL/);
  });

  it('gives zeros with a clear message while `npm start` holds the embedded database', async () => {
    const dir = await tempDir('toolshed-busy-');
    await (await openDatabase({ DATA_DIR: dir.path })).close();
    const server = await startLocalServer({ DATA_DIR: dir.path, DATABASE_URL: '', SUPABASE_URL: '' });
    try {
      // The first tracked download makes the server open (and lock) the store. On a loaded machine PGlite's
      // first open can outlast the endpoint's open deadline (a 500 by design); the open goes on, so ask again.
      let status = 0;
      for (let attempt = 0; attempt < 6 && status !== 200; attempt++) status = (await track(server.url + TRACK_PATH, { type: 'agent', name: 'busy' })).status;
      expect(status).toBe(200);
      const stats = await loadCatalogStats({ DATA_DIR: dir.path });
      expect(stats.source).toBe('unavailable');
      expect(stats.warning).toMatch(/in use by process \d+/);
      expect(stats.downloads).toEqual({});
    } finally {
      await server.stop();
      await dir.cleanup();
    }
  });
});
