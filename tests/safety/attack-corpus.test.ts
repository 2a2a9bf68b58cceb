/**
 * The attacker corpus (tests/safety/corpus/attacks/, issue 36): well formed on
 * both halves (each payload on the side its id hashes to, every class on both
 * sides, every kind of component, JSON that parses, plugins and skills laid
 * out as the client reads them, the payload really inside its component);
 * then the goals on the development half only, where the analyzer measured
 * in baseline.json already meets them, and no class below that baseline.
 * The held-out half is checked for shape only: its figures are the bench's.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { KINDS } from '../../src/catalog/kinds.ts';
import { DEV_ATTACKS, DEV_BENIGN } from './corpus/attacks/dev.ts';
import { corpus, evaluateAttacks, evaluateBenign, type ClassFigures } from './corpus/attacks/evaluate.ts';
import { HELD_OUT_ATTACKS, HELD_OUT_BENIGN } from './corpus/attacks/held-out/payloads.ts';
import { ATTACK_CLASSES, BENIGN_CLASSES, sideOf, type Payload, type Variant } from './corpus/attacks/payload.ts';

const baseline = JSON.parse(readFileSync(new URL('./corpus/attacks/baseline.json', import.meta.url), 'utf8')) as {
  dev: { byClass: Record<string, ClassFigures>; benignByClass: Record<string, ClassFigures> };
};

function filesOf(v: Variant): Record<string, string> {
  return { content: v.published.content, ...(v.published.files ?? {}) };
}

/** The payload's own lines (comments and blank lines aside) all appear in the component, joined or not. */
function carries(v: Variant, p: Payload): boolean {
  if (!['sh', 'js', 'py', 'server'].includes(p.lang)) return true;
  // JSON files hold the payload as a string value: read them as the client does.
  const strings = (x: unknown): string[] => (typeof x === 'string' ? [x] : x && typeof x === 'object' ? Object.values(x).flatMap(strings) : []);
  const texts = Object.values(filesOf(v));
  const all = [...texts, ...texts.flatMap((t) => { try { return strings(JSON.parse(t)); } catch { return []; } })].join('\n');
  return p.code
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .every((l) => all.includes(l));
}

function expectWellFormed(payloads: Payload[], variants: Variant[], side: 'dev' | 'held-out'): void {
  expect(payloads.filter((p) => sideOf(p.id) !== side).map((p) => p.id)).toEqual([]);
  const byId = new Map(payloads.map((p) => [p.id, p]));
  expect(byId.size).toBe(payloads.length);
  expect(new Set(variants.map((v) => v.id)).size).toBe(variants.length);
  for (const v of variants) {
    const files = filesOf(v);
    for (const [path, text] of Object.entries(files)) {
      if (path.endsWith('.json') || (path === 'content' && ['hooks', 'mcps', 'settings', 'mods'].includes(v.kind))) expect(() => JSON.parse(text), `${v.id} ${path}`).not.toThrow();
    }
    // A realistic component: several lines of its own around the payload, never the payload alone.
    expect(Object.values(files).join('\n').split('\n').length, v.id).toBeGreaterThanOrEqual(6);
    if (v.kind === 'mods') expect(JSON.parse(files['.claude-plugin/plugin.json']!).name, v.id).toMatch(/^[a-z0-9-]+$/);
    if (v.kind === 'skills') expect(files['SKILL.md'], v.id).toMatch(/^---\nname: [a-z0-9-]+\ndescription: /);
    expect(carries(v, byId.get(v.payload)!), `${v.id} does not hold its payload`).toBe(true);
  }
}

describe('the attacker corpus', () => {
  it('splits payloads by the hash of their id, every class and every kind on both sides, several hundred variants', () => {
    expectWellFormed([...DEV_ATTACKS, ...DEV_BENIGN], [...corpus.dev.attacks, ...corpus.dev.benign], 'dev');
    expectWellFormed([...HELD_OUT_ATTACKS, ...HELD_OUT_BENIGN], [...corpus.heldOut.attacks, ...corpus.heldOut.benign], 'held-out');
    const dev = new Set([...DEV_ATTACKS, ...DEV_BENIGN].map((p) => p.id));
    expect([...HELD_OUT_ATTACKS, ...HELD_OUT_BENIGN].filter((p) => dev.has(p.id))).toEqual([]);
    for (const half of [corpus.dev, corpus.heldOut]) {
      expect(new Set(half.attacks.map((v) => v.class))).toEqual(new Set(ATTACK_CLASSES));
      expect(new Set(half.benign.map((v) => v.class))).toEqual(new Set(BENIGN_CLASSES));
      expect(new Set(half.attacks.map((v) => v.kind))).toEqual(new Set(KINDS.map((k) => k.type)));
    }
    expect(corpus.dev.attacks.length + corpus.heldOut.attacks.length).toBeGreaterThanOrEqual(500);
    expect(corpus.dev.benign.length + corpus.heldOut.benign.length).toBeGreaterThanOrEqual(150);
  });

  const attacks = evaluateAttacks(corpus.dev.attacks);
  const benign = evaluateBenign(corpus.dev.benign);
  const missing = (cls: string, level: string) => attacks.results.filter((r) => r.variant.class === cls && r.level === level).map((r) => r.variant.id);

  // Goals met on the development half by the analyzer measured in baseline.json: held from now on.
  for (const cls of ATTACK_CLASSES) {
    const base = baseline.dev.byClass[cls]!;
    if (base.none === 0) it(`leaves no ${cls} variant without a finding`, () => expect(missing(cls, 'none')).toEqual([]));
    if (base.blocked >= 0.95 * base.variants) it(`blocks at least 95% of ${cls} variants`, () => expect(attacks.byClass[cls]!.blocked).toBeGreaterThanOrEqual(0.95 * base.variants));
    it(`does no worse on ${cls} than the baseline (${base.blocked} of ${base.variants} blocked, ${base.none} without a finding)`, () => {
      expect(attacks.byClass[cls]!.blocked).toBeGreaterThanOrEqual(base.blocked);
      expect(attacks.byClass[cls]!.none).toBeLessThanOrEqual(base.none);
    });
  }
  for (const cls of BENIGN_CLASSES) {
    const base = baseline.dev.benignByClass[cls]!;
    it(`blocks ${base.blocked === 0 ? 'no' : `at most ${base.blocked}`} benign ${cls} variant${base.blocked === 0 ? '' : 's'}`, () => {
      const blocked = benign.results.filter((r) => r.variant.class === cls && r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`);
      expect(blocked.length, blocked.join('\n')).toBeLessThanOrEqual(base.blocked);
    });
  }
});
