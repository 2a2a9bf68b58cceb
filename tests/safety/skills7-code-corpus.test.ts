/**
 * The seventh skills batch (tests/safety/corpus/skills7-code/, CODE: build
 * scripts and load-time code, package runners fetching from an address,
 * obfuscated calls, payloads gated on a condition, MCP handlers handing out
 * credentials, hidden recipients, remote control; benign look-alikes): the
 * batch shape every later batch keeps (../skills2/batch-shape.ts), at least
 * 40 malicious and 30 benign components; then the development part held to
 * what the rules reached on it and the held-out third to a floor in
 * aggregate. Figures: README.md of the batch.
 */
import { describe, expect, it } from 'vitest';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { CODE7_MALICIOUS_CLASSES } from './corpus/skills7-code/classes.ts';
import { DEV7_BENIGN, DEV7_MALICIOUS } from './corpus/skills7-code/dev.ts';
import { skills7Corpus } from './corpus/skills7-code/evaluate.ts';
import { HELD_OUT7_BENIGN, HELD_OUT7_MALICIOUS } from './corpus/skills7-code/held-out/samples.ts';

/** What the rules reached when last measured (README.md). */
const DEV_BLOCKED = 17;
const HELD_OUT_BLOCKED = 11;
const HELD_OUT_BENIGN_BLOCKED_AT_MOST = 0;

describe('the seventh skills batch (build scripts, package runners, other languages, gated payloads, MCP handlers)', () => {
  itHasTheBatchShape({ dev: { malicious: DEV7_MALICIOUS, benign: DEV7_BENIGN }, heldOut: { malicious: HELD_OUT7_MALICIOUS, benign: HELD_OUT7_BENIGN }, classes: CODE7_MALICIOUS_CLASSES });

  it('holds at least 40 malicious and 30 benign components', () => {
    expect(DEV7_MALICIOUS.length + HELD_OUT7_MALICIOUS.length).toBeGreaterThanOrEqual(40);
    expect(DEV7_BENIGN.length + HELD_OUT7_BENIGN.length).toBeGreaterThanOrEqual(30);
  });

  it('keeps the development part at its figure and blocks no benign sample', () => {
    const dev = evaluateHalf(skills7Corpus.dev);
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(DEV_BLOCKED);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });

  it('keeps the held-out third at its floor, in aggregate only', () => {
    const held = evaluateHalf(skills7Corpus.heldOut);
    expect(held.malicious.blocked).toBeGreaterThanOrEqual(HELD_OUT_BLOCKED);
    expect(held.benign.blocked).toBeLessThanOrEqual(HELD_OUT_BENIGN_BLOCKED_AT_MOST);
  });
});
