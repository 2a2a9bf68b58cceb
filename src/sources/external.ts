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
import type { CatalogSource, LockedPlugin, LockFile, PluginOrigin } from './schema.ts';

/** The folder of the staged copy that holds fetched plugins. */
export const EXTERNAL_DIR = '.toolshed-external';
/** Plugin repositories fetched side by side. */
const FETCHES_AT_ONCE = 4;

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
  type Outcome = { index: number; name: string } & ({ reason: string } | { origin: PluginOrigin; commit: string; from: string });
  const fetchOne = async ({ entry, index }: (typeof external)[number]): Promise<Outcome> => {
    const found = pluginOriginOf(entry.source, isLocalSource(source));
    if ('reason' in found) return { index, name: entry.name, reason: found.reason };
    const origin = found.origin;
    try {
      const commit = origin.sha ?? lockedCommit(options.lock, source, entry.name, origin) ?? (await resolveRef(origin.repository, origin.ref, fetchOptions));
      const tree = await checkoutAt(options.cacheDir, origin.repository, commit, fetchOptions);
      const from = origin.path ? join(tree, origin.path) : tree;
      if (folderInside(origin.path) === undefined || !(await stat(from).then((s) => s.isDirectory(), () => false))) {
        throw new Error(`its folder ${origin.path} is not in ${origin.repository} at ${commit.slice(0, 12)}`);
      }
      return { index, name: entry.name, origin, commit, from };
    } catch (error) {
      return { index, name: entry.name, reason: `its source could not be fetched: ${(error as Error).message}` };
    }
  };
  // A few fetches at a time: each is mostly waiting on git and the network; the outcome is folded in the marketplace's order.
  const outcomes: Outcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(FETCHES_AT_ONCE, external.length) }, async () => {
      while (next < external.length) {
        const item = external[next++]!;
        outcomes[item.index] = await fetchOne(item);
      }
    }),
  );
  const staged: Staged = { root: options.staging, origins: [], notListed: [], locked: {}, write: async () => {} };
  const plugins = [...marketplace.plugins];
  const fetched: Array<{ index: number; folder: string; from: string }> = [];
  for (const o of outcomes) {
    if (!o) continue;
    if ('reason' in o) {
      staged.notListed.push({ path: o.name, reason: o.reason });
      plugins[o.index] = undefined;
      continue;
    }
    const folder = `${EXTERNAL_DIR}/p${o.index}`;
    fetched.push({ index: o.index, folder, from: o.from });
    staged.origins.push({ folder, repository: o.origin.repository, commit: o.commit, path: o.origin.path });
    staged.locked[o.name] = { ...o.origin, commit: o.commit };
    plugins[o.index] = { ...(marketplace.plugins[o.index] as Record<string, unknown>), source: `./${folder}` };
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
