/**
 * The sixth skills batch (tests/safety/corpus/skills6-wording/, WORDING
 * classes in new styles, with documentation-heavy benign samples; written
 * before any rule changed for it): the batch shape (../skills2/batch-shape.ts),
 * ids of its own, at least 45 malicious and 45 benign components; then the
 * development part and the held-out third (in aggregate only) held at what was
 * measured. report.ts prints the figures.
 */
import { describe, expect, it } from 'vitest';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { DEV_BENIGN, DEV_MALICIOUS } from './corpus/skills/dev.ts';
import { DEV2_BENIGN, DEV2_MALICIOUS } from './corpus/skills2/dev.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { DEV3_BENIGN, DEV3_MALICIOUS } from './corpus/skills3-wording/dev.ts';
import { DEV4_BENIGN, DEV4_MALICIOUS } from './corpus/skills4-wording/dev.ts';
import { DEV5_BENIGN, DEV5_MALICIOUS } from './corpus/skills5-wording/dev.ts';
import { DEV6_BENIGN, DEV6_MALICIOUS } from './corpus/skills6-wording/dev.ts';
import { skills6Corpus } from './corpus/skills6-wording/evaluate.ts';
import { HELD_OUT6_BENIGN, HELD_OUT6_MALICIOUS } from './corpus/skills6-wording/held-out/samples.ts';

const CLASSES = ['mcp-tool-poisoning', 'prompt-injection'];

describe('the sixth (wording) batch', () => {
  itHasTheBatchShape({ dev: { malicious: DEV6_MALICIOUS, benign: DEV6_BENIGN }, heldOut: { malicious: HELD_OUT6_MALICIOUS, benign: HELD_OUT6_BENIGN }, classes: CLASSES });

  it('has ids of its own and at least 45 malicious and 45 benign components', () => {
    const ids = new Set([...DEV6_MALICIOUS, ...DEV6_BENIGN, ...HELD_OUT6_MALICIOUS, ...HELD_OUT6_BENIGN].map((s) => s.id));
    for (const other of [...DEV_MALICIOUS, ...DEV_BENIGN, ...DEV2_MALICIOUS, ...DEV2_BENIGN, ...DEV3_MALICIOUS, ...DEV3_BENIGN, ...DEV4_MALICIOUS, ...DEV4_BENIGN, ...DEV5_MALICIOUS, ...DEV5_BENIGN]) expect(ids.has(other.id), other.id).toBe(false);
    expect(DEV6_MALICIOUS.length + HELD_OUT6_MALICIOUS.length).toBeGreaterThanOrEqual(45);
    expect(DEV6_BENIGN.length + HELD_OUT6_BENIGN.length).toBeGreaterThanOrEqual(45);
  });
});

describe("the sixth batch's figures", () => {
  it('blocks every malicious sample of the development part and no benign one', () => {
    const dev = evaluateHalf(skills6Corpus.dev);
    // Before any rule changed (2026-11-29): 23 of 33 blocked, 31 with a finding; 1 of 41 benign blocked. After words9's rules: all, none.
    expect(dev.malicious.results.filter((r) => r.level !== 'blocking').map((r) => r.variant.id)).toEqual([]);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });
  it('holds the held-out third at its floor, in aggregate only', () => {
    const heldOut = evaluateHalf(skills6Corpus.heldOut);
    // Before any rule changed (2026-11-29): 10 of 15 blocked, all with a finding; 1 of 9 benign blocked. Once after words9's rules: the same.
    expect(heldOut.malicious.blocked).toBeGreaterThanOrEqual(10);
    expect(heldOut.malicious.withoutFinding).toBe(0);
    expect(heldOut.benign.blocked).toBeLessThanOrEqual(1);
  });
});
