/**
 * `npm run bench [-- name ...]`: run every bench/*.bench.ts (or the named
 * ones) in its own process, so each measures its own peak memory.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
// Benchmarks build their own generated catalogs: without the upstream catalog sources (no traffic off this
// machine; bench/sources.bench.ts names its own local ones), unless CATALOG_SOURCES says otherwise.
process.env.CATALOG_SOURCES ||= fileURLToPath(new URL('../tests/fixtures/sources/none.json', import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, ['--expose-gc', `${dir}${file}`], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
