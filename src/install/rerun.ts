/**
 * Consent bound to bytes across the two-step flow (issue 37): a command that
 * shows a plan and stops ("rerun with --yes") prints the rerun command with
 * `--expect <sha256>` for every component it showed, and the rerun writes
 * nothing unless each component it is about to write is one of those. Pure.
 */
import { safeAddress } from './address.ts';
import { EXIT, InstallError } from './errors.ts';

const SHA256 = /^[0-9a-f]{64}$/;

/** `--expect` values (repeatable, comma-separated) as a set; undefined when none was given. Throws (exit 2) on a value that is not a full sha256. */
export function parseExpect(values: readonly string[] | undefined): ReadonlySet<string> | undefined {
  const all = (values ?? []).flatMap((v) => v.split(',')).map((v) => v.trim().toLowerCase()).filter(Boolean);
  if (!all.length) return undefined;
  const bad = all.filter((v) => !SHA256.test(v));
  if (bad.length) throw new InstallError(EXIT.usage, `--expect ${bad.join(',')}: expected the full sha256 (64 hex digits) the plan showed`);
  return new Set(all);
}

/** A component about to be written: its label (`agent dev/x`) and the sha256 of the bytes downloaded. */
export interface Pinned {
  id: string;
  sha256: string;
}

/**
 * With `--expect`, every component about to be written must be one of the
 * reviewed versions: else nothing is written (exit 5), naming each one.
 */
export function assertExpected(items: readonly Pinned[], expected: ReadonlySet<string> | undefined): void {
  if (!expected) return;
  const other = items.filter((i) => !expected.has(i.sha256));
  if (!other.length) return;
  throw new InstallError(
    EXIT.integrity,
    `${other.map((i) => `${i.id}: the catalog now serves sha256 ${i.sha256}, which is not a version you reviewed (--expect)`).join('; ')}; nothing was written. Run the command again without --yes to review what it serves now`,
  );
}

/** One argument for a POSIX shell: as is when it needs no quoting, else in single quotes. */
export function shellWord(arg: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(arg)) return arg;
  return `'${arg.replaceAll("'", `'\\''`)}'`;
}

/** Flags that take a value, for removing the ones the rerun sets itself. */
const VALUE_FLAGS = new Set(['--expect']);
const DROPPED = new Set(['--yes', '-y', '--expect']);

/**
 * The command to rerun: `prefix` (`toolshed`, `toolshed update`), the
 * arguments given (without `--yes` and `--expect`, which the rerun sets),
 * then `add` (flags the rerun needs: `--allow-path .devcontainer`, `--yes`)
 * and one `--expect` per reviewed sha256. Addresses lose their credentials:
 * the printed command never carries a secret (retype it if the catalog needs one).
 */
export function rerunCommand(prefix: string, argv: readonly string[], add: readonly string[], pins: readonly Pinned[]): string {
  const kept: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const name = arg.split('=')[0]!;
    if (DROPPED.has(name)) {
      if (VALUE_FLAGS.has(arg)) i++;
      continue;
    }
    kept.push(safeAddress(arg));
  }
  const present = new Set(kept);
  const extra: string[] = [];
  for (let i = 0; i < add.length; i++) {
    const flag = add[i]!;
    const value = flag.startsWith('--') && add[i + 1] !== undefined && !add[i + 1]!.startsWith('--') ? add[++i] : undefined;
    if (value === undefined && present.has(flag)) continue;
    if (value !== undefined && kept.some((k, j) => k === flag && kept[j + 1] === value)) continue;
    extra.push(flag, ...(value !== undefined ? [value] : []));
  }
  const shas = [...new Set(pins.map((p) => p.sha256))];
  const expect = shas.length ? ['--expect', shas.join(',')] : [];
  return [prefix, ...[...kept, ...extra, '--yes', ...expect].map(shellWord)].join(' ');
}
