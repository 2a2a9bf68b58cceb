/**
 * Pure: the words a lowered script's text gives a reader, by line. A script in a language whose front end marks no
 * tool descriptions (Ruby, Go, PowerShell, cmd) is still read in blank-line blocks as prose (wording.ts), since a
 * description or a printed order is a string there like any other; but a block is code too, and the names in it are
 * no words anyone reads: `ENV.fetch("GITHUB_TOKEN")` beside a curl to api.github.com read as "fetch the token and
 * send it" blocked a Ruby script that checks the user's own token. What a block says is what its strings (as the
 * front end lowered them, a value known only at run time shown as `…`) and its comments say.
 */
import { withoutComments } from './comments.ts';
import { parse, type Grammar, type SyntaxNode } from './ir/grammars.ts';
import { shownText, type Node, type Program, type Word } from './ir/types.ts';

/** The grammar each language's strings are found with (cmd has none: its blocks are read by the program's strings). */
const GRAMMAR: Record<string, Grammar> = { ruby: 'ruby', go: 'go', powershell: 'powershell' };
/** Syntax nodes that are text written in the code: strings of every kind, heredocs, comments. */
const TEXT_NODE = /string|heredoc|comment/;

/** The outermost text nodes of the source as its grammar parses it, by lines; undefined when it does not parse. */
function writtenTexts(source: string, lang: string): Said[] | undefined {
  const grammar = GRAMMAR[lang];
  const r = grammar ? parse(grammar, source) : undefined;
  if (!r?.ok) return undefined;
  const out: Said[] = [];
  const walk = (n: SyntaxNode) => {
    if (out.length > 20000) return;
    if (TEXT_NODE.test(n.type)) {
      out.push({ from: n.startPosition.row + 1, to: n.endPosition.row + 1, text: n.text });
      return;
    }
    for (const c of n.children) if (c) walk(c);
  };
  try {
    walk(r.tree.rootNode);
  } finally {
    r.tree.delete();
  }
  return out;
}

/** Languages lowered by a front end that marks no descriptions: their text is read in blocks, through `spokenIn`. */
export const READ_IN_BLOCKS = new Set(['ruby', 'go', 'powershell', 'cmd']);

interface Said {
  from: number;
  to: number;
  text: string;
}

/**
 * A text's lines of 12 characters or more, trimmed, each cut to 40 characters: how it is found written in a block
 * other than its use's (a constant used further down, a heredoc whose lines run on past a blank line).
 */
const linesOf = (text: string) => text.split('\n').map((l) => l.trim().slice(0, 40)).filter((l) => l.length >= 12).slice(0, 200);

/** How deep into a word's items and fields its texts are read (a list of lists of strings). */
const DEPTH = 4;

function wordTexts(w: Word | undefined, line: number, out: Said[], depth = 0): void {
  if (!w || depth > DEPTH) return;
  const text = w.fields ? '' : shownText(w);
  if (text.trim() !== '') out.push({ from: line, to: line + text.split('\n').length - 1, text });
  for (const item of [...(w.items ?? []), ...(w.fields ?? [])]) wordTexts(item, line, out, depth + 1);
}

function nodeTexts(nodes: readonly Node[], out: Said[]): void {
  for (const n of nodes) {
    if (n.kind === 'func') nodeTexts(n.body, out);
    else if (n.kind === 'str') out.push({ from: n.origin.line, to: n.origin.line + n.text.split('\n').length - 1, text: n.text });
    else if (n.kind === 'call') for (const w of [...n.args, ...Object.values(n.named ?? {}), ...(n.stdin ?? [])]) wordTexts(w, n.origin.line, out);
    else if (n.kind === 'assign' || n.kind === 'return') wordTexts(n.value, n.origin.line, out);
  }
}

/**
 * The text of lines `from` to `to` (1-based, inclusive) of `source`, `passage`, as a reader takes it: the strings the
 * program holds there or that are written there (a constant declared in this block and used further down, the lines
 * of a heredoc after a blank line: its use's whole text), each once, and the comment lines. Only what the front end lowered from that file.
 */
export function spokenIn(program: Program, source: string, lang: string): (from: number, to: number, passage: string) => string {
  const file = program.nodes[0]?.origin.file;
  const said: Said[] = [];
  nodeTexts(
    program.nodes.filter((n) => n.origin.file === file),
    said,
  );
  // The strings and comments as the grammar finds them (a call the front end does not lower, a heredoc's lines).
  said.push(...(writtenTexts(source, lang) ?? []));
  const lines = source.split('\n');
  const code = withoutComments(source, lang).split('\n');
  const comment = lines.map((l, i) => l.trim() !== '' && (code[i] ?? '').trim() === '');
  const written = said.map((s) => linesOf(s.text));
  return (from, to, passage) => {
    const texts = new Set<string>();
    said.forEach((s, i) => {
      if ((s.from <= to && s.to >= from) || written[i]!.some((l) => passage.includes(l))) texts.add(s.text);
    });
    for (let i = from; i <= to; i++) if (comment[i - 1]) texts.add(lines[i - 1]!);
    return [...texts].join('\n');
  };
}
