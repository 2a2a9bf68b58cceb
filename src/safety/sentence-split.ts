/**
 * Pure: a passage cut into sentences for the sentence reader (sentences.ts), and its letters folded (one
 * character for one, so offsets hold). What it quotes is blanked by sentence-frames.ts's unquote().
 */
import { isAscii } from './gated.ts';

/** One character for one: fullwidth letters made ASCII, upper case made lower, offsets kept. */
export function fold(text: string): string {
  // ASCII alone folds by lower case, one character for one; the character-by-character normalising below is for the rest.
  if (isAscii(text)) return text.toLowerCase();
  let out = '';
  for (const ch of text) {
    if (ch === '\u2019' || ch === '\u2018') {
      out += "'";
      continue;
    }
    const n = ch.normalize('NFKC').toLowerCase();
    out += n.length === ch.length ? n : ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch;
  }
  return out;
}

/**
 * A line break inside a paragraph that only wraps a sentence (Markdown's soft break): the line ends on no
 * sentence's punctuation and is no heading, table row or `key: value` line, and the next line goes on with the
 * sentence: it opens on a small letter, a letter of a script without case, a path, a quotation or a bracket, or
 * the line before ends on a comma or on a word that cannot end a sentence (an article, a preposition, a
 * conjunction), or an inline code span is still open. A next line that opens a block (a list item, a heading, a quotation, a table row, a fence, a
 * footnote, a tag, a `key:`) starts its own sentence, as does a blank line.
 */
const WRAPPED_LINE = /^[ \t]*(?![#|>])\S.*$/;
const KEY_LINE = /^[ \t]*[\w-]+:(?:\s|$)/;
const OPENS_BLOCK = /^[ \t]*(?:[-*+>|#]\s|[-*+>|#]$|\d+[.)]\s|```|~~~|<|\[\^|!\[|\|)/;
const GOES_ON = /^[ \t]*(?:[a-z\p{Ll}\p{Lo}~/(\[`"'«„“‘$%.]|https?:)/u;
const CANNOT_END = /(?:,|\b(?:the|a|an|to|of|in|on|at|by|for|from|with|into|onto|and|or|but|nor|as|than|that|which|who|its|their|your|this|these|those|any|every|each|is|are|be|was|were|will|shall|must|should|can|may|de|la|le|les|du|des|et|à|en|el|los|las|y|der|die|das|und|zu|mit|an)\s*)$/iu;

/** A quotation's marker (`> `, `>> `): a quoted paragraph's lines wrap as the paragraph's own would. */
const QUOTE_MARK = /^[ \t]*(?:>[ \t]?)+/;

function wraps(line: string, next: string): boolean {
  // Two lines of one quotation: the quoted text read without its markers.
  const mark = QUOTE_MARK.exec(line)?.[0];
  if (mark !== undefined && next.startsWith(mark.trimEnd())) return wraps(line.slice(mark.length), next.replace(QUOTE_MARK, ''));
  // A labelled line (`Requirement: every tarball is also copied to`) whose sentence ends on a word that cannot end one goes on.
  const labelled = KEY_LINE.test(line) && /^[ \t]*[A-Za-z][\w-]*:\s+\S+(?:\s+\S+){3}/.test(line) && CANNOT_END.test(line);
  if (!WRAPPED_LINE.test(line) || (KEY_LINE.test(line) && !labelled) || /[.!?;:。！？；]\s*$/.test(line)) return false;
  if (!next.trim() || OPENS_BLOCK.test(next) || KEY_LINE.test(next)) return false;
  // An inline code span left open on the line (an odd number of backticks) goes on on the next.
  return GOES_ON.test(next) || CANNOT_END.test(line) || (line.match(/`/g) ?? []).length % 2 === 1;
}

/**
 * Sentences: ended by . ! ? ; followed by space, by a line break that does not only wrap a sentence (`raw`, the
 * text before folding, tells a capital from a small letter; offsets are the same), or by a colon that ends a line.
 */
export function split(text: string, raw = text): Array<{ start: number; text: string }> {
  const out: Array<{ start: number; text: string }> = [];
  const ends = /(?<!\be\.g|\bi\.e|\betc)[.!?;](?=\s)|[。！？；]|:(?=[ \t]*\n)|\n/g;
  let start = 0;
  for (const m of text.matchAll(ends)) {
    const end = m.index + m[0].length;
    if (m[0] === '\n') {
      const lineStart = raw.lastIndexOf('\n', m.index - 1) + 1;
      const nextEnd = raw.indexOf('\n', end);
      if (wraps(raw.slice(lineStart, m.index), raw.slice(end, nextEnd < 0 ? undefined : nextEnd))) continue;
    }
    if (text.slice(start, end).trim()) out.push({ start, text: text.slice(start, end) });
    start = end;
  }
  if (text.slice(start).trim()) out.push({ start, text: text.slice(start) });
  return out;
}
