/**
 * Pure: a passage cut into sentences for the sentence reader (sentences.ts), and its letters folded (one
 * character for one, so offsets hold). What it quotes is blanked by sentence-frames.ts's unquote().
 */
import { isAscii } from './gated.ts';

/** One character for one: fullwidth letters made ASCII, upper case made lower, offsets kept. */
export function fold(text: string): string {
  // ASCII alone (most prose): NFKC leaves it as it is, and lower case is one character for one.
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

/** Sentences: ended by . ! ? ; followed by space, by a line break, or by a colon that ends a line. */
export function split(text: string): Array<{ start: number; text: string }> {
  const out: Array<{ start: number; text: string }> = [];
  const ends = /(?<!\be\.g|\bi\.e|\betc)[.!?;](?=\s)|[。！？；]|:(?=[ \t]*\n)|\n/g;
  let start = 0;
  for (const m of text.matchAll(ends)) {
    const end = m.index + m[0].length;
    if (text.slice(start, end).trim()) out.push({ start, text: text.slice(start, end) });
    start = end;
  }
  if (text.slice(start).trim()) out.push({ start, text: text.slice(start) });
  return out;
}
