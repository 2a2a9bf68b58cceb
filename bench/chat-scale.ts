/**
 * The Discord commands from a cold start at aggregator scale (issue 29): a
 * site of `total` components is served over HTTP from this process; a fresh
 * Node process loads the real function module (netlify/functions/
 * chat-interactions.ts) and answers /search, then /info and /popular (each
 * reading one description shard). Measured in that child: process start →
 * first answer, each answer, and peak memory (VmHWM). Baseline in the same
 * run: a fresh process doing what the bot did before, fetching
 * `/components.json` of the same components (content of BENCH_CONTENT_BYTES
 * each, default 2,000; the real catalog averaged ~8 KB) and parsing it.
 * A floor in the same run: the function module loaded and one small read
 * over node:http made (as the bot reads), no catalog (what any answer costs). Goals: memory < 100 MB, first
 * answer < 2 s.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build as esbuild, type Metafile } from 'esbuild';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHAT_INDEX_FILE, chatIndexFiles, type ChatIndexInput } from '../src/catalog/chat-index.ts';
import { COMPONENT_TYPES } from '../src/catalog/kinds.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WORDS = 'review code test deploy data api docs security lint cloud agent schema query cache release debug trace audit'.split(' ');

const word = (i: number, k: number) => WORDS[(i * k + (i >> 3)) % WORDS.length]!;
const nameOf = (i: number) => `${word(i, 7)}-${word(i, 11)}-${i}`;

function generated(total: number): ChatIndexInput[] {
  const out: ChatIndexInput[] = [];
  for (let i = 0; i < total; i++) {
    out.push({
      type: COMPONENT_TYPES[i % COMPONENT_TYPES.length]!,
      category: `${word(i, 3)}-${i % 300}`,
      name: nameOf(i),
      description: `Generated component ${i}: ${WORDS.join(' ')} `.repeat(2 + (i % 4)),
      downloads: (i * 7919) % 10_000,
    });
  }
  return out;
}

/** What spec 2's /components.json holds for the same components, written in pieces (it is hundreds of MB). */
function componentsJson(components: ChatIndexInput[], contentBytes: number): Buffer {
  const content = JSON.stringify('x'.repeat(contentBytes));
  const parts: Buffer[] = [Buffer.from('{')];
  COMPONENT_TYPES.forEach((type, t) => {
    parts.push(Buffer.from(`${t ? ',' : ''}${JSON.stringify(type)}:[`));
    let first = true;
    for (const c of components) {
      if (c.type !== type) continue;
      parts.push(Buffer.from(`${first ? '' : ','}{"name":${JSON.stringify(c.name)},"category":${JSON.stringify(c.category)},"path":"${c.category}/${c.name}.md","type":"${type}","description":${JSON.stringify(c.description)},"downloads":${c.downloads},"content":${content}}`));
      first = false;
    }
    parts.push(Buffer.from(']'));
  });
  parts.push(Buffer.from('}'));
  return Buffer.concat(parts);
}


// ---------- child: one cold function process ----------

/**
 * The child is plain JavaScript run with `node -e`, so its memory is the
 * function's and not this TypeScript file's (Node's type stripping alone
 * costs tens of MB). Arguments: mode, site URL, the function's bundle.
 */
const CHILD = String.raw`
const [mode, siteUrl, bundle] = process.argv.slice(1);
const { readFileSync } = await import('node:fs');
const { generateKeyPairSync, sign } = await import('node:crypto');
const peakKb = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
if (mode === 'floor') {
  // The function with no catalog: module loaded, one small read over node:http (as the bot reads), a PING answered.
  process.env.DISCORD_PUBLIC_KEY = '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c';
  const { default: handler } = await import(bundle);
  const { get } = await import('node:http');
  await new Promise((done) => get(siteUrl + '/chat/info/0.json', (r) => { r.resume(); r.on('end', done); }));
  await handler(new Request('http://127.0.0.1/api/chat/interactions', { method: 'POST', body: '{}' }), { waitUntil: () => {} });
  console.log('RESULT ' + JSON.stringify({ firstMs: performance.now(), peakKb: peakKb() }));
} else if (mode === 'old') {
  const res = await fetch(siteUrl + '/components.json');
  const parsed = await res.json();
  const entries = Object.values(parsed).flat().map((e) => ({ name: e.name, category: e.category, description: e.description, downloads: e.downloads, nameKey: e.name.toLowerCase() }));
  console.log('RESULT ' + JSON.stringify({ firstMs: performance.now(), entries: entries.length, peakKb: peakKb() }));
} else {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  process.env.DISCORD_PUBLIC_KEY = Buffer.from(publicKey.export({ format: 'jwk' }).x, 'base64url').toString('hex');
  process.env.SITE_URL = siteUrl;
  const { default: handler } = await import(bundle);
  const ask = async (name, options) => {
    const body = JSON.stringify({ type: 2, application_id: '1', token: 'bench', data: { name, options: Object.entries(options).map(([n, value]) => ({ name: n, type: 3, value })) } });
    const ts = String(Math.floor(Date.now() / 1000));
    const started = performance.now();
    const response = await handler(new Request('http://127.0.0.1/api/chat/interactions', { method: 'POST', headers: { 'x-signature-ed25519': sign(null, Buffer.from(ts + body), privateKey).toString('hex'), 'x-signature-timestamp': ts }, body }), { waitUntil: () => {} });
    const answer = await response.json();
    if (answer.type !== 4 || !answer.data?.embeds?.length) throw new Error(name + ': ' + JSON.stringify(answer));
    return { ms: performance.now() - started, at: performance.now() };
  };
  const search = await ask('search', { query: 'review' });
  const info = await ask('info', { name: process.env.BENCH_INFO_NAME });
  const popular = await ask('popular', { type: 'agents' });
  console.log('RESULT ' + JSON.stringify({ firstMs: search.at, searchMs: search.ms, infoMs: info.ms, popularMs: popular.ms, peakKb: peakKb() }));
}
`;

