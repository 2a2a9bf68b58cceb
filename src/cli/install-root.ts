/** What the project commands (install, list, remove, check, update, restore, plugins) share: flags, the install root and error reporting. */
import { resolve } from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { ConfigurationError } from '../settings.ts';
import { EXIT, InstallError } from '../install/errors.ts';
import { UnsafePathError } from '../install/paths.ts';
import { visibleLines, type CliIO } from './io.ts';
import { safeMessage } from '../install/address.ts';

export function installRoot(io: CliIO, args: { global: boolean; directory?: string }): string {
  if (args.global) {
    const home = io.env.HOME ?? io.env.USERPROFILE;
    if (!home) throw new InstallError(EXIT.usage, '--global needs a home folder (HOME is not set)');
    return resolve(home);
  }
  return resolve(io.cwd, args.directory ?? '.');
}

export function reportError(io: CliIO, error: unknown): number {
  // Messages quote paths, names and parser errors from catalogs and projects: never raw to the terminal.
  if (error instanceof InstallError) {
    // An address in a message (a --site, a redirect) never shows its credentials.
    io.stderr(`toolshed: ${visibleLines(safeMessage(error.message))}\n`);
    if (error.code === EXIT.usage) io.stderr('Run with --help for usage.\n');
    return error.code;
  }
  if (error instanceof ConfigurationError || error instanceof UnsafePathError) {
    io.stderr(`toolshed: ${visibleLines(error.message)}\n`);
    return EXIT.failed;
  }
  io.stderr(`toolshed: ${visibleLines(safeMessage((error as Error).message ?? String(error)))}\n`);
  return EXIT.failed;
}

/** Where the lock-file commands act: a project (`--directory`, default the current one) or the user's folder (`--global`), and `--help`. */
export const ROOT_FLAGS = { directory: { type: 'string', short: 'd' }, global: { type: 'boolean', short: 'g' }, help: { type: 'boolean', short: 'h' } } as const;
/** How `update` and the restore write what they found: asked or not, over local edits or not, with placeholder values, accepted risks, or only shown. */
export const APPLY_FLAGS = {
  site: { type: 'string' },
  yes: { type: 'boolean', short: 'y' },
  force: { type: 'boolean', short: 'f' },
  set: { type: 'string', multiple: true },
  'allow-risk': { type: 'string', multiple: true },
  expect: { type: 'string', multiple: true },
  'dry-run': { type: 'boolean' },
  json: { type: 'boolean' },
} as const;

type StrictConfig<O extends ParseArgsOptionsConfig> = { args: string[]; options: O; strict: true; allowPositionals: boolean };
type Parsed<O extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<StrictConfig<O>>>;

/**
 * Strict parsing of `io.argv`: a bad flag is a usage error (exit 2); `undefined`
 * once `--help` has printed `help`, so the command returns 0.
 */
export function parseCommandArgs<O extends ParseArgsOptionsConfig>(io: CliIO, help: string, options: O, allowPositionals = false): Parsed<O> | undefined {
  let parsed: Parsed<O>;
  try {
    parsed = parseArgs<StrictConfig<O>>({ args: io.argv, options, strict: true, allowPositionals });
  } catch (error) {
    throw new InstallError(EXIT.usage, (error as Error).message);
  }
  if ((parsed.values as { help?: boolean }).help) {
    io.stdout(help);
    return undefined;
  }
  return parsed;
}
