/**
 * What a catalog that lies costs the installer (issue 28): a component
 * streamed at 450 MB (the size that took 2.4 GB before the cap), a
 * component just under the cap, and an ordinary one, each installed by the
 * real bin as its own process, its peak memory and wall time measured with
 * /usr/bin/time. Baseline in the same run: a bare Node process that fetches
 * the same stream and stops at the cap (the floor of refusing it), and a
 * bare `node -e ''` start.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentDigest } from '../src/catalog/digest.ts';
import { DEFAULT_MAX_COMPONENT_BYTES } from '../src/install/settings.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NODE = join(ROOT, 'node_modules', '.bin', 'node');
const BIN = join(ROOT, 'bin', 'toolshed.mjs');
const HOSTILE_BYTES = 450 * 1024 * 1024;
const work = await mkdtemp(join(tmpdir(), 'toolshed-bench-hostile-'));
const dist = join(work, 'dist');

const agent = (name: string, body: string) => ({ category: 'bench', name, content: `---\nname: ${name}\ndescription: bench\n---\n${body}` });
const small = agent('small', 'Review the change.\n'.repeat(200));
// Just under the cap once wrapped in `{"content": …}` with its JSON escapes.
const large = agent('large', `${'x'.repeat(120)}\n`.repeat(Math.floor((DEFAULT_MAX_COMPONENT_BYTES - 4096) / 122))); // 122 bytes a line in JSON (`\n` escaped)
const hostile = agent('hostile', 'placeholder: the server streams this one');
const all = [small, large, hostile];

async function put(path: string, data: unknown): Promise<void> {
  await mkdir(dirname(join(dist, path)), { recursive: true });
  await writeFile(join(dist, path), JSON.stringify(data));
}
await put('search-index.json', all.map((c) => ({ type: 'agent', name: c.name, path: `bench/${c.name}.md`, category: 'bench' })));
await put('components/agents.json', all.map((c) => ({ type: 'agent', name: c.name, path: `bench/${c.name}.md`, category: 'bench', downloads: 0, sha256: contentDigest(c) })));
for (const c of [small, large]) await put(`component-content/agents/bench/${c.name}.json`, { content: c.content });

/** Serves the dist folder, except the hostile component: a JSON string streamed to HOSTILE_BYTES, no Content-Length. */
let streamedBytes = 0;
const server = createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path === '/component-content/agents/bench/hostile.json') {
    res.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.alloc(256 * 1024, 'a');
    streamedBytes = 0;
    let closed = false;
    res.on('close', () => (closed = true));
    res.write('{"content":"');
    const pump = () => {
      while (!closed && streamedBytes < HOSTILE_BYTES) {
        streamedBytes += chunk.byteLength;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      if (!closed) res.end('"}');
    };
    pump();
    return;
  }
  try {
    res.writeHead(200, { 'content-type': 'application/json' }).end(await readFile(join(dist, ...path.split('/').filter(Boolean))));
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

interface Measured {
  code: number | null;
  peakMb: number;
  seconds: number;
}

/** Runs a command under /usr/bin/time; its peak resident memory and wall time. Async so the server above keeps serving. */
async function timed(args: string[], cwd: string): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-f', 'TIME %M %e', ...args], { cwd, env: { ...process.env, HOME: work, DO_NOT_TRACK: '1' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const m = /TIME (\d+) ([\d.]+)/.exec(err);
      if (!m) return reject(new Error(`no measurement:\n${err}`));
      resolve({ code, peakMb: Number(m[1]) / 1024, seconds: Number(m[2]) });
    });
  });
}

const floorScript = `
const r = await fetch(process.argv[2]);
const reader = r.body.getReader();
let n = 0;
for (;;) { const { done, value } = await reader.read(); if (done) break; n += value.byteLength; if (n > ${DEFAULT_MAX_COMPONENT_BYTES}) { await reader.cancel(); break; } }
`;

const results: { label: string; runs: Measured[]; note?: string }[] = [];
async function measure(label: string, make: () => Promise<Measured>, note?: () => string) {
  const runs: Measured[] = [];
  let last = '';
  for (let i = 0; i < 3; i++) {
    runs.push(await make());
    if (note) last = note();
  }
  results.push({ label, runs, ...(last ? { note: last } : {}) });
}
const project = () => mkdtemp(join(work, 'p-'));
const install = async (name: string) => timed([NODE, BIN, '--agent', `bench/${name}`, '--site', site], await project());

const load = loadavg().map((l) => l.toFixed(1)).join(' ');
await measure('bare node start (floor)', async () => timed([NODE, '-e', ''], work));
await measure('install an ordinary agent (4 KB)', () => install('small'));
await measure(`install an agent just under the cap (${(large.content.length / 2 ** 20).toFixed(1)} MiB)`, () => install('large'));
await measure(
  `refuse a ${HOSTILE_BYTES / 2 ** 20} MB streamed component`,
  () => install('hostile'),
  () => `${(streamedBytes / 2 ** 20).toFixed(1)} MB sent before the installer hung up`,
);
await measure('floor: bare fetch of the same stream, stopped at the cap', async () => {
  await writeFile(join(work, 'floor.mjs'), floorScript);
  return timed([NODE, join(work, 'floor.mjs'), `${site}/component-content/agents/bench/hostile.json`], work);
});

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`machine: ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}, load ${load} (start) / ${loadavg().map((l) => l.toFixed(1)).join(' ')} (end)`);
console.log(`cap: TOOLSHED_MAX_COMPONENT_BYTES default ${DEFAULT_MAX_COMPONENT_BYTES} bytes; median of 3 runs each`);
for (const r of results) {
  const codes = [...new Set(r.runs.map((m) => m.code))].join(',');
  console.log(`${r.label.padEnd(62)} peak ${median(r.runs.map((m) => m.peakMb)).toFixed(0).padStart(4)} MB  wall ${median(r.runs.map((m) => m.seconds)).toFixed(2)} s  exit ${codes}${r.note ? `  (${r.note})` : ''}`);
}
server.close();
server.closeAllConnections();
await rm(work, { recursive: true, force: true });
const refused = results.find((r) => r.label.startsWith('refuse'))!;
if (refused.runs.some((m) => m.code !== 5)) {
  console.error('the oversized component was not refused with exit 5');
  process.exit(1);
}
