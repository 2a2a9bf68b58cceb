/**
 * The bounded section parse: the cap, the linear pre-scan, and the worker that
 * is ended at its deadline. Outcomes only; no wall-clock assertions.
 */
import { describe, expect, it } from 'vitest';
import { locateSections, parseSectionText } from '../../src/release/changelog.ts';
import {
  capSection,
  MAX_BRACKETS_PER_LINE,
  MAX_SECTION_CHARS,
  parseSectionBounded,
  pathology,
  SectionRefusedError,
} from '../../src/release/section-parse.ts';

const SECTION = '## 9.0.0\n\n- Added `--json` output\n- Fixed a crash\n  - nested detail\n';

/** remark needs seconds for this (quadratic in the nesting), yet no pre-scan rule refuses it. */
const deepList = (levels: number) => `## 9.0.0\n\n${Array.from({ length: levels }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n')}\n`;

describe('bounded section parse', () => {
  it('parses a normal section in the worker exactly as in the thread', async () => {
    const { section, truncated } = await parseSectionBounded(SECTION, '9.0.0', 60_000);
    expect(truncated).toBe(false);
    expect(section).toEqual(parseSectionText(SECTION, '9.0.0'));
    expect(section.changes).toEqual(['Added `--json` output', 'Fixed a crash — nested detail']);
  });

  it('cuts a section at the last line break before the cap, and a one-line section at the cap', () => {
    const lines = `## 9.0.0\n\n${'- Added a line of text\n'.repeat(20_000)}`;
    const cut = capSection(lines);
    expect(cut.truncated).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(MAX_SECTION_CHARS);
    expect(cut.text.endsWith('- Added a line of text')).toBe(true);
    const oneLine = capSection(`## 9.0.0\n\n- ${'😀'.repeat(MAX_SECTION_CHARS)}`);
    expect(oneLine.text.length).toBeLessThanOrEqual(MAX_SECTION_CHARS);
    expect(Buffer.from(oneLine.text).toString()).toBe(oneLine.text); // no lone surrogate
    expect(capSection(SECTION)).toEqual({ text: SECTION, truncated: false });
  });

  it('the pre-scan refuses stacked link brackets and stacked containers, and nothing a real changelog holds', () => {
    expect(pathology(`- Added ${'[x]('.repeat(MAX_BRACKETS_PER_LINE + 1)}`)).toMatch(/link brackets/);
    expect(pathology(`${'- '.repeat(40)}deep`)).toMatch(/nests more than/);
    expect(pathology(`${'> '.repeat(40)}deep`)).toMatch(/nests more than/);
    expect(pathology(deepList(40))).toMatch(/line 36 indents a list item more than 64 columns/);
    expect(pathology(deepList(1_000))).toMatch(/line 36 indents a list item/);
    expect(pathology(`x\n${'\t'.repeat(17)}1. deep`)).toMatch(/line 2 indents a list item/);
    // Deep indentation that is no list item (code, prose) and nesting up to 16 levels pass.
    expect(pathology(`${' '.repeat(200)}const x = 1;`)).toBeUndefined();
    expect(pathology(deepList(33))).toBeUndefined();
    expect(pathology(SECTION)).toBeUndefined();
    expect(pathology('- See [#123](https://example.test/123) and [docs][d]\n  1. one\n     - two\n')).toBeUndefined();
  });

  it('refuses a pathological section before starting any worker', async () => {
    const hostile = `## 9.0.0\n\n- Added ${'[x]('.repeat(8_000)}\n`;
    await expect(parseSectionBounded(hostile, '9.0.0', 60_000)).rejects.toThrow(SectionRefusedError);
    await expect(parseSectionBounded(hostile, '9.0.0', 60_000)).rejects.toThrow(/version 9\.0\.0 was not parsed: line 3 has more than 256 link brackets/);
  });

  it('ends the worker at its deadline on a slow parse, and the thread goes on', async () => {
    // A full-size ordinary section: remark reads about 1 MB/s, so 256 KB takes a few hundred ms;
    // 20 ms is missed on any machine (and on a loaded one the parser may not even start).
    const slow = `## 9.0.0\n\n${'- Added a line of ordinary release notes\n'.repeat(6_000)}`;
    expect(pathology(slow)).toBeUndefined();
    await expect(parseSectionBounded(slow, '9.0.0', 20)).rejects.toThrow(/could not be parsed( \(the parser did not start\))? within 20 ms/);
    // The thread is free again at once: a normal section parses right after.
    expect((await parseSectionBounded(SECTION, '9.0.0', 60_000)).section.changes).toHaveLength(2);
  });

  it('shortens a 15 MB one-line bullet to a 2,000-character change, visibly', async () => {
    const huge = `## 9.0.0\n\n- Added ${'word '.repeat(3_000_000)}\n`;
    const location = locateSections(huge)[0]!;
    const { section, truncated } = await parseSectionBounded(huge.slice(location.start, location.end), '9.0.0', 60_000);
    expect(truncated).toBe(true);
    expect(section.changes).toHaveLength(1);
    expect(section.changes[0]!.length).toBeLessThanOrEqual(2_000);
    expect(section.changes[0]!.endsWith('…')).toBe(true);
  });

  it('locates sections in linear time on a changelog of nothing but headings and hashes', () => {
    const headings = '## 1.0.0\n'.repeat(200_000);
    expect(locateSections(headings)).toHaveLength(200_000);
    const hashes = `## 1.0.0 ${' '.repeat(1_000_000)}#${'#'.repeat(1_000_000)}x\n- a\n`;
    expect(locateSections(hashes).map((s) => s.version)).toEqual(['1.0.0']);
  });
});
