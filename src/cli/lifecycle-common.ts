/**
 * What `toolshed update` and the restore (`toolshed install` with no
 * component flag) share: the locked components' catalogs read once each, the
 * new version downloaded and verified, its placeholders filled as before,
 * the safety comparison, the update described for a person, and Ctrl-C
 * during apply turned into a rollback.
 */
import { kindByType } from '../catalog/kinds.ts';
import { EXIT, InstallError } from '../install/errors.ts';
import { layoutOf, type CurrentFiles, type Layout, type Verified } from '../install/plan.ts';
import { fillPlaceholders, findPlaceholders } from '../install/placeholders.ts';
import type { ManifestEntry } from '../install/schemas.ts';
import { Catalog, openSource } from '../install/source.ts';
import { readCatalogDigests } from '../lifecycle/catalog-digests.ts';
import { displayDiff } from '../lifecycle/diff.ts';
import { filledValues } from '../lifecycle/filled-values.ts';
import type { CatalogRead, ComponentUpdate, FileChange } from '../lifecycle/schemas.ts';
import { groupBySource } from '../lifecycle/sources.ts';
import { componentKey } from '../lifecycle/status.ts';
import { analyzeComponent } from '../safety/analyze.ts';
import { blockingRules, summarizeSafety } from '../safety/summary.ts';
import { compareReports, describeComparison } from '../safety/compare.ts';
import type { SafetyReport } from '../safety/report.ts';
import { visible } from '../text/visible.ts';
import { entryId } from '../install/manifest.ts';
import { lockMismatches } from '../lifecycle/lock-integrity.ts';
import type { CliIO } from './io.ts';

/** A locked entry with the catalog it is compared with. */
export interface LockedComponent {
  entry: ManifestEntry;
  catalog: Catalog;
  /** What the catalog's lock index says now (undefined: removed from it). */
  catalogSha256: string | undefined;
}

/**
 * Each entry's catalog, read once per catalog (one `/lock-index.json` each).
 * A catalog that cannot be read is an error here: update and restore need it.
 */
export async function lockedComponents(
  entries: readonly ManifestEntry[],
  options: { root: string; site?: string; io: CliIO },
): Promise<{ components: LockedComponent[]; reads: CatalogRead[] }> {
  const components: LockedComponent[] = [];
  const reads: CatalogRead[] = [];
  for (const group of groupBySource(entries, options.site)) {
    const source = openSource(group.site, { cwd: options.root, fetch: options.io.fetch ?? fetch, progress: (line) => options.io.stderr(`${line}\n`) });
    const types = [...new Set(group.entries.map((e) => e.type))].filter((t) => kindByType(t));
    const { digests, read } = await readCatalogDigests(source, group.site, types);
    reads.push(read);
    if (!digests) throw new InstallError(read.reached ? EXIT.integrity : EXIT.network, `cannot read the catalog ${visible(read.source)}: ${visible(read.error ?? 'no answer')}`);
    const catalog = new Catalog(source);
    for (const entry of group.entries) components.push({ entry, catalog, catalogSha256: digests.get(componentKey(entry)) });
  }
  return { components, reads };
}

/**
 * The catalog's version of a locked component, verified twice: against the
 * sha256 its list gives (Catalog.fetchVerified) and against the one its lock
 * index gave earlier in this run, so a catalog that changes between two
 * requests installs nothing.
 */
export async function fetchLocked(locked: LockedComponent): Promise<Verified> {
  const { entry } = locked;
  const kind = kindByType(entry.type)!;
  const next = await locked.catalog.fetchVerified({ kind, category: entry.category, name: entry.name });
  if (next.sha256 !== locked.catalogSha256) {
    throw new InstallError(
      EXIT.integrity,
      `${entry.singular} ${entry.category}/${entry.name}: the catalog changed while it was read (its lock index said sha256 ${locked.catalogSha256 ?? 'nothing'}, the download is ${next.sha256}); nothing was written, run the command again`,
    );
  }
  return next;
}

/**
 * The new version's layout with its placeholders filled: `--set` values
 * first, then what the user gave before (the project's file, the lock), then
 * in a terminal a question; what stays unfilled is left as written.
 */
export async function filledLayout(
  next: Verified,
  entry: ManifestEntry,
  options: { global: boolean; set: ReadonlyMap<string, string>; current: CurrentFiles; io: CliIO; ask: boolean },
): Promise<Layout> {
  const layout = layoutOf(next, options.global);
  const values = new Map([...filledValues(layout, entry.merges, options.current), ...options.set]);
  if (options.ask && options.io.ask) {
    for (const spot of findPlaceholders(layout)) {
      if (values.has(spot.name)) continue;
      const answer = (await options.io.ask(`Value for <${visible(spot.name)}> (${visible(spot.file)} ${visible(spot.key)}; empty to fill in later): `)).trim();
      values.set(spot.name, answer || `<${spot.name}>`);
    }
  }
  return fillPlaceholders(layout, values);
}

