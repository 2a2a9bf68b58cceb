/**
 * The manifest of what Toolshed installed under one root, and the pure
 * computation of what `toolshed remove` changes to undo one install.
 *
 * A manifest read from a project is untrusted input: a repository the user
 * cloned may ship one. An entry naming a path outside the install places of
 * its kind (policy.ts), anything under `.git/`, or a backup outside the
 * backups folder is refused (`entryProblems`); a backup is restored only when
 * its sha256 was recorded at install time and still matches; and a file whose
 * bytes differ from the recorded ones is never overwritten, `--force` or not.
 */
import { isDeepStrictEqual } from 'node:util';
import { kindByType } from '../catalog/kinds.ts';
import { safeRelativePath } from '../catalog/relative-path.ts';
import { analyzeComponent } from '../safety/analyze.ts';
import { visible } from '../text/visible.ts';
import { EXIT, InstallError } from './errors.ts';
import { isPlainObject, undoOps } from './merge.ts';
import { formatJson, parseExistingJson, sha256, stripBom, type ComponentRef, type CurrentFiles, type Plan } from './plan.ts';
import { BACKUP_DIR, isFilePlace, isMergePlace, MANIFEST_FILE, neverWritten } from './policy.ts';
import { lockParts, PARTS_KINDS, readLock } from './lock.ts';
import { LOCK_VERSION, type Manifest, type ManifestEntry } from './schemas.ts';

export { BACKUP_DIR, MANIFEST_FILE } from './policy.ts';

export function emptyManifest(): Manifest {
  return { version: LOCK_VERSION, installs: [] };
}

/** The manifest (lock file) in `text`, migrated to the current version (lock.ts); `root` makes an old folder source relative. */
export function parseManifest(text: string | null, root?: string): Manifest {
  if (text === null) return emptyManifest();
  let data: unknown;
  try {
    data = JSON.parse(stripBom(text));
  } catch (error) {
    throw new InstallError(EXIT.invalidExistingFile, `${MANIFEST_FILE} is not valid JSON (${visible((error as Error).message)}); it was left untouched`);
  }
  return readLock(data, root);
}

/** `kind category/name`, for messages (category and name are checked segments). */
export function entryId(e: Pick<ManifestEntry, 'singular' | 'category' | 'name'>): string {
  return `${e.singular} ${e.category}/${e.name}`;
}

/** A path named by a manifest: safe and relative, or the reason it is not. */
function badPath(path: string): string | undefined {
  try {
    return safeRelativePath(path) === path ? neverWritten(path) : 'it is not written as the installer writes paths';
  } catch {
    return 'it is not a relative path inside the project';
  }
}

/**
 * Why an entry cannot be trusted: each path it names (files, backups, merged
 * files, folders, placeholders) outside the places its kind installs to.
 * Empty when the entry is usable. Pure; nothing is read.
 */
export function entryProblems(entry: ManifestEntry): string[] {
  const problems: string[] = [];
  const refuse = (path: string, why: string) => problems.push(`${visible(path)} (${why})`);
  if (kindByType(entry.type)?.singular !== entry.singular) problems.push(`kind ${visible(entry.singular)} is not ${entry.type}`);
  const checkBackup = (path: string, backup: string) => {
    const bad = badPath(backup.startsWith(`${BACKUP_DIR}/`) ? backup.slice(BACKUP_DIR.length + 1) : backup);
    if (!backup.startsWith(`${BACKUP_DIR}/`) || !backup.endsWith(`/${path}`) || bad) refuse(backup, bad ?? `not a backup of ${path} in ${BACKUP_DIR}/`);
  };
  const named: string[] = [];
  for (const file of entry.files) {
    const bad = badPath(file.path) ?? (isFilePlace(entry.type, entry.name, file.path) ? undefined : `not a place a ${entry.singular} installs to`);
    if (bad) refuse(file.path, bad);
    if (file.backup !== undefined) checkBackup(file.path, file.backup);
    named.push(file.path, ...(file.backup ? [file.backup] : []));
  }
  for (const merge of entry.merges) {
    if (!isMergePlace(entry.type, merge.path)) refuse(merge.path, `not a file a ${entry.singular} merges into`);
    if (merge.backup !== undefined) checkBackup(merge.path, merge.backup);
    named.push(merge.path, ...(merge.backup ? [merge.backup] : []));
  }
  // Folders are only ever removed when empty, but still only those on the way to a file the entry names.
  for (const dir of entry.dirs) {
    const bad = badPath(dir) ?? (named.some((p) => p.startsWith(`${dir}/`)) ? undefined : 'not a folder on the way to a file it installed');
    if (bad) refuse(dir, bad);
  }
  for (const site of entry.placeholders ?? []) {
    if (!entry.merges.some((m) => m.path === site.file)) refuse(site.file, 'not a file it merged into');
  }
  return problems;
}

