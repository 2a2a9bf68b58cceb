/**
 * Pure: commands a program reads on its stdin put back on its command line, so every reader of its words (where it
 * sends, what it uploads: ir/sends.ts, ir/outbound.ts) sees them as it sees `scp FILE host:`. A file-transfer
 * client given its commands on stdin (`sftp -b - host <<EOF put ~/.git-credentials EOF`, `printf 'put %s\n' KEY |
 * sftp -b - host`, `ftp -n <<EOF open HOST … put .aws/credentials EOF`) sends each file its `put` lines name, to
 * the host it was given or `open`s; `git credential fill` asks for the login of the host its input names; curl's
 * config on stdin is curl-config.ts's.
 */
import type { Node, Part, Word } from '../ir/types.ts';
import { constantText } from '../ir/types.ts';
import { withCurlConfigs } from './curl-config.ts';
import { fedParts, partLines } from './shell-fold.ts';

/** Clients that read their commands on stdin when no script file is given (sftp's `-b -`, ftp's and lftp's input). */
const TRANSFER = /^(?:sftp|ftp|lftp|tftp|ncftp)$/;

/** Commands of those clients that send a local file: its path is the first operand (`mput`: every operand). */
const SENDS = /^(?:put|mput|reput|append|send)$/;

/** Each file-transfer client fed its commands gets the files its `put` lines send (and an `open`ed host) as operands, after its own words. */
export function withFedCommands(nodes: Node[]): Node[] {
  const calls = new Map(nodes.flatMap((n) => (n.kind === 'call' ? [[n.id, n] as const] : [])));
  return withCurlConfigs(nodes).map((n) => {
    if (n.kind !== 'call' || !n.stdin?.length) return n;
    const texts = n.args.map(constantText);
    // `git credential fill` reads `key=value` lines (`host=github.com`): which login it prints.
    if (constantText(n.callee) === 'git' && texts[0] === 'credential') {
      const fields = partLines(fedParts(n, calls)).flatMap((line) => (line.length === 1 && 'lit' in line[0]! && /^\w+=\S/.test(line[0].lit) ? [{ parts: line }] : []));
      return fields.length ? { ...n, args: [...n.args, ...fields] } : n;
    }
    if (!TRANSFER.test(constantText(n.callee) ?? '')) return n;
    // `sftp -b FILE`: the commands are that file's, not stdin's.
    const batch = texts.findIndex((t) => t === '-b');
    if (batch >= 0 && !/^(?:-|\/dev\/stdin)$/.test(texts[batch + 1] ?? '-')) return n;
    let folder: Part[] | undefined;
    const added: Word[] = [];
    for (const line of partLines(fedParts(n, calls))) {
      const words = lineWords(line);
      const verb = constantText(words[0] ?? { parts: [] })?.toLowerCase();
      if (verb === 'lcd' && words[1]) folder = words[1].parts;
      if (verb === 'open' && words[1]) added.push(words[words.length > 2 && /^\d+$/.test(constantText(words[2]!) ?? '') ? 1 : words.length - 1]!);
      if (verb === undefined || !SENDS.test(verb)) continue;
      for (const w of (verb === 'mput' ? words.slice(1) : words.slice(1, 2)).filter((w) => !/^-/.test(constantText(w) ?? ''))) added.push(inFolder(folder, w));
    }
    return added.length ? { ...n, args: [...n.args, ...added] } : n;
  });
}

/** A command line's words, split at the blanks of its literal text (a reference stays inside the word it is in). */
function lineWords(line: Part[]): Word[] {
  const words: Word[] = [];
  let current: Part[] = [];
  const end = () => {
    if (current.length) words.push({ parts: current });
    current = [];
  };
  for (const p of line) {
    if (!('lit' in p)) {
      current.push(p);
      continue;
    }
    p.lit.split(/(\s+)/).forEach((piece) => {
      if (/^\s+$/.test(piece)) end();
      else if (piece) current.push({ lit: piece.replace(/^"|"$/g, '') });
    });
  }
  end();
  return words;
}

/** A relative path read in the folder an `lcd` moved to. */
function inFolder(folder: Part[] | undefined, w: Word): Word {
  const head = w.parts[0];
  if (!folder || !head || !('lit' in head) || /^[/~]/.test(head.lit)) return w;
  return { parts: [...folder, { lit: '/' }, ...w.parts] };
}
