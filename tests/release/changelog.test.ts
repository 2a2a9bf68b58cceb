import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSection, headingVersion, MAX_CHANGE_LENGTH, locateSections, parseChangelog, parseChangelogTree } from '../../src/release/changelog.ts';
import { classify } from '../../src/release/classify.ts';
import { countByType } from '../../src/release/changes.ts';
import { ROOT } from '../helpers/paths.ts';
import { fixtureChangelog, LONG_BULLET } from '../fixtures/changelog/generate.ts';

const FIXTURE = readFileSync(join(ROOT, 'tests/fixtures/changelog/CHANGELOG.md'), 'utf8');

describe('heading matching', () => {
  it.each([
    ['2.1.11', '2.1.11'],
    ['v1.2.3', '1.2.3'],
    ['1.2.3 - 2025-01-02', '1.2.3'],
    ['[2.0.1] - 2025-09-30', '2.0.1'],
    ['2.0.0 — Claude Code 2.0 (renamed)', '2.0.0'],
    ['1.0.0 (GA)', '1.0.0'],
    ['3.0.0-beta.2', '3.0.0-beta.2'],
  ])('%s names %s', (heading, version) => expect(headingVersion(heading)).toBe(version));

  it.each(['Changelog', 'Unreleased', '2.1', 'v2', 'Release 2.1.11', '2.1.11a'])('%s names no version', (heading) => {
    expect(headingVersion(heading)).toBeUndefined();
  });

  it('2.1.11 never matches 2.1.114, in either order', () => {
    const md = '# Changelog\n\n## 2.1.114\n\n- Fixed A\n\n## 2.1.11\n\n- Fixed B\n- Fixed C\n';
    expect(findSection(md, '2.1.11')?.changes).toEqual(['Fixed B', 'Fixed C']);
    expect(findSection(md, '2.1.114')?.changes).toEqual(['Fixed A']);
    expect(findSection(md, '2.1.1')).toBeUndefined();
    const reversed = '## 2.1.11\n\n- Fixed B\n\n## 2.1.114\n\n- Fixed A\n';
    expect(findSection(reversed, '2.1.11')?.changes).toEqual(['Fixed B']);
    expect(findSection('## 2.1.11-beta.1\n\n- x\n', '2.1.11')).toBeUndefined();
  });

  it('ends a section at the next heading of the same or a higher level, not at sub-headings', () => {
    const md = '## 1.0.1\n\n### Fixes\n\n- Fixed A\n\n### Features\n\n- Added B\n\n## 1.0.0\n\n- Added C\n';
    expect(findSection(md, '1.0.1')?.changes).toEqual(['Fixed A', 'Added B']);
    const top = '# 2.0.0\n\n## Highlights\n\n- New D\n\n# 1.0.0\n\n- Added C\n';
    expect(findSection(top, '2.0.0')?.changes).toEqual(['New D']);
  });

  it('ignores headings inside fenced code and HTML comments', () => {
    const md = '## 1.0.1\n\n- Fixed A\n\n```md\n## 1.0.0\n- not a change\n```\n\n<!--\n## 0.9.0\n-->\n\n## 0.8.0\n\n- Added B\n';
    expect(findSection(md, '1.0.0')).toBeUndefined();
    expect(findSection(md, '0.9.0')).toBeUndefined();
    expect(findSection(md, '1.0.1')?.changes).toEqual(['Fixed A']);
  });
});

