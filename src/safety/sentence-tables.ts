/**
 * Pure: the sentence reader's word tables as it finds them (sentences.ts): whole words through
 * phrases.ts's PhraseSet (no regular expression compiled in every scan), each "do not" in a table
 * also found contracted ("don't"), and words of scripts written without spaces (Chinese, Japanese,
 * Korean with its joined particles) found inside words; and regular expressions compiled on first use.
 */
import { PhraseSet, type PhraseMatch } from './phrases.ts';

/** Scripts written without spaces between words (Chinese, Japanese) or with particles joined to them (Korean): matched inside words. */
const UNSPACED = /[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]/;
/** "do not" also as "don't", "does not" as "doesn't": one entry in a table, both spellings. */
const contracted = (p: string) => (/\b(?:do|does|did|is|are|was|should|must|need|could|would) not\b/.test(p) ? [p, p.replace(/\b(do|does|did|is|are|was|should|must|need|could|would) not\b/, "$1n't")] : [p]);

/** A table found in a text: its matches, left to right, and whether it is there at all. */
export interface Table {
  matches(text: string): PhraseMatch[];
  test(text: string): boolean;
}

/**
 * A table of words and phrases, found as whole words with any spacing (phrases.ts: what a regular
 * expression over the table would find, without compiling one in every scan); a contraction of each
 * "do not" too, and words of unspaced scripts found inside words.
 */
export function phrases(table: readonly string[]): Table {
  const all = table.flatMap(contracted);
  const set = new PhraseSet(all.filter((p) => !UNSPACED.test(p)));
  const bare = all.filter((p) => UNSPACED.test(p));
  if (!bare.length) return set;
  return {
    // Each bare phrase holds a character of those scripts: a text without one holds none of them.
    matches(text) {
      const out = set.matches(text);
      if (!UNSPACED.test(text)) return out;
      for (const p of bare) for (let i = text.indexOf(p); i >= 0; i = text.indexOf(p, i + p.length)) out.push({ index: i, 0: p });
      return out.sort((a, b) => a.index - b.index);
    },
    test: (text) => set.test(text) || (UNSPACED.test(text) && bare.some((p) => text.includes(p))),
  };
}

/** A regular expression compiled on its first use (a scan whose texts never need it compiles none). */
export function lazy(make: () => RegExp): () => RegExp {
  let re: RegExp | undefined;
  return () => (re ??= make());
}

