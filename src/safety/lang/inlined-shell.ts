/**
 * Pure: shell code a library call runs (`execSync('curl … | sh')`, `os.system(c)`, text written into a file that
 * runs later), parsed by the shell front end and renumbered into the calling program, so the engine reads the
 * pipeline itself. Its lines are the call's, or those of the string constant that holds each command.
 */
import { constantText, type Call, type Node, type Origin, type Part, type Word } from '../ir/types.ts';
import { lowerShell } from './shell.ts';

/** The nodes of `code` as the call's program holds them: ids from `nextId`, `known` the nodes lowered so far. */
export function inlinedShell(code: string, call: Call, later: boolean, known: readonly Node[], nextId: () => number, holes?: readonly Part[]): Node[] {
  const out: Node[] = [];
  if (code.length > 100_000) return [];
  const program = lowerShell(code, call.origin);
  if (program.nodes.some((n) => n.kind === 'unparsed')) return [];
  const ids = new Map<number, number>();
  for (const n of program.nodes) if (n.kind === 'call') ids.set(n.id, nextId());
  const word = (w: Word): Word => ({
    parts: w.parts.flatMap((p) => ('lit' in p ? (p.via !== undefined ? [{ lit: p.lit, via: ids.get(p.via) ?? p.via }] : filled(p)) : 'out' in p.ref ? [{ ref: { ...p.ref, out: ids.get(p.ref.out) ?? p.ref.out } }] : [p])),
    ...(w.items ? { items: w.items.map(word) } : {}),
  });
  // A hole of code built at run time (call-code.ts) is the caller's value again, where the shell put it.
  function filled(p: Part & { lit: string }): Part[] {
    if (!holes?.length || !p.lit.includes('TSHOLE')) return [p];
    return p.lit.split(/(TSHOLE\dX)/).flatMap((t) => { const m = /^TSHOLE(\d)X$/.exec(t); return m ? [holes[Number(m[1])] ?? { lit: t }] : t ? [{ lit: t }] : []; });
  }
  // The shell front end numbers lines from the call's: a multi-line string's commands land on the lines after it.
  // Code written into a file is often assembled from strings on other lines (`[…lines].join('\n')`, a constant
  // defined above): a command is placed on the line of the string constant that holds it, when one does.
  const strings = later ? known.filter((n) => n.kind === 'str').slice(-200) : [];
  const line = (n: Node): Origin => {
    if (n.kind !== 'call' || !strings.length) return n.origin;
    const words = [n.callee, ...n.args.slice(0, 3)].map((w) => constantText(w)).filter((t): t is string => t !== undefined && t.length > 0);
    const holder = words.length ? strings.findLast((s) => s.kind === 'str' && words.every((w) => s.text.includes(w))) : undefined;
    return holder ? holder.origin : n.origin;
  };
  for (const n of program.nodes) {
    if (n.kind === 'call') {
      const copy: Call = { ...n, id: ids.get(n.id)!, callee: word(n.callee), args: n.args.map(word), origin: line(n) };
      for (const k of ['stdin', 'writes', 'reads'] as const) if (n[k]) copy[k] = n[k]!.map(word);
      if (n.named) copy.named = Object.fromEntries(Object.entries(n.named).map(([k, w]) => [k, word(w)]));
      if (later) copy.later = true;
      out.push(copy);
    } else if (n.kind === 'assign') out.push({ ...n, value: word(n.value), origin: line(n), ...(later ? { later } : {}) });
    else if (n.kind === 'return') out.push({ ...n, value: word(n.value), origin: line(n) });
    else out.push({ ...n, origin: line(n) });
  }
  return out;
}
