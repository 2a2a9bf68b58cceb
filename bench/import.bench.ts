/**
 * Import benchmark (issue 25 item 4): a generated repository of each layout at
 * 10,000 components (bench/import-source.ts, bench/import-marketplace-source.ts),
 * measured each in its own child process:
 *   floor     copying the same tree (fs.cp of the folders the import reads):
 *             the least any import must do, read every file and write it again
 *   import    `runImport` into an empty source tree (read, check every file
 *             through the catalog's reader and repairs, write, record)
 *   again     the same import run again over its own output (nothing changes:
 *             every file is compared, none written)
 * Goal: import ≤ 5x floor in wall time at 10,000 components.
 * Usage: npm run bench -- import   (BENCH_COMPONENTS=2000 for a quicker run; BENCH_LAYOUTS=templates)
 */
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { generateTemplatesRepo } from './import-source.ts';
import { generateMarketplaceRepo } from './import-marketplace-source.ts';

const SELF = fileURLToPath(import.meta.url);
const ROOT = fileURLToPath(new URL('..', import.meta.url));

async function child(mode: string, layout: string, repo: string, out: string): Promise<void> {
  const started = performance.now();
  let detail = '';
  if (mode === 'floor') {
    const folders = layout === 'templates' ? ['cli-tool/components'] : ['.claude-plugin', 'plugins', 'shared'];
    for (const f of folders) await cp(join(repo, f), join(out, f), { recursive: true, force: true, errorOnExist: false }).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
    });
  } else {
    const { runImport } = await import('../src/import/run.ts');
    const outcome = await runImport({ source: repo, out, id: 'bench' });
    detail = `${outcome.record.components.length} listed, ${outcome.record.notListed.length} not listed, ${outcome.written} files written`;
  }
  const wallMs = performance.now() - started;
  const usage = process.resourceUsage();
  console.log(`RESULT ${JSON.stringify({ wallMs, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, maxRssKb: usage.maxRSS, detail })}`);
}

type Measured = { wallMs: number; cpuMs: number; maxRssKb: number; detail: string; load: number };

function measure(mode: string, layout: string, repo: string, out: string): Measured {
  const result = spawnSync(process.execPath, [SELF, '--child', mode, layout, repo, out], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const line = /RESULT (.*)/.exec(result.stdout);
  if (result.status !== 0 || !line) throw new Error(`${mode} failed (${result.status}):\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`);
  return { ...(JSON.parse(line[1]!) as Omit<Measured, 'load'>), load: loadavg()[0]! };
}

if (process.argv[2] === '--child') {
  await child(process.argv[3]!, process.argv[4]!, process.argv[5]!, process.argv[6]!);
} else {
  const total = Number(process.env.BENCH_COMPONENTS ?? 10_000);
  const layouts = (process.env.BENCH_LAYOUTS ?? 'templates,marketplace').split(',');
  const work = await mkdtemp(join(process.env.BENCH_WORK_DIR ?? tmpdir(), 'toolshed-import-bench-'));
  const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const load0 = loadavg()[0]!;
  const rows: Array<[string, string, Measured]> = [];
  try {
    for (const layout of layouts) {
      const repo = join(work, `repo-${layout}`);
      const t = performance.now();
      const made =
        layout === 'templates'
          ? await generateTemplatesRepo(repo, total)
          : await generateMarketplaceRepo(repo, Math.round(total / 6.3), 8);
      console.log(`${layout}: generated ${made.files} files, ${made.expected.listed.size} components to list, in ${s(performance.now() - t)}; load average ${loadavg()[0]!.toFixed(1)}`);
      const floorOut = join(work, `floor-${layout}`);
      rows.push([layout, 'floor (copy the tree)', measure('floor', layout, repo, floorOut)]);
      await rm(floorOut, { recursive: true, force: true });
      const out = join(work, `out-${layout}`);
      await mkdir(out, { recursive: true });
      rows.push([layout, 'import', measure('import', layout, repo, out)]);
      rows.push([layout, 'again (no change)', measure('again', layout, repo, out)]);
      for (const [l, m, r] of rows.filter(([l]) => l === layout)) console.log(`${l} ${m}: ${s(r.wallMs)}, ${s(r.cpuMs)} CPU, peak ${mb(r.maxRssKb)}${r.detail ? `, ${r.detail}` : ''}; load average ${r.load.toFixed(1)}`);
      await rm(repo, { recursive: true, force: true });
      await rm(out, { recursive: true, force: true });
    }
    console.log(`\n${total} components per layout, ${cpus().length} cores, ${new Date().toISOString()}; load average ${load0.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`);
    console.log('\n| layout | measure | wall | CPU (user+sys) | peak RSS | load avg after |\n| --- | --- | --- | --- | --- | --- |');
    for (const [layout, m, r] of rows) console.log(`| ${layout} | ${m} | ${s(r.wallMs)} | ${s(r.cpuMs)} | ${mb(r.maxRssKb)} | ${r.load.toFixed(1)} |`);
    for (const layout of layouts) {
      const floor = rows.find(([l, m]) => l === layout && m.startsWith('floor'))![2];
      const imp = rows.find(([l, m]) => l === layout && m === 'import')![2];
      const ratio = imp.wallMs / floor.wallMs;
      console.log(`${layout}: import / floor = ${ratio.toFixed(1)}x wall, ${(imp.cpuMs / floor.cpuMs).toFixed(1)}x CPU (goal ≤ 5x wall) ${ratio <= 5 ? 'within the goal' : 'OUTSIDE the goal'}`);
    }
  } finally {
    if (!process.env.BENCH_KEEP) await rm(work, { recursive: true, force: true });
    else console.log(`kept ${work}`);
  }
}
