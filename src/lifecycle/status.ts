/**
 * The three states of every locked component, compared: **installed** (the
 * bytes in the project), **locked** (the lock file) and **catalog** (what the
 * site serves now). Pure: the shell reads the files and the catalog's
 * lock index once and passes them in.
 */
import { sha256 } from '../install/plan.ts';
import { stripBom } from '../install/plan.ts';
import type { ManifestEntry } from '../install/schemas.ts';
import { mergedValues } from './merged-values.ts';
import { lockMismatches } from './lock-integrity.ts';
import type { ComponentCheck, LocalState, UpstreamState } from './schemas.ts';

/** File contents by path relative to the root; null when absent. */
export type InstalledFiles = ReadonlyMap<string, string | null>;

/**
 * What the catalog serves now, by component key (`{type}/{category}/{name}`):
 * its sha256. `undefined` when the catalog could not be read this run.
 */
export type CatalogDigests = ReadonlyMap<string, string> | undefined;

export function componentKey(entry: Pick<ManifestEntry, 'type' | 'category' | 'name'>): string {
  return `${entry.type}/${entry.category}/${entry.name}`;
}

/** Every path whose bytes the comparison needs. */
export function pathsToCheck(entries: readonly ManifestEntry[]): string[] {
  return [...new Set(entries.flatMap((e) => [...e.files.map((f) => f.path), ...e.merges.map((m) => m.path)]))];
}

const WORST: LocalState[] = ['modified', 'missing', 'intact'];

function worst(states: LocalState[]): LocalState {
  return WORST.find((s) => states.includes(s)) ?? 'intact';
}

function parsed(text: string): { ok: true; doc: unknown } | { ok: false } {
  try {
    return { ok: true, doc: JSON.parse(stripBom(text)) };
  } catch {
    return { ok: false };
  }
}

/** JSON files parsed once per run: hundreds of entries merge into one settings.json. */
export type ParsedFiles = Map<string, { ok: true; doc: unknown } | { ok: false }>;

/** The installed side: each recorded file by its sha256, each merged value by containment. */
export function localState(entry: ManifestEntry, installed: InstalledFiles, parsedFiles: ParsedFiles = new Map()): Pick<ComponentCheck, 'local' | 'files' | 'values'> {
  const files = entry.files.map((f) => {
    const text = installed.get(f.path) ?? null;
    const state: LocalState = text === null ? 'missing' : sha256(text) === f.sha256 ? 'intact' : 'modified';
    return { path: f.path, state };
  });
  const values: ComponentCheck['values'] = [];
  for (const merge of entry.merges) {
    const text = installed.get(merge.path) ?? null;
    let doc = text === null ? null : (parsedFiles.get(merge.path) ?? null);
    if (text !== null && doc === null) {
      doc = parsed(text);
      parsedFiles.set(merge.path, doc);
    }
    for (const value of mergedValues(merge.ops)) {
      const state: LocalState = doc === null ? 'missing' : doc.ok && value.heldBy(doc.doc) ? 'intact' : 'modified';
      values.push({ file: merge.path, key: value.key, state });
    }
  }
  return { local: worst([...files.map((f) => f.state), ...values.map((v) => v.state)]), files, values };
}

export function upstreamState(entry: ManifestEntry, catalog: CatalogDigests): { upstream: UpstreamState; catalogSha256: string | null } {
  if (catalog === undefined) return { upstream: 'unknown', catalogSha256: null };
  const now = catalog.get(componentKey(entry));
  if (now === undefined) return { upstream: 'removed', catalogSha256: null };
  return { upstream: now === entry.sha256 ? 'current' : 'changed', catalogSha256: now };
}

/** `refused`: why the entry cannot be trusted (src/install/manifest.ts entryProblems); its files are then not looked at. */
export function checkComponent(entry: ManifestEntry, installed: InstalledFiles, catalog: CatalogDigests, refused: string[] = [], parsedFiles: ParsedFiles = new Map()): ComponentCheck {
  const tampered = refused.length ? [] : lockMismatches(entry, installed);
  const local = refused.length ? { local: 'refused' as const, files: [], values: [] } : localState(entry, installed, parsedFiles);
  return {
    kind: entry.singular,
    category: entry.category,
    name: entry.name,
    source: entry.source,
    lockedSha256: entry.sha256,
    ...upstreamState(entry, catalog),
    ...local,
    ...(tampered.length ? { local: 'tampered' as const } : {}),
    refused,
    tampered,
  };
}

export function isCurrent(check: ComponentCheck): boolean {
  return check.upstream === 'current' && check.local === 'intact';
}

/**
 * One screen: a line per component with what differs, then the files and keys
 * behind it. Strings from the lock and the project go through `show`
 * (visible() in the shell).
 */
export function describeCheck(check: ComponentCheck, show: (text: string) => string, offline = false): string[] {
  const id = `${check.kind} ${show(check.category)}/${show(check.name)}`;
  const states: string[] = [];
  if (check.upstream === 'changed') states.push(`changed upstream (catalog sha256 ${check.catalogSha256!.slice(0, 12)}…, locked ${show(check.lockedSha256.slice(0, 12))}…)`);
  if (check.upstream === 'removed') states.push('removed from the catalog');
  if (check.upstream === 'unknown' && !offline) states.push('catalog not checked');
  if (check.local === 'modified') states.push('modified locally');
  if (check.local === 'missing') states.push('missing locally');
  if (check.local === 'refused') states.push(`refused: the lock entry names ${check.refused.map(show).join(', ')}`);
  if (check.local === 'tampered') states.push(`tampered: ${check.tampered.map(show).join('; ')}`);
  const lines = [`${states.length ? '✗' : '✓'} ${id}: ${states.length ? states.join('; ') : 'current'}`];
  for (const f of check.files) if (f.state !== 'intact') lines.push(`    ${f.state} ${show(f.path)}`);
  for (const v of check.values) if (v.state !== 'intact') lines.push(`    ${v.state} ${show(v.file)} ${show(v.key)}`);
  return lines;
}
