/**
 * Pure: the calls a program makes again and again on a schedule: inside a loop no condition bounds, that its body never
 * leaves and that waits each turn (`while true; do curl … | sh; sleep 3600; done`, Go's `for { …; time.Sleep(…) }`),
 * or a timer's turns (`setInterval`). A download run there is a beacon fetching orders, never an installer: a vendor's
 * installer is a setup step run once, and a retry loop leaves when the install succeeds (code.ts).
 */
import type { Node } from './types.ts';

/** `file\0line` of each call such a loop or timer makes. */
export function repeatedCalls(nodes: readonly Node[]): Set<string> {
  const out = new Set<string>();
  nodes.forEach((n, i) => {
    if (n.kind !== 'loop' || n.exits || !((n.endless && n.waits) || n.every !== undefined)) return;
    for (const m of nodes.slice(i + 1, i + 1 + n.span)) if (m.kind === 'call') out.add(`${m.origin.file}\0${m.origin.line}`);
  });
  return out;
}
