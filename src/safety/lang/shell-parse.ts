/**
 * Pure: a shell script parsed with tree-sitter-bash, with one known
 * misreading of the grammar undone: it joins a pipeline's last command with
 * the next line when that line has a redirection (`a | b | c` then `d > f`
 * reads as `c d > f`). A command whose words are split by a bare line break
 * is that misreading; a `;` before the break gives the shell's reading back
 * (rows, hence reported lines, are unchanged). It also reads `sh 0</tmp/f` as
 * a word `0` and a redirection of the whole list: `0<` is `<`, so the digit
 * is blanked (same length: rows and columns are unchanged). And it reads a
 * brace expansion standing as a word (`{curl,-fsSL,URL}|bash`, which bash
 * expands to the words `curl -fsSL URL`) as a broken `{ …; }` group: where
 * the tree has an error, such a word is replaced by its expansion (braces and
 * commas blanked, same length) when that makes the error go away; a word of
 * literal parts, quoted text or parameters around one `{a,b}` (`src/{lib,bin}`, `~/{.,}*`, `"$HOME"/{a,b}`) is replaced by
 * the words it expands to (a line's columns move; its rows do not). A
 * read-write redirection (`exec 5<>/dev/tcp/h/p`) it cannot read is read as
 * `<` (same length).
 */
import { parse, type ParseResult, type SyntaxNode, type SyntaxTree } from '../ir/grammars.ts';

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

