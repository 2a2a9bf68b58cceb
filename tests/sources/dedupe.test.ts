/**
 * One entry per component (src/sources/dedupe.ts, pure): the same kind, name
 * and files (place inside the component and bytes) through two sources is
 * kept by the first and names the second; one name with other bytes, or the
 * same bytes as another kind, stays apart.
 */
import { describe, expect, it } from 'vitest';
import type { ImportRecord } from '../../src/catalog/imports.ts';
import { dedupe } from '../../src/sources/dedupe.ts';

const C = (n: number) => String(n).repeat(40);

function record(id: string, prefix: string, components: Array<{ type: 'agents' | 'skills' | 'commands'; name: string; files: Record<string, string> }>): { record: ImportRecord; digests: Map<string, string> } {
  const digests = new Map<string, string>();
  const comps = components.map((c) => {
    const category = `${prefix}-tools`;
    const files = Object.keys(c.files).map((rel) => `${c.type}/${category}/${rel}`);
    for (const [rel, digest] of Object.entries(c.files)) digests.set(`${c.type}/${category}/${rel}`, digest);
    return { type: c.type, category, name: c.name, path: `src/${c.name}`, files, notes: [] };
  });
  return { record: { version: 1, id, source: { repository: `https://example.invalid/${id}`, commit: C(id.length), layout: 'marketplace' }, prefix, components: comps, notListed: [] }, digests };
}

describe('one entry per component', () => {
  it('keeps the first source\'s copy of the same component and names the others; different bytes or kinds stay apart', () => {
    const a = record('alpha', 'a', [
      { type: 'skills', name: 'pdf', files: { 'pdf/SKILL.md': 'd1', 'pdf/run.py': 'd2' } },
      { type: 'agents', name: 'reviewer', files: { 'reviewer.md': 'd3' } },
      { type: 'commands', name: 'same-bytes', files: { 'same-bytes.md': 'd5' } },
    ]);
    const b = record('beta', 'b', [
      { type: 'skills', name: 'pdf', files: { 'pdf/run.py': 'd2', 'pdf/SKILL.md': 'd1' } },
      { type: 'agents', name: 'reviewer', files: { 'reviewer.md': 'd4' } },
      { type: 'agents', name: 'same-bytes', files: { 'same-bytes.md': 'd5' } },
    ]);
    const c = record('gamma', 'g', [{ type: 'skills', name: 'pdf', files: { 'pdf/SKILL.md': 'd1', 'pdf/run.py': 'd2' } }]);
    const { records, aliases } = dedupe([a, b, c]);
    expect(records.map((r) => r.components.map((x) => `${x.type}/${x.category}/${x.name}`))).toEqual([
      ['skills/a-tools/pdf', 'agents/a-tools/reviewer', 'commands/a-tools/same-bytes'],
      ['agents/b-tools/reviewer', 'agents/b-tools/same-bytes'],
      [],
    ]);
    expect(aliases).toEqual([
      {
        type: 'skills',
        category: 'a-tools',
        name: 'pdf',
        also: [
          { source: 'beta', repository: 'https://example.invalid/beta', commit: C(4), path: 'src/pdf' },
          { source: 'gamma', repository: 'https://example.invalid/gamma', commit: C(5), path: 'src/pdf' },
        ],
      },
    ]);
    // The kept component's record names the others, for its page; the rest name none.
    expect(records[0]!.components[0]!.also).toEqual(aliases[0]!.also);
    expect(records[0]!.components[1]!.also).toBeUndefined();
  });

  it('tells apart a component missing one file of the other', () => {
    const a = record('alpha', 'a', [{ type: 'skills', name: 'pdf', files: { 'pdf/SKILL.md': 'd1', 'pdf/run.py': 'd2' } }]);
    const b = record('beta', 'b', [{ type: 'skills', name: 'pdf', files: { 'pdf/SKILL.md': 'd1' } }]);
    expect(dedupe([a, b]).aliases).toEqual([]);
  });
});
