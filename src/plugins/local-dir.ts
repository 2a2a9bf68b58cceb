/**
 * The file-system shell of the local marketplace: read the folder as it is,
 * and replace it whole. The new folder is written beside the old one and
 * swapped in by two renames, so an interrupted write (Ctrl-C, a full disk)
 * leaves the marketplace the client knows as it was.
 */
import { lstat, mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writePluginTree } from './write.ts';
import type { PluginFile } from './wrap.ts';
import { nameRecord } from '../text/records.ts';

/** Every regular file under `dir` by relative path (symbolic links are not followed); {} when there is no folder. */
export async function readFolder(dir: string): Promise<Record<string, string>> {
  const out = nameRecord<string>();
  const walk = async (rel: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(join(dir, rel), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && rel === '') return;
      throw error;
    }
    for (const e of entries) {
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(path);
      else if (e.isFile()) out[path] = await readFile(join(dir, path), 'utf8');
    }
  };
  await walk('');
  return out;
}

export async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}

/** Replace `dir` with exactly `files`. */
export async function replaceFolder(dir: string, files: readonly PluginFile[]): Promise<void> {
  await mkdir(dirname(dir), { recursive: true });
  const stamp = `${process.pid}-${Date.now()}`;
  const fresh = `${dir}.new-${stamp}`;
  const old = `${dir}.old-${stamp}`;
  try {
    await writePluginTree(fresh, { files });
    const had = await exists(dir);
    if (had) await rename(dir, old);
    await rename(fresh, dir);
    if (had) await rm(old, { recursive: true, force: true });
  } finally {
    await rm(fresh, { recursive: true, force: true });
  }
}
