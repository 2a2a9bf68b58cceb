/** `toolshed --<kind> <category/name> …`: download, verify, plan, confirm, apply, track. */
import { applyInstall, readCurrent } from '../install/apply.ts';
import { installHelp, parseInstallArgs } from '../install/args.ts';
import { EXIT, InstallError } from '../install/errors.ts';
import { describePlan, layoutOf, pathsToRead, planInstall, type Plan, type Verified } from '../install/plan.ts';
import { installerSettings } from '../install/settings.ts';
import { Catalog, openSource } from '../install/source.ts';
import { trackDownload } from '../install/track.ts';
import type { CliIO } from './io.ts';
import { installRoot, reportError } from '../install/cli-shared.ts';

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

export async function run(io: CliIO): Promise<number> {
  try {
    // `toolshed --help-install` is how the main help points here.
    const args = parseInstallArgs(io.argv.map((a) => (a === '--help-install' ? '--help' : a)));
    if (args.help) {
      io.stdout(installHelp());
      return EXIT.ok;
    }
    const settings = installerSettings(io.env);
    const root = installRoot(io, args);
    const site = args.site ?? settings.site;
    const source = openSource(site, { cwd: io.cwd, fetch: io.fetch ?? fetch, progress: (line) => io.stderr(`${line}\n`) });
    const catalog = new Catalog(source);

    const components: Verified[] = [];
    for (const request of args.requests) {
      const ref = await catalog.resolve(request);
      if (components.some((c) => c.kind === ref.kind && c.category === ref.category && c.name === ref.name)) continue;
      components.push(await catalog.fetchVerified(ref));
    }
    const layouts = components.map((c) => layoutOf(c, args.global));
    const current = await readCurrent(root, new Set(layouts.flatMap(pathsToRead)));
    let plans = planAll(components, layouts, current, args.force);

    const conflicts = plans.flatMap((p) => p.conflicts);
    const executes = plans.flatMap((p) => p.executes.map((line) => `  ${p.component.kind.singular} ${p.component.category}/${p.component.name}: ${line}`));
    io.stdout(`${args.dryRun ? 'Dry run: planned changes in' : 'Installing into'} ${root}\n`);
    for (const plan of plans) io.stdout(`${describePlan(plan).join('\n')}\n`);
    if (conflicts.length) io.stdout(`Would overwrite:\n${conflicts.map((c) => `  ${c}`).join('\n')}\n`);
    if (executes.length) io.stdout(`This runs code on your machine:\n${executes.join('\n')}\n`);
    if (args.dryRun) {
      io.stdout('Dry run: nothing was written.\n');
      return EXIT.ok;
    }

    if (conflicts.length) {
      if (!io.confirm) throw new InstallError(EXIT.notConfirmed, 'existing files or entries would be overwritten; rerun with --force to replace them (backups are kept)');
      if (!(await io.confirm('Overwrite them (a backup is kept)?'))) throw new InstallError(EXIT.notConfirmed, 'not overwritten; nothing was installed');
      plans = planAll(components, layouts, current, true);
    }
    if (executes.length && !args.yes) {
      if (!io.confirm) throw new InstallError(EXIT.notConfirmed, 'these components run code; read the above, then rerun with --yes to install');
      if (!(await io.confirm('Install and allow this to run?'))) throw new InstallError(EXIT.notConfirmed, 'declined; nothing was installed');
    }

    const now = io.now?.() ?? new Date();
    await applyInstall(root, plans, current, { now, source: source.label });
    for (const plan of plans) {
      const c = plan.component;
      io.stdout(`Installed ${c.kind.singular} ${c.category}/${c.name}\n`);
    }

    if (source.url && settings.telemetry) {
      const results = await Promise.all(components.map((c) => trackDownload(source.url!, c, io.fetch ?? fetch)));
      if (args.verbose) for (const line of results) io.stderr(`${line}\n`);
    } else if (args.verbose) {
      io.stderr(source.url ? 'tracking is off (DO_NOT_TRACK / TOOLSHED_TELEMETRY)\n' : 'tracking skipped: installed from a folder\n');
    }
    return EXIT.ok;
  } catch (error) {
    return reportError(io, error);
  }
}
