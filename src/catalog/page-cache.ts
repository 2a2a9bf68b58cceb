/**
 * Incremental component pages (issue 29): a component page rendered once is
 * kept under a key of everything that shapes it (the site's code and every
 * prop of the page: the component without its text, which its sha256 stands
 * for, its downloads, its same-name twins, its plugin at the site's address),
 * and the next build copies it back instead of rendering it again. Adding
 * one component renders one page (and its twins); a change to the site's code
 * renders them all.
 *
 * The cache folder (`TOOLSHED_PAGE_CACHE_DIR`, default
 * `node_modules/.cache/toolshed/pages`, `off` to render everything) is kept
 * between Netlify builds by netlify/plugins/page-cache. Files:
 * `{key[0:2]}/{key}.html`, written under a temporary name and renamed, so
 * two builds sharing the folder (tests, benchmarks) never read half a page;
 * a page no build has used for a week is removed. Keys say everything a
 * page shows, so a page found is the page that would be rendered.
 * A page goes between the cache and the output as a hard link (cache-files.ts),
 * and its time is set once a day, not on every build.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { linkOrCopy, MARK_EVERY_MS } from './cache-files.ts';
import { join, relative, resolve } from 'node:path';

/**
 * What a component page is made of: the props its getStaticPaths gives it,
 * all of them. The page and the components it renders read nothing else (no
 * setting, no shared state: tests/catalog/page-cache.test.ts checks their
 * sources), so a key over every prop says everything the page shows.
 */
export type PageInputs = object;

/** Folders and files whose change may change any page: every one is hashed into each key. */
export const SITE_CODE: readonly string[] = ['src', 'astro.config.mjs', 'package-lock.json'];

async function* filesUnder(path: string): AsyncGenerator<string> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => undefined);
  if (!entries) {
    if (existsSync(path)) yield path;
    return;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** sha256 over the site's code (paths and bytes), so a code change renders every page again. */
export function siteCodeDigest(root: string): Promise<string> {
  return codeDigest(root, SITE_CODE);
}

/** sha256 over the files (paths and bytes) of `parts` under `root`: also what keys the catalog sources' imports (src/sources/pull.ts). */
export async function codeDigest(root: string, parts: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const top of parts) {
    for await (const file of filesUnder(join(root, top))) {
      hash.update(relative(root, file)).update('\0').update(await readFile(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * The page's key: the code, and every prop of the page, whatever they are, so
 * a prop added to the page is keyed without a change here. A component's
 * `content` and `files` (megabytes for some skills) are left to its sha256,
 * which covers exactly them.
 */
export function pageKey(codeDigest: string, inputs: PageInputs): string {
  return createHash('sha256').update(codeDigest).update(JSON.stringify(inputs, withoutHashedText)).digest('hex');
}

function withoutHashedText(this: unknown, key: string, value: unknown): unknown {
  if ((key === 'content' || key === 'files') && typeof (this as { sha256?: unknown }).sha256 === 'string') return undefined;
  // JSON would key these as `{}` or leave them out: a page given one could change while its key stays the same.
  if (value instanceof Map || value instanceof Set || typeof value === 'function' || typeof value === 'bigint' || typeof value === 'symbol') {
    throw new TypeError(`a component page's prop ${key} cannot be keyed by the page cache (${typeof value === 'object' ? value.constructor.name : typeof value}); pass plain data`);
  }
  return value;
}

/** Cached pages unused for this long are removed. */
const UNUSED_MS = 7 * 24 * 3600 * 1000;
/** The cache is swept for unused pages at most once a day: the time of this file says when it was last. */
const SWEPT = '.swept';

export interface PageCacheReport {
  rendered: number;
  reused: number;
  removed: number;
}

/**
 * One build's use of the cache: `select` is called by the page's
 * getStaticPaths and returns the pages to render; `finish` (at
 * astro:build:done) copies the others into the output and keeps the new ones.
 */
export class PageCache {
  private readonly planned = new Map<string, { key: string; reuse: boolean; stale: boolean }>();
  readonly dir: string;
  /** The site's code (siteCodeDigest): what every key starts from. */
  readonly codeDigest: string;

  constructor(dir: string, codeDigest: string) {
    this.dir = dir;
    this.codeDigest = codeDigest;
  }

  private file(key: string): string {
    return join(this.dir, key.slice(0, 2), `${key}.html`);
  }

  /** The inputs whose page must be rendered; `page` gives a page's file relative to the output folder. */
  select<T extends PageInputs>(all: readonly T[], page: (inputs: T) => string): T[] {
    const render: T[] = [];
    for (const inputs of all) {
      const key = pageKey(this.codeDigest, inputs);
      const found = statSync(this.file(key), { throwIfNoEntry: false });
      const reuse = found !== undefined;
      this.planned.set(page(inputs), { key, reuse, stale: reuse && Date.now() - found.mtimeMs > MARK_EVERY_MS });
      if (!reuse) render.push(inputs);
    }
    return render;
  }

  async finish(outDir: string, now = new Date()): Promise<PageCacheReport> {
    const report: PageCacheReport = { rendered: 0, reused: 0, removed: 0 };
    const keep = new Set<string>();
    const made = new Set<string>();
    const dirOf = async (file: string) => {
      const dir = resolve(file, '..');
      if (!made.has(dir)) {
        await mkdir(dir, { recursive: true });
        made.add(dir);
      }
    };
    const pending: Promise<void>[] = [];
    for (const [page, { key, reuse, stale }] of this.planned) {
      keep.add(`${key}.html`);
      const built = join(outDir, page);
      const cached = this.file(key);
      pending.push(
        (async () => {
          if (reuse) {
            await dirOf(built);
            await linkOrCopy(cached, built);
            if (stale) await utimes(cached, now, now);
            report.reused++;
          } else {
            await dirOf(cached);
            await linkOrCopy(built, cached);
            report.rendered++;
          }
        })(),
      );
      // A bounded number of copies in flight.
      if (pending.length >= 64) await Promise.all(pending.splice(0));
    }
    await Promise.all(pending);
    const swept = await stat(join(this.dir, SWEPT)).catch(() => undefined);
    if (swept && now.getTime() - swept.mtimeMs < MARK_EVERY_MS) return report;
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, SWEPT), '');
    await utimes(join(this.dir, SWEPT), now, now);
    for await (const file of filesUnder(this.dir)) {
      const name = file.slice(file.lastIndexOf('/') + 1);
      if (keep.has(name) || name === SWEPT) continue;
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now.getTime() }));
      if (now.getTime() - mtimeMs < UNUSED_MS) continue;
      await rm(file, { force: true });
      report.removed++;
    }
    return report;
  }
}
