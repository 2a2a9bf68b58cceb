/**
 * The third skills batch (tests/safety/corpus/skills3-code/, CODE classes):
 * each sample on the side its id hashes to (a third held out), ids unique,
 * labels as written, JSON that parses, every malicious class on both sides,
 * components laid out as the client reads them; then the development part
 * held to what the rules reached on it (every malicious sample blocked, no
 * benign one), and the held-out third to a floor in aggregate (its figure
 * when last measured: 17 of 19 blocked, all with a finding, no benign one
 * blocked), so a later change cannot lose what generalised.
 */
import { describe, expect, it } from 'vitest';
import { CODE_MALICIOUS_CLASSES } from './corpus/skills3-code/classes.ts';
import { DEV3_BENIGN, DEV3_MALICIOUS } from './corpus/skills3-code/dev.ts';
import { HELD_OUT3_BENIGN, HELD_OUT3_MALICIOUS } from './corpus/skills3-code/held-out/samples.ts';
import { thirdOf } from './corpus/skills2/split.ts';
import { evaluateHalf } from './corpus/skills/evaluate.ts';
import { skills3Corpus } from './corpus/skills3-code/evaluate.ts';

describe('the third skills batch (code classes)', () => {
  const all = [...DEV3_MALICIOUS, ...DEV3_BENIGN, ...HELD_OUT3_MALICIOUS, ...HELD_OUT3_BENIGN];

  it('holds out a third by the hash of each id, with unique ids, labels as written, at least 40 malicious and 30 benign', () => {
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    expect([...DEV3_MALICIOUS, ...DEV3_BENIGN].filter((s) => thirdOf(s.id) !== 'dev').map((s) => s.id)).toEqual([]);
    expect([...HELD_OUT3_MALICIOUS, ...HELD_OUT3_BENIGN].filter((s) => thirdOf(s.id) !== 'held-out').map((s) => s.id)).toEqual([]);
    expect([...DEV3_MALICIOUS, ...HELD_OUT3_MALICIOUS].every((s) => s.expect === 'blocking')).toBe(true);
    expect([...DEV3_BENIGN, ...HELD_OUT3_BENIGN].every((s) => s.expect === 'pass')).toBe(true);
    for (const side of [DEV3_MALICIOUS, HELD_OUT3_MALICIOUS]) expect(new Set(side.map((s) => s.class))).toEqual(new Set(CODE_MALICIOUS_CLASSES));
    expect(DEV3_MALICIOUS.length + HELD_OUT3_MALICIOUS.length).toBeGreaterThanOrEqual(40);
    expect(DEV3_BENIGN.length + HELD_OUT3_BENIGN.length).toBeGreaterThanOrEqual(30);
  });

  it('lays each component out as the client reads it', () => {
    for (const s of all) {
      const files: Record<string, string> = { ...(s.published.files ?? {}) };
      for (const [path, text] of Object.entries(files)) if (path.endsWith('.json')) expect(() => JSON.parse(text), `${s.id} ${path}`).not.toThrow();
      if (s.kind === 'skills') expect(files['SKILL.md'], s.id).toMatch(/^---\nname: [a-z0-9-]+\ndescription: /);
      if (s.kind === 'mods') expect(JSON.parse(files['.claude-plugin/plugin.json']!).name, s.id).toMatch(/^[a-z0-9-]+$/);
      expect(Object.values(files).concat(s.published.content).join('\n').split('\n').length, s.id).toBeGreaterThanOrEqual(8);
    }
  });

  it('blocks every malicious sample of the development part and no benign one', () => {
    const dev = evaluateHalf(skills3Corpus.dev);
    expect(dev.malicious.results.filter((r) => r.level !== 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ') || 'no finding'}`)).toEqual([]);
    expect(dev.benign.results.filter((r) => r.level === 'blocking').map((r) => `${r.variant.id}: ${r.rules.join(' ')}`)).toEqual([]);
  });

  it('keeps the held-out third at its floor, in aggregate only', () => {
    const held = evaluateHalf(skills3Corpus.heldOut);
    expect(held.malicious.blocked).toBeGreaterThanOrEqual(17);
    expect(held.malicious.withoutFinding).toBe(0);
    expect(held.benign.blocked).toBe(0);
  });
});
