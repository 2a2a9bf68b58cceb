/**
 * Pure: the text written in code that the model reads when it reads the code: comments, docstrings and string
 * constants, as the language's grammar finds them (never by pattern over the source), each with its first line.
 */
import type { Lang } from './languages.ts';
import { parse, type Grammar, type SyntaxNode } from './ir/grammars.ts';

const GRAMMAR: Partial<Record<Lang, Grammar>> = { python: 'python', js: 'tsx', shell: 'bash', go: 'go', ruby: 'ruby', powershell: 'powershell' };
/** Syntax nodes that are text written in the code (string fragments inside a template are read with their string). */
const TEXT_NODE = /^(?:comment|string|template_string|interpreted_string_literal|raw_string_literal|raw_string|heredoc_body|line_comment|block_comment)$/;

/** A string token without its prefix and quotes (`r"..."`, triple quotes, a template's backticks). */
const unquoted = (token: string) => token.replace(/^[rbuf]{0,2}("{3}|'{3}|["'`])/i, '').replace(/(?:"{3}|'{3}|["'`])$/, '');

export interface Said {
  /** 1-based line in the source. */
  line: number;
  text: string;
  /** A comment or a docstring (prose for whoever reads the code), not a string the program uses. */
  comment: boolean;
  kind: 'comment' | 'docstring' | 'string';
}

/** A TypeScript file's or block's name: parsed with TypeScript's grammar, as the front end does (TSX's is loaded only for JSX and plain JS). */
const TS_NAME = /(?:\.(?:ts|mts|cts)|^(?:ts|typescript))$/i;

/** Comments and strings, in source order; `name` is the file's name or the fence's language tag. */
export function codeSaid(source: string, lang: Lang, name = ''): Said[] {
  const grammar = lang === 'js' && TS_NAME.test(name) ? 'typescript' : GRAMMAR[lang];
  const r = grammar ? parse(grammar, source) : undefined;
  if (!r?.ok) return [];
  const out: Said[] = [];
  // Walked with a stack of its own (deeply nested input must not overflow the call stack), in source order. Each
  // node's parent type goes with it: the tree's `parent` is found again from the root at each call, which made a
  // chain of 100,000 concatenations quadratic.
  const stack: Array<[SyntaxNode, string | undefined]> = [[r.tree.rootNode, undefined]];
  try {
    while (stack.length > 0 && out.length <= 5000) {
      const [n, parentType] = stack.pop()!;
      if (TEXT_NODE.test(n.type)) {
        // A string that is a statement of its own is a docstring (Python) or a directive: prose, as a comment is.
        const kind = n.type.includes('comment') ? 'comment' : parentType === 'expression_statement' ? 'docstring' : 'string';
        out.push({ line: n.startPosition.row + 1, text: kind === 'string' ? unquoted(n.text) : n.text, comment: kind !== 'string', kind });
        continue;
      }
      const children = n.children;
      for (let i = children.length - 1; i >= 0; i--) if (children[i]) stack.push([children[i]!, n.type]);
    }
  } finally {
    r.tree.delete();
  }
  return out;
}

/** Consecutive comment lines joined (a `#` or `//` comment is one node per line), strings as they are; of 20 characters or more (a word or a key says no sentence). */
export function joinedComments(said: readonly Said[]): Said[] {
  const out: Said[] = [];
  for (const s of said) {
    const last = out[out.length - 1];
    const lines = last ? last.text.split('\n').length : 0;
    if (last?.comment && s.comment && s.line === last.line + lines) last.text += `\n${s.text}`;
    else out.push({ ...s });
  }
  return out.filter((s) => s.text.length >= 20);
}
