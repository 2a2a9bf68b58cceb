/**
 * The second skills batch (tests/safety/corpus/skills2/): each sample on the
 * side its id hashes to (a third held out), ids unique, labels as written,
 * JSON that parses, the five classes it was written for on both sides, and
 * components laid out as the client reads them. Its figures are report.ts's.
 */
import { describe, expect, it } from 'vitest';
import { DEV2_BENIGN, DEV2_MALICIOUS } from './corpus/skills2/dev.ts';
import { HELD_OUT2_BENIGN, HELD_OUT2_MALICIOUS } from './corpus/skills2/held-out/samples.ts';
import { thirdOf } from './corpus/skills2/split.ts';
import { expectLaidOut } from './corpus/skills/layout.ts';

const CLASSES = ['mcp-tool-poisoning', 'prompt-injection', 'persistence', 'remote-install', 'typosquat'];

describe('the second skills batch', () => {
  const all = [...DEV2_MALICIOUS, ...DEV2_BENIGN, ...HELD_OUT2_MALICIOUS, ...HELD_OUT2_BENIGN];

  it('holds out a third by the hash of each id, with unique ids and labels as written', () => {
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    expect([...DEV2_MALICIOUS, ...DEV2_BENIGN].filter((s) => thirdOf(s.id) !== 'dev').map((s) => s.id)).toEqual([]);
    expect([...HELD_OUT2_MALICIOUS, ...HELD_OUT2_BENIGN].filter((s) => thirdOf(s.id) !== 'held-out').map((s) => s.id)).toEqual([]);
    expect([...DEV2_MALICIOUS, ...HELD_OUT2_MALICIOUS].every((s) => s.expect === 'blocking')).toBe(true);
    expect([...DEV2_BENIGN, ...HELD_OUT2_BENIGN].every((s) => s.expect === 'pass')).toBe(true);
    for (const side of [DEV2_MALICIOUS, HELD_OUT2_MALICIOUS]) expect(new Set(side.map((s) => s.class))).toEqual(new Set(CLASSES));
  });

  it('lays each component out as the client reads it', () => {
    expectLaidOut(all);
  });
});
