/**
 * Folders a build writes beside its output folder while Astro renders (Astro empties the
 * output folder when it starts): the full-text index, the content documents and the
 * plugin archives, each moved in when the build ends. Named after the output folder and
 * the build's process id, so two builds into different folders never meet; a build that
 * was killed leaves its folders behind, and the next build into the same folder removes
 * those of processes that no longer run.
 */
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { isAlive } from '../storage/alive.ts';

export type StagingPart = 'pagefind' | 'content' | 'plugins' | 'previous';

/** Where this build stages `part` for the output folder `outDir`. */
export const stagingPath = (outDir: string, part: StagingPart, pid = process.pid): string => `${outDir}.${part}-${pid}`;

/** Pure: which of `names` (the output folder's siblings) are staging folders of `outDir` left by a process `alive` says is gone. */
export function staleStagings(outName: string, names: string[], alive: (pid: number) => boolean): string[] {
  return names.filter((name) => {
    if (!name.startsWith(`${outName}.`)) return false;
    const m = /^(pagefind|content|plugins|previous)-(\d+)$/.exec(name.slice(outName.length + 1));
    return m !== null && Number(m[2]) !== process.pid && !alive(Number(m[2]));
  });
}

/** Removes what killed builds into `outDir` left beside it; returns the folders removed. */
export async function removeStaleStagings(outDir: string, alive: (pid: number) => boolean = isAlive): Promise<string[]> {
  const parent = dirname(outDir);
  const names = await readdir(parent).catch(() => [] as string[]);
  const stale = staleStagings(basename(outDir), names, alive);
  for (const name of stale) await rm(join(parent, name), { recursive: true, force: true });
  return stale;
}

/**
 * The previous build's output, moved out of the way when the build starts: Astro empties the
 * output folder with a synchronous removal (one `rmSync` per entry, with retries) that blocked
 * the main thread 20 s at 10,000 components on a busy disk (docs/benchmarks.md, "Warm build by
 * phase"). Each entry is renamed into a staging folder beside it (a rename per top-level
 * entry; the folder itself stays, with its permissions or mount), so Astro finds it empty, and
 * the old files are removed in the background while the pages render. Returns that removal;
 * an entry that cannot be renamed (another file system) is left for Astro to remove.
 */
export async function moveOutputAside(outDir: string): Promise<{ removed: Promise<void> }> {
  const names = await readdir(outDir).catch(() => [] as string[]);
  if (!names.length) return { removed: Promise.resolve() };
  const aside = stagingPath(outDir, 'previous');
  await mkdir(aside, { recursive: true });
  for (const name of names) await rename(join(outDir, name), join(aside, name)).catch(() => {});
  const removed = rm(aside, { recursive: true, force: true });
  removed.catch(() => {});
  return { removed };
}
