/**
 * The eighth skills batch (tests/safety/corpus/skills8-code/, CODE: exfiltration
 * through a library's own method, obfuscated execution, persistence, supply
 * chain, credential harvesting; benign look-alikes): the batch shape every
 * later batch keeps (../skills2/batch-shape.ts), at least 40 malicious and 20
 * benign components; then the development part held to what the rules reached
 * on it and the held-out third to a floor in aggregate. Figures: README.md of
 * the batch.
 */
import { describe, expect, it } from 'vitest';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { SKILL_BATCHES } from './corpus/skill-batches.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { CODE8_MALICIOUS_CLASSES } from './corpus/skills8-code/classes.ts';
import { DEV8_BENIGN, DEV8_MALICIOUS } from './corpus/skills8-code/dev.ts';
import { skills8Corpus } from './corpus/skills8-code/evaluate.ts';
import { HELD_OUT8_BENIGN, HELD_OUT8_MALICIOUS } from './corpus/skills8-code/held-out/samples.ts';

/** What the rules reached when last measured (README.md). */
const DEV_BLOCKED = 32;
const DEV_BENIGN_BLOCKED: string[] = [];
const HELD_OUT_BLOCKED = 9;
const HELD_OUT_BENIGN_BLOCKED_AT_MOST = 1;

describe('the eighth skills batch (SDK exfiltration, obfuscation, persistence, supply chain, credential harvesting)', () => {
  itHasTheBatchShape({ dev: { malicious: DEV8_MALICIOUS, benign: DEV8_BENIGN }, heldOut: { malicious: HELD_OUT8_MALICIOUS, benign: HELD_OUT8_BENIGN }, classes: CODE8_MALICIOUS_CLASSES });

  it('has ids of its own and at least 40 malicious and 20 benign components', () => {
    const ids = new Set([...DEV8_MALICIOUS, ...DEV8_BENIGN, ...HELD_OUT8_MALICIOUS, ...HELD_OUT8_BENIGN].map((s) => s.id));
    for (const [name, batch] of Object.entries(SKILL_BATCHES)) {
      if (name === 'skills8-code') continue;
      for (const other of [...batch.dev.malicious, ...batch.dev.benign, ...batch.heldOut.malicious, ...batch.heldOut.benign]) expect(ids.has(other.id), other.id).toBe(false);
    }
    expect(DEV8_MALICIOUS.length + HELD_OUT8_MALICIOUS.length).toBeGreaterThanOrEqual(40);
    expect(DEV8_BENIGN.length + HELD_OUT8_BENIGN.length).toBeGreaterThanOrEqual(20);
  });

  it('keeps the development part at its figure and blocks no benign sample', () => {
    const dev = evaluateHalf(skills8Corpus.dev);
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(DEV_BLOCKED);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => r.variant.id)).toEqual(DEV_BENIGN_BLOCKED);
  });

  it('keeps the held-out third at its floor, in aggregate only', () => {
    const held = evaluateHalf(skills8Corpus.heldOut);
    expect(held.malicious.blocked).toBeGreaterThanOrEqual(HELD_OUT_BLOCKED);
    expect(held.benign.blocked).toBeLessThanOrEqual(HELD_OUT_BENIGN_BLOCKED_AT_MOST);
  });
});