/** Throws when an entry cannot be trusted: nothing is done with it, and the manifest is left as it is. */
export function assertEntryUsable(entry: ManifestEntry): void {
  const problems = entryProblems(entry);
  if (!problems.length) return;
  throw new InstallError(
    EXIT.invalidExistingFile,
    `${MANIFEST_FILE}: the entry for ${entryId(entry)} names ${problems.join(', ')}: outside the places a ${entry.singular} installs to. ` +
      'Refusing to act on it; nothing was changed. A manifest can come with a cloned repository: check where this one came from, then fix or delete the entry.',
  );
}

function sameComponent(a: Pick<ManifestEntry, 'type' | 'category' | 'name'>, b: Pick<ManifestEntry, 'type' | 'category' | 'name'>): boolean {
  return a.type === b.type && a.category === b.category && a.name === b.name;
}

/**
 * Components of one kind and name from different categories install to the
 * same place (`.claude/agents/{name}.md`…): each pair, already installed or in
 * the same command, is a named conflict that needs --force.
 */
export function nameCollisions(manifest: Manifest, components: ComponentRef[]): string[] {
  const out: string[] = [];
  components.forEach((c, i) => {
    const same = (e: { type: string; category: string; name: string }) => e.type === c.kind.type && e.name === c.name && e.category !== c.category;
    for (const e of manifest.installs.filter(same)) {
      const where = [...e.files.map((f) => f.path), ...e.merges.map((m) => m.path)].slice(0, 3).join(', ');
      out.push(`${c.kind.singular} ${c.category}/${c.name} has the same name as ${e.category}/${e.name}, already installed here${where ? ` (${where})` : ''}`);
    }
    for (const other of components.slice(0, i).filter((o) => same({ type: o.kind.type, category: o.category, name: o.name }))) {
      out.push(`${c.kind.singular} ${c.category}/${c.name} and ${other.category}/${other.name} have the same name and would install to the same place`);
    }
  });
  return out;
}

/** Where a file was backed up, and the sha256 of the bytes copied there. */
export interface BackupRecord {
  backup: string;
  sha256: string;
}

const backupFields = (record: BackupRecord | undefined) => (record ? { backup: record.backup, backupSha256: record.sha256 } : {});

/** The manifest entry of an applied plan; `backups` maps a changed file to its backup. */
export function entryOf(plan: Plan, extra: { installedAt: string; source: string; backups: ReadonlyMap<string, BackupRecord>; dirs: string[] }): ManifestEntry {
  const c = plan.component;
  return {
    type: c.kind.type,
    singular: c.kind.singular,
    category: c.category,
    name: c.name,
    sha256: c.sha256,
    installedAt: extra.installedAt,
    source: extra.source,
    files: plan.writes.map((w) => ({ path: w.path, sha256: sha256(w.content), ...backupFields(extra.backups.get(w.path)) })),
    merges: plan.merges.map((m) => ({ path: m.path, ops: m.ops, createdFile: m.createdFile, ...backupFields(extra.backups.get(m.path)) })),
    dirs: extra.dirs,
    ...(plan.placeholders?.length ? { placeholders: plan.placeholders } : {}),
    ...(PARTS_KINDS.has(c.kind.type) ? { parts: lockParts(c.content, plan.writes) } : {}),
    // The verdict of exactly the bytes installed: the old side of `toolshed update`'s comparison.
    safety: analyzeComponent(c.kind, c.content),
  };
}

/** The newer record of a file, with the first install's backup: that one is the user's own file, the one to restore. */
function keepFirstBackup(first: ManifestEntry['files'][number], next: ManifestEntry['files'][number]): ManifestEntry['files'][number] {
  if (!first.backup) return next;
  const { backup: _b, backupSha256: _s, ...rest } = next;
  return { ...rest, backup: first.backup, ...(first.backupSha256 ? { backupSha256: first.backupSha256 } : {}) };
}

/** Adds an install; a reinstall keeps what the earlier install did, so remove still undoes all of it. */
export function recordInstall(manifest: Manifest, entry: ManifestEntry): Manifest {
  const previous = manifest.installs.find((e) => sameComponent(e, entry));
  const others = manifest.installs.filter((e) => !sameComponent(e, entry));
  if (!previous) return { ...manifest, installs: [...others, entry] };
  const files = [...previous.files];
  for (const f of entry.files) {
    const i = files.findIndex((p) => p.path === f.path);
    if (i < 0) files.push(f);
    else files[i] = keepFirstBackup(files[i]!, f);
  }
  const merges = [...previous.merges];
  for (const m of entry.merges) {
    const i = merges.findIndex((p) => p.path === m.path);
    if (i < 0) merges.push(m);
    else merges[i] = { ...merges[i]!, ops: [...merges[i]!.ops, ...m.ops] };
  }
  const dirs = [...new Set([...previous.dirs, ...entry.dirs])];
  return { ...manifest, installs: [...others, { ...entry, files, merges, dirs }] };
}

