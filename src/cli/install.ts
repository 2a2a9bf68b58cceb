/** `toolshed --<kind> <category/name> …`: download, verify, plan, confirm, apply, track. */
import { applyInstall, readCurrent, readManifest } from '../install/apply.ts';
import { assertEntryUsable, nameCollisions } from '../install/manifest.ts';
import { installHelp, parseInstallArgs } from '../install/args.ts';
import { EXIT, InstallError } from '../install/errors.ts';
import { describePlan, layoutOf, pathsToRead, planInstall, type Plan, type Verified } from '../install/plan.ts';
import { readInstallerSettings } from '../install/settings.ts';
import { Catalog, openSource } from '../install/source.ts';
import { trackDownload } from '../install/track.ts';
import { describeSites, fillPlaceholders, findPlaceholders, parseSetFlags } from '../install/placeholders.ts';
import { KINDS } from '../catalog/kinds.ts';
import { foldAllowPaths, reviewWrites } from '../install/policy.ts';
import { assertExpected, rerunCommand } from '../install/rerun.ts';
import { visible } from '../text/visible.ts';
import { humanIO, type CliIO } from './io.ts';
import { installRoot, reportError } from './install-root.ts';
import { PACKAGE_VERSION } from './version.ts';
import { installPreflight, refuseCollisions, stackRequests } from '../stack/installer.ts';
import { analyzeComponent } from '../safety/analyze.ts';
import { consentFor, refusal } from '../safety/consent.ts';

function planAll(components: Verified[], layouts: ReturnType<typeof layoutOf>[], current: Map<string, string | null>, force: boolean): Plan[] {
  // Later components see earlier ones' results, so two merges into one file combine.
  const overlay = new Map(current);
  return components.map((component, i) => {
    const plan = planInstall(component, layouts[i]!, overlay, force);
    for (const w of plan.writes) overlay.set(w.path, w.content);
    for (const m of plan.merges) overlay.set(m.path, m.after);
    return plan;
  });
}

/**
 * The write policy (policy.ts) over every component's layout, before anything
 * is read or asked: a path no flag allows stops the install at once (exit 5).
 * Returns the lines for the paths outside `.claude/` and for the dotfiles and
 * home-folder paths --allow-path has not named (shown with the plan, then exit 7).
 */
function checkWritePolicy(
  components: Verified[],
  layouts: ReturnType<typeof layoutOf>[],
  ctx: Parameters<typeof reviewWrites>[3],
): { outside: string[]; needsFlag: { line: string; path: string }[] } {
  const reviews = components.map((c, i) => ({ id: `${c.kind.singular} ${c.category}/${c.name}`, review: reviewWrites(c.kind, c.name, layouts[i]!, ctx) }));
  const refused = reviews.flatMap(({ id, review }) => review.refused.map((r) => `  ${id}: ${visible(r.path)} (${r.why})`));
  if (refused.length) throw new InstallError(EXIT.integrity, `refusing to install: no flag allows these paths; nothing was written\n${refused.join('\n')}`);
  return {
    outside: reviews.flatMap(({ id, review }) => review.outside.map((path) => `  ${id}: ${visible(path)}`)),
    needsFlag: reviews.flatMap(({ id, review }) => review.needsFlag.map((r) => ({ line: `  ${id}: ${visible(r.path)} (${r.why})`, path: r.path }))),
  };
}

