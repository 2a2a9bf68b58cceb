/** Independent expectations for the fixtures: plain sums over what the generator wrote. */
import type { ExpectedUsage } from '../fixtures/transcripts/messy.ts';

/** List prices per million tokens, written here from the vendor's price page, not read from src. */
const LIST: Record<string, [number, number, number, number, number]> = {
  'claude-sonnet-4-20250514': [3, 15, 3.75, 6, 0.3],
  'claude-haiku-4-5-20251001': [1, 5, 1.25, 2, 0.1],
  'claude-opus-4-1-20250805': [15, 75, 18.75, 30, 1.5],
};

export function sumTokens(usage: ExpectedUsage[]) {
  const t = { input: 0, output: 0, cacheWrite5m: 0, cacheWrite1h: 0, cacheRead: 0 };
  for (const u of usage) {
    t.input += u.input;
    t.output += u.output;
    t.cacheWrite5m += u.cacheWrite5m;
    t.cacheWrite1h += u.cacheWrite1h;
    t.cacheRead += u.cacheRead;
  }
  return { ...t, total: t.input + t.output + t.cacheWrite5m + t.cacheWrite1h + t.cacheRead };
}

export function expectedCost(usage: ExpectedUsage[]): { total: number; unpriced: string[] } {
  let total = 0;
  const unpriced = new Set<string>();
  for (const u of usage) {
    const p = LIST[u.model];
    if (!p) {
      unpriced.add(u.model);
      continue;
    }
    total += (u.input * p[0] + u.output * p[1] + u.cacheWrite5m * p[2] + u.cacheWrite1h * p[3] + u.cacheRead * p[4]) / 1e6;
  }
  return { total, unpriced: [...unpriced] };
}
