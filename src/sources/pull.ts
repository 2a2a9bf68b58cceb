/**
 * One source pulled in: its checkout at the pinned commit (fetch.ts), its
 * marketplace's external plugins (external.ts), imported with the importer
 * into a folder of the cache of its own. That folder is keyed by the commit,
 * what the plugins resolved to and the importer's code, and renamed into
 * place whole, so a warm build imports nothing and an interrupted one leaves
 * nothing half-written.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMPORTS_DIR, ImportRecordSchema, type ImportRecord } from '../catalog/imports.ts';
import { codeDigest } from '../catalog/page-cache.ts';
import type { RunGit } from '../import/git.ts';
import { runImport } from '../import/run.ts';
import { isAlive } from '../storage/alive.ts';
import { stageExternalPlugins } from './external.ts';
import { checkoutAt } from './fetch.ts';
import type { CatalogSource, LockedPlugin, LockFile } from './schema.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** What an import's output depends on besides its input: the importer, the catalog's reader and repairs, the text reader. */
const IMPORT_CODE = ['src/import', 'src/catalog', 'src/text', 'src/sources'];

let importCode: Promise<string> | undefined;
/** The importer's code, hashed once per process. */
export function importCodeDigest(): Promise<string> {
  importCode ??= codeDigest(ROOT, IMPORT_CODE);
  return importCode;
}

/** Pure: which of `names` are work folders (`….tmp-<pid>-…`, `<id>-<pid>-<hex>`) of processes `alive` says are gone. */
export function leftovers(names: readonly string[], alive: (pid: number) => boolean): string[] {
  return names.filter((name) => {
    const pid = Number(/^.*-(\d+)-[0-9a-f]{8}$/.exec(name)?.[1] ?? Number.NaN);
    return Number.isInteger(pid) && pid !== process.pid && !alive(pid);
  });
}

/** What builds stopped mid-way (Ctrl-C, a crash) left in the cache: removed before a build uses it. Returns how many. */
export async function removeLeftovers(cacheDir: string, alive: (pid: number) => boolean = isAlive): Promise<number> {
  let removed = 0;
  for (const dir of [join(cacheDir, 'checkouts'), join(cacheDir, 'work')]) {
    const stale = leftovers(await readdir(dir).catch(() => [] as string[]), alive);
    for (const name of stale) await rm(join(dir, name), { recursive: true, force: true });
    removed += stale.length;
  }
  return removed;
}

export interface PulledSource {
  source: CatalogSource;
  /** A source tree holding only this source's components and its record. */
  dir: string;
  record: ImportRecord;
  /** Its marketplace's plugins fetched from elsewhere, for the lock. */
  locked: Record<string, LockedPlugin>;
  externalFailed: number;
}

export interface PullOptions {
  cacheDir: string;
  lock: LockFile;
  git?: RunGit;
  timeoutMs?: number;
}

async function readRecordAt(dir: string, id: string): Promise<ImportRecord> {
  return ImportRecordSchema.parse(JSON.parse(await readFile(join(dir, IMPORTS_DIR, `${id}.json`), 'utf8')));
}

/** Fetch and import one source; throws with the reason when it cannot be pulled in. */
export async function pullSource(source: CatalogSource, options: PullOptions): Promise<PulledSource> {
  const fetchOptions = { ...(options.git ? { git: options.git } : {}), ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) };
  const checkout = await checkoutAt(options.cacheDir, source.repository, source.commit, fetchOptions);
  const work = join(options.cacheDir, 'work', `${source.id}-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    const staged = await stageExternalPlugins(source, checkout, { ...fetchOptions, cacheDir: options.cacheDir, lock: options.lock, staging: join(work, 'staged') });
    const key = createHash('sha256')
      .update(await importCodeDigest())
      .update(JSON.stringify([source, staged.locked, staged.notListed]))
      .digest('hex')
      .slice(0, 24);
    const dir = join(options.cacheDir, 'imports', `${source.id}-${key}`);
    if (!(await stat(dir).then((s) => s.isDirectory(), () => false))) {
      const out = join(work, 'tree');
      await mkdir(out, { recursive: true });
      await staged.write();
      await runImport({
        source: staged.root,
        out,
        into: source.prefix,
        id: source.id,
        pinned: { repository: source.repository, commit: source.commit },
        origins: staged.origins,
        notListed: staged.notListed,
      });
      await mkdir(join(options.cacheDir, 'imports'), { recursive: true });
      await rename(out, dir).catch((error: NodeJS.ErrnoException) => {
        // Another build imported the same key first: the same bytes.
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
      });
    }
    return { source, dir, record: await readRecordAt(dir, source.id), locked: staged.locked, externalFailed: staged.notListed.length };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
