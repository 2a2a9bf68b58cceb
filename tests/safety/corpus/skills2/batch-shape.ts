/**
 * The checks the batch test (tests/safety/skill-batches.test.ts) makes of
 * every later skills batch's shape: each sample on the side its id hashes to
 * (`thirdOf`), ids unique, labels as written, every malicious class on both
 * sides, JSON that parses, components laid out as the client reads them.
 * Called inside a batch's `describe`.
 */
import { expect, it } from 'vitest';
import type { Sample } from '../skills/build.ts';
import { thirdOf } from './split.ts';

/** A labelled component as a batch holds it (a `Sample`, or the evaluator's variant of one). */
type Labelled = Pick<Sample<string>, 'id' | 'class' | 'kind' | 'published'> & { expect: string };

export interface Batch {
  dev: { malicious: readonly Labelled[]; benign: readonly Labelled[] };
  heldOut: { malicious: readonly Labelled[]; benign: readonly Labelled[] };
  /** The malicious classes the batch was written for: each on both sides. */
  classes: readonly string[];
}

export function itHasTheBatchShape(batch: Batch): void {
  const all = [...batch.dev.malicious, ...batch.dev.benign, ...batch.heldOut.malicious, ...batch.heldOut.benign];

  it('holds out a third by the hash of each id, with unique ids and labels as written', () => {
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    expect([...batch.dev.malicious, ...batch.dev.benign].filter((s) => thirdOf(s.id) !== 'dev').map((s) => s.id)).toEqual([]);
    expect([...batch.heldOut.malicious, ...batch.heldOut.benign].filter((s) => thirdOf(s.id) !== 'held-out').map((s) => s.id)).toEqual([]);
    expect([...batch.dev.malicious, ...batch.heldOut.malicious].every((s) => s.expect === 'blocking')).toBe(true);
    expect([...batch.dev.benign, ...batch.heldOut.benign].every((s) => s.expect === 'pass')).toBe(true);
    for (const side of [batch.dev.malicious, batch.heldOut.malicious]) expect(new Set(side.map((s) => s.class))).toEqual(new Set(batch.classes));
  });

  it('lays each component out as the client reads it', () => {
    for (const s of all) {
      const files: Record<string, string> = { ...(s.published.files ?? {}) };
      for (const [path, text] of Object.entries(files)) if (path.endsWith('.json')) expect(() => JSON.parse(text), `${s.id} ${path}`).not.toThrow();
      if (s.kind === 'skills') expect(files['SKILL.md'], s.id).toMatch(/^---\nname: [a-z0-9-]+\ndescription: /);
      if (s.kind === 'mods') expect(JSON.parse(files['.claude-plugin/plugin.json']!).name, s.id).toMatch(/^[a-z0-9-]+$/);
      if (s.kind === 'agents') expect(s.published.content, s.id).toMatch(/^---\nname: [a-z0-9-]+\ndescription: /);
      expect(Object.values(files).concat(s.published.content).join('\n').split('\n').length, s.id).toBeGreaterThanOrEqual(8);
    }
  });
}
