/**
 * THE shared storage driver suite: the same tests against PGlite, the real
 * PostgreSQL server, and the Supabase driver talking HTTP (through the
 * PostgREST stand-in) to each of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeadlineError } from '../../src/storage/database.ts';
import { openSupabase } from '../../src/storage/supabase.ts';
import { ANON_KEY } from './postgrest-standin.ts';
import { BACKENDS, type OpenBackend } from './backends.ts';

const track = (db: OpenBackend['db'], name: string, extra: Record<string, unknown> = {}) =>
  db.call<{ timestamp: string; aggregated: boolean; aggregateError: string | null }>('track_download', {
    p_type: 'agent',
    p_name: name,
    p_ip: '203.0.113.7',
    ...extra,
  });

describe.each(BACKENDS)('storage driver on $name', (backend) => {
  let b: OpenBackend;
  beforeAll(async () => {
    b = await backend.open();
  });
  afterAll(async () => {
    await b?.cleanup();
  });

  it('round-trips text, JSON, timestamps, integers and nulls through one jsonb result', async () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    const out = await b.db.call('test_echo', { p_text: "it's \"quoted\" ünïcode", p_json: { a: [1, { b: null }] }, p_at: at, p_num: 42 });
    expect(out).toEqual({ text: "it's \"quoted\" ünïcode", json: { a: [1, { b: null }] }, at: at.toISOString(), num: 42 });
    expect(await b.db.call('test_echo', { p_text: null })).toEqual({ text: null, json: null, at: null, num: null });
  });

  it('answers null for a void function', async () => {
    expect(await b.db.call('test_void')).toBeNull();
  });

  it('writes a record and bumps the aggregate atomically per call (rules 1, 2)', async () => {
    const first = await track(b.db, 'rules-1-2', { p_country: 'DE', p_user_agent: 'ua', p_cli_version: '1.2.3', p_path: 'x/rules-1-2.md', p_category: 'x' });
    const second = await track(b.db, 'rules-1-2');
    expect(first.aggregated).toBe(true);
    expect(new Date(first.timestamp).toISOString()).toBe(first.timestamp);
    expect(second.aggregated).toBe(true);
    const records = await b.sql(`select * from download_records where component_name = 'rules-1-2' order by id`);
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ component_type: 'agent', country: 'DE', user_agent: 'ua', cli_version: '1.2.3', component_path: 'x/rules-1-2.md', category: 'x', ip_address: '203.0.113.7' });
    const [agg] = await b.sql(`select total_downloads::int as total, last_download from download_aggregates where component_name = 'rules-1-2'`);
    expect(agg!.total).toBe(2);
  });

  it('reports a failing aggregate step and still keeps the record (rule 3)', async () => {
    await b.sql(`create or replace function test_refuse_aggregate() returns trigger language plpgsql as $$
      begin if new.component_name = 'rule-3' then raise exception 'aggregate refused by test trigger'; end if; return new; end $$`);
    await b.sql(`drop trigger if exists test_refuse on download_aggregates`);
    await b.sql(`create trigger test_refuse before insert or update on download_aggregates for each row execute function test_refuse_aggregate()`);
    try {
      const result = await track(b.db, 'rule-3');
      expect(result.aggregated).toBe(false);
      expect(result.aggregateError).toContain('aggregate refused by test trigger');
      expect(await b.sql(`select 1 from download_records where component_name = 'rule-3'`)).toHaveLength(1);
      expect(await b.sql(`select 1 from download_aggregates where component_name = 'rule-3'`)).toHaveLength(0);
    } finally {
      await b.sql(`drop trigger if exists test_refuse on download_aggregates`);
    }
  });

  it('writes a batch in one call: a record each, aggregates bumped by their counts (track_downloads)', async () => {
    const row = (name: string, country: string | null, ip: string) => ({ type: 'agent', name, path: null, category: 'x', ip, country, user_agent: 'ua', cli_version: '2.0.0' });
    const first = await b.db.call<{ count: number; timestamp: string; aggregated: boolean }>('track_downloads', {
      p_records: [row('batch-a', 'DE', '203.0.113.1'), row('batch-b', null, '203.0.113.2'), row('batch-a', 'FR', '203.0.113.3'), row('batch-a', 'DE', '203.0.113.4'), row('batch-b', 'US', '203.0.113.5')],
    });
    expect(first).toMatchObject({ count: 5, aggregated: true, aggregateError: null });
    expect(new Date(first.timestamp).toISOString()).toBe(first.timestamp);
    const again = await b.db.call<{ count: number }>('track_downloads', { p_records: [row('batch-a', null, '203.0.113.6'), row('batch-a', null, '203.0.113.7')] });
    expect(again.count).toBe(2);
    expect(await b.sql(`select component_name, count(*)::int as n, count(distinct ip_address)::int as ips from download_records where component_name like 'batch-%' group by 1 order by 1`)).toEqual([
      { component_name: 'batch-a', n: 5, ips: 5 },
      { component_name: 'batch-b', n: 2, ips: 2 },
    ]);
    expect(await b.sql(`select component_name, country, category, user_agent, cli_version from download_records where ip_address = '203.0.113.3'`)).toEqual([
      { component_name: 'batch-a', country: 'FR', category: 'x', user_agent: 'ua', cli_version: '2.0.0' },
    ]);
    expect(await b.sql(`select component_name, total_downloads::int as total from download_aggregates where component_name like 'batch-%' order by 1`)).toEqual([
      { component_name: 'batch-a', total: 5 },
      { component_name: 'batch-b', total: 2 },
    ]);
  });

  it('writes a batch all or nothing, and refuses anything but an array', async () => {
    const bad = [{ type: 'agent', name: 'batch-atomic' }, { type: 'agent', name: 'n'.repeat(256) }];
    await expect(b.db.call('track_downloads', { p_records: bad })).rejects.toThrow(/check constraint|violates/i);
    expect(await b.sql(`select 1 from download_records where component_name = 'batch-atomic'`)).toHaveLength(0);
    await expect(b.db.call('track_downloads', { p_records: { type: 'agent', name: 'x' } })).rejects.toThrow(/must be a JSON array/);
  });

  it('keeps a batch\'s records when its aggregate step fails (rule 3)', async () => {
    await b.sql(`create or replace function test_refuse_batch() returns trigger language plpgsql as $$
      begin if new.component_name = 'batch-rule-3' then raise exception 'batch aggregate refused by test trigger'; end if; return new; end $$`);
    await b.sql(`drop trigger if exists test_refuse_batch on download_aggregates`);
    await b.sql(`create trigger test_refuse_batch before insert or update on download_aggregates for each row execute function test_refuse_batch()`);
    try {
      const result = await b.db.call<{ count: number; aggregated: boolean; aggregateError: string }>('track_downloads', {
        p_records: [{ type: 'agent', name: 'batch-rule-3' }, { type: 'agent', name: 'batch-rule-3' }],
      });
      expect(result).toMatchObject({ count: 2, aggregated: false });
      expect(result.aggregateError).toContain('batch aggregate refused by test trigger');
      expect(await b.sql(`select 1 from download_records where component_name = 'batch-rule-3'`)).toHaveLength(2);
    } finally {
      await b.sql(`drop trigger if exists test_refuse_batch on download_aggregates`);
    }
  });

  it('rejects a name over 255 characters in SQL too', async () => {
    await expect(track(b.db, 'n'.repeat(256))).rejects.toThrow(/check constraint|violates/i);
  });

  it('names the function when it does not exist', async () => {
    await expect(b.db.call('no_such_function', { p_x: 1 })).rejects.toThrow(/no_such_function/);
  });

  it('refuses function and argument names that are not plain identifiers, before any SQL runs', async () => {
    const before = b.standIn?.requests;
    await expect(b.db.call('test_void(); drop table download_records; --')).rejects.toThrow(/identifier/);
    await expect(b.db.call('test_echo', { 'p_text => 1) --': 'x' })).rejects.toThrow(/identifier/);
    if (b.standIn) expect(b.standIn.requests).toBe(before);
    expect(await b.sql('select count(*)::int as n from download_records')).toHaveLength(1);
  });

  // PGlite runs inside this process: a running query cannot be interrupted, only awaited.
  it.skipIf(backend.name === 'pglite')('abandons a call at its deadline with a DeadlineError and stays usable', async () => {
    await expect(b.db.call('test_sleep', { p_seconds: 3 }, { timeoutMs: 200 })).rejects.toBeInstanceOf(DeadlineError);
    expect(await b.db.call('test_echo', { p_num: 7 })).toMatchObject({ num: 7 });
    if (b.url && !b.standIn) {
      // The server-side query was cancelled, not left holding a connection.
      await expect
        .poll(async () => (await b.sql(`select count(*)::int as n from pg_stat_activity where state = 'active' and query like 'select test_sleep%'`))[0]!.n, { timeout: 2000 })
        .toBe(0);
    }
  });

  it('keeps both tables behind row level security, with no access for anon or authenticated', async () => {
    const rls = await b.sql(`select relname, relrowsecurity from pg_class where relname in ('download_records', 'download_aggregates') order by relname`);
    expect(rls).toEqual([
      { relname: 'download_aggregates', relrowsecurity: true },
      { relname: 'download_records', relrowsecurity: true },
    ]);
    for (const role of ['anon', 'authenticated']) {
      await expect(b.asRole(role, 'select ip_address from download_records')).rejects.toThrow(/permission denied/);
      await expect(b.asRole(role, 'select * from download_aggregates')).rejects.toThrow(/permission denied/);
      await expect(b.asRole(role, `insert into download_records (component_type, component_name) values ('agent', 'x')`)).rejects.toThrow(/permission denied/);
      for (const fn of [
        `track_download(p_type => 'agent', p_name => 'by-${role}')`,
        `track_downloads(p_records => '[{"type": "agent", "name": "by-${role}"}]')`,
        'catalog_download_counts()',
        'catalog_trending(now())',
      ]) {
        await expect(b.asRole(role, `select ${fn}`)).rejects.toThrow(/permission denied/);
      }
    }
    // Only the service role writes.
    const rows = await b.asRole('service_role', `select track_download(p_type => 'agent', p_name => 'by-service-role') as result`);
    expect((rows[0]!.result as { aggregated: boolean }).aggregated).toBe(true);
  });

  it.skipIf(!backend.name.startsWith('supabase'))('refuses the anon key over RPC', async () => {
    const anon = await openSupabase({ url: b.standIn!.url, serviceRoleKey: ANON_KEY });
    await expect(anon.call('track_download', { p_type: 'agent', p_name: 'anon-rpc' })).rejects.toThrow(/permission denied/);
    expect(await b.sql(`select 1 from download_records where component_name = 'anon-rpc'`)).toHaveLength(0);
  });

  it('counts per component and builds the trending numbers in one call each', async () => {
    const counts = await b.db.call<Record<string, number>>('catalog_download_counts');
    expect(Number(counts['agent:rules-1-2'])).toBe(2);
    const trending = await b.db.call<{ globalStats: { totalDownloads: number } }>('catalog_trending', { p_now: new Date(Date.now() + 1000) });
    const [{ n }] = (await b.sql('select count(*)::int as n from download_records')) as [{ n: number }];
    expect(trending.globalStats.totalDownloads).toBe(n);
  });
});
