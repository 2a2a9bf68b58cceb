/**
 * `npm run build [-- --strict]`: the Astro build of the catalog site and its
 * JSON API. --strict turns catalog warnings into errors (CI and Netlify use it).
 * CATALOG_SOURCE_DIR builds another source tree of the same layout.
 */
import { build } from 'astro';
import { resolve } from 'node:path';

const args = process.argv.slice(2);
const strict = args.includes('--strict');
if (strict) process.env.TOOLSHED_STRICT = '1';
// --out-dir DIR builds somewhere other than dist/ (tests and the benchmark).
const outIndex = args.indexOf('--out-dir');
const outDir = outIndex >= 0 ? args[outIndex + 1] : undefined;
if (outIndex >= 0 && !outDir) {
  console.error('--out-dir needs a folder');
  process.exit(2);
}
try {
  await build({ root: new URL('..', import.meta.url).pathname, logLevel: 'warn', ...(outDir ? { outDir: resolve(outDir) } : {}) });
} catch (error) {
  // Catalog problems already name their files; a stack trace adds nothing.
  console.error((error as Error).name === 'CatalogBuildError' ? (error as Error).message : error);
  process.exit(1);
}
