/**
 * Pure: the component's own scripts a shell script reaches by their path —
 * sourced (`. "$(dirname "$0")/lib.sh"`, `source ./send.sh`) or run by a
 * shell (`bash "$DIR/schedule.sh" "$job"`). The shell front end lowers such
 * a script in place (its functions known afterwards, its positional
 * parameters the words given), so what one file reads and another sends is
 * one flow, as sibling modules are for JavaScript and Python (modules.ts).
 * A script copied somewhere first (`install -D "$(dirname "$0")/agent.sh"
 * ~/.local/lib/x/agent.sh`) is still that script where it is run or sourced
 * from there, a shell profile's line included: the staging hides nothing.
 */
import { copyOf, pathKey } from '../ir/copies.ts';
import type { Word } from '../ir/types.ts';
import { SHELLS } from '../ir/tables.ts';
import type { Lowering } from './shell-code.ts';
import { dirOf, normalize } from './sibling-paths.ts';

/**
 * The component's file a word names, if it names one: a relative literal path (from the script's folder, then
 * the component's root), or a path whose known end follows something computed (`$(dirname "$0")/x.sh`,
 * `"$DIR/x.sh"`, `${BASH_SOURCE%/*}/x.sh`): the script's folder, then the root, joined to that end.
 */
function componentFile(w: Word, from: string, files: ReadonlyMap<string, string>): string | undefined {
  const last = w.parts.findLastIndex((p) => !('lit' in p) || p.via !== undefined);
  const tail = w.parts.slice(last + 1).map((p) => ('lit' in p ? p.lit : '')).join('');
  if (!tail || (last < 0 && /^[~/$]/.test(tail)) || (last >= 0 && !tail.startsWith('/'))) return undefined;
  const candidates = [`${dirOf(from)}/${tail}`, tail].map(normalize);
  return candidates.find((c): c is string => c !== undefined && c !== from && files.has(c));
}

/** `cp`/`install`/`mv`/`ditto` of one of the component's files: remembered by where it lands (and that folder's entry for it). */
function rememberCopy(l: Lowering, program: string, args: Word[]): void {
  const copy = /^(?:cp|install|mv|ditto)$/.test(program) ? copyOf(program, args) : undefined;
  for (const from of copy?.from ?? []) {
    const file = componentFile(from, l.file, l.files!);
    if (file === undefined) continue;
    l.copied ??= new Map();
    l.copied.set(pathKey(copy!.to), file);
    l.copied.set(`${pathKey(copy!.to)}/${file.split('/').pop()}`, file);
  }
}

/**
 * The script of the component a command sources or runs, with the words it is given: by its own path, or by where an
 * earlier command copied it (`callee`: a copy run by its path). A command that copies one is remembered here.
 */
export function siblingScript(l: Lowering, program: string | undefined, args: Word[], texts: Array<string | undefined>, callee?: Word): { file: string; text: string; args?: Word[] } | undefined {
  if (!l.files) return undefined;
  const staged = callee && l.copied?.get(pathKey(callee));
  if (staged !== undefined) return { file: staged, text: l.files.get(staged)!, args };
  if (program === undefined) return undefined;
  rememberCopy(l, program, args);
  const sourced = program === 'source' || program === '.';
  // A shell given a script to run (not `-c` code, not a flag first): that script, its arguments after it.
  if (!sourced && (!SHELLS.has(program) || texts[0]?.startsWith('-'))) return undefined;
  if (!args[0]) return undefined;
  const file = componentFile(args[0], l.file, l.files) ?? l.copied?.get(pathKey(args[0]));
  if (file === undefined) return undefined;
  const rest = args.slice(1);
  // A command line a JSON file runs (a hook's, a server's argv) is read with the script it runs only when it hands that
  // script words (`bash "$ROOT/bin/retry.sh" curl -fsSL URL`): the script alone is read in its own file, as a hook's.
  if (/\.json$/i.test(l.file) && !rest.length) return undefined;
  return { file, text: l.files.get(file)!, ...(rest.length || !sourced ? { args: rest } : {}) };
}
