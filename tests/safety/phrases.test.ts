/**
 * src/safety/phrases.ts: a phrase table matched without a regular expression gives exactly what the
 * regular expression it stands for gives (the sentence reader's tables, as sentences.ts built them
 * before), match for match, on texts built to sit on every edge: phrases run together with letters,
 * numbers, `_`, `/` and `-` on either side, letters beyond ASCII and beyond the BMP, every kind of
 * white space between words, a longer phrase that fails where a shorter one holds.
 */
import { describe, expect, it } from 'vitest';
import { phrasePattern, PhraseSet } from '../../src/safety/phrases.ts';
import * as W from '../../src/safety/sentence-words.ts';

/** The regular expression a table stands for (as sentences.ts built its tables before phrases.ts; the first test pins its form). */
const specification = (table: readonly string[], flags: string) => new RegExp(phrasePattern(table), `${flags}u`);

/** A small deterministic generator (mulberry32), so a failure is the same on every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NEIGHBOURS = ['', ' ', 'a', 'Z', '7', '_', '/', '-', '.', ',', '(', '"', 'é', 'ß', '中', '٣', '²', '𝒜', '😀', '\u00a0', '\n', "'", '`', '\u200b'];
const SPACES = [' ', '  ', '\t', '\u200a', '\v', '\n', '\u00a0', '\u2003', '\u3000', '\ufeff', '\u2028', ' \n ', '\u200b', ''];

/** Texts around the table's own phrases: neighbours on both sides, other white space between words, cut short, joined. */
function texts(table: readonly string[], seed: number, n: number): string[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const out: string[] = ['', ' ', 'nothing here at all'];
  for (let i = 0; i < n; i++) {
    const parts: string[] = [];
    for (let k = 1 + Math.floor(next() * 3); k > 0; k--) {
      let phrase = pick(table).replace(/ /g, () => pick(SPACES));
      if (next() < 0.15) phrase = phrase.slice(0, Math.max(1, Math.floor(next() * phrase.length))); // cut short
      if (next() < 0.1) phrase = phrase.toUpperCase();
      parts.push(pick(NEIGHBOURS) + phrase + pick(NEIGHBOURS) + (next() < 0.3 ? pick(table) : ''));
    }
    out.push(parts.join(next() < 0.5 ? ' ' : pick(NEIGHBOURS)));
  }
  return out;
}

const TABLES = Object.entries(W).filter((e): e is [string, string[]] => Array.isArray(e[1]));

describe('a phrase table without a regular expression', () => {
  it('covers the sentence reader\'s tables, against the regular expression they were', () => {
    expect(TABLES.length).toBeGreaterThan(15);
    expect(phrasePattern(['c.d', 'ab x(1)'])).toBe(String.raw`(?<![\p{L}\p{N}_/-])(?:ab\s+x\(1\)|c\.d)(?![\p{L}\p{N}_])`);
  });

  for (const [name, table] of TABLES) {
    it(`gives the regular expression's matches and answers for ${name}`, () => {
      const set = new PhraseSet(table);
      const all = specification(table, 'g');
      const one = specification(table, '');
      let matched = 0;
      for (const text of texts(table, name.length * 7919 + table.length, 400)) {
        const want = [...text.matchAll(all)].map((m) => [m.index, m[0]]);
        expect(set.matches(text).map((m) => [m.index, m[0]]), JSON.stringify(text)).toEqual(want);
        expect(set.test(text), JSON.stringify(text)).toBe(one.test(text));
        if (want.length) matched++;
      }
      // The texts are built to match often and to miss often: both sides are exercised.
      expect(matched).toBeGreaterThan(100);
      expect(matched).toBeLessThan(400);
    });
  }

  it('finds phrases whose first letter is beyond U+00FF (looked up in the trie, not the first-letter table) and skips others', () => {
    const set = new PhraseSet(['игнорируй', 'ĉiam', 'éviter', 'nie']);
    expect(set.matches('сейчас игнорируй это; ĉiam éviter nie').map((m) => [m.index, m[0]])).toEqual([[7, 'игнорируй'], [22, 'ĉiam'], [27, 'éviter'], [34, 'nie']]);
    expect(set.test('игнор ĉia évite')).toBe(false);
    expect(set.test('ignorieren ĉiam')).toBe(true);
    expect(set.test('中文 ĉ')).toBe(false);
  });

  it('tries longer phrases first and falls back to a shorter one where the longer one runs into a word', () => {
    const set = new PhraseSet(['delete every', 'delete every repository', 'delete']);
    expect(set.matches('delete everyone now').map((m) => m[0])).toEqual(['delete']);
    expect(set.matches('delete  every\trepository, delete every one').map((m) => m[0])).toEqual(['delete  every\trepository', 'delete every']);
    expect(set.matches('undelete every-thing /delete x-delete _delete delete_ delete2').map((m) => m[0])).toEqual([]);
  });

  it('gives each table its own matches when tables take turns on one text and texts change between them', () => {
    // The positions where a phrase may start are read once per text and shared by the tables (phrases.ts).
    const tables = TABLES.slice(0, 6).map(([, table]) => [new PhraseSet(table), specification(table, 'g')] as const);
    const all = TABLES.slice(0, 6).flatMap(([name, table]) => texts(table, name.length, 30));
    let matched = 0;
    for (const [k, text] of all.entries()) {
      // The same text for every table, then a copy equal in value but another string, then the next text.
      for (const [set, rule] of [...tables, ...tables.slice(0, k % 3)]) {
        const same = k % 2 ? `${text} `.slice(0, -1) : text;
        const want = [...same.matchAll(rule)].map((m) => [m.index, m[0]]);
        expect(set.matches(same).map((m) => [m.index, m[0]]), JSON.stringify(same)).toEqual(want);
        expect(set.test(same)).toBe(want.length > 0);
        if (want.length) matched++;
      }
    }
    expect(matched).toBeGreaterThan(50);
  });

  it('refuses phrases it could not match as the regular expression does', () => {
    expect(() => new PhraseSet(['two  spaces'])).toThrow();
    expect(() => new PhraseSet([' lead'])).toThrow();
    expect(() => new PhraseSet(['tab\there'])).toThrow();
    expect(() => new PhraseSet([''])).toThrow();
  });
});
