/**
 * The bounded evaluator of a Python module's straight-line code over constants (src/safety/lang/python-consteval.ts):
 * what it knows before each top-level statement, what it forgets, and where it stops.
 */
import { describe, expect, it } from 'vitest';
import { named, parse } from '../../../src/safety/ir/grammars.ts';
import { derivedNames, type Known } from '../../../src/safety/lang/python-consteval.ts';

/** The derived names known before the module's last statement. */
function before(code: string): Map<string, Known> | undefined {
  const r = parse('python', code);
  if (!r.ok) throw new Error(r.detail);
  try {
    const top = named(r.tree.rootNode);
    return derivedNames(top).get(top.at(-1)!);
  } finally {
    r.tree.delete();
  }
}

describe('python-consteval', () => {
  it('computes an affine cipher inverse over numbers split from a text, and characters dealt by a loop', () => {
    const codes = [...Buffer.from('hello there, world')].map((x) => (7 * x + 3) % 256).join(',');
    const k = before(`s = '${codes},'\na, b = 7, 3\nys = [int(v) for v in s.split(',') if v]\nia = pow(a, -1, 256)\nout = bytes((ia * (y - b)) % 256 for y in ys)\nprint(out)\n`);
    expect(k?.get('out')?.text).toBe('hello there, world');
    // A 3×3 transpose: the text stored by columns, read back by rows.
    const dealt = before("m = 'hloeouly!'\nout = []\nfor i in range(3):\n    for j in range(3):\n        out.append(m[j * 3 + i])\nprint(out)\n");
    expect(dealt?.get('out')?.items?.join('')).toBe('helloyou!');
  });

  it('knows no slice of a constant, no number, and forgets what an unknown call may change', () => {
    expect(before("T = 'some readable text here'\nhead = T[:8]\nn = len(T) * 2\nprint(head, n)\n")).toBeUndefined();
    expect(before("import os\nout = [chr(c + 1) for c in [103, 100, 107, 107, 110]]\nos.mutate(out)\nprint(out)\n")?.get('out')).toBeUndefined();
    expect(before("out = [chr(c + 1) for c in [103, 100, 107, 107, 110]]\nprint(out)\n")?.get('out')?.items?.join('')).toBe('hello');
  });

  it('stops at its step budget and at a nesting too deep', () => {
    expect(before("out = []\nfor i in range(100000):\n    out.append(chr(65 + i % 26))\nprint(out)\n")).toBeUndefined();
    expect(before(`x = ${'('.repeat(500)}chr(66)${')'.repeat(500)}\nprint(x)\n`)).toBeUndefined();
  });
});
