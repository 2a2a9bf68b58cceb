/** How the full-text workers split the bundles and how their answers are merged (full-text-merge.ts). */
import { describe, expect, it } from 'vitest';
import { commonestWord, share, topByScore } from '../../src/components/full-text-merge.ts';

describe('full-text bundles shared between workers', () => {
  const bundles = ['/pagefind/0/', '/pagefind/1/', '/pagefind/2/', '/pagefind/3/', '/pagefind/4/'];

  it('every bundle goes to exactly one of the workers', () => {
    const parts = [share(bundles, '0/2'), share(bundles, '1/2')];
    expect(parts).toEqual([
      ['/pagefind/0/', '/pagefind/2/', '/pagefind/4/'],
      ['/pagefind/1/', '/pagefind/3/'],
    ]);
    expect(share(bundles, '0/1')).toEqual(bundles);
  });

  it('a worker without a share in its name (or a nonsense one) searches them all', () => {
    for (const name of ['', 'x', '2/2', '-1/2', '1/0', '0.5/2']) expect(share(bundles, name), name).toEqual(bundles);
  });
});

describe('results merged by score', () => {
  const hit = (id: string, score: number) => ({ id, score });

  it('the best of every list, best first, as many as shown', () => {
    const merged = topByScore([[hit('a', 9), hit('b', 3)], [hit('c', 7), hit('d', 5), hit('e', 1)]], 3);
    expect(merged.map((h) => h.id)).toEqual(['a', 'c', 'd']);
  });

  it('equal scores keep the lists’ order, as Pagefind’s own merge does', () => {
    const merged = topByScore([[hit('a', 2)], [hit('b', 2)], [hit('c', 2)]], 10);
    expect(merged.map((h) => h.id)).toEqual(['a', 'b', 'c']);
  });

  it('only the first `shown` of a list can be shown', () => {
    const merged = topByScore([[hit('a', 5), hit('b', 4), hit('c', 3)], []], 2);
    expect(merged.map((h) => h.id)).toEqual(['a', 'b']);
  });
});

describe('the word a full-text warm-up searches for', () => {
  it('is the word of four letters or more that the most texts hold, counted once per text, lowercase', () => {
    // "review" fills the first text three times but is in one text; "code" is in three.
    expect(commonestWord(['Review review REVIEW the code', 'Code that deploys', 'Writes CODE docs', 'A deploy tool'])).toBe('code');
    // Letters of any script; digits and words under four letters are not words here.
    expect(commonestWord(['größe 1234 abc', 'Größe xyz'])).toBe('größe');
  });

  it('a tie goes to the word met first; no word of four letters gives none', () => {
    expect(commonestWord(['alpha beta', 'beta alpha'])).toBe('alpha');
    expect(commonestWord(['a bc def', '12345', ''])).toBeUndefined();
    expect(commonestWord([])).toBeUndefined();
  });
});
