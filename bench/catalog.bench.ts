/**
 * Catalog build benchmark: generate BENCH_COMPONENTS components (default
 * 10,000) of every kind and measure, each in its own child process:
 *   floor        plain Node reading every source file and writing the JSON files
 *   json         our catalog pipeline alone (load, validate, stats, write the JSON API)
 *   full         the whole `npm run build` (Astro pages, the JSON API, the
 *                full-text index) with an empty page cache
 *   incremental  one component added, built again with the page cache of `full`
 * plus the output against Netlify's limits (files, bytes, the fullest folder)
 * and the client search over the compact index. Peak memory is the child's
 * with every process it starts (sampled from /proc).
 * BENCH_SHAPES=real generates the real catalog's shapes (bench/catalog-source.ts:
 * long skills with many files in nested folders, hooks with scripts, 400
 * categories); BENCH_MODES=full,incremental skips the others.
 * Goals: issue 2 at 10,000: full ≤ 40 s and ≤ 2 GB; json ≤ 3x floor.
 * Issue 29 at 100,000 (`BENCH_COMPONENTS=100000 BENCH_SHAPES=real`): ≤ 10 min, ≤ 4 GB,
 * no folder over 54,000 files, home < 150 KB.
 * Usage: npm run bench -- catalog   (BENCH_COMPONENTS=2000 for a quicker run)
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { KINDS } from '../src/catalog/kinds.ts';
import type { CompactIndex } from '../src/catalog/output-schemas.ts';
import { SearchEngine } from '../src/components/search-engine.ts';
import { generate } from './catalog-source.ts';
import { outputStats, sampleTreeMemory } from './output-stats.ts';

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
    // The configuration `npm run build` passes inline (scripts/build.ts), not astro.config.mjs through Vite's config loader.
    const { siteConfig } = await import('../src/catalog/site-config.ts');
    const { marketplaceIntegration } = await import('../src/plugins/integration.ts');
    const { catalogAllowPaths } = await import('../src/install/plan.ts');
    try {
      const logLevel = (process.env.BENCH_LOG_LEVEL ?? 'error') as 'error' | 'info';
      await build({ ...siteConfig(process.env, [marketplaceIntegration(process.env)], catalogAllowPaths), root: ROOT, configFile: false, logLevel, outDir: out });
    } finally {
      await rm(stage, { recursive: true, force: true });
    }
  }
  const wallMs = performance.now() - started;
  const usage = process.resourceUsage();
  // CPU seconds say more than wall time when the machine is shared.
  const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
  // Loaded after the measure, so the floor's figures carry none of its imports.
  const { childrenCpuMs } = await import('../src/catalog/build-timings.ts');
  console.log(`RESULT ${JSON.stringify({ wallMs, cpuMs, childCpuMs: childrenCpuMs(), maxRssKb: usage.maxRSS })}`);
}

type Measured = { wallMs: number; cpuMs: number; maxRssKb: number; processMs: number; treePeakKb: number };

async function measure(mode: string, source: string, out: string, dataDir: string, pageCache: string): Promise<Measured> {
  const t = performance.now();
  const child = spawn(process.execPath, [SELF, '--child', mode === 'incremental' ? 'full' : mode, source, out], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    // BENCH_STORE=embedded reads downloads from a fresh embedded PGlite store in its
    // own folder; by default the store is unreachable (zeros, as when it is down), so
    // the numbers are the catalog build's own and not the database's start-up.
    env: {
      ...process.env,
      TOOLSHED_STRICT: '',
      SOURCE_DATE_EPOCH: '1700000000',
      DATA_DIR: dataDir,
      TOOLSHED_PAGE_CACHE_DIR: pageCache,
      ...(process.env.BENCH_STORE === 'embedded' ? {} : { DATABASE_URL: 'postgres://toolshed@127.0.0.1:9/none', SUPABASE_URL: '' }),
    },
  });
  const memory = sampleTreeMemory(child.pid!);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-20_000)));
  const status = await new Promise<number>((done) => child.once('exit', (code) => done(code ?? -1)));
  const treePeakKb = await memory.stop();
  const processMs = performance.now() - t;
  const line = /RESULT (.*)/.exec(stdout);
  if (status !== 0 || !line) throw new Error(`${mode} failed (${status}):\n${stdout.slice(-5000)}\n${stderr}`);
  return { ...(JSON.parse(line[1]!) as Omit<Measured, 'processMs' | 'treePeakKb'>), processMs, treePeakKb };
}

/** One more agent, so the incremental build has something to render. */
async function addOneComponent(source: string): Promise<void> {
  const dir = join(source, 'agents', 'bench-added');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'added-after-the-first-build.md'), '---\ndescription: Added after the first build.\n---\nA new agent.\n');
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
  const real = process.env.BENCH_SHAPES === 'real';
  const modes = (process.env.BENCH_MODES ?? 'floor,json,full,incremental').split(',');
  const work = await mkdtemp(join(process.env.BENCH_WORK_DIR ?? tmpdir(), 'toolshed-catalog-bench-'));
  const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
  try {
    // BENCH_SOURCE: a catalog generated before (e.g. a kept run's), instead of generating one.
    const source = process.env.BENCH_SOURCE ?? join(work, 'source');
    const pageCache = join(work, 'page-cache');
    const load0 = loadavg()[0]!;
    let t = performance.now();
    const made = process.env.BENCH_SOURCE ? total : await generate(source, total, { real });
    console.log(`generated ${made} components (${real ? 'real shapes' : 'plain shapes'}) in ${((performance.now() - t) / 1000).toFixed(1)} s at ${source}; load average ${load0.toFixed(1)}`);
    const rows: Array<[string, Measured, number]> = [];
    for (const mode of modes) {
      if (mode === 'incremental') await addOneComponent(source);
      // The incremental build writes where the cold one did (as Netlify builds into an empty folder, it starts empty too).
      const out = join(work, `out-${mode === 'incremental' ? 'incremental' : mode}`);
      const result = await measure(mode, source, out, join(work, `data-${mode}`), pageCache);
      rows.push([mode, result, loadavg()[0]!]);
      console.log(`${mode}: ${(result.processMs / 1000).toFixed(1)} s with process start, ${(result.cpuMs / 1000).toFixed(1)} CPU s, peak ${mb(result.maxRssKb)} (with its processes ${mb(result.treePeakKb)}); load average ${loadavg()[0]!.toFixed(1)}`);
      if (mode !== 'full' && mode !== 'incremental') await rm(out, { recursive: true, force: true });
    }
    console.log(`\n${total} components, ${cpus().length} cores, ${new Date().toISOString()}; load average ${load0.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`);
    console.log('\n| measure | wall (process) | CPU (user+sys) | peak RSS | with child processes | load avg after |\n| --- | --- | --- | --- | --- | --- |');
    for (const [mode, r, load] of rows) console.log(`| ${mode} | ${(r.processMs / 1000).toFixed(1)} s | ${(r.cpuMs / 1000).toFixed(1)} s | ${mb(r.maxRssKb)} | ${mb(r.treePeakKb)} | ${load.toFixed(1)} |`);
    const full = rows.find(([m]) => m === 'full')?.[1];
    const floor = rows.find(([m]) => m === 'floor')?.[1];
    const json = rows.find(([m]) => m === 'json')?.[1];
    if (floor && json) console.log(`\njson / floor = ${(json.processMs / floor.processMs).toFixed(2)}x wall, ${(json.cpuMs / floor.cpuMs).toFixed(2)}x CPU (goal ≤ 3x)`);
    const fullOut = join(work, 'out-full');
    if (full) {
      const o = await outputStats(fullOut);
      const home = (await stat(join(fullOut, 'index.html'))).size;
      console.log(`output: ${o.files} files, ${(o.bytes / 2 ** 20).toFixed(0)} MB; fullest folder ${o.fullestDir.dir} with ${o.fullestDir.files} files (Netlify: at most 54,000); largest file ${o.largest.file} ${(o.largest.bytes / 2 ** 20).toFixed(1)} MB; home ${(home / 1024).toFixed(1)} KB (goal < 150 KB)`);
      const index = JSON.parse(await readFile(join(fullOut, 'search-compact.json'), 'utf8')) as CompactIndex;
      const s = searchBench(index);
      console.log(`search over ${index.items.length} entries: index build ${s.buildMs.toFixed(0)} ms; per query ${Object.entries(s.perQuery).map(([q, ms]) => `"${q}" ${ms.toFixed(2)} ms`).join(', ')}`);
      const limits = total >= 50_000 ? { ms: 600_000, kb: 4 * 1024 * 1024 } : { ms: 40_000, kb: 2 * 1024 * 1024 };
      const ok = full.processMs <= limits.ms && full.treePeakKb <= limits.kb && o.fullestDir.files <= 54_000 && home < 150 * 1024;
      console.log(ok ? 'full build within the goals' : 'full build OUTSIDE the goals');
    }
  } finally {
    if (!process.env.BENCH_KEEP) await rm(work, { recursive: true, force: true });
    else console.log(`kept ${work}`);
  }
}
