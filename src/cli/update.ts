/**
 * `toolshed update [<kind> <category/name>]`: for each locked component the
 * catalog changed, a unified diff of every file and merged value and the
 * safety verdict of the new bytes beside the old one, then the installer's
 * all-or-nothing apply (src/lifecycle/update-plan.ts).
 */
import { kindBySingular, kindByType, KINDS } from '../catalog/kinds.ts';
import { applyInstall, readCurrent, readManifest } from '../install/apply.ts';
import { EXIT, InstallError } from '../install/errors.ts';
import { replaceEntry } from '../install/lock.ts';
import { assertEntryUsable, entryId } from '../install/manifest.ts';
import { findPlaceholders, parseSetFlags } from '../install/placeholders.ts';
import { layoutOf, type CurrentFiles, type Layout, type Plan, type Verified } from '../install/plan.ts';
import type { ManifestEntry } from '../install/schemas.ts';
import { readInstallerSettings } from '../install/settings.ts';
import type { ComponentUpdate, UpdateReport } from '../lifecycle/schemas.ts';
import { pathsForUpdate, planUpdate, type UpdatePlan } from '../lifecycle/update-plan.ts';
import { visible } from '../text/visible.ts';
import { installRoot, reportError, parseCommandArgs, ROOT_FLAGS, APPLY_FLAGS } from './install-root.ts';
import type { CliIO } from './io.ts';
import { describeUpdate, fetchLocked, filledLayout, lockedComponents, refuseBlocked, refuseTampered, safetyChange, safetyOf, withInterrupts } from './lifecycle-common.ts';
import { pathsToCheck } from '../lifecycle/status.ts';
import type { SafetyReport } from '../safety/report.ts';
import { blockingRules } from '../safety/summary.ts';
import { assertExpected, parseExpect, rerunCommand } from '../install/rerun.ts';

const HELP = `Usage: toolshed update [<kind> <category/name>] [options]

For every component in the lock file that the catalog changed (or the one named),
shows a unified diff of each file and merged value and the safety verdict of the
new version beside the old one (what it can now do first), then applies all of it
or nothing. A file or value you changed since the install is a conflict: it is
never overwritten without --force, which backs your version up first.
<kind> is one of: ${KINDS.map((k) => k.singular).join(', ')} (plural works too).

Options:
  -d, --directory <dir>  project to update (default: the current folder)
  -g, --global           your home folder's installs instead
      --site <url|dir>   the catalog to update from (default: the one each install came from)
  -y, --yes              apply without asking (after reading the diff in a log)
      --expect <sha256>  apply only these reviewed versions (the rerun command printed carries them);
                         a catalog serving other bytes now gets nothing written (exit 5)
  -f, --force            take the new version over your changes (they are backed up first)
      --set NAME=value   fill the placeholder <NAME> in the new version
      --allow-risk RULE  take a new version with this blocking finding anyway (repeat per rule)
      --dry-run          show the diffs; change nothing
      --json             print the report as JSON (with --dry-run, or with --yes to apply)
  -h, --help             this help
`;

interface Prepared {
  entry: ManifestEntry;
  next: Verified;
  layout: Layout;
}

interface Planned {
  entry: ManifestEntry;
  update: UpdatePlan;
  /** The new version's safety report. */
  after: SafetyReport;
  report: ComponentUpdate;
}

function selected(installs: ManifestEntry[], kindName: string | undefined, spec: string | undefined, root: string): ManifestEntry[] {
  if (kindName === undefined) return installs;
  const kind = kindBySingular(kindName) ?? kindByType(kindName);
  if (!kind) throw new InstallError(EXIT.usage, `unknown kind "${visible(kindName)}"; one of ${KINDS.map((k) => k.singular).join(', ')}`);
  if (spec === undefined) throw new InstallError(EXIT.usage, 'expected: toolshed update [<kind> <category/name>]');
  const matches = installs.filter((e) => e.type === kind.type && (spec.includes('/') ? `${e.category}/${e.name}` === spec : e.name === spec));
  if (matches.length === 0) throw new InstallError(EXIT.unknownComponent, `${kind.singular} ${visible(spec)} is not installed by Toolshed in ${visible(root)} (see toolshed list)`);
  if (matches.length > 1) throw new InstallError(EXIT.unknownComponent, `${kind.singular} ${visible(spec)} is ambiguous: ${matches.map((e) => `${e.category}/${e.name}`).join(', ')}`);
  return matches;
}

