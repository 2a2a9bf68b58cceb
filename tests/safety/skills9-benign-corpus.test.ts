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
