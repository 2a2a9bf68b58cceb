/**
 * The safety bench's user-facing speed and size (issue 36): `toolshed scan` of
 * one component (a hook file, a skill folder) through the installed bin (the
 * compiled lib/ a user runs) and through this checkout's bin, beside
 * `toolshed --version` (the bin's own start) and `node -e ''` (the floor:
 * Node starting and doing nothing, measured in the same run); and what `npx toolshed` installs (package.json "files"
 * with lib/ built, packed, installed into an empty project). Synchronous
 * child processes, median and slowest of ten runs after one that warms the
 * file cache. Each run's CPU (user+sys of the child and what it started,
 * from bash's `times`) beside its wall time: the shared machine's load
 * inflates wall time several-fold and CPU time much less. The grammars'
 * share is measured apart: importing src/safety/ir/grammars.ts alone (the
 * tree-sitter runtime and every grammar instantiated).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false', DO_NOT_TRACK: '1' };

function sh(command: string, args: string[], cwd: string): { ms: number; ok: boolean; stdout: string; stderr: string; status: number | null } {
  const t = performance.now();
  const r = spawnSync(command, args, { cwd, env, encoding: 'utf8' });
  return { ms: performance.now() - t, ok: r.status === 0, stdout: r.stdout, stderr: r.stderr, status: r.status };
}

/** One run under bash, its output dropped; `times` then gives the CPU of what bash started (user + sys, ms). */
function timed(command: string, args: string[], cwd: string): { ms: number; cpuMs: number; status: number | null } {
  const t = performance.now();
  const r = spawnSync('bash', ['-c', '"$@" >/dev/null 2>&1; s=$?; times; exit $s', 'bash', command, ...args], { cwd, env, encoding: 'utf8' });
  const ms = performance.now() - t;
  // `times`: the shell's user and sys, then its children's: `0m0.123s 0m0.045s`.
  const children = r.stdout.trim().split('\n').pop() ?? '';
  const secs = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
  return { ms, cpuMs: secs.length === 2 ? 1000 * (secs[0]! + secs[1]!) : Number.NaN, status: r.status };
}

interface Runs {
  median: number;
  max: number;
  cpuMedian: number;
  cpuMax: number;
  status: number | null;
}

function runs(command: string, args: string[], cwd: string, n = 10): Runs {
  const first = timed(command, args, cwd);
  const all = Array.from({ length: n }, () => timed(command, args, cwd));
  const ms = all.map((r) => r.ms).sort((a, b) => a - b);
  const cpu = all.map((r) => r.cpuMs).sort((a, b) => a - b);
  return { median: ms[Math.floor(n / 2)]!, max: ms[n - 1]!, cpuMedian: cpu[Math.floor(n / 2)]!, cpuMax: cpu[n - 1]!, status: first.status };
}

const pair = (r: Runs) => `${r.median.toFixed(0)} / ${r.max.toFixed(0)} ms wall, ${r.cpuMedian.toFixed(0)} / ${r.cpuMax.toFixed(0)} ms CPU`;

function du(dir: string): number {
  let bytes = 0;
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) if (e.isFile()) bytes += statSync(join(e.parentPath, e.name)).size;
  return bytes;
}

const mb = (b: number) => `${(b / 2 ** 20).toFixed(2)} MB`;
let installed: { bin: string; bytes: number; tarball: number } | undefined;

/** Packs and installs toolshed once into `work` (both measures use it). */
function install(work: string): NonNullable<typeof installed> {
  if (installed) return installed;
  const stage = join(work, 'stage');
  mkdirSync(stage, { recursive: true });
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { files: string[] };
  for (const entry of pkg.files.filter((f) => f !== 'lib' && !f.startsWith('!'))) cpSync(join(ROOT, entry), join(stage, entry), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(stage, 'package.json'));
  const build = sh(process.execPath, [join(ROOT, 'scripts', 'build-cli.ts'), '--out', join(stage, 'lib')], ROOT);
  if (!build.ok) throw new Error(`building lib/ failed: ${build.stderr}`);
  const packed = sh('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', work], stage);
  const tarball = join(work, packed.stdout.trim().split('\n').pop()!);
  const project = join(work, 'consumer');
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, 'package.json'), '{"name":"consumer","private":true}\n');
  const r = sh('npm', ['install', '--prefer-offline', '--ignore-scripts', tarball], project);
  if (!r.ok) throw new Error(`installing the tarball failed: ${r.stderr}`);
  installed = { bin: join(project, 'node_modules', 'toolshed', 'bin', 'toolshed.mjs'), bytes: du(join(project, 'node_modules')), tarball: statSync(tarball).size };
  return installed;
}

