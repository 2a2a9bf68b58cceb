/**
 * The tenth benign batch (tests/safety/corpus/skills10-benign/, BENIGN MCP SERVERS AND SKILL CODE
 * of the kinds the thirteenth session's MCP rules judge — tool arguments reaching programs,
 * system files, the network, resource use, long notes in descriptions — with malicious twins):
 * the batch shape (../skills2/batch-shape.ts), ids of its own, at least 80 benign and 8
 * malicious components; then the development part and the held-out third (in aggregate only)
 * held at what was measured. Figures: the batch's README.md; `batches.ts` prints them.
 */
import { describe, expect, it } from 'vitest';
import { SKILL_BATCHES } from './corpus/skill-batches.ts';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { BENIGN10_MALICIOUS_CLASSES } from './corpus/skills10-benign/classes.ts';
import { DEV10_BENIGN, DEV10_MALICIOUS } from './corpus/skills10-benign/dev.ts';
import { skills10BenignCorpus } from './corpus/skills10-benign/evaluate.ts';
import { HELD_OUT10_BENIGN, HELD_OUT10_MALICIOUS } from './corpus/skills10-benign/held-out/samples.ts';

/** What the rules reached when last measured (README.md). */
const DEV_BLOCKED = 1;
const HELD_OUT_BLOCKED = 2;

describe('the tenth benign batch (benign MCP servers and skill code)', () => {
  itHasTheBatchShape({ dev: { malicious: DEV10_MALICIOUS, benign: DEV10_BENIGN }, heldOut: { malicious: HELD_OUT10_MALICIOUS, benign: HELD_OUT10_BENIGN }, classes: BENIGN10_MALICIOUS_CLASSES });

  it('has ids of its own and at least 80 benign and 8 malicious components', () => {
    const ids = new Set([...DEV10_MALICIOUS, ...DEV10_BENIGN, ...HELD_OUT10_MALICIOUS, ...HELD_OUT10_BENIGN].map((s) => s.id));
    for (const [name, batch] of Object.entries(SKILL_BATCHES)) {
      if (name === 'skills10-benign') continue;
      for (const other of [...batch.dev.malicious, ...batch.dev.benign, ...batch.heldOut.malicious, ...batch.heldOut.benign]) expect(ids.has(other.id), other.id).toBe(false);
    }
    expect(DEV10_BENIGN.length + HELD_OUT10_BENIGN.length).toBeGreaterThanOrEqual(80);
    expect(DEV10_MALICIOUS.length + HELD_OUT10_MALICIOUS.length).toBeGreaterThanOrEqual(8);
  });
});

describe("the tenth benign batch's figures", () => {
  it('blocks no benign development component, and the twins it was measured to block', () => {
    const dev = evaluateHalf(skills10BenignCorpus.dev);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => r.variant.id)).toEqual([]);
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(DEV_BLOCKED);
  });
  it('holds the held-out third at its floor, in aggregate only', () => {
    const heldOut = evaluateHalf(skills10BenignCorpus.heldOut);
    expect(heldOut.benign.blocked).toBe(0);
    expect(heldOut.malicious.blocked).toBeGreaterThanOrEqual(HELD_OUT_BLOCKED);
  });
});
