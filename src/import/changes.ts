/**
 * Pure: what an import run changes in the source tree, against what is there.
 * An import owns the files its previous record lists (and those of a run that
 * was interrupted, from its journal); it writes only files whose text differs,
 * deletes only files it owned that it no longer writes, and never touches a
 * component that is not its own: a planned component whose place is taken by
 * one (its kind, category and name, in any case, or any of its files) is not
 * listed, with that reason. Running the same import twice changes nothing.
 */
import type { ImportRecord, NotListed } from '../catalog/imports.ts';
import type { ComponentType } from '../catalog/kinds.ts';
import type { Plan, PlannedComponent } from './plan.ts';

export type ChangeKind = 'added' | 'changed' | 'removed' | 'unchanged';

export interface ComponentChange {
  type: ComponentType;
  category: string;
  name: string;
  change: ChangeKind;
}

export interface DiskState {
  /** The current text of every path asked about; undefined when the file is not there. */
  texts: ReadonlyMap<string, string | undefined>;
  /** Components of the source tree as `type/category/name` lower-cased, other than this import's own. */
  foreign: ReadonlySet<string>;
}

export interface ImportChanges {
  /** The plan without the components that may not be written. */
  plan: Plan;
  writes: Array<{ path: string; text: string }>;
  deletes: string[];
  changes: ComponentChange[];
}

const idOf = (c: { type: string; category: string; name: string }) => `${c.type}/${c.category}/${c.name}`;

/** The files an import owns: its previous record's and an interrupted run's. */
export function ownedFiles(previous: ImportRecord | undefined, pending: readonly string[] = []): Set<string> {
  return new Set([...(previous?.components.flatMap((c) => c.files) ?? []), ...pending]);
}

/** Every path whose current text the comparison needs. */
export function pathsToCompare(plan: Plan, owned: ReadonlySet<string>): string[] {
  return [...new Set([...plan.components.flatMap((c) => c.files), ...owned])].sort();
}

export function changesOf(plan: Plan, previous: ImportRecord | undefined, owned: ReadonlySet<string>, disk: DiskState): ImportChanges {
  const notListed: NotListed[] = [...plan.notListed];
  const kept: PlannedComponent[] = [];
  for (const c of plan.components) {
    if (disk.foreign.has(idOf(c).toLowerCase())) {
      notListed.push({ path: c.path, type: c.type, reason: `${idOf(c)} is already in the catalog, and not from this import` });
      continue;
    }
    const inTheWay = c.files.find((f) => !owned.has(f) && disk.texts.get(f) !== undefined);
    if (inTheWay) {
      notListed.push({ path: c.path, type: c.type, reason: `${inTheWay} is already in the catalog, and not from this import` });
      continue;
    }
    kept.push(c);
  }
  const wanted = new Map(kept.flatMap((c) => Object.entries(c.texts)));
  const writes = [...wanted].filter(([path, text]) => disk.texts.get(path) !== text).map(([path, text]) => ({ path, text }));
  const deletes = [...owned].filter((p) => !wanted.has(p) && disk.texts.get(p) !== undefined).sort();
  const touched = new Set([...writes.map((w) => w.path), ...deletes]);
  const before = new Map((previous?.components ?? []).map((c) => [idOf(c), c]));
  const changes: ComponentChange[] = kept.map((c) => {
    const old = before.get(idOf(c));
    const change: ChangeKind = !old ? 'added' : [...c.files, ...old.files].some((f) => touched.has(f)) ? 'changed' : 'unchanged';
    return { type: c.type, category: c.category, name: c.name, change };
  });
  const now = new Set(kept.map(idOf));
  for (const old of previous?.components ?? []) {
    if (!now.has(idOf(old))) changes.push({ type: old.type, category: old.category, name: old.name, change: 'removed' });
  }
  notListed.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { plan: { components: kept, notListed }, writes, deletes, changes };
}
