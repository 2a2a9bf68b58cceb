/**
 * What makes a project folder safe to write into, however odd it is: a path
 * is checked lexically (paths.ts) and then by its real path, so a symbolic
 * link anywhere on the way (`.claude`, `.claude/plugins/x`, the file itself)
 * that leads out of the install root is refused before anything is written
 * or removed. File-system errors become one clear sentence.
 */
import { constants } from 'node:fs';
import { lstat, mkdir, open, realpath, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { EXIT, InstallError } from './errors.ts';
import { resolveInside, UnsafePathError } from './paths.ts';

/** The real path of `path`: its deepest existing ancestor resolved, plus the part that does not exist yet. */
async function realPathOf(path: string): Promise<string> {
  const rest: string[] = [];
  let probe = resolve(path);
  for (;;) {
    try {
      return join(await realpath(probe), ...rest.reverse());
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
      const parent = dirname(probe);
      if (parent === probe) return resolve(path);
      rest.push(basename(probe));
      probe = parent;
    }
  }
}

function outside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel);
}

/**
 * The absolute path of a relative path under root, after checking that its
 * real path (every parent, and the file itself when it is a link) stays under
 * the root's real path. Throws UnsafePathError naming the path otherwise.
 */
export async function resolveReal(root: string, relPath: string): Promise<string> {
  const absolute = resolveInside(root, relPath);
  const [realRoot, real] = await Promise.all([realPathOf(root), realPathOf(absolute)]);
  if (outside(realRoot, real)) {
    throw new UnsafePathError(
      `refusing to touch ${relPath}: a symbolic link on the way leads to ${real}, outside ${root}; nothing was changed`,
    );
  }
  return absolute;
}

/** Larger than anything an install writes or merges: such a file in a planned place is refused, never read whole. */
export const MAX_LOCAL_FILE_BYTES = 32 * 1024 * 1024;

function typeOf(s: { isFIFO(): boolean; isSocket(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isDirectory(): boolean }): string {
  if (s.isFIFO()) return 'a FIFO (named pipe)';
  if (s.isSocket()) return 'a socket';
  if (s.isCharacterDevice() || s.isBlockDevice()) return 'a device';
  if (s.isDirectory()) return 'a folder';
  return 'not a regular file';
}

/** A file over the byte cap of what is read: refused, never read whole. */
export class FileTooLargeError extends InstallError {
  readonly limit: number;
  constructor(relPath: string, size: number, limit: number) {
    super(EXIT.failed, `refusing to read ${relPath}: it is ${size} bytes, more than the ${limit} any install reads; nothing was changed`);
    this.limit = limit;
  }
}

function notRegular(relPath: string, what: string): InstallError {
  return new InstallError(EXIT.failed, `refusing to read ${relPath}: it is ${what}, not a regular file; nothing was changed`);
}

/**
 * The bytes of a regular file, or null when there is none. A FIFO, socket or
 * device in a planned place would block a read forever (or never end): it is
 * looked at first (lstat, then the link's target), opened non-blocking, and
 * checked again on the open descriptor, so one swapped in between is caught
 * too. Larger than `limit`: refused, never read whole.
 */
export async function readRegularFile(absolute: string, relPath: string, limit = MAX_LOCAL_FILE_BYTES): Promise<Buffer | null> {
  let info;
  try {
    info = await lstat(absolute);
    if (info.isSymbolicLink()) info = await stat(absolute); // resolveReal has checked where it leads
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
  if (!info.isFile()) {
    if (info.isDirectory()) throw Object.assign(new Error(`EISDIR: ${relPath}`), { code: 'EISDIR' });
    throw notRegular(relPath, typeOf(info));
  }
  const handle = await open(absolute, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0));
  try {
    const opened = await handle.stat();
    if (!opened.isFile()) throw notRegular(relPath, typeOf(opened));
    if (opened.size > limit) throw new FileTooLargeError(relPath, opened.size, limit);
    const buffer = await handle.readFile();
    if (buffer.byteLength > limit) throw new FileTooLargeError(relPath, buffer.byteLength, limit); // it grew while being read
    return buffer;
  } finally {
    await handle.close();
  }
}

const REASONS: Record<string, string> = {
  ENAMETOOLONG: 'a file or folder name is too long for this file system',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'a folder is in the way',
  EEXIST: 'something is already in the way',
  EMFILE: 'too many open files',
};

/** A file-system error as one line: `cannot write PATH: REASON`. */
export function fileSystemError(action: string, relPath: string, error: unknown): Error {
  if (error instanceof InstallError || error instanceof UnsafePathError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const reason = (code && REASONS[code]) ?? (error as Error).message;
  return new InstallError(EXIT.failed, `cannot ${action} ${relPath}: ${reason}${code ? ` (${code})` : ''}`);
}

/**
 * `mkdir -p` that tells the real reason it failed: Node's recursive mkdir answers
 * ENOENT when the disk is read-only (or the folder not writable), which would tell
 * the user a folder is missing. The first missing folder, created alone, says why.
 * Returns the first folder created, as mkdir does.
 */
export async function makeParents(dir: string): Promise<string | undefined> {
  try {
    return await mkdir(dir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    let missing = dir;
    while (dirname(missing) !== missing && !(await stat(dirname(missing)).then(() => true, () => false))) missing = dirname(missing);
    await mkdir(missing); // throws EROFS, EACCES, ENOSPC…: the reason
    await mkdir(dir, { recursive: true });
    return missing;
  }
}
