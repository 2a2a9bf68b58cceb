/**
 * The file-system shell that writes an import into the source tree. Every
 * path is checked again here, lexically and by its real path (a symbolic link
 * on the way that leads out of the tree is refused before anything is
 * written: src/install/fs-safety.ts). Each file is written to a temporary file
 * in `.imports/.tmp/` and renamed into place, so a file is always either its
 * old or its new text; a journal (`.imports/<id>.pending.json`) lists every
 * path the run may write, so a run stopped half-way (Ctrl-C, a crash) leaves
 * files the next run knows as its own, and completes. The record is written
 * last, then the journal removed.
 */
import { randomBytes } from 'node:crypto';
import { lstat, readdir, readFile, rename, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { IMPORTS_DIR, ImportRecordSchema, isComponentFile, type ImportRecord } from '../catalog/imports.ts';
import { KINDS } from '../catalog/kinds.ts';
import { makeParents, resolveReal } from '../install/fs-safety.ts';
import { resolveInside } from '../install/paths.ts';

const tmpOf = (id: string) => `${IMPORTS_DIR}/.tmp-${id}`;
const JournalSchema = z.strictObject({ id: z.string(), paths: z.array(z.string()) });

const recordPath = (id: string) => `${IMPORTS_DIR}/${id}.json`;
const journalPath = (id: string) => `${IMPORTS_DIR}/${id}.pending.json`;

/**
 * resolveReal (src/install/fs-safety.ts) for many files: each folder's real
 * path is checked once per run (a run writes thousands of files into a few
 * hundred folders), and a file's own only when it is a link.
 */
class PathGuard {
  private readonly folders = new Map<string, Promise<unknown>>();
  private readonly made = new Map<string, Promise<unknown>>();
  readonly root: string;
  constructor(root: string) {
    this.root = root;
  }

  async resolve(rel: string): Promise<string> {
    const abs = resolveInside(this.root, rel);
    const folder = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '';
    if (folder) {
      let checked = this.folders.get(folder);
      if (!checked) this.folders.set(folder, (checked = resolveReal(this.root, folder)));
      await checked;
    }
    if ((await lstat(abs).catch(() => undefined))?.isSymbolicLink()) await resolveReal(this.root, rel);
    return abs;
  }

  async parents(abs: string): Promise<void> {
    const dir = dirname(abs);
    let made = this.made.get(dir);
    if (!made) this.made.set(dir, (made = makeParents(dir)));
    await made;
  }
}

/** Run `fn` over `items` with `n` in flight. */
async function pool<T>(items: readonly T[], n: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) await fn(items[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
}

/** Write `text` at `rel` through a temporary file in `tmpDir` (same file system) and a rename. */
async function writeAtomically(guard: PathGuard, rel: string, text: string, tmpDir: string): Promise<void> {
  const target = await guard.resolve(rel);
  await guard.parents(target);
  const tmp = join(tmpDir, `${randomBytes(8).toString('hex')}.tmp`);
  await writeFile(tmp, text);
  await rename(tmp, target);
}

/** The previous record of import `id`, if any (an unreadable one is an error: the run would not know what it owns). */
export async function readRecord(root: string, id: string): Promise<ImportRecord | undefined> {
  const text = await readFile(join(root, recordPath(id)), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return undefined;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    doc = undefined;
  }
  const parsed = ImportRecordSchema.safeParse(doc);
  if (!parsed.success) throw new Error(`${recordPath(id)} is not an import record (${parsed.error.issues[0]?.message ?? 'not JSON'}); move it away to import again`);
  return parsed.data;
}

/** Paths an interrupted run of import `id` may have written. */
export async function readJournal(root: string, id: string): Promise<string[]> {
  const text = await readFile(join(root, journalPath(id)), 'utf8').catch(() => undefined);
  if (text === undefined) return [];
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return []; // a journal cut short: the files it named are whole or absent, and unowned files are never touched
  }
  const parsed = JournalSchema.safeParse(doc);
  // Only paths a component may have: a journal someone edited cannot make the run delete anything else.
  const componentPath = (p: string) => {
    const [type = '', category = '', name = ''] = componentIdOf(p).split('/');
    return isComponentFile(p, { type, category, name });
  };
  return parsed.success && parsed.data.id === id ? parsed.data.paths.filter(componentPath) : [];
}

/** The current text of each path (undefined: not there); read through the same real-path check. */
export async function readTexts(root: string, paths: readonly string[]): Promise<Map<string, string | undefined>> {
  const out = new Map<string, string | undefined>();
  const guard = new PathGuard(root);
  await pool(paths, 16, async (path) => {
    out.set(path, await readFile(await guard.resolve(path), 'utf8').catch(() => undefined));
  });
  return out;
}

/** The component a path of the source tree belongs to, as `type/category/name` (a hook's supporting file: a name no component has). */
export function componentIdOf(path: string): string {
  const [type = '', category = '', file = ''] = path.split('/');
  const kind = KINDS.find((k) => k.type === type);
  const name = kind?.layout === 'file' && file.endsWith(kind.ext) ? file.slice(0, -kind.ext.length) : file;
  return `${type}/${category}/${name}`;
}

/** The components of the source tree as `type/category/name` lower-cased (names only; nothing is parsed). */
export async function componentIds(root: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const kind of KINDS) {
    const categories = await readdir(join(root, kind.type), { withFileTypes: true }).catch(() => []);
    for (const cat of categories) {
      if (!cat.isDirectory()) continue;
      for (const entry of await readdir(join(root, kind.type, cat.name), { withFileTypes: true })) {
        const name = kind.layout === 'dir' ? (entry.isDirectory() ? entry.name : undefined) : entry.name.endsWith(kind.ext) ? entry.name.slice(0, -kind.ext.length) : undefined;
        if (name) ids.add(`${kind.type}/${cat.name}/${name}`.toLowerCase());
      }
    }
  }
  return ids;
}

/** Remove the folders a deletion left empty, up to (not including) the kind folder. */
async function pruneEmpty(root: string, rel: string): Promise<void> {
  let dir = dirname(rel);
  while (dir.split('/').length > 1) {
    const removed = await rmdir(join(root, dir)).then(() => true, () => false);
    if (!removed) return;
    dir = dirname(dir);
  }
}

export interface ApplyInput {
  id: string;
  record: ImportRecord;
  writes: Array<{ path: string; text: string }>;
  deletes: string[];
  /** Every path the run may write or delete: the journal. */
  owned: string[];
}

export async function applyImport(root: string, input: ApplyInput): Promise<void> {
  const guard = new PathGuard(root);
  const tmpDir = await resolveReal(root, tmpOf(input.id));
  await makeParents(tmpDir);
  await writeAtomically(guard, journalPath(input.id), `${JSON.stringify({ id: input.id, paths: input.owned })}\n`, tmpDir);
  await pool(input.writes, 16, (w) => writeAtomically(guard, w.path, w.text, tmpDir));
  for (const path of input.deletes) {
    await unlink(await guard.resolve(path)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await pruneEmpty(root, path);
  }
  await writeAtomically(guard, recordPath(input.id), `${JSON.stringify(input.record, null, 2)}\n`, tmpDir);
  await rm(join(root, journalPath(input.id)), { force: true });
  await rm(tmpDir, { recursive: true, force: true });
}
