/**
 * Pure: curl's options read from a config (`curl -K -`, `--config FILE`) put back on its command line, so every reader
 * of curl's words (where it sends, what it uploads: ir/sends.ts, ir/outbound.ts) sees them. A config given on stdin
 * (`printf 'url = "…"\ndata = "@%s/.netrc"\n' "$HOME" | curl -K -`, a here-string or here-document) holds the
 * address and the upload where no option of the command line shows them.
 */
import type { Node, Part, Word } from '../ir/types.ts';
import { constantText } from '../ir/types.ts';
import { fedParts, partLines } from './shell-fold.ts';

/** One config line (`name = "value"`, `name: value`, `--name value`, `name value`) as curl's option and its value. */
function option(line: Part[]): Word[] {
  const head = line[0];
  if (!head || !('lit' in head)) return [];
  const m = /^\s*(?:--)?([A-Za-z][\w-]*)(?:\s*[=:]\s*|\s+)"?(.*)$/.exec(head.lit);
  if (!m || head.lit.trimStart().startsWith('#')) return [];
  const value: Part[] = [...(m[2] ? [{ lit: m[2] }] : []), ...line.slice(1)];
  const last = value[value.length - 1];
  if (last && 'lit' in last) value[value.length - 1] = { lit: last.lit.replace(/"\s*$/, '') };
  return [{ parts: [{ lit: `--${m[1]}` }] }, { parts: value.filter((p) => !('lit' in p) || p.lit !== '') }];
}

/** Each curl call given `-K -`/`--config -` gets the options its stdin's config holds, after its own. */
export function withCurlConfigs(nodes: Node[]): Node[] {
  const calls = new Map(nodes.flatMap((n) => (n.kind === 'call' ? [[n.id, n] as const] : [])));
  return nodes.map((n) => {
    if (n.kind !== 'call' || constantText(n.callee) !== 'curl') return n;
    const texts = n.args.map(constantText);
    const at = texts.findIndex((t, i) => (t === '-K' || t === '--config') && texts[i + 1] === '-');
    if (at < 0 || !n.stdin?.length) return n;
    const added = partLines(fedParts(n, calls)).flatMap(option);
    return added.length ? { ...n, args: [...n.args, ...added] } : n;
  });
}
