/**
 * The catalog build: settings, loading once, strict checking and writing the
 * JSON API. The Astro integration (integration.ts) and the benchmark call it;
 * pages read the same loaded catalog through shared.ts.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseSettings } from '../settings.ts';
import { loadCatalogStats, type CatalogStats } from './stats.ts';
import { loadCatalog, type CatalogProblem, type LoadedCatalog } from './load.ts';
import { catalogFiles, type CatalogFilesOptions } from './outputs.ts';
import { PageCache, siteCodeDigest } from './page-cache.ts';
import { analyzerVersion } from './analyzer-version.ts';
import { openSafetyCache, type SafetyCacheRef } from './safety-cache.ts';
import { folderLimitProblems } from './deploy-limits.ts';

/** Write a document given in pieces, a megabyte at a time, waiting for the disk. */
async function writeChunks(file: string, chunks: Iterable<string>): Promise<void> {
  const out = createWriteStream(file);
  const failed = once(out, 'error').then(([error]) => Promise.reject(error as Error));
  failed.catch(() => {});
  let buffer = '';
  for (const chunk of chunks) {
    buffer += chunk;
    if (buffer.length < 1 << 20) continue;
    if (!out.write(buffer)) await Promise.race([once(out, 'drain'), failed]);
    buffer = '';
  }
  out.end(buffer);
  await Promise.race([once(out, 'finish'), failed]);
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const CatalogSettingsSchema = z.object({
  /** Another source tree of the same layout; default components-source/. */
  CATALOG_SOURCE_DIR: z.string().optional(),
  /** `1` (set by `npm run build -- --strict`): warnings fail the build. */
  TOOLSHED_STRICT: z.enum(['0', '1', 'true', 'false']).optional(),
  /** Seconds since 1970: the build's clock (reproducible-builds convention). */
  SOURCE_DATE_EPOCH: z.string().regex(/^\d+$/, 'SOURCE_DATE_EPOCH is whole seconds since 1970').optional(),
  /** Where rendered component pages are kept between builds (page-cache.ts); `off` renders every page. */
  TOOLSHED_PAGE_CACHE_DIR: z.string().optional(),
  /** Where safety reports are kept between builds by sha256 and analyzer version (safety-cache.ts); `off` analyses every component. */
  TOOLSHED_SAFETY_CACHE_DIR: z.string().optional(),
  /** Ids of the catalog sources scripts/build.ts pulled in, comma-separated (set by it, docs/sources.md). */
  TOOLSHED_UPSTREAM_SOURCES: z.string().optional(),
  /** Components per full-text index bundle (full-text.ts); tests make it small to build several. */
  TOOLSHED_FULL_TEXT_BUNDLE: z.coerce.number().int().positive().optional(),
});

export interface CatalogSettings {
  sourceDir: string;
  strict: boolean;
  /** The clock given to the tracking stats (trending's lastUpdated). */
  now: Date;
  /** Folder of the component page cache; undefined: every page is rendered. */
  pageCacheDir?: string;
  /** Components per full-text index bundle. */
  fullTextBundle?: number;
  /** Folder of the safety report cache; undefined: every component is analysed. */
  safetyCacheDir?: string;
  /** The catalog sources pulled in: their blocked components are no build problem (load.ts). */
  upstreamSources: string[];
}

export function readCatalogSettings(env: Record<string, string | undefined> = process.env, clock: () => Date = () => new Date()): CatalogSettings {
  const s = parseSettings(CatalogSettingsSchema, env);
  return {
    sourceDir: resolve(ROOT, s.CATALOG_SOURCE_DIR ?? 'components-source'),
    strict: s.TOOLSHED_STRICT === '1' || s.TOOLSHED_STRICT === 'true',
    upstreamSources: (s.TOOLSHED_UPSTREAM_SOURCES ?? '').split(',').filter(Boolean),
    now: s.SOURCE_DATE_EPOCH ? new Date(Number(s.SOURCE_DATE_EPOCH) * 1000) : clock(),
    ...(s.TOOLSHED_FULL_TEXT_BUNDLE ? { fullTextBundle: s.TOOLSHED_FULL_TEXT_BUNDLE } : {}),
    ...(s.TOOLSHED_PAGE_CACHE_DIR === 'off' ? {} : { pageCacheDir: resolve(ROOT, s.TOOLSHED_PAGE_CACHE_DIR || 'node_modules/.cache/toolshed/pages') }),
    ...(s.TOOLSHED_SAFETY_CACHE_DIR === 'off' ? {} : { safetyCacheDir: resolve(ROOT, s.TOOLSHED_SAFETY_CACHE_DIR || 'node_modules/.cache/toolshed/safety') }),
  };
}

export class CatalogBuildError extends Error {
  readonly problems: CatalogProblem[];
  constructor(problems: CatalogProblem[], strict: boolean) {
    super(
      `The catalog has ${problems.length} ${strict ? 'problem(s) (--strict: warnings are errors)' : 'error(s)'}:\n` +
        problems.map((p) => `  ${p.file}: ${p.message}`).join('\n'),
    );
    this.name = 'CatalogBuildError';
    this.problems = problems;
  }
}

export function formatProblems(problems: CatalogProblem[]): string {
  return problems.map((p) => `${p.file}: ${p.message}`).join('\n');
}

/** Throws CatalogBuildError on errors, and on warnings too when strict. */
export function assertBuildable(catalog: LoadedCatalog, strict: boolean): void {
  const fatal = strict ? [...catalog.errors, ...catalog.warnings] : catalog.errors;
  if (fatal.length) throw new CatalogBuildError(fatal, strict);
}

export interface PreparedCatalog {
  settings: CatalogSettings;
  catalog: LoadedCatalog;
  stats: CatalogStats;
  /** This build's component page cache (absent when off). */
  pageCache?: PageCache;
  /** This build's safety report cache (absent when off): the /safety/ page reads its corpora's reports through it. */
  safetyCache?: SafetyCacheRef;
}

/** Load, check and fetch the stats once: everything the JSON files and the pages need. */
export async function prepareCatalog(
  env: Record<string, string | undefined> = process.env,
  deps: { loadStats?: typeof loadCatalogStats; clock?: () => Date } = {},
): Promise<PreparedCatalog> {
  const settings = readCatalogSettings(env, deps.clock);
  const safetyCache = settings.safetyCacheDir ? openSafetyCache(settings.safetyCacheDir, analyzerVersion(ROOT)) : undefined;
  const catalog = await loadCatalog(settings.sourceDir, { upstreamSources: settings.upstreamSources, ...(safetyCache ? { safetyCache } : {}) });
  assertBuildable(catalog, settings.strict);
  // A category too large for one folder of the deploy fails here, before any page renders (deploy-limits.ts).
  const tooLarge = folderLimitProblems(catalog.components);
  if (tooLarge.length) throw new CatalogBuildError(tooLarge, false);
  const stats = await (deps.loadStats ?? loadCatalogStats)(env, settings.now, { totalComponents: catalog.components.length });
  const pageCache = settings.pageCacheDir ? new PageCache(settings.pageCacheDir, await siteCodeDigest(ROOT)) : undefined;
  return { settings, catalog, stats, ...(pageCache ? { pageCache } : {}), ...(safetyCache ? { safetyCache } : {}) };
}

/** Write every JSON file of the API under `outDir` (the content documents too unless `content: false`); returns how many. */
export async function writeCatalogFiles(prepared: Pick<PreparedCatalog, 'catalog' | 'stats'>, outDir: string, options: CatalogFilesOptions = {}): Promise<number> {
  const made = new Set<string>();
  let count = 0;
  const pending: Promise<void>[] = [];
  for (const [rel, text] of catalogFiles(prepared.catalog.components, prepared.stats, options)) {
    const file = join(outDir, rel);
    const dir = dirname(file);
    if (!made.has(dir)) {
      await mkdir(dir, { recursive: true });
      made.add(dir);
    }
    pending.push(typeof text === 'string' ? writeFile(file, text) : writeChunks(file, text.chunks));
    // A bounded number of writes in flight keeps memory flat on big catalogs.
    if (pending.length >= 64) await Promise.all(pending.splice(0));
    count++;
  }
  await Promise.all(pending);
  return count;
}
