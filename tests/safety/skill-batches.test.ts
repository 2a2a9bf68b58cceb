/**
 * Every later skills batch (corpus/skill-batches.ts; the first keeps its own
 * per-class test in skills-corpus.test.ts) held to what it was written for and
 * last measured to reach (corpus/batch-figures.ts): its shape
 * (../skills2/batch-shape.ts), its size, its development part at its figure
 * with no benign sample blocked but those named, and its held-out third at a
 * floor read in aggregate only, so a later change cannot lose what
 * generalised.
 */
import { describe, expect, it } from 'vitest';
import { BATCH_FIGURES } from './corpus/batch-figures.ts';
import { SKILL_BATCHES } from './corpus/skill-batches.ts';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { itHasTheBatchShape } from './corpus/skills2/batch-shape.ts';

type Corpus = (typeof SKILL_BATCHES)[keyof typeof SKILL_BATCHES];
const everySample = (c: Corpus) => [...c.dev.malicious, ...c.dev.benign, ...c.heldOut.malicious, ...c.heldOut.benign];

describe('the skills batches', () => {
  it('name their figures beside their corpus', () => {
    expect(Object.keys(BATCH_FIGURES).sort()).toEqual(Object.keys(SKILL_BATCHES).filter((name) => name !== 'skills').sort());
  });

  it('give every sample an id no other batch uses', () => {
    const batchOf = new Map<string, string>();
    const twice: string[] = [];
    for (const [name, corpus] of Object.entries(SKILL_BATCHES)) {
      for (const s of everySample(corpus)) {
        const first = batchOf.get(s.id);
        if (first !== undefined && first !== name) twice.push(`${s.id}: ${first} and ${name}`);
        batchOf.set(s.id, name);
      }
    }
    expect(twice).toEqual([]);
  });
});

for (const [name, figures] of Object.entries(BATCH_FIGURES)) {
  const corpus = SKILL_BATCHES[name as keyof typeof SKILL_BATCHES];

  describe(`the ${name} batch (${figures.about})`, () => {
    itHasTheBatchShape({ dev: corpus.dev, heldOut: corpus.heldOut, classes: figures.classes });

    const { atLeast, dev, heldOut } = figures;
    if (atLeast) {
      it(`holds at least ${atLeast.malicious} malicious and ${atLeast.benign} benign components`, () => {
        expect(corpus.dev.malicious.length + corpus.heldOut.malicious.length).toBeGreaterThanOrEqual(atLeast.malicious);
        expect(corpus.dev.benign.length + corpus.heldOut.benign.length).toBeGreaterThanOrEqual(atLeast.benign);
      });
    }

    if (dev) {
      it('keeps the development part at its figure and blocks no benign sample but those named', () => {
        const got = evaluateHalf(corpus.dev);
        if (dev.blocked === 'all') {
          expect(got.malicious.results.filter((r) => r.level !== 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ') || 'no finding'}`)).toEqual([]);
        } else {
          expect(got.malicious.blocked).toBeGreaterThanOrEqual(dev.blocked);
        }
        if (dev.withoutFindingAtMost !== undefined) expect(got.malicious.withoutFinding).toBeLessThanOrEqual(dev.withoutFindingAtMost);
        const benignBlocked = got.benign.results.filter((r) => r.level === 'blocking');
        expect(benignBlocked.filter((r) => !dev.benignBlocked?.includes(r.variant.id)).map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
      });
    }

    if (heldOut) {
      it('keeps the held-out third at its floor, in aggregate only', () => {
        const got = evaluateHalf(corpus.heldOut);
        expect(got.malicious.blocked).toBeGreaterThanOrEqual(heldOut.blocked);
        if (heldOut.withoutFindingAtMost !== undefined) expect(got.malicious.withoutFinding).toBeLessThanOrEqual(heldOut.withoutFindingAtMost);
        expect(got.benign.blocked).toBeLessThanOrEqual(heldOut.benignBlockedAtMost);
      });
    }
  });
}

describe('the skills5-wording batch', () => {
  it('hides what its hidden samples say from a reader: no visible letters in the zero-width or tag-character runs', () => {
    const corpus = SKILL_BATCHES['skills5-wording'];
    const texts = [...corpus.dev.malicious, ...corpus.heldOut.malicious].flatMap((s) => Object.values(s.published.files ?? {}).concat(s.published.content));
    expect(texts.some((t) => /(?:[^\u200B]\u200B){20}/.test(t))).toBe(true);
    expect(texts.some((t) => /[\u{E0020}-\u{E007E}]{20}/u.test(t))).toBe(true);
    expect(texts.some((t) => /(?:&#\d+;){20}/.test(t))).toBe(true);
  });
});
