/**
 * Catalog sources benchmark (issue 38): a source in the claude-code-templates
 * layout (bench/import-source.ts, ~1,900 components as the real one), a
 * marketplace (bench/import-marketplace-source.ts) whose entries also name
 * ~50 plugins in repositories of their own (url and git-subdir sources), every
 * repository a local bare repository behind a file:// address. Each measure
 * in its own child process:
 *   floor       shallow clones of the same repositories (`git clone --depth 1`
 *               of each): the least any aggregator must fetch
 *   cold        the aggregation with an empty cache (fetch, stage, import, assemble)
 *   warm        the same again: the cache holds every checkout and import
 *   build warm  `scripts/build.ts` over the aggregated catalog with a warm
 *               cache (the whole site; BENCH_BUILD=0 skips it)
 * Usage: npm run bench -- sources   (BENCH_TEMPLATES=1900 BENCH_PLUGINS=60 BENCH_EXTERNAL=50)
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTemplatesRepo } from './import-source.ts';
import { generateMarketplaceRepo } from './import-marketplace-source.ts';

const SELF = fileURLToPath(import.meta.url);
const ROOT = fileURLToPath(new URL('..', import.meta.url));

function git(cwd: string, ...args: string[]): string {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z' } });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
}

/** Commit `dir` and publish it as the bare repository `bare`; returns the commit. */
function publish(dir: string, bare: string): string {
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, '-c', 'user.email=b@example.invalid', '-c', 'user.name=bench', 'commit', '-q', '-m', 'bench');
  git(dir, 'clone', '-q', '--bare', dir, bare);
  return git(dir, 'rev-parse', 'HEAD');
}

async function put(root: string, rel: string, text: string) {
  await mkdir(join(root, rel, '..'), { recursive: true });
  await writeFile(join(root, rel), text);
}

const agent = (name: string, i: number) => `---\nname: ${name}\ndescription: Agent ${i} of an external plugin, reviewing changes of kind ${i % 7}.\n---\n\nReview the change with care (${i}).\n`;

async function externalPlugin(dir: string, i: number, subdir: string) {
  const base = subdir ? join(dir, subdir) : dir;
  await put(base, '.claude-plugin/plugin.json', JSON.stringify({ name: `ext-${i}`, description: `External plugin ${i}` }));
  await put(base, `agents/ext-${i}-reviewer.md`, agent(`ext-${i}-reviewer`, i));
  await put(base, `agents/ext-${i}-planner.md`, agent(`ext-${i}-planner`, i + 1000));
  await put(base, `commands/ext-${i}-run.md`, `---\ndescription: Run step ${i}.\n---\n\nRun it.\n`);
  await put(base, `skills/ext-${i}-skill/SKILL.md`, `---\nname: ext-${i}-skill\ndescription: Skill ${i}.\n---\n\nDo ${i}.\n`);
}

async function child(mode: string, work: string): Promise<void> {
  const started = performance.now();
  let detail = '';
  if (mode === 'floor') {
    const { all } = JSON.parse(await readFile(join(work, 'floor.json'), 'utf8')) as { all: string[] };
    const out = join(work, 'floor');
    await rm(out, { recursive: true, force: true });
    for (const [i, address] of all.entries()) git(work, 'clone', '-q', '--depth', '1', address, join(out, String(i)));
    detail = `${all.length} shallow clones`;
    await rm(out, { recursive: true, force: true });
  } else {
    const { aggregate } = await import('../src/sources/aggregate.ts');
    const { readSourcesSettings } = await import('../src/sources/settings.ts');
    const settings = readSourcesSettings(work, { CATALOG_SOURCES: 'sources.json', TOOLSHED_SOURCES_CACHE_DIR: 'cache' });
    const result = await aggregate({ settings, ours: join(ROOT, 'components-source'), tree: join(work, 'tree'), strict: true });
    detail = result.report.sources.map((s) => `${s.id}: ${s.components} components${s.external ? `, ${s.external} external plugins` : ''}`).join('; ');
  }
  const wallMs = performance.now() - started;
  const usage = process.resourceUsage();
  console.log(`RESULT ${JSON.stringify({ wallMs, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, maxRssKb: usage.maxRSS, detail })}`);
}

type Measured = { wallMs: number; cpuMs: number; maxRssKb: number; detail: string; load: number };

function measure(mode: string, work: string): Measured {
  const result = spawnSync(process.execPath, [SELF, '--child', mode, work], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const line = /RESULT (.*)/.exec(result.stdout);
  if (result.status !== 0 || !line) throw new Error(`${mode} failed (${result.status}):\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`);
  return { ...(JSON.parse(line[1]!) as Omit<Measured, 'load'>), load: loadavg()[0]! };
}

/** The whole site build over the aggregated catalog, in its own process under /usr/bin/time (peak RSS of the build process; Pagefind's indexer is a process of its own). */
async function measureBuild(work: string): Promise<Measured> {
  const out = join(work, 'dist');
  const result = spawnSync('/usr/bin/time', ['-f', 'TIME %e %U %S %M', process.execPath, 'scripts/build.ts', '--out-dir', out], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, CATALOG_SOURCES: join(work, 'sources.json'), TOOLSHED_SOURCES_CACHE_DIR: join(work, 'cache'), TOOLSHED_PAGE_CACHE_DIR: 'off', DATABASE_URL: 'postgres://toolshed@127.0.0.1:9/none', SUPABASE_URL: '' },
  });
  const time = /TIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(result.stderr);
  if (result.status !== 0 || !time) throw new Error(`build failed:\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`);
  const byKind = JSON.parse(await readFile(join(out, 'components.json'), 'utf8')) as Record<string, unknown[]>;
  const home = (await readFile(join(out, 'index.html'))).byteLength;
  return {
    wallMs: Number(time[1]) * 1000,
    cpuMs: (Number(time[2]) + Number(time[3])) * 1000,
    maxRssKb: Number(time[4]),
    detail: `${Object.values(byKind).flat().length} components on the site, home page ${(home / 1024).toFixed(0)} KB`,
    load: loadavg()[0]!,
  };
}

