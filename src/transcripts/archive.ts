/**
 * Deleted sessions kept. The client prunes transcripts after its cleanup period; `chats`
 * keeps a copy of every file it has indexed in the user's cache folder, so a session the
 * client deleted can still be read (marked archived). Layout, one folder per `projects/`:
 *
 *   <cache>/transcript-archive/<hash of the projects folder>/live/<project>/<file>     copies of files that exist
 *   <cache>/transcript-archive/<hash>/deleted/projects/<project>/<file>               files the client deleted
 *
 * `deleted/projects` has the client's own layout, so the one transcript index reads it.
 * A copy grows by the bytes appended to its original (a rewritten file is copied whole).
 * The archive is capped in bytes: past the cap whole sessions go, the oldest first, copies
 * of files that still exist before the only copies of deleted ones (`planPrune`, pure).
 */
import { createHash } from 'node:crypto';
import { copyFile, lstat, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { classifyPath } from './paths.ts';

export const ARCHIVE_DEFAULT_MB = 2048;

export interface ArchiveOptions {
  /** This projects folder's archive (archiveRoot). */
  root: string;
  projectsDir: string;
  maxBytes: number;
}

export const archiveRoot = (cacheDir: string, projectsDir: string): string => join(cacheDir, 'transcript-archive', createHash('sha256').update(projectsDir).digest('hex').slice(0, 16));
/** Where the deleted sessions are, in the client's layout (a TranscriptIndex reads it). */
export const deletedProjectsDir = (root: string): string => join(root, 'deleted', 'projects');

export interface ArchivedFile {
  /** Path relative to the projects folder. */
  rel: string;
  bytes: number;
  mtimeMs: number;
  deleted: boolean;
}

/** The session a file belongs to (`<project>/<session id>`; an old-layout agent file is its own). */
function sessionKey(rel: string): string {
  const c = classifyPath(rel);
  if (!c) return rel;
  return c.kind === 'legacy-agent' ? `${c.projectDir}/${c.agent}` : `${c.projectDir}/${c.sessionId}`;
}

/** Which sessions to remove to bring the archive under `maxBytes`: copies of existing files first, then deleted ones, oldest first. */
export function planPrune(files: readonly ArchivedFile[], maxBytes: number): string[] {
  const sessions = new Map<string, { bytes: number; mtimeMs: number; deleted: boolean }>();
  let total = 0;
  for (const f of files) {
    const k = sessionKey(f.rel);
    const s = sessions.get(k) ?? { bytes: 0, mtimeMs: 0, deleted: false };
    s.bytes += f.bytes;
    s.mtimeMs = Math.max(s.mtimeMs, f.mtimeMs);
    s.deleted ||= f.deleted;
    sessions.set(k, s);
    total += f.bytes;
  }
  const order = [...sessions].sort(([ka, a], [kb, b]) => Number(a.deleted) - Number(b.deleted) || a.mtimeMs - b.mtimeMs || (ka < kb ? -1 : 1));
  const out: string[] = [];
  for (const [k, s] of order) {
    if (total <= maxBytes) break;
    out.push(k);
    total -= s.bytes;
  }
  return out;
}

/** Every regular .jsonl file under `dir` (symbolic links are not followed), relative to it. */
async function walk(dir: string, base = dir, out: string[] = []): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.isDirectory()) await walk(p, base, out);
    else if (e.isFile() && e.name.endsWith('.jsonl')) out.push(relative(base, p));
  }
  return out;
}

const exists = (p: string) => lstat(p).then(() => true, () => false);

async function sameHead(a: string, b: string, n: number): Promise<boolean> {
  const read = async (p: string) => {
    const fh = await open(p, 'r');
    try {
      const buf = Buffer.alloc(n);
      const { bytesRead } = await fh.read(buf, 0, n, 0);
      return buf.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
  };
  return (await read(a)).equals(await read(b));
}

/** Copies `src` to `dest`: its new bytes when `dest` is its beginning, else whole (through a temporary file). */
async function copyGrowth(src: string, dest: string, srcSize: number): Promise<boolean> {
  const destSize = await stat(dest).then((s) => s.size, () => -1);
  if (destSize === srcSize) return false;
  await mkdir(dirname(dest), { recursive: true, mode: 0o700 });
  if (destSize > 0 && destSize < srcSize && (await sameHead(src, dest, Math.min(destSize, 4096)))) {
    const [from, to] = [await open(src, 'r'), await open(dest, 'a')];
    try {
      const buf = Buffer.alloc(1 << 20);
      for (let pos = destSize; pos < srcSize; ) {
        const { bytesRead } = await from.read(buf, 0, Math.min(buf.length, srcSize - pos), pos);
        if (bytesRead === 0) break;
        await to.write(buf, 0, bytesRead);
        pos += bytesRead;
      }
    } finally {
      await from.close();
      await to.close();
    }
    return true;
  }
  const tmp = `${dest}.${process.pid}.tmp`;
  await copyFile(src, tmp);
  await rename(tmp, dest);
  return true;
}

export interface SyncReport {
  copied: number;
  /** Sessions' files moved to deleted/ because the client removed them. */
  moved: string[];
  /** Sessions removed by the cap. */
  pruned: string[];
  bytes: number;
}

/** Copies the indexed files (absolute paths under the projects folder), moves copies whose original is gone to deleted/, and applies the cap. */
export async function syncArchive(opts: ArchiveOptions, indexed: Iterable<string>): Promise<SyncReport> {
  const live = join(opts.root, 'live');
  let copied = 0;
  for (const path of indexed) {
    const rel = relative(opts.projectsDir, path);
    if (rel.startsWith('..') || !classifyPath(rel)) continue; // only transcripts under the projects folder
    const st = await lstat(path).catch(() => null);
    if (!st?.isFile()) continue;
    if (await copyGrowth(path, join(live, rel), st.size).catch(() => false)) copied++;
  }
  const moved: string[] = [];
  for (const rel of await walk(live)) {
    if (await exists(join(opts.projectsDir, rel))) continue;
    const to = join(deletedProjectsDir(opts.root), rel);
    await mkdir(dirname(to), { recursive: true, mode: 0o700 });
    await rename(join(live, rel), to);
    moved.push(rel.split(sep).join('/'));
  }
  const { pruned, bytes } = await pruneArchive(opts.root, opts.maxBytes);
  return { copied, moved, pruned, bytes };
}

/** Brings the archive under `maxBytes` (planPrune); returns the sessions removed and the bytes left. */
export async function pruneArchive(root: string, maxBytes: number): Promise<{ pruned: string[]; bytes: number }> {
  const files: Array<ArchivedFile & { path: string }> = [];
  for (const [base, deleted] of [[join(root, 'live'), false], [deletedProjectsDir(root), true]] as const) {
    for (const rel of await walk(base)) {
      const st = await lstat(join(base, rel)).catch(() => null);
      if (st) files.push({ rel: rel.split(sep).join('/'), bytes: st.size, mtimeMs: st.mtimeMs, deleted, path: join(base, rel) });
    }
  }
  const pruned = planPrune(files, maxBytes);
  const gone = new Set(pruned);
  let bytes = 0;
  for (const f of files) {
    if (gone.has(sessionKey(f.rel))) await rm(f.path, { force: true });
    else bytes += f.bytes;
  }
  return { pruned, bytes };
}
