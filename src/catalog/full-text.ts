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
 * category as filters. Records are added while Astro renders the pages (the
 * Pagefind binary is its own process, so it uses the second core) and
 * written when the build ends.
 */
import type { CatalogComponent } from './component.ts';
import { splitFrontmatter } from './frontmatter.ts';
import { componentUrl } from './links.ts';
import { shortDescription } from './listing.ts';

/** Text indexed per component beyond its name and description: enough for what a component is about, bounded for 100,000. */
export const FULL_TEXT_CHARS = 2000;
/** Folder of the index in the site. */
export const FULL_TEXT_DIR = 'pagefind';
/**
 * Netlify allows 54,000 files per folder (docs/catalog.md, "Deploy limits");
 * past this many components Pagefind bundles its per-result fragments into
 * shared files so its fragment folder stays under that.
 */
export const MAX_FRAGMENT_FILES = 50_000;

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
  /** Writes `/pagefind/` under the site's output folder and stops the indexer. */
  write(outDir: string): Promise<{ records: number; errors: string[] }>;
}

/** Start indexing `components` now; the returned index is written when the build ends. */
export async function startFullTextIndex(components: readonly CatalogComponent[]): Promise<FullTextIndex> {
  // A build-time dependency: loaded only when the site is built.
  const pagefind = await import('pagefind');
  const created = await pagefind.createIndex({ forceLanguage: 'en', maxFragments: MAX_FRAGMENT_FILES });
  if (!created.index) throw new Error(`the full-text index could not start: ${created.errors.join('; ')}`);
  const index = created.index;
  const errors: string[] = [...created.errors];
  // Many records in flight: one at a time waits on the indexer's round trip each.
  const adding = (async () => {
    for (let i = 0; i < components.length; i += 500) {
      const results = await Promise.all(components.slice(i, i + 500).map((c) => index.addCustomRecord(fullTextRecord(c))));
      for (const r of results) errors.push(...r.errors);
    }
  })();
  adding.catch(() => {});
  return {
    async write(outDir: string) {
      try {
        await adding;
        const written = await index.writeFiles({ outputPath: `${outDir}/${FULL_TEXT_DIR}` });
        errors.push(...written.errors);
        return { records: components.length, errors };
      } finally {
        await pagefind.close();
      }
    },
  };
}
