/**
 * The ninth skills batch (tests/safety/corpus/skills9-inject/, the injection classes a public
 * labelled dataset of malicious SKILL.md files names, written from the class names only, with
 * benign twins; written before any rule changed for it): the batch shape
 * (../skills2/batch-shape.ts), ids of its own; then the development part and the held-out third
 * (in aggregate only) held at what was measured. report.ts prints the figures.
 */
import { describe, expect, it } from 'vitest';
import { SKILL_BATCHES } from './corpus/skill-batches.ts';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { DEV9_BENIGN, DEV9_MALICIOUS } from './corpus/skills9-inject/dev.ts';
import { skills9InjectCorpus } from './corpus/skills9-inject/evaluate.ts';
import { HELD_OUT9_BENIGN, HELD_OUT9_MALICIOUS } from './corpus/skills9-inject/held-out/samples.ts';

const CLASSES = ['silent-exfiltration', 'bundled-artifact', 'memory-poisoning', 'cross-origin-instructions', 'control-disablement', 'credential-harvesting'];

describe('the ninth (injection classes) batch', () => {
  itHasTheBatchShape({ dev: { malicious: DEV9_MALICIOUS, benign: DEV9_BENIGN }, heldOut: { malicious: HELD_OUT9_MALICIOUS, benign: HELD_OUT9_BENIGN }, classes: CLASSES });

  it('has ids of its own', () => {
    const ids = new Set([...DEV9_MALICIOUS, ...DEV9_BENIGN, ...HELD_OUT9_MALICIOUS, ...HELD_OUT9_BENIGN].map((s) => s.id));
    for (const [name, batch] of Object.entries(SKILL_BATCHES)) {
      if (name === 'skills9-inject') continue;
      for (const other of [...batch.dev.malicious, ...batch.dev.benign, ...batch.heldOut.malicious, ...batch.heldOut.benign]) expect(ids.has(other.id), other.id).toBe(false);
    }
  });
});

describe("the ninth batch's figures", () => {
  it('blocks what it was measured to block in the development part', () => {
    const dev = evaluateHalf(skills9InjectCorpus.dev);
    // Before any rule changed (2026-11-30): 10 of 26 blocked, 26 with a finding; 1 of 10 benign blocked. After inject12's rules: 17, and 0 benign.
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(17);
    expect(dev.malicious.withoutFinding).toBe(0);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => r.variant.id)).toEqual([]);
  });
  it('holds the held-out third at its floor, in aggregate only', () => {
    const heldOut = evaluateHalf(skills9InjectCorpus.heldOut);
    // Before any rule changed (2026-11-30): 5 of 7 blocked, 7 with a finding; 0 of 10 benign blocked. Once after inject12's rules: the same.
    expect(heldOut.malicious.blocked).toBeGreaterThanOrEqual(5);
    expect(heldOut.malicious.withoutFinding).toBe(0);
    expect(heldOut.benign.blocked).toBeLessThanOrEqual(0);
  });
});
