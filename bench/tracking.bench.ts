/**
 * Tracking endpoint under load: the local host (`npm start`'s server, its own
 * process) on PGlite and on the real PostgreSQL server, driven by autocannon
 * at 50 connections. Baseline in the same run and on the same host: the same
 * load on the same function's OPTIONS answer (a no-op: no body, no store).
 * After each run the stored records are counted against the 2xx answers.
 *
 * BENCH_SECONDS (default 20) sets each run's length; TEST_DATABASE_URL names
 * the Postgres server (skipped without it). Calls that arrive together are
 * written in one transaction (group commit, src/tracking/store.ts).
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import { openDatabase } from '../src/storage/index.ts';
import { createScratchPostgres, POSTGRES_URL } from '../tests/helpers/databases.ts';
import { tempDir } from '../tests/helpers/paths.ts';
import { startLocalServer } from '../tests/helpers/server.ts';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { join } from 'node:path';

/** The part of autocannon's API used here (it ships no type declarations). */
interface LoadResult {
  requests: { average: number; total: number; sent: number };
  latency: { p50: number; p99: number };
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  method: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  body?: string;
}) => Promise<LoadResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 50;
const PATH = '/api/track-download-store';
/** The measured run's component; warm-up calls use another name so they are not counted. */
const MEASURED = 'bench-agent';

interface Run {
  'req/s': number;
  p50: number;
  p99: number;
  '2xx': number;
  'non-2xx': number;
  errors: number;
  sent: number;
}

async function load(url: string, method: 'POST' | 'OPTIONS', seconds = SECONDS, name = MEASURED): Promise<Run> {
  const result = await autocannon({
    url,
    method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', 'user-agent': 'toolshed-bench/1.0', 'x-forwarded-for': '198.51.100.200' },
    body: method === 'POST' ? JSON.stringify({ type: 'agent', name, path: `bench/${name}.md`, category: 'bench', cliVersion: '1.0.0' }) : undefined,
  });
  return {
    'req/s': Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    '2xx': result['2xx'],
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
    sent: result.requests.sent,
  };
}

interface Target {
  name: string;
  env: Record<string, string>;
  /** Count records and the aggregate, after the server stopped. */
  count(): Promise<{ records: number; aggregate: number }>;
  cleanup(): Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dir = await tempDir('toolshed-bench-');
  await (await openDatabase({ DATA_DIR: dir.path })).close();
  return {
    name: 'PGlite (DATA_DIR)',
    env: { DATA_DIR: dir.path, DATABASE_URL: '', SUPABASE_URL: '' },
    async count() {
      const pg = new PGlite(join(dir.path, 'pgdata'));
      try {
        const r = (await pg.query<{ n: number }>('select count(*)::int as n from download_records where component_name = $1', [MEASURED])).rows[0]!.n;
        const a = (await pg.query<{ n: number }>('select coalesce(sum(total_downloads), 0)::int as n from download_aggregates where component_name = $1', [MEASURED])).rows[0]!.n;
        return { records: r, aggregate: a };
      } finally {
        await pg.close();
      }
    },
    cleanup: dir.cleanup,
  };
}

async function postgresTarget(): Promise<Target> {
  const scratch = await createScratchPostgres();
  return {
    name: 'PostgreSQL 15 (DATABASE_URL)',
    env: { DATABASE_URL: scratch.url, SUPABASE_URL: '' },
    async count() {
      const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
      try {
        const [r] = await sql`select count(*)::int as n from download_records where component_name = ${MEASURED}`;
        const [a] = await sql`select coalesce(sum(total_downloads), 0)::int as n from download_aggregates where component_name = ${MEASURED}`;
        return { records: r!.n as number, aggregate: a!.n as number };
      } finally {
        await sql.end();
      }
    },
    cleanup: scratch.drop,
  };
}

console.log(`tracking bench: ${CONNECTIONS} connections, ${SECONDS} s per run, ${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const targets = [await pgliteTarget(), ...(POSTGRES_URL ? [await postgresTarget()] : [])];
const table: Record<string, Run & { stored?: string }> = {};
let lost = 0;
for (const target of targets) {
  const server = await startLocalServer({ ...target.env, NODE_ENV: 'production' });
  const url = server.url + PATH;
  // Open the store before measuring: the first call of a process opens it.
  const warm = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"type":"agent","name":"warm-up"}' });
  if (warm.status !== 200) throw new Error(`warm-up failed: ${warm.status} ${await warm.text()}\n${server.output()}`);
  // Warm the host and the store up (JIT, first pages of the tables) with calls that are not counted.
  await load(url, 'OPTIONS', 2);
  await load(url, 'POST', 2, 'bench-warm-up');
  table[`${target.name}: baseline, OPTIONS (no-op)`] = await load(url, 'OPTIONS');
  const run = await load(url, 'POST');
  await server.stop();
  const stored = await target.count();
  // Every 200 has its record; requests still in flight when the run's clock
  // stopped were sent and processed but not counted as answered, so the count
  // lies between answered and sent.
  const ok = stored.aggregate === stored.records && stored.records >= run['2xx'] && stored.records <= run.sent;
  if (!ok) lost++;
  table[`${target.name}: POST track`] = {
    ...run,
    stored: `${stored.records} records (aggregate ${stored.aggregate}) for ${run['2xx']} answered / ${run.sent} sent ${ok ? '✓' : '✗'}`,
  };
  await target.cleanup();
}
console.table(table);
for (const [name, run] of Object.entries(table)) {
  if (name.endsWith('POST track')) console.log(`${name}: p99 ${run.p99} ms ${run.p99 < 50 ? '< 50 ms, goal met' : '>= 50 ms, GOAL MISSED'}`);
}
console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
if (lost) {
  console.error('records do not match the accepted requests');
  process.exit(1);
}
