/**
 * Pure: a passage as the model reads it, for the wording rules. A reader sees
 * `I​g​n​o​r​e` (zero-width spaces between the letters) and `Іgnоre` (Cyrillic
 * І and о among Latin letters) as "Ignore", and the model reads them so too;
 * a sentence wrapped over several lines of a docstring or a paragraph is one
 * sentence; a word spelt with a space after each letter (`r e a d`) is that
 * word, and so is a leetspeak word (`53nd`); HTML character references (`&#82;ead`, `&lt;`) are the
 * characters they stand for. Each offset of the result maps back to the text as written, so a
 * finding still points at the line of what it quotes.
 */
import { isAscii } from './gated.ts';
import { unleet } from './read-leet.ts';

/** Characters that take no room and separate nothing: zero-width space, joiners, word joiner, BOM, soft hyphen. */
const INVISIBLE = /[\u200B-\u200D\u2060-\u2064\uFEFF\u00AD\u180E]/;

/**
 * Cyrillic and Greek letters drawn like Latin ones (Unicode's confusables,
 * the ones fonts render identically), one UTF-16 unit each.
 */
const LOOK_ALIKE: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', һ: 'h', ԛ: 'q', ԝ: 'w', ӏ: 'l', ɡ: 'g',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X', І: 'I', Ј: 'J', Ѕ: 'S', Ԁ: 'D', Ԛ: 'Q', Ԝ: 'W',
  α: 'a', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', γ: 'y',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
};
const LATIN = /[A-Za-z]/;
/** A word (letters, digits, marks and the invisible characters an attacker puts inside one). */
const WORD = /[\p{L}\p{M}\p{N}\u200B-\u200D\u2060-\u2064\uFEFF\u00AD]+/gu;

/**
 * A newline that only wraps a sentence: the next line goes on with text, not a
 * list item, a quotation, a heading, a table row or a blank line.
 */
const SOFT_WRAP = /(?<!\n[ \t]*)\n(?=[ \t]*(?![-*+>#|]\s|\d{1,3}[.)]\s|[ \t]*\n)\S)/g;

export interface ReadAs {
  text: string;
  /** The offset in the written text of an offset of `text` (its length maps to the written text's end). */
  at(offset: number): number;
}

/** The passage with invisible characters removed, look-alike letters in mixed-script words made Latin, soft wraps made spaces. */
/** A word written with a space after each letter (`r e a d   ~/.aws/credentials`): three letters or more. */
export const SPACED_WORD = /(?<![\p{L}\p{N}])(?:\p{L} ){2,}\p{L}(?![\p{L}\p{N}])/gu;
/**
 * The same on a text of ASCII alone, where letters and numbers are these: Unicode's classes took ~1 ms to
 * compile in every scan (gated.ts; tests/safety/gated.test.ts holds the two equal on ASCII texts).
 */
export const SPACED_WORD_ASCII = /(?<![A-Za-z0-9])(?:[A-Za-z] ){2,}[A-Za-z](?![A-Za-z0-9])/g;

/** An HTML character reference (`&#73;`, `&#x49;`, and the few named ones text escapes with). */
const REFERENCE = /&#(\d{1,7});|&#[xX]([0-9a-fA-F]{1,6});|&(lt|gt|amp|quot|apos|nbsp);/g;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text with its character references decoded, as a model reads HTML-escaped prose (`&#82;&#101;&#97;&#100;` is
 * "Read"): a description or docstring written in references says what it decodes to. Each decoded character maps to
 * where its reference starts.
 */
function decodeReferences(written: string): { text: string; at: (o: number) => number } | undefined {
  if (!written.includes('&') || written.search(REFERENCE) < 0) return undefined;
  const map: number[] = [];
  let text = '';
  let last = 0;
  for (const m of written.matchAll(REFERENCE)) {
    for (let i = last; i < m.index; i++) map.push(i);
    text += written.slice(last, m.index);
    const code = m[1] !== undefined ? Number(m[1]) : m[2] !== undefined ? parseInt(m[2], 16) : -1;
    const ch = code >= 0 ? (code <= 0x10ffff ? String.fromCodePoint(code) : '') : NAMED[m[3]!]!;
    for (let i = 0; i < ch.length; i++) map.push(m.index);
    text += ch;
    last = m.index + m[0].length;
  }
  for (let i = last; i < written.length; i++) map.push(i);
  text += written.slice(last);
  map.push(written.length);
  return { text, at: (o) => map[Math.min(Math.max(0, o), map.length - 1)]! };
}

export function readAs(written: string): ReadAs {
  const decoded = decodeReferences(written);
  if (decoded === undefined) return readPlain(written);
  const inner = readPlain(decoded.text);
  return { text: inner.text, at: (o) => decoded.at(inner.at(o)) };
}

function readPlain(written: string): ReadAs {
  // Letter-spaced words are read as words: the spaces inside them become invisible characters, removed below with their offsets kept.
  const spaced = isAscii(written) ? SPACED_WORD_ASCII : SPACED_WORD;
  if (written.search(spaced) >= 0) written = written.replace(spaced, (w) => w.replace(/ /g, '\u200B'));
  const hasInvisible = INVISIBLE.test(written);
  const mixed = /[\u0370-\u03FF\u0400-\u052F\u0261]/.test(written) && LATIN.test(written);
  let text = written.replace(SOFT_WRAP, ' ');
  if (mixed) {
    // Only words that mix scripts: a Russian or Greek word is what it says.
    text = text.replace(WORD, (word) => (LATIN.test(word) && [...word].some((c) => LOOK_ALIKE[c] !== undefined) ? [...word].map((c) => LOOK_ALIKE[c] ?? c).join('') : word));
  }
  // Leetspeak words that spell a word the rules know (`53nd`, `t0k3n5`) are read as it, one character for one (read-leet.ts).
  text = unleet(text);
  if (!hasInvisible) return { text, at: (o) => o };
  const kept: number[] = [];
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (INVISIBLE.test(text[i]!)) continue;
    kept.push(i);
    out += text[i];
  }
  kept.push(text.length);
  return { text: out, at: (o) => kept[Math.min(Math.max(0, o), kept.length - 1)]! };
}
