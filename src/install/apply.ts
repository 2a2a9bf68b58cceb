/**
 * The file-system shell: reads the files a plan needs, applies plans with
 * atomic writes (temp file + rename) and backups, keeps the manifest.
 */
import { randomBytes } from 'node:crypto';
import { chmod, copyFile, mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import { BACKUP_DIR, entryOf, MANIFEST_FILE, parseManifest, recordInstall, type RemovalPlan } from './manifest.ts';
import { resolveInside } from './paths.ts';
import type { CurrentFiles, Plan } from './plan.ts';
import type { Manifest, ManifestEntry } from './schemas.ts';

function toRel(root: string, absolute: string): string {
  return relative(root, absolute).split(sep).join('/');
}

export async function readCurrent(root: string, paths: Iterable<string>): Promise<Map<string, string | null>> {
  const current = new Map<string, string | null>();
  for (const path of paths) {
    try {
      current.set(path, await readFile(resolveInside(root, path), 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`cannot read ${path}: ${(error as Error).message}`);
      current.set(path, null);
    }
  }
  return current;
}

/** Writes via a temporary file in the same folder and a rename, so a reader never sees half a file. */
export async function atomicWrite(root: string, path: string, content: string, executable = false): Promise<string | undefined> {
  const absolute = resolveInside(root, path);
  const created = await mkdir(dirname(absolute), { recursive: true });
  const temp = `${absolute}.toolshed-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, content, { mode: executable ? 0o755 : 0o644, flag: 'wx' });
    if (executable) await chmod(temp, 0o755);
    await rename(temp, absolute);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return created === undefined ? undefined : toRel(root, created);
}

function stampOf(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/** Copies a file into the backup folder; returns the backup's relative path. */
export async function backupFile(root: string, path: string, now: Date): Promise<string> {
  const backup = `${BACKUP_DIR}/${stampOf(now)}-${randomBytes(3).toString('hex')}/${path}`;
  const target = resolveInside(root, backup);
  await mkdir(dirname(target), { recursive: true });
  await copyFile(resolveInside(root, path), target);
  return backup;
}

export async function readManifest(root: string): Promise<Manifest> {
  return parseManifest((await readCurrent(root, [MANIFEST_FILE])).get(MANIFEST_FILE) ?? null);
}

export async function writeManifest(root: string, manifest: Manifest): Promise<void> {
  await atomicWrite(root, MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Applies plans in order and records them; returns the manifest entries written. */
export async function applyInstall(
  root: string,
  plans: Plan[],
  current: CurrentFiles,
  options: { now: Date; source: string },
): Promise<ManifestEntry[]> {
  let manifest = await readManifest(root);
  const entries: ManifestEntry[] = [];
  const backedUp = new Map<string, string>();
  try {
    for (const plan of plans) {
      const backups = new Map<string, string>();
      const dirs: string[] = [];
      const keep = async (path: string) => {
        // One backup per file per run: the user's original, before any component touched it.
        if ((current.get(path) ?? null) === null) return;
        if (!backedUp.has(path)) backedUp.set(path, await backupFile(root, path, options.now));
        backups.set(path, backedUp.get(path)!);
      };
      for (const w of plan.writes) {
        if (w.replaces) await keep(w.path);
        const created = await atomicWrite(root, w.path, w.content, w.executable);
        if (created) dirs.push(...parentsUpTo(created, w.path));
      }
      for (const m of plan.merges) {
        await keep(m.path);
        const created = await atomicWrite(root, m.path, m.after);
        if (created) dirs.push(...parentsUpTo(created, m.path));
      }
      const entry = entryOf(plan, { installedAt: options.now.toISOString(), source: options.source, backups, dirs });
      manifest = recordInstall(manifest, entry);
      entries.push(entry);
    }
  } finally {
    // Also when a write fails midway: the components applied so far stay removable.
    await writeManifest(root, manifest);
  }
  return entries;
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

export async function applyRemoval(root: string, entry: ManifestEntry, removal: RemovalPlan, now: Date): Promise<void> {
  for (const path of removal.jsonChanged) await backupFile(root, path, now);
  for (const w of removal.writes) await atomicWrite(root, w.path, w.content);
  for (const path of removal.deletes) await rm(resolveInside(root, path), { force: true });
  const stillUsed: string[] = [];
  for (const dir of removal.dirs) {
    // Only when empty: the user's files, and other installs' files, stay.
    await rmdir(resolveInside(root, dir)).catch(() => stillUsed.push(dir));
  }
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
}
