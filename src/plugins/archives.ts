/**
 * Every planned plugin's archive, zipped, hashed and written under a folder (the
 * site's output or a staging folder beside it), in batches on worker threads
 * (src/workers/pool.ts): deflating ~100,000 plugins is minutes of CPU, which the
 * site's build runs on the second core while Astro renders the pages on the
 * first (integration.ts). `threads: 0` does the same work on this thread (tests,
 * small callers). The bytes do not depend on where they are made (zip.ts).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { runOnWorkers, workerUrl, type Reply } from '../workers/pool.ts';
import type { PluginFile, PluginTree } from './wrap.ts';
import { pluginZip } from './zip.ts';
import { hashFolder } from '../catalog/deploy-limits.ts';
import { linkOrCopy, MARK_EVERY_MS } from '../catalog/cache-files.ts';

/**
 * Where a plugin's archive lives, relative to the site root: one file per
 * version, so a cached copy never goes stale; in one of 256 sub-folders chosen
 * by a hash of the plugin's name, since one folder of a Netlify deploy holds
 * at most 54,000 files (src/catalog/deploy-limits.ts) and a catalog may have
 * more plugins than that, in any mix of kinds and categories.
 */
export function archiveFile(plugin: { name: string; version: string }): string {
  return `plugins/${hashFolder(plugin.name)}/${plugin.name}-${plugin.version}.zip`;
}

export interface ArchiveBatch {
  dir: string;
  plugins: Array<{ rel: string; files: PluginFile[] }>;
  /** Archives kept between builds (ArchiveCache), when the build has a cache. */
  cache?: ArchiveCache;
}

/**
 * Archives kept between builds, as the page cache keeps pages (src/catalog/page-cache.ts,
 * in its folder, so Netlify keeps both and the same week-unused rule removes both): a
 * plugin's zip under a key of the site's code and the plugin's files, so a build after
 * adding one component zips one plugin and copies the others' bytes.
 */
export interface ArchiveCache {
  dir: string;
  /** The site's code (page-cache.ts's siteCodeDigest): the zip format is in it. */
  codeDigest: string;
}

function archiveKey(cache: ArchiveCache, files: readonly PluginFile[]): string {
  return createHash('sha256').update(cache.codeDigest).update('\0').update(JSON.stringify(files)).digest('hex');
}

/**
 * The cached archive linked (or copied) to `to` (cache-files.ts), and its bytes read back for
 * the marketplace's sha256 (the hash is of the bytes shipped, whatever the cache holds); its time
 * set once a day. Undefined when missing (or removed by another build meanwhile).
 */
async function takeZip(cache: ArchiveCache, key: string, to: string): Promise<Uint8Array | undefined> {
  const file = join(cache.dir, key.slice(0, 2), `${key}.zip`);
  try {
    await linkOrCopy(file, to);
    const zip = await readFile(to);
    const now = new Date();
    if (now.getTime() - (await stat(file)).mtimeMs > MARK_EVERY_MS) await utimes(file, now, now);
    return zip;
  } catch {
    // The zip is made and written anew: never into a link to the cache's file.
    await rm(to, { force: true });
    return undefined;
  }
}

async function keepZip(cache: ArchiveCache, key: string, zip: Uint8Array): Promise<void> {
  const folder = join(cache.dir, key.slice(0, 2));
  await mkdir(folder, { recursive: true });
  // Under a temporary name, renamed: a build sharing the folder never reads half an archive.
  const temporary = join(folder, `${key}.zip.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  await writeFile(temporary, zip);
  await rename(temporary, join(folder, `${key}.zip`));
}

export interface WrittenArchive {
  sha256: string;
  bytes: number;
}

/** Plugins per task: enough that a message's cost is small beside the zipping, few enough to keep memory flat. */
const BATCH = 200;

/** One batch: each plugin zipped, hashed and written (a bounded number of writes in flight); its folders exist. */
export async function writeArchiveBatch(batch: ArchiveBatch): Promise<WrittenArchive[]> {
  const written: WrittenArchive[] = [];
  const pending: Promise<void>[] = [];
  for (const { rel, files } of batch.plugins) {
    const key = batch.cache ? archiveKey(batch.cache, files) : undefined;
    const cached = key ? await takeZip(batch.cache!, key, join(batch.dir, rel)) : undefined;
    const zip = cached ?? pluginZip(files);
    written.push({ sha256: createHash('sha256').update(zip).digest('hex'), bytes: zip.byteLength });
    if (!cached) pending.push(writeFile(join(batch.dir, rel), zip));
    if (key && !cached) pending.push(keepZip(batch.cache!, key, zip));
    if (pending.length >= 64) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
  return written;
}

/** Writes every plugin's archive under `dir` (at `archiveFile`); the sha256 and size of each, in the order given. */
export async function writeArchives(plugins: readonly PluginTree[], dir: string, options: { threads: number; cache?: ArchiveCache }): Promise<WrittenArchive[]> {
  const batches: ArchiveBatch[] = [];
  for (let i = 0; i < plugins.length; i += BATCH) {
    batches.push({ dir, plugins: plugins.slice(i, i + BATCH).map((p) => ({ rel: archiveFile(p), files: p.files })), ...(options.cache ? { cache: options.cache } : {}) });
  }
  // The 256 sub-folders made once here, not once per archive.
  for (const folder of new Set(batches.flatMap((b) => b.plugins.map((p) => dirname(join(dir, p.rel)))))) await mkdir(folder, { recursive: true });
  const results: WrittenArchive[][] = [];
  if (options.threads <= 0) {
    for (const batch of batches) results.push(await writeArchiveBatch(batch));
  } else {
    await runOnWorkers<Reply<WrittenArchive[]>>(workerUrl('archive-worker', import.meta.url), batches.length, { threads: options.threads, message: (i) => ({ value: { index: i, task: batches[i] } }) }, (reply) => {
      if (reply.error !== undefined) throw new Error(`a plugin archive could not be written: ${reply.error}`);
      results[reply.index] = reply.result;
    });
  }
  return results.flat();
}
