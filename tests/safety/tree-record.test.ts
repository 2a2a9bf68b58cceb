/**
 * A recorded tree read back (src/safety/ir/tree-record.ts) answers the front ends' questions as the real
 * tree-sitter tree it was recorded from: `toolshed scan`'s snapshot warm-up lowers such stand-ins where it
 * cannot parse (src/cli/scan-warm-up.ts), so they must walk like the real ones.
 */
import { describe, expect, it } from 'vitest';
import { parse, type Grammar, type SyntaxNode } from '../../src/safety/ir/grammars.ts';
import { recordTree, standInTree } from '../../src/safety/ir/tree-record.ts';
import { recordWarmTrees } from '../../src/cli/scan-warm-up.ts';
import { tempDir } from '../helpers/paths.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SAMPLES: Array<[Grammar, string]> = [
  ['bash', '#!/usr/bin/env bash\nset -euo pipefail\nfile=$(jq -r .tool_input.file_path)\n[ -f "$file" ] && npx --no-install prettier --write "$file" >/dev/null 2>&1 || true\nfor f in "$@"; do python3 "$(dirname "$0")/x.py" "$f"; done\ncurl -fsSL https://example.com/i.sh | sh\n'],
  ['bash', 'if [ -n "$X" ; then echo "unclosed\n'],
  ['python', 'import os, sys\n\nwith open(sys.argv[1], encoding="utf-8") as f:\n    rows = [r.split(",") for r in f if r]\nprint(len(rows), os.environ.get("HOME"))\ndef g(a, *b, k=1):\n    return {x: y for x, y in zip(a, b)}\n'],
  ['python', 'def broken(:\n    pass\n'],
];

/** What a front end reads of a node, its neighbours named by type and place. */
function shape(n: SyntaxNode | null): unknown {
  if (!n) return null;
  const at = (m: SyntaxNode | null) => (m ? `${m.type}@${m.startIndex}` : null);
  const fields = new Set<string>();
  for (let i = 0; i < n.childCount; i++) {
    const f = n.fieldNameForChild(i);
    if (f) fields.add(f);
  }
  return {
    type: n.type,
    named: n.isNamed,
    text: n.text,
    span: [n.startIndex, n.endIndex, n.startPosition, n.endPosition],
    flags: [n.hasError, n.isError, n.isMissing],
    counts: [n.childCount, n.namedChildCount],
    children: n.children.map(at),
    namedChildren: n.namedChildren.map(at),
    child0: at(n.child(0)),
    fields: [...fields].map((f) => [f, at(n.childForFieldName(f)), n.childrenForFieldName(f).map(at)]),
    missingField: n.childForFieldName('no_such_field'),
    parent: at(n.parent),
    next: at(n.nextSibling),
    previousNamed: at(n.previousNamedSibling),
    commands: n.descendantsOfType(['command', 'call', 'string']).map(at),
    one: n.descendantsOfType('word').map(at),
  };
}

function walk(n: SyntaxNode, out: unknown[] = []): unknown[] {
  out.push(shape(n));
  for (const c of n.children) if (c) walk(c, out);
  return out;
}

describe('a recorded parse tree', () => {
  for (const [grammar, text] of SAMPLES) {
    it(`walks as the real ${grammar} tree it was recorded from: ${JSON.stringify(text.slice(0, 40))}`, () => {
      const real = parse(grammar, text);
      if (!real.ok) throw new Error(real.detail);
      const record = recordTree(real.tree.rootNode);
      const expected = walk(real.tree.rootNode);
      real.tree.delete();
      const standIn = standInTree(JSON.parse(JSON.stringify(record)));
      expect(walk(standIn.rootNode)).toEqual(expected);
      expect(expected.length).toBeGreaterThan(10);
    });
  }

  it('is what the snapshot warm-up records of its sample: its shell and Python scripts and commands', async () => {
    const work = await tempDir('toolshed-warm-trees-');
    try {
      const out = join(work.path, 'trees.json');
      await recordWarmTrees(join(work.path, 'sample'), out);
      const keys = Object.keys(JSON.parse(readFileSync(out, 'utf8')) as object).map((k) => k.split('\u0000'));
      expect(keys.map(([g]) => g).sort()).toEqual(expect.arrayContaining(['bash', 'python']));
      expect(keys.some(([, t]) => t!.includes('open(sys.argv[1]'))).toBe(true);
      expect(keys.some(([, t]) => t === 'bash .claude/hooks/lint.sh')).toBe(true);
    } finally {
      await work.cleanup();
    }
  });
});
