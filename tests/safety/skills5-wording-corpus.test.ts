/**
 * The fifth skills batch (tests/safety/corpus/skills5-wording/, WORDING
 * classes, written after the sentence reader and before any rule changed for
 * it): the batch shape every later batch keeps (../skills2/batch-shape.ts),
 * ids of its own, at least 55 malicious and 40 benign components; then the
 * development part and the held-out third (in aggregate only) held at what was
 * measured, so a later change cannot lose what generalised. report.ts prints
 * the figures.
 */
import { describe, expect, it } from 'vitest';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { DEV_BENIGN, DEV_MALICIOUS } from './corpus/skills/dev.ts';
import { DEV2_BENIGN, DEV2_MALICIOUS } from './corpus/skills2/dev.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';
import { DEV3_BENIGN, DEV3_MALICIOUS } from './corpus/skills3-wording/dev.ts';
import { DEV4_BENIGN, DEV4_MALICIOUS } from './corpus/skills4-wording/dev.ts';
import { DEV5_BENIGN, DEV5_MALICIOUS } from './corpus/skills5-wording/dev.ts';
import { skills5Corpus } from './corpus/skills5-wording/evaluate.ts';
import { HELD_OUT5_BENIGN, HELD_OUT5_MALICIOUS } from './corpus/skills5-wording/held-out/samples.ts';

const CLASSES = ['mcp-tool-poisoning', 'prompt-injection'];

describe('the fifth (wording) batch', () => {
  itHasTheBatchShape({ dev: { malicious: DEV5_MALICIOUS, benign: DEV5_BENIGN }, heldOut: { malicious: HELD_OUT5_MALICIOUS, benign: HELD_OUT5_BENIGN }, classes: CLASSES });

  it('has ids of its own and at least 55 malicious and 40 benign components', () => {
    const ids = new Set([...DEV5_MALICIOUS, ...DEV5_BENIGN, ...HELD_OUT5_MALICIOUS, ...HELD_OUT5_BENIGN].map((s) => s.id));
    for (const other of [...DEV_MALICIOUS, ...DEV_BENIGN, ...DEV2_MALICIOUS, ...DEV2_BENIGN, ...DEV3_MALICIOUS, ...DEV3_BENIGN, ...DEV4_MALICIOUS, ...DEV4_BENIGN]) expect(ids.has(other.id), other.id).toBe(false);
    expect(DEV5_MALICIOUS.length + HELD_OUT5_MALICIOUS.length).toBeGreaterThanOrEqual(55);
    expect(DEV5_BENIGN.length + HELD_OUT5_BENIGN.length).toBeGreaterThanOrEqual(40);
  });

  it('hides what its hidden samples say from a reader: no visible letters in the zero-width or tag-character runs', () => {
    const texts = [...DEV5_MALICIOUS, ...HELD_OUT5_MALICIOUS].flatMap((s) => Object.values(s.published.files ?? {}).concat(s.published.content));
    expect(texts.some((t) => /(?:[^\u200B]\u200B){20}/.test(t))).toBe(true);
    expect(texts.some((t) => /[\u{E0020}-\u{E007E}]{20}/u.test(t))).toBe(true);
    expect(texts.some((t) => /(?:&#\d+;){20}/.test(t))).toBe(true);
  });
});

describe("the fifth batch's figures", () => {
  it('blocks every malicious sample of the development part and no benign one', () => {
    const dev = evaluateHalf(skills5Corpus.dev);
    // Before any rule changed (2026-11-29): 22 of 29 blocked, 0 of 26 benign; after the roles read more generally, all.
    expect(dev.malicious.results.filter((r) => r.level !== 'blocking').map((r) => r.variant.id)).toEqual([]);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });
  it('holds the held-out third at its floor, in aggregate only', () => {
    const heldOut = evaluateHalf(skills5Corpus.heldOut);
    // Measured before any rule changed (2026-11-29): 20 of 28 blocked, all with a finding; 5 of 14 benign blocked. Once after
    // the roles were read more generally (c77a117): 21 of 28, all with a finding; the same 5 of 14 benign (not looked at). After
    // words9's rules (sixth batch's classes): 23 of 28.
    expect(heldOut.malicious.blocked).toBeGreaterThanOrEqual(23);
    expect(heldOut.malicious.withoutFinding).toBe(0);
    expect(heldOut.benign.blocked).toBeLessThanOrEqual(5);
  });
});
