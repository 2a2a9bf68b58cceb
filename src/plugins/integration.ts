/**
 * The Astro integration of the marketplace: when the build starts (after the
 * catalog's own integration has loaded the sources), read the curated stacks
 * and plan every plugin, so a broken stack fails `--strict` before any page
 * renders, then start writing the zips on a worker thread into a staging folder
 * beside the output (the second core, while Astro renders pages on the first;
 * Astro empties the output folder, so not in it); when it ends, move them in
 * and write `/marketplace.json` and `/stacks.json`.
 */
import type { AstroIntegration } from 'astro';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CatalogBuildError, formatProblems } from '../catalog/build.ts';
import { sharedCatalog } from '../catalog/shared.ts';
import { stagingPath } from '../catalog/staging.ts';
import { planMarketplace, type MarketplacePlan, type StackInput } from './plan.ts';
import { loadStacks } from './stacks-source.ts';
import { OWNER, readMarketplaceSettings, writeMarketplace } from './site-build.ts';
import { writeArchives, type WrittenArchive } from './archives.ts';
import { besideMainThreads } from '../workers/pool.ts';

const KEY = Symbol.for('toolshed.marketplace');
/** What the pages read: the plan, the stacks and the site's address the plan was made for. */
export interface SharedMarketplace {
  plan: MarketplacePlan;
  stacks: StackInput[];
  siteUrl: string;
}
type Holder = { [KEY]?: Promise<SharedMarketplace> };

/**
 * The build's plan for the pages (component pages and `/stacks/`): shared on globalThis, since
 * pages are bundled apart from this module (as src/catalog/shared.ts does).
 * Under `astro dev` there is no build hook: the first page plans it.
 */
export function sharedMarketplace(env: Record<string, string | undefined> = process.env): Promise<SharedMarketplace> {
  return ((globalThis as Holder)[KEY] ??= preparePlan(env, readMarketplaceSettings(env)).then(({ plan, stacks, siteUrl }) => ({ plan, stacks, siteUrl })));
}

async function preparePlan(env: Record<string, string | undefined>, settings: ReturnType<typeof readMarketplaceSettings>) {
  const { catalog, settings: catalogSettings } = await sharedCatalog(env);
  const { stacks, warnings } = await loadStacks(catalogSettings.sourceDir);
  const plan = planMarketplace(catalog.components, stacks, { owner: OWNER, siteUrl: settings.siteUrl });
  const problems = [...warnings, ...plan.problems.map((p) => ({ file: `stacks/${p.stack}.json`, message: p.message }))];
  return { plan, stacks, siteUrl: settings.siteUrl, problems, strict: catalogSettings.strict };
}

/** Worker threads that write the archives while the pages render: one, on the core Astro does not use (none on one core). */
const ARCHIVE_THREADS = besideMainThreads();

export function marketplaceIntegration(env: Record<string, string | undefined> = process.env): AstroIntegration {
  let planned: Promise<SharedMarketplace> | undefined;
  let archiving: { staging: string; written: Promise<WrittenArchive[]> } | undefined;
  let outDir = '';
  const settings = readMarketplaceSettings(env);
  const prepare = () => preparePlan(env, settings);
  return {
    name: 'toolshed-marketplace',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir).replace(/\/+$/, '');
      },
      'astro:build:start': async ({ logger }) => {
        const { plan, stacks, siteUrl, problems, strict } = await prepare();
        if (problems.length && strict) throw new CatalogBuildError(problems, true);
        if (problems.length) logger.warn(`${problems.length} stack warning(s):\n${formatProblems(problems)}`);
        planned = Promise.resolve({ plan, stacks, siteUrl });
        (globalThis as Holder)[KEY] = planned;
        const staging = stagingPath(outDir, 'plugins');
        await rm(staging, { recursive: true, force: true });
        // Kept between builds beside the component pages (archives.ts), when the build keeps pages.
        const { pageCache } = await sharedCatalog(env);
        const cache = pageCache ? { dir: join(pageCache.dir, 'archives'), codeDigest: pageCache.codeDigest } : undefined;
        archiving = { staging, written: writeArchives(plan.plugins.map((p) => p.plugin), staging, { threads: ARCHIVE_THREADS, ...(cache ? { cache } : {}) }) };
        archiving.written.catch(() => {});
      },
      'astro:build:done': async ({ dir, logger }) => {
        const { plan, stacks } = await (planned ?? prepare());
        const out = fileURLToPath(dir);
        let archived: WrittenArchive[] | undefined;
        if (archiving) {
          try {
            archived = await archiving.written;
            // An empty plan writes no folder.
            if (archived.length) await rename(join(archiving.staging, 'plugins'), join(out, 'plugins'));
          } finally {
            await rm(archiving.staging, { recursive: true, force: true });
          }
        }
        const written = await writeMarketplace(plan, stacks, out, settings, archived);
        logger.info(`wrote ${written.files} marketplace files (${plan.plugins.length} plugins, ${(written.zipBytes / 1e6).toFixed(1)} MB of zips; ${plan.excluded.length} not plugins)`);
      },
    },
  };
}
