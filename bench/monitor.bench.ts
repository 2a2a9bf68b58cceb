/**
 * `npm run bench -- monitor`: the conversation monitor on generated corpora.
 *
 * For each scale (MONITOR_BENCH_SCALES, MB, default "100,1024"): a corpus in the real
 * shapes (bench/transcript-corpus.ts: long tool results, many small sessions, subagent
 * files), then measure in the same run
 * - the floor: a minimal script that streams every file and JSON.parses each line (median of three runs);
 * - `toolshed chats` as a child process: spawn → first complete /api/conversations,
 *   its CPU time then, peak memory (VmHWM), warm latency of /api/conversations, of a content search and of
 *   one conversation's analytics, and append-to-WebSocket latency.
 * - a warm restart on the same corpus with the index snapshot the first run left in its
 *   (temporary) cache folder: spawn → first complete /api/conversations, CPU, peak.
 * The corpus is deleted afterwards. Results are printed and written to
 * bench/.work/monitor-results.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm, writeFile, mkdir, readdir } from 'node:fs/promises';
import { tmpdir, cpus, totalmem, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:http';
import WebSocket from 'ws';
import { benchCorpus, type CorpusInfo } from './transcript-corpus.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The monitor as users run it: the CLI compiled to JavaScript (what `npm pack` ships,
 * scripts/build-cli.ts) — a checkout running src/ pays TypeScript stripping of every
 * module at each start (~0.3 s of CPU). MONITOR_BENCH_SOURCE=1 runs src/ instead.
 */
async function monitorEntry(): Promise<string> {
  if (process.env.MONITOR_BENCH_SOURCE === '1') return join(ROOT, 'bin', 'toolshed.mjs');
  const work = join(ROOT, 'bench', '.work');
  const out = join(work, 'lib');
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-cli.ts'), '--out', out], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('scripts/build-cli.ts failed');
  const entry = join(work, 'toolshed.mjs');
  await writeFile(entry, `const { main } = await import('./lib/cli/main.js');\nprocess.exitCode = await main(process.argv.slice(2));\n`);
  return entry;
}
const ENTRY = await monitorEntry();
const scales = (process.env.MONITOR_BENCH_SCALES ?? '100,1024').split(',').map(Number).filter((n) => n > 0);

const FLOOR = `
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
const root = process.argv[1];
let lines = 0;
async function walk(dir) {
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) await walk(p);
    else if (e.name.endsWith('.jsonl')) {
      for await (const line of createInterface({ input: createReadStream(p), crlfDelay: Infinity })) {
        if (line) { JSON.parse(line); lines++; }
      }
    }
  }
}
await walk(root);
const u = process.resourceUsage();
process.stdout.write(JSON.stringify({ lines, maxRssMB: u.maxRSS / 1024, cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000 }));
`;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}
const ms = (n: number) => Math.round(n * 10) / 10;

async function runFloor(projectsDir: string): Promise<{ ms: number; lines: number; maxRssMB: number; cpuMs: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--input-type=module', '-e', FLOOR, projectsDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  await new Promise((r) => child.once('exit', r));
  const elapsed = performance.now() - t0;
  return { ms: elapsed, ...JSON.parse(out) };
}

async function peakMB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const m = /VmHWM:\s+(\d+) kB/.exec(status);
  return m ? Number(m[1]) / 1024 : NaN;
}

/** CPU time (user + system) of a running process so far, from /proc (clock ticks of 10 ms). */
async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const v = await fn();
  return [performance.now() - t0, v];
}

/**
 * The bench's own first `fetch` loads and starts its HTTP client (~10 ms here): done
 * once against a throwaway server, so that a cold start does not count it.
 */
async function warmUpClient(): Promise<void> {
  const server = createServer((_, res) => res.end('{}'));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await (await fetch(`http://127.0.0.1:${port}/`)).text();
  await new Promise((r) => server.close(r));
}
await warmUpClient();

