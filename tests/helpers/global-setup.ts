/**
 * Build the site once for every test that needs it (pages, links, installer),
 * from our own catalog with --strict, unless a fresh build already exists.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  if (process.env.TOOLSHED_SKIP_BUILD === '1') return;
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const result = spawnSync(process.execPath, ['scripts/build.ts', '--strict'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The site build failed; see the output above.');
}
