import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DIST = join(ROOT, 'dist');

/**
 * Whether dist/ holds our own catalog's build (the global setup makes it; with
 * TOOLSHED_SKIP_BUILD=1 an earlier build is used). Tests of our own site skip
 * without it, and say so here rather than silently.
 */
export const OWN_SITE_BUILT = ['components.json', 'search-index.json', 'search-compact.json'].every((f) => existsSync(join(DIST, f)));
if (!OWN_SITE_BUILT) console.warn('!! dist/ holds no build of our catalog: the tests of our own site are SKIPPED (run without TOOLSHED_SKIP_BUILD=1)');

/** A fresh temporary folder, removed by the returned cleanup. */
export async function tempDir(prefix = 'toolshed-'): Promise<{ path: string; cleanup: () => Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  return { path, cleanup: () => rm(path, { recursive: true, force: true }) };
}
