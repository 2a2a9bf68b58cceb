/**
 * The seventh skills batch (tests/safety/corpus/skills7-wording/, WORDING
 * classes seen in public datasets and scanner fixtures of malicious skills and
 * MCP servers, with hard negatives beside each; written before any rule
 * changed for it): the batch shape (../skills2/batch-shape.ts), ids of its
 * own, at least 35 malicious and 35 benign components; then the development
 * part and the held-out third (in aggregate only) held at what was measured.
 * report.ts prints the figures.
 */
import { describe, expect, it } from 'vitest';
import { SKILL_BATCHES } from './corpus/skill-batches.ts';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { DEV7_BENIGN, DEV7_MALICIOUS } from './corpus/skills7-wording/dev.ts';
import { skills7Corpus } from './corpus/skills7-wording/evaluate.ts';
import { HELD_OUT7_BENIGN, HELD_OUT7_MALICIOUS } from './corpus/skills7-wording/held-out/samples.ts';

const CLASSES = ['mcp-tool-poisoning', 'prompt-injection'];

describe('the seventh (wording) batch', () => {
  itHasTheBatchShape({ dev: { malicious: DEV7_MALICIOUS, benign: DEV7_BENIGN }, heldOut: { malicious: HELD_OUT7_MALICIOUS, benign: HELD_OUT7_BENIGN }, classes: CLASSES });

  it('has ids of its own and at least 35 malicious and 35 benign components', () => {
    const ids = new Set([...DEV7_MALICIOUS, ...DEV7_BENIGN, ...HELD_OUT7_MALICIOUS, ...HELD_OUT7_BENIGN].map((s) => s.id));
    for (const [name, batch] of Object.entries(SKILL_BATCHES)) {
      if (name === 'skills7-wording') continue;
      for (const other of [...batch.dev.malicious, ...batch.dev.benign, ...batch.heldOut.malicious, ...batch.heldOut.benign]) expect(ids.has(other.id), other.id).toBe(false);
    }
    expect(DEV7_MALICIOUS.length + HELD_OUT7_MALICIOUS.length).toBeGreaterThanOrEqual(35);
    expect(DEV7_BENIGN.length + HELD_OUT7_BENIGN.length).toBeGreaterThanOrEqual(35);
  });
});

describe("the seventh batch's figures", () => {
  it('blocks what it was measured to block in the development part, and no benign one', () => {
    const dev = evaluateHalf(skills7Corpus.dev);
    // Before any rule changed (2026-11-29): 16 of 26 blocked, 24 with a finding; 0 of 24 benign blocked. After words10's rules: 25, all with a finding.
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(25);
    expect(dev.malicious.withoutFinding).toBe(0);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });
  it('holds the held-out third at its floor, in aggregate only', () => {
    const heldOut = evaluateHalf(skills7Corpus.heldOut);
    // Before any rule changed (2026-11-29): 7 of 11 blocked, 9 with a finding; 1 of 12 benign blocked. Once after words10's rules: the same.
    expect(heldOut.malicious.blocked).toBeGreaterThanOrEqual(7);
    expect(heldOut.malicious.withoutFinding).toBeLessThanOrEqual(2);
    expect(heldOut.benign.blocked).toBeLessThanOrEqual(1);
  });
});
