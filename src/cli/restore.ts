/**
 * `toolshed install` with no component flag, in a project with a lock file:
 * every locked component restored from the catalog, verified against its
 * locked sha256 and each file's, so a fresh clone (or CI) gets byte-identical
 * files (src/lifecycle/restore-plan.ts). `--frozen` fails, writing nothing,
 * when the catalog no longer serves a locked sha256; without it, a component
 * that has to be fetched again but moved upstream is offered as in update.
 */
import { applyInstall, readCurrent, readManifest } from '../install/apply.ts';
import { EXIT, InstallError } from '../install/errors.ts';
import { replaceEntry } from '../install/lock.ts';
import { assertEntryUsable, entryId, MANIFEST_FILE } from '../install/manifest.ts';
import { describePlan, layoutOf, type Plan } from '../install/plan.ts';
import { parseSetFlags } from '../install/placeholders.ts';
import type { ManifestEntry } from '../install/schemas.ts';
import { readInstallerSettings } from '../install/settings.ts';
import { fileMismatches, planRestore, restoresSomething } from '../lifecycle/restore-plan.ts';
import { mergeMismatches } from '../lifecycle/merge-origin.ts';
import { addsUpAlone } from '../lifecycle/lock-integrity.ts';
import type { FileChange, RestoreReport } from '../lifecycle/schemas.ts';
import { localState, pathsToCheck } from '../lifecycle/status.ts';
import { pathsForUpdate, planUpdate, type UpdatePlan } from '../lifecycle/update-plan.ts';
import { visible } from '../text/visible.ts';
import { installRoot, reportError, parseCommandArgs, ROOT_FLAGS, APPLY_FLAGS } from './install-root.ts';
import type { CliIO } from './io.ts';
import { describeUpdate, fetchLocked, filledLayout, lockedComponents, refuseBlocked, refuseTampered, safetyChange, safetyOf, withInterrupts, type LockedComponent } from './lifecycle-common.ts';
import { blockingRules } from '../safety/summary.ts';
import { assertExpected, parseExpect, rerunCommand } from '../install/rerun.ts';

const HELP = `Usage: toolshed install [options]        (no --<kind> flag)

Restores every component in ${MANIFEST_FILE} (the lock file) from the catalog:
each download is checked against the sha256 the lock recorded, and each file
against its own, so a fresh clone or a CI run gets the same bytes. A file you
changed since the install is not overwritten without --force (backed up first).
A component that must be fetched again but whose sha256 the catalog no longer
serves is shown as an update (diff and safety) and asked about; --frozen
refuses instead (exit 1, nothing written) whenever any locked sha256 is gone.

Options:
  -d, --directory <dir>  project to restore (default: the current folder)
  -g, --global           your home folder's installs instead
      --site <url|dir>   restore from this catalog (default: the one each install came from)
      --frozen           fail, writing nothing, unless the catalog serves every locked sha256
  -y, --yes              do not ask: restore components that run code, take a moved component's new version
      --expect <sha256>  restore only these reviewed versions (the rerun command printed carries them)
  -f, --force            overwrite files and values you changed (backed up first)
      --set NAME=value   fill the placeholder <NAME>
      --allow-risk RULE  restore a component with this blocking finding anyway (repeat per rule)
      --dry-run          show what would be restored; change nothing
      --json             print the report as JSON
  -h, --help             this help
`;

interface Step {
  entry: ManifestEntry;
  plan: Plan;
  changes: FileChange[];
  conflicts: string[];
  /** Set when the catalog's new version is taken instead (asked as in update). */
  update?: UpdatePlan;
}

