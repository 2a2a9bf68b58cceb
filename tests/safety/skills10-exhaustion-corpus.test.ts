/**
 * The tenth skills batch (tests/safety/corpus/skills10-exhaustion/, RESOURCE
 * EXHAUSTION in MCP servers and skill scripts: fork bombs, spawning without
 * bound, disk fill, memory bombs, decompression bombs, CPU burn, connection
 * floods; benign pools, retries, accept loops, polling, streaming,
 * benchmarks): the batch shape every later batch keeps
 * (../skills2/batch-shape.ts), at least 30 malicious and 20 benign
 * components; then the development part held to what the rules reached on it
 * and the held-out third to a floor in aggregate. Figures: README.md of the
 * batch.
 */
import { describe, expect, it } from 'vitest';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { EXHAUSTION10_MALICIOUS_CLASSES } from './corpus/skills10-exhaustion/classes.ts';
import { DEV10_BENIGN, DEV10_MALICIOUS } from './corpus/skills10-exhaustion/dev.ts';
import { skills10ExhaustionCorpus } from './corpus/skills10-exhaustion/evaluate.ts';
import { HELD_OUT10_BENIGN, HELD_OUT10_MALICIOUS } from './corpus/skills10-exhaustion/held-out/samples.ts';

/** What the rules reached when last measured (README.md). */
const DEV_BLOCKED = 19;
const HELD_OUT_BLOCKED = 6;
const HELD_OUT_BENIGN_BLOCKED_AT_MOST = 0;

describe('the tenth skills batch (resource exhaustion)', () => {
  itHasTheBatchShape({ dev: { malicious: DEV10_MALICIOUS, benign: DEV10_BENIGN }, heldOut: { malicious: HELD_OUT10_MALICIOUS, benign: HELD_OUT10_BENIGN }, classes: EXHAUSTION10_MALICIOUS_CLASSES });

  it('holds at least 30 malicious and 20 benign components', () => {
    expect(DEV10_MALICIOUS.length + HELD_OUT10_MALICIOUS.length).toBeGreaterThanOrEqual(30);
    expect(DEV10_BENIGN.length + HELD_OUT10_BENIGN.length).toBeGreaterThanOrEqual(20);
  });

  it('keeps the development part at its figure and blocks no benign sample', () => {
    const dev = evaluateHalf(skills10ExhaustionCorpus.dev);
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(DEV_BLOCKED);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });

  it('keeps the held-out third at its floor, in aggregate only', () => {
    const held = evaluateHalf(skills10ExhaustionCorpus.heldOut);
    expect(held.malicious.blocked).toBeGreaterThanOrEqual(HELD_OUT_BLOCKED);
    expect(held.benign.blocked).toBeLessThanOrEqual(HELD_OUT_BENIGN_BLOCKED_AT_MOST);
  });
});
