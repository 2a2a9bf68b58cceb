/**
 * The fourth skills batch (tests/safety/corpus/skills4-code/, CODE classes):
 * the batch shape every later batch keeps (../skills2/batch-shape.ts: split
 * by hash, labels, every malicious class on both sides, laid out as the
 * client reads it), at least 70 malicious and 35 benign components; then the
 * development part held to what the rules reached on it (39 of 48 blocked
 * before any rule changed, 45 after; no benign one; the three left are
 * advisories by decision: an install from GitHub and from a VCS host over
 * https name the host, and a registry package unpacked and run is judged as
 * `npx` is), and the held-out third to a
 * floor in aggregate (its figure when last measured: 26 of 30 blocked before
 * the rules changed, 28 after, 29 with a finding, no benign one blocked), so
 * a later change cannot lose what generalised.
 */
import { describe, expect, it } from 'vitest';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { CODE4_MALICIOUS_CLASSES } from './corpus/skills4-code/classes.ts';
import { DEV4_BENIGN, DEV4_MALICIOUS } from './corpus/skills4-code/dev.ts';
import { skills4Corpus } from './corpus/skills4-code/evaluate.ts';
import { HELD_OUT4_BENIGN, HELD_OUT4_MALICIOUS } from './corpus/skills4-code/held-out/samples.ts';

describe('the fourth skills batch (code classes the attacker corpus still passed)', () => {
  itHasTheBatchShape({ dev: { malicious: DEV4_MALICIOUS, benign: DEV4_BENIGN }, heldOut: { malicious: HELD_OUT4_MALICIOUS, benign: HELD_OUT4_BENIGN }, classes: CODE4_MALICIOUS_CLASSES });

  it('holds at least 70 malicious and 35 benign components', () => {
    expect(DEV4_MALICIOUS.length + HELD_OUT4_MALICIOUS.length).toBeGreaterThanOrEqual(70);
    expect(DEV4_BENIGN.length + HELD_OUT4_BENIGN.length).toBeGreaterThanOrEqual(35);
  });

  it('keeps the development part at its figure and blocks no benign sample', () => {
    const dev = evaluateHalf(skills4Corpus.dev);
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(45);
    expect(dev.malicious.withoutFinding).toBe(0);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });

  it('keeps the held-out third at its floor, in aggregate only', () => {
    const held = evaluateHalf(skills4Corpus.heldOut);
    expect(held.malicious.blocked).toBeGreaterThanOrEqual(28);
    expect(held.malicious.withoutFinding).toBeLessThanOrEqual(1);
    expect(held.benign.blocked).toBe(0);
  });
});
