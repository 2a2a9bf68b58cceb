/**
 * The real-code corpus (tests/safety/corpus/benign/, issue 36): both halves
 * well formed (each sample on the side its id hashes to, every class present,
 * JSON that parses, components the build's loader accepts), then the
 * development half held to baseline.json: no variant blocked beyond those
 * recorded there (a ratchet: remove an id once it passes, never add one).
 * The held-out half is checked for shape only: its figures are published in
 * docs/benchmarks.md, never tuned on.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { KINDS } from '../../src/catalog/kinds.ts';
import { misplaced, payloadsOf, REAL_CODE_CLASSES, variantsOf } from './corpus/benign/corpus.ts';
import { BASELINE_URL, evaluateHalf, type RealCodeBaseline } from './corpus/benign/evaluate.ts';

const baseline = JSON.parse(readFileSync(BASELINE_URL, 'utf8')) as RealCodeBaseline;
const dev = await variantsOf('dev');
const heldOut = await variantsOf('held-out');

describe('the real-code corpus', () => {
  it('puts every sample on the side its id hashes to, ids unique across both halves, every class and kind present', () => {
    expect(misplaced('dev', dev)).toEqual([]);
    expect(misplaced('held-out', heldOut)).toEqual([]);
    const devIds = new Set(dev.map((v) => v.payload));
    expect(heldOut.filter((v) => devIds.has(v.payload)).map((v) => v.payload)).toEqual([]);
    for (const half of [dev, heldOut]) expect(new Set(half.map((v) => v.id)).size).toBe(half.length);
    const all = [...dev, ...heldOut];
    expect(new Set(all.map((v) => v.class))).toEqual(new Set(REAL_CODE_CLASSES));
    expect(new Set(all.map((v) => v.kind))).toEqual(new Set(KINDS.map((k) => k.type)));
    expect(all.every((v) => v.expect === 'pass')).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(300);
  });

  it('holds JSON samples that parse and whole components the loader accepts', () => {
    for (const p of [...payloadsOf('dev'), ...payloadsOf('held-out')]) {
      if (['mcp', 'hook', 'settings'].includes(p.lang)) expect(() => JSON.parse(p.code), p.id).not.toThrow();
    }
    // variantsOf throws on a loader error; each half has whole components of several kinds.
    for (const half of [dev, heldOut]) expect(new Set(half.filter((v) => v.carrier === 'as-published').map((v) => v.kind)).size).toBeGreaterThanOrEqual(6);
  });

  it(`blocks no development variant beyond the ${baseline.devBlocked.length} recorded in baseline.json`, async () => {
    const figures = await evaluateHalf('dev');
    const blocked = figures.results.filter((r) => r.level === 'blocking');
    const allowed = new Set(baseline.devBlocked);
    expect(blocked.filter((r) => !allowed.has(r.variant.id)).map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });
});
