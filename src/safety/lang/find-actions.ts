/**
 * Pure: the commands `find … -exec CMD… ;` runs, with `{}` standing for what find finds. Each `-exec` (and
 * `-execdir`, `-ok`, `-okdir`) runs in turn for a file found (`-exec curl … -o f \; -exec sh f \;`): all of them, in
 * order. The found file is the start folder joined to each name the expression tests (`find ~/.mozilla -name
 * logins.json -exec curl -F f=@{} …` posts `~/.mozilla/logins.json`, a saved-login store wherever it sits below), or
 * the start folder itself when no name is tested (`find ~/.aws -type f -exec …`: every file in it): a rule reads
 * the command as it would read the same command given that path.
 */
import type { Part, Word } from '../ir/types.ts';
import { joinParts } from './shell-words.ts';

const EXEC_ACTION = (t: string | undefined) => t !== undefined && /^-(?:exec|execdir|ok|okdir)$/.test(t);

/** Tests whose value is a name or a path pattern of the files found. */
const NAME_TEST = /^-(?:i?name|i?path|i?wholename)$/;

/** At most this many found paths are spelled out (each `-o` alternative is one). */
const MOST = 4;

/** The commands of every `-exec` action, once for each path the expression names, `{}` replaced by that path. */
export function findCommands(args: Word[], texts: Array<string | undefined>): Word[][] {
  const firstTest = texts.findIndex((t) => t !== undefined && /^[-(!]/.test(t));
  const roots = args.slice(0, firstTest < 0 ? args.length : firstTest);
  const names = texts.flatMap((t, i) => (i > 0 && NAME_TEST.test(texts[i - 1] ?? '') && t !== undefined ? [t.replace(/^\*\//, '')] : []));
  const found: Word[] = [];
  for (const root of roots.length ? roots : [{ parts: [{ lit: '.' }] }]) {
    if (!names.length) found.push(root);
    for (const name of names) found.push({ parts: [...root.parts, { lit: `/${name}` }] });
  }
  const commands: Word[][] = [];
  for (let at = texts.findIndex(EXEC_ACTION); at >= 0; ) {
    const end = texts.findIndex((t, i) => i > at && (t === ';' || t === '+'));
    commands.push(args.slice(at + 1, end < 0 ? undefined : end));
    const next = end < 0 ? -1 : texts.slice(end + 1).findIndex(EXEC_ACTION);
    at = next < 0 ? -1 : end + 1 + next;
  }
  const paths = found.slice(0, MOST);
  return paths.flatMap((path) => commands.map((words) => words.map((w) => withPath(w, path))));
}

/** The word with every `{}` in its literal text replaced by the found path's parts. */
function withPath(w: Word, path: Word): Word {
  if (!w.parts.some((p) => 'lit' in p && p.lit.includes('{}'))) return w;
  const parts: Part[] = [];
  for (const p of w.parts) {
    if (!('lit' in p) || !p.lit.includes('{}')) {
      parts.push(p);
      continue;
    }
    p.lit.split('{}').forEach((piece, i) => {
      if (i > 0) parts.push(...path.parts);
      if (piece) parts.push({ lit: piece });
    });
  }
  return { parts: joinParts(parts) };
}
