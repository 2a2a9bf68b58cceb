/**
 * The runs-later cases (runs-later-cases.ts, runs-later-held-out.ts) through the whole analyzer: every
 * development case as expected (malicious blocked, benign not), and the held-out third, never tuned
 * on, held to the totals it reached (docs/safety.md, files that run later) with no benign case blocked.
 */
import { describe, expect, it } from 'vitest';
import { DEV_CASES } from './runs-later-cases.ts';
import { HELD_OUT_CASES } from './runs-later-held-out.ts';
import { outcome, totals } from './runs-later-figures.ts';

describe('code that runs later: development cases', () => {
  for (const c of DEV_CASES) {
    it(`${c.expect === 'block' ? 'blocks' : 'does not block'} ${c.id}`, () => {
      const o = outcome(c);
      expect(o.ok, `blocking: ${o.blocking.join(', ') || 'none'}; advisory: ${o.advisory.join(', ')}`).toBe(true);
    });
  }
});

describe('code that runs later: the held-out third (totals only)', () => {
  it('blocks at least as many as measured when the rules were generalized, and no benign case', () => {
    const t = totals(HELD_OUT_CASES);
    expect(t.benignBlocked).toBe(0);
    expect(t.blocked).toBeGreaterThanOrEqual(9);
  });
});
