/**
 * The sixth skills batch (tests/safety/corpus/skills6-code/, CODE: commands a
 * SKILL.md runs, installs from an address across package managers,
 * typosquats, install hooks, MCP servers sending credentials, side channels,
 * obfuscation, persistence, destructive deletes; benign documentation-heavy
 * skills and servers): the batch shape every later batch keeps
 * (../skills2/batch-shape.ts), at least 50 malicious and 50 benign components;
 * then the development part held to what the rules reached on it and the
 * held-out third to a floor in aggregate. Figures: README.md of the batch.
 */
import { describe, expect, it } from 'vitest';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { CODE6_MALICIOUS_CLASSES } from './corpus/skills6-code/classes.ts';
import { DEV6_BENIGN, DEV6_MALICIOUS } from './corpus/skills6-code/dev.ts';
import { skills6Corpus } from './corpus/skills6-code/evaluate.ts';
import { HELD_OUT6_BENIGN, HELD_OUT6_MALICIOUS } from './corpus/skills6-code/held-out/samples.ts';

/** What the rules reached when last measured (README.md). */
const DEV_BLOCKED = 34;
const HELD_OUT_BLOCKED = 21;
const HELD_OUT_BENIGN_BLOCKED_AT_MOST = 3;

describe('the sixth skills batch (code in skills, the supply chain, documentation-heavy benign skills)', () => {
  itHasTheBatchShape({ dev: { malicious: DEV6_MALICIOUS, benign: DEV6_BENIGN }, heldOut: { malicious: HELD_OUT6_MALICIOUS, benign: HELD_OUT6_BENIGN }, classes: CODE6_MALICIOUS_CLASSES });

  it('holds at least 50 malicious and 50 benign components', () => {
    expect(DEV6_MALICIOUS.length + HELD_OUT6_MALICIOUS.length).toBeGreaterThanOrEqual(50);
    expect(DEV6_BENIGN.length + HELD_OUT6_BENIGN.length).toBeGreaterThanOrEqual(50);
  });

  it('keeps the development part at its figure and blocks no benign sample', () => {
    const dev = evaluateHalf(skills6Corpus.dev);
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(DEV_BLOCKED);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });

  it('keeps the held-out third at its floor, in aggregate only', () => {
    const held = evaluateHalf(skills6Corpus.heldOut);
    expect(held.malicious.blocked).toBeGreaterThanOrEqual(HELD_OUT_BLOCKED);
    expect(held.benign.blocked).toBeLessThanOrEqual(HELD_OUT_BENIGN_BLOCKED_AT_MOST);
  });
});
