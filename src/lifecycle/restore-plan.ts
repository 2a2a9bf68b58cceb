/**
 * What restoring one locked component from the catalog changes (a fresh
 * clone, CI, a deleted file): the installer's `planInstall` of the locked
 * version over the current files, checked against the lock's per-file
 * sha256, so what is written is byte for byte what the lock says. Pure.
 */
import { planInstall, sha256, type CurrentFiles, type Layout, type Plan, type Verified } from '../install/plan.ts';
import type { ManifestEntry } from '../install/schemas.ts';
import { fileDiff } from './diff.ts';
import { sameJsonText } from './merged-values.ts';
import { mergeMismatches } from './merge-origin.ts';
import type { FileChange } from './schemas.ts';

export interface RestorePlan {
  plan: Plan;
  changes: FileChange[];
  /** Files changed here since the install, values the user set differently: need --force. */
  conflicts: string[];
  /**
   * Where the catalog's bytes and the lock disagree although the component's
   * sha256 matched: a lock edited by hand, or one that lists a file the
   * component does not hold. Nothing is restored while there is one.
   */
  mismatches: string[];
}

/** Where the lock's file records and the component's bytes (its layout) disagree: each file must hash as the lock says. */
export function fileMismatches(entry: ManifestEntry, layout: Layout): string[] {
  const mismatches: string[] = [];
  const produced = new Map(layout.writes.map((w) => [w.path, w.content]));
  for (const f of entry.files) {
    const content = produced.get(f.path);
    if (content === undefined) mismatches.push(`the lock lists ${f.path}, which the component does not hold`);
    else if (sha256(content) !== f.sha256) mismatches.push(`${f.path}: the lock says sha256 ${f.sha256}, the component's bytes hash to ${sha256(content)}`);
  }
  return mismatches;
}

export function planRestore(entry: ManifestEntry, component: Verified, layout: Layout, current: CurrentFiles, force: boolean): RestorePlan {
  const mismatches: string[] = [];
  if (component.sha256 !== entry.sha256) mismatches.push(`the catalog serves sha256 ${component.sha256}, the lock says ${entry.sha256}`);
  mismatches.push(...fileMismatches(entry, layout), ...mergeMismatches(entry, layout));
  const plan = planInstall(component, layout, current, force);
  const owned = new Set(entry.files.map((f) => f.path));
  const conflicts = plan.conflicts.map((c) => {
    const path = [...owned].find((p) => c === `${p} exists with other content`);
    return path === undefined ? c : `${path} was changed here since it was installed`;
  });
  const changes: FileChange[] = [
    ...plan.writes.map((w): FileChange => {
      const before = current.get(w.path) ?? null;
      return { path: w.path, action: before === null ? 'write' : 'overwrite', conflict: before !== null, patch: fileDiff(w.path, before, w.content).patch };
    }),
    ...plan.merges.map((m): FileChange => {
      const before = current.get(m.path) ?? null;
      const same = sameJsonText(before, m.after);
      return { path: m.path, action: same ? 'unchanged' : 'merge', conflict: false, patch: fileDiff(m.path, before, m.after).patch };
    }),
  ];
  return { plan, changes, conflicts: force ? [] : conflicts, mismatches };
}

/** Whether the plan writes anything at all. */
export function restoresSomething(plan: RestorePlan): boolean {
  return plan.changes.some((c) => c.action !== 'unchanged');
}
