import { describe, expect, it } from 'vitest';
import { formatCount } from '../../src/catalog/format-count.ts';

describe('formatCount', () => {
  it('groups thousands as en-US does, for the counts the pages and replies show', () => {
    const counts = [0, 1, 12, 999, 1000, 1001, 9999, 10_000, 123_456, 999_999, 1_000_000, 1_234_567, 100_000_000, -1234, -999];
    for (const n of counts) expect(formatCount(n), String(n)).toBe(n.toLocaleString('en-US'));
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(1234.5678)).toBe('1,234.5678');
  });
});
