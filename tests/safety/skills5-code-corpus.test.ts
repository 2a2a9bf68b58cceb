/**
 * The fifth skills batch (tests/safety/corpus/skills5-code/, CODE across
 * languages and author styles): the batch shape every later batch keeps
 * (../skills2/batch-shape.ts), at least 60 malicious and 35 benign
 * components; then the development part held to what the rules reached on it
 * and the held-out third to a floor in aggregate, so a later change cannot
 * lose what generalised. Figures: README.md of the batch.
 */
import { describe, expect, it } from 'vitest';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { CODE5_MALICIOUS_CLASSES } from './corpus/skills5-code/classes.ts';
import { DEV5_BENIGN, DEV5_MALICIOUS } from './corpus/skills5-code/dev.ts';
import { skills5Corpus } from './corpus/skills5-code/evaluate.ts';
import { HELD_OUT5_BENIGN, HELD_OUT5_MALICIOUS } from './corpus/skills5-code/held-out/samples.ts';

/** What the rules reached when last measured (README.md). */
const DEV_BLOCKED = 39;
const HELD_OUT_BLOCKED = 14;

describe('the fifth skills batch (code across languages and author styles)', () => {
  itHasTheBatchShape({ dev: { malicious: DEV5_MALICIOUS, benign: DEV5_BENIGN }, heldOut: { malicious: HELD_OUT5_MALICIOUS, benign: HELD_OUT5_BENIGN }, classes: CODE5_MALICIOUS_CLASSES });

  it('holds at least 60 malicious and 35 benign components', () => {
    expect(DEV5_MALICIOUS.length + HELD_OUT5_MALICIOUS.length).toBeGreaterThanOrEqual(60);
    expect(DEV5_BENIGN.length + HELD_OUT5_BENIGN.length).toBeGreaterThanOrEqual(35);
  });

  it('keeps the development part at its figure and blocks no benign sample', () => {
    const dev = evaluateHalf(skills5Corpus.dev);
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(DEV_BLOCKED);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });

  it('keeps the held-out third at its floor, in aggregate only', () => {
    const held = evaluateHalf(skills5Corpus.heldOut);
    expect(held.malicious.blocked).toBeGreaterThanOrEqual(HELD_OUT_BLOCKED);
    expect(held.benign.blocked).toBe(0);
  });
});