export function installedSize(work: string): string {
  const i = install(work);
  return `npx toolshed installs ${mb(i.bytes)} (packed ${mb(i.tarball)}); goal ≤ 5 MB: ${i.bytes <= 5 * 2 ** 20 ? 'met' : 'NOT met'}`;
}

/**
 * One component each way people scan one: a hook with its script (a file), a skill folder with
 * a shell and a Python script (a folder, two grammars); through each bin, beside the floor
 * measured in the same run, Node starting and doing nothing (`node -e ''`).
 */
export function scanTiming(work: string): string {
  const one = join(work, 'scan-one', 'hooks', 'tools');
  mkdirSync(one, { recursive: true });
  const hook = `${JSON.stringify({ description: 'Format edited files', supportingFiles: [{ source: 'fmt.sh', destination: '.claude/hooks/fmt.sh', executable: true }], hooks: { PostToolUse: [{ matcher: 'Edit|Write', hooks: [{ type: 'command', command: 'bash .claude/hooks/fmt.sh' }] }] } }, null, 2)}\n`;
  writeFileSync(join(one, 'fmt.json'), hook);
  writeFileSync(join(one, 'fmt.sh'), '#!/usr/bin/env bash\nset -euo pipefail\nfile=$(jq -r .tool_input.file_path)\nnpx --no-install prettier --write "$file" >/dev/null 2>&1 || true\n');
  const skill = join(work, 'scan-one', 'skills', 'data', 'csv-report');
  mkdirSync(join(skill, 'scripts'), { recursive: true });
  writeFileSync(join(skill, 'SKILL.md'), '---\nname: csv-report\ndescription: Summarises a CSV file\nallowed-tools: Read, Bash\n---\nRun `bash scripts/report.sh <file.csv>`; it calls scripts/profile.py.\n');
  writeFileSync(join(skill, 'scripts', 'report.sh'), '#!/usr/bin/env bash\nset -euo pipefail\npython3 "$(dirname "$0")/profile.py" "$1" | column -t\n');
  writeFileSync(join(skill, 'scripts', 'profile.py'), 'import csv\nimport sys\n\nwith open(sys.argv[1], newline="") as f:\n    rows = list(csv.DictReader(f))\nfor name in rows[0] if rows else []:\n    print(name, sum(1 for r in rows if r[name]))\n');
  const floor = runs(process.execPath, ['-e', ''], work);
  const bins: Array<[string, string]> = [['installed bin (lib/)', install(work).bin], ['checkout bin (src/)', join(ROOT, 'bin', 'toolshed.mjs')]];
  const rows = [
    '| bin | scan of one hook with its script: median / slowest of 10 | scan of one skill folder (shell + Python) | --version (the start alone) | the grammars alone (runtime + every grammar; installed: through its facade, the scan\'s bundle with them) |',
    '| --- | --- | --- | --- | --- |',
  ];
  const status = (r: Runs, want: number) => (r.status === want ? '' : ` (exit ${r.status})`);
  for (const [name, bin] of bins) {
    const scan = runs(process.execPath, [bin, 'scan', join(one, 'fmt.json')], work);
    const folder = runs(process.execPath, [bin, 'scan', skill], work);
    const start = runs(process.execPath, [bin, '--version'], work);
    // lib/ ships grammars.ts inside the scan's bundle alone: its path there is a facade that loads the bundle (scripts/cli-analyzer.ts).
    const grammars = join(bin, '..', '..', name.startsWith('installed') ? 'lib/safety/ir/grammars.js' : 'src/safety/ir/grammars.ts');
    const load = runs(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(grammars).href)})`], work);
    rows.push(`| ${name} | ${pair(scan)}${status(scan, 0)} | ${pair(folder)}${status(folder, 0)} | ${pair(start)} | ${pair(load)} (with Node's start) |`);
    if (name.startsWith('installed')) {
      // The scan's own process alone, from its script (as a first scan runs it, before the bin has
      // built the startup snapshot the rows above start from: src/cli/scan-snapshot.ts).
      const alone = (target: string) => runs(process.execPath, ['--liftoff-only', '--no-maglev', '--no-regexp-tier-up', '--no-incremental-marking-task', '--initial-old-space-size=64', bin, 'scan', target], work);
      const [aloneHook, aloneSkill] = [alone(join(one, 'fmt.json')), alone(skill)];
      rows.push(`| ${name}: the scan's own process alone, from its script (no snapshot) | ${pair(aloneHook)}${status(aloneHook, 0)} | ${pair(aloneSkill)}${status(aloneSkill, 0)} | | |`);
    }
  }
  rows.push(`| floor: \`node -e ''\` | ${pair(floor)} | | | |`);
  return `${rows.join('\n')}\ngoal ≤ 200 ms (machine shared: load average ${loadavg()[0]!.toFixed(1)})`;
}
