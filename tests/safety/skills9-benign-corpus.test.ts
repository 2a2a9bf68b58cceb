/**
 * The ninth skills batch (tests/safety/corpus/skills9-benign/, benign components with forceful
 * wording, quoted attacks, credentials sent to their own provider, vendors' installers, scoped
 * deletes, shell-profile and git-hook writers, with malicious twins beside them; written before
 * any rule changed for it): the batch shape (../skills2/batch-shape.ts), ids of its own, at least
 * 60 benign and 15 malicious components; then the development part and the held-out third (in
 * aggregate only) held at what was measured. `batches.ts` prints the figures.
 */
import { describe, expect, it } from 'vitest';
import { SKILL_BATCHES } from './corpus/skill-batches.ts';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { DEV9_BENIGN, DEV9_MALICIOUS } from './corpus/skills9-benign/dev.ts';
import { skills9Corpus } from './corpus/skills9-benign/evaluate.ts';
import { HELD_OUT9_BENIGN, HELD_OUT9_MALICIOUS } from './corpus/skills9-benign/held-out/samples.ts';

const CLASSES = ['setup-exfiltration', 'remote-install', 'prompt-injection', 'persistence'];

describe('the ninth (benign hard negatives, second set) batch', () => {
  itHasTheBatchShape({ dev: { malicious: DEV9_MALICIOUS, benign: DEV9_BENIGN }, heldOut: { malicious: HELD_OUT9_MALICIOUS, benign: HELD_OUT9_BENIGN }, classes: CLASSES });

  it('has ids of its own and at least 60 benign and 15 malicious components', () => {
    const ids = new Set([...DEV9_MALICIOUS, ...DEV9_BENIGN, ...HELD_OUT9_MALICIOUS, ...HELD_OUT9_BENIGN].map((s) => s.id));
    for (const [name, batch] of Object.entries(SKILL_BATCHES)) {
      if (name === 'skills9-benign') continue;
      for (const other of [...batch.dev.malicious, ...batch.dev.benign, ...batch.heldOut.malicious, ...batch.heldOut.benign]) expect(ids.has(other.id), other.id).toBe(false);
    }
    expect(DEV9_MALICIOUS.length + HELD_OUT9_MALICIOUS.length).toBeGreaterThanOrEqual(15);
    expect(DEV9_BENIGN.length + HELD_OUT9_BENIGN.length).toBeGreaterThanOrEqual(60);
  });
});

describe("the ninth batch's figures", () => {
  it('blocks what it was measured to block in the development part, and no benign sample', () => {
    const dev = evaluateHalf(skills9Corpus.dev);
    // Before any rule changed (2026-11-30): 12 of 14 blocked, 14 with a finding; 1 of 51 benign blocked (a Stripe key
    // roller reading its key out of .env with a regular expression). After benign12's rules: the same. After benign13's
    // (one variable picked from a dotenv file by a pattern naming it is that variable): 0 of 51.
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(12);
    expect(dev.malicious.withoutFinding).toBe(0);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => r.variant.id)).toEqual([]);
  });
  it('holds the held-out third at its floor, in aggregate only', () => {
    const heldOut = evaluateHalf(skills9Corpus.heldOut);
    // Before any rule changed (2026-11-30): 4 of 7 blocked, 7 with a finding; 0 of 18 benign blocked. Once after benign12's rules: the same.
    expect(heldOut.malicious.blocked).toBeGreaterThanOrEqual(4);
    expect(heldOut.malicious.withoutFinding).toBe(0);
    expect(heldOut.benign.blocked).toBe(0);
  });
});
