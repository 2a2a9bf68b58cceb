/**
 * The file-system shell of the wrapper: a plugin tree written to a folder
 * (the local marketplace of `toolshed plugins`, tests, the site engineer's
 * context-cost check). Every path is checked again before it is used, since a
 * mod's file names come from a catalog.
 */
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { safeRelativePath } from '../catalog/relative-path.ts';
import type { PluginTree } from './wrap.ts';

/** Write every file of `plugin` under `dir` (created), scripts executable. */
export async function writePluginTree(dir: string, plugin: { files: readonly PluginTree['files'][number][] }): Promise<void> {
  for (const f of plugin.files) {
    const target = join(dir, ...safeRelativePath(f.path).split('/'));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, f.text, { mode: f.executable ? 0o755 : 0o644 });
    // writeFile's mode applies only to new files (and the umask): set it outright.
    await chmod(target, f.executable ? 0o755 : 0o644);
  }
}
