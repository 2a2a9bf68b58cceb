/**
 * `npm run bench -- usage`: `toolshed usage daily|weekly|monthly|session --json`, cold
 * (no ledger yet: every transcript read, on every core) and warm (the ledger up to date:
 * nothing read but the listing; and warm after a few lines were appended), beside ccusage
 * 20.0.24 and 19.0.3 on the same corpus, in the same run, interleaved and paired: each
 * round runs every command once, in a rotating order, and ratios are taken within a
 * round (the machine is shared).
 *
 * - Corpus: bench/transcript-corpus.ts (real shapes: long tool results, many small
 *   sessions, subagents), USAGE_BENCH_MB (default 1024) MB, kept in USAGE_BENCH_KEEP
 *   when set (reused on the next run), else a temporary folder.
 * - Ours: the published form (bench/cli-under-test.ts), `--tz UTC`, its ledger in a
 *   cache folder of the bench (XDG_CACHE_HOME): emptied before each cold run.
 * - ccusage: `--offline` (its shipped prices), TZ=UTC, CLAUDE_CONFIG_DIR.
 * - Wall time, CPU time (user + system) and peak RSS of each command via /usr/bin/time,
 *   and the load average beside each.
 * - Same totals: our daily totals (cold and warm) equal the conversation index's.
 * - Ratios to ccusage 20 paired within a round: of wall time (the goal) and of CPU time.
 * USAGE_BENCH_ROUNDS (default 3). Results: bench/.work/usage-results.json.
 */
