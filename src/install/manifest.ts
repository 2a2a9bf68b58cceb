/**
 * The manifest of what Toolshed installed under one root, and the pure
 * computation of what `toolshed remove` changes to undo one install.
 */
import { isDeepStrictEqual } from 'node:util';
import { EXIT, InstallError } from './errors.ts';
import { isPlainObject, undoOps } from './merge.ts';
import { formatJson, parseExistingJson, sha256, stripBom, type ComponentRef, type CurrentFiles, type Plan } from './plan.ts';
import { ManifestSchema, type Manifest, type ManifestEntry } from './schemas.ts';

export const MANIFEST_FILE = '.claude/toolshed-manifest.json';
export const BACKUP_DIR = '.claude/toolshed-backups';

export function emptyManifest(): Manifest {
  return { version: 1, installs: [] };
}

export function parseManifest(text: string | null): Manifest {
  if (text === null) return emptyManifest();
  let data: unknown;
  try {
    data = JSON.parse(stripBom(text));
  } catch (error) {
    throw new InstallError(EXIT.invalidExistingFile, `${MANIFEST_FILE} is not valid JSON (${(error as Error).message}); it was left untouched`);
  }
  const parsed = ManifestSchema.safeParse(data);
  if (!parsed.success) throw new InstallError(EXIT.invalidExistingFile, `${MANIFEST_FILE} is not a Toolshed manifest; it was left untouched`);
  return parsed.data;
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

/** The manifest entry of an applied plan; `backups` maps a changed file to its backup. */
export function entryOf(plan: Plan, extra: { installedAt: string; source: string; backups: ReadonlyMap<string, string>; dirs: string[] }): ManifestEntry {
  const c = plan.component;
  return {
    type: c.kind.type,
    singular: c.kind.singular,
    category: c.category,
    name: c.name,
    sha256: c.sha256,
    installedAt: extra.installedAt,
    source: extra.source,
    files: plan.writes.map((w) => {
      const backup = extra.backups.get(w.path);
      return { path: w.path, sha256: sha256(w.content), ...(backup ? { backup } : {}) };
    }),
    merges: plan.merges.map((m) => {
      const backup = extra.backups.get(m.path);
      return { path: m.path, ops: m.ops, createdFile: m.createdFile, ...(backup ? { backup } : {}) };
    }),
    dirs: extra.dirs,
    ...(plan.placeholders?.length ? { placeholders: plan.placeholders } : {}),
  };
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
    else files[i] = { ...f, ...(files[i]!.backup ? { backup: files[i]!.backup } : {}) };
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
  /** JSON files changed by the removal (backed up before). */
  jsonChanged: string[];
  dirs: string[];
  warnings: string[];
}

/**
 * What undoing `entry` changes, from the current files and the backups taken
 * at install time. Files the user edited since are kept unless force.
 */
export function planRemoval(entry: ManifestEntry, current: CurrentFiles, force: boolean): RemovalPlan {
  const plan: RemovalPlan = { writes: [], deletes: [], jsonChanged: [], dirs: [...entry.dirs].sort((a, b) => b.length - a.length), warnings: [] };
  for (const file of entry.files) {
    const text = current.get(file.path) ?? null;
    if (text === null) continue;
    if (sha256(text) !== file.sha256 && !force) {
      plan.warnings.push(`${file.path} was changed since it was installed; kept (use --force to remove it)`);
      continue;
    }
    const backup = file.backup ? (current.get(file.backup) ?? null) : null;
    if (backup !== null) plan.writes.push({ path: file.path, content: backup });
    else plan.deletes.push(file.path);
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
    const backupText = merge.backup ? (current.get(merge.backup) ?? null) : null;
    let backupDoc: unknown;
    try {
      backupDoc = backupText === null ? undefined : JSON.parse(stripBom(backupText));
    } catch {
      backupDoc = undefined;
    }
    if (backupText !== null && isDeepStrictEqual(backupDoc, result)) {
      plan.writes.push({ path: merge.path, content: backupText }); // byte-for-byte what the user had
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
