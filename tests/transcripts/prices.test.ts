import { describe, it, expect } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findPrice, normalizeModel, loadPriceTable, DEFAULT_PRICES } from '../../src/transcripts/prices.ts';
import { costOf } from '../../src/transcripts/accounting.ts';
import { tempDir } from '../helpers/paths.ts';

describe('price table', () => {
  it('removes date suffixes and provider decorations', () => {
    expect(normalizeModel('claude-sonnet-4-20250514')).toBe('claude-sonnet-4');
    expect(normalizeModel('us.anthropic.claude-3-5-haiku-20241022-v1:0')).toBe('claude-3-5-haiku');
    expect(normalizeModel('claude-opus-4-1@20250805')).toBe('claude-opus-4-1');
  });
  it('matches the longest known prefix on a dash boundary', () => {
    expect(findPrice('claude-opus-4-1-20250805')!.key).toBe('claude-opus-4-1');
    expect(findPrice('claude-opus-4-20250514')!.key).toBe('claude-opus-4');
    expect(findPrice('claude-opus-4-5-20251101')!.price.input).toBe(5);
    expect(findPrice('claude-sonnet-4-5-20250929')!.key).toBe('claude-sonnet-4-5');
    expect(findPrice('claude-opus-45')).toBeNull();
  });
  it('never guesses an unknown model: it is unpriced', () => {
    expect(findPrice('gpt-4o')).toBeNull();
    const c = costOf('claude-future-9-20300101', { input: 10, output: 5, cacheWrite5m: 0, cacheWrite1h: 0, cacheRead: 1 });
    expect(c.total).toBe(0);
    expect(c.unpricedTokens).toBe(16);
    expect(c.unpricedModels).toEqual(['claude-future-9-20300101']);
  });
  it('prices every token kind, 1-hour cache writes at their own rate', () => {
    const c = costOf('claude-sonnet-4-20250514', { input: 1e6, output: 1e6, cacheWrite5m: 1e6, cacheWrite1h: 1e6, cacheRead: 1e6 });
    expect(c.input).toBeCloseTo(3);
    expect(c.output).toBeCloseTo(15);
    expect(c.cacheWrite).toBeCloseTo(3.75 + 6);
    expect(c.cacheRead).toBeCloseTo(0.3);
  });
  it('is overridable by a JSON file and rejects a bad one with its name', async () => {
    const t = await tempDir('prices-');
    try {
      const good = join(t.path, 'p.json');
      await writeFile(good, JSON.stringify({ 'claude-future-9': { input: 1, output: 2, cacheWrite5m: 3, cacheWrite1h: 4, cacheRead: 5 }, 'claude-sonnet-4': { input: 9, output: 9, cacheWrite5m: 9, cacheWrite1h: 9, cacheRead: 9 } }));
      const table = await loadPriceTable(good);
      expect(findPrice('claude-future-9-20300101', table)!.price.output).toBe(2);
      expect(findPrice('claude-sonnet-4-20250514', table)!.price.input).toBe(9);
      expect(findPrice('claude-3-haiku-20240307', table)).toEqual(findPrice('claude-3-haiku-20240307', DEFAULT_PRICES));
      const bad = join(t.path, 'bad.json');
      await writeFile(bad, JSON.stringify({ x: { input: 'cheap' } }));
      await expect(loadPriceTable(bad)).rejects.toThrow(/bad\.json.*x\.input/);
      const broken = join(t.path, 'broken.json');
      await writeFile(broken, '{');
      await expect(loadPriceTable(broken)).rejects.toThrow(/broken\.json/);
    } finally {
      await t.cleanup();
    }
  });
});
