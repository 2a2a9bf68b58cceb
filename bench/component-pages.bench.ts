/**
 * Component page sizes at scale (issue #13: no page over 1 MB). Generates the
 * catalog bench's 10,000 components (`catalog.bench.ts --generate`), adds the
 * messy component-page fixtures (a 1,098-file skill, a 600 KB SKILL.md,
 * agents full of examples), runs the real build, and reports the largest
 * component pages.
 * Usage: npm run bench -- component-pages   (BENCH_COMPONENTS=2000 for a quicker run)
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeComponentCatalog } from '../tests/catalog/component-fixture.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LIMIT = 1_000_000;

/** Every component page of a built site with its size, largest first. */
async function pageSizes(out: string): Promise<Array<[string, number]>> {
  const sizes: Array<[string, number]> = [];
  for (const entry of await readdir(join(out, 'component'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = join(entry.parentPath, entry.name);
    sizes.push([relative(out, entry.parentPath), (await stat(file)).size]);
  }
  return sizes.sort((a, b) => b[1] - a[1]);
}

const total = Number(process.env.BENCH_COMPONENTS ?? 10_000);
const work = await mkdtemp(join(tmpdir(), 'toolshed-pages-bench-'));
try {
  const source = join(work, 'source');
  const out = join(work, 'out');
  const generated = spawnSync(process.execPath, [join(ROOT, 'bench/catalog.bench.ts'), '--generate', source, String(total)], { encoding: 'utf8' });
  if (generated.status !== 0) throw new Error(generated.stderr);
  await writeComponentCatalog(source);
  const started = performance.now();
  const build = spawnSync(process.execPath, ['scripts/build.ts', '--out-dir', out], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, CATALOG_SOURCE_DIR: source, SOURCE_DATE_EPOCH: '1700000000', TOOLSHED_STRICT: '', DATABASE_URL: 'postgres://toolshed@127.0.0.1:9/none', SUPABASE_URL: '' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) throw new Error(`build failed:\n${build.stdout}\n${build.stderr}`);
  const buildMs = performance.now() - started;
  const sizes = await pageSizes(out);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`${sizes.length} component pages (${generated.stdout.trim()} generated + the page fixtures), build ${(buildMs / 1000).toFixed(1)} s`);
  console.log(`largest: ${sizes.slice(0, 5).map(([p, n]) => `${p} ${kb(n)}`).join(', ')}`);
  const median = sizes[Math.floor(sizes.length / 2)]![1];
  console.log(`median page ${kb(median)}; pages over 1 MB: ${sizes.filter(([, n]) => n > LIMIT).length}`);
  console.log(`load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (${cpus().length} cores)`);
  console.log(sizes[0]![1] <= LIMIT ? 'within the goal (every page ≤ 1 MB)' : 'OUTSIDE the goal');
} finally {
  await rm(work, { recursive: true, force: true });
}
