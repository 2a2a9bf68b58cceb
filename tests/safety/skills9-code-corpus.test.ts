/**
 * The ninth skills batch (tests/safety/corpus/skills9-code/, CODE whose harm is
 * carried by a file's contents or spread across a component's modules: files
 * mirrored to a chat webhook, a paste site or DNS, HTTP clients whose address
 * is set in another module, package-index settings written through an ini
 * library, scripts staged in a file and run later, home folders archived and
 * uploaded; benign look-alikes): the batch shape every later batch keeps
 * (../skills2/batch-shape.ts), at least 25 malicious and 15 benign components;
 * then the development part held to what the rules reached on it and the
 * held-out third to a floor in aggregate. Figures: README.md of the batch.
 */
import { describe, expect, it } from 'vitest';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { SKILL_BATCHES } from './corpus/skill-batches.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { CODE9_MALICIOUS_CLASSES } from './corpus/skills9-code/classes.ts';
import { DEV9_BENIGN, DEV9_MALICIOUS } from './corpus/skills9-code/dev.ts';
import { skills9Corpus } from './corpus/skills9-code/evaluate.ts';
import { HELD_OUT9_BENIGN, HELD_OUT9_MALICIOUS } from './corpus/skills9-code/held-out/samples.ts';

/** What the rules reached when last measured (README.md). */
const DEV_BLOCKED = 14;
const DEV_BENIGN_BLOCKED: string[] = [];
const HELD_OUT_BLOCKED = 7;
const HELD_OUT_BENIGN_BLOCKED_AT_MOST = 0;

describe('the ninth skills batch (file contents mirrored, cross-module clients, index settings, staged writes, home archives)', () => {
  itHasTheBatchShape({ dev: { malicious: DEV9_MALICIOUS, benign: DEV9_BENIGN }, heldOut: { malicious: HELD_OUT9_MALICIOUS, benign: HELD_OUT9_BENIGN }, classes: CODE9_MALICIOUS_CLASSES });

  it('has ids of its own and at least 25 malicious and 15 benign components', () => {
    const ids = new Set([...DEV9_MALICIOUS, ...DEV9_BENIGN, ...HELD_OUT9_MALICIOUS, ...HELD_OUT9_BENIGN].map((s) => s.id));
    for (const [name, batch] of Object.entries(SKILL_BATCHES)) {
      if (name === 'skills9-code') continue;
      for (const other of [...batch.dev.malicious, ...batch.dev.benign, ...batch.heldOut.malicious, ...batch.heldOut.benign]) expect(ids.has(other.id), other.id).toBe(false);
    }
    expect(DEV9_MALICIOUS.length + HELD_OUT9_MALICIOUS.length).toBeGreaterThanOrEqual(25);
    expect(DEV9_BENIGN.length + HELD_OUT9_BENIGN.length).toBeGreaterThanOrEqual(15);
  });

  it('keeps the development part at its figure and blocks no benign sample', () => {
    const dev = evaluateHalf(skills9Corpus.dev);
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(DEV_BLOCKED);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => r.variant.id)).toEqual(DEV_BENIGN_BLOCKED);
  });

  it('keeps the held-out third at its floor, in aggregate only', () => {
    const held = evaluateHalf(skills9Corpus.heldOut);
    expect(held.malicious.blocked).toBeGreaterThanOrEqual(HELD_OUT_BLOCKED);
    expect(held.benign.blocked).toBeLessThanOrEqual(HELD_OUT_BENIGN_BLOCKED_AT_MOST);
  });
});
