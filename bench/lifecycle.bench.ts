/**
 * `toolshed check` on a project with many installed components (agents,
 * 4-file skills, hooks merged into one settings.json, MCP servers merged into
 * .mcp.json), in-process, beside the floor measured in the same run: reading
 * every file the lock names and hashing it (what any local check must do at
 * least). Also `check` with its one catalog request (a built dist/ folder's
 * /lock-index.json) and `update --dry-run` after a tenth of the catalog
 * changed (downloads, diffs and safety comparisons included).
 *
 * `npm run bench -- lifecycle` (LIFECYCLE_BENCH_COMPONENTS, default 1000).
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { contentDigest } from '../src/catalog/digest.ts';
import { KINDS, kindByType, type ComponentType } from '../src/catalog/kinds.ts';
import { main } from '../src/cli/main.ts';

const N = Number(process.env.LIFECYCLE_BENCH_COMPONENTS ?? 1000);
const RUNS = 5;
const work = await mkdtemp(join(tmpdir(), 'toolshed-bench-lifecycle-'));
const dist = join(work, 'dist');
const project = join(work, 'project');

interface Gen {
  type: ComponentType;
  category: string;
  name: string;
  content: string;
  files?: Record<string, string>;
}
const body = (i: number, v: number) => `Generated instructions ${i}, version ${v}.\n`.repeat(60);
function generate(i: number, v: number): Gen {
  const kind = i % 10 < 3 ? 'agents' : i % 10 < 6 ? 'skills' : i % 10 < 9 ? 'hooks' : 'mcps';
  if (kind === 'agents') return { type: kind, category: `cat${i % 7}`, name: `agent-${i}`, content: `---\nname: agent-${i}\ndescription: bench ${i}\n---\n${body(i, v)}` };
  if (kind === 'skills') {
    const skill = `---\nname: skill-${i}\ndescription: bench\n---\n${body(i, v)}`;
    return { type: kind, category: `cat${i % 5}`, name: `skill-${i}`, content: skill, files: { 'SKILL.md': skill, 'reference.md': body(i + 1, v), 'scripts/run.sh': '#!/bin/sh\necho hi\n', 'examples/a.md': body(i + 2, v) } };
  }
  if (kind === 'hooks') {
    const hook = JSON.stringify({
      description: 'bench',
      hooks: { PreToolUse: [{ matcher: `Tool${i % 10}`, hooks: [{ type: 'command', command: `.claude/hooks/h-${i}.sh --v${v}` }] }] },
      supportingFiles: [{ source: `h-${i}.sh`, destination: `.claude/hooks/h-${i}.sh`, executable: true }],
    });
    return { type: kind, category: 'bench', name: `hook-${i}`, content: hook, files: { [`hook-${i}.json`]: hook, [`h-${i}.sh`]: `#!/bin/sh\n# v${v}\nexit 0\n` } };
  }
  return { type: kind, category: 'bench', name: `mcp-${i}`, content: JSON.stringify({ mcpServers: { [`server-${i}`]: { command: 'npx', args: ['-y', `server-${i}@1.${v}.0`] } } }) };
}

async function put(path: string, data: unknown): Promise<void> {
  await mkdir(dirname(join(dist, path)), { recursive: true });
  await writeFile(join(dist, path), JSON.stringify(data));
}
async function publish(gens: Gen[]): Promise<void> {
  await rm(dist, { recursive: true, force: true });
  const row = (g: Gen) => ({ type: kindByType(g.type)!.singular, name: g.name, path: `${g.category}/${g.name}${kindByType(g.type)!.ext}`, category: g.category });
  await put('search-index.json', gens.map(row));
  for (const kind of KINDS) {
    const list = gens.filter((g) => g.type === kind.type);
    await put(`components/${kind.type}.json`, list.map((g) => ({ ...row(g), downloads: 0, sha256: contentDigest(g) })));
    for (const g of list) await put(`component-content/${g.type}/${g.category}/${g.name}.json`, g.files ? { content: g.content, files: g.files } : { content: g.content });
  }
  await put('lock-index.json', { version: 1, components: Object.fromEntries(gens.map((g) => [`${g.type}/${g.category}/${g.name}`, contentDigest(g)])) });
}

const quiet = (argv: string[], out?: (t: string) => void) => ({ argv, env: { HOME: work, DO_NOT_TRACK: '1' }, cwd: project, stdout: out ?? (() => {}), stderr: () => {} });
/** CPU time (user + system) of this process: under a loaded machine's queue it moves far less than wall time. */
const cpuMs = (since: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};
async function run(argv: string[]): Promise<{ ms: number; cpu: number; code: number; out: string }> {
  let out = '';
  const c = process.cpuUsage();
  const t = performance.now();
  const code = await main(argv, quiet(argv, (s) => (out += s)));
  return { ms: performance.now() - t, cpu: cpuMs(c), code, out };
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const med = (xs: { ms: number; cpu: number }[]) => ({ ms: median(xs.map((x) => x.ms)), cpu: median(xs.map((x) => x.cpu)) });

/**
 * The floor: every path the lock names read and hashed, each JSON file parsed
 * once, 16 reads in flight (as toolshed's reader): no real-path or
 * regular-file checks, no comparison.
 */
async function floor(): Promise<{ ms: number; cpu: number }> {
  const c = process.cpuUsage();
  const t = performance.now();
  const lock = JSON.parse(await readFile(join(project, '.claude/toolshed-manifest.json'), 'utf8'));
  const paths = new Set<string>();
  const json = new Set<string>();
  for (const e of lock.installs) {
    for (const f of e.files) paths.add(f.path);
    for (const m of e.merges) json.add(m.path);
  }
  const list = [...paths];
  let next = 0;
  const worker = async () => {
    while (next < list.length) createHash('sha256').update(await readFile(join(project, list[next++]!), 'utf8'), 'utf8').digest('hex');
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  for (const p of json) JSON.parse(await readFile(join(project, p), 'utf8'));
  return { ms: performance.now() - t, cpu: cpuMs(c) };
}

const gens = Array.from({ length: N }, (_, i) => generate(i, 1));
await publish(gens);
await mkdir(project);
const installArgv = [...KINDS.flatMap((k) => {
  const list = gens.filter((g) => g.type === k.type);
  return list.length ? [`--${k.singular}`, list.map((g) => `${g.category}/${g.name}`).join(',')] : [];
}), '--site', dist, '--yes'];
const installed = await run(installArgv);
if (installed.code !== 0) throw new Error(`install failed (${installed.code})`);

// One run of each first, so module loading is not timed.
await floor();
await run(['check', '--offline']);
const floors: { ms: number; cpu: number }[] = [];
const offline: { ms: number; cpu: number }[] = [];
const online: { ms: number; cpu: number }[] = [];
for (let i = 0; i < RUNS; i++) {
  floors.push(await floor());
  const a = await run(['check', '--offline']);
  if (a.code !== 0) throw new Error(`check --offline: exit ${a.code}\n${a.out}`);
  offline.push(a);
  const b = await run(['check', '--site', dist]);
  if (b.code !== 0) throw new Error(`check: exit ${b.code}\n${b.out}`);
  online.push(b);
}

// A tenth of the catalog changes upstream: check finds them, update --dry-run shows them.
const changed = gens.map((g, i) => (i % 10 === 0 ? generate(i, 2) : g));
await publish(changed);
const drift = await run(['check', '--site', dist, '--json']);
const found = (JSON.parse(drift.out) as { components: { upstream: string }[] }).components.filter((c) => c.upstream === 'changed').length;
const dry = await run(['update', '--dry-run', '--site', dist]);
if (dry.code !== 0) throw new Error(`update --dry-run: exit ${dry.code}`);

const files = (JSON.parse(await readFile(join(project, '.claude/toolshed-manifest.json'), 'utf8')).installs as { files: unknown[] }[]).reduce((n, e) => n + e.files.length, 0);
const f = (n: number) => n.toFixed(1);
console.log(`machine: ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(`project: ${N} components installed (${files} files, ${gens.filter((g) => g.type === 'hooks').length} hooks in one settings.json, ${gens.filter((g) => g.type === 'mcps').length} servers in .mcp.json); install took ${f(installed.ms)} ms`);
const [fl, off, on] = [med(floors), med(offline), med(online)];
const line = (label: string, m: { ms: number; cpu: number }) =>
  `${label.padEnd(42)} median ${f(m.ms).padStart(7)} ms wall, ${f(m.cpu).padStart(7)} ms CPU  (${f(m.ms / fl.ms)}x / ${f(m.cpu / fl.cpu)}x the floor)`;
console.log(line('floor (read + sha256 every locked file):', fl));
console.log(line('toolshed check --offline:', off));
console.log(line('toolshed check (one /lock-index.json):', on));
console.log(`after ${N / 10} changed upstream: check ${f(drift.ms)} ms found ${found}; update --dry-run ${f(dry.ms)} ms wall, ${f(dry.cpu)} ms CPU (${f(dry.cpu / found)} ms CPU per component, diffs and safety included)`);
await rm(work, { recursive: true, force: true });