export async function run(io: CliIO): Promise<number> {
  try {
    const parsed = parseCommandArgs(io, HELP, { ...ROOT_FLAGS, ...APPLY_FLAGS, frozen: { type: 'boolean' }, verbose: { type: 'boolean', short: 'v' } });
    if (!parsed) return EXIT.ok;
    const { values } = parsed;
    if (values.global && values.directory !== undefined) throw new InstallError(EXIT.usage, '--global and --directory cannot be used together');
    const set = parseSetFlags(values.set ?? []);
    readInstallerSettings(io.env);
    const global = values.global === true;
    const frozen = values.frozen === true;
    const dryRun = values['dry-run'] === true;
    const root = installRoot(io, { global, ...(values.directory !== undefined ? { directory: values.directory } : {}) });
    const manifest = await readManifest(root);
    if (!manifest.installs.length) {
      throw new InstallError(EXIT.usage, `nothing to install: no ${MANIFEST_FILE} in ${visible(root)} to restore from; give a component (toolshed --help-install)`);
    }
    for (const e of manifest.installs) assertEntryUsable(e);
    const before = await readCurrent(root, pathsToCheck(manifest.installs));
    refuseTampered(manifest.installs, before);
    const { components } = await lockedComponents(manifest.installs, { root, ...(values.site !== undefined ? { site: values.site } : {}), io });

    const moved = components.filter((c) => c.catalogSha256 !== c.entry.sha256);
    if (frozen && moved.length) {
      throw new InstallError(
        EXIT.failed,
        `--frozen: the catalog no longer serves the locked sha256 of ${moved.map((c) => `${entryId(c.entry)} (${c.catalogSha256 === undefined ? 'removed' : `now ${c.catalogSha256.slice(0, 12)}…`})`).join(', ')}; nothing was written`,
      );
    }

    const report: RestoreReport = { root, frozen, dryRun, applied: false, components: [] };
    const steps: Step[] = [];
    const notes: string[] = [];
    // `disk`: files as read (the apply's record of what to roll back to); `view`: as they will be after the steps so far.
    const disk = new Map(before);
    const view = new Map(before);
    for (const locked of components) {
      const { entry } = locked;
      if (localState(entry, before).local === 'intact') {
        // A kind whose lock records its parts: its recorded files and merged values checked against the catalog's bytes too.
        if (!addsUpAlone(entry.type) && locked.catalogSha256 === entry.sha256) {
          const layout = layoutOf(await fetchLocked(locked), global);
          const mismatches = [...fileMismatches(entry, layout), ...mergeMismatches(entry, layout)];
          if (mismatches.length) throw new InstallError(EXIT.integrity, `${entryId(entry)} is tampered: ${mismatches.map(visible).join('; ')}; the lock vouches for bytes its catalog never published, nothing was written`);
        }
        report.components.push({ kind: entry.singular, category: entry.category, name: entry.name, sha256: entry.sha256, result: 'intact', changes: [] });
        if (locked.catalogSha256 !== entry.sha256) notes.push(`${entryId(entry)} ${locked.catalogSha256 === undefined ? 'was removed from the catalog' : 'changed upstream'}; the files here are intact (see toolshed check / update)`);
        continue;
      }
      const step = await stepFor(locked, { root, global, set, disk, view, io, force: values.force === true, ask: !dryRun && !values.json });
      if (!step.changes.some((c) => c.action !== 'unchanged') && !step.conflicts.length) {
        report.components.push({ kind: entry.singular, category: entry.category, name: entry.name, sha256: entry.sha256, result: 'intact', changes: [] });
        continue;
      }
      for (const w of step.plan.writes) view.set(w.path, w.content);
      for (const m of step.plan.merges) view.set(m.path, m.after);
      for (const d of step.update?.deletes ?? []) view.set(d, null);
      steps.push(step);
      report.components.push({
        kind: entry.singular,
        category: entry.category,
        name: entry.name,
        sha256: step.plan.component.sha256,
        result: step.update ? 'updated' : 'restored',
        changes: step.changes,
      });
    }

    if (!values.json) {
      io.stdout(`${dryRun ? 'Dry run: restoring' : 'Restoring'} ${manifest.installs.length} locked component${manifest.installs.length === 1 ? '' : 's'} in ${visible(root)}\n`);
      for (const step of steps) {
        if (step.update) io.stdout(`${describeUpdate(updateReport(step)).join('\n')}\n`);
        else io.stdout(`${describePlan(step.plan).map(visible).join('\n')}\n`);
      }
      const conflicts = steps.flatMap((s) => s.conflicts);
      if (conflicts.length) io.stdout(`Would overwrite your changes:\n${conflicts.map((c) => `  ${visible(c)}`).join('\n')}\n`);
      const runs = steps.filter((s) => !s.update).flatMap((s) => s.plan.executes.map((line) => `  ${entryId(s.entry)}: ${visible(line)}`));
      if (runs.length) io.stdout(`This runs code on your machine:\n${runs.join('\n')}\n`);
      for (const note of notes) io.stderr(`toolshed: ${visible(note)}\n`);
      if (!steps.length) io.stdout(`All ${manifest.installs.length} intact: nothing to restore.\n`);
    }
    if (dryRun || !steps.length) {
      if (values.json) io.stdout(`${JSON.stringify(report, null, 2)}\n`);
      else if (dryRun && steps.length) io.stdout('Dry run: nothing was written.\n');
      return EXIT.ok;
    }

    // The versions this run shows; a rerun with --expect restores only those (src/install/rerun.ts).
    const pins = steps.map((s) => ({ id: entryId(s.entry), sha256: s.plan.component.sha256 }));
    assertExpected(pins, parseExpect(values.expect));
    const rerun = (add: string[]) => rerunCommand('toolshed install', io.argv, add, pins);
    refuseBlocked(steps.map((s) => ({ id: entryId(s.entry), report: safetyOf(s.plan.component) })), values['allow-risk'] ?? [], rerun);
    const conflicts = steps.flatMap((s) => s.conflicts);
    if (conflicts.length && !values.force) {
      if (!io.confirm || values.json) throw new InstallError(EXIT.notConfirmed, `files or values you changed would be overwritten; rerun with --force to restore them (yours are backed up first):\n  ${rerun(['--force'])}`);
      if (!(await io.confirm('Overwrite your changes (backed up first)?'))) throw new InstallError(EXIT.notConfirmed, 'not overwritten; nothing was restored');
    }
    // What a restored component runs is shown and asked about, as at its install: a lock file can come with a cloned repository.
    const runsCode = steps.filter((s) => !s.update && s.plan.executes.length);
    if (runsCode.length && !values.yes) {
      if (!io.confirm || values.json) throw new InstallError(EXIT.notConfirmed, `${runsCode.map((s) => entryId(s.entry)).join(', ')} run${runsCode.length === 1 ? 's' : ''} code; read the above, then rerun with --yes to restore:\n  ${rerun([])}`);
      if (!(await io.confirm('Restore and allow this to run?'))) throw new InstallError(EXIT.notConfirmed, 'declined; nothing was restored');
    }
    const updates = steps.filter((s) => s.update);
    if (updates.length && !values.yes) {
      if (!io.confirm || values.json) throw new InstallError(EXIT.notConfirmed, `the catalog no longer serves the locked version of ${updates.map((s) => entryId(s.entry)).join(', ')}; read the changes above, then rerun with --yes to take the new version (or --frozen to refuse):\n  ${rerun([])}`);
      if (!(await io.confirm('Take the new version instead?'))) throw new InstallError(EXIT.notConfirmed, 'declined; nothing was restored');
    }
    const final = conflicts.length && !values.force ? await replanForced(steps, { global, set, disk, io }) : steps;

    const byPlan = new Map(final.map((s) => [s.plan, s]));
    const backups: string[] = [];
    await withInterrupts((signal) =>
      applyInstall(root, final.map((s) => s.plan), disk, {
        now: io.now?.() ?? new Date(),
        source: values.site ?? final[0]!.entry.source,
        signal,
        deletes: final.flatMap((s) => s.update?.deletes ?? []),
        // The lock already says what a restore writes: it changes only for a component taken at a new version.
        writeLock: final.some((s) => s.update),
        backedUp: (path, backup) => backups.push(`${visible(path)} → ${visible(backup)}`),
        record: (lock, entry, plan) => {
          const step = byPlan.get(plan)!;
          if (!step.update) return lock;
          const replaced = { ...replaceEntry(step.entry, entry, step.update.adopted), ...(values.site === undefined ? { source: step.entry.source } : {}) };
          return { ...lock, installs: lock.installs.map((e) => (e.type === replaced.type && e.category === replaced.category && e.name === replaced.name ? replaced : e)) };
        },
      }),
    );
    report.applied = true;
    if (values.json) {
      io.stdout(`${JSON.stringify(report, null, 2)}\n`);
      return EXIT.ok;
    }
    for (const s of final) io.stdout(`${s.update ? 'Updated' : 'Restored'} ${entryId(s.entry)}\n`);
    if (backups.length) io.stdout(`Backed up first:\n${backups.map((b) => `  ${b}`).join('\n')}\n`);
    return EXIT.ok;
  } catch (error) {
    return reportError(io, error);
  }
}

