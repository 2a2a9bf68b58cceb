/**
 * The file-system shell: reads the files a plan needs, applies plans with
 * atomic writes (temp file + rename) and backups, keeps the manifest.
 * Applying is all or nothing: every write is journaled, and a failure, an
 * interrupt or a kill signal (through `signal`) rolls back what was written
 * before the manifest is touched.
 */
import { randomBytes } from 'node:crypto';
import { createHash } from 'node:crypto';
import { chmod, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import { EXIT, InstallError } from './errors.ts';
import { fileSystemError, makeParents, readRegularFile, resolveReal } from './fs-safety.ts';
import { portableSource, serializeLock } from './lock.ts';
import { neverWritten } from './policy.ts';
import { BACKUP_DIR, entryOf, MANIFEST_FILE, parseManifest, recordInstall, type BackupRecord, type RemovalPlan } from './manifest.ts';
import type { CurrentFiles, Plan } from './plan.ts';
import type { Manifest, ManifestEntry } from './schemas.ts';

function toRel(root: string, absolute: string): string {
  return relative(root, absolute).split(sep).join('/');
}

/** The text of each path under root (null: no such file); only regular files are read (fs-safety.ts). */
export async function readCurrent(root: string, paths: Iterable<string>): Promise<Map<string, string | null>> {
  const list = [...paths];
  const texts: (string | null)[] = new Array(list.length);
  // A few reads in flight at once: each is several system calls (real path, lstat, open, fstat, read), and
  // `toolshed check` reads every file of a lock with hundreds of components (docs/benchmarks.md, Lifecycle).
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const i = next++;
      const path = list[i]!;
      try {
        const bytes = await readRegularFile(await resolveReal(root, path), path);
        texts[i] = bytes === null ? null : bytes.toString('utf8');
      } catch (error) {
        throw fileSystemError('read', path, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, list.length) }, worker));
  return new Map(list.map((path, i) => [path, texts[i]!]));
}

const READ_CONCURRENCY = 16;

