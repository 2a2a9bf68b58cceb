/** `toolshed list`: what Toolshed installed here, from its manifest. */
import { readCurrent, readManifest } from '../install/apply.ts';
import { describeSites, type PlaceholderSite } from '../install/placeholders.ts';
import { installRoot, reportError, parseCommandArgs, ROOT_FLAGS, APPLY_FLAGS } from './install-root.ts';
import { EXIT, InstallError } from '../install/errors.ts';
import { entryProblems, MANIFEST_FILE } from '../install/manifest.ts';
import { visible } from '../text/visible.ts';
import { humanIO, type CliIO } from './io.ts';
import { lockMismatches } from '../lifecycle/lock-integrity.ts';
import { pathsToCheck } from '../lifecycle/status.ts';

const HELP = `Usage: toolshed list [options]

Shows the components Toolshed installed in a project (kind, name, files, sha256, when),
from ${MANIFEST_FILE}.

Options:
  -d, --directory <dir>  project to look in (default: the current folder)
  -g, --global           your home folder instead
      --json             print the manifest entries as JSON
  -h, --help             this help
`;

/** The recorded placeholders whose file still holds them (the user may have edited it since). */
async function stillOpen(root: string, sites: PlaceholderSite[]): Promise<PlaceholderSite[]> {
  const current = await readCurrent(root, new Set(sites.map((s) => s.file)));
  return sites.filter((s) => current.get(s.file)?.includes(`<${s.name}>`));
}

export async function run(raw: CliIO): Promise<number> {
  // --json prints the manifest exactly (raw.stdout); every other line is for a person.
  const io = humanIO(raw);
  try {
    const parsed = parseCommandArgs(io, HELP, { ...ROOT_FLAGS, json: APPLY_FLAGS.json });
    if (!parsed) return EXIT.ok;
    const { values } = parsed;
    const root = installRoot(io, { global: values.global === true, ...(values.directory !== undefined ? { directory: values.directory } : {}) });
    const { installs } = await readManifest(root);
    if (values.json) {
      raw.stdout(`${JSON.stringify(installs, null, 2)}\n`);
      return EXIT.ok;
    }
    if (!installs.length) {
      io.stdout(`Nothing installed by Toolshed in ${root}.\n`);
      return EXIT.ok;
    }
    io.stdout(`Installed by Toolshed in ${root}:\n`);
    const installed = await readCurrent(root, pathsToCheck(installs.filter((e) => !entryProblems(e).length)));
    for (const e of installs) {
      // A manifest is project input: its free-text fields are escaped where they are put in the line.
      io.stdout(`${e.singular.padEnd(9)} ${`${e.category}/${e.name}`.padEnd(40)} sha256 ${visible(e.sha256.slice(0, 12))}  ${visible(e.installedAt)}\n`);
      const problems = entryProblems(e);
      if (problems.length) {
        // Named, never acted on: a manifest can come with a cloned repository (remove refuses it too).
        io.stdout(`            refused: ${problems.join(', ')}: outside the places a ${e.singular} installs to\n`);
        continue;
      }
      const tampered = lockMismatches(e, installed);
      if (tampered.length) io.stdout(`            tampered: ${visible(tampered.join('; '))}\n`);
      for (const f of e.files) io.stdout(`            ${visible(f.path)}\n`);
      for (const m of e.merges) io.stdout(`            ${visible(m.path)} (${m.ops.length} merged ${m.ops.length === 1 ? 'entry' : 'entries'})\n`);
      const open = await stillOpen(root, e.placeholders ?? []);
      if (open.length) io.stdout(`            still to fill in:\n${describeSites(open).map((l) => `              ${l}`).join('\n')}\n`);
    }
    return EXIT.ok;
  } catch (error) {
    return reportError(io, error);
  }
}
