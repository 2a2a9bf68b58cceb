/**
 * The supply-chain examples (supply-chain/examples.ts, written before the
 * rules were tuned): every development example meets its expectation (must
 * block; a finding naming the host; must not block), and the held-out third,
 * never tuned on, keeps at least the figures measured when the rules landed
 * (docs/safety.md, installs from an address).
 */
import { describe, expect, it } from 'vitest';
import { DEV, HELD_OUT } from './supply-chain/examples.ts';
import { figures, judge } from './supply-chain/measure.ts';

describe('supply-chain examples', () => {
  it('development third: every malicious example blocks, every named one names its host, no benign one blocks', () => {
    const missed = DEV.flatMap((e) => {
      const j = judge(e);
      return j.ok ? [] : [`${e.expect} ${e.id}: ${j.level} ${j.rules.join(', ')}`];
    });
    expect(missed).toEqual([]);
  });

  it('held-out third: no benign example blocks, and recall holds at its measured floor', () => {
    const f = figures(HELD_OUT);
    expect(f.pass[0]).toBe(f.pass[1]);
    expect(f.block[0]).toBeGreaterThanOrEqual(12);
    expect(f.finding[0]).toBeGreaterThanOrEqual(5);
  });
});
