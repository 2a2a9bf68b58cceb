/**
 * Catalog build benchmark: generate 10,000 components of every kind (realistic
 * sizes, some messy frontmatter) and measure, each in its own child process:
 *   floor  plain Node reading every source file and writing the JSON files
 *   json   our catalog pipeline alone (load, validate, stats, write the JSON API)
 *   full   the whole `npm run build` (Astro pages + the JSON API)
 * plus the client search: MiniSearch index build and query times over the index.
 * Goal (issue 2): full ≤ 40 s and ≤ 2 GB peak; json ≤ 3x floor.
 * Usage: npm run bench -- catalog   (BENCH_COMPONENTS=2000 for a quicker run)
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KINDS } from '../src/catalog/kinds.ts';
import type { CompactIndex } from '../src/catalog/output-schemas.ts';
import { SearchEngine } from '../src/components/search-engine.ts';
import { generate } from './catalog-source.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = fileURLToPath(import.meta.url);

// ---------- child modes: do one job, report wall time and peak RSS ----------

async function child(mode: string, source: string, out: string): Promise<void> {
  const started = performance.now();
  if (mode === 'floor') {
    // The least any build must do: read every source file, write a JSON file per component and an index.
    const index: string[] = [];
    for (const kind of KINDS) {
      const kindDir = join(source, kind.type);
      for (const entry of await readdir(kindDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = join(entry.parentPath, entry.name);
        const text = await readFile(file, 'utf8');
        const rel = relative(kindDir, file);
        const target = join(out, 'component-content', kind.type, `${rel}.json`);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, JSON.stringify({ content: text }));
        index.push(rel);
      }
    }
    await writeFile(join(out, 'search-index.json'), JSON.stringify(index));
  } else if (mode === 'json') {
    const { prepareCatalog, writeCatalogFiles } = await import('../src/catalog/build.ts');
    const prepared = await prepareCatalog({ CATALOG_SOURCE_DIR: source, SOURCE_DATE_EPOCH: '1700000000' });
    await writeCatalogFiles(prepared, out);
  } else if (mode === 'full') {
    process.env.CATALOG_SOURCE_DIR = source;
    // A staging folder of its own, as scripts/build.ts does for --out-dir.
    const stage = join(ROOT, 'node_modules', '.toolshed-build', `bench-${process.pid}`);
    await mkdir(stage, { recursive: true });
    process.chdir(stage);
    const { build } = await import('astro');
    try {
      await build({ root: ROOT, logLevel: 'error', outDir: out });
    } finally {
      await rm(stage, { recursive: true, force: true });
    }
  }
  const wallMs = performance.now() - started;
  const usage = process.resourceUsage();
  // CPU seconds say more than wall time when the machine is shared.
  const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
  console.log(`RESULT ${JSON.stringify({ wallMs, cpuMs, maxRssKb: usage.maxRSS })}`);
}

type Measured = { wallMs: number; cpuMs: number; maxRssKb: number; processMs: number };

function measure(mode: string, source: string, out: string, dataDir: string): Measured {
  const t = performance.now();
  const result = spawnSync(process.execPath, [SELF, '--child', mode, source, out], {
    cwd: ROOT,
    encoding: 'utf8',
    // BENCH_STORE=embedded reads downloads from a fresh embedded PGlite store in its
    // own folder; by default the store is unreachable (zeros, as when it is down), so
    // the numbers are the catalog build's own and not the database's start-up.
    env: {
      ...process.env,
      TOOLSHED_STRICT: '',
      SOURCE_DATE_EPOCH: '1700000000',
      DATA_DIR: dataDir,
      ...(process.env.BENCH_STORE === 'embedded' ? {} : { DATABASE_URL: 'postgres://toolshed@127.0.0.1:9/none', SUPABASE_URL: '' }),
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  const processMs = performance.now() - t;
  const line = /RESULT (.*)/.exec(result.stdout ?? '');
  if (result.status !== 0 || !line) throw new Error(`${mode} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return { ...(JSON.parse(line[1]!) as Omit<Measured, 'processMs'>), processMs };
}

function searchBench(data: CompactIndex) {
  const t0 = performance.now();
  // The page's own search (src/components/search-engine.ts), without the worker.
  const engine = new SearchEngine(data);
  engine.buildIndexNow();
  const buildMs = performance.now() - t0;
  const queries = ['rev', 'review', 'revew code', 'datab', 'kubernetes deploy', 'x'];
  const perQuery: Record<string, number> = Object.fromEntries(queries.map((q) => [q, 0]));
  // Round robin: the engine keeps only the last query's answer.
  for (let i = 0; i < 20; i++)
    for (const q of queries) {
      const t = performance.now();
      engine.run({ q, type: '', category: '', sort: 'relevance', offset: 0, limit: 50 });
      perQuery[q]! += (performance.now() - t) / 20;
    }
  return { buildMs, perQuery };
}

// ---------- main ----------

if (process.argv[2] === '--generate') {
  console.log(await generate(process.argv[3]!, Number(process.argv[4] ?? 1000)));
} else if (process.argv[2] === '--child') {
  await child(process.argv[3]!, process.argv[4]!, process.argv[5]!);
} else {
  const total = Number(process.env.BENCH_COMPONENTS ?? 10_000);
  const work = await mkdtemp(join(tmpdir(), 'toolshed-catalog-bench-'));
  try {
    const source = join(work, 'source');
    let t = performance.now();
    const made = await generate(source, total);
    console.log(`generated ${made} components in ${((performance.now() - t) / 1000).toFixed(1)} s at ${source}`);
    const rows: Array<[string, ReturnType<typeof measure>]> = [];
    for (const mode of ['floor', 'json', 'full'] as const) {
      t = performance.now();
      const result = measure(mode, source, join(work, `out-${mode}`), join(work, `data-${mode}`));
      rows.push([mode, result]);
      console.log(`${mode}: ${(result.wallMs / 1000).toFixed(2)} s of work, ${(result.processMs / 1000).toFixed(2)} s with process start, ${(result.cpuMs / 1000).toFixed(1)} CPU s, peak RSS ${(result.maxRssKb / 1024).toFixed(0)} MB`);
    }
    const floor = rows[0]![1];
    const json = rows[1]![1];
    const full = rows[2]![1];
    const index = JSON.parse(await readFile(join(work, 'out-full', 'search-compact.json'), 'utf8')) as CompactIndex;
    const s = searchBench(index);
    console.log(`\nload average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (${cpus().length} cores)`);
    console.log('\n| measure | wall (process) | CPU (user+sys) | peak RSS |\n| --- | --- | --- | --- |');
    for (const [mode, r] of rows) console.log(`| ${mode} | ${(r.processMs / 1000).toFixed(2)} s | ${(r.cpuMs / 1000).toFixed(1)} s | ${(r.maxRssKb / 1024).toFixed(0)} MB |`);
    console.log(`\njson / floor = ${(json.processMs / floor.processMs).toFixed(2)}x wall, ${(json.cpuMs / floor.cpuMs).toFixed(2)}x CPU (goal ≤ 3x); full = ${(full.processMs / 1000).toFixed(1)} s (goal ≤ 40 s), ${(full.maxRssKb / 1024).toFixed(0)} MB (goal ≤ 2048 MB)`);
    console.log(`search over ${index.items.length} entries: index build ${s.buildMs.toFixed(0)} ms; per query ${Object.entries(s.perQuery).map(([q, ms]) => `"${q}" ${ms.toFixed(2)} ms`).join(', ')}`);
    const ok = json.processMs <= 3 * floor.processMs && full.processMs <= 40_000 && full.maxRssKb <= 2 * 1024 * 1024;
    console.log(ok ? 'within the goals' : 'OUTSIDE the goals');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
