/**
 * What `npx toolshed` costs a user (issue 14): the packed tarball's size, what
 * installing it into an empty project adds (packages, bytes, seconds, warm npm
 * cache), `toolshed --help` time (the bin directly and through npx), and one
 * install of each kind from the local site (the built dist/ served by the
 * local host over HTTP) by the installed bin. Beside it, when the registry is
 * reachable, the same install of claude-code-templates@1.29.6 and its --help.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { KINDS } from '../src/catalog/kinds.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const work = await mkdtemp(join(tmpdir(), 'toolshed-bench-package-'));
const env = { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false', DO_NOT_TRACK: '1' };

function sh(command: string, args: string[], cwd: string): { ms: number; stdout: string; ok: boolean; stderr: string } {
  const t = performance.now();
  const r = spawnSync(command, args, { cwd, env, encoding: 'utf8' });
  return { ms: performance.now() - t, stdout: r.stdout, stderr: r.stderr, ok: r.status === 0 };
}

async function du(dir: string): Promise<number> {
  let bytes = 0;
  for (const e of await readdir(dir, { recursive: true, withFileTypes: true })) if (e.isFile()) bytes += (await stat(join(e.parentPath, e.name))).size;
  return bytes;
}

async function packageCount(modules: string): Promise<number> {
  let n = 0;
  for (const name of await readdir(modules)) {
    if (name.startsWith('.')) continue;
    n += name.startsWith('@') ? (await readdir(join(modules, name))).length : 1;
  }
  return n;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function timeRuns(command: string, args: string[], cwd: string, n: number): number {
  sh(command, args, cwd); // warm the file cache
  return median(Array.from({ length: n }, () => sh(command, args, cwd).ms));
}

const mb = (b: number) => `${(b / 2 ** 20).toFixed(2)} MB`;
console.log(`machine: ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.versions.node}, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);

// 1. Pack exactly what package.json "files" lists, with lib/ built into the stage.
const stage = join(work, 'stage');
await mkdir(stage);
const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { files: string[] };
for (const entry of pkg.files.filter((f) => f !== 'lib' && !f.startsWith('!'))) await cp(join(ROOT, entry), join(stage, entry), { recursive: true });
await cp(join(ROOT, 'package.json'), join(stage, 'package.json'));
const build = sh(process.execPath, [join(ROOT, 'scripts', 'build-cli.ts'), '--out', join(stage, 'lib')], ROOT);
if (!build.ok) throw new Error(build.stderr);
const packed = sh('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', work], stage);
const tarball = join(work, packed.stdout.trim().split('\n').pop()!);
console.log(`toolshed packed tarball: ${mb((await stat(tarball)).size)}`);

// 2. Install the tarball into an empty project (npm cache warm from earlier installs).
async function installInto(name: string, spec: string): Promise<{ dir: string; ms: number; ok: boolean; bytes: number; packages: number }> {
  const dir = join(work, name);
  await mkdir(dir);
  await writeFile(join(dir, 'package.json'), '{"name":"consumer","private":true}\n');
  const r = sh('npm', ['install', '--prefer-offline', '--ignore-scripts', spec], dir);
  if (!r.ok) return { dir, ms: r.ms, ok: false, bytes: 0, packages: 0 };
  return { dir, ms: r.ms, ok: true, bytes: await du(join(dir, 'node_modules')), packages: await packageCount(join(dir, 'node_modules')) };
}
const ours = await installInto('toolshed-project', tarball);
if (!ours.ok) throw new Error('installing the toolshed tarball failed');
console.log(`toolshed npm install: ${ours.packages} packages, ${mb(ours.bytes)}, ${(ours.ms / 1000).toFixed(1)} s`);

const bin = join(ours.dir, 'node_modules', 'toolshed', 'bin', 'toolshed.mjs');
console.log(`toolshed --help (node bin, median of 10): ${timeRuns(process.execPath, [bin, '--help'], ours.dir, 10).toFixed(0)} ms`);
console.log(`npx toolshed --help (median of 5): ${timeRuns('npx', ['--offline', 'toolshed', '--help'], ours.dir, 5).toFixed(0)} ms`);
console.log(`node -e '' (floor, median of 10): ${timeRuns(process.execPath, ['-e', ''], ours.dir, 10).toFixed(0)} ms`);

// 3. One install of each kind from the local site over HTTP.
const server = spawn(process.execPath, [join(ROOT, 'tests', 'helpers', 'serve.ts')], { cwd: ROOT, env: { ...env, PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
const site = await new Promise<string>((resolve, reject) => {
  let out = '';
  server.stdout!.on('data', (d) => {
    out += d;
    const m = /listening at (http:\/\/\S+)/.exec(out);
    if (m) resolve(m[1]!.replace(/\/$/, ''));
  });
  server.once('exit', (code) => reject(new Error(`local site exited with ${code}`)));
});
try {
  const index = (await (await fetch(`${site}/search-index.json`)).json()) as { type: string; path: string }[];
  const target = join(work, 'target');
  await mkdir(target);
  const rows: string[] = [];
  for (const kind of KINDS) {
    const entry = index.find((e) => e.type === kind.singular);
    if (!entry) continue;
    const spec = entry.path.replace(/\.[^./]+$/, '');
    const r = sh(process.execPath, [bin, `--${kind.singular}`, spec, '--site', site, '--yes', '--force'], target);
    rows.push(`${kind.singular} ${spec}: ${r.ms.toFixed(0)} ms${r.ok ? '' : ` (failed: ${r.stderr.trim().split('\n').pop()})`}`);
  }
  console.log(`one install of each kind from the local site (${site}), wall clock per command:\n  ${rows.join('\n  ')}`);
} finally {
  server.kill('SIGTERM');
}

// 4. Beside it: claude-code-templates, when the registry answers.
const theirs = await installInto('cct-project', 'claude-code-templates@1.29.6');
if (theirs.ok) {
  console.log(`claude-code-templates@1.29.6 npm install: ${theirs.packages} packages, ${mb(theirs.bytes)}, ${(theirs.ms / 1000).toFixed(1)} s`);
  const cct = join(theirs.dir, 'node_modules', '.bin', 'claude-code-templates');
  console.log(`claude-code-templates --help (median of 5): ${timeRuns(cct, ['--help'], theirs.dir, 5).toFixed(0)} ms`);
  const agent = sh(cct, ['--agent', 'development-team/frontend-developer', '--yes', '--directory', join(work, 'cct-target')], theirs.dir);
  // It exits 0 even when nothing was installed: judge by what it printed.
  const installed = agent.ok && !/No components were installed|Error installing/.test(agent.stdout + agent.stderr);
  console.log(`claude-code-templates --agent …: ${agent.ms.toFixed(0)} ms, ${installed ? 'installed' : `not installed: ${(agent.stdout + agent.stderr).match(/Error[^\n]*/)?.[0] ?? 'see its output'}`}`);
} else {
  console.log('claude-code-templates@1.29.6: registry not reachable; skipped');
}
await rm(work, { recursive: true, force: true });
