/**
 * The fourth skills batch (tests/safety/corpus/skills4-wording/, WORDING
 * classes, written before the sentence reading): the batch shape every later
 * batch keeps (../skills2/batch-shape.ts), ids of its own, at least 50
 * malicious and 35 benign components; then the development part and the
 * held-out third (in aggregate only) held at what was measured, so a later
 * change cannot lose what generalised. report.ts prints the figures.
 */
import { describe, expect, it } from 'vitest';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { DEV_BENIGN, DEV_MALICIOUS } from './corpus/skills/dev.ts';
import { DEV2_BENIGN, DEV2_MALICIOUS } from './corpus/skills2/dev.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { DEV3_BENIGN, DEV3_MALICIOUS } from './corpus/skills3-wording/dev.ts';
import { DEV4_BENIGN, DEV4_MALICIOUS } from './corpus/skills4-wording/dev.ts';
import { skills4Corpus } from './corpus/skills4-wording/evaluate.ts';
import { HELD_OUT4_BENIGN, HELD_OUT4_MALICIOUS } from './corpus/skills4-wording/held-out/samples.ts';

const CLASSES = ['mcp-tool-poisoning', 'prompt-injection'];

describe('the fourth (wording) batch', () => {
  itHasTheBatchShape({ dev: { malicious: DEV4_MALICIOUS, benign: DEV4_BENIGN }, heldOut: { malicious: HELD_OUT4_MALICIOUS, benign: HELD_OUT4_BENIGN }, classes: CLASSES });

  it('has ids of its own and at least 50 malicious and 35 benign components', () => {
    const ids = new Set([...DEV4_MALICIOUS, ...DEV4_BENIGN, ...HELD_OUT4_MALICIOUS, ...HELD_OUT4_BENIGN].map((s) => s.id));
    for (const other of [...DEV_MALICIOUS, ...DEV_BENIGN, ...DEV2_MALICIOUS, ...DEV2_BENIGN, ...DEV3_MALICIOUS, ...DEV3_BENIGN]) expect(ids.has(other.id), other.id).toBe(false);
    expect(DEV4_MALICIOUS.length + HELD_OUT4_MALICIOUS.length).toBeGreaterThanOrEqual(50);
    expect(DEV4_BENIGN.length + HELD_OUT4_BENIGN.length).toBeGreaterThanOrEqual(35);
  });
});

describe("the fourth batch's figures", () => {
  it('blocks every malicious sample of the development part and no benign one', () => {
    const dev = evaluateHalf(skills4Corpus.dev);
    expect(dev.malicious.results.filter((r) => r.level !== 'blocking').map((r) => r.variant.id)).toEqual([]);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });
  it('holds the held-out third at its floor, in aggregate only', () => {
    const heldOut = evaluateHalf(skills4Corpus.heldOut);
    // Measured once after the sentence reader (2026-11-29): 17 of 19 blocked, all with a finding; the one benign sample
    // blocked was blocked before any rule changed too (12 of 19, 1 of 11), and is not looked at.
    // After the fifth batch's rules (words8, c77a117): 18 of 19.
    expect(heldOut.malicious.blocked).toBeGreaterThanOrEqual(18);
    expect(heldOut.malicious.withoutFinding).toBe(0);
    expect(heldOut.benign.blocked).toBeLessThanOrEqual(1);
  });
});
