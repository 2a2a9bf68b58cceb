/**
 * `toolshed statusline`: Claude Code's `statusLine` command. The plain call is
 * src/statusline/fast.ts (the bin goes straight to its bundle, bin/toolshed.mjs);
 * `--install` / `--uninstall` write the setting, `--refresh` brings the ledger up to date
 * for it (what a plain call starts in the background).
 */
import type { CliIO } from './io.ts';
import { statusline } from '../statusline/fast.ts';

const HELP = `Usage: toolshed statusline [--install [--force] | --uninstall | --refresh]

Prints a status line for Claude Code from the JSON it sends on stdin: model, session
cost, today's cost, the current 5-hour window (cost, time left, burn rate), context
use and, when Claude Code sends them, the official 5-hour and 7-day limits. It reads
the usage ledger's summary and only the bytes added to its own transcript since.

  --install     set it as Claude Code's statusLine in settings.json (CLAUDE_CONFIG_DIR or ~/.claude)
  --force       with --install: replace a status line already set (--uninstall restores it)
  --uninstall   take the setting back out, as it was before
  --refresh     bring the usage ledger up to date now (the status line starts this itself)
  -h, --help    this help
`;

export async function run(io: CliIO): Promise<number> {
  // Loaded here, not at the top: node:util costs the plain call (the bin's fast path) more than all its own work.
  const { parseArgs } = await import('node:util');
  let values;
  try {
    ({ values } = parseArgs({ args: io.argv, options: { install: { type: 'boolean' }, uninstall: { type: 'boolean' }, force: { type: 'boolean' }, refresh: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, strict: true }));
  } catch (err) {
    io.stderr(`toolshed statusline: ${(err as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (values.help) {
    io.stdout(HELP);
    return 0;
  }
  const chosen = [values.install, values.uninstall, values.refresh].filter(Boolean).length;
  if (chosen > 1 || (values.force && !values.install)) {
    io.stderr(`toolshed statusline: give one of --install, --uninstall, --refresh (--force goes with --install)\n`);
    return 2;
  }
  if (values.refresh) return (await import('../statusline/commands.ts')).refreshCommand(io, (await import('./version.ts')).PACKAGE_VERSION);
  if (values.install || values.uninstall) return (await import('../statusline/commands.ts')).settingCommand(io, values.install ? 'install' : 'uninstall', values.force === true);
  return statusline();
}
