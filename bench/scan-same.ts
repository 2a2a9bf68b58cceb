/**
 * Do two builds of `toolshed scan` say the same thing? A speed change to the scan (its snapshot, its
 * bin, gates in front of rules) must not change one report. Runs each bin's `scan --json` on a whole
 * catalog and on each of its components one at a time (the one-component scan, from the bin's own
 * startup snapshot after the first), and compares the outputs byte for byte.
 *
 *   node bench/scan-same.ts <bin A> <bin B> [catalog folder, default components-source/]
 *
 * Each bin is an installed layout's bin/toolshed.mjs (bench/safety-speed.ts builds one; or
 * `node scripts/build-cli.ts --out <dir>/lib` beside a copy of bin/ and package.json). Each bin keeps its
 * snapshot in a cache folder of its own. Exit 0 when every output is the same, 1 otherwise.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const [binA, binB, catalogArg] = process.argv.slice(2);
if (!binA || !binB) {
  console.error('usage: node bench/scan-same.ts <bin A> <bin B> [catalog folder]');
  process.exit(2);
}
const catalog = resolve(catalogArg ?? fileURLToPath(new URL('../components-source', import.meta.url)));
const caches = [mkdtempSync(join(tmpdir(), 'scan-same-a-')), mkdtempSync(join(tmpdir(), 'scan-same-b-'))];

function scan(which: 0 | 1, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [[binA, binB][which]!, 'scan', '--json', ...args], {
    cwd: catalog,
    encoding: 'utf8',
    maxBuffer: 256 * 2 ** 20,
    env: { ...process.env, XDG_CACHE_HOME: caches[which] },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

let differ = 0;
function compare(label: string, args: string[]): string {
  const [a, b] = [scan(0, args), scan(1, args)];
  const same = a.status === b.status && a.stdout === b.stdout && a.stderr === b.stderr;
  if (!same) {
    differ++;
    console.log(`DIFFERENT ${label}: exit ${a.status} / ${b.status}, ${a.stdout.length} / ${b.stdout.length} bytes of output`);
  }
  return a.stdout;
}

try {
  const whole = compare('the whole catalog', ['.']);
  const sources = (JSON.parse(whole) as Array<{ source: string }>).map((c) => c.source);
  // Each component alone: the first scan of each bin builds its snapshot, the rest start from it.
  for (const source of sources) compare(source, [source]);
  console.log(`${sources.length} components one at a time and the whole catalog: ${differ === 0 ? 'the same output from both bins' : `${differ} different`}`);
} finally {
  for (const dir of caches) rmSync(dir, { recursive: true, force: true });
}
process.exit(differ === 0 ? 0 : 1);
