/**
 * Files between the build's caches (the page cache's folder: component pages,
 * plugin archives, full-text bundles) and the output: a hard link where both
 * are on one file system, a copy elsewhere, so a warm build writes no bytes it
 * already wrote once (at 10,000 components: 260 MB of pages, 46 MB of zips,
 * 45 MB of index). The output's files are then the cache's: nothing may write
 * into an output file in place. The build only creates files, and the next
 * build moves the output aside before Astro writes (staging.ts).
 */
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/**
 * A cached file's use is recorded (its time set) only when its time is older than this:
 * the cache's sweep removes what no build used for a week (page-cache.ts), and setting the
 * time of every file on every build cost a system call each.
 */
export const MARK_EVERY_MS = 24 * 3600 * 1000;

const temporaryName = (path: string) => `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;

/**
 * `to` made the same bytes as `from`: a hard link (no bytes written), else a copy (another
 * file system, or one without links). Under a temporary name renamed over `to`, so a reader
 * never sees half a file and an existing `to` is replaced, never written into.
 */
export async function linkOrCopy(from: string, to: string): Promise<void> {
  const temporary = temporaryName(to);
  try {
    await link(from, temporary);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    await copyFile(from, temporary);
  }
  await rename(temporary, to);
}

/** The files under `dir`, relative to it, sorted. */
async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))).sort();
}

/** The list of a kept folder's files, written last: a folder without it, or missing one of them, is not used. */
const MANIFEST = '.files.json';

/** Links (or copies) every file of `from` into `to` (made), a bounded number at a time. */
async function linkFiles(from: string, to: string, files: readonly string[]): Promise<void> {
  for (const folder of new Set(files.map((f) => dirname(join(to, f))))) await mkdir(folder, { recursive: true });
  for (let i = 0; i < files.length; i += 64) {
    await Promise.all(files.slice(i, i + 64).map((f) => linkOrCopy(join(from, f), join(to, f))));
  }
}

/**
 * A folder kept under `key` in `cacheDir`, put at `to`: true when it was there whole (every file
 * its list names). Its time is set again once a day, so the sweep keeps what is in use.
 */
export async function takeTree(cacheDir: string, key: string, to: string, now = new Date()): Promise<boolean> {
  const kept = join(cacheDir, key.slice(0, 2), key);
  let files: string[];
  let manifestTime: number;
  try {
    manifestTime = (await stat(join(kept, MANIFEST))).mtimeMs;
    files = JSON.parse(await readFile(join(kept, MANIFEST), 'utf8')) as string[];
    if (!Array.isArray(files)) return false;
    await linkFiles(kept, to, files);
  } catch {
    // Missing or swept in part: built again.
    await rm(to, { recursive: true, force: true });
    return false;
  }
  if (now.getTime() - manifestTime > MARK_EVERY_MS) {
    for (const f of [...files, MANIFEST]) await utimes(join(kept, f), now, now).catch(() => {});
  }
  return true;
}

/** Keeps the folder `from` under `key` in `cacheDir` (linked): made aside and renamed, so a reader finds it whole or not at all. */
export async function keepTree(cacheDir: string, key: string, from: string): Promise<void> {
  const kept = join(cacheDir, key.slice(0, 2), key);
  // Another build kept the same key: its folder holds the same bytes.
  if (await stat(join(kept, MANIFEST)).then(() => true, () => false)) return;
  const temporary = temporaryName(kept);
  const files = await filesOf(from);
  await linkFiles(from, temporary, files);
  await writeFile(join(temporary, MANIFEST), JSON.stringify(files));
  // A folder left without its list (a build stopped while keeping it, or swept in part) is replaced.
  await rm(kept, { recursive: true, force: true });
  await rename(temporary, kept).catch(async () => {
    await rm(temporary, { recursive: true, force: true });
  });
}
