/**
 * The eighth skills batch (tests/safety/corpus/skills8-benign/, benign components of the kinds
 * public benign-skill datasets hold that a strict checker trips on, with malicious twins beside
 * them; written before any rule changed for it): the batch shape (../skills2/batch-shape.ts), ids
 * of its own, at least 60 benign and 15 malicious components; then the development part and the
 * held-out third (in aggregate only) held at what was measured. report.ts prints the figures.
 */
import { describe, expect, it } from 'vitest';
import { SKILL_BATCHES } from './corpus/skill-batches.ts';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { DEV8_BENIGN, DEV8_MALICIOUS } from './corpus/skills8-benign/dev.ts';
import { skills8Corpus } from './corpus/skills8-benign/evaluate.ts';
import { HELD_OUT8_BENIGN, HELD_OUT8_MALICIOUS } from './corpus/skills8-benign/held-out/samples.ts';

const CLASSES = ['setup-exfiltration', 'remote-install', 'prompt-injection', 'persistence'];

describe('the eighth (benign hard negatives) batch', () => {
  itHasTheBatchShape({ dev: { malicious: DEV8_MALICIOUS, benign: DEV8_BENIGN }, heldOut: { malicious: HELD_OUT8_MALICIOUS, benign: HELD_OUT8_BENIGN }, classes: CLASSES });

  it('has ids of its own and at least 60 benign and 15 malicious components', () => {
    const ids = new Set([...DEV8_MALICIOUS, ...DEV8_BENIGN, ...HELD_OUT8_MALICIOUS, ...HELD_OUT8_BENIGN].map((s) => s.id));
    for (const [name, batch] of Object.entries(SKILL_BATCHES)) {
      if (name === 'skills8-benign') continue;
      for (const other of [...batch.dev.malicious, ...batch.dev.benign, ...batch.heldOut.malicious, ...batch.heldOut.benign]) expect(ids.has(other.id), other.id).toBe(false);
    }
    expect(DEV8_MALICIOUS.length + HELD_OUT8_MALICIOUS.length).toBeGreaterThanOrEqual(15);
    expect(DEV8_BENIGN.length + HELD_OUT8_BENIGN.length).toBeGreaterThanOrEqual(60);
  });
});

describe("the eighth batch's figures", () => {
  it('blocks what it was measured to block in the development part, and no benign one', () => {
    const dev = evaluateHalf(skills8Corpus.dev);
    // Before any rule changed (2026-11-30): 8 of 10 blocked, 10 with a finding; 2 of 39 benign blocked. After benign11's rules: 8, and 0 benign.
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(8);
    expect(dev.malicious.withoutFinding).toBe(0);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });
  it('holds the held-out third at its floor, in aggregate only', () => {
    const heldOut = evaluateHalf(skills8Corpus.heldOut);
    // Before any rule changed (2026-11-30): 3 of 6 blocked, 6 with a finding; 1 of 23 benign blocked. Once after benign11's rules: the same.
    expect(heldOut.malicious.blocked).toBeGreaterThanOrEqual(3);
    expect(heldOut.malicious.withoutFinding).toBe(0);
    expect(heldOut.benign.blocked).toBeLessThanOrEqual(1);
  });
});
