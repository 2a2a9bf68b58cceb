/**
 * The Astro integration of the catalog: load and check the sources once when
 * the build starts (so a bad catalog fails before any page renders), and write
 * the JSON API straight to the output folder when it ends, without routing
 * 10,000 JSON files through Astro's renderer.
 */
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { prepareCatalog, writeCatalogFiles, formatProblems } from './build.ts';
import { shareCatalog, sharedCatalog } from './shared.ts';
import { startFullTextIndex, type FullTextIndex } from './full-text.ts';
import { removeStaleStagings, stagingPath } from './staging.ts';
import { checkOutputFolders, FOLDER_LIMIT } from './deploy-limits.ts';
import { writeContentDocuments } from './content-documents.ts';
import { besideMainThreads } from '../workers/pool.ts';
import type { AllowPathsOf } from './listing.ts';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Worker threads for the content documents while the pages render: one, on the core Astro does not use (none on one core). */
const CONTENT_THREADS = besideMainThreads();

/** `allowPaths`: the `--allow-path` values of a component's command (src/install/plan.ts catalogAllowPaths), for the search index and the Discord index. */
export function catalogIntegration(env: Record<string, string | undefined>, allowPaths: AllowPathsOf): AstroIntegration {
  // Indexed while the pages render (its own process, the second core), written at the end.
  let fullText: Promise<FullTextIndex> | undefined;
  // The content documents, written on a worker thread into a staging folder while the pages render.
  let content: { staging: string; written: Promise<number> } | undefined;
  let outDir = '';
  return {
    name: 'toolshed-catalog',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir).replace(/\/+$/, '');
      },
      'astro:build:start': async ({ logger }) => {
        const prepared = await shareCatalog(prepareCatalog(env));
        const { catalog, stats, settings } = prepared;
        if (catalog.warnings.length) logger.warn(`${catalog.warnings.length} catalog warning(s):\n${formatProblems(catalog.warnings)}`);
        if (stats.warning) logger.warn(`download stats: ${stats.warning}`);
        logger.info(`${catalog.components.length} components from ${settings.sourceDir}`);
        // Staged beside the output folder, moved in when the build ends (staging.ts); a killed build's leftovers go first.
        const removed = await removeStaleStagings(outDir);
        if (removed.length) logger.info(`removed ${removed.length} folder(s) a stopped build left beside the output: ${removed.join(', ')}`);
        fullText = startFullTextIndex(catalog.components, stagingPath(outDir, 'pagefind'), settings.fullTextBundle);
        fullText.catch(() => {});
        const staging = stagingPath(outDir, 'content');
        await rm(staging, { recursive: true, force: true });
        content = { staging, written: writeContentDocuments(catalog.components, staging, { threads: CONTENT_THREADS }) };
        content.written.catch(() => {});
      },
      'astro:build:done': async ({ dir, logger }) => {
        const prepared = await sharedCatalog(env);
        const out = fileURLToPath(dir);
        let documents = 0;
        if (content) {
          try {
            documents = await content.written;
            if (documents) await rename(join(content.staging, 'component-content'), join(out, 'component-content'));
          } finally {
            await rm(content.staging, { recursive: true, force: true });
          }
        }
        const count = documents + (await writeCatalogFiles(prepared, out, { content: !content, allowPaths }));
        logger.info(`wrote ${count} catalog JSON files`);
        if (fullText) {
          const written = await (await fullText).write(fileURLToPath(dir));
          if (written.errors.length) throw new Error(`the full-text index failed: ${written.errors.join('; ')}`);
          logger.info(`full-text index of ${written.records} components in ${written.bundles} bundle(s) in /pagefind/`);
        }
        if (prepared.pageCache) {
          const pages = await prepared.pageCache.finish(fileURLToPath(dir));
          logger.info(`component pages: ${pages.rendered} rendered, ${pages.reused} unchanged ones copied from ${prepared.pageCache.dir}, ${pages.removed} unused ones removed`);
        }
      },
    },
  };
}

/**
 * Last of the build's integrations: the finished output walked once, and the
 * build failed when a folder holds more than a Netlify deploy allows (the
 * deploy would fail later and less clearly). The fullest folder is logged.
 */
export function outputLimitsIntegration(limit = FOLDER_LIMIT): AstroIntegration {
  return {
    name: 'toolshed-output-limits',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { fullest, over } = await checkOutputFolders(fileURLToPath(dir), limit);
        if (over.length) {
          throw new Error(`Netlify refuses a deploy with more than ${limit} files in a folder: ${over.map((f) => `${f.dir}/ holds ${f.entries}`).join(', ')}`);
        }
        logger.info(`fullest folder: ${fullest.dir || '.'}/ with ${fullest.entries} entries (Netlify's limit: ${limit})`);
      },
    },
  };
}