/** `cacheHome`: XDG_CACHE_HOME of the monitor (its index snapshot); `warmOnly`: stop after the first list. */
async function runMonitor(assistantDir: string, corpus: CorpusInfo, cacheHome: string, warmOnly = false) {
  const t0 = performance.now();
  const child = spawn(process.execPath, [ENTRY, 'chats', '--dir', assistantDir, '--port', '0', '--no-open'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, XDG_CACHE_HOME: cacheHome } });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const base = await new Promise<string>((resolve, reject) => {
    const onData = () => {
      const m = /listening at (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    };
    child.stdout.on('data', onData);
    child.once('exit', (c) => reject(new Error(`monitor exited ${c}: ${out}`)));
  });
  const first = await fetch(`${base}/api/conversations`);
  const list = (await first.json()) as { conversations: Array<{ id: string; messageCount: number }> };
  const coldMs = performance.now() - t0;
  const cpuAtListMs = await cpuMsOf(child.pid!);
  const afterListMB = await peakMB(child.pid!);
  if (warmOnly) {
    const warmList: number[] = [];
    for (let i = 0; i < 5; i++) warmList.push((await timed(async () => (await fetch(`${base}/api/conversations`)).arrayBuffer()))[0]);
    child.kill('SIGINT');
    await new Promise((r) => child.once('exit', r));
    return { conversations: list.conversations.length, startMs: coldMs, cpuAtListMs, peakAfterListMB: afterListMB, listMedianMs: median(warmList) };
  }

  const warmList: number[] = [];
  for (let i = 0; i < 20; i++) warmList.push((await timed(async () => (await fetch(`${base}/api/conversations`)).arrayBuffer()))[0]);

  const search = (body: object) => fetch(`${base}/api/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ count: number; results: Array<{ id: string }> }>);
  const [firstSearchMs, firstSearch] = await timed(() => search({ contentSearch: corpus.rareWord }));
  if (firstSearch.count !== 1 || firstSearch.results[0]!.id !== corpus.rareSession) throw new Error(`content search found ${JSON.stringify(firstSearch.results.map((r) => r.id))}`);
  const warmSearch: number[] = [];
  const perQuery: Record<string, { ms: number; hits: number }> = {};
  for (const q of [corpus.rareWord, 'kalo', 'stater vinpol', 'dramiex', corpus.rareWord.slice(0, 6), corpus.rareWord]) {
    const [t, r] = await timed(() => search({ contentSearch: q }));
    warmSearch.push(t);
    perQuery[q] = { ms: ms(t), hits: r.count };
  }
  console.log('content searches (ms, hits):', JSON.stringify(perQuery));
  const [scanSearchMs] = await timed(() => search({ contentSearch: 'deadbeefcafe' })); // unindexed: file scan

  const typical = list.conversations.find((c) => c.id === corpus.rareSession)!;
  const analyticsTypical: number[] = [];
  for (let i = 0; i < 3; i++) analyticsTypical.push((await timed(async () => (await fetch(`${base}/api/conversations/${typical.id}/analytics`)).arrayBuffer()))[0]);
  let analyticsBigMs: number | null = null;
  if (corpus.bigSession) analyticsBigMs = (await timed(async () => (await fetch(`${base}/api/conversations/${corpus.bigSession}/analytics`)).arrayBuffer()))[0];

  // Append → WebSocket.
  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { origin: base } });
  await new Promise((r, j) => (ws.once('open', r), ws.once('error', j)));
  const file = await findFile(corpus.projectsDir, corpus.rareSession);
  const liveMs: number[] = [];
  for (let i = 0; i < 10; i++) {
    const msgId = `msg_bench_${i}`;
    const got = new Promise<number>((resolve) => {
      const on = (d: WebSocket.RawData) => {
        const m = JSON.parse(d.toString());
        if (m.type === 'new_message' && m.data.message.id === msgId) {
          ws.off('message', on);
          resolve(performance.now());
        }
      };
      ws.on('message', on);
    });
    const t = performance.now();
    await appendFile(file, `${JSON.stringify({ type: 'assistant', uuid: `bench-${i}`, sessionId: corpus.rareSession, timestamp: new Date().toISOString(), requestId: `req_bench_${i}`, message: { id: msgId, role: 'assistant', model: 'claude-sonnet-4-5-20250929', content: [{ type: 'text', text: 'live' }], usage: { input_tokens: 1, output_tokens: 1 } } })}\n`);
    liveMs.push((await got) - t);
    await new Promise((r) => setTimeout(r, 100));
  }
  ws.close();
  const peak = await peakMB(child.pid!);
  child.kill('SIGINT');
  await new Promise((r) => child.once('exit', r));
  return {
    conversations: list.conversations.length,
    coldMs,
    cpuAtListMs,
    peakAfterListMB: afterListMB,
    peakMB: peak,
    warmListMedianMs: median(warmList),
    firstSearchMs,
    warmSearchMedianMs: median(warmSearch),
    warmSearchMaxMs: Math.max(...warmSearch),
    scanSearchMs,
    searches: perQuery,
    analyticsTypicalMedianMs: median(analyticsTypical),
    analyticsBigMs,
    liveMedianMs: median(liveMs),
    liveMaxMs: Math.max(...liveMs),
  };
}

type AnyResult = Awaited<ReturnType<typeof runMonitor>>;
type WarmResult = Extract<AnyResult, { startMs: number }>;
type ColdResult = Extract<AnyResult, { coldMs: number }>;

async function findFile(dir: string, id: string): Promise<string> {
  for (const p of await readdir(dir)) {
    const f = join(dir, p, `${id}.jsonl`);
    try {
      await readFile(f, { flag: 'r' }).then(() => {});
      return f;
    } catch {
      // next
    }
  }
  throw new Error(`no file for ${id}`);
}

/**
 * MONITOR_BENCH_KEEP=<folder>: generate each scale's corpus once into <folder>/<mb>mb and
 * reuse it on later runs (the generator is deterministic; the live test appends ~10 lines).
 */
const keepDir = process.env.MONITOR_BENCH_KEEP || '';
const FLOOR_RUNS = 3;

const results: Record<string, unknown>[] = [];
for (const mb of scales) {
  const work = await mkdtemp(join(tmpdir(), 'toolshed-monitor-bench-'));
  try {
    const [genMs, corpus] = await timed(() => benchCorpus(mb, keepDir, work));
    const dir = corpus.dir;
    console.log(`\n--- ${mb} MB scale: ${corpus.files} files, ${(corpus.bytes / 1048576).toFixed(0)} MB, ${corpus.sessions.length} sessions${corpus.bigSession ? ' (one of 100 MB)' : ''}, lines by size ${JSON.stringify(corpus.lineSizes)}, ready in ${(genMs / 1000).toFixed(1)} s`);
    // The floor varies by up to 20 % from one run to the next on this machine: the median of three.
    const floors = [];
    for (let i = 0; i < FLOOR_RUNS; i++) floors.push(await runFloor(corpus.projectsDir));
    const floor = floors.sort((a, b) => a.ms - b.ms)[Math.floor(FLOOR_RUNS / 2)]!;
    console.log(`floor (stream + JSON.parse every line): median ${ms(floor.ms)} ms of ${floors.map((f) => ms(f.ms)).join(', ')}; ${floor.lines} lines, peak ${ms(floor.maxRssMB)} MB`);
    const cacheHome = await mkdtemp(join(tmpdir(), 'toolshed-monitor-cache-'));
    const m = (await runMonitor(dir, corpus, cacheHome)) as ColdResult;
    // Warm restart: the same corpus, the snapshot the first run left in the cache folder.
    const w = (await runMonitor(dir, corpus, cacheHome, true)) as WarmResult;
    await rm(cacheHome, { recursive: true, force: true });
    if (w.conversations !== m.conversations) throw new Error(`warm restart listed ${w.conversations} conversations, cold ${m.conversations}`);
    const round = (o: object) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== 'searches').map(([k, v]) => [k, typeof v === 'number' ? ms(v) : v]));
    const warm = { warmStartMs: ms(w.startMs), warmCpuMs: ms(w.cpuAtListMs), warmPeakMB: ms(w.peakAfterListMB), warmListMedianMs2: ms(w.listMedianMs) };
    const row = { scaleMB: mb, corpusMB: Math.round(corpus.bytes / 1048576), files: corpus.files, floorMs: ms(floor.ms), floorCpuMs: ms(floor.cpuMs), floorPeakMB: ms(floor.maxRssMB), ...round(m), coldVsFloor: ms(m.coldMs / floor.ms), ...warm, loadAverage1m: ms(loadavg()[0]!) };
    console.table(row);
    results.push({ ...row, searches: m.searches });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
await mkdir(join(ROOT, 'bench', '.work'), { recursive: true });
await writeFile(join(ROOT, 'bench', '.work', 'monitor-results.json'), JSON.stringify({ date: new Date().toISOString(), cpus: cpus().length, memGB: Math.round(totalmem() / 2 ** 30), node: process.version, results }, null, 2));
let failed = false;
for (const r of results as Array<Record<string, number>>) {
  const checks: Array<[string, boolean]> = [
    ['cold start within 1.2x floor', r.coldVsFloor! <= 1.2],
    ['warm restart lists in < 0.5 s', r.warmStartMs! < 500],
    ['live latency < 500 ms', r.liveMaxMs! < 500],
  ];
  if (r.scaleMB! >= 1000) checks.push(['peak memory < 400 MB', r.peakMB! < 400], ['content search < 1 s', r.warmSearchMaxMs! < 1000]);
  for (const [name, ok] of checks) {
    console.log(`${ok ? 'PASS' : 'MISS'} ${r.scaleMB} MB: ${name}`);
    if (!ok) failed = true;
  }
}
process.exitCode = failed ? 1 : 0;
