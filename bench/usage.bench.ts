/**
 * `npm run bench -- usage`: `toolshed usage daily|monthly|session --json` beside ccusage
 * 20.0.24 (its native build) and 19.0.3 (its last JavaScript release), same corpus, same
 * run, interleaved and paired: the machine is shared, so each round runs every command
 * once, in a rotating order, and ratios are taken within a round.
 *
 * - Corpus: bench/transcript-corpus.ts, USAGE_BENCH_MB (default 1024) MB, kept in
 *   USAGE_BENCH_KEEP when set (reused on the next run), else a temporary folder.
 * - Ours: the published form (src/ compiled to lib/ by scripts/build-cli.ts, as an
 *   install runs it), `--tz UTC`.
 * - ccusage: installed with npm into a temporary folder (never a project dependency),
 *   `--offline` (its shipped prices: no network during the run), TZ=UTC. When the
 *   install fails (registry unreachable) the run says so and measures ours alone.
 * - Each command's wall time, CPU time (user + system) and peak RSS via /usr/bin/time.
 * - Same totals: our daily totals are compared with the conversation index's (the
 *   monitor's view, the report's previous path).
 * USAGE_BENCH_ROUNDS (default 3). Results: bench/.work/usage-results.json.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './transcript-corpus.ts';
import { loadUsageReportFromIndex } from '../src/usage/load.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MB = Number(process.env.USAGE_BENCH_MB ?? 1024);
const ROUNDS = Number(process.env.USAGE_BENCH_ROUNDS ?? 3);
const KEEP = process.env.USAGE_BENCH_KEEP || '';
const REPORTS = ['daily', 'monthly', 'session'] as const;
const TIME = '/usr/bin/time';

interface Run {
  wallS: number;
  cpuS: number;
  peakMB: number;
  stdout: string;
}

/** Runs a command under /usr/bin/time: wall, CPU and peak RSS of the whole process tree it waits for. */
function measure(cmd: string[], env: Record<string, string>): Run {
  const r = spawnSync(TIME, ['-f', '@@%e %U %S %M', ...cmd], { env: { ...process.env, ...env }, maxBuffer: 1 << 30, encoding: 'utf8' });
  const m = /@@([\d.]+) ([\d.]+) ([\d.]+) (\d+)\s*$/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`${cmd.join(' ')} failed (${r.status}):\n${r.stderr.slice(-2000)}`);
  return { wallS: Number(m[1]), cpuS: Number(m[2]) + Number(m[3]), peakMB: Math.round(Number(m[4]) / 1024), stdout: r.stdout };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const r2 = (n: number) => Math.round(n * 100) / 100;
const load = () => r2(loadavg()[0]!);

