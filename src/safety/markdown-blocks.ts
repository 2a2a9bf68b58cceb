/**
 * Markdown's block structure as CommonMark reads it (markdown-it's block
 * parser, raw HTML off: a `<IMPORTANT>` line is text; inline content is never
 * parsed): the one parse of where paragraphs, lists and their items, quotes,
 * headings, code and tables start and end, for the wording rules'
 * passages (wording.ts) and the steps of a list (step-lists.ts).
 */
import MarkdownIt, { type Token } from 'markdown-it';

const BLOCKS = new MarkdownIt('commonmark', { html: false });

/** The block tokens of `text`, each with its 0-based [start, end) lines in `map`. */
export function blockTokens(text: string): Token[] {
  const tokens: Token[] = [];
  BLOCKS.block.parse(text, BLOCKS, {}, tokens);
  return tokens;
}
