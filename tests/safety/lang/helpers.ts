/** Test helpers over a lowered program: its calls by canonical name, words as shown text. */
import { asCommand } from '../../../src/safety/lang/as-command.ts';
import { shownText, type Call, type Program, type Word } from '../../../src/safety/ir/types.ts';

export const callsOf = (p: Program): Call[] => p.nodes.filter((n): n is Call => n.kind === 'call');
export const named = (p: Program, callee: string): Call[] => callsOf(p).filter((c) => shownText(c.callee) === callee);
export function only(p: Program, callee: string): Call {
  const found = named(p, callee);
  if (found.length !== 1) throw new Error(`${found.length} calls of ${callee}; calls: ${callsOf(p).map((c) => shownText(c.callee)).join(', ')}`);
  return found[0]!;
}
/** The refs of a word (and its items), as JSON strings, for membership checks. */
export const refsOf = (w: Word | undefined): string[] => (w ? [...w.parts.flatMap((p) => ('ref' in p ? [JSON.stringify(p.ref)] : [])), ...(w.items ?? []).flatMap(refsOf)] : []);
/** The program a call amounts to for the engine: `sh -c …`, `curl …`. */
export function command(c: Call): string {
  const cmd = asCommand(c);
  return cmd ? [cmd.name ?? '?', ...cmd.args.map(shownText)].join(' ') : '(none)';
}