/** An unquoted word that is only a brace expansion of comma-separated items, after a command separator or a blank. */
const BRACE_WORD = /(?<=^|[\s;&|(!])\{[^\s{}'"`,]*(?:,[^\s{}'"`,]*)+\}(?=[\s;&|)]|$)/g;

/** The text with brace-expansion words expanded where the grammar misread them, and its tree. */
function expandBraceWords(text: string, result: ParseResult): { text: string; result: ParseResult } {
  if (!result.ok || !result.tree.rootNode.hasError || !text.includes(',')) return { text, result };
  const words = [...text.matchAll(BRACE_WORD)];
  // Several such words in one pipeline (`{curl,-s,URL}|{bash,-s}`) each leave the error while the others stand: all at once first.
  if (words.length > 1 && words.length <= 20) {
    const all = text.replace(BRACE_WORD, (w) => w.replace(/[{},]/g, ' '));
    const again = parse('bash', all);
    if (again.ok && !again.tree.rootNode.hasError) {
      result.tree.delete();
      return { text: all, result: again };
    } else if (again.ok) again.tree.delete();
  }
  let tries = 0;
  for (const m of words) {
    if (++tries > 20) break;
    const expanded = `${text.slice(0, m.index)}${m[0].replace(/[{},]/g, ' ')}${text.slice(m.index + m[0].length)}`;
    const again = parse('bash', expanded);
    if (again.ok && countErrors(again.tree.rootNode) < countErrors((result as { tree: SyntaxTree }).tree.rootNode)) {
      (result as { tree: SyntaxTree }).tree.delete();
      text = expanded;
      result = again;
      if (!again.tree.rootNode.hasError) break;
    } else if (again.ok) again.tree.delete();
  }
  return { text, result };
}

/** How broken a tree is: 0 when it parsed cleanly, else one more than its ERROR nodes (a MISSING token alone counts 1). */
const countErrors = (root: SyntaxNode) => (root.hasError ? 1 + root.descendantsOfType('ERROR').length : 0);

/** Parts a brace list's word may hold around it: quoted text and parameters (not a command's output, run once). */
const AROUND_BRACES = /^(?:string|raw_string|simple_expansion|expansion)$/;

/**
 * An unquoted word made of literal parts around one `{a,b}` (`src/{lib,bin}`, `~/{.,}*`, `{a,b}c`), as the
 * words bash expands it to (`src/lib src/bin`), for every such word of the tree; the text and its tree.
 */
function expandBraceConcatenations(text: string, result: ParseResult): { text: string; result: ParseResult } {
  if (!result.ok || !text.includes('{')) return { text, result };
  const edits: Array<{ start: number; end: number; words: string }> = [];
  for (const node of result.tree.rootNode.descendantsOfType('concatenation')) {
    const parts = node?.children.filter((c): c is SyntaxNode => c !== null) ?? [];
    const open = parts.findIndex((c) => c.text === '{');
    // Quoted or expanded parts around the list (`"$HOME"/{a,b}`, `${ROOT}/{a,b}`) are repeated with each item, as bash does.
    if (!node || open < 0 || parts[open + 2]?.text !== '}' || parts[open + 1]?.type !== 'word' || !parts.every((c) => c.type === 'word' || AROUND_BRACES.test(c.type))) continue;
    const items = parts[open + 1]!.text.split(',');
    if (items.length < 2 || parts.some((c) => c.type === 'word' && /[\\{}]/.test(c.text) && c.text !== '{' && c.text !== '}')) continue;
    const before = parts.slice(0, open).map((c) => c.text).join('');
    const after = parts.slice(open + 3).map((c) => c.text).join('');
    edits.push({ start: node.startIndex, end: node.endIndex, words: items.map((i) => `${before}${i}${after}`).join(' ') });
  }
  if (!edits.length || edits.length > 50) return { text, result };
  for (const e of edits.sort((a, b) => b.start - a.start)) text = `${text.slice(0, e.start)}${e.words}${text.slice(e.end)}`;
  result.tree.delete();
  return { text, result: parse('bash', text) };
}

/** The offset of the `>` of a read-write redirection (`exec 5<>/dev/tcp/h/p`) the grammar cannot read: `<>` read as `<` keeps what is opened. */
function misreadReadWrite(root: SyntaxNode, text: string): number | undefined {
  for (const n of root.descendantsOfType('ERROR')) {
    const redirect = n?.parent;
    const at = redirect?.type === 'file_redirect' ? /^\d*<>/.exec(redirect.text) : null;
    if (redirect && at) return redirect.startIndex + at[0].length - 1;
  }
  return undefined;
}

/**
 * The offset of the `!` or `|` of zsh's `&!`/`&|` (run in the background, disowned) the grammar cannot read at a line's
 * end: read as `&`, what it is for every other purpose (a zsh start file's `curl … | sh &!`).
 */
function misreadDisown(root: SyntaxNode, text: string): number | undefined {
  for (const n of [...root.descendantsOfType('ERROR'), ...root.descendantsOfType('negated_command')]) {
    const at = n?.startIndex ?? -1;
    if (n && (n.type === 'ERROR' || n.hasError) && /^[!|]$/.test(text[at] ?? '') && text[at - 1] === '&' && text[at - 2] !== '&') return at;
  }
  return undefined;
}

/**
 * The last command of an and-or list (`a && b || c`: `c`), through the nested lists the grammar makes: bash
 * redirects only it in `a && b >> f`, where the grammar hangs the redirection on the whole list.
 */
export function lastOfList(list: SyntaxNode): SyntaxNode | undefined {
  const tail = list.namedChildren.at(-1) ?? undefined;
  return tail?.type === 'list' ? lastOfList(tail) : tail;
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
  ({ text, result } = expandBraceWords(text, result));
  ({ text, result } = expandBraceConcatenations(text, result));
  for (let fix = 0; fix < 50 && result.ok && text.includes('<>'); fix++) {
    const at = misreadReadWrite(result.tree.rootNode, text);
    if (at === undefined) break;
    result.tree.delete();
    text = `${text.slice(0, at)} ${text.slice(at + 1)}`;
    result = parse('bash', text);
  }
  for (let fix = 0; fix < 50 && result.ok && result.tree.rootNode.hasError && text.includes('&'); fix++) {
    const at = misreadDisown(result.tree.rootNode, text);
    if (at === undefined) break;
    result.tree.delete();
    text = `${text.slice(0, at)} ${text.slice(at + 1)}`;
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