export async function run(io: CliIO): Promise<number> {
  try {
    const parsed = parseCommandArgs(io, HELP, { ...ROOT_FLAGS, ...APPLY_FLAGS }, true);
    if (!parsed) return EXIT.ok;
    const { values, positionals } = parsed;
    if (positionals.length > 2) throw new InstallError(EXIT.usage, 'expected: toolshed update [<kind> <category/name>]');
    if (values.global && values.directory !== undefined) throw new InstallError(EXIT.usage, '--global and --directory cannot be used together');
    const set = parseSetFlags(values.set ?? []);
    readInstallerSettings(io.env);
    const global = values.global === true;
    const force = values.force === true;
    const dryRun = values['dry-run'] === true;
    const root = installRoot(io, { global, ...(values.directory !== undefined ? { directory: values.directory } : {}) });
    const manifest = await readManifest(root);
    const entries = selected(manifest.installs, positionals[0], positionals[1], root);
    for (const e of entries) assertEntryUsable(e);
    refuseTampered(entries, await readCurrent(root, pathsToCheck(entries)));

    const report: UpdateReport = { root, dryRun, applied: false, updates: [], skipped: [] };
    const { components } = await lockedComponents(entries, { root, ...(values.site !== undefined ? { site: values.site } : {}), io });
    // Download and verify every changed component, then read every file any of them touches.
    const fetched: { entry: ManifestEntry; next: Verified }[] = [];
    for (const locked of components) {
      const { entry } = locked;
      if (locked.catalogSha256 === undefined) {
        report.skipped.push({ kind: entry.singular, category: entry.category, name: entry.name, reason: 'removed from the catalog (toolshed remove takes it out of the project)' });
      } else if (locked.catalogSha256 !== entry.sha256) {
        fetched.push({ entry, next: await fetchLocked(locked) });
      }
    }
    const current = await readCurrent(root, new Set(fetched.flatMap(({ entry, next }) => pathsForUpdate(entry, layoutOf(next, global)))));
    const prepared: Prepared[] = [];
    for (const { entry, next } of fetched) {
      prepared.push({ entry, next, layout: await filledLayout(next, entry, { global, set, current, io, ask: !dryRun && !values.json }) });
    }
    let planned = planAll(prepared, current, force);
    report.updates = planned.map((p) => p.report);
    // The versions this run shows; a rerun with --expect takes only those (src/install/rerun.ts).
    const pins = planned.map((p) => ({ id: entryId(p.entry), sha256: p.report.toSha256 }));
    assertExpected(pins, parseExpect(values.expect));
    const rerun = (add: string[]) => rerunCommand('toolshed update', io.argv, add, pins);

    if (!values.json) {
      if (!planned.length) io.stdout(`Nothing to update in ${visible(root)}: ${entries.length === 1 ? 'it is' : `all ${entries.length - report.skipped.length} are`} current with the catalog.\n`);
      else io.stdout(`${dryRun ? 'Dry run: updates available in' : 'Updating'} ${visible(root)}\n`);
      for (const p of planned) io.stdout(`${describeUpdate(p.report).join('\n')}\n`);
      for (const s of report.skipped) io.stderr(`toolshed: ${s.kind} ${visible(s.category)}/${visible(s.name)}: ${s.reason}\n`);
    }
    if (dryRun || !planned.length) {
      if (values.json) io.stdout(`${JSON.stringify(report, null, 2)}\n`);
      else if (dryRun && planned.length) io.stdout('Dry run: nothing was written.\n');
      return EXIT.ok;
    }

    refuseBlocked(planned.map((p) => ({ id: entryId(p.entry), report: p.after })), values['allow-risk'] ?? [], rerun);
    const conflicts = planned.flatMap((p) => p.update.conflicts);
    if (conflicts.length) {
      if (!io.confirm || values.json) throw new InstallError(EXIT.notConfirmed, `files or values you changed would be replaced; rerun with --force to take the new version (yours are backed up first):\n  ${rerun(['--force'])}`);
      if (!(await io.confirm('Replace your changes with the new version (yours are backed up first)?'))) throw new InstallError(EXIT.notConfirmed, 'not replaced; nothing was updated');
    }
    if (!values.yes) {
      if (!io.confirm || values.json) throw new InstallError(EXIT.notConfirmed, `read the changes above, then rerun with --yes to apply them (--expect: exactly these versions):\n  ${rerun([])}`);
      if (!(await io.confirm(`Apply ${planned.length === 1 ? 'this update' : `these ${planned.length} updates`}?`))) throw new InstallError(EXIT.notConfirmed, 'declined; nothing was updated');
    }

    // A yes to the conflicts is --force: plan again over the same files.
    if (conflicts.length && !force) planned = planAll(prepared, current, true);
    const previous = new Map<Plan, { entry: ManifestEntry; adopted: UpdatePlan['adopted'] }>(planned.map((p) => [p.update.plan, { entry: p.entry, adopted: p.update.adopted }]));
    const backups: string[] = [];
    await withInterrupts((signal) =>
      applyInstall(
        root,
        planned.map((p) => p.update.plan),
        current,
        {
          now: io.now?.() ?? new Date(),
          source: values.site ?? planned[0]!.entry.source,
          signal,
          deletes: planned.flatMap((p) => p.update.deletes),
          backedUp: (path, backup) => backups.push(`${visible(path)} → ${visible(backup)}`),
          record: (manifest, entry, plan) => {
            const before = previous.get(plan)!;
            // Recorded from the catalog it came from: --site's when given, else the one it was installed from.
            const replaced = { ...replaceEntry(before.entry, entry, before.adopted), ...(values.site === undefined ? { source: before.entry.source } : {}) };
            return { ...manifest, installs: manifest.installs.map((e) => (e.type === replaced.type && e.category === replaced.category && e.name === replaced.name ? replaced : e)) };
          },
        },
      ),
    );
    report.applied = true;
    if (values.json) {
      io.stdout(`${JSON.stringify(report, null, 2)}\n`);
      return EXIT.ok;
    }
    for (const p of planned) io.stdout(`Updated ${entryId(p.entry)} to ${p.report.toSha256.slice(0, 12)}…\n`);
    if (backups.length) io.stdout(`Backed up first:\n${backups.map((b) => `  ${b}`).join('\n')}\n`);
    return EXIT.ok;
  } catch (error) {
    return reportError(io, error);
  }
}

/** Each update planned in order over one view of the files, so two updates merging into one file combine. */
function planAll(prepared: readonly Prepared[], current: CurrentFiles, force: boolean): Planned[] {
  const view = new Map(current);
  return prepared.map(({ entry, next, layout }) => {
    const update = planUpdate(entry, next, layout, view, force);
    update.plan.placeholders = findPlaceholders(layout);
    for (const w of update.plan.writes) view.set(w.path, w.content);
    for (const m of update.plan.merges) view.set(m.path, m.after);
    for (const d of update.deletes) view.set(d, null);
    const after = safetyOf(next);
    return {
      entry,
      update,
      after,
      report: {
        kind: entry.singular,
        category: entry.category,
        name: entry.name,
        fromSha256: entry.sha256,
        toSha256: next.sha256,
        safety: safetyChange(entry.safety, after),
        changes: update.changes,
        conflicts: update.conflicts,
        executes: update.plan.executes,
        blocking: blockingRules(after),
      },
    };
  });
}
