/**
 * `npm run bench -- statusline`: `toolshed statusline` as Claude Code runs it, a spawned
 * process per call with the client's JSON on stdin, over a history of STATUSLINE_BENCH_MB
 * (default 1024) MB in the real shapes (bench/transcript-corpus.ts; kept in
 * STATUSLINE_BENCH_KEEP when set). Before each call one assistant message is appended to
 * the current session's transcript, as a running session does, so every call has new
 * bytes to read.
 *
 * - warm: the ledger and its summary up to date (one `toolshed usage` run first), 200
 *   calls (STATUSLINE_BENCH_CALLS): p50 and p95 of spawn-to-exit; the background refresh a
 *   call may start runs as it would (it is part of the cost);
 * - cold: no ledger yet (a fresh cache folder each call, and a refresh marked as running
 *   so that none starts: what a first call costs), 30 calls;
 * - beside it, in the same run: a bare `node -e ''` (the floor of any Node status line),
 *   and ccusage 20.0.24's and 19.0.3's `statusline` with the same stdin
 *   (STATUSLINE_BENCH_CCUSAGE_CALLS, default 20: each reads the history again).
 * - CPU time of the same kinds of calls (50 floor and warm, 20 cold; bash's `times`), which
 *   the load distorts less than the wall time.
 * Load average with every figure. Goals: warm p95 < 50 ms, cold p95 < 150 ms (wall).
 * Results: bench/.work/statusline-results.json.
 */
