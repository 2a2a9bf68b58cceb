/** `toolshed check`: every locked component, installed vs locked vs catalog, on one screen (src/lifecycle/status.ts). */
import { kindByType } from '../catalog/kinds.ts';
import { readCurrent, readManifest } from '../install/apply.ts';
import { EXIT, InstallError } from '../install/errors.ts';
import { entryProblems, MANIFEST_FILE } from '../install/manifest.ts';
import { openSource } from '../install/source.ts';
import { readInstallerSettings } from '../install/settings.ts';
import { readCatalogDigests } from '../lifecycle/catalog-digests.ts';
import type { CheckReport } from '../lifecycle/schemas.ts';
import { checkComponent, describeCheck, isCurrent, pathsToCheck, type ParsedFiles } from '../lifecycle/status.ts';
import { groupBySource } from '../lifecycle/sources.ts';
import { visible } from '../text/visible.ts';
import { installRoot, reportError, parseCommandArgs, ROOT_FLAGS, APPLY_FLAGS } from './install-root.ts';
import type { CliIO } from './io.ts';

const HELP = `Usage: toolshed check [options]

Compares every component in ${MANIFEST_FILE} (the lock file) three ways:
the files in the project, the sha256 the lock recorded, and what the catalog
serves now. Says per component: current, changed upstream, removed from the
catalog, modified locally (which file, which JSON key) or missing locally.
One catalog request per run (/lock-index.json). Exit 0 when everything is
current, 1 otherwise (also when the catalog could not be reached: the local
side is still checked and the output says what was not).

Options:
  -d, --directory <dir>  project to check (default: the current folder)
  -g, --global           your home folder's installs instead
      --site <url|dir>   compare with this catalog instead of the one each install came from
      --offline          check only the project against the lock; ask no catalog
      --json             print the report as JSON
  -h, --help             this help
`;

export async function run(io: CliIO): Promise<number> {
  try {
    const parsed = parseCommandArgs(io, HELP, { ...ROOT_FLAGS, site: APPLY_FLAGS.site, json: APPLY_FLAGS.json, offline: { type: 'boolean' } });
    if (!parsed) return EXIT.ok;
    const { values } = parsed;
    if (values.offline && values.site !== undefined) throw new InstallError(EXIT.usage, '--offline and --site cannot be used together');
    readInstallerSettings(io.env); // a bad setting is reported the same way as by install
    const root = installRoot(io, { global: values.global === true, ...(values.directory !== undefined ? { directory: values.directory } : {}) });
    const { installs } = await readManifest(root);
    // A lock file can come with a cloned repository: an entry naming paths its kind never writes is reported, not read.
    const problems = new Map(installs.map((e) => [e, entryProblems(e)]));
    const installed = await readCurrent(root, pathsToCheck(installs.filter((e) => !problems.get(e)!.length)));

    const offline = values.offline === true;
    const report: CheckReport = { root, lockFile: MANIFEST_FILE, offline, current: true, catalogs: [], components: [] };
    const digestsFor = new Map<string, ReadonlyMap<string, string> | undefined>();
    if (!offline) {
      for (const group of groupBySource(installs, values.site)) {
        const source = openSource(group.site, { cwd: root, fetch: io.fetch ?? fetch, progress: () => {} });
        const types = [...new Set(group.entries.map((e) => e.type))].filter((t) => kindByType(t));
        const { digests, read } = await readCatalogDigests(source, group.site, types);
        report.catalogs.push(read);
        for (const e of group.entries) digestsFor.set(e.source, digests);
      }
    }
    const parsedFiles: ParsedFiles = new Map();
    report.components = installs.map((e) => checkComponent(e, installed, digestsFor.get(e.source), problems.get(e), parsedFiles));
    // --offline asks about the project only: intact is current.
    report.current = report.components.every((c) => (offline ? c.local === 'intact' : isCurrent(c)));

    if (values.json) {
      io.stdout(`${JSON.stringify(report, null, 2)}\n`);
      return report.current ? EXIT.ok : EXIT.failed;
    }
    io.stdout(describeReport(report).join('\n') + '\n');
    return report.current ? EXIT.ok : EXIT.failed;
  } catch (error) {
    return reportError(io, error);
  }
}

/** The report on one screen: the catalogs asked, each component that is not current, a count of the rest. */
function describeReport(report: CheckReport): string[] {
  const n = report.components.length;
  if (n === 0) return [`Nothing installed by Toolshed in ${visible(report.root)} (no ${MANIFEST_FILE}).`];
  const lines = [`Checked ${n} component${n === 1 ? '' : 's'} in ${visible(report.root)} against ${MANIFEST_FILE}`];
  if (!report.catalogs.length) lines.push('  catalog not asked (--offline): only the project was checked against the lock');
  for (const c of report.catalogs) {
    lines.push(c.error ? `  could not check ${visible(c.source)}: ${visible(c.error)}; the local side was still checked` : `  catalog ${visible(c.source)} (${c.read.join(', ')})`);
  }
  const problems = report.components.filter((c) => (report.offline ? c.local !== 'intact' : !isCurrent(c)));
  for (const c of problems) lines.push(...describeCheck(c, visible, report.offline));
  const count = (test: (c: (typeof problems)[number]) => boolean, words: string) => {
    const k = problems.filter(test).length;
    return k ? [`${k} ${words}`] : [];
  };
  if (!problems.length) {
    lines.push(`All ${n} current.`);
    return lines;
  }
  const summary = [
    ...count((c) => c.upstream === 'changed', 'changed upstream'),
    ...count((c) => c.upstream === 'removed', 'removed from the catalog'),
    ...count((c) => c.upstream === 'unknown' && !report.offline, 'not checked upstream'),
    ...count((c) => c.local === 'modified', 'modified locally'),
    ...count((c) => c.local === 'missing', 'missing locally'),
    ...count((c) => c.local === 'refused', 'refused (see above)'),
    ...count((c) => c.local === 'tampered', 'tampered (the lock does not add up)'),
  ];
  lines.push(`${n - problems.length} of ${n} current; ${summary.join(', ')}.`);
  if (problems.some((c) => c.upstream === 'changed')) lines.push('See and take upstream changes with `toolshed update` (a diff is shown first).');
  if (problems.some((c) => c.local === 'tampered')) lines.push('A tampered entry vouches for bytes its catalog never published: read the files, then `toolshed remove` it (or reinstall with --force).');
  if (problems.some((c) => c.local === 'missing')) lines.push('Put missing files back with `toolshed install` (restores every locked component).');
  return lines;
}