interface StepOptions {
  root: string;
  global: boolean;
  set: ReadonlyMap<string, string>;
  disk: Map<string, string | null>;
  view: Map<string, string | null>;
  io: CliIO;
  force: boolean;
  ask: boolean;
}

/** One component to put back: the locked version when the catalog still serves it, else its new version as an update. */
async function stepFor(locked: LockedComponent, o: StepOptions): Promise<Step> {
  const { entry } = locked;
  if (locked.catalogSha256 === undefined) {
    throw new InstallError(EXIT.unknownComponent, `${entryId(entry)} was removed from the catalog and is not intact here, so it cannot be restored; nothing was written (toolshed remove takes it out of the lock)`);
  }
  const next = await fetchLocked(locked);
  const paths = pathsForUpdate(entry, layoutOf(next, o.global)).filter((p) => !o.disk.has(p));
  for (const [p, text] of await readCurrent(o.root, paths)) {
    o.disk.set(p, text);
    o.view.set(p, text);
  }
  const layout = await filledLayout(next, entry, { global: o.global, set: o.set, current: o.view, io: o.io, ask: o.ask });
  if (next.sha256 !== entry.sha256) {
    const update = planUpdate(entry, next, layout, o.view, o.force);
    return { entry, plan: update.plan, changes: update.changes, conflicts: update.conflicts, update };
  }
  const restore = planRestore(entry, next, layout, o.view, o.force);
  if (restore.mismatches.length) {
    throw new InstallError(EXIT.integrity, `${entryId(entry)}: ${restore.mismatches.map(visible).join('; ')}; nothing was written`);
  }
  return { entry, plan: restore.plan, changes: restoresSomething(restore) ? restore.changes : [], conflicts: restore.conflicts };
}

