/**
 * The ninth skills batch (tests/safety/corpus/skills9-wording/, the WORDING
 * classes the held-out halves read weakest: personas that take a limit away,
 * falsified reports, actions hidden in the output, authority claims, delayed
 * or conditional triggers, acts split across description, body and a file,
 * other languages and light obfuscation, tool descriptions asking for another
 * tool's secrets; hard negatives beside each; written before any rule
 * changed for it): the batch shape (../skills2/batch-shape.ts), ids of its
 * own, at least 40 malicious and 20 benign components; then the development
 * part and the held-out third (in aggregate only) held at what was measured.
 * report.ts prints the figures.
 */
import { describe, expect, it } from 'vitest';
import { SKILL_BATCHES } from './corpus/skill-batches.ts';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { DEV9_BENIGN, DEV9_MALICIOUS } from './corpus/skills9-wording/dev.ts';
import { skills9Corpus } from './corpus/skills9-wording/evaluate.ts';
import { HELD_OUT9_BENIGN, HELD_OUT9_MALICIOUS } from './corpus/skills9-wording/held-out/samples.ts';

const CLASSES = ['mcp-tool-poisoning', 'prompt-injection'];
const HELD_OUT_MALICIOUS = HELD_OUT9_MALICIOUS;

describe('the ninth (wording) batch', () => {
  itHasTheBatchShape({ dev: { malicious: DEV9_MALICIOUS, benign: DEV9_BENIGN }, heldOut: { malicious: HELD_OUT_MALICIOUS, benign: HELD_OUT9_BENIGN }, classes: CLASSES });

  it('has ids of its own and at least 40 malicious and 20 benign components', () => {
    const ids = new Set([...DEV9_MALICIOUS, ...DEV9_BENIGN, ...HELD_OUT_MALICIOUS, ...HELD_OUT9_BENIGN].map((s) => s.id));
    for (const [name, batch] of Object.entries(SKILL_BATCHES)) {
      if (name === 'skills9-wording') continue;
      for (const other of [...batch.dev.malicious, ...batch.dev.benign, ...batch.heldOut.malicious, ...batch.heldOut.benign]) expect(ids.has(other.id), other.id).toBe(false);
    }
    expect(DEV9_MALICIOUS.length + HELD_OUT_MALICIOUS.length).toBeGreaterThanOrEqual(40);
    expect(DEV9_BENIGN.length + HELD_OUT9_BENIGN.length).toBeGreaterThanOrEqual(20);
  });
});

describe("the ninth batch's figures", () => {
  it('blocks what it was measured to block in the development part, and no benign one', () => {
    const dev = evaluateHalf(skills9Corpus.dev);
    // Before any rule changed (2026-11-30): 24 of 34 blocked, 31 with a finding; 0 of 13 benign blocked.
    // After words12's roles (reports fixed in advance, limits lifted, authority claimed, acts hidden in the output, delayed triggers, leetspeak): 33, all with a finding.
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(33);
    expect(dev.malicious.withoutFinding).toBe(0);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });
  it('holds the held-out third at its floor, in aggregate only', () => {
    const heldOut = evaluateHalf(skills9Corpus.heldOut);
    // Before any rule changed (2026-11-30): 8 of 11 blocked, 10 with a finding; 0 of 8 benign blocked. Once after words12's roles: the same.
    expect(heldOut.malicious.blocked).toBeGreaterThanOrEqual(8);
    expect(heldOut.malicious.withoutFinding).toBeLessThanOrEqual(1);
    expect(heldOut.benign.blocked).toBe(0);
  });
});
