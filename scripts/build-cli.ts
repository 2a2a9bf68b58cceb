/**
 * Compile the CLI and its local servers to lib/ for publishing: Node strips
 * TypeScript types only outside node_modules, so an installed package must
 * ship JavaScript. Non-TypeScript assets (the monitor's and dashboard's web
 * pages) are copied beside the compiled modules that serve them.
 */
import { spawnSync } from 'node:child_process';
import { cp, readdir, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = resolve(values.out ?? join(root, 'lib'));
const src = join(root, 'src');

await rm(out, { recursive: true, force: true });
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json'), '--outDir', out], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);

async function copyAssets(dir: string): Promise<number> {
  let copied = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path === join(src, 'pages')) continue;
      copied += await copyAssets(path);
    } else if (!/\.(ts|astro)$/.test(entry.name) && !path.startsWith(join(src, 'styles'))) {
      const target = join(out, relative(src, path));
      await cp(path, target, { recursive: false, force: true });
      copied++;
    }
  }
  return copied;
}
const copied = await copyAssets(src);
console.log(`Compiled src/ to ${relative(root, out) || out} and copied ${copied} assets next to it (${dirname(out) === root ? 'publishable' : 'custom output'}).`);
