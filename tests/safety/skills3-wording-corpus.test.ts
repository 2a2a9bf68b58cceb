/**
 * The wording batch (tests/safety/corpus/skills3-wording/): each sample on the
 * side its id hashes to (a third held out, by the second batch's split), ids
 * unique and distinct from the other batches', labels as written, JSON that
 * parses, both wording classes on both sides, components laid out as the
 * client reads them; the development part held at every malicious sample
 * blocked and no benign one, and the held-out third at its floor measured
 * once (2026-11-29, in aggregate: 4 of 13 blocked, none of 10 benign).
 * report.ts prints the figures.
 */
import { describe, expect, it } from 'vitest';
import { DEV_BENIGN, DEV_MALICIOUS } from './corpus/skills/dev.ts';
import { DEV2_BENIGN, DEV2_MALICIOUS } from './corpus/skills2/dev.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { skills3Corpus } from './corpus/skills3-wording/evaluate.ts';
import { DEV3_BENIGN, DEV3_MALICIOUS } from './corpus/skills3-wording/dev.ts';
import { HELD_OUT3_BENIGN, HELD_OUT3_MALICIOUS } from './corpus/skills3-wording/held-out/samples.ts';

const CLASSES = ['mcp-tool-poisoning', 'prompt-injection'];

describe('the wording batch', () => {
  itHasTheBatchShape({ dev: { malicious: DEV3_MALICIOUS, benign: DEV3_BENIGN }, heldOut: { malicious: HELD_OUT3_MALICIOUS, benign: HELD_OUT3_BENIGN }, classes: CLASSES });

  it('has ids of its own and at least 40 malicious and 30 benign components', () => {
    const ids = new Set([...DEV3_MALICIOUS, ...DEV3_BENIGN, ...HELD_OUT3_MALICIOUS, ...HELD_OUT3_BENIGN].map((s) => s.id));
    for (const other of [...DEV_MALICIOUS, ...DEV_BENIGN, ...DEV2_MALICIOUS, ...DEV2_BENIGN]) expect(ids.has(other.id), other.id).toBe(false);
    expect(DEV3_MALICIOUS.length + HELD_OUT3_MALICIOUS.length).toBeGreaterThanOrEqual(40);
    expect(DEV3_BENIGN.length + HELD_OUT3_BENIGN.length).toBeGreaterThanOrEqual(30);
  });
});

describe("the wording batch's figures", () => {
  it('blocks every malicious sample of the development part and no benign one', () => {
    const dev = evaluateHalf(skills3Corpus.dev);
    expect(dev.malicious.results.filter((r) => r.level !== 'blocking').map((r) => r.variant.id)).toEqual([]);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });
  it('holds the held-out third at its floor, in aggregate only', () => {
    const heldOut = evaluateHalf(skills3Corpus.heldOut);
    // 9 of 13 since the sentence reader (src/safety/sentences.ts, written against the fourth batch), measured once.
    expect(heldOut.malicious.blocked).toBeGreaterThanOrEqual(9);
    expect(heldOut.benign.blocked).toBe(0);
  });
});