import { spawnSync } from 'node:child_process';
import { appendFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { benchCorpus } from './transcript-corpus.ts';
import { buildOurs, installCcusage, median, percentile, load, r2, ROOT, type CcusageVersion } from './cli-under-test.ts';
import { refreshLockPath } from '../src/ledger/paths.ts';

const MB = Number(process.env.STATUSLINE_BENCH_MB ?? 1024);
const CALLS = Number(process.env.STATUSLINE_BENCH_CALLS ?? 200);
const COLD_CALLS = 30;
const CC_CALLS = Number(process.env.STATUSLINE_BENCH_CCUSAGE_CALLS ?? 20);
const KEEP = process.env.STATUSLINE_BENCH_KEEP || '';
const SESSION = 'e0e0e0e0-0000-4000-8000-00000000057a';

const work = await mkdtemp(join(tmpdir(), 'toolshed-statusline-bench-'));
let transcript = '';
try {
  const corpus = await benchCorpus(MB, KEEP, work);
  console.log(`corpus: ${corpus.files} files, ${Math.round(corpus.bytes / 1048576)} MB in ${corpus.dir}`);
  const bin = await buildOurs(work);
  const ccusage = await installCcusage(work);
  const project = (await readdir(join(corpus.dir, 'projects')))[0]!;
  transcript = join(corpus.dir, 'projects', project, `${SESSION}.jsonl`);
  let n = 0;
  const turn = (ms = Date.now()) =>
    `${JSON.stringify({ type: 'assistant', sessionId: SESSION, cwd: '/home/dev/bench', uuid: `sl-${++n}`, timestamp: new Date(ms).toISOString(), requestId: `req_sl_${n}`, message: { id: `msg_sl_${n}`, model: 'claude-sonnet-4-5-20250929', content: [{ type: 'text', text: 'y'.repeat(1500) }], usage: { input_tokens: 4, output_tokens: 300, cache_read_input_tokens: 80_000, cache_creation_input_tokens: 1200, cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 1200 } } } })}\n`;
  await writeFile(transcript, turn(Date.now() - 3_600_000) + turn(Date.now() - 1_800_000));
  const stdin = JSON.stringify({
    session_id: SESSION,
    transcript_path: transcript,
    cwd: '/home/dev/bench',
    workspace: { current_dir: '/home/dev/bench', project_dir: '/home/dev/bench', added_dirs: [] },
    version: '2.1.330',
    model: { id: 'claude-sonnet-4-5-20250929', display_name: 'Sonnet 4.5' },
    cost: { total_cost_usd: 1.2345 },
    context_window: { total_input_tokens: 81_204, context_window_size: 200_000, used_percentage: 41 },
    rate_limits: { five_hour: { used_percentage: 23.5, resets_at: Math.floor(Date.now() / 1000) + 7200 }, seven_day: { used_percentage: 8, resets_at: Math.floor(Date.now() / 1000) + 5 * 86_400 } },
  });
  const env = (cache: string) => ({ ...process.env, CLAUDE_CONFIG_DIR: corpus.dir, XDG_CACHE_HOME: cache, TZ: 'UTC' });
  /** One spawned call: spawn to exit, ms. */
  const call = (cmd: string[], e: NodeJS.ProcessEnv): { ms: number; out: string } => {
    const t = process.hrtime.bigint();
    const r = spawnSync(cmd[0]!, cmd.slice(1), { input: stdin, env: e, encoding: 'utf8', maxBuffer: 1 << 24 });
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    if (r.status !== 0) throw new Error(`${cmd.join(' ')} failed: ${r.stderr.slice(-1000)}`);
    return { ms, out: r.stdout.trim() };
  };
  const series = async (name: string, count: number, cmd: string[], e: () => NodeJS.ProcessEnv | Promise<NodeJS.ProcessEnv>, append = true) => {
    const ms: number[] = [];
    const loads: number[] = [];
    let out = '';
    for (let i = 0; i < count; i++) {
      if (append) await appendFile(transcript, turn());
      const r = call(cmd, await e());
      ms.push(r.ms);
      loads.push(load());
      out = r.out;
    }
    const row = { name, calls: count, p50Ms: r2(percentile(ms, 50)), p95Ms: r2(percentile(ms, 95)), maxMs: r2(Math.max(...ms)), load1m: median(loads) };
    console.log(`${name.padEnd(22)} p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms, max ${row.maxMs} ms (load ${row.load1m}); last line: ${out.slice(0, 160)}`);
    return row;
  };

  /**
   * CPU time of the same calls (user + system of the spawned process, from bash's `times`:
   * getrusage of its children, in ms), which a loaded machine distorts far less than the
   * wall time: the load stretches a call by how long it waits for a core.
   */
  const cpuSeries = async (name: string, count: number, cmd: string[], e: () => NodeJS.ProcessEnv | Promise<NodeJS.ProcessEnv>, append = true) => {
    const ms: number[] = [];
    const sec = (m: string) => Number(m.split('m')[0]) * 60_000 + Number(m.split('m')[1]!.replace('s', '')) * 1000;
    for (let i = 0; i < count; i++) {
      if (append) await appendFile(transcript, turn());
      const r = spawnSync('bash', ['-c', '"$@" >/dev/null; times', 'bash', ...cmd], { input: stdin, env: await e(), encoding: 'utf8' });
      const children = r.stdout.trim().split('\n').at(-1)!.split(' ');
      if (r.status !== 0 || children.length !== 2) throw new Error(`${cmd.join(' ')} failed: ${r.stderr.slice(-1000)}`);
      ms.push(sec(children[0]!) + sec(children[1]!));
    }
    const row = { name: `${name} (CPU)`, calls: count, p50Ms: r2(percentile(ms, 50)), p95Ms: r2(percentile(ms, 95)), maxMs: r2(Math.max(...ms)), load1m: load() };
    console.log(`${row.name.padEnd(22)} p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms of CPU (load ${row.load1m})`);
    return row;
  };

  const rows = [];
  rows.push(await series('node -e "" (floor)', CALLS, [process.execPath, '-e', ''], () => process.env, false));
  // Warm: the ledger up to date first.
  const warmCache = join(work, 'warm-cache');
  const built = spawnSync(process.execPath, [bin, 'usage', 'daily', '--json'], { env: env(warmCache), encoding: 'utf8', maxBuffer: 1 << 28 });
  if (built.status !== 0) throw new Error(`usage failed: ${built.stderr}`);
  rows.push(await series('toolshed warm', CALLS, [process.execPath, bin, 'statusline'], () => env(warmCache)));
  // Cold: an empty cache folder each call, a refresh marked as running (none starts).
  let k = 0;
  rows.push(
    await series('toolshed cold', COLD_CALLS, [process.execPath, bin, 'statusline'], async () => {
      const cache = join(work, `cold-${k++}`);
      const lock = refreshLockPath(join(cache, 'toolshed'), [join(corpus.dir, 'projects')]);
      await mkdir(join(lock, '..'), { recursive: true });
      await writeFile(lock, 'bench');
      return env(cache);
    }),
  );
  const CPU_CALLS = Math.min(CALLS, 50);
  rows.push(await cpuSeries('node -e ""', CPU_CALLS, [process.execPath, '-e', ''], () => process.env, false));
  rows.push(await cpuSeries('toolshed warm', CPU_CALLS, [process.execPath, bin, 'statusline'], () => env(warmCache)));
  rows.push(
    await cpuSeries('toolshed cold', Math.min(COLD_CALLS, 20), [process.execPath, bin, 'statusline'], async () => {
      const cache = join(work, `cold-${k++}`);
      const lock = refreshLockPath(join(cache, 'toolshed'), [join(corpus.dir, 'projects')]);
      await mkdir(join(lock, '..'), { recursive: true });
      await writeFile(lock, 'bench');
      return env(cache);
    }),
  );
  for (const v of Object.keys(ccusage) as CcusageVersion[]) {
    if (!ccusage[v]) continue;
    rows.push(await series(`ccusage ${v}`, CC_CALLS, [process.execPath, ccusage[v]!, 'statusline', '--offline'], () => env(join(work, 'cc-cache'))));
  }
  console.table(rows);
  const warm = rows.find((r) => r.name === 'toolshed warm')!;
  const cold = rows.find((r) => r.name === 'toolshed cold')!;
  const checks: Array<[string, boolean]> = [
    [`warm p95 under 50 ms (${warm.p95Ms} ms)`, warm.p95Ms < 50],
    [`cold p95 under 150 ms (${cold.p95Ms} ms)`, cold.p95Ms < 150],
  ];
  for (const [name, ok] of checks) console.log(`${ok ? 'PASS' : 'MISS'} ${name}`);
  await mkdir(join(ROOT, 'bench', '.work'), { recursive: true });
  await writeFile(join(ROOT, 'bench', '.work', 'statusline-results.json'), JSON.stringify({ date: new Date().toISOString(), cpus: cpus().length, cpuModel: cpus()[0]?.model, memGB: Math.round(totalmem() / 2 ** 30), node: process.version, corpus: { files: corpus.files, bytes: corpus.bytes, mb: MB }, rows }, null, 2));
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
} finally {
  if (transcript) await rm(transcript, { force: true });
  await rm(work, { recursive: true, force: true });
}
