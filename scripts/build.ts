/**
 * `npm run build [-- --strict]`: the Astro build of the catalog site and its
 * JSON API. --strict turns catalog warnings into errors (CI and Netlify use it).
 * CATALOG_SOURCE_DIR builds another source tree of the same layout. The
 * catalog sources (catalog-sources.json, or CATALOG_SOURCES) are pulled in
 * first and built with it (src/sources/, docs/sources.md).
 */
import { build } from 'astro';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogSettings } from '../src/catalog/build.ts';
import { siteConfig } from '../src/catalog/site-config.ts';
import { catalogAllowPaths } from '../src/install/plan.ts';
import { marketplaceIntegration } from '../src/plugins/integration.ts';
import { aggregate } from '../src/sources/aggregate.ts';
import { readSourcesSettings } from '../src/sources/settings.ts';

const initialCwd = process.cwd();

const args = process.argv.slice(2);
const strict = args.includes('--strict');
// --strict reaches the catalog settings as TOOLSHED_STRICT in the env record it reads.
let env: Record<string, string | undefined> = strict ? { ...process.env, TOOLSHED_STRICT: '1' } : process.env;
// --out-dir DIR builds somewhere other than dist/ (tests and the benchmark).
const outIndex = args.indexOf('--out-dir');
const outDir = outIndex >= 0 ? args[outIndex + 1] : undefined;
if (outIndex >= 0 && !outDir) {
  console.error('--out-dir needs a folder');
  process.exit(2);
}
const root = fileURLToPath(new URL('..', import.meta.url));

// The catalog sources, pulled in at their pinned commits and assembled with ours beside the output folder.
try {
  const ours = readCatalogSettings(env).sourceDir;
  const pulled = await aggregate({
    settings: readSourcesSettings(root, env),
    ours,
    tree: `${resolve(initialCwd, outDir ?? join(root, 'dist'))}.sources`,
    strict,
    log: (line) => console.log(line),
  });
  if (pulled.sourceDir !== ours) {
    const upstream = pulled.report.sources.filter((r) => r.status === 'imported').map((r) => r.id);
    env = { ...env, CATALOG_SOURCE_DIR: pulled.sourceDir, TOOLSHED_UPSTREAM_SOURCES: upstream.join(',') };
  }
} catch (error) {
  console.error(`catalog sources: ${(error as Error).message}`);
  process.exit(1);
}

let stage: string | undefined;
if (outDir) {
  // With the output folder outside the working directory, Astro stages its
  // prerender bundle in `<cwd>/.astro/`. A stage of its own inside the project
  // (so the bundle still resolves node_modules) keeps concurrent builds apart.
  stage = join(root, 'node_modules', '.toolshed-build', `${process.pid}-${Date.now()}`);
  await mkdir(stage, { recursive: true });
  process.chdir(stage);
}
let failed = false;
try {
  await build({ ...siteConfig(env, [marketplaceIntegration(env)], catalogAllowPaths), root, configFile: false, logLevel: 'warn', ...(outDir ? { outDir: resolve(initialCwd, outDir) } : {}) });
} catch (error) {
  // Catalog problems already name their files; a stack trace adds nothing.
  console.error((error as Error).name === 'CatalogBuildError' ? (error as Error).message : error);
  failed = true;
} finally {
  if (stage) await rm(stage, { recursive: true, force: true });
}
if (failed) process.exit(1);
