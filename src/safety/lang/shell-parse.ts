/**
 * Pure: a shell script parsed with tree-sitter-bash, with one known
 * misreading of the grammar undone: it joins a pipeline's last command with
 * the next line when that line has a redirection (`a | b | c` then `d > f`
 * reads as `c d > f`). A command whose words are split by a bare line break
 * is that misreading; a `;` before the break gives the shell's reading back
 * (rows, hence reported lines, are unchanged). It also reads `sh 0</tmp/f` as
 * a word `0` and a redirection of the whole list: `0<` is `<`, so the digit
 * is blanked (same length: rows and columns are unchanged).
 */
import { parse, type ParseResult, type SyntaxNode } from '../ir/grammars.ts';

/** The offset of a line break between two words of one command (not after a backslash), if any. */
function misreadBreak(root: SyntaxNode, text: string): number | undefined {
  if (!/\n[^\n]*[<>]/.test(text)) return undefined;
  for (const command of root.descendantsOfType('command')) {
    if (!command || command.startPosition.row === command.endPosition.row) continue;
    const parts = command.children.filter((c): c is SyntaxNode => c !== null && c.isNamed);
    for (let i = 1; i < parts.length; i++) {
      const gap = text.slice(parts[i - 1]!.endIndex, parts[i]!.startIndex);
      const at = gap.indexOf('\n');
      if (at >= 0 && !/\\\s*$/.test(gap.slice(0, at))) return parts[i - 1]!.endIndex + at;
    }
  }
  return undefined;
}

/** The offset of a `0` the grammar read as a word where it is the descriptor of a `<` right after it. */
function misreadDescriptor(root: SyntaxNode, text: string): number | undefined {
  for (const n of root.descendantsOfType('number')) {
    if (n && n.text === '0' && text[n.endIndex] === '<' && text[n.endIndex + 1] !== '<' && /\s/.test(text[n.startIndex - 1] ?? '')) return n.startIndex;
  }
  return undefined;
}

/** The script parsed, and the text the tree is of (the original, or with `;` added where the grammar misread). */
export function parseShell(original: string): { text: string; result: ParseResult } {
  let text = original;
  let result = parse('bash', text);
  // tree-sitter-bash joins a pipeline's last command with the next line when that line has a redirection
  // (`a | b | c` ⏎ `d > f` reads as `c d > f`): a command whose words are split by a bare line break is that
  // misreading, and a `;` before the break gives the shell's reading back (rows, hence lines, unchanged).
  for (let fix = 0; fix < 50 && result.ok; fix++) {
    const at = misreadBreak(result.tree.rootNode, text);
    if (at === undefined) break;
    result.tree.delete();
    text = `${text.slice(0, at)};${text.slice(at)}`;
    result = parse('bash', text);
  }
  for (let fix = 0; fix < 50 && result.ok; fix++) {
    const at = misreadDescriptor(result.tree.rootNode, text);
    if (at === undefined) break;
    result.tree.delete();
    text = `${text.slice(0, at)} ${text.slice(at + 1)}`;
    result = parse('bash', text);
  }
  return { text, result };
}
