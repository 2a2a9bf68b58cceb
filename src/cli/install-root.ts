/** What install, list and remove share: the install root and error reporting. */
import { resolve } from 'node:path';
import { ConfigurationError } from '../settings.ts';
import { EXIT, InstallError } from '../install/errors.ts';
import { UnsafePathError } from '../install/paths.ts';
import { visibleLines, type CliIO } from './io.ts';

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
    io.stderr(`toolshed: ${visibleLines(error.message)}\n`);
    if (error.code === EXIT.usage) io.stderr('Run with --help for usage.\n');
    return error.code;
  }
  if (error instanceof ConfigurationError || error instanceof UnsafePathError) {
    io.stderr(`toolshed: ${visibleLines(error.message)}\n`);
    return EXIT.failed;
  }
  io.stderr(`toolshed: ${visibleLines((error as Error).message ?? String(error))}\n`);
  return EXIT.failed;
}
