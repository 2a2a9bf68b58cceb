/**
 * One import run, over its parts: take the source (a folder, or a git address
 * cloned shallow into a temporary folder), choose its layout, read only what
 * that layout needs (tree.ts), find the candidates (a pure layout), plan them
 * through the catalog's reader (plan.ts), compare with the source tree
 * (changes.ts) and write (apply.ts). `scripts/import.ts` is the command-line
 * shell over this; tests and the benchmark call it directly.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, relative, resolve } from 'node:path';
import type { NotListed } from '../catalog/imports.ts';
import { isSafeSegment } from '../catalog/kinds.ts';
import { applyImport, componentIdOf, componentIds, readJournal, readRecord, readTexts } from './apply.ts';
import { legalName, type LayoutResult } from './candidate.ts';
import { changesOf, ownedFiles, pathsToCompare } from './changes.ts';
import { safetyOf, type ImportOutcome } from './outcome.ts';
import { cloneShallow, describeFolder, isGitAddress, redactAddress, systemGit, type RunGit } from './git.ts';
import { detectLicense, LICENSE_FILE } from './license.ts';
import { marketplaceFolders, parseMarketplace, readMarketplaceLayout } from './marketplace-layout.ts';
import { MARKETPLACE_FILE } from './marketplace-schema.ts';
import { planImport, recordOf, type PlanInput } from './plan.ts';
import { COMPONENTS_ROOT, readTemplatesLayout } from './templates-layout.ts';
import { DEFAULT_LIMITS, emptyTree, readFolder, readOne, topNames, type Tree, type TreeLimits } from './tree.ts';

export interface ImportOptions {
  /** A folder, or a git address. */
  source: string;
  /** The source tree written into (components-source/ or CATALOG_SOURCE_DIR). */
  out: string;
  /** `--into`: a prefix for every category. */
  into?: string;
  /** The record's name; by default the prefix, else the repository's name. */
  id?: string;
  /** The repository address to record, for a folder without a git remote. */
  repository?: string;
  /** A branch or tag to clone. */
  ref?: string;
  /** Plan and compare, write nothing. */
  dryRun?: boolean;
  limits?: TreeLimits;
  /** The folder is a checkout of this repository at this commit (src/sources/: a cached checkout without `.git`). */
  pinned?: { repository: string; commit: string };
  /** Folders of the source that hold another repository's files (src/sources/: a plugin fetched from its own repository). */
  origins?: ImportOrigin[];
  /** Left out before the import saw them (src/sources/: plugins whose source could not be fetched), reported with the rest. */
  notListed?: NotListed[];
}

/** `folder` of the imported tree is `path` of `repository` at `commit`: its components and paths are recorded as theirs. */
export interface ImportOrigin {
  folder: string;
  repository: string;
  commit: string;
  path: string;
}

/** Paths under an origin's folder become paths in the origin's repository; components learn where they come from. */
function applyOrigins(result: LayoutResult, origins: readonly ImportOrigin[]): void {
  const find = (path: string) => origins.find((o) => path === o.folder || path.startsWith(`${o.folder}/`));
  const inOrigin = (o: ImportOrigin, path: string) => [o.path, path.slice(o.folder.length + 1)].filter(Boolean).join('/') || '.';
  for (const c of result.candidates) {
    const o = find(c.path);
    if (!o) continue;
    c.path = inOrigin(o, c.path);
    c.origin = { repository: redactAddress(o.repository), commit: o.commit };
  }
  for (const n of result.notListed) {
    const o = find(n.path);
    if (o) n.path = `${redactAddress(o.repository)} at ${o.commit.slice(0, 12)}: ${inOrigin(o, n.path)}`;
  }
}

export type { ImportOutcome } from './outcome.ts';

export class ImportError extends Error {}

