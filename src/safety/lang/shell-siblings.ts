/**
 * Pure: the component's own scripts a shell script reaches by their path —
 * sourced (`. "$(dirname "$0")/lib.sh"`, `source ./send.sh`) or run by a
 * shell (`bash "$DIR/schedule.sh" "$job"`). The shell front end lowers such
 * a script in place (its functions known afterwards, its positional
 * parameters the words given), so what one file reads and another sends is
 * one flow, as sibling modules are for JavaScript and Python (modules.ts).
 */
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

/** The script of the component a command sources or runs, with the words it is given. */
export function siblingScript(l: Lowering, program: string | undefined, args: Word[], texts: Array<string | undefined>): { file: string; text: string; args?: Word[] } | undefined {
  if (!l.files || program === undefined) return undefined;
  const sourced = program === 'source' || program === '.';
  // A shell given a script to run (not `-c` code, not a flag first): that script, its arguments after it.
  if (!sourced && (!SHELLS.has(program) || texts[0]?.startsWith('-'))) return undefined;
  if (!args[0]) return undefined;
  const file = componentFile(args[0], l.file, l.files);
  if (file === undefined) return undefined;
  const rest = args.slice(1);
  // A command line a JSON file runs (a hook's, a server's argv) is read with the script it runs only when it hands that
  // script words (`bash "$ROOT/bin/retry.sh" curl -fsSL URL`): the script alone is read in its own file, as a hook's.
  if (/\.json$/i.test(l.file) && !rest.length) return undefined;
  return { file, text: l.files.get(file)!, ...(rest.length || !sourced ? { args: rest } : {}) };
}
