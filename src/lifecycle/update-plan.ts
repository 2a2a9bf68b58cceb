/**
 * What updating one locked component to the catalog's new version changes,
 * computed purely from the lock entry, the project's current files and the
 * new verified content. The new version is planned with the installer's own
 * `planInstall` over a view of the project in which the old version's
 * untouched files are free to replace and its merged values are taken back:
 * so the new version's files and values land exactly as a fresh install
 * would put them, and what the user changed is a conflict, never lost.
 */
import { undoOps } from '../install/merge.ts';
import { formatJson, parseExistingJson, planInstall, sha256, type CurrentFiles, type Layout, type Plan, type Verified } from '../install/plan.ts';
import type { ManifestEntry } from '../install/schemas.ts';
import { fileDiff } from './diff.ts';
import { sameJsonText } from './merged-values.ts';
import type { FileChange } from './schemas.ts';

export interface UpdatePlan {
  /** The new version's install plan; applied with the installer's all-or-nothing apply. */
  plan: Plan;
  /** Files of the old version the new one no longer has (only those unchanged since, unless force). */
  deletes: string[];
  /** Every file the update changes, with its diff from the current bytes. */
  changes: FileChange[];
  /** Three-way conflicts in words: modified here, changed upstream. Empty under force. */
  conflicts: string[];
  /**
   * Files of the new version already holding its bytes (the user made the same
   * change): nothing to write, but the lock keeps owning them.
   */
  adopted: { path: string; sha256: string }[];
}

/** Every path an update of `entry` to `layout` needs to read first. */
export function pathsForUpdate(entry: ManifestEntry, layout: Layout): string[] {
  return [
    ...new Set([...entry.files.map((f) => f.path), ...entry.merges.map((m) => m.path), ...layout.writes.map((w) => w.path), ...layout.merges.map((m) => m.path)]),
  ];
}

/**
 * The project as if the old version had been removed, keeping what the user
 * changed: an unchanged file of it is absent (free to replace or delete), a
 * changed one keeps its bytes (a conflict for the plan), and each JSON file
 * it merged into has its values taken back (the user's own values stay).
 */
function released(entry: ManifestEntry, current: CurrentFiles): { view: Map<string, string | null>; modified: Set<string> } {
  const view = new Map(current);
  const modified = new Set<string>();
  for (const f of entry.files) {
    const text = current.get(f.path) ?? null;
    if (text === null || sha256(text) === f.sha256) view.set(f.path, null);
    else modified.add(f.path);
  }
  for (const m of entry.merges) {
    const text = view.get(m.path) ?? null;
    if (text === null) continue;
    const { result } = undoOps(parseExistingJson(m.path, text), m.ops);
    view.set(m.path, formatJson(result));
  }
  return { view, modified };
}

/**
 * The update of `entry` to `next` (verified, its layout's placeholders
 * filled). `force` takes the new version over the user's changes; the apply
 * backs each such file up first.
 */
export function planUpdate(entry: ManifestEntry, next: Verified, layout: Layout, current: CurrentFiles, force: boolean): UpdatePlan {
  const { view, modified } = released(entry, current);
  const plan = planInstall(next, layout, view, force);
  // A file changed here that the new version changes too: the three sides, not "exists with other content".
  const conflicts = plan.conflicts.map((c) => {
    const path = [...modified].find((p) => c === `${p} exists with other content`);
    return path === undefined ? c : `${threeWay(entry, path, current, layout.writes.find((w) => w.path === path)?.content ?? null)}: changed here and upstream`;
  });
  const newPaths = new Set(plan.writes.map((w) => w.path));
  for (const w of layout.writes) newPaths.add(w.path);

  const deletes: string[] = [];
  for (const f of entry.files) {
    if (newPaths.has(f.path) || (current.get(f.path) ?? null) === null) continue;
    if (modified.has(f.path) && !force) {
      conflicts.push(`${f.path} was changed here and the new version no longer has it`);
      continue;
    }
    deletes.push(f.path);
  }

  const changes: FileChange[] = [];
  for (const w of plan.writes) {
    const before = current.get(w.path) ?? null;
    const conflict = modified.has(w.path) || (before !== null && !entry.files.some((f) => f.path === w.path));
    const action = before === null ? 'write' : before === w.content ? 'unchanged' : 'overwrite';
    changes.push({ path: w.path, action, conflict: action !== 'unchanged' && conflict, patch: fileDiff(w.path, before, w.content).patch });
  }
  for (const path of deletes) {
    changes.push({ path, action: 'delete', conflict: modified.has(path), patch: fileDiff(path, current.get(path) ?? null, null).patch });
  }
  for (const m of plan.merges) {
    const before = current.get(m.path) ?? null;
    const same = sameJsonText(before, m.after);
    changes.push({ path: m.path, action: same ? 'unchanged' : 'merge', conflict: false, patch: fileDiff(m.path, before, m.after).patch });
  }
  // Values the old version merged that the new one does not bring back: taken out of their files.
  for (const m of entry.merges) {
    if (plan.merges.some((p) => p.path === m.path)) continue;
    const before = current.get(m.path) ?? null;
    const after = view.get(m.path) ?? null;
    if (before === null || after === null || sameJsonText(before, after)) continue;
    plan.merges.push({ path: m.path, after, ops: [], createdFile: false });
    changes.push({ path: m.path, action: 'merge', conflict: false, patch: fileDiff(m.path, before, after).patch });
  }
  const written = new Set(plan.writes.map((w) => w.path));
  const adopted = layout.writes
    .filter((w) => !written.has(w.path) && (current.get(w.path) ?? null) === w.content && entry.files.some((f) => f.path === w.path))
    .map((w) => ({ path: w.path, sha256: sha256(w.content) }));
  return { plan, deletes, changes, conflicts: force ? [] : conflicts, adopted };
}

/** The three sides of a file changed here and upstream, for the conflict's heading. */
export function threeWay(entry: ManifestEntry, path: string, current: CurrentFiles, next: string | null): string {
  const locked = entry.files.find((f) => f.path === path)?.sha256;
  const yours = current.get(path) ?? null;
  const short = (h: string | undefined | null) => (h ? `${h.slice(0, 12)}…` : 'none');
  return `${path}: locked ${short(locked)}, yours ${short(yours === null ? null : sha256(yours))}, new ${short(next === null ? null : sha256(next))}`;
}