/** The repository's own license: a LICENSE file at its top, else package.json's `license`. */
async function repositoryLicense(root: string, tree: Tree, limits: TreeLimits): Promise<string | undefined> {
  for (const name of await topNames(root)) {
    if (!LICENSE_FILE.test(name)) continue;
    const file = await readOne(root, name, tree, limits);
    const id = file?.text === undefined ? undefined : detectLicense(file.text);
    if (id) return id;
  }
  const pkg = await readOne(root, 'package.json', tree, limits);
  try {
    const license = pkg?.text === undefined ? undefined : (JSON.parse(pkg.text) as { license?: unknown }).license;
    return typeof license === 'string' && license.trim() ? license.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** Read what the layout needs and find its candidates. */
async function readLayout(root: string, limits: TreeLimits): Promise<{ layout: PlanInput['layout']; result: LayoutResult; tree: Tree }> {
  const tree = emptyTree();
  const top = await topNames(root);
  if ((await topNames(root, 'cli-tool')).includes('components/')) {
    await readFolder(root, COMPONENTS_ROOT, tree, limits);
    const result = readTemplatesLayout(tree);
    if (top.includes('.claude-plugin/')) {
      result.notListed.push({ path: MARKETPLACE_FILE, reason: `the repository's marketplace bundles components of ${COMPONENTS_ROOT}/, which are imported one by one` });
    }
    return { layout: 'claude-code-templates', result, tree };
  }
  const file = await readOne(root, MARKETPLACE_FILE, tree, limits);
  if (!file) throw new ImportError(`neither layout: no ${COMPONENTS_ROOT}/ folder and no ${MARKETPLACE_FILE} in ${root}`);
  const marketplace = parseMarketplace(file.text);
  if (typeof marketplace === 'string') throw new ImportError(marketplace);
  for (const path of marketplaceFolders(marketplace)) {
    if (!(await readOne(root, path, tree, limits).catch(() => undefined))) await readFolder(root, path, tree, limits);
  }
  // A default folder a plugin at the repository's top does not have is not worth a line.
  tree.refused = tree.refused.filter((r) => r.reason !== 'not in the repository');
  return { layout: 'marketplace', result: readMarketplaceLayout(tree, marketplace), tree };
}

/**
 * Run one import. `deps.clones` learns the temporary clone folder while it
 * exists, so a shell that is stopped (Ctrl-C) can remove it.
 */
export async function runImport(options: ImportOptions, deps: { git?: RunGit; clones?: Set<string> } = {}): Promise<ImportOutcome> {
  const git = deps.git ?? systemGit;
  const limits = options.limits ?? DEFAULT_LIMITS;
  if (options.into !== undefined && !isSafeSegment(options.into)) throw new ImportError(`--into ${JSON.stringify(options.into)}: a prefix of letters, digits, dot, dash and underscore`);
  if (options.id !== undefined && (!isSafeSegment(options.id) || options.id.startsWith('.'))) throw new ImportError(`--id ${JSON.stringify(options.id)}: a name of letters, digits, dot, dash and underscore`);
  const out = resolve(options.out);
  if (!(await stat(out).then((s) => s.isDirectory(), () => false))) throw new ImportError(`the source tree ${out} is not a folder`);
  let clone: string | undefined;
  try {
    let root: string;
    let repository: string;
    let commit: string | undefined;
    let inRepo = '';
    if (options.pinned) {
      root = resolve(options.source);
      repository = options.repository ?? redactAddress(options.pinned.repository);
      commit = options.pinned.commit;
    } else if (isGitAddress(options.source)) {
      clone = await mkdtemp(resolve(tmpdir(), 'toolshed-import-'));
      deps.clones?.add(clone);
      await cloneShallow(git, options.source, clone, options.ref);
      root = clone;
      repository = options.repository ?? redactAddress(options.source);
      commit = (await describeFolder(git, clone)).commit;
    } else {
      root = resolve(options.source);
      if (!(await stat(root).then((s) => s.isDirectory(), () => false))) throw new ImportError(`${options.source} is neither a folder nor a git address`);
      const about = await describeFolder(git, root);
      commit = about.commit;
      if (about.top) inRepo = relative(about.top, root).split('\\').join('/');
      repository = options.repository ?? about.remote ?? basename(about.top ?? root);
    }
    const { layout, result, tree } = await readLayout(root, limits);
    if (options.origins?.length) applyOrigins(result, options.origins);
    result.notListed.push(...(options.notListed ?? []));
    const id = options.id ?? options.into ?? legalName(basename(repository).replace(/\.git$/, '')) ?? 'import';
    // Paths in a record are paths in the repository: a folder inside one is prefixed with where it is.
    if (inRepo) {
      for (const c of result.candidates) c.path = `${inRepo}/${c.path}`;
      for (const n of result.notListed) n.path = `${inRepo}/${n.path}`;
    }
    const input: PlanInput = {
      id,
      layout,
      result,
      source: { repository, ...(commit ? { commit } : {}) },
      ...(options.into ? { prefix: options.into } : {}),
      repositoryLicense: await repositoryLicense(root, tree, limits),
      refused: tree.refused,
    };
    const plan = planImport(input);
    const previous = await readRecord(out, id);
    const owned = ownedFiles(previous, await readJournal(out, id));
    // Its own components: those of its record, and those an interrupted run of it wrote (the journal's files).
    const ownIds = new Set([...(previous?.components ?? []).map((c) => `${c.type}/${c.category}/${c.name}`), ...[...owned].map(componentIdOf)].map((x) => x.toLowerCase()));
    const foreign = new Set([...(await componentIds(out))].filter((x) => !ownIds.has(x)));
    const texts = await readTexts(out, pathsToCompare(plan, owned));
    const changes = changesOf(plan, previous, owned, { texts, foreign });
    const record = recordOf(input, changes.plan);
    if (!options.dryRun) {
      const unchanged = changes.writes.length === 0 && changes.deletes.length === 0 && JSON.stringify(previous) === JSON.stringify(record);
      if (!unchanged) {
        const paths = [...new Set([...owned, ...changes.plan.components.flatMap((c) => c.files)])].sort();
        await applyImport(out, { id, record, writes: changes.writes, deletes: changes.deletes, owned: paths });
      }
    }
    return {
      record,
      changes: changes.changes,
      written: options.dryRun ? 0 : changes.writes.length,
      deleted: options.dryRun ? 0 : changes.deletes.length,
      dryRun: options.dryRun === true,
      safety: safetyOf(changes.plan.components),
    };
  } finally {
    if (clone) {
      await rm(clone, { recursive: true, force: true });
      deps.clones?.delete(clone);
    }
  }
}
