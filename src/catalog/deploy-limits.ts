/**
 * Netlify's limit on one folder of a deploy (docs/catalog.md, "Deploy
 * limits"): "a limit of 54,000 files per directory. If any directory within
 * your publish directory has more than 54,000 files, your deploys will fail."
 * Counted here as entries, files and sub-folders alike (the docs do not say
 * whether sub-folders count; counting them is the reading that cannot fail).
 *
 * Where the folder is ours to choose (the plugins' archives) the build spreads
 * files over sub-folders by a hash, so no folder fills at any catalog size.
 * Where spec 1 fixes the address (`/component/{singular}/{category}/{name}`,
 * `/component-content/{type}/{category}/{name}.json`, the browse pages, the
 * stack facts), one category's components share a folder and one kind's
 * categories share a folder: those two numbers are checked before anything is
 * built, and the finished output is walked once more at the end.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { relative } from 'node:path';
import type { CatalogProblem } from './load.ts';

/** Entries Netlify allows in one folder of a deploy. */
export const FOLDER_LIMIT = 54_000;

/**
 * Entries a spec address puts beside a kind's categories: `browse/{type}/`
 * also holds `index.html` and `page/`. One category folder holds only its
 * components (a page folder or a document each).
 */
const BESIDE_CATEGORIES = 2;

/** A short sub-folder for a name: the first two hex digits of its sha256 (256 folders, so 13.8 million names before one is full). */
export function hashFolder(name: string): string {
  return createHash('sha256').update(name).digest('hex').slice(0, 2);
}

/** Direct entries (files and sub-folders) of every folder holding one of `paths` (relative, `/`-separated); '' is the root. */
export function folderEntries(paths: Iterable<string>): Map<string, number> {
  const entries = new Map<string, Set<string>>();
  const add = (path: string) => {
    const slash = path.lastIndexOf('/');
    const dir = slash < 0 ? '' : path.slice(0, slash);
    let set = entries.get(dir);
    const known = set !== undefined;
    if (!set) entries.set(dir, (set = new Set()));
    set.add(path.slice(slash + 1));
    // A folder seen for the first time is itself an entry of its parent.
    if (!known && dir !== '') add(dir);
  };
  for (const path of paths) add(path.replace(/^\/+/, ''));
  return new Map([...entries].map(([dir, set]) => [dir, set.size]));
}

export interface FullestFolder {
  dir: string;
  entries: number;
}

export function fullestFolder(counts: ReadonlyMap<string, number>): FullestFolder {
  let fullest: FullestFolder = { dir: '', entries: 0 };
  for (const [dir, entries] of counts) if (entries > fullest.entries) fullest = { dir, entries };
  return fullest;
}

/**
 * Before anything is built: a category of one kind with more components than
 * a folder may hold, or a kind with more categories, would make a folder of
 * spec 1's addresses too large to deploy. Errors naming the category or kind.
 */
export function folderLimitProblems(components: ReadonlyArray<{ kind: { type: string }; category: string }>, limit = FOLDER_LIMIT): CatalogProblem[] {
  const perCategory = new Map<string, number>();
  const categories = new Map<string, Set<string>>();
  for (const c of components) {
    const key = `${c.kind.type}/${c.category}`;
    perCategory.set(key, (perCategory.get(key) ?? 0) + 1);
    let set = categories.get(c.kind.type);
    if (!set) categories.set(c.kind.type, (set = new Set()));
    set.add(c.category);
  }
  const problems: CatalogProblem[] = [];
  for (const [key, n] of perCategory) {
    if (n > limit) {
      problems.push({
        file: key,
        message: `${n} components in one category: its pages and documents share one folder, and Netlify refuses a deploy with more than ${limit} files in a folder; split it into smaller categories`,
      });
    }
  }
  for (const [type, set] of categories) {
    if (set.size + BESIDE_CATEGORIES > limit) {
      problems.push({
        file: type,
        message: `${set.size} categories of one kind: each is a folder beside the others (component/, component-content/, browse/, stack-facts/), and Netlify refuses a deploy with more than ${limit} files in a folder; merge some categories`,
      });
    }
  }
  return problems;
}

/** The fullest folder of a built site on disk, and every folder over `limit`. */
export async function checkOutputFolders(root: string, limit = FOLDER_LIMIT): Promise<{ fullest: FullestFolder; over: FullestFolder[] }> {
  const counts = new Map<string, number>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const dir = relative(root, entry.parentPath);
    counts.set(dir, (counts.get(dir) ?? 0) + 1);
  }
  const over = [...counts].filter(([, n]) => n > limit).map(([dir, entries]) => ({ dir, entries }));
  return { fullest: fullestFolder(counts), over };
}
