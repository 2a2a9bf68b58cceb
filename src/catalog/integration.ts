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
import { moveOutputAside, removeStaleStagings, stagingPath } from './staging.ts';
import { phaseTimer } from './build-timings.ts';
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
  // The previous build's output, being removed in the background (staging.ts).
  let previous: Promise<void> | undefined;
  const mark = phaseTimer(env);
  return {
    name: 'toolshed-catalog',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir).replace(/\/+$/, '');
      },
      'astro:build:start': async ({ logger }) => {
        mark('build start');
        const prepared = await shareCatalog(prepareCatalog(env));
        mark('catalog loaded and checked');
        const { catalog, stats, settings } = prepared;
        if (catalog.warnings.length) logger.warn(`${catalog.warnings.length} catalog warning(s):\n${formatProblems(catalog.warnings)}`);
        if (stats.warning) logger.warn(`download stats: ${stats.warning}`);
        logger.info(`${catalog.components.length} components from ${settings.sourceDir}`);
        // Staged beside the output folder, moved in when the build ends (staging.ts); a killed build's leftovers go first.
        const removed = await removeStaleStagings(outDir);
        if (removed.length) logger.info(`removed ${removed.length} folder(s) a stopped build left beside the output: ${removed.join(', ')}`);
        // Bundles kept beside the component pages (full-text.ts), when the build keeps pages.
        const { pageCache } = prepared;
        const cache = pageCache ? { dir: join(pageCache.dir, 'full-text'), codeDigest: pageCache.codeDigest } : undefined;
        fullText = startFullTextIndex(catalog.components, stagingPath(outDir, 'pagefind'), settings.fullTextBundle, cache);
        fullText.catch(() => {});
        const staging = stagingPath(outDir, 'content');
        await rm(staging, { recursive: true, force: true });
        content = { staging, written: writeContentDocuments(catalog.components, staging, { threads: CONTENT_THREADS }) };
        content.written.catch(() => {});
        // Astro empties the output folder next, synchronously: the old files go aside first.
        previous = (await moveOutputAside(outDir)).removed;
        mark('catalog build start done');
      },
      'astro:build:done': async ({ dir, logger }) => {
        mark('pages rendered');
        const prepared = await sharedCatalog(env);
        const out = fileURLToPath(dir);
        // The cached component pages linked in while the JSON API is written and Pagefind finishes.
        const pages = prepared.pageCache?.finish(out);
        pages?.catch(() => {});
        let documents = 0;
        if (content) {
          try {
            documents = await content.written;
            if (documents) await rename(join(content.staging, 'component-content'), join(out, 'component-content'));
          } finally {
            await rm(content.staging, { recursive: true, force: true });
          }
        }
        mark('content documents in');
        const count = documents + (await writeCatalogFiles(prepared, out, { content: !content, allowPaths }));
        logger.info(`wrote ${count} catalog JSON files`);
        mark('JSON API written');
        if (fullText) {
          const written = await (await fullText).write(out);
          if (written.errors.length) throw new Error(`the full-text index failed: ${written.errors.join('; ')}`);
          logger.info(`full-text index of ${written.records} components in ${written.bundles} bundle(s) in /pagefind/${written.reused ? `, ${written.reused} unchanged one(s) from the cache` : ''}`);
          mark('full-text index in');
        }
        if (pages && prepared.pageCache) {
          const report = await pages;
          logger.info(`component pages: ${report.rendered} rendered, ${report.reused} unchanged ones linked from ${prepared.pageCache.dir}, ${report.removed} unused ones removed`);
          mark('cached component pages in');
        }
        await previous;
        mark('previous output removed');
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
