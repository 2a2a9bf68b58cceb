/**
 * The third skills batch (tests/safety/corpus/skills3-code/, CODE classes):
 * the batch shape every later batch keeps (../skills2/batch-shape.ts: split
 * by hash, labels, every malicious class on both sides, laid out as the
 * client reads it), at least 40 malicious and 30 benign components; then the
 * development part held to what the rules reached on it (every malicious
 * sample blocked, no benign one), and the held-out third to a floor in
 * aggregate (its figure when last measured: 17 of 19 blocked, all with a
 * finding, no benign one blocked), so a later change cannot lose what
 * generalised.
 */
import { describe, expect, it } from 'vitest';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { CODE_MALICIOUS_CLASSES } from './corpus/skills3-code/classes.ts';
import { DEV3_BENIGN, DEV3_MALICIOUS } from './corpus/skills3-code/dev.ts';
import { skills3Corpus } from './corpus/skills3-code/evaluate.ts';
import { HELD_OUT3_BENIGN, HELD_OUT3_MALICIOUS } from './corpus/skills3-code/held-out/samples.ts';

describe('the third skills batch (code classes)', () => {
  itHasTheBatchShape({ dev: { malicious: DEV3_MALICIOUS, benign: DEV3_BENIGN }, heldOut: { malicious: HELD_OUT3_MALICIOUS, benign: HELD_OUT3_BENIGN }, classes: CODE_MALICIOUS_CLASSES });

  it('holds at least 40 malicious and 30 benign components', () => {
    expect(DEV3_MALICIOUS.length + HELD_OUT3_MALICIOUS.length).toBeGreaterThanOrEqual(40);
    expect(DEV3_BENIGN.length + HELD_OUT3_BENIGN.length).toBeGreaterThanOrEqual(30);
  });

  it('blocks every malicious sample of the development part and no benign one', () => {
    const dev = evaluateHalf(skills3Corpus.dev);
    expect(dev.malicious.results.filter((r) => r.level !== 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ') || 'no finding'}`)).toEqual([]);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });

  it('keeps the held-out third at its floor, in aggregate only', () => {
    const held = evaluateHalf(skills3Corpus.heldOut);
    expect(held.malicious.blocked).toBeGreaterThanOrEqual(17);
    expect(held.malicious.withoutFinding).toBe(0);
    expect(held.benign.blocked).toBe(0);
  });
});