if (process.argv[2] === '--child') {
  await child(process.argv[3]!, process.argv[4]!);
} else {
  const templates = Number(process.env.BENCH_TEMPLATES ?? 1900);
  const plugins = Number(process.env.BENCH_PLUGINS ?? 60);
  const external = Number(process.env.BENCH_EXTERNAL ?? 50);
  const work = await mkdtemp(join(process.env.BENCH_WORK_DIR ?? tmpdir(), 'toolshed-sources-bench-'));
  const s = (ms: number) => (Number.isNaN(ms) ? '—' : `${(ms / 1000).toFixed(1)} s`);
  const mb = (kb: number) => (Number.isNaN(kb) ? '—' : `${(kb / 1024).toFixed(0)} MB`);
  const load0 = loadavg()[0]!;
  try {
    const t = performance.now();
    const all: string[] = [];
    await generateTemplatesRepo(join(work, 'src/templates'), templates);
    const templatesCommit = publish(join(work, 'src/templates'), join(work, 'bare/templates.git'));
    all.push(`file://${join(work, 'bare/templates.git')}`);
    await generateMarketplaceRepo(join(work, 'src/market'), plugins, 6);
    const market = JSON.parse(await readFile(join(work, 'src/market/.claude-plugin/marketplace.json'), 'utf8')) as { plugins: unknown[] };
    // Every fifth external plugin is a folder of a shared repository (git-subdir), the rest a repository of their own (url).
    const mono = join(work, 'src/mono');
    for (let i = 0; i < external; i++) {
      if (i % 5 === 4) {
        await externalPlugin(mono, i, `plugins/ext-${i}`);
        market.plugins.push({ name: `ext-${i}`, source: { source: 'git-subdir', url: `file://${join(work, 'bare/mono.git')}`, path: `plugins/ext-${i}` } });
      } else {
        await externalPlugin(join(work, `src/ext-${i}`), i, '');
        publish(join(work, `src/ext-${i}`), join(work, `bare/ext-${i}.git`));
        all.push(`file://${join(work, `bare/ext-${i}.git`)}`);
        market.plugins.push({ name: `ext-${i}`, source: { source: 'url', url: `file://${join(work, `bare/ext-${i}.git`)}` } });
      }
    }
    if (external >= 5) {
      publish(mono, join(work, 'bare/mono.git'));
      all.push(`file://${join(work, 'bare/mono.git')}`);
    }
    await writeFile(join(work, 'src/market/.claude-plugin/marketplace.json'), JSON.stringify(market, null, 2));
    const marketCommit = publish(join(work, 'src/market'), join(work, 'bare/market.git'));
    all.push(`file://${join(work, 'bare/market.git')}`);
    await writeFile(
      join(work, 'sources.json'),
      JSON.stringify({
        sources: [
          { id: 'templates', repository: `file://${join(work, 'bare/templates.git')}`, commit: templatesCommit, prefix: 'cct' },
          { id: 'market', repository: `file://${join(work, 'bare/market.git')}`, commit: marketCommit, prefix: 'mk' },
        ],
      }),
    );
    await writeFile(join(work, 'floor.json'), JSON.stringify({ all }));
    console.log(`generated ${all.length} repositories in ${s(performance.now() - t)}; load average ${loadavg()[0]!.toFixed(1)}`);

    const rows: Array<[string, Measured]> = [];
    rows.push(['floor: shallow clones of the same repositories', measure('floor', work)]);
    rows.push(['cold cache: fetch, import, assemble', measure('cold', work)]);
    rows.push(['warm cache: assemble only', measure('warm', work)]);
    if (process.env.BENCH_BUILD !== '0') rows.push(['full site build, warm cache', await measureBuild(work)]);
    for (const [m, r] of rows) console.log(`${m}: ${s(r.wallMs)}, ${s(r.cpuMs)} CPU, peak ${mb(r.maxRssKb)}; ${r.detail}; load average ${r.load.toFixed(1)}`);
    console.log(`\n${templates} templates components, ${plugins} marketplace plugins, ${external} external plugins; ${cpus().length} cores, ${new Date().toISOString()}; load average ${load0.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`);
    console.log('\n| measure | wall | CPU (user+sys) | peak RSS | load avg after |\n| --- | --- | --- | --- | --- |');
    for (const [m, r] of rows) console.log(`| ${m} | ${s(r.wallMs)} | ${s(r.cpuMs)} | ${mb(r.maxRssKb)} | ${r.load.toFixed(1)} |`);
  } finally {
    if (!process.env.BENCH_KEEP) await rm(work, { recursive: true, force: true });
    else console.log(`kept ${work}`);
  }
}
