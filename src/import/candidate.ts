/**
 * Pure: what a layout (templates-layout.ts, marketplace-layout.ts) finds in a
 * repository before it is checked as a catalog component, and the small rules
 * both layouts share: names, documentation, noise, paths inside the tree.
 */
import { posix } from 'node:path';
import { isSafeSegment, type ComponentType } from '../catalog/kinds.ts';
import type { NotListed } from '../catalog/imports.ts';
import type { Tree } from './tree.ts';
import { nameRecord } from '../text/records.ts';

export interface Candidate {
  type: ComponentType;
  /** Its category before `--into`'s prefix: a safe segment. */
  category: string;
  /** A safe segment. */
  name: string;
  /** Its path in the repository (the file, or the folder of a directory component). */
  path: string;
  /** The entry file's text (dir kinds: also in `files`). */
  entry: string;
  /** Directory kinds: every file, keyed by its path inside the component. */
  files?: Record<string, string>;
  /** Hooks: supporting files by their name beside the JSON. */
  beside?: Record<string, string>;
  /** A license the component states itself (frontmatter, manifest, a LICENSE file in its folder). */
  license?: string;
  /** Fetched from another repository than the one imported (a marketplace plugin's own, src/sources/). */
  origin?: { repository: string; commit: string };
  /** Folders between the category and the name, used to tell apart two components of one name. */
  nesting: string[];
  notes: string[];
}

export interface LayoutResult {
  candidates: Candidate[];
  notListed: NotListed[];
  /** A marketplace's own name. */
  marketplace?: string;
}

/** A name as a legal path segment: illegal characters become `-`; undefined when nothing legal is left. */
export function legalName(raw: string): string | undefined {
  if (isSafeSegment(raw)) return raw;
  const cleaned = raw.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '');
  return cleaned && isSafeSegment(cleaned) ? cleaned : undefined;
}

/** The note for a name made legal: empty when it was legal already. */
export function renamed(raw: string, name: string): string[] {
  return raw === name ? [] : [`named ${name}: ${JSON.stringify(raw)} holds characters a catalog name may not`];
}

const DOC_NAME = /^(readme|changelog|changes|history|license|licence|copying|contributing|code_of_conduct|code-of-conduct|security|notice|authors|maintainers|support|attribution|third[-_]party[-_]notices)(\.[A-Za-z0-9]+)*$/i;
/** `ANTHROPIC_ATTRIBUTION.md`, `HOOK_PATTERNS_COMPRESSED.json`: an all-capitals name is a document about the folder. */
const SHOUTED = /^[A-Z][A-Z0-9]*(?:[_-][A-Z0-9]+)*$/;

/** Whether a file name is documentation or data about a folder rather than a component. */
export function isDocumentation(fileName: string): boolean {
  const stem = fileName.replace(/\.[^.]+$/, '');
  return DOC_NAME.test(fileName) || (SHOUTED.test(stem) && /[A-Z].*[A-Z]/.test(stem));
}

/** Files no component needs: compiled caches, editor and desktop litter. */
export function isNoise(path: string): boolean {
  return /(^|\/)(__pycache__|\.pytest_cache|\.mypy_cache|\.venv|venv)(\/|$)/.test(path) || /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/.test(path) || /\.py[co]$/.test(path);
}

/** A path inside the repository resolved from `base` (a folder): undefined when it leaves the repository or is absolute. */
export function resolveIn(base: string, ref: string): string | undefined {
  if (ref.includes('\0') || ref.includes('\\') || posix.isAbsolute(ref) || /^[A-Za-z]:/.test(ref)) return undefined;
  const joined = posix.normalize(posix.join(base || '.', ref)).replace(/\/$/, '');
  if (joined === '..' || joined.startsWith('../')) return undefined;
  return joined === '.' ? '' : joined;
}

/** The tree's paths in code-unit order, computed once per tree size (layouts ask for folders thousands of times). */
const sortedPaths = new WeakMap<Tree, { size: number; paths: string[] }>();

/** The files of the tree under `dir` (relative paths inside it), in code-unit order. */
export function filesUnder(tree: Tree, dir: string): string[] {
  let index = sortedPaths.get(tree);
  if (!index || index.size !== tree.files.size) {
    index = { size: tree.files.size, paths: [...tree.files.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) };
    sortedPaths.set(tree, index);
  }
  const prefix = dir ? `${dir}/` : '';
  const paths = index.paths;
  // The paths that start with the prefix are one run of the sorted list: find its start, read to its end.
  let lo = 0;
  let hi = paths.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (paths[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const out: string[] = [];
  for (let i = lo; i < paths.length && paths[i]!.startsWith(prefix); i++) out.push(paths[i]!.slice(prefix.length));
  return out;
}

/**
 * A directory component's files: text files by their path inside it; binary,
 * oversized and noise files left out with a note. Undefined (and a reason)
 * when it is larger than a component may be.
 */
export function componentFiles(tree: Tree, dir: string, limits = { maxFiles: 2000, maxBytes: 20_000_000 }): { files: Record<string, string>; notes: string[] } | { reason: string } {
  const files = nameRecord<string>();
  const notes: string[] = [];
  let bytes = 0;
  const inside = filesUnder(tree, dir).filter((p) => !isNoise(p));
  if (inside.length > limits.maxFiles) return { reason: `${inside.length} files: more than the ${limits.maxFiles} a component may hold` };
  for (const rel of inside) {
    const file = tree.files.get(dir ? `${dir}/${rel}` : rel)!;
    if (file.text === undefined) {
      notes.push(`${rel} left out: ${file.skipped === 'binary' ? 'a binary file' : 'larger than 1 MB'} (the catalog carries text)`);
      continue;
    }
    bytes += file.size;
    if (bytes > limits.maxBytes) return { reason: `more than ${limits.maxBytes / 1_000_000} MB of text: more than a component may hold` };
    files[rel] = file.text;
  }
  return { files, notes };
}

/** Names that collide in one kind and category (case-insensitively) are told apart by their folders, then by a number. */
export function settleNames(candidates: Candidate[]): void {
  const taken = new Set<string>();
  const keyOf = (c: Candidate, name: string) => `${c.type}/${c.category}/${name}`.toLowerCase();
  // The file nearest its category keeps the plain name; deeper ones are named after their folders.
  const byDepth = candidates.map((c, i) => ({ c, i })).sort((a, b) => a.c.nesting.length - b.c.nesting.length || a.i - b.i);
  for (const { c } of byDepth) {
    let name = c.name;
    if (taken.has(keyOf(c, name)) && c.nesting.length) name = legalName([...c.nesting, c.name].join('-')) ?? name;
    for (let n = 2; taken.has(keyOf(c, name)); n++) name = `${c.name}-${n}`;
    if (name !== c.name) c.notes.push(`named ${name}: ${c.type}/${c.category}/${c.name} is taken by another file of the repository`);
    c.name = name;
    taken.add(keyOf(c, name));
  }
}
