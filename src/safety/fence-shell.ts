/**
 * Pure: shell commands written into a fence labelled with another language, in Markdown the model acts on
 * (a `curl … | sh` line inside a ```python block). The language's own parser cannot read such a line (it
 * falls inside an error of the tree), and the line reads as a command (instructions.ts, `bareCommand`): the
 * model that follows the block runs it in a shell, whatever the fence says. Lines the language reads (a
 * Python `env = {…}`) stay the language's.
 */
import { bareCommand } from './instructions.ts';
import { parse, type SyntaxNode } from './ir/grammars.ts';
import type { Lang } from './languages.ts';

/** The 0-based rows a tree's syntax errors cover. */
function errorRows(root: SyntaxNode): Set<number> {
  const rows = new Set<number>();
  if (!root.hasError) return rows;
  const stack: SyntaxNode[] = [root];
  let seen = 0;
  while (stack.length && seen++ < 200_000) {
    const n = stack.pop()!;
    if (n.isError || n.isMissing) {
      for (let r = n.startPosition.row; r <= n.endPosition.row; r++) rows.add(r);
      continue;
    }
    if (!n.hasError) continue;
    for (let i = n.childCount - 1; i >= 0; i--) {
      const c = n.child(i);
      if (c) stack.push(c);
    }
  }
  return rows;
}

/** The shell commands among a Python or JavaScript block's lines its own parser cannot read: 0-based row and command. */
export function shellLinesIn(lang: Lang, body: string): Array<{ row: number; command: string }> {
  if (lang !== 'python' && lang !== 'js') return [];
  const candidates = body.split('\n').flatMap((line, row) => {
    const command = bareCommand(line);
    return command === undefined ? [] : [{ row, command }];
  });
  if (candidates.length === 0) return [];
  const r = parse(lang === 'python' ? 'python' : 'tsx', body);
  if (!r.ok) return [];
  try {
    const rows = errorRows(r.tree.rootNode);
    return candidates.filter((c) => rows.has(c.row));
  } finally {
    r.tree.delete();
  }
}
