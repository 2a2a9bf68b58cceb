/**
 * The file-system shell that reads an imported repository into memory: only
 * the folders a layout asks for, every name checked before it is used, no
 * symbolic link followed (a link is reported, never read, so nothing outside
 * the repository is reached through one), and caps on depth, file size, file
 * count and total bytes so that no repository stalls or exhausts the import.
 * The layouts (templates-layout.ts, marketplace-layout.ts) are pure over the
 * Tree this returns.
 */
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { safeRelativePath, UnsafePathError } from '../catalog/relative-path.ts';

export interface TreeFile {
  /** The text, when the file is UTF-8 text within the size cap. */
  text?: string;
  size: number;
  /** Why there is no text. */
  skipped?: 'binary' | 'too large';
}

export interface Tree {
  /** Every regular file read, by its path in the repository (forward slashes), in the order of a sorted walk. */
  files: Map<string, TreeFile>;
  /** What was not read, and why: links, special files, unsafe names, folders not read. */
  refused: Array<{ path: string; reason: string }>;
  /** Bytes of text read so far (the cap counts these). */
  bytes: number;
}

export interface TreeLimits {
  /** A larger file is listed with its size but not read (the catalog carries text up to 1 MB). */
  maxFileBytes: number;
  maxFiles: number;
  maxTotalBytes: number;
  maxDepth: number;
}

export const DEFAULT_LIMITS: TreeLimits = { maxFileBytes: 1_000_000, maxFiles: 400_000, maxTotalBytes: 2_000_000_000, maxDepth: 24 };

/** Folders never read: version control and installed dependencies are not catalog content. */
const NOT_READ = new Map([
  ['.git', ''],
  ['node_modules', 'installed dependencies, not read'],
]);

export class TreeTooLargeError extends Error {}

/** An empty tree to read folders into. */
export function emptyTree(): Tree {
  return { files: new Map(), refused: [], bytes: 0 };
}

/**
 * Whether a relative path leads, one segment at a time, through real folders
 * (no link) from `root`. Returns the reason it does not, or undefined.
 */
async function realFolderPath(root: string, rel: string): Promise<string | undefined> {
  let at = root;
  for (const part of rel.split('/').filter(Boolean)) {
    at = join(at, part);
    const info = await lstat(at).catch(() => undefined);
    if (!info) return 'not in the repository';
    if (info.isSymbolicLink()) return 'a symbolic link on the way; not followed';
    if (!info.isDirectory()) return 'not a folder';
  }
  return undefined;
}

/** A file read by its path, under the same rules as a folder walk; undefined when it is not a readable file. */
export async function readOne(root: string, rel: string, tree: Tree, limits: TreeLimits = DEFAULT_LIMITS): Promise<TreeFile | undefined> {
  if (tree.files.has(rel)) return tree.files.get(rel);
  const path = safeRelativePath(rel);
  const parent = path.split('/').slice(0, -1).join('/');
  if (await realFolderPath(root, parent)) return undefined;
  const info = await lstat(join(root, path)).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const file = await readFileEntry(join(root, path), info.size, limits);
  tree.files.set(path, file);
  if (file.text !== undefined) tree.bytes += file.size;
  return file;
}

async function readFileEntry(abs: string, size: number, limits: TreeLimits): Promise<TreeFile> {
  if (size > limits.maxFileBytes) return { size, skipped: 'too large' };
  const buffer = await readFile(abs);
  if (buffer.includes(0)) return { size, skipped: 'binary' };
  return { size, text: buffer.toString('utf8') };
}

/**
 * Read every file under `dir` (relative to `root`; '' for the root itself)
 * into `tree`. A folder that is not there or leads through a link is reported
 * in `tree.refused`; caps beyond which the repository is refused throw
 * TreeTooLargeError with a sentence that says which.
 */
export async function readFolder(root: string, dir: string, tree: Tree, limits: TreeLimits = DEFAULT_LIMITS): Promise<void> {
  const start = dir === '' ? '' : safeRelativePath(dir);
  const why = await realFolderPath(root, start);
  if (why) {
    tree.refused.push({ path: start, reason: why });
    return;
  }
  // The walk lists first (in sorted order, checking every name), then reads with a few files in flight.
  const found: string[] = [];
  const walk = async (rel: string, depth: number): Promise<void> => {
    const entries = await readdir(join(root, rel), { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const path = rel ? `${rel}/${entry.name}` : entry.name;
      try {
        safeRelativePath(path);
      } catch (error) {
        if (!(error instanceof UnsafePathError)) throw error;
        tree.refused.push({ path: JSON.stringify(path), reason: 'a name with control characters or a backslash; not read' });
        continue;
      }
      const skip = NOT_READ.get(entry.name);
      if (skip !== undefined) {
        if (skip) tree.refused.push({ path, reason: skip });
        continue;
      }
      if (entry.isSymbolicLink()) {
        tree.refused.push({ path, reason: 'a symbolic link; not followed' });
      } else if (entry.isDirectory()) {
        if (depth >= limits.maxDepth) tree.refused.push({ path, reason: `more than ${limits.maxDepth} folders deep; not read` });
        else await walk(path, depth + 1);
      } else if (entry.isFile()) {
        if (tree.files.has(path)) continue;
        if (tree.files.size + found.length >= limits.maxFiles) throw new TreeTooLargeError(`the repository has more than ${limits.maxFiles} files under ${start || '.'}; the import takes no more`);
        found.push(path);
      } else {
        tree.refused.push({ path, reason: 'not a regular file; not read' });
      }
    }
  };
  await walk(start, start.split('/').filter(Boolean).length);
  const read: TreeFile[] = new Array(found.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < found.length; i = next++) {
      const abs = join(root, found[i]!);
      const info = await lstat(abs);
      // Between the listing and now, a file may have become something else: it is then not read.
      read[i] = info.isFile() ? await readFileEntry(abs, info.size, limits) : { size: 0, skipped: 'binary' };
      if (read[i]!.text !== undefined) tree.bytes += read[i]!.size;
      if (tree.bytes > limits.maxTotalBytes) throw new TreeTooLargeError(`the repository holds more than ${limits.maxTotalBytes} bytes of text under ${start || '.'}; the import takes no more`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  found.forEach((path, i) => tree.files.set(path, read[i]!));
}

/** The names directly under `dir` in the repository (folders end with `/`), for choosing a layout. */
export async function topNames(root: string, dir = ''): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true }).catch(() => []);
  return entries.map((e) => (e.isDirectory() ? `${e.name}/` : e.name)).sort();
}
