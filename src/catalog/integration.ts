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

export function catalogIntegration(env: Record<string, string | undefined> = process.env): AstroIntegration {
  return {
    name: 'toolshed-catalog',
    hooks: {
      'astro:build:start': async ({ logger }) => {
        const prepared = await shareCatalog(prepareCatalog(env));
        const { catalog, stats, settings } = prepared;
        if (catalog.warnings.length) logger.warn(`${catalog.warnings.length} catalog warning(s):\n${formatProblems(catalog.warnings)}`);
        if (stats.warning) logger.warn(`download stats: ${stats.warning}`);
        logger.info(`${catalog.components.length} components from ${settings.sourceDir}`);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const count = await writeCatalogFiles(await sharedCatalog(env), fileURLToPath(dir));
        logger.info(`wrote ${count} catalog JSON files`);
      },
    },
  };
}