describe('changes of a section', () => {
  it('keeps nested items with their parent, and the text of code, emphasis and links', () => {
    const s = findSection(FIXTURE, '2.1.11')!;
    expect(s.changes).toHaveLength(17);
    expect(s.changes[3]).toBe(
      'Hooks: Fixed `PreToolUse` hooks receiving stale `tool_input` — The input is now copied before the hook runs; Matchers with `|` are split correctly',
    );
    expect(s.changes[2]).toBe('Improved the plan mode prompt so it no longer edits files; see plan mode docs');
    // An unbalanced backtick stays literal text and does not swallow the next bullets.
    expect(s.changes[0]).toBe("Fixed a regression where `Ctrl+R history search didn't work after the first prompt");
    expect(s.changes[1]).toBe('Added `--fork-session` to `claude --resume`, e.g. `claude --resume abc --fork-session`');
    expect(s.changes[14]).toContain('`` double `backtick` spans ``');
  });

  it('reads `*` bullets, ordered sub-lists, prose paragraphs and headings written as v1.2.3 or with a date', () => {
    expect(findSection(FIXTURE, '2.1.114')!.changes).toHaveLength(8);
    expect(findSection(FIXTURE, '2.0.1')!.changes).toEqual([
      'Linux: Fixed clipboard image paste under X11 when `xclip` is missing',
      '[JetBrains] Added support for the diff viewer in Rider — Works with the new UI; Classic UI falls back to the terminal diff',
    ]);
    expect(findSection(FIXTURE, '2.0.5')!.heading).toBe('v2.0.5');
    expect(findSection(FIXTURE, '2.0.4')!.changes).toEqual(['Improved error message when the API key is invalid', 'Fixed: image paste on Linux Wayland']);
    expect(findSection(FIXTURE, '2.0.0')!.changes).toHaveLength(4);
    expect(findSection(FIXTURE, '1.0.200')!.changes).toEqual([
      'Initial release of the 1.0.200 hotfix line: fixed a crash on startup when `HOME` is unset.',
    ]);
    expect(findSection(FIXTURE, '1.0.199')!.changes).toEqual([]);
    expect(findSection(FIXTURE, '2.0.99')).toBeUndefined();
  });

  it('keeps the 109 bullets, and shortens the 2,001-character bullet visibly to the 2,000 a change may hold', () => {
    const s = findSection(FIXTURE, '3.0.0')!;
    expect(s.changes).toHaveLength(109);
    const whole = `Added ${LONG_BULLET}`.trim();
    expect(whole.length).toBeGreaterThan(MAX_CHANGE_LENGTH);
    expect(s.changes[39]!.length).toBeLessThanOrEqual(MAX_CHANGE_LENGTH);
    expect(s.changes[39]!.endsWith('…')).toBe(true);
    expect(whole.startsWith(s.changes[39]!.slice(0, -1))).toBe(true);
    const counts = countByType(classify(s.changes));
    expect(counts.breaking + counts.features + counts.fixes + counts.improvements).toBe(109);
  });

  it('the section text starts at its heading and stops before the next version', () => {
    const s = findSection(FIXTURE, '2.1.114')!;
    expect(s.markdown.startsWith('## 2.1.114')).toBe(true);
    expect(s.markdown).not.toContain('## 2.1.11\n');
    expect(s.markdown.trimEnd().endsWith('- Terminal title now shows the session name')).toBe(true);
  });
});

describe('line endings', () => {
  it('reads a CRLF changelog exactly like the LF one', () => {
    const crlf = FIXTURE.replace(/\n/g, '\r\n');
    for (const version of ['3.0.0', '2.1.11', '2.0.1', '1.0.200', '0.2.7']) {
      expect(findSection(crlf, version)?.changes, version).toEqual(findSection(FIXTURE, version)?.changes);
    }
    expect(locateSections(crlf).map((s) => s.version)).toEqual(locateSections(FIXTURE).map((s) => s.version));
  });
});

describe('the whole fixture changelog', () => {
  it('is the file its generator writes (regenerate with node tests/fixtures/changelog/generate.ts)', () => {
    expect(FIXTURE).toBe(fixtureChangelog());
  });

  it('has hundreds of versions, and the line locator agrees with a full remark tree on every one', () => {
    const located = parseChangelog(FIXTURE);
    const tree = parseChangelogTree(FIXTURE);
    expect(located.length).toBeGreaterThan(300);
    expect(located).toEqual(tree);
    expect(new Set(located.map((s) => s.version)).size).toBe(located.length);
    expect(locateSections(FIXTURE).map((s) => s.version)).toEqual(tree.map((s) => s.version));
  });
});