import { spawnSync } from 'node:child_process';
import { appendFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { benchCorpus } from './transcript-corpus.ts';
import { buildOurs, installCcusage, median, r2, load, ROOT, type CcusageVersion } from './cli-under-test.ts';
import { loadUsageReportFromIndex } from '../src/usage/load.ts';

const MB = Number(process.env.USAGE_BENCH_MB ?? 1024);
const ROUNDS = Number(process.env.USAGE_BENCH_ROUNDS ?? 3);
const KEEP = process.env.USAGE_BENCH_KEEP || '';
const REPORTS = ['daily', 'weekly', 'monthly', 'session'] as const;
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

if (!existsSync(TIME)) throw new Error(`${TIME} is needed to measure CPU time and peak memory`);
const work = await mkdtemp(join(tmpdir(), 'toolshed-usage-bench-'));
let live = '';
try {
  const corpus = await benchCorpus(MB, KEEP, work);
  console.log(`corpus: ${corpus.files} files, ${Math.round(corpus.bytes / 1048576)} MB in ${corpus.dir}; lines by size: ${JSON.stringify(corpus.lineSizes)}`);
  const bin = await buildOurs(work);
  const ccusage = await installCcusage(work);
  const cache = join(work, 'cache');
  const ours = (report: string) => [process.execPath, bin, 'usage', report, '--json', '--tz', 'UTC', '--dir', corpus.dir];
  const ourEnv = { XDG_CACHE_HOME: cache };
  const theirs = (version: CcusageVersion, report: string) => [process.execPath, ccusage[version]!, report, '--json', '--offline'];
  const env = { TZ: 'UTC', CLAUDE_CONFIG_DIR: corpus.dir };

  // Same totals as the index (the monitor's view), cold and warm.
  await rm(cache, { recursive: true, force: true });
  const reference = await loadUsageReportFromIndex({ projectsDir: join(corpus.dir, 'projects'), options: { kind: 'daily', timeZone: 'UTC' } });
  const coldTotals = JSON.parse(measure(ours('daily'), { ...env, ...ourEnv }).stdout).totals;
  const warmTotals = JSON.parse(measure(ours('daily'), { ...env, ...ourEnv }).stdout).totals;
  const sameTotals = JSON.stringify(coldTotals) === JSON.stringify(reference.report.totals) && JSON.stringify(warmTotals) === JSON.stringify(reference.report.totals);
  console.log(`daily totals equal to the index's, cold and warm: ${sameTotals}`);

  // A session to append to between warm runs (as a running Claude Code does).
  const projects = await readdir(join(corpus.dir, 'projects'));
  live = join(corpus.dir, 'projects', projects[0]!, 'e0e0e0e0-0000-4000-8000-00000000be4c.jsonl');
  let appended = 0;
  const appendTurn = () =>
    appendFile(live, `${JSON.stringify({ type: 'assistant', sessionId: 'e0e0e0e0-0000-4000-8000-00000000be4c', cwd: '/home/dev/bench', uuid: `bench-${++appended}`, timestamp: new Date().toISOString(), requestId: `req_bench_${appended}`, message: { id: `msg_bench_${appended}`, model: 'claude-sonnet-4-5-20250929', content: [{ type: 'text', text: 'x'.repeat(2000) }], usage: { input_tokens: 3, output_tokens: 400, cache_read_input_tokens: 90_000 } } })}\n`);

  type Tool = 'toolshed cold' | 'toolshed warm' | 'toolshed warm+append' | `ccusage ${CcusageVersion}`;
  const tools: Tool[] = ['toolshed cold', 'toolshed warm', 'toolshed warm+append', ...(Object.keys(ccusage) as CcusageVersion[]).filter((v) => ccusage[v]).map((v) => `ccusage ${v}` as const)];
  const runs: Array<{ round: number; report: string; tool: Tool; load1m: number } & Omit<Run, 'stdout'>> = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const report of REPORTS) {
      const order = tools.map((_, i) => tools[(i + round) % tools.length]!);
      for (const tool of order) {
        let cmd: string[];
        if (tool.startsWith('toolshed')) {
          if (tool === 'toolshed cold') await rm(cache, { recursive: true, force: true });
          else if (!existsSync(cache)) measure(ours('daily'), { ...env, ...ourEnv }); // a cold run before ran last: warm it again
          if (tool === 'toolshed warm+append') await appendTurn();
          cmd = ours(report);
        } else cmd = theirs(tool.slice('ccusage '.length) as CcusageVersion, report);
        const { stdout: _, ...r } = measure(cmd, { ...env, ...ourEnv });
        runs.push({ round, report, tool, load1m: load(), ...r });
        console.log(`round ${round + 1} ${report.padEnd(7)} ${tool.padEnd(20)} ${r.wallS.toFixed(2)} s wall, ${r.cpuS.toFixed(2)} s CPU, ${r.peakMB} MB, load ${load()}`);
      }
    }
  }

  const summary = [];
  for (const report of REPORTS) {
    for (const tool of tools) {
      const mine = runs.filter((r) => r.report === report && r.tool === tool);
      const pairedBy = (other: Tool, f: (r: (typeof runs)[number]) => number) => median(mine.map((r) => f(r) / f(runs.find((o) => o.report === report && o.tool === other && o.round === r.round)!)));
      const paired = (other: Tool) => pairedBy(other, (r) => r.wallS);
      summary.push({
        report,
        tool,
        wallS: median(mine.map((r) => r.wallS)),
        cpuS: median(mine.map((r) => r.cpuS)),
        peakMB: median(mine.map((r) => r.peakMB)),
        load1m: median(mine.map((r) => r.load1m)),
        ...(tool.startsWith('toolshed') && tools.includes('ccusage 20.0.24') ? { vsCcusage20: r2(paired('ccusage 20.0.24')), cpuVsCcusage20: r2(pairedBy('ccusage 20.0.24', (r) => r.cpuS)) } : {}),
        ...(tool.startsWith('toolshed') && tools.includes('ccusage 19.0.3') ? { vsCcusage19: r2(paired('ccusage 19.0.3')) } : {}),
      });
    }
  }
  console.table(summary);
  const checks: Array<[string, boolean]> = [];
  // The goal is in time (wall, paired); the CPU ratio is printed beside it because a loaded
  // machine stretches a tool's wall time by how long it waits for a core, not by its work.
  for (const s of summary) if (s.tool === 'toolshed warm' && 'vsCcusage20' in s) checks.push([`warm ${s.report} within 0.2x ccusage 20 (${s.vsCcusage20}; CPU ${s.cpuVsCcusage20})`, (s.vsCcusage20 as number) <= 0.2]);
  for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'MISS'} ${name}`);
  const result = { date: new Date().toISOString(), cpus: cpus().length, cpuModel: cpus()[0]?.model, memGB: Math.round(totalmem() / 2 ** 30), node: process.version, corpus: { files: corpus.files, bytes: corpus.bytes, lineSizes: corpus.lineSizes, mb: MB }, sameTotals, rounds: ROUNDS, summary, runs };
  await mkdir(join(ROOT, 'bench', '.work'), { recursive: true });
  await writeFile(join(ROOT, 'bench', '.work', 'usage-results.json'), JSON.stringify(result, null, 2));
  if (!sameTotals) process.exitCode = 1;
} finally {
  if (live) await rm(live, { force: true }); // the bench's own session, out of a kept corpus
  await rm(work, { recursive: true, force: true });
}
