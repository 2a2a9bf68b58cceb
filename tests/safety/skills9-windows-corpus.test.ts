/**
 * The ninth skills batch (tests/safety/corpus/skills9-windows/: Windows-only
 * malice — Defender and AMSI switched off, Windows credential places read and
 * sent, autostart, download cradles in their Windows spellings, encoded and
 * string-built commands, `.bat`/`.cmd` files, reverse shells — beside benign
 * twins): the batch shape every batch keeps (../skills2/batch-shape.ts), ids
 * of its own; the development part held to what the rules reached and the
 * held-out third to a floor in aggregate. Figures: README.md of the batch.
 */
import { describe, expect, it } from 'vitest';
import { SKILL_BATCHES } from './corpus/skill-batches.ts';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { WIN9_MALICIOUS_CLASSES } from './corpus/skills9-windows/classes.ts';
import { DEV9_BENIGN, DEV9_MALICIOUS } from './corpus/skills9-windows/dev.ts';
import { skills9WindowsCorpus } from './corpus/skills9-windows/evaluate.ts';
import { HELD_OUT9_BENIGN, HELD_OUT9_MALICIOUS } from './corpus/skills9-windows/held-out/samples.ts';

/** What the rules reached when last measured (README.md). */
const DEV_BLOCKED = 19;
const DEV_WITHOUT_FINDING_AT_MOST = 1;
const HELD_OUT_BLOCKED = 11;
const HELD_OUT_BENIGN_BLOCKED_AT_MOST = 0;

describe('the ninth skills batch (Windows)', () => {
  itHasTheBatchShape({ dev: { malicious: DEV9_MALICIOUS, benign: DEV9_BENIGN }, heldOut: { malicious: HELD_OUT9_MALICIOUS, benign: HELD_OUT9_BENIGN }, classes: WIN9_MALICIOUS_CLASSES });

  it('has ids of its own and at least 35 malicious and 25 benign components', () => {
    const ids = new Set([...DEV9_MALICIOUS, ...DEV9_BENIGN, ...HELD_OUT9_MALICIOUS, ...HELD_OUT9_BENIGN].map((s) => s.id));
    for (const [name, batch] of Object.entries(SKILL_BATCHES)) {
      if (name === 'skills9-windows') continue;
      for (const other of [...batch.dev.malicious, ...batch.dev.benign, ...batch.heldOut.malicious, ...batch.heldOut.benign]) expect(ids.has(other.id), other.id).toBe(false);
    }
    expect(DEV9_MALICIOUS.length + HELD_OUT9_MALICIOUS.length).toBeGreaterThanOrEqual(35);
    expect(DEV9_BENIGN.length + HELD_OUT9_BENIGN.length).toBeGreaterThanOrEqual(25);
  });

  it('keeps the development part at its figure and blocks no benign sample', () => {
    const dev = evaluateHalf(skills9WindowsCorpus.dev);
    expect(dev.malicious.blocked).toBeGreaterThanOrEqual(DEV_BLOCKED);
    expect(dev.malicious.withoutFinding).toBeLessThanOrEqual(DEV_WITHOUT_FINDING_AT_MOST);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });

  it('keeps the held-out third at its floor, in aggregate only', () => {
    const held = evaluateHalf(skills9WindowsCorpus.heldOut);
    expect(held.malicious.blocked).toBeGreaterThanOrEqual(HELD_OUT_BLOCKED);
    expect(held.benign.blocked).toBeLessThanOrEqual(HELD_OUT_BENIGN_BLOCKED_AT_MOST);
  });
});
