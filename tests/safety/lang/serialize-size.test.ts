/**
 * A serializer given a value of a bundle's size (a published server's table of hundreds of thousands of entries) is
 * cut at its cap instead of spreading every part onto the stack: `push(...parts)` of that many items threw
 * "Maximum call stack size exceeded" and ended the whole scan (found on a vendor's npm package, issue 36).
 */
import { describe, expect, it } from 'vitest';
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';
import { serialized } from '../../../src/safety/lang/serialize.ts';
import type { Value } from '../../../src/safety/lang/values.ts';

describe('a serializer over a very large value', () => {
  it('returns a text cut at its cap, never a stack overflow', () => {
    // A table of 300,000 entries under one key of an object: the inner object's parts were spread into the outer push.
    const inner = new Map<string, Value>();
    for (let i = 0; i < 300_000; i++) inner.set(`k${i}`, { parts: [{ lit: `v${i}` }] });
    const out = serialized('JSON.stringify', { parts: [], props: new Map([['table', { parts: [], props: inner }]]) })!;
    expect(out.parts.length).toBeGreaterThan(0);
    const text = out.parts.map((p) => ('lit' in p ? p.lit : '')).join('');
    expect(text.startsWith('{"table":{"k0":"v0","k1":"v1"')).toBe(true);
  });

  it('keeps a small object whole', () => {
    const props = new Map<string, Value>([['a', { parts: [{ lit: '1' }] }], ['b', { parts: [], items: [{ parts: [{ lit: 'x' }] }] }]]);
    const text = serialized('JSON.stringify', { parts: [], props })!.parts.map((p) => ('lit' in p ? p.lit : '')).join('');
    expect(text).toBe('{"a":"1","b":["x"]}');
  });
});