/** After a yes to overwriting the user's changes: every step planned again with force, over the files as read. */
async function replanForced(steps: Step[], o: Pick<StepOptions, 'global' | 'set' | 'disk' | 'io'>): Promise<Step[]> {
  const view = new Map(o.disk);
  const out: Step[] = [];
  for (const s of steps) {
    const layout = await filledLayout(s.plan.component, s.entry, { global: o.global, set: o.set, current: view, io: o.io, ask: false });
    const step: Step = s.update
      ? (() => {
          const update = planUpdate(s.entry, s.plan.component, layout, view, true);
          return { entry: s.entry, plan: update.plan, changes: update.changes, conflicts: [], update };
        })()
      : (() => {
          const restore = planRestore(s.entry, s.plan.component, layout, view, true);
          return { entry: s.entry, plan: restore.plan, changes: restore.changes, conflicts: [] };
        })();
    for (const w of step.plan.writes) view.set(w.path, w.content);
    for (const m of step.plan.merges) view.set(m.path, m.after);
    out.push(step);
  }
  return out;
}

function updateReport(step: Step): Parameters<typeof describeUpdate>[0] {
  const next = step.plan.component;
  return {
    kind: step.entry.singular,
    category: step.entry.category,
    name: step.entry.name,
    fromSha256: step.entry.sha256,
    toSha256: next.sha256,
    safety: safetyChange(step.entry.safety, safetyOf(next)),
    changes: step.changes,
    conflicts: step.conflicts,
    executes: step.plan.executes,
    blocking: blockingRules(safetyOf(next)),
  };
}
