/**
 * `npm run sources -- check | update | lock [id…]` (scripts/sources.ts is
 * the shell): ask each source's upstream where its default branch is now;
 * move pins there, comparing the components before and after (bump.ts);
 * resolve a marketplace's plugins again for the pinned commits. The sources
 * file and the lock are written whole, and only once everything asked for
 * was fetched and compared.
 */
import { readFile } from 'node:fs/promises';
import { loadCatalog } from '../catalog/load.ts';
import type { RunGit } from '../import/git.ts';
import { readSources, writeWhole } from './aggregate.ts';
import { compareSourceComponents, type SourceBump } from './bump.ts';
import { resolveRef } from './fetch.ts';
import { lockText, prunedLock, SourcesError, sourcesText, withSource } from './plan.ts';
import { pullSource } from './pull.ts';
import { LockFileSchema, type CatalogSource, type LockFile, type SourcesFile } from './schema.ts';
import type { SourcesSettings } from './settings.ts';

export interface CommandDeps {
  git?: RunGit;
  clock?: () => Date;
}

function selected(file: SourcesFile, ids: readonly string[]): CatalogSource[] {
  const unknown = ids.filter((id) => !file.sources.some((s) => s.id === id));
  if (unknown.length) throw new SourcesError(`no source ${unknown.join(', ')} in the sources file (it lists ${file.sources.map((s) => s.id).join(', ') || 'none'})`);
  return file.sources.filter((s) => !ids.length || ids.includes(s.id));
}

export interface CheckRow {
  id: string;
  repository: string;
  pinned: string;
  head?: string;
  moved: boolean;
  reason?: string;
}

/** Where each source's upstream is now; changes nothing. */
export async function checkSources(settings: SourcesSettings, ids: readonly string[], deps: CommandDeps = {}): Promise<CheckRow[]> {
  const { file } = await readSources(settings);
  const rows: CheckRow[] = [];
  for (const s of selected(file, ids)) {
    try {
      const head = await resolveRef(s.repository, undefined, { timeoutMs: settings.timeoutMs, ...(deps.git ? { git: deps.git } : {}) });
      rows.push({ id: s.id, repository: s.repository, pinned: s.commit, head, moved: head !== s.commit });
    } catch (error) {
      rows.push({ id: s.id, repository: s.repository, pinned: s.commit, moved: false, reason: (error as Error).message });
    }
  }
  return rows;
}

async function componentsAt(settings: SourcesSettings, source: CatalogSource, lock: LockFile, deps: CommandDeps) {
  const pulled = await pullSource(source, { cacheDir: settings.cacheDir, lock, timeoutMs: settings.timeoutMs, ...(deps.git ? { git: deps.git } : {}) });
  return { pulled, catalog: await loadCatalog(pulled.dir) };
}

/** Move the pins of the selected sources to their upstream heads; returns what each move changes. */
export async function updateSources(settings: SourcesSettings, ids: readonly string[], deps: CommandDeps = {}): Promise<SourceBump[]> {
  const { file, lock } = await readSources(settings);
  const today = (deps.clock ?? (() => new Date()))().toISOString().slice(0, 10);
  const bumps: SourceBump[] = [];
  let nextFile = file;
  let nextLock = prunedLock(lock, file);
  for (const s of selected(file, ids)) {
    const base = { id: s.id, repository: s.repository, from: s.commit, to: s.commit, counts: { added: 0, removed: 0, changed: 0, newBlocking: 0 }, components: [] };
    try {
      const head = await resolveRef(s.repository, undefined, { timeoutMs: settings.timeoutMs, ...(deps.git ? { git: deps.git } : {}) });
      if (head === s.commit) {
        bumps.push({ ...base, status: 'current' });
        continue;
      }
      const moved: CatalogSource = { ...s, commit: head };
      // The old pin's components; a pin upstream no longer has compares with nothing.
      const before = await componentsAt(settings, s, lock, deps).catch(() => undefined);
      const after = await componentsAt(settings, moved, lock, deps);
      bumps.push({ ...base, to: head, status: 'moved', ...compareSourceComponents(before?.catalog.components ?? [], after.catalog.components) });
      nextFile = { ...nextFile, sources: nextFile.sources.map((x) => (x.id === s.id ? moved : x)) };
      nextLock = withSource(nextLock, moved, after.pulled.locked, today);
    } catch (error) {
      bumps.push({ ...base, status: 'failed', reason: (error as Error).message });
    }
  }
  if (nextFile !== file) {
    // The lock first: a sources file whose pins the lock does not match is refused by the next build.
    await writeWhole(settings.lockFile, lockText(nextLock));
    await writeWhole(settings.sourcesFile, sourcesText(nextFile));
  }
  return bumps;
}

/** Resolve the selected sources' marketplace plugins again for their pinned commits, and write the lock. */
export async function relockSources(settings: SourcesSettings, ids: readonly string[], deps: CommandDeps = {}): Promise<Array<{ id: string; plugins: number; reason?: string }>> {
  const { file } = await readSources({ ...settings, lockFile: `${settings.lockFile}.absent` });
  // The lock as it is, even when it disagrees with the sources file (what this command repairs): only entries for the pinned commits are kept.
  const raw = LockFileSchema.safeParse(JSON.parse((await readFile(settings.lockFile, 'utf8').catch(() => undefined)) ?? '{"version":1,"sources":{}}'));
  const pins = new Map(file.sources.map((s) => [s.id, s.commit]));
  let lock: LockFile = { version: 1, sources: raw.success ? Object.fromEntries(Object.entries(raw.data.sources).filter(([id, e]) => pins.get(id) === e.commit)) : {} };
  const rows: Array<{ id: string; plugins: number; reason?: string }> = [];
  for (const s of selected(file, ids)) {
    try {
      const unlocked: LockFile = { version: 1, sources: Object.fromEntries(Object.entries(lock.sources).filter(([id]) => id !== s.id)) };
      const pulled = await pullSource(s, { cacheDir: settings.cacheDir, lock: unlocked, timeoutMs: settings.timeoutMs, ...(deps.git ? { git: deps.git } : {}) });
      lock = withSource(lock, s, pulled.locked);
      rows.push({ id: s.id, plugins: Object.keys(pulled.locked).length });
    } catch (error) {
      rows.push({ id: s.id, plugins: 0, reason: (error as Error).message });
    }
  }
  if (rows.some((r) => r.reason === undefined)) await writeWhole(settings.lockFile, lockText(lock));
  return rows;
}