export interface RemovalPlan {
  writes: { path: string; content: string }[];
  deletes: string[];
  /** Files changed since the install, removed with --force: moved into the backups folder, never overwritten. */
  moves: string[];
  /** JSON files changed by the removal (backed up before). */
  jsonChanged: string[];
  dirs: string[];
  warnings: string[];
}

/** The backup's text when its sha256 was recorded at install time and still matches; otherwise why not. */
function verifiedBackup(current: CurrentFiles, backup: string, recorded: string | undefined): { text: string } | { why: string } {
  const text = current.get(backup) ?? null;
  if (text === null) return { why: `its backup ${backup} is missing` };
  if (recorded === undefined) return { why: `no sha256 was recorded for its backup ${backup} at install time` };
  if (sha256(text) !== recorded) return { why: `its backup ${backup} does not match the sha256 recorded at install time` };
  return { text };
}

/**
 * What undoing `entry` changes, from the current files and the backups taken
 * at install time. A file whose bytes differ from the recorded ones is never
 * overwritten: it is kept, or with `force` moved into the backups folder.
 * The entry must have passed `assertEntryUsable`.
 */
export function planRemoval(entry: ManifestEntry, current: CurrentFiles, force: boolean): RemovalPlan {
  const plan: RemovalPlan = { writes: [], deletes: [], moves: [], jsonChanged: [], dirs: [...entry.dirs].sort((a, b) => b.length - a.length), warnings: [] };
  for (const file of entry.files) {
    const text = current.get(file.path) ?? null;
    if (text === null) continue;
    if (sha256(text) !== file.sha256) {
      if (force) plan.moves.push(file.path);
      else plan.warnings.push(`${file.path} was changed since it was installed; kept (--force moves it into ${BACKUP_DIR}/)`);
      if (force && file.backup) plan.warnings.push(`${file.path}: the file it replaced is not put back over your changes; it is in ${file.backup}`);
      continue;
    }
    if (!file.backup) {
      plan.deletes.push(file.path);
      continue;
    }
    const backup = verifiedBackup(current, file.backup, file.backupSha256);
    if ('text' in backup) {
      plan.writes.push({ path: file.path, content: backup.text });
    } else {
      // The installed bytes go; what the backup holds is not trusted to replace them.
      plan.deletes.push(file.path);
      plan.warnings.push(`${file.path}: ${backup.why}; not restored${current.get(file.backup) == null ? '' : ' (restore it by hand if it is yours)'}`);
    }
  }
  for (const merge of entry.merges) {
    const text = current.get(merge.path) ?? null;
    if (text === null) {
      plan.warnings.push(`${merge.path} no longer exists; nothing to take back there`);
      continue;
    }
    const doc = parseExistingJson(merge.path, text);
    const { result, skipped } = undoOps(doc, merge.ops);
    plan.warnings.push(...skipped.map((s) => `${merge.path}: ${s} was changed since it was installed; kept`));
    if (isDeepStrictEqual(result, doc)) continue;
    plan.jsonChanged.push(merge.path);
    const backup = merge.backup ? verifiedBackup(current, merge.backup, merge.backupSha256) : undefined;
    let backupDoc: unknown;
    try {
      backupDoc = backup && 'text' in backup ? JSON.parse(stripBom(backup.text)) : undefined;
    } catch {
      backupDoc = undefined;
    }
    if (backup && 'text' in backup && isDeepStrictEqual(backupDoc, result)) {
      plan.writes.push({ path: merge.path, content: backup.text }); // byte-for-byte what the user had
    } else if ((merge.createdFile || !merge.backup) && isPlainObject(result) && Object.keys(result).length === 0) {
      // Created by Toolshed (this install or an earlier one: no backup of a user version exists) and now empty.
      plan.deletes.push(merge.path);
    } else {
      plan.writes.push({ path: merge.path, content: formatJson(result) });
    }
  }
  return plan;
}

export function pathsForRemoval(entry: ManifestEntry): string[] {
  return [
    ...new Set([
      ...entry.files.flatMap((f) => (f.backup ? [f.path, f.backup] : [f.path])),
      ...entry.merges.flatMap((m) => (m.backup ? [m.path, m.backup] : [m.path])),
    ]),
  ];
}
