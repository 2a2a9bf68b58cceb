/** Unified diffs of updated files: patches `git apply` accepts, shown with hostile text escaped. */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { displayDiff, fileDiff } from '../../src/lifecycle/diff.ts';
import { tempDir } from '../helpers/paths.ts';

/** Applies the patch with git in a scratch folder and returns the result (null: the file was deleted). */
async function gitApply(path: string, before: string | null, patch: string): Promise<string | null> {
  const dir = await tempDir('toolshed-diff-');
  try {
    if (before !== null) {
      await mkdir(dirname(join(dir.path, path)), { recursive: true });
      await writeFile(join(dir.path, path), before);
    }
    await writeFile(join(dir.path, 'change.patch'), patch);
    const r = spawnSync('git', ['apply', '--unsafe-paths', '--whitespace=nowarn', 'change.patch'], { cwd: dir.path, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    return await readFile(join(dir.path, path), 'utf8').catch(() => null);
  } finally {
    await dir.cleanup();
  }
}

describe('fileDiff', () => {
  const cases: [string, string | null, string | null][] = [
    ['an edited line, no final newline after', 'a\nb\nc\n', 'a\nB\nc'],
    ['a CRLF file whose line endings changed', '---\r\nname: x\r\n---\r\nbody\r\n', '---\nname: x\n---\nbody\n'],
    ['a new file', null, '#!/bin/sh\necho hi\n'],
    ['a removed file', 'gone\n', null],
    ['unicode and tabs', 'naïve\tcafé 🚀\n', 'naïve\tcafé 🚀\nmore ✓\n'],
  ];
  for (const [name, before, after] of cases) {
    it(`${name}: git apply turns the old text into the new`, async () => {
      const d = fileDiff('.claude/agents/x.md', before, after);
      expect(d.patch).not.toBe('');
      expect(await gitApply('.claude/agents/x.md', before, d.patch)).toBe(after);
    });
  }

  it('counts added and removed lines; equal texts give no patch', () => {
    expect(fileDiff('f', 'a\nb\n', 'a\nc\nd\n')).toMatchObject({ added: 2, removed: 1 });
    expect(fileDiff('f', 'same\n', 'same\n')).toEqual({ path: 'f', patch: '', added: 0, removed: 0 });
  });

  it('two long files with nothing in common: shown as replaced whole, still a patch git applies', async () => {
    const a = Array.from({ length: 5000 }, (_, i) => `line ${i}`).join('\n');
    const b = Array.from({ length: 5000 }, (_, i) => `other ${i}`).join('\n');
    const d = fileDiff('big.txt', a, b);
    expect(d).toMatchObject({ added: 5000, removed: 5000 });
    expect(await gitApply('big.txt', a, d.patch)).toBe(b);
  });
});

describe('displayDiff', () => {
  it('escapes terminal controls, bidi overrides and tag characters in every line, the file name included', () => {
    const hostile = 'echo \u001b]52;c;ZXZpbA==\u0007 \u202egnp.exe \u{e0041}\u009b2J\n';
    const lines = displayDiff(fileDiff('.claude/x\u001b[8m.md', 'ok\n', hostile));
    const text = lines.join('\n');
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e\u{e0041}]/u);
    expect(text).toContain('\\u{1b}]52;c;ZXZpbA==\\u{7}');
    expect(text).toContain('\\u{202e}');
    // The diff library quotes an odd file name as git does (`"a/.claude/x\033[8m.md"`): escaped either way.
    expect(lines[0]).toMatch(/^ {4}--- "?a\/\.claude\/x\\(033|u\{1b\})\[8m\.md"?$/);
  });

  it('shows nothing for an unchanged file', () => {
    expect(displayDiff(fileDiff('f', 'x', 'x'))).toEqual([]);
  });
});