/** Writes via a temporary file in the same folder and a rename, so a reader never sees half a file. */
async function atomicWrite(root: string, path: string, content: string, executable = false): Promise<string | undefined> {
  try {
    const absolute = await resolveReal(root, path);
    const created = await makeParents(dirname(absolute));
    const temp = `${dirname(absolute)}/.toolshed-${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(temp, content, { mode: executable ? 0o755 : 0o644, flag: 'wx' });
      if (executable) await chmod(temp, 0o755);
      await rename(temp, absolute);
    } catch (error) {
      await rm(temp, { force: true });
      if (created !== undefined) await removeEmptyDirs(root, parentsUpTo(toRel(root, created), path));
      throw error;
    }
    return created === undefined ? undefined : toRel(root, created);
  } catch (error) {
    throw fileSystemError('write', path, error);
  }
}

function stampOf(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/**
 * Copies a file into the backup folder (a regular file only, read as for a
 * plan); returns the backup's relative path, the sha256 of the bytes copied
 * (recorded, so only this backup is ever restored), the folders it created and
 * its files (the copy, and a `.gitignore` of `*` beside it: backups are the
 * user's own files from this machine, maybe with secrets, and stay out of the
 * commit that shares the lock file; docs/installer.md "The lock file").
 */
async function backupFile(root: string, path: string, now: Date): Promise<BackupRecord & { dirs: string[]; files: string[] }> {
  const folder = `${BACKUP_DIR}/${stampOf(now)}-${randomBytes(3).toString('hex')}`;
  const backup = `${folder}/${path}`;
  try {
    const bytes = await readRegularFile(await resolveReal(root, path), path);
    if (bytes === null) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
    const target = await resolveReal(root, backup);
    const created = await makeParents(dirname(target));
    await writeFile(target, bytes, { flag: 'wx', mode: 0o600 });
    await writeFile(await resolveReal(root, `${folder}/.gitignore`), '*\n', { flag: 'wx', mode: 0o644 });
    return {
      backup,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      dirs: created === undefined ? [] : parentsUpTo(toRel(root, created), backup),
      files: [backup, `${folder}/.gitignore`],
    };
  } catch (error) {
    throw fileSystemError('back up', path, error);
  }
}

export async function readManifest(root: string): Promise<Manifest> {
  return parseManifest((await readCurrent(root, [MANIFEST_FILE])).get(MANIFEST_FILE) ?? null, root);
}

async function writeManifest(root: string, manifest: Manifest): Promise<string | undefined> {
  return atomicWrite(root, MANIFEST_FILE, serializeLock(manifest));
}

/** What an apply changed, newest last, so it can be undone. */
class Journal {
  /** Relative path to its text before this apply (null: it did not exist). */
  readonly before = new Map<string, string | null>();
  readonly dirs: string[] = [];
  readonly backups: string[] = [];

  async rollback(root: string): Promise<string[]> {
    const failures: string[] = [];
    for (const [path, text] of [...this.before].reverse()) {
      try {
        if (text === null) await rm(await resolveReal(root, path), { force: true });
        else await atomicWrite(root, path, text);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (text === null && (code === 'ENOENT' || code === 'ENOTDIR')) continue; // never written: nothing to undo
        failures.push(`${path}: ${(error as Error).message}`);
      }
    }
    for (const backup of this.backups) await rm(await resolveReal(root, backup), { force: true }).catch(() => failures.push(backup));
    await removeEmptyDirs(root, this.dirs);
    return failures;
  }
}

/** Removes the given folders deepest first when they are empty; returns those still in use. */
async function removeEmptyDirs(root: string, dirs: string[]): Promise<string[]> {
  const stillUsed: string[] = [];
  for (const dir of [...new Set(dirs)].sort((a, b) => b.length - a.length)) {
    try {
      await rmdir(await resolveReal(root, dir));
    } catch {
      stillUsed.push(dir);
    }
  }
  return stillUsed;
}

export interface ApplyOptions {
  now: Date;
  /** The catalog's label (URL or folder); the lock records it portably (lock.ts). */
  source: string;
  signal?: AbortSignal;
  /** Files removed in the same all-or-nothing step (an update's dropped files): backed up first, put back on rollback. */
  deletes?: readonly string[];
  /** How an applied plan enters the lock: by default added to it (recordInstall); an update replaces the locked entry. */
  record?: (manifest: Manifest, entry: ManifestEntry, plan: Plan) => Manifest;
  /** false: the lock is not written at all (a restore puts files back to what the lock already says). */
  writeLock?: boolean;
  /** Told of every backup made, so the command can say where a user's file went. */
  backedUp?: (path: string, backup: string) => void;
}

/**
 * Applies plans in order and records them in the manifest, all or nothing:
 * on any error, or when `signal` aborts, every file written is put back as
 * it was, backups and new folders are removed, and the manifest is unchanged.
 */
export async function applyInstall(root: string, plans: Plan[], current: CurrentFiles, options: ApplyOptions): Promise<ManifestEntry[]> {
  let manifest = await readManifest(root);
  const entries: ManifestEntry[] = [];
  const backedUp = new Map<string, BackupRecord>();
  const journal = new Journal();
  const step = () => {
    if (options.signal?.aborted) throw new InstallError(EXIT.interrupted, 'interrupted');
  };
  const write = async (path: string, content: string, executable = false): Promise<string[]> => {
    step();
    refuseNever(path);
    const created = await atomicWrite(root, path, content, executable);
    // Journaled once written: a write that failed left the file as it was (temp file + rename), nothing to undo.
    if (!journal.before.has(path)) journal.before.set(path, current.get(path) ?? null);
    const dirs = created ? parentsUpTo(created, path) : [];
    journal.dirs.push(...dirs);
    return dirs;
  };
  try {
    for (const plan of plans) {
      const backups = new Map<string, BackupRecord>();
      const dirs: string[] = [];
      const keep = async (path: string) => {
        // One backup per file per run: the user's original, before any component touched it.
        if ((current.get(path) ?? null) === null) return;
        if (!backedUp.has(path)) {
          step();
          const made = await backupFile(root, path, options.now);
          journal.backups.push(...made.files);
          journal.dirs.push(...made.dirs);
          backedUp.set(path, { backup: made.backup, sha256: made.sha256 });
          options.backedUp?.(path, made.backup);
        }
        backups.set(path, backedUp.get(path)!);
      };
      for (const w of plan.writes) {
        if (w.replaces) await keep(w.path);
        dirs.push(...(await write(w.path, w.content, w.executable)));
      }
      for (const m of plan.merges) {
        await keep(m.path);
        dirs.push(...(await write(m.path, m.after)));
      }
      const entry = entryOf(plan, { installedAt: options.now.toISOString(), source: portableSource(options.source, root), backups, dirs });
      manifest = (options.record ?? recordInstall)(manifest, entry, plan);
      entries.push(entry);
    }
    for (const path of options.deletes ?? []) {
      step();
      refuseNever(path);
      const made = await backupFile(root, path, options.now);
      journal.backups.push(...made.files);
      journal.dirs.push(...made.dirs);
      options.backedUp?.(path, made.backup);
      try {
        await rm(await resolveReal(root, path), { force: true });
      } catch (error) {
        throw fileSystemError('remove', path, error);
      }
      if (!journal.before.has(path)) journal.before.set(path, current.get(path) ?? null);
    }
    step();
    if (options.writeLock !== false) {
      const manifestDirs = await writeManifest(root, manifest);
      if (manifestDirs) journal.dirs.push(...parentsUpTo(manifestDirs, MANIFEST_FILE));
    }
  } catch (error) {
    const failures = await journal.rollback(root);
    const undone = failures.length
      ? `; could not undo: ${failures.join(', ')}`
      : '; every change was rolled back, nothing was installed';
    throw new InstallError(error instanceof InstallError ? error.code : EXIT.failed, `${(error as Error).message}${undone}`);
  }
  return entries;
}

/**
 * The last line of the write policy (policy.ts), for every caller of the
 * shell (install, update, restore): a version-control folder or Toolshed's
 * own records are never written or deleted, whatever planned it (a lock file
 * from a cloned repository names the paths an update deletes).
 */
function refuseNever(path: string): void {
  const why = neverWritten(path);
  if (why) throw new InstallError(EXIT.integrity, `refusing to touch ${path}: ${why}`);
}

/** Every folder from the first one mkdir created down to the file's parent. */
function parentsUpTo(firstCreated: string, file: string): string[] {
  const dirs: string[] = [];
  let dir = file.split('/').slice(0, -1).join('/');
  while (dir.length >= firstCreated.length && dir !== '') {
    dirs.push(dir);
    if (dir === firstCreated) break;
    dir = dir.split('/').slice(0, -1).join('/');
  }
  return dirs;
}

/** Undoes one install; returns where each file moved aside (--force on a changed file) now is. */
export async function applyRemoval(root: string, entry: ManifestEntry, removal: RemovalPlan, now: Date): Promise<{ moved: { path: string; to: string }[] }> {
  for (const path of [...removal.writes.map((w) => w.path), ...removal.deletes, ...removal.moves, ...removal.jsonChanged]) refuseNever(path);
  for (const path of removal.jsonChanged) await backupFile(root, path, now);
  const moved: { path: string; to: string }[] = [];
  for (const path of removal.moves) {
    // Changed since the install: its bytes are kept in the backups folder, never overwritten.
    moved.push({ path, to: (await backupFile(root, path, now)).backup });
    try {
      await rm(await resolveReal(root, path), { force: true });
    } catch (error) {
      throw fileSystemError('remove', path, error);
    }
  }
  for (const w of removal.writes) await atomicWrite(root, w.path, w.content);
  for (const path of removal.deletes) {
    try {
      await rm(await resolveReal(root, path), { force: true });
    } catch (error) {
      throw fileSystemError('remove', path, error);
    }
  }
  // Only when empty: the user's files, and other installs' files, stay.
  const stillUsed = await removeEmptyDirs(root, removal.dirs);
  const manifest = await readManifest(root);
  const installs = manifest.installs
    .filter((e) => !(e.type === entry.type && e.category === entry.category && e.name === entry.name))
    .map((e) => {
      // A shared folder this install created (e.g. .claude/skills) passes to the installs still in it.
      const inside = (dir: string) => [...e.files.map((f) => f.path), ...e.merges.map((m) => m.path)].some((p) => p.startsWith(`${dir}/`));
      const inherited = stillUsed.filter((d) => inside(d) && !e.dirs.includes(d));
      return inherited.length ? { ...e, dirs: [...e.dirs, ...inherited] } : e;
    });
  await writeManifest(root, { ...manifest, installs });
  return { moved };
}
