/**
 * The labeled twin corpus (tests/safety/corpus/): every development pair is
 * told apart (the unsafe twin blocks with its rule, the safe twin does not
 * block), across every kind; the starter catalog has no blocking finding.
 * The sealed held-out pairs are only checked for being well formed here:
 * their figures come from `npm run bench -- safety`, totals only.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { KINDS } from '../../src/catalog/kinds.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import { analyzeComponent } from '../../src/safety/analyze.ts';
import { summarizeSafety } from '../../src/safety/summary.ts';
import { ROOT } from '../helpers/paths.ts';
import { DEV_TWINS } from './corpus/dev/index.ts';
import { evaluate } from './corpus/evaluate.ts';
import { HELD_OUT } from './corpus/held-out/pairs.ts';
import { unsafeOf, type Twin } from './corpus/twins.ts';

function expectWellFormed(twins: Twin[]): void {
  const ids = new Set<string>();
  for (const twin of twins) {
    expect(ids.has(twin.id), `duplicate id ${twin.id}`).toBe(false);
    ids.add(twin.id);
    const unsafe = unsafeOf(twin);
    expect(JSON.stringify(unsafe), twin.id).not.toBe(JSON.stringify(twin.safe));
    // JSON stays JSON in both twins: a broken file would be a different component, not a twin.
    for (const side of [twin.safe, unsafe]) {
      for (const [path, text] of Object.entries({ content: side.content, ...(side.files ?? {}) })) {
        if (path.endsWith('.json') || (path === 'content' && text.trimStart().startsWith('{'))) expect(() => JSON.parse(text), `${twin.id} ${path}`).not.toThrow();
      }
    }
  }
}

describe('the twin corpus', () => {
  it('has at least 60 development pairs over every kind, all well formed', () => {
    expect(DEV_TWINS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(DEV_TWINS.map((t) => t.kind))).toEqual(new Set(KINDS.map((k) => k.type)));
    expectWellFormed(DEV_TWINS);
  });

  it('tells every development pair apart, each unsafe twin by the rule it names', () => {
    const figures = evaluate(DEV_TWINS);
    const missed = figures.results
      .filter((r) => !r.toldApart || !r.ruleMatched)
      .map((r) => `${r.id}: safe "${summarizeSafety(r.safe)}", unsafe "${summarizeSafety(r.unsafe)}" (expected ${r.expected})`);
    expect(missed).toEqual([]);
    expect(figures.precision).toBe(1);
    expect(figures.recall).toBe(1);
  });

  it('has held-out pairs over every kind, well formed (their figures are the bench’s)', () => {
    expect(HELD_OUT.length).toBeGreaterThanOrEqual(20);
    expect(new Set(HELD_OUT.map((t) => t.kind))).toEqual(new Set(KINDS.map((k) => k.type)));
    expectWellFormed(HELD_OUT);
    expect(HELD_OUT.some((h) => DEV_TWINS.some((d) => d.id === h.id))).toBe(false);
  });

  it('blocks nothing in the starter catalog', async () => {
    const catalog = await loadCatalog(join(ROOT, 'components-source'));
    expect(catalog.components.length).toBeGreaterThan(50);
    const blocked = catalog.components
      .map((c) => [`${c.kind.type}/${c.category}/${c.name}`, analyzeComponent(c.kind, { content: c.content, ...(c.files ? { files: c.files } : {}) })] as const)
      .filter(([, r]) => r.level === 'blocking')
      .map(([id, r]) => `${id}: ${summarizeSafety(r)}`);
    expect(blocked).toEqual([]);
  });
});
