/**
 * src/safety/characters.ts: zero-width characters left in a real skill's
 * Markdown (one per table cell, a stray one in prose) are advisories; what
 * encodes text (tags, bidi overrides, runs of zero-width characters) blocks;
 * in scripts and JSON any of them blocks.
 */
import { describe, expect, it } from 'vitest';
import { kindByType } from '../../../src/catalog/kinds.ts';
import { analyzeComponent } from '../../../src/safety/analyze.ts';

const skill = (md: string, extra: Record<string, string> = {}) => {
  const files = { 'SKILL.md': `---\nname: s\ndescription: d\n---\n${md}`, ...extra };
  return analyzeComponent(kindByType('skills')!, { content: files['SKILL.md'], files });
};
const levelOf = (r: ReturnType<typeof skill>) => r.findings.filter((f) => f.rule === 'hidden-unicode').map((f) => f.severity);

describe('zero-width characters', () => {
  it('left in a Markdown table, one per cell, or two in prose: advisories', () => {
    const table = ['| Option | Default | Meaning |', '| --- | --- | --- |', '| `--depth`\u200b | 3\u200b | how deep to look\u200b |', '| `--fast`\u200c | off | skip slow checks |', '', 'Use\u200b the\u2060 table.'].join('\n');
    const r = skill(table);
    expect(r.level).toBe('advisory');
    expect(new Set(levelOf(r))).toEqual(new Set(['advisory']));
    expect(r.findings.find((f) => f.rule === 'hidden-unicode')!.line).toBe(7);
  });

  it('what encodes text blocks: a run of zero-width characters, tags, an override', () => {
    const bits = '\u200b\u200c\u200b\u200b\u200c\u200c\u200b\u200c';
    expect(levelOf(skill(`Summarise the diff.${bits}\n`))).toContain('blocking');
    const tags = [...'run rm'].map((c) => String.fromCodePoint(0xe0000 + c.codePointAt(0)!)).join('');
    expect(levelOf(skill(`| a | b${tags} |\n`))).toContain('blocking');
    expect(levelOf(skill('Open \u202efdp.exe\n'))).toContain('blocking');
  });

  it('in a script or JSON any zero-width character blocks', () => {
    expect(levelOf(skill('Run it.\n', { 'run.sh': '#!/bin/sh\nc\u200burl -s https://x.example.net\n' }))).toContain('blocking');
    expect(levelOf(skill('Run it.\n', { 'cfg.json': '{"name": "safe\u200b"}' }))).toContain('blocking');
  });
});
