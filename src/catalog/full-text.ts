/**
 * Full-text search past what a browser should download (issue 29): a
 * chunked static index built by Pagefind (`/pagefind/`), which the home page
 * loads on demand, a few index chunks per query. The compact in-browser
 * index (`/search-compact.json`, listing.ts) keeps answering names,
 * categories and kinds on every keystroke. Why Pagefind and not Postgres
 * full-text search: docs/catalog.md, "Full-text search".
 *
 * Each component is one custom record (no HTML is parsed): its name,
 * description and the first FULL_TEXT_CHARS of its text, with its kind and
 * category as filters. Pagefind's indexer holds about 50 bytes of memory per
 * byte it indexes (measured: 1.8 GB for 15,000 records of 2 KB), so the
 * catalog is indexed in bundles of BUNDLE_SIZE components, one indexer
 * process after the other, each written to `/pagefind/{n}/`; the page merges
 * them (`/pagefind/bundles.json` lists them). Memory stays that of one
 * bundle at any catalog size. Records are indexed while Astro renders the
 * pages (the indexer is its own process, so it uses the second core).
 *
 * A bundle is kept between builds beside the page cache (cache-files.ts), under
 * a key of the site's code (Pagefind's version is in its lock file) and the
 * bundle's records: a build whose bundle's components did not change links
 * the bundle in and starts no indexer (14 CPU s at 10,000 components).
 */
import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { keepTree, takeTree } from './cache-files.ts';
import type { CatalogComponent } from './component.ts';
import { splitFrontmatter } from './frontmatter.ts';
import { componentUrl } from './links.ts';
import { shortDescription } from './listing.ts';

/** Text indexed per component beyond its name and description: enough for what a component is about, bounded for 100,000. */
export const FULL_TEXT_CHARS = 600;
/** Components per index bundle: the indexer's memory is that of one bundle (~0.4 GB at 600 characters each). */
export const BUNDLE_SIZE = 10_000;
/** The list of bundles the page merges. */
export const BUNDLES_FILE = 'pagefind/bundles.json';
/** Folder of the index in the site. */
export const FULL_TEXT_DIR = 'pagefind';
/**
 * The index's files that Pagefind writes gzip-compressed (its WASM, metadata, chunks,
 * fragments and filters). A host may send them as they are with `Content-Encoding: gzip`:
 * the browser then inflates them natively and Pagefind, finding them already inflated,
 * skips its own JavaScript gunzip (netlify-host/static.ts; docs/catalog.md).
 */
export function isPrecompressedFullText(pathname: string): boolean {
  return pathname.startsWith(`/${FULL_TEXT_DIR}/`) && /\.(pf_index|pf_meta|pf_fragment|pf_filter|pagefind)$/.test(pathname);
}
/** Netlify allows 54,000 files per folder (docs/catalog.md, "Deploy limits"); a bundle's fragment folder holds at most BUNDLE_SIZE. */
const MAX_FRAGMENT_FILES = BUNDLE_SIZE;

export interface FullTextRecord {
  url: string;
  content: string;
  language: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

/** Pure: what is indexed for one component. */
export function fullTextRecord(c: CatalogComponent): FullTextRecord {
  const body = c.kind.ext === '.md' ? splitFrontmatter(c.content).body : c.content;
  const text = `${c.name}\n${c.description}\n${body.slice(0, FULL_TEXT_CHARS)}`;
  return {
    url: componentUrl(c),
    content: text,
    language: 'en',
    meta: { title: c.name, kind: c.kind.singular, category: c.category, description: shortDescription(c.description) },
    filters: { kind: [c.kind.singular], category: [c.category] },
  };
}

export interface FullTextIndex {
  /** Writes `/pagefind/` under the site's output folder once every bundle is indexed. */
  write(outDir: string): Promise<{ records: number; bundles: number; reused: number; errors: string[] }>;
}

/** Where bundles are kept between builds: a folder and the site's code (page-cache.ts's siteCodeDigest). */
export interface FullTextCache {
  dir: string;
  codeDigest: string;
}

/** Pure: a bundle's key, over the site's code and every record it indexes, in order. */
export function bundleKey(codeDigest: string, records: readonly FullTextRecord[]): string {
  const hash = createHash('sha256').update(codeDigest).update('\0');
  for (const r of records) hash.update(JSON.stringify(r)).update('\0');
  return hash.digest('hex');
}

/** Start indexing `components` now, one bundle after the other, into a staging folder; `write` moves them into the site. */
export async function startFullTextIndex(components: readonly CatalogComponent[], staging: string, bundleSize = BUNDLE_SIZE, cache?: FullTextCache): Promise<FullTextIndex> {
  // A build-time dependency: loaded only when the site is built.
  const pagefind = await import('pagefind');
  const errors: string[] = [];
  const bundles: string[] = [];
  let reused = 0;
  const indexing = (async () => {
    for (let start = 0; start < components.length || bundles.length === 0; start += bundleSize) {
      const records = components.slice(start, start + bundleSize).map(fullTextRecord);
      const name = String(bundles.length);
      const key = cache ? bundleKey(cache.codeDigest, records) : undefined;
      if (cache && key && (await takeTree(cache.dir, key, join(staging, name)))) {
        bundles.push(name);
        reused++;
        continue;
      }
      const before = errors.length;
      const created = await pagefind.createIndex({ forceLanguage: 'en', maxFragments: MAX_FRAGMENT_FILES });
      if (!created.index) throw new Error(`the full-text index could not start: ${created.errors.join('; ')}`);
      const index = created.index;
      errors.push(...created.errors);
      // Many records in flight: one at a time waits on the indexer's round trip each.
      for (let i = 0; i < records.length; i += 50) {
        for (const r of await Promise.all(records.slice(i, i + 50).map((record) => index.addCustomRecord(record)))) errors.push(...r.errors);
      }
      errors.push(...(await index.writeFiles({ outputPath: join(staging, name) })).errors);
      bundles.push(name);
      // Ends this indexer process and its memory; the next createIndex starts a fresh one.
      await pagefind.close();
      // Only a bundle indexed without an error is kept.
      if (cache && key && errors.length === before) await keepTree(cache.dir, key, join(staging, name));
    }
  })();
  indexing.catch(() => {});
  return {
    async write(outDir: string) {
      try {
        await indexing;
      } finally {
        await pagefind.close();
      }
      const target = join(outDir, FULL_TEXT_DIR);
      await rm(target, { recursive: true, force: true });
      await mkdir(outDir, { recursive: true });
      await rename(staging, target);
      await writeFile(join(outDir, BUNDLES_FILE), JSON.stringify({ bundles: bundles.map((b) => `/${FULL_TEXT_DIR}/${b}/`) }));
      return { records: components.length, bundles: bundles.length, reused, errors };
    },
  };
}