/**
 * Every command that acts on the lock stops (exit 5, nothing written) at an
 * entry whose files do not add up to its sha256 (src/lifecycle/lock-integrity.ts).
 */
export function refuseTampered(entries: readonly ManifestEntry[], installed: ReadonlyMap<string, string | null>): void {
  const tampered = entries.flatMap((e) => {
    const why = lockMismatches(e, installed);
    return why.length ? [`${entryId(e)}: ${why.join('; ')}`] : [];
  });
  if (!tampered.length) return;
  throw new InstallError(
    EXIT.integrity,
    `the lock file is tampered: ${tampered.map(visible).join('; ')}. It vouches for bytes the catalog never published; nothing was written (read the files, then toolshed remove the entry or reinstall it with --force)`,
  );
}

/** The safety report of a component's published bytes, the same analyzer the catalog and the install use. */
export function safetyOf(component: Verified): SafetyReport {
  return analyzeComponent(component.kind, component.content);
}

/**
 * A version with a blocking finding is taken only when the user names each
 * blocking rule with `--allow-risk <rule>`, `--yes` or not: the same rule as
 * an install (docs/safety.md). Throws (exit 7) naming what to add.
 */
export function refuseBlocked(items: readonly { id: string; report: SafetyReport }[], allowRisk: readonly string[], rerun: (add: string[]) => string): void {
  const refused = items.flatMap(({ id, report }) => {
    const missing = blockingRules(report).filter((rule) => !allowRisk.includes(rule));
    return missing.length ? [{ id, summary: summarizeSafety(report), missing }] : [];
  });
  if (!refused.length) return;
  const rules = [...new Set(refused.flatMap((r) => r.missing))];
  const flags = rules.map((rule) => `--allow-risk ${rule}`).join(' ');
  throw new InstallError(
    EXIT.notConfirmed,
    `${refused.map((r) => `${visible(r.id)}: ${visible(r.summary)}`).join('; ')}; nothing was written. To take it anyway after reading the findings, rerun with ${flags}:\n  ${rerun(rules.flatMap((rule) => ['--allow-risk', rule]))}`,
  );
}

/** The update's safety part of the --json report. */
export function safetyChange(before: SafetyReport | undefined, after: SafetyReport): ComponentUpdate['safety'] {
  return compareReports(before, after);
}

function changeLine(c: FileChange): string {
  const counts = c.patch ? ` (+${c.patch.split('\n').filter((l) => /^\+(?!\+\+ )/.test(l)).length} −${c.patch.split('\n').filter((l) => /^-(?!-- )/.test(l)).length})` : '';
  return `  ${c.action} ${visible(c.path)}${counts}${c.conflict ? '  ← changed here too' : ''}`;
}

/**
 * One component's update for a person: the versions, the safety verdicts with
 * what is new called out first, what it runs, the conflicts, then every
 * file's unified diff.
 */
export function describeUpdate(u: ComponentUpdate): string[] {
  const lines = [`${u.kind} ${visible(u.category)}/${visible(u.name)}: ${visible(u.fromSha256.slice(0, 12))}… → ${u.toSha256.slice(0, 12)}…`];
  lines.push(...describeComparison(u.safety).map((l) => `  ${visible(l)}`));
  if (u.executes.length) lines.push('  runs on your machine:', ...u.executes.map((e) => `    ${visible(e)}`));
  if (u.conflicts.length) lines.push('  conflicts (your changes; --force takes the new version and backs yours up first):', ...u.conflicts.map((c) => `    ${visible(c)}`));
  const changed = u.changes.filter((c) => c.action !== 'unchanged');
  if (!changed.length) lines.push('  no file changes');
  for (const c of changed) lines.push(changeLine(c), ...displayDiff({ path: c.path, patch: c.patch, added: 0, removed: 0 }));
  return lines;
}

/** Runs `apply` with Ctrl-C, SIGTERM and SIGHUP turned into an abort (the apply rolls back). */
export async function withInterrupts<T>(apply: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const interrupt = new AbortController();
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const onSignal = () => interrupt.abort();
  for (const s of signals) process.on(s, onSignal);
  try {
    return await apply(interrupt.signal);
  } finally {
    for (const s of signals) process.off(s, onSignal);
  }
}
