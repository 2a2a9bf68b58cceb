/**
 * `npm run bench -- first-run`: a new user's first runs (issue 39), beside their anchors
 * in the same run, in alternating pairs (the machine is shared: a pair runs back to back,
 * its ratio is taken within the pair, and the median of the pairs is reported):
 *
 * - cold `toolshed usage daily --json` (no ledger: every transcript read, on every core)
 *   against ccusage 20.0.24's `daily --json --offline`; goal ≤ 1.0x;
 * - cold `toolshed chats`, spawn → first complete `/api/conversations` (no snapshot, no
 *   ledger: both built in that pass), against the floor (one thread: stream and
 *   `JSON.parse` every line); goal ≤ 1.2x. After each cold `chats`, a `usage daily` on its
 *   cache folder must read nothing (the ledger was built in the same pass: its CPU time
 *   is printed).
 *
 * Corpus: bench/transcript-corpus.ts in issue 39's shape (FIRST_RUN_BENCH_MB, default
 * 1024; kept in FIRST_RUN_BENCH_KEEP when set). FIRST_RUN_BENCH_PAIRS (default 3). Wall
 * and CPU time (user + system, /proc or /usr/bin/time) and the 1-minute load beside each.
 * Results: bench/.work/first-run-results.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { benchCorpus } from './transcript-corpus.ts';
import { buildOurs, installCcusage, median, r2, load, ROOT } from './cli-under-test.ts';

const MB = Number(process.env.FIRST_RUN_BENCH_MB ?? 1024);
const PAIRS = Number(process.env.FIRST_RUN_BENCH_PAIRS ?? 3);
const KEEP = process.env.FIRST_RUN_BENCH_KEEP || '';

interface Timed {
  wallS: number;
  cpuS: number;
  load1m: number;
}

function timeCommand(cmd: string[], env: Record<string, string>): Timed & { stdout: string } {
  const r = spawnSync('/usr/bin/time', ['-f', '@@%e %U %S', ...cmd], { env: { ...process.env, ...env }, maxBuffer: 1 << 30, encoding: 'utf8' });
  const m = /@@([\d.]+) ([\d.]+) ([\d.]+)\s*$/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`${cmd.join(' ')} failed (${r.status}):\n${r.stderr.slice(-2000)}`);
  return { wallS: Number(m[1]), cpuS: Number(m[2]) + Number(m[3]), load1m: load(), stdout: r.stdout };
}

const FLOOR = `
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
async function walk(dir) {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) await walk(p);
    else if (e.name.endsWith('.jsonl')) for await (const line of createInterface({ input: createReadStream(p), crlfDelay: Infinity })) if (line) JSON.parse(line);
  }
}
await walk(process.argv[1]);`;

const cpuOf = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
};

async function coldChats(bin: string, assistantDir: string, cache: string): Promise<Timed & { conversations: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [bin, 'chats', '--dir', assistantDir, '--port', '0', '--no-open'], { env: { ...process.env, XDG_CACHE_HOME: cache }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const m = /listening at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (c) => reject(new Error(`chats exited ${c}: ${out}`)));
  });
  const list = (await (await fetch(`${base}/api/conversations`)).json()) as { conversations: unknown[] };
  const wallS = (performance.now() - t0) / 1000;
  const cpuS = await cpuOf(child.pid!);
  const load1m = load();
  // Let it save the snapshot and the ledger built in the same pass (a second after the list), then stop it.
  const deadline = Date.now() + 120_000;
  const { existsSync, readdirSync } = await import('node:fs');
  const saved = () => existsSync(join(cache, 'toolshed')) && readdirSync(join(cache, 'toolshed')).some((f) => f.endsWith('.status.json')) && readdirSync(join(cache, 'toolshed')).some((f) => f.startsWith('transcript-index-'));
  while (!saved() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  child.kill('SIGINT');
  await new Promise((r) => child.once('exit', r));
  return { wallS, cpuS, load1m, conversations: list.conversations.length };
}

const work = await mkdtemp(join(tmpdir(), 'toolshed-first-run-'));
try {
  const corpus = await benchCorpus(MB, KEEP, work);
  const lines = Object.values(corpus.lineSizes).reduce((a, b) => a + b, 0);
  console.log(`corpus: ${corpus.files} files, ${Math.round(corpus.bytes / 1048576)} MB, ${corpus.sessions.length} sessions, ${lines} lines (${Math.round(lines / (corpus.bytes / 2 ** 30))} per GB, ${Math.round(corpus.bytes / lines)} bytes a line)`);
  const bin = await buildOurs(work);
  const ccusage = await installCcusage(work);
  if (!ccusage['20.0.24']) throw new Error('ccusage 20.0.24 could not be installed: the first-run bench needs it');
  const pairs: Array<Record<string, number>> = [];
  for (let i = 0; i < PAIRS; i++) {
    const cache = join(work, `cache-${i}`);
    // Pair 1: ccusage 20 and cold usage, in alternating order.
    const runUsage = () => timeCommand([process.execPath, bin, 'usage', 'daily', '--json', '--tz', 'UTC', '--dir', corpus.dir], { XDG_CACHE_HOME: `${cache}-usage` });
    const runCcusage = () => timeCommand([process.execPath, ccusage['20.0.24']!, 'daily', '--json', '--offline'], { TZ: 'UTC', CLAUDE_CONFIG_DIR: corpus.dir });
    let u: ReturnType<typeof runUsage>;
    let c: ReturnType<typeof runCcusage>;
    if (i % 2 === 0) {
      u = runUsage();
      c = runCcusage();
    } else {
      c = runCcusage();
      u = runUsage();
    }
    const ours = JSON.parse(u.stdout).totals.tokens.total;
    const theirs = JSON.parse(c.stdout).totals.totalTokens;
    // Pair 2: the floor and cold chats, in alternating order.
    const runFloor = () => timeCommand([process.execPath, '--input-type=module', '-e', FLOOR, join(corpus.dir, 'projects')], {});
    let f: Timed;
    let m: Awaited<ReturnType<typeof coldChats>>;
    if (i % 2 === 0) {
      f = runFloor();
      m = await coldChats(bin, corpus.dir, cache);
    } else {
      m = await coldChats(bin, corpus.dir, cache);
      f = runFloor();
    }
    // The ledger chats built in its pass: a report now reads nothing.
    const after = timeCommand([process.execPath, bin, 'usage', 'daily', '--json', '--tz', 'UTC', '--dir', corpus.dir], { XDG_CACHE_HOME: cache });
    const row = {
      pair: i + 1,
      usageColdS: u.wallS, usageColdCpuS: u.cpuS, ccusage20S: c.wallS, ccusage20CpuS: c.cpuS, usageVsCcusage20: r2(u.wallS / c.wallS), usageLoad: u.load1m,
      floorS: f.wallS, floorCpuS: f.cpuS, chatsColdS: r2(m.wallS), chatsCpuS: m.cpuS, chatsVsFloor: r2(m.wallS / f.wallS), chatsLoad: m.load1m,
      usageAfterChatsS: after.wallS, usageAfterChatsCpuS: after.cpuS,
      sameTotals: Number(ours === theirs && JSON.parse(after.stdout).totals.tokens.total === ours),
    };
    pairs.push(row);
    console.log(JSON.stringify(row));
    await rm(cache, { recursive: true, force: true });
    await rm(`${cache}-usage`, { recursive: true, force: true });
  }
  const med = (k: string) => median(pairs.map((p) => p[k]!));
  const summary = { usageVsCcusage20: med('usageVsCcusage20'), chatsVsFloor: med('chatsVsFloor'), usageColdS: med('usageColdS'), ccusage20S: med('ccusage20S'), chatsColdS: med('chatsColdS'), floorS: med('floorS'), usageAfterChatsS: med('usageAfterChatsS'), load1m: med('chatsLoad') };
  console.table(summary);
  console.log(`${summary.usageVsCcusage20 <= 1 ? 'PASS' : 'MISS'} cold usage within 1.0x ccusage 20 (${summary.usageVsCcusage20})`);
  console.log(`${summary.chatsVsFloor <= 1.2 ? 'PASS' : 'MISS'} cold chats within 1.2x the floor (${summary.chatsVsFloor})`);
  await mkdir(join(ROOT, 'bench', '.work'), { recursive: true });
  await writeFile(join(ROOT, 'bench', '.work', 'first-run-results.json'), JSON.stringify({ date: new Date().toISOString(), cpus: cpus().length, cpuModel: cpus()[0]?.model, memGB: Math.round(totalmem() / 2 ** 30), node: process.version, corpus: { files: corpus.files, bytes: corpus.bytes, lines, mb: MB }, summary, pairs }, null, 2));
  if (pairs.some((p) => !p.sameTotals)) process.exitCode = 1;
} finally {
  await rm(work, { recursive: true, force: true });
}
