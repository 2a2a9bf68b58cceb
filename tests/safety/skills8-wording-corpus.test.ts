/**
 * The eighth skills batch (tests/safety/corpus/skills8-wording/, the WORDING
 * classes earlier batches covered least: indirection through reference files,
 * hidden places in Markdown, other languages, role play and compliance
 * pretexts, lies to the user, silent installs, telemetry pretexts, polite
 * credential requests; hard negatives beside each; written before any rule
 * changed for it): the batch shape (../skills2/batch-shape.ts), ids of its
 * own, at least 40 malicious and 20 benign components; then the development
 * part and the held-out third (in aggregate only) held at what was measured.
 * report.ts prints the figures.
 */
import { describe, expect, it } from 'vitest';
import { SKILL_BATCHES } from './corpus/skill-batches.ts';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { DEV8_BENIGN, DEV8_MALICIOUS } from './corpus/skills8-wording/dev.ts';
import { skills8Corpus } from './corpus/skills8-wording/evaluate.ts';
import { HELD_OUT8_BENIGN, HELD_OUT8_MALICIOUS, HELD_OUT8_TOOLS } from './corpus/skills8-wording/held-out/samples.ts';

const CLASSES = ['mcp-tool-poisoning', 'prompt-injection'];
const HELD_OUT_MALICIOUS = [...HELD_OUT8_MALICIOUS, ...HELD_OUT8_TOOLS];

describe('the eighth (wording) batch', () => {
  itHasTheBatchShape({ dev: { malicious: DEV8_MALICIOUS, benign: DEV8_BENIGN }, heldOut: { malicious: HELD_OUT_MALICIOUS, benign: HELD_OUT8_BENIGN }, classes: CLASSES });

  it('has ids of its own and at least 40 malicious and 20 benign components', () => {
    const ids = new Set([...DEV8_MALICIOUS, ...DEV8_BENIGN, ...HELD_OUT_MALICIOUS, ...HELD_OUT8_BENIGN].map((s) => s.id));
    for (const [name, batch] of Object.entries(SKILL_BATCHES)) {
      if (name === 'skills8-wording') continue;
      for (const other of [...batch.dev.malicious, ...batch.dev.benign, ...batch.heldOut.malicious, ...batch.heldOut.benign]) expect(ids.has(other.id), other.id).toBe(false);
    }
    expect(DEV8_MALICIOUS.length + HELD_OUT_MALICIOUS.length).toBeGreaterThanOrEqual(40);
    expect(DEV8_BENIGN.length + HELD_OUT8_BENIGN.length).toBeGreaterThanOrEqual(20);
  });
});

describe("the eighth batch's figures", () => {
  it('blocks what it was measured to block in the development part, and no benign one', () => {
    const dev = evaluateHalf(skills8Corpus.dev);
    // Before any rule changed (2026-11-30): 23 of 29 blocked, all with a finding; 2 of 11 benign blocked (the red-team catalog, the Sentry set-up).
    // After words11's roles (lies to the user, more hiding, the conversation in a parameter, .env as a store, a git hook unasked, quoted hidden text): 29, none benign.
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(29);
    expect(dev.malicious.withoutFinding).toBe(0);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });
  it('holds the held-out third at its floor, in aggregate only', () => {
    const heldOut = evaluateHalf(skills8Corpus.heldOut);
    // Before any rule changed (2026-11-30): 9 of 13 blocked, 12 with a finding; 1 of 10 benign blocked. Once after words11's roles: 10, all with a finding; 1 benign.
    expect(heldOut.malicious.blocked).toBeGreaterThanOrEqual(10);
    expect(heldOut.malicious.withoutFinding).toBe(0);
    expect(heldOut.benign.blocked).toBeLessThanOrEqual(1);
  });
});
