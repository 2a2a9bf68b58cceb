/**
 * What the usage and status line benches run: our CLI as an install runs it (src/
 * compiled to lib/ by scripts/build-cli.ts, beside bin/), and ccusage 20.0.24 (its
 * native build) and 19.0.3 (its last JavaScript release), installed with npm into the
 * bench's temporary folder (never a project dependency). When the registry cannot be
 * reached, the bench says so and measures ours alone.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const CCUSAGE_VERSIONS = ['20.0.24', '19.0.3'] as const;
export type CcusageVersion = (typeof CCUSAGE_VERSIONS)[number];

/** Builds our package into `work/toolshed`; returns its bin. */
export async function buildOurs(work: string): Promise<string> {
  const pkg = join(work, 'toolshed');
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-cli.ts'), '--out', join(pkg, 'lib')], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build-cli failed:\n${built.stderr}`);
  await cp(join(ROOT, 'bin'), join(pkg, 'bin'), { recursive: true });
  await cp(join(ROOT, 'package.json'), join(pkg, 'package.json'));
  await symlink(join(ROOT, 'node_modules'), join(pkg, 'node_modules'));
  return join(pkg, 'bin', 'toolshed.mjs');
}

/** Installs each ccusage version into `work`; its CLI's path, or null when it could not be installed. */
export async function installCcusage(work: string): Promise<Record<CcusageVersion, string | null>> {
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
  const out = {} as Record<CcusageVersion, string | null>;
  for (const version of CCUSAGE_VERSIONS) {
    const dir = join(work, `ccusage-${version}`);
    await mkdir(dir, { recursive: true });
    const r = spawnSync(npm[0]!, [...npm.slice(1), 'install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', '--ignore-scripts=false', `ccusage@${version}`], { encoding: 'utf8' });
    const cli = join(dir, 'node_modules', 'ccusage', version.startsWith('20') ? 'src/cli.js' : 'dist/cli.js');
    out[version] = r.status === 0 && existsSync(cli) ? cli : null;
    if (!out[version]) console.log(`ccusage ${version} could not be installed (registry unreachable?), measured without it:\n${r.stderr.slice(-500)}`);
  }
  return out;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** The p-th percentile (0-100), nearest rank. */
export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
};
export const r2 = (n: number) => Math.round(n * 100) / 100;
export const load = () => r2(loadavg()[0]!);