export async function run(raw: CliIO): Promise<number> {
  // Every line printed is for a person: through visible() (io.ts), catalog text escaped where it is put in a line too.
  const io = humanIO(raw);
  try {
    // `toolshed --help-install` is how the main help points here.
    const argv = io.argv.map((a) => (a === '--help-install' ? '--help' : a));
    // No component named (no --<kind>, no --stack): restore what the lock file lists (src/cli/restore.ts).
    const help = argv.some((a) => a === '--help' || a === '-h');
    const names = ['stack', ...KINDS.map((k) => k.singular)].some((flag) => argv.some((a) => a === `--${flag}` || a.startsWith(`--${flag}=`)));
    if ((!help || argv.includes('--frozen')) && !names) {
      return await (await import('./restore.ts')).run(raw); // it prints --json too: given the raw io
    }
    const args = parseInstallArgs(argv);
    if (args.help) {
      io.stdout(`${installHelp()}Restore: toolshed install [--frozen] [--yes] [--force] [--dry-run] [--json] [-d DIR | -g] (no --<kind> flag)\n  puts back every component of the lock file, each checked against its locked sha256 (toolshed install --frozen --help)\n`);
      return EXIT.ok;
    }
    const values = parseSetFlags(args.set); // a malformed --set fails before any download
    const settings = readInstallerSettings(io.env);
    const root = installRoot(io, args);
    const stack = stackRequests(args.stack, args.requests);
    const site = args.site ?? stack.site ?? settings.site;
    const source = openSource(site, { cwd: io.cwd, fetch: io.fetch ?? fetch, progress: (line) => io.stderr(`${line}\n`) });
    const catalog = new Catalog(source, { maxComponentBytes: settings.maxComponentBytes });

    const components: Verified[] = [];
    for (const request of stack.requests) {
      const ref = await catalog.resolve(request);
      if (components.some((c) => c.kind === ref.kind && c.category === ref.category && c.name === ref.name)) continue;
      components.push(await catalog.fetchVerified(ref));
    }
    // What a rerun (`--yes --expect …`) was shown: other bytes now are refused before anything else (rerun.ts).
    const pins = components.map((c) => ({ id: `${c.kind.singular} ${c.category}/${c.name}`, sha256: c.sha256 }));
    assertExpected(pins, args.expect);
    const rerun = (add: string[]) => rerunCommand('toolshed', argv, add, pins);
    let layouts = components.map((c) => layoutOf(c, args.global));
    const { outside, needsFlag } = checkWritePolicy(components, layouts, { root, allowPaths: args.allowPaths, ...(settings.home ? { home: settings.home } : {}) });
    io.stdout(`${args.dryRun ? 'Dry run: planned changes in' : 'Installing into'} ${visible(root)}\nCatalog: ${visible(source.label)}\n`);
    // A stack (or several components) is checked as a whole first, as its page shows it (src/stack/preflight.ts).
    const checked = components.length > 1 || args.stack.length ? installPreflight(components, layouts) : undefined;
    if (checked?.lines.length) io.stdout(`Pre-flight:\n${checked.lines.map((l) => `  ${visible(l)}`).join('\n')}\n`);
    if (checked && !args.dryRun) refuseCollisions(checked.report, args.force, rerun(['--force']));
    // Judged over the verified bytes, not the catalog's word (docs/safety.md); each member's verdict before any question.
    const consent = consentFor(components.map((c) => ({ label: `${c.kind.singular} ${c.category}/${c.name}`, report: analyzeComponent(c.kind, c.content) })), args.allowRisk);
    io.stdout(`Safety:\n${consent.lines.map((l) => `  ${l}`).join('\n')}\n`);
    if (io.ask && !args.dryRun && !needsFlag.length) {
      // In a terminal, each placeholder without a --set value is asked for once; an empty answer leaves it.
      for (const spot of layouts.flatMap(findPlaceholders)) {
        if (values.has(spot.name)) continue;
        const answer = (await io.ask(`Value for <${spot.name}> (${spot.file} ${visible(spot.key)}; empty to fill in later): `)).trim();
        values.set(spot.name, answer || `<${spot.name}>`);
      }
    }
    layouts = layouts.map((layout) => fillPlaceholders(layout, values));
    const current = await readCurrent(root, new Set(layouts.flatMap(pathsToRead)));
    const withPlaceholders = (plans: Plan[]) => plans.map((plan, i) => ({ ...plan, placeholders: findPlaceholders(layouts[i]!) }));
    let plans = withPlaceholders(planAll(components, layouts, current, args.force));

    const manifest = await readManifest(root);
    // Reinstalling keeps what the earlier entry recorded, so an entry that cannot be trusted stops it.
    for (const e of manifest.installs) if (components.some((c) => c.kind.type === e.type && c.category === e.category && c.name === e.name)) assertEntryUsable(e);
    const named = args.force ? [] : nameCollisions(manifest, components);
    const conflicts = [...named, ...plans.flatMap((p) => p.conflicts)];
    const executes = plans.flatMap((p) => p.executes.map((line) => `  ${p.component.kind.singular} ${p.component.category}/${p.component.name}: ${visible(line)}`));
    for (const plan of plans) io.stdout(`${describePlan(plan).join('\n')}\n`);
    if (outside.length) io.stdout(`Outside .claude/ (other programs read these too):\n${outside.join('\n')}\n`);
    if (conflicts.length) io.stdout(`Would overwrite:\n${conflicts.map((c) => `  ${visible(c)}`).join('\n')}\n`);
    if (executes.length) io.stdout(`This runs code on your machine:\n${executes.join('\n')}\n`);
    const allowFlags = foldAllowPaths(needsFlag.map((n) => n.path)).flatMap((path) => ['--allow-path', path]);
    if (needsFlag.length) {
      // Named exactly, so the yes (or the flag) is a decision about these files, not a blanket yes.
      io.stdout(`Refused unless you allow them (--allow-path):\n${needsFlag.map((n) => n.line).join('\n')}\n`);
      if (!io.confirm || args.dryRun) {
        throw new InstallError(EXIT.notConfirmed, `nothing was written: read the files above, then rerun with ${visible(allowFlags.join(' '))} to allow them:\n  ${rerun(allowFlags)}`);
      }
      for (const path of foldAllowPaths(needsFlag.map((n) => n.path))) {
        const files = needsFlag.filter((n) => n.path === path || n.path.startsWith(`${path}/`)).map((n) => visible(n.path));
        if (!(await io.confirm(`Allow writing ${visible(path)}${files.length > 1 || files[0] !== visible(path) ? ` (${files.join(', ')})` : ''}?`))) {
          throw new InstallError(EXIT.notConfirmed, `not allowed; nothing was written (--allow-path ${visible(path)} allows it)`);
        }
      }
    }
    if (consent.refused.length && !args.dryRun) {
      const flags = [...new Set(consent.refused.flatMap((r) => r.rules))].flatMap((rule) => ['--allow-risk', rule]);
      throw new InstallError(EXIT.unsafe, `${refusal(consent.refused)}:\n  ${rerun([...allowFlags, ...flags])}`);
    }
    if (args.dryRun) {
      io.stdout('Dry run: nothing was written.\n');
      return EXIT.ok;
    }

    if (conflicts.length) {
      if (!io.confirm) throw new InstallError(EXIT.notConfirmed, `existing files or entries would be overwritten; rerun with --force to replace them (backups are kept):\n  ${rerun([...allowFlags, '--force'])}`);
      if (!(await io.confirm('Overwrite them (a backup is kept)?'))) throw new InstallError(EXIT.notConfirmed, 'not overwritten; nothing was installed');
      plans = withPlaceholders(planAll(components, layouts, current, true));
    }
    if (executes.length && !args.yes) {
      if (!io.confirm) throw new InstallError(EXIT.notConfirmed, `these components run code; read the above, then rerun with --yes to install:\n  ${rerun(allowFlags)}`);
      if (!(await io.confirm('Install and allow this to run?'))) throw new InstallError(EXIT.notConfirmed, 'declined; nothing was installed');
    }

    const now = io.now?.() ?? new Date();
    // Ctrl-C or a kill while files are being written: stop at the next write and roll back (apply.ts).
    const interrupt = new AbortController();
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
    const onSignal = () => interrupt.abort();
    for (const s of signals) process.on(s, onSignal);
    try {
      await applyInstall(root, plans, current, { now, source: source.label, signal: interrupt.signal });
    } finally {
      for (const s of signals) process.off(s, onSignal);
    }
    for (const plan of plans) {
      const c = plan.component;
      io.stdout(`Installed ${c.kind.singular} ${c.category}/${c.name}\n`);
    }
    const unfilled = plans.flatMap((p) => p.placeholders ?? []);
    if (unfilled.length) {
      io.stdout(
        `Still to fill in (edit the file, or reinstall with --set NAME=value --force):\n${describeSites(unfilled).map((l) => `  ${l}`).join('\n')}\n`,
      );
    }

    if (source.url && settings.telemetry) {
      const results = await Promise.all(components.map((c) => trackDownload(source.url!, c, PACKAGE_VERSION, io.fetch ?? fetch)));
      if (args.verbose) for (const line of results) io.stderr(`${line}\n`);
    } else if (args.verbose) {
      io.stderr(source.url ? 'tracking is off (DO_NOT_TRACK / TOOLSHED_TELEMETRY)\n' : 'tracking skipped: installed from a folder\n');
    }
    return EXIT.ok;
  } catch (error) {
    return reportError(io, error);
  }
}
