/**
 * The tenth skills batch (tests/safety/corpus/skills10-thirdparty/, the classes two public
 * labelled sets of malicious skills by others held that the analyzer let through, written in
 * shapes of our own with benign twins, before any rule changed for it): the batch shape
 * (../skills2/batch-shape.ts), ids of its own; then the development part and the held-out third
 * (in aggregate only) held at what was measured. `batches.ts --misses` prints the figures.
 */
import { describe, expect, it } from 'vitest';
import { SKILL_BATCHES } from './corpus/skill-batches.ts';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { DEV10_BENIGN, DEV10_MALICIOUS } from './corpus/skills10-thirdparty/dev.ts';
import { skills10ThirdPartyCorpus } from './corpus/skills10-thirdparty/evaluate.ts';
import { HELD_OUT10_BENIGN, HELD_OUT10_MALICIOUS } from './corpus/skills10-thirdparty/held-out/samples.ts';

const CLASSES = ['foreign-code-run', 'trace-wiping', 'permission-opening', 'repo-mirroring', 'launch-sends', 'instructions-file', 'control-edits'];

describe('the tenth (third-party classes) batch', () => {
  itHasTheBatchShape({ dev: { malicious: DEV10_MALICIOUS, benign: DEV10_BENIGN }, heldOut: { malicious: HELD_OUT10_MALICIOUS, benign: HELD_OUT10_BENIGN }, classes: CLASSES });

  it('has ids of its own', () => {
    const ids = new Set([...DEV10_MALICIOUS, ...DEV10_BENIGN, ...HELD_OUT10_MALICIOUS, ...HELD_OUT10_BENIGN].map((s) => s.id));
    for (const [name, batch] of Object.entries(SKILL_BATCHES)) {
      if (name === 'skills10-thirdparty') continue;
      for (const other of [...batch.dev.malicious, ...batch.dev.benign, ...batch.heldOut.malicious, ...batch.heldOut.benign]) expect(ids.has(other.id), other.id).toBe(false);
    }
  });
});

describe("the tenth batch's figures", () => {
  it('blocks what it was measured to block in the development part', () => {
    const dev = evaluateHalf(skills10ThirdPartyCorpus.dev);
    // Before any rule changed (2026-11-30): 2 of 16 blocked, 16 with a finding; 0 of 13 benign blocked. After ext13's rules: 10.
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(10);
    expect(dev.malicious.withoutFinding).toBe(0);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => r.variant.id)).toEqual([]);
  });
  it('holds the held-out third at its floor, in aggregate only', () => {
    const heldOut = evaluateHalf(skills10ThirdPartyCorpus.heldOut);
    // Before any rule changed (2026-11-30): 1 of 7 blocked, 7 with a finding; 0 of 1 benign blocked. Once after ext13's rules: 6.
    expect(heldOut.malicious.blocked).toBeGreaterThanOrEqual(6);
    expect(heldOut.malicious.withoutFinding).toBe(0);
    expect(heldOut.benign.blocked).toBeLessThanOrEqual(0);
  });
});
