/**
 * The skills corpus (tests/safety/corpus/skills/, issue 36): well formed on
 * both halves (each sample on the side its id hashes to, every class on both
 * sides, JSON that parses, skills and plugins laid out as the client reads
 * them), then the development half held to what the analyzer measured in
 * baseline.json met: no class blocks fewer samples or leaves more without a
 * finding, no benign class blocks more. The held-out half is checked for
 * shape only: its figures are write-baseline.ts's and the bench's.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { ClassFigures } from './corpus/attacks/evaluate.ts';
import { sideOf } from './corpus/attacks/payload.ts';
import { BENIGN_CLASSES, MALICIOUS_CLASSES, type Sample } from './corpus/skills/build.ts';
import { DEV_BENIGN, DEV_MALICIOUS } from './corpus/skills/dev.ts';
import { evaluateHalf, skillsCorpus } from './corpus/skills/evaluate.ts';
import { HELD_OUT_BENIGN, HELD_OUT_MALICIOUS } from './corpus/skills/held-out/samples.ts';

const baseline = JSON.parse(readFileSync(new URL('./corpus/skills/baseline.json', import.meta.url), 'utf8')) as {
  dev: { byClass: Record<string, ClassFigures>; benignByClass: Record<string, ClassFigures> };
};

function expectWellFormed(samples: Sample[], side: 'dev' | 'held-out'): void {
  expect(samples.filter((s) => sideOf(s.id) !== side).map((s) => s.id)).toEqual([]);
  for (const s of samples) {
    const files: Record<string, string> = { content: s.published.content, ...(s.published.files ?? {}) };
    for (const [path, text] of Object.entries(files)) {
      if (path.endsWith('.json') || (path === 'content' && s.kind === 'mods')) expect(() => JSON.parse(text), `${s.id} ${path}`).not.toThrow();
    }
    // A whole component: its own useful lines around whatever it hides.
    expect(Object.values(files).join('\n').split('\n').length, s.id).toBeGreaterThanOrEqual(8);
    if (s.kind === 'skills') expect(files['SKILL.md'], s.id).toMatch(/^---\nname: [a-z0-9-]+\ndescription: /);
    if (s.kind === 'mods') expect(JSON.parse(files['.claude-plugin/plugin.json']!).name, s.id).toMatch(/^[a-z0-9-]+$/);
    if (s.kind === 'agents') expect(s.published.content, s.id).toMatch(/^---\nname: [a-z0-9-]+\ndescription: /);
  }
}

describe('the skills corpus', () => {
  it('splits samples by the hash of their id, every class on both sides, about 120 malicious and 80 benign components', () => {
    expectWellFormed([...DEV_MALICIOUS, ...DEV_BENIGN], 'dev');
    expectWellFormed([...HELD_OUT_MALICIOUS, ...HELD_OUT_BENIGN], 'held-out');
    const all = [...DEV_MALICIOUS, ...DEV_BENIGN, ...HELD_OUT_MALICIOUS, ...HELD_OUT_BENIGN];
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    for (const [malicious, benign] of [[DEV_MALICIOUS, DEV_BENIGN], [HELD_OUT_MALICIOUS, HELD_OUT_BENIGN]] as const) {
      expect(new Set(malicious.map((s) => s.class))).toEqual(new Set(MALICIOUS_CLASSES));
      expect(new Set(benign.map((s) => s.class))).toEqual(new Set(BENIGN_CLASSES));
      expect(malicious.every((s) => s.expect === 'blocking') && benign.every((s) => s.expect === 'pass')).toBe(true);
      expect(new Set([...malicious, ...benign].map((s) => s.kind))).toEqual(new Set(['skills', 'agents', 'mods']));
    }
    expect(DEV_MALICIOUS.length + HELD_OUT_MALICIOUS.length).toBeGreaterThanOrEqual(110);
    expect(DEV_BENIGN.length + HELD_OUT_BENIGN.length).toBeGreaterThanOrEqual(75);
  });

  const dev = evaluateHalf(skillsCorpus.dev);
  const ids = (cls: string, pred: (level: string) => boolean) => dev.malicious.results.filter((r) => r.variant.class === cls && pred(r.level)).map((r) => r.variant.id);

  for (const cls of MALICIOUS_CLASSES) {
    const base = baseline.dev.byClass[cls]!;
    it(`does no worse on ${cls} than the baseline (${base.blocked} of ${base.variants} blocked, ${base.none} without a finding)`, () => {
      const got = dev.malicious.byClass[cls]!;
      expect(got.blocked, `not blocked: ${ids(cls, (l) => l !== 'blocking').join(', ')}`).toBeGreaterThanOrEqual(base.blocked);
      expect(got.none, `no finding: ${ids(cls, (l) => l === 'none').join(', ')}`).toBeLessThanOrEqual(base.none);
    });
  }
  for (const cls of BENIGN_CLASSES) {
    const base = baseline.dev.benignByClass[cls]!;
    it(`blocks ${base.blocked === 0 ? 'no' : `at most ${base.blocked}`} benign ${cls} sample${base.blocked === 1 ? '' : 's'}`, () => {
      const blocked = dev.benign.results.filter((r) => r.variant.class === cls && r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`);
      expect(blocked.length, blocked.join('\n')).toBeLessThanOrEqual(base.blocked);
    });
  }
});
