/** `toolshed remove <kind> <category/name>`: undo exactly one install, merged JSON entries included. */
import { kindBySingular, kindByType, KINDS } from '../catalog/kinds.ts';
import { applyRemoval, readCurrent, readManifest } from '../install/apply.ts';
import { installRoot, reportError, parseCommandArgs, ROOT_FLAGS, APPLY_FLAGS } from './install-root.ts';
import { EXIT, InstallError } from '../install/errors.ts';
import { assertEntryUsable, BACKUP_DIR, pathsForRemoval, planRemoval } from '../install/manifest.ts';
import { visible } from '../text/visible.ts';
import { humanIO, type CliIO } from './io.ts';

const HELP = `Usage: toolshed remove <kind> <category/name> [options]

Undoes one install recorded in .claude/toolshed-manifest.json: deletes the files it wrote
(restoring any file it replaced), takes its entries back out of .claude/settings.json and
.mcp.json, and keeps anything you changed since (unless --force).
<kind> is one of: ${KINDS.map((k) => k.singular).join(', ')} (plural works too).

Options:
  -d, --directory <dir>  project to remove from (default: the current folder)
  -g, --global           your home folder instead
  -f, --force            also remove files you edited since the install (moved into
                         .claude/toolshed-backups/, never overwritten)
      --dry-run          print what would change; change nothing
  -h, --help             this help
`;

export async function run(raw: CliIO): Promise<number> {
  const io = humanIO(raw);
  try {
    const parsed = parseCommandArgs(io, HELP, { ...ROOT_FLAGS, force: APPLY_FLAGS.force, 'dry-run': APPLY_FLAGS['dry-run'] }, true);
    if (!parsed) return EXIT.ok;
    const { values, positionals } = parsed;
    const [kindName, spec, ...extra] = positionals;
    if (!kindName || !spec || extra.length) throw new InstallError(EXIT.usage, 'expected: toolshed remove <kind> <category/name>');
    const kind = kindBySingular(kindName) ?? kindByType(kindName);
    if (!kind) throw new InstallError(EXIT.usage, `unknown kind "${kindName}"; one of ${KINDS.map((k) => k.singular).join(', ')}`);
    const root = installRoot(io, { global: values.global === true, ...(values.directory !== undefined ? { directory: values.directory } : {}) });
    const manifest = await readManifest(root);
    const matches = manifest.installs.filter(
      (e) => e.type === kind.type && (spec.includes('/') ? `${e.category}/${e.name}` === spec : e.name === spec),
    );
    if (matches.length === 0) throw new InstallError(EXIT.unknownComponent, `${kind.singular} ${spec} is not installed by Toolshed in ${root} (see toolshed list)`);
    if (matches.length > 1) {
      throw new InstallError(EXIT.unknownComponent, `${kind.singular} ${spec} is ambiguous: ${matches.map((e) => `${e.category}/${e.name}`).join(', ')}`);
    }
    const entry = matches[0]!;
    assertEntryUsable(entry); // a manifest may come with a cloned repository
    const current = await readCurrent(root, pathsForRemoval(entry));
    const removal = planRemoval(entry, current, values.force === true);
    const id = `${entry.singular} ${entry.category}/${entry.name}`;
    // Paths and keys come from the manifest, a project file: one escaped line each.
    for (const w of removal.writes) io.stdout(`  restore ${visible(w.path)}\n`);
    for (const d of removal.deletes) io.stdout(`  delete ${visible(d)}\n`);
    for (const m of removal.moves) io.stdout(`  move ${visible(m)} (changed since it was installed) into ${BACKUP_DIR}/\n`);
    for (const warning of removal.warnings) io.stderr(`toolshed: ${visible(warning)}\n`);
    if (values['dry-run']) {
      io.stdout(`Dry run: ${id} would be removed; nothing was changed.\n`);
      return EXIT.ok;
    }
    const { moved } = await applyRemoval(root, entry, removal, io.now?.() ?? new Date());
    for (const m of moved) io.stdout(`Moved ${visible(m.path)} to ${visible(m.to)}\n`);
    io.stdout(`Removed ${id}\n`);
    return EXIT.ok;
  } catch (error) {
    return reportError(io, error);
  }
}
