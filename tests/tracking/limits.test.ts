/**
 * Issue 17, item 3, on PGlite and on the real PostgreSQL server: values the
 * database would refuse (NUL, unpaired surrogates, blank names, over-long
 * fields) get a 400 before any batch, so the valid calls sent at the same time
 * are all written, exactly once; and the columns carry the endpoint's limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../../src/tracking/request.ts';
import { STORE_BACKENDS, track, trackOnceOpen, type TrackingServer } from './helpers.ts';

const UNSTORABLE = (field: string) => ({ error: `Component ${field} contains characters that cannot be stored (NUL or an unpaired surrogate)` });

const HOSTILE: Array<{ body: Record<string, unknown>; error: unknown }> = [
  { body: { type: 'agent', name: 'nul\u0000name' }, error: UNSTORABLE('name') },
  { body: { type: 'agent', name: '\ud800' }, error: UNSTORABLE('name') },
  { body: { type: 'agent', name: 'ok', path: 'a/\udfff.md' }, error: UNSTORABLE('path') },
  { body: { type: 'agent', name: 'ok', category: 'c\u0000' }, error: UNSTORABLE('category') },
  { body: { type: 'agent', name: 'ok', cliVersion: '1.0.0\ud83d' }, error: UNSTORABLE('cliVersion') },
  { body: { type: 'agent', name: '   ' }, error: { error: 'Component type and name are required' } },
  { body: { type: 'agent', name: 'ok', path: 'p'.repeat(FIELD_LIMITS.path + 1) }, error: { error: 'Component path too long' } },
  { body: { type: 'agent', name: 'ok', category: 'c'.repeat(FIELD_LIMITS.category + 1) }, error: { error: 'Component category too long' } },
  { body: { type: 'agent', name: 'ok', cliVersion: 'v'.repeat(FIELD_LIMITS.cliVersion + 1) }, error: { error: 'Component cliVersion too long' } },
];

/** Column → the longest value the endpoint lets through. */
const COLUMNS = { component_name: FIELD_LIMITS.name, component_path: FIELD_LIMITS.path, category: FIELD_LIMITS.category, cli_version: FIELD_LIMITS.cliVersion };

describe.each(STORE_BACKENDS)('tracking limits on $name', (backend) => {
  let s: TrackingServer;
  const VALID = 120;

  beforeAll(async () => {
    s = await backend.start();
    // Open the host's store first (slow on a loaded machine), so the concurrent calls below meet an open store.
    expect((await trackOnceOpen(s, { type: 'agent', name: 'warm-up' })).status).toBe(200);
  });
  afterAll(async () => {
    await s?.cleanup();
  });

  it('answers 400 naming the field for each value the database refuses, while valid calls at the same time all succeed', async () => {
    const calls = [
      ...Array.from({ length: VALID }, (_, i) => ({
        body: { type: 'skill', name: `limits-${i % 4}`, path: 'p'.repeat(FIELD_LIMITS.path), category: '🚀'.repeat(FIELD_LIMITS.category), cliVersion: 'v'.repeat(64) },
        error: undefined,
      })),
      ...HOSTILE,
      ...HOSTILE,
    ];
    // Interleaved, so refused and accepted calls would share group-commit batches if the checks let them through.
    calls.sort((a, b) => JSON.stringify(a.body).length % 7 - (JSON.stringify(b.body).length % 7));
    const answers = await Promise.all(calls.map(async (c) => ({ call: c, res: await track(s.url, c.body) })));
    for (const { call, res } of answers) {
      if (call.error) {
        expect(res.status, JSON.stringify(call.body).slice(0, 80)).toBe(400);
        expect(await res.json()).toEqual(call.error);
      } else {
        expect(res.status).toBe(200);
        await res.body?.cancel();
      }
    }
  });

  it('stored exactly the valid calls, and the aggregates match them', async () => {
    await s.stop();
    const [records] = await s.sql(`select count(*)::int as n from download_records where component_name like 'limits-%'`);
    expect(records!.n).toBe(VALID);
    const aggregates = await s.sql(`select component_name, total_downloads::int as n from download_aggregates where component_name like 'limits-%' order by 1`);
    expect(aggregates).toEqual([0, 1, 2, 3].map((i) => ({ component_name: `limits-${i}`, n: VALID / 4 })));
    const [longest] = await s.sql(`select max(char_length(category))::int as n from download_records`);
    expect(longest!.n).toBe(FIELD_LIMITS.category);
  });

  it('the columns hold exactly the endpoint limits (one more is refused by the table itself)', async () => {
    const insert = (column: string, value: string) =>
      column === 'component_type' || column === 'component_name'
        ? `insert into download_records (component_type, component_name) values (${column === 'component_type' ? `${value}, 'n'` : `'agent', ${value}`})`
        : `insert into download_records (component_type, component_name, ${column}) values ('agent', 'n', ${value})`;
    const cases: Array<[string, string, boolean]> = [];
    for (const [column, max] of Object.entries(COLUMNS)) {
      cases.push([column, insert(column, `repeat('é', ${max})`), true], [column, insert(column, `repeat('é', ${max + 1})`), false]);
    }
    cases.push(
      ['user_agent', insert('user_agent', `repeat('u', 512)`), true],
      ['user_agent', insert('user_agent', `repeat('u', 513)`), false],
      ['country', insert('country', `'DEU'`), false],
      ['component_type', insert('component_type', `repeat('t', 33)`), false],
      ['ip_address', insert('ip_address', `repeat('1', 65)`), false],
    );
    // One function call runs every insert (PGlite is opened once per query here, which is slow).
    await s.sql(`create or replace function limits_test_try(q text) returns boolean language plpgsql as $$
      begin execute q; return true; exception when check_violation then return false; end $$`);
    const literal = (q: string) => `'${q.replaceAll("'", "''")}'`;
    const rows = await s.sql(`select limits_test_try(q) as ok from unnest(array[${cases.map(([, q]) => literal(q)).join(', ')}]) with ordinality as t(q, n) order by n`);
    expect(rows.map((r, k) => `${cases[k]![0]} ${r.ok}`)).toEqual(cases.map(([column, , ok]) => `${column} ${ok}`));
  });

  it('the limits migration is safe to re-run: the constraints exist once each', async () => {
    const { openDatabase } = await import('../../src/storage/index.ts');
    const { readStorageSettings } = await import('../../src/storage/index.ts');
    for (let i = 0; i < 2; i++) {
      const db = await openDatabase(readStorageSettings(s.env));
      await db.close();
    }
    const rows = await s.sql(`select conname from pg_constraint where conname like 'download_records_%_length' order by 1`);
    expect(rows.map((r) => r.conname)).toEqual([
      'download_records_category_length',
      'download_records_cli_version_length',
      'download_records_component_path_length',
      'download_records_component_type_length',
      'download_records_country_length',
      'download_records_ip_address_length',
      'download_records_user_agent_length',
    ]);
  });
});
