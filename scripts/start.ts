/**
 * `npm start`: build the site if its sources changed, then serve the site and
 * every Netlify function at http://127.0.0.1:${PORT:-8888} with no configuration.
 */
import { spawnSync } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogSettings } from '../src/catalog/build.ts';
import { startHost } from '../src/netlify-host/host.ts';
import { readHostSettings } from '../src/netlify-host/settings.ts';
import { ConfigurationError } from '../src/settings.ts';
import { readSourcesSettings } from '../src/sources/settings.ts';
import { openDatabase, readStorageSettings } from '../src/storage/index.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// Every setting this entry point uses, read once: a bad value stops here, named, without a stack.
const { hostSettings, storage, sourceDir, sources } = (() => {
  try {
    // The source folder is the one the build reads, resolved the same way; the catalog sources' pins too (docs/sources.md).
    return { hostSettings: readHostSettings(process.env), storage: readStorageSettings(process.env), sourceDir: readCatalogSettings(process.env).sourceDir, sources: readSourcesSettings(root, process.env) };
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    console.error(`npm start: ${error.message}`);
    process.exit(2);
  }
})();

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, await newestMtime(join(path, entry)));
  }
  return newest;
}

async function needsBuild(): Promise<boolean> {
  const built = await stat(join(root, 'dist', 'index.html')).then((s) => s.mtimeMs, () => 0);
  if (!built) return true;
  const inputs = [sourceDir, sources.sourcesFile, sources.lockFile, join(root, 'src'), join(root, 'astro.config.mjs')];
  for (const input of inputs) if ((await newestMtime(input)) > built) return true;
  return false;
}

if (process.argv.includes('--rebuild') || (await needsBuild())) {
  console.log('Building the site…');
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'build.ts')], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The embedded database takes seconds to start; open it now (functions in this
// process share the same instance) so the first tracked install is counted
// within the installer's 2 s budget.
if (!storage.DATABASE_URL && !(storage.SUPABASE_URL && storage.SUPABASE_SERVICE_ROLE_KEY)) {
  openDatabase(storage).catch((error: Error) => console.warn(`Embedded database not available: ${error.message}`));
}

const host = await startHost({
  distDir: join(root, 'dist'),
  functionsDir: join(root, 'netlify', 'functions'),
  netlifyToml: join(root, 'netlify.toml'),
  port: hostSettings.PORT,
  host: hostSettings.HOST,
});
console.log(`Toolshed is serving the site and ${host.functions.length} functions at ${host.url}`);
for (const fn of host.functions) {
  if (fn.config.schedule) {
    console.log(`  ${fn.name}: scheduled ${fn.config.schedule}; run it now with POST ${host.url}/.netlify/functions/${fn.name} (local only: production has no URL for it)`);
  } else {
    console.log(`  ${fn.name}: ${fn.config.path ? ([] as string[]).concat(fn.config.path).join(', ') : `/.netlify/functions/${fn.name}`}`);
  }
}
const stop = () => {
  host.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
