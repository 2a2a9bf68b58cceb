/**
 * Marketplace benchmark (issue 25): at 10,000 generated components (the
 * catalog bench's generator, real proportions and sizes), each in its own
 * child process:
 *   json         the catalog's JSON API alone (what every build already pays)
 *   floor        the plugin trees written as plain files (wrap + write, no zip, no hash)
 *   marketplace  what the build adds: wrap, deterministic zips, sha256, marketplace.json, stacks.json
 * Reports wall/CPU/peak RSS, files and bytes added to the deploy (the scale
 * engineer fits it within Netlify's file limits), and marketplace / json.
 * Goal: the marketplace costs at most 1.5x the floor's CPU (its zips and hashes are nearly free
 * next to writing the files) and adds at most one file per component; the whole build's
 * budget (40 s at 10,000) is measured by `npm run bench -- catalog`, which includes it.
 * Usage: npm run bench -- plugins   (BENCH_COMPONENTS=2000 for a quicker run)
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './catalog-source.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = fileURLToPath(import.meta.url);

async function child(mode: string, source: string, out: string): Promise<void> {
  const { loadCatalog } = await import('../src/catalog/load.ts');
  const catalog = await loadCatalog(source);
  // Loading is shared by every mode (the build loads once); only the mode's own work is timed.
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  let extra = {};
  if (mode === 'json') {
    const { writeCatalogFiles } = await import('../src/catalog/build.ts');
    await writeCatalogFiles({ catalog, stats: { downloads: {}, trending: {} as never, source: 'unavailable' } }, out);
  } else if (mode === 'floor') {
    const { wrapComponent } = await import('../src/plugins/wrap.ts');
    const { writePluginTree } = await import('../src/plugins/write.ts');
    for (const c of catalog.components) {
      const r = wrapComponent(c, { owner: 'Toolshed' });
      if (r.ok) await writePluginTree(join(out, r.plugin.name), r.plugin);
    }
  } else {
    const { planMarketplace } = await import('../src/plugins/plan.ts');
    const { writeMarketplace } = await import('../src/plugins/site-build.ts');
    const plan = planMarketplace(catalog.components, [], { owner: 'Toolshed', siteUrl: 'https://toolshed.example' });
    const written = await writeMarketplace(plan, [], out, { siteUrl: 'https://toolshed.example' });
    extra = { plugins: plan.plugins.length, files: written.files, zipBytes: written.zipBytes, components: catalog.components.length };
  }
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpu0);
  console.log(`RESULT ${JSON.stringify({ wallMs, cpuMs: (cpu.user + cpu.system) / 1000, maxRssKb: process.resourceUsage().maxRSS, ...extra })}`);
}

function measure(mode: string, source: string, out: string) {
  const r = spawnSync(process.execPath, [SELF, '--child', mode, source, out], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const line = /RESULT (.*)/.exec(r.stdout ?? '');
  if (r.status !== 0 || !line) throw new Error(`${mode} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return JSON.parse(line[1]!) as { wallMs: number; cpuMs: number; maxRssKb: number; plugins?: number; files?: number; zipBytes?: number; components?: number };
}

async function sizeOf(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    files++;
    bytes += (await stat(join(e.parentPath, e.name))).size;
  }
  return { files, bytes };
}

if (process.argv[2] === '--child') {
  await child(process.argv[3]!, process.argv[4]!, process.argv[5]!);
} else {
  const total = Number(process.env.BENCH_COMPONENTS ?? 10_000);
  const work = await mkdtemp(join(tmpdir(), 'toolshed-plugins-bench-'));
  try {
    const source = join(work, 'source');
    console.log(`generated ${await generate(source, total)} components; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} (${cpus().length} cores)`);
    const rows: Array<[string, ReturnType<typeof measure>, { files: number; bytes: number }]> = [];
    for (const mode of ['json', 'floor', 'marketplace']) {
      const out = join(work, `out-${mode}`);
      const m = measure(mode, source, out);
      rows.push([mode, m, await sizeOf(out)]);
      await rm(out, { recursive: true, force: true });
    }
    console.log(`\nload average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    console.log('\n| measure | wall | CPU | peak RSS | files written | bytes |\n| --- | --- | --- | --- | --- | --- |');
    for (const [mode, m, s] of rows) console.log(`| ${mode} | ${(m.wallMs / 1000).toFixed(2)} s | ${(m.cpuMs / 1000).toFixed(2)} s | ${(m.maxRssKb / 1024).toFixed(0)} MB | ${s.files} | ${(s.bytes / 1e6).toFixed(1)} MB |`);
    const json = rows[0]![1];
    const floor = rows[1]![1];
    const market = rows[2]![1];
    const marketFiles = rows[2]![2].files;
    console.log(`\nmarketplace: ${market.plugins} plugins of ${market.components} components, ${marketFiles} files (${(marketFiles / market.components!).toFixed(2)} per component), ${(market.zipBytes! / 1e6).toFixed(1)} MB of zips`);
    console.log(`marketplace / json = ${(market.wallMs / json.wallMs).toFixed(2)}x wall, ${(market.cpuMs / json.cpuMs).toFixed(2)}x CPU; marketplace / floor = ${(market.wallMs / floor.wallMs).toFixed(2)}x wall`);
    const ok = market.cpuMs <= 1.5 * floor.cpuMs && marketFiles <= market.components! + 2;
    console.log(`${ok ? 'within the goals' : 'OUTSIDE the goals'} (CPU ≤ 1.5x floor: wall time on a shared machine is mostly waiting; ≤ 1 file per component)`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
