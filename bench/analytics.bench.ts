/**
 * `npm run bench -- analytics`: the dashboard and `toolshed usage` on generated corpora
 * (the monitor bench's generator, bench/transcript-corpus.ts).
 *
 * For each scale (ANALYTICS_BENCH_SCALES, MB, default "100"): generate a corpus in a
 * temporary folder, then measure in the same run
 * - the floor: a minimal script that streams every file and JSON.parses each line;
 * - `toolshed analytics` as a child process: spawn → first complete /api/conversations
 *   (cold start), peak memory (VmHWM), warm latency of /api/conversations and /api/overview;
 * - `toolshed usage daily --json` as a child process: wall time and peak memory (maxRSS).
 * The corpus is deleted afterwards; results go to stdout and bench/.work/analytics-results.json.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir, cpus, totalmem, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './transcript-corpus.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'bin', 'toolshed.mjs');
const scales = (process.env.ANALYTICS_BENCH_SCALES ?? '100').split(',').map(Number).filter((n) => n > 0);

const FLOOR = `
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
let lines = 0;
async function walk(dir) {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) await walk(p);
    else if (e.name.endsWith('.jsonl')) {
      for await (const line of createInterface({ input: createReadStream(p), crlfDelay: Infinity })) if (line) { JSON.parse(line); lines++; }
    }
  }
}
await walk(process.argv[1]);
process.stdout.write(JSON.stringify({ lines }));
`;
// Prints the child's peak resident memory when it exits (works for any node process).
const MAXRSS = `data:text/javascript,process.on('exit',()=>process.stderr.write('\\nMAXRSS_KB='+process.resourceUsage().maxRSS+'\\n'))`;

const r1 = (n: number) => Math.round(n * 10) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;

function runNode(args: string[]): Promise<{ ms: number; code: number | null; stdout: string; stderr: string; maxRssMB: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', MAXRSS, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      const m = /MAXRSS_KB=(\d+)/.exec(stderr);
      resolve({ ms: performance.now() - t0, code, stdout, stderr, maxRssMB: m ? Number(m[1]) / 1024 : NaN });
    }),
  );
}

async function vmHwmMB(pid: number): Promise<number> {
  const m = /VmHWM:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const v = await fn();
  return [performance.now() - t0, v];
}

async function runDashboard(assistantDir: string) {
  const t0 = performance.now();
  // The ledger it keeps goes beside the corpus, never into the real user's cache.
  const child = spawn(process.execPath, [BIN, 'analytics', '--dir', assistantDir, '--port', '0', '--no-open', '--tz', 'UTC'], { env: { ...process.env, XDG_CACHE_HOME: join(assistantDir, 'toolshed-bench-cache') }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  try {
    const base = await new Promise<string>((resolve, reject) => {
      const onData = () => {
        const m = /listening at (http:\/\/[^\s]+)/.exec(out);
        if (m) {
          child.stdout.off('data', onData);
          resolve(m[1]!);
        }
      };
      child.stdout.on('data', onData);
      child.once('exit', (c) => reject(new Error(`dashboard exited ${c}: ${out}`)));
    });
    const list = (await (await fetch(`${base}/api/conversations`)).json()) as { count: number; totals: { tokens: number } };
    const coldMs = performance.now() - t0;
    const warmList: number[] = [];
    for (let i = 0; i < 20; i++) warmList.push((await timed(async () => (await fetch(`${base}/api/conversations`)).arrayBuffer()))[0]);
    // The first overview after a change is computed; later ones are cached until the next change.
    await fetch(`${base}/api/cache/clear`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"type":"conversations"}' });
    const [overviewColdMs] = await timed(async () => (await fetch(`${base}/api/overview`)).arrayBuffer());
    const warmOverview: number[] = [];
    for (let i = 0; i < 20; i++) warmOverview.push((await timed(async () => (await fetch(`${base}/api/overview`)).arrayBuffer()))[0]);
    const peak = await vmHwmMB(child.pid!);
    return { coldMs, conversations: list.count, tokens: list.totals.tokens, warmList, overviewColdMs, warmOverview, peakMB: peak };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  }
}

// Fixed cost of starting the CLI (module loading), measured on an empty directory.
const emptyDir = await mkdtemp(join(tmpdir(), 'toolshed-analytics-bench-empty-'));
const startup = await runNode([BIN, 'usage', 'daily', '--json', '--dir', emptyDir, '--tz', 'UTC']);
await rm(emptyDir, { recursive: true, force: true });
console.log(`toolshed usage on an empty directory (process start + module loading): ${r1(startup.ms)} ms, peak ${r1(startup.maxRssMB)} MB`);

const results: unknown[] = [{ emptyDirUsageMs: r1(startup.ms), emptyDirPeakMB: r1(startup.maxRssMB) }];
for (const mb of scales) {
  const dir = await mkdtemp(join(tmpdir(), `toolshed-analytics-bench-${mb}-`));
  try {
    const sessions = Math.max(50, Math.round(mb));
    const [genMs, corpus] = await timed(() => generateCorpus({ dir, targetBytes: mb * 1024 * 1024, sessions, projects: 20 }));
    console.log(`corpus: ${mb} MB target, ${corpus.files} files, ${r1(corpus.bytes / 1048576)} MB written, ${corpus.sessions.length} sessions (${r1(genMs / 1000)} s to generate)`);

    const floor = await runNode(['--input-type=module', '-e', FLOOR, corpus.projectsDir]);
    const floorLines = JSON.parse(floor.stdout).lines as number;
    console.log(`floor (stream + JSON.parse every line): ${r1(floor.ms)} ms, ${floorLines} lines, peak ${r1(floor.maxRssMB)} MB`);

    const usage = await runNode([BIN, 'usage', 'daily', '--json', '--dir', dir, '--tz', 'UTC']);
    if (usage.code !== 0) throw new Error(`usage failed: ${usage.stderr}`);
    const report = JSON.parse(usage.stdout) as { rows: unknown[]; totals: { tokens: { total: number } } };
    console.log(`toolshed usage daily --json: ${r1(usage.ms)} ms (${r1(usage.ms / floor.ms)}x floor), peak ${r1(usage.maxRssMB)} MB, ${report.rows.length} rows`);

    const dash = await runDashboard(dir);
    if (dash.tokens !== report.totals.tokens.total) throw new Error(`dashboard tokens ${dash.tokens} != usage ${report.totals.tokens.total}`);
    console.log(`toolshed analytics cold start (spawn → first /api/conversations): ${r1(dash.coldMs)} ms (${r1(dash.coldMs / floor.ms)}x floor), ${dash.conversations} conversations, peak ${r1(dash.peakMB)} MB`);
    console.log(`/api/conversations warm: median ${r1(median(dash.warmList))} ms, p95 ${r1(p95(dash.warmList))} ms`);
    console.log(`/api/overview: first ${r1(dash.overviewColdMs)} ms, warm median ${r1(median(dash.warmOverview))} ms`);
    results.push({
      scaleMB: mb,
      corpus: { files: corpus.files, mb: r1(corpus.bytes / 1048576), sessions: corpus.sessions.length, lines: floorLines },
      floor: { ms: r1(floor.ms), peakMB: r1(floor.maxRssMB) },
      usageDailyJson: { ms: r1(usage.ms), xFloor: r1(usage.ms / floor.ms), peakMB: r1(usage.maxRssMB) },
      dashboard: { coldStartMs: r1(dash.coldMs), xFloor: r1(dash.coldMs / floor.ms), peakMB: r1(dash.peakMB), conversationsWarmMedianMs: r1(median(dash.warmList)), conversationsWarmP95Ms: r1(p95(dash.warmList)), overviewFirstMs: r1(dash.overviewColdMs), overviewWarmMedianMs: r1(median(dash.warmOverview)) },
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
const meta = { date: new Date().toISOString(), node: process.version, cpus: cpus().length, memGB: Math.round(totalmem() / 2 ** 30), loadavg1m: r1(loadavg()[0]!) };
console.log(JSON.stringify(meta));
await mkdir(join(ROOT, 'bench', '.work'), { recursive: true });
await writeFile(join(ROOT, 'bench', '.work', 'analytics-results.json'), `${JSON.stringify({ meta, results }, null, 2)}\n`);