/** What the function's module graph loads, as Netlify bundles it: bytes per package (our own code as one part). */
function moduleGraph(metafile: Metafile): { bytes: number; parts: Array<[string, number]> } {
  const output = Object.values(metafile.outputs)[0]!;
  const parts = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? 'our code';
    parts.set(name, (parts.get(name) ?? 0) + bytesInOutput);
  }
  return { bytes: output.bytes, parts: [...parts].sort((a, b) => b[1] - a[1]) };
}

/** A child process of its own (asynchronously: this process serves the site it reads). */
async function run(mode: string, siteUrl: string, bundle: string): Promise<Record<string, number>> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD, mode, siteUrl, bundle], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, BENCH_INFO_NAME: nameOf(12_345) },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const status = await new Promise<number>((done) => child.once('exit', (code) => done(code ?? -1)));
  const line = /RESULT (.*)/.exec(out);
  if (!line) {
    console.error(`${mode} child failed (${status}): ${err.slice(-2000)}`);
    return { failed: 1, status };
  }
  return JSON.parse(line[1]!) as Record<string, number>;
}

export async function coldStartBench(total: number): Promise<void> {
  const contentBytes = Number(process.env.BENCH_CONTENT_BYTES ?? 2000);
  const components = generated(total);
  const files = new Map<string, Buffer>([...chatIndexFiles(components)].map(([path, text]) => [`/${path}`, Buffer.from(text)]));
  const index = files.get(`/${CHAT_INDEX_FILE}`)!;
  const shardBytes = [...files].filter(([p]) => p.startsWith('/chat/info/')).map(([, b]) => b.length);
  files.set('/components.json', componentsJson(components, contentBytes));
  const work = await mkdtemp(join(tmpdir(), 'toolshed-chat-bench-'));
  const bundle = join(work, 'chat-interactions.mjs');
  const built = await esbuild({ entryPoints: [join(ROOT, 'netlify/functions/chat-interactions.ts')], bundle: true, platform: 'node', format: 'esm', outfile: bundle, logLevel: 'warning', metafile: true });
  const graph = moduleGraph(built.metafile);
  const served: string[] = [];
  const server = createServer((req, res) => {
    served.push(req.url ?? '');
    const body = files.get(req.url ?? '');
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    res.end(body ?? '{}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const siteUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const rows: Array<[string, Record<string, number>]> = [];
    for (let i = 0; i < 3; i++) {
      rows.push(['floor: the function module, one small read, no catalog', await run('floor', siteUrl, bundle)]);
      rows.push(['chat index (this bot), cold process', await run('new', siteUrl, bundle)]);
      rows.push(['baseline: fetch + parse /components.json, cold process', await run('old', siteUrl, bundle)]);
    }
    const mb = (kb: number | undefined) => (kb === undefined ? '–' : `${(kb / 1024).toFixed(0)} MB`);
    const s = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);
    console.log(`\ncold start at ${total.toLocaleString('en-US')} components, load average ${loadavg()[0]!.toFixed(1)}, ${new Date().toISOString()}`);
    console.log(`the function's bundle: ${(graph.bytes / 1024).toFixed(0)} KB; by package: ${graph.parts.map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(0)} KB`).join(', ')}`);
    console.log(`${CHAT_INDEX_FILE} ${(index.length / 1024).toFixed(0)} KB; ${shardBytes.length} description shards, largest ${(Math.max(...shardBytes) / 1024).toFixed(0)} KB; components.json ${(files.get('/components.json')!.length / 2 ** 20).toFixed(0)} MB (content ${contentBytes} B each)`);
    console.log('| run | process start → first answer | /search | /info | /popular | peak memory (VmHWM) |\n| --- | --- | --- | --- | --- | --- |');
    for (const [name, r] of rows) console.log(`| ${name} | ${r.failed ? `failed (exit ${r.status})` : s(r.firstMs)} | ${r.searchMs?.toFixed(0) ?? '–'} ms | ${r.infoMs?.toFixed(0) ?? '–'} ms | ${r.popularMs?.toFixed(0) ?? '–'} ms | ${mb(r.peakKb)} |`);
    const ours = rows.filter(([n]) => n.startsWith('chat')).map(([, r]) => r);
    const ok = ours.every((r) => !r.failed && r.peakKb! < 100 * 1024 && r.firstMs! < 2000);
    console.log(ok ? 'cold start within the goals (< 100 MB, first answer < 2 s)' : 'cold start OUTSIDE the goals');
    const wholeReads = served.filter((u) => u === '/components.json').length;
    console.log(`requests for /components.json: ${wholeReads} (all from the baseline runs)`);
  } finally {
    server.close();
    await rm(work, { recursive: true, force: true });
  }
}

// `node bench/chat-scale.ts` runs this part alone (`npm run bench -- chat` runs it after the endpoint's own bench).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await coldStartBench(Number(process.env.BENCH_CHAT_COMPONENTS ?? 100_000));
