/**
 * Marketplaces all the way down: a marketplace source whose plugins live in
 * other repositories (`github`, `url`, `git-subdir`) gets each of them
 * fetched at the commit the lock holds (else at its `sha`, else where its
 * `ref` or default branch points now, which the lock then records), and a
 * copy of the marketplace is staged in which each fetched plugin is a folder
 * of the repository. The importer reads that copy as any marketplace and
 * records each component with its own repository and commit (ImportOrigin).
 * A plugin that cannot be fetched is not listed, with the reason.
 */
import { cp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NotListed } from '../catalog/imports.ts';
import type { RunGit } from '../import/git.ts';
import { parseMarketplace } from '../import/marketplace-layout.ts';
import { MARKETPLACE_FILE } from '../import/marketplace-schema.ts';
import type { ImportOrigin } from '../import/run.ts';
import { checkoutAt, resolveRef } from './fetch.ts';
import { isLocalSource, lockedCommit } from './plan.ts';
import { folderInside, pluginOriginOf } from './plugin-source.ts';
import type { CatalogSource, LockedPlugin, LockFile } from './schema.ts';

/** The folder of the staged copy that holds fetched plugins. */
export const EXTERNAL_DIR = '.toolshed-external';

export interface Staged {
  /** The folder to import: the checkout itself, or the staged copy. */
  root: string;
  origins: ImportOrigin[];
  /** Plugins whose source could not be fetched or is refused, with the reason. */
  notListed: NotListed[];
  /** What each fetched plugin resolved to: the source's part of the lock. */
  locked: Record<string, LockedPlugin>;
  /** Writes the staged copy (nothing when the checkout is imported as it is); only needed when the import is not cached. */
  write: () => Promise<void>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface StageOptions {
  cacheDir: string;
  lock: LockFile;
  git?: RunGit;
  timeoutMs?: number;
  /** Where the staged copy goes (a fresh folder). */
  staging: string;
}

/** A marketplace checkout with its external plugins fetched; any other checkout as it is. */
export async function stageExternalPlugins(source: CatalogSource, checkout: string, options: StageOptions): Promise<Staged> {
  const none: Staged = { root: checkout, origins: [], notListed: [], locked: {}, write: async () => {} };
  if (await stat(join(checkout, 'cli-tool', 'components')).then(() => true, () => false)) return none;
  const text = await readFile(join(checkout, MARKETPLACE_FILE), 'utf8').catch(() => undefined);
  const marketplace = text === undefined ? undefined : parseMarketplace(text);
  if (marketplace === undefined || typeof marketplace === 'string') return none;
  const external = marketplace.plugins
    .map((entry, index) => ({ entry, index }))
    .filter((p): p is { entry: Record<string, unknown> & { name: string; source: Record<string, unknown> }; index: number } => isObject(p.entry) && typeof p.entry.name === 'string' && isObject(p.entry.source));
  if (!external.length) return none;

  const fetchOptions = { ...(options.git ? { git: options.git } : {}), ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}) };
  const staged: Staged = { root: options.staging, origins: [], notListed: [], locked: {}, write: async () => {} };
  const plugins = [...marketplace.plugins];
  const fetched: Array<{ index: number; folder: string; from: string }> = [];
  for (const { entry, index } of external) {
    const found = pluginOriginOf(entry.source, isLocalSource(source));
    if ('reason' in found) {
      staged.notListed.push({ path: entry.name, reason: found.reason });
      plugins[index] = undefined;
      continue;
    }
    const origin = found.origin;
    try {
      const commit = origin.sha ?? lockedCommit(options.lock, source, entry.name, origin) ?? (await resolveRef(origin.repository, origin.ref, fetchOptions));
      const tree = await checkoutAt(options.cacheDir, origin.repository, commit, fetchOptions);
      const from = origin.path ? join(tree, origin.path) : tree;
      if (folderInside(origin.path) === undefined || !(await stat(from).then((s) => s.isDirectory(), () => false))) {
        throw new Error(`its folder ${origin.path} is not in ${origin.repository} at ${commit.slice(0, 12)}`);
      }
      const folder = `${EXTERNAL_DIR}/p${index}`;
      fetched.push({ index, folder, from });
      staged.origins.push({ folder, repository: origin.repository, commit, path: origin.path });
      staged.locked[entry.name] = { ...origin, commit };
      plugins[index] = { ...entry, source: `./${folder}` };
    } catch (error) {
      staged.notListed.push({ path: entry.name, reason: `its source could not be fetched: ${(error as Error).message}` });
      plugins[index] = undefined;
    }
  }
  staged.write = async () => {
    await rm(options.staging, { recursive: true, force: true });
    await mkdir(options.staging, { recursive: true });
    await cp(checkout, options.staging, { recursive: true, verbatimSymlinks: true });
    await rm(join(options.staging, EXTERNAL_DIR), { recursive: true, force: true });
    for (const f of fetched) await cp(f.from, join(options.staging, f.folder), { recursive: true, verbatimSymlinks: true });
    const rewritten = { ...(JSON.parse(text!) as Record<string, unknown>), plugins: plugins.filter((p) => p !== undefined) };
    await writeFile(join(options.staging, MARKETPLACE_FILE), `${JSON.stringify(rewritten, null, 2)}\n`);
  };
  return staged;
}