if (!existsSync(TIME)) throw new Error(`${TIME} is needed to measure CPU time and peak memory`);
const work = await mkdtemp(join(tmpdir(), 'toolshed-usage-bench-'));
const corpusDir = KEEP ? join(KEEP, `${MB}mb`) : join(work, 'corpus');
try {
  // The corpus.
  await mkdir(corpusDir, { recursive: true });
  const infoFile = join(corpusDir, 'corpus-info.json');
  let info: { files: number; bytes: number };
  if (KEEP && existsSync(infoFile)) info = JSON.parse(await readFile(infoFile, 'utf8'));
  else {
    info = await generateCorpus({ dir: corpusDir, targetBytes: MB * 1024 * 1024, sessions: Math.max(50, MB), projects: 20, bigSessionBytes: MB >= 500 ? 100 * 1024 * 1024 : 0 });
    if (KEEP) await writeFile(infoFile, JSON.stringify({ files: info.files, bytes: info.bytes }));
  }
  console.log(`corpus: ${info.files} files, ${Math.round(info.bytes / 1048576)} MB in ${corpusDir}`);

  // Ours, as an install runs it: compiled lib/ beside bin/, the dependencies of this checkout.
  const pkg = join(work, 'toolshed');
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-cli.ts'), '--out', join(pkg, 'lib')], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build-cli failed:\n${built.stderr}`);
  await cp(join(ROOT, 'bin'), join(pkg, 'bin'), { recursive: true });
  await cp(join(ROOT, 'package.json'), join(pkg, 'package.json'));
  await symlink(join(ROOT, 'node_modules'), join(pkg, 'node_modules'));
  const ours = (report: string) => [process.execPath, join(pkg, 'bin', 'toolshed.mjs'), 'usage', report, '--json', '--tz', 'UTC', '--dir', corpusDir];

  // ccusage, each version in its own temporary folder.
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
  const ccusage: Record<string, string | null> = {};
  for (const version of ['20.0.24', '19.0.3']) {
    const dir = join(work, `ccusage-${version}`);
    await mkdir(dir, { recursive: true });
    const r = spawnSync(npm[0]!, [...npm.slice(1), 'install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', '--ignore-scripts=false', `ccusage@${version}`], { encoding: 'utf8' });
    const cli = join(dir, 'node_modules', 'ccusage', version.startsWith('20') ? 'src/cli.js' : 'dist/cli.js');
    ccusage[version] = r.status === 0 && existsSync(cli) ? cli : null;
    if (!ccusage[version]) console.log(`ccusage ${version} could not be installed (registry unreachable?), measured without it:\n${r.stderr.slice(-500)}`);
  }
  const theirs = (version: string, report: string) => [process.execPath, ccusage[version]!, report, '--json', '--offline'];
  const env = { TZ: 'UTC', CLAUDE_CONFIG_DIR: corpusDir };

  // Same totals as the index (the monitor's view, and the report's previous path).
  const reference = await loadUsageReportFromIndex({ projectsDir: join(corpusDir, 'projects'), options: { kind: 'daily', timeZone: 'UTC' } });
  const fast = JSON.parse(measure(ours('daily'), env).stdout);
  const sameTotals = JSON.stringify(fast.totals) === JSON.stringify(reference.report.totals);
  console.log(`daily totals equal to the index's: ${sameTotals}`);

  // Rounds: every command once per round, rotating the order.
  type Tool = 'toolshed' | 'ccusage 20.0.24' | 'ccusage 19.0.3';
  const tools: Tool[] = ['toolshed', ...(ccusage['20.0.24'] ? (['ccusage 20.0.24'] as const) : []), ...(ccusage['19.0.3'] ? (['ccusage 19.0.3'] as const) : [])];
  const runs: Array<{ round: number; report: string; tool: Tool; load1m: number } & Omit<Run, 'stdout'>> = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const report of REPORTS) {
      const order = tools.map((_, i) => tools[(i + round) % tools.length]!);
      for (const tool of order) {
        const cmd = tool === 'toolshed' ? ours(report) : theirs(tool.slice('ccusage '.length), report);
        const { stdout: _, ...r } = measure(cmd, env);
        runs.push({ round, report, tool, load1m: load(), ...r });
        console.log(`round ${round + 1} ${report.padEnd(7)} ${tool.padEnd(15)} ${r.wallS.toFixed(2)} s wall, ${r.cpuS.toFixed(2)} s CPU, ${r.peakMB} MB, load ${load()}`);
      }
    }
  }

  const summary = [];
  for (const report of REPORTS) {
    for (const tool of tools) {
      const mine = runs.filter((r) => r.report === report && r.tool === tool);
      const paired = (other: Tool) => median(mine.map((r) => r.wallS / runs.find((o) => o.report === report && o.tool === other && o.round === r.round)!.wallS));
      summary.push({
        report,
        tool,
        wallS: median(mine.map((r) => r.wallS)),
        cpuS: median(mine.map((r) => r.cpuS)),
        peakMB: median(mine.map((r) => r.peakMB)),
        ...(tool === 'toolshed' && tools.includes('ccusage 20.0.24') ? { vsCcusage20: r2(paired('ccusage 20.0.24')) } : {}),
        ...(tool === 'toolshed' && tools.includes('ccusage 19.0.3') ? { vsCcusage19: r2(paired('ccusage 19.0.3')) } : {}),
      });
    }
  }
  console.table(summary);
  const result = { date: new Date().toISOString(), cpus: cpus().length, cpuModel: cpus()[0]?.model, memGB: Math.round(totalmem() / 2 ** 30), node: process.version, corpus: { ...info, mb: MB }, sameTotals, rounds: ROUNDS, summary, runs };
  await mkdir(join(ROOT, 'bench', '.work'), { recursive: true });
  await writeFile(join(ROOT, 'bench', '.work', 'usage-results.json'), JSON.stringify(result, null, 2));
  if (!sameTotals) process.exitCode = 1;
} finally {
  await rm(work, { recursive: true, force: true });
}
