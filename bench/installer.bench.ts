/**
 * Installer throughput from a local dist folder (no network): N generated
 * components (agents, multi-file skills, hooks merged into settings.json),
 * each installed by its own `toolshed --<kind>` run in-process (download from
 * disk, sha256 check, plan, atomic writes, backups, manifest), against a
 * baseline measured in the same run: a plain fs copy of the same files.
 */
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { contentDigest } from '../src/catalog/digest.ts';
import { KINDS, kindByType, type ComponentType } from '../src/catalog/kinds.ts';
import { main } from '../src/cli/main.ts';

const PER_KIND = 100;
const work = await mkdtemp(join(tmpdir(), 'toolshed-bench-installer-'));
const dist = join(work, 'dist');

interface Gen {
  type: ComponentType;
  category: string;
  name: string;
  content: string;
  files?: Record<string, string>;
}
const body = (i: number) => `Generated instructions ${i}.\n`.repeat(60);
const gens: Gen[] = [];
for (let i = 0; i < PER_KIND; i++) {
  gens.push({ type: 'agents', category: `cat${i % 7}`, name: `agent-${i}`, content: `---\nname: agent-${i}\ndescription: bench ${i}\n---\n${body(i)}` });
  const skill = `---\nname: skill-${i}\ndescription: bench\n---\n${body(i)}`;
  gens.push({
    type: 'skills',
    category: `cat${i % 5}`,
    name: `skill-${i}`,
    content: skill,
    files: { 'SKILL.md': skill, 'reference.md': body(i + 1), 'scripts/run.sh': '#!/bin/sh\necho hi\n', 'examples/a.md': body(i + 2) },
  });
  const hook = JSON.stringify({
    description: 'bench',
    hooks: { PreToolUse: [{ matcher: `Tool${i % 10}`, hooks: [{ type: 'command', command: `.claude/hooks/h-${i}.sh` }] }] },
    supportingFiles: [{ source: `h-${i}.sh`, destination: `.claude/hooks/h-${i}.sh`, executable: true }],
  });
  gens.push({ type: 'hooks', category: 'bench', name: `hook-${i}`, content: hook, files: { [`hook-${i}.json`]: hook, [`h-${i}.sh`]: '#!/bin/sh\nexit 0\n' } });
}

async function put(path: string, data: unknown): Promise<void> {
  await mkdir(dirname(join(dist, path)), { recursive: true });
  await writeFile(join(dist, path), JSON.stringify(data));
}
await put('search-index.json', gens.map((g) => ({ type: kindByType(g.type)!.singular, name: g.name, path: `${g.category}/${g.name}${kindByType(g.type)!.ext}`, category: g.category })));
for (const kind of KINDS) {
  const list = gens.filter((g) => g.type === kind.type);
  await put(`components/${kind.type}.json`, list.map((g) => ({ type: kind.singular, name: g.name, path: `${g.category}/${g.name}${kind.ext}`, category: g.category, downloads: 0, sha256: contentDigest(g) })));
  for (const g of list) await put(`component-content/${g.type}/${g.category}/${g.name}.json`, g.files ? { content: g.content, files: g.files } : { content: g.content });
}

const silent = { stdout: () => {}, stderr: () => {} };
function stats(times: number[]) {
  const s = [...times].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return { median: q(0.5), p95: q(0.95), total: s.reduce((a, b) => a + b, 0) };
}

async function installEach(project: string): Promise<number[]> {
  const times: number[] = [];
  for (const g of gens) {
    const kind = kindByType(g.type)!;
    const argv = [`--${kind.singular}`, `${g.category}/${g.name}`, '--site', dist, '--yes'];
    const t = performance.now();
    const code = await main(argv, { ...silent, argv, env: { HOME: work, DO_NOT_TRACK: '1' }, cwd: project });
    times.push(performance.now() - t);
    if (code !== 0) throw new Error(`install failed (${code}) for ${g.type}/${g.name}`);
  }
  return times;
}

/** Baseline: read the same content files and write the same bytes where the installer puts them. */
async function copyEach(project: string): Promise<number[]> {
  const times: number[] = [];
  for (const g of gens) {
    const t = performance.now();
    const data = JSON.parse(await readFile(join(dist, 'component-content', g.type, g.category, `${g.name}.json`), 'utf8')) as Gen;
    const files: [string, string][] =
      g.type === 'agents'
        ? [[`.claude/agents/${g.name}.md`, data.content]]
        : g.type === 'skills'
          ? Object.entries(data.files!).map(([p, c]) => [`.claude/skills/${g.name}/${p}`, c])
          : [[`.claude/hooks/h-${g.name.slice(5)}.sh`, data.files![`h-${g.name.slice(5)}.sh`]!], [`.claude/hooks-${g.name}.json`, data.content]];
    for (const [p, c] of files) {
      await mkdir(dirname(join(project, p)), { recursive: true });
      await writeFile(join(project, p), c);
    }
    times.push(performance.now() - t);
  }
  return times;
}

const rounds: { install: ReturnType<typeof stats>; copy: ReturnType<typeof stats> }[] = [];
for (let round = 0; round < 2; round++) {
  const a = join(work, `p-install-${round}`);
  const b = join(work, `p-copy-${round}`);
  await mkdir(a);
  await mkdir(b);
  const copy = stats(await copyEach(b));
  const install = stats(await installEach(a));
  rounds.push({ install, copy });
}
// The batch form: every component in one command.
const batchProject = join(work, 'p-batch');
await mkdir(batchProject);
const argv = KINDS.flatMap((k) => {
  const list = gens.filter((g) => g.type === k.type);
  return list.length ? [`--${k.singular}`, list.map((g) => `${g.category}/${g.name}`).join(',')] : [];
});
const t0 = performance.now();
const batchCode = await main([...argv, '--site', dist, '--yes'], { ...silent, argv: [...argv, '--site', dist, '--yes'], env: { HOME: work, DO_NOT_TRACK: '1' }, cwd: batchProject });
const batchMs = performance.now() - t0;
if (batchCode !== 0) throw new Error(`batch install failed (${batchCode})`);
await copyFile(join(batchProject, '.claude/settings.json'), join(work, 'settings-check.json'));

const last = rounds[rounds.length - 1]!;
const f = (n: number) => n.toFixed(2);
console.log(`machine: ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(`components: ${gens.length} (${PER_KIND} agents, ${PER_KIND} 4-file skills, ${PER_KIND} hooks merged into one settings.json)`);
console.log(`per install (separate runs, round 2): median ${f(last.install.median)} ms, p95 ${f(last.install.p95)} ms, total ${f(last.install.total)} ms`);
console.log(`baseline fs copy of the same files:   median ${f(last.copy.median)} ms, p95 ${f(last.copy.p95)} ms, total ${f(last.copy.total)} ms`);
console.log(`ratio (median): ${f(last.install.median / last.copy.median)}x`);
console.log(`batch: all ${gens.length} in one command: ${f(batchMs)} ms (${f(batchMs / gens.length)} ms per component)`);
await rm(work, { recursive: true, force: true });
