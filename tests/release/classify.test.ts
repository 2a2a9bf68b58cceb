import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classify, classifyText, LEADING_WORDS, splitScope } from '../../src/release/classify.ts';
import { ROOT } from '../helpers/paths.ts';
import { countByType } from '../../src/release/changes.ts';

// One realistic line per row of the table in docs/release-monitor.md.
const ROWS: Array<[string, string, string | null]> = [
  // explicit markers first
  ['Breaking change: `--print` no longer implies `--verbose`', 'breaking', null],
  ['BREAKING: `settings.json` `env` values must be strings', 'breaking', null],
  ['Added a new hook event (BREAKING for custom matchers)', 'breaking', null],
  ['Breaking: the SDK package moved to a new name', 'breaking', null],
  ['SDK: Breaking change: `query()` returns an async iterator', 'breaking', 'SDK'],
  // fixes
  ['Fixed `/resume` showing sessions from other projects', 'fixes', null],
  ['Fix crash when the terminal reports a width of 0', 'fixes', null],
  ['Fixes for stale OAuth tokens', 'fixes', null],
  ['Resolved an issue where hooks ran twice', 'fixes', null],
  ['Corrected token counts in `/cost`', 'fixes', null],
  ['Prevented the spinner from flickering in tmux', 'fixes', null],
  // features
  ['Added `--fork-session` to `claude --resume`', 'features', null],
  ['New `/context` command shows what fills the window', 'features', null],
  ['Introduced background tasks with Ctrl+B', 'features', null],
  ['Support for `.claude/rules/*.md` files', 'features', null],
  ['Now supports images pasted from the clipboard', 'features', null],
  // improvements
  ['Improved startup time on large monorepos', 'improvements', null],
  ['Changed default `cleanupPeriodDays` to 30', 'improvements', null],
  ['Updated bundled ripgrep to 14.1.1', 'improvements', null],
  ['Reduced token usage for tool results', 'improvements', null],
  ['Renamed "Output styles" to "Response styles"', 'improvements', null],
  ['Faster `@`-mention suggestions', 'improvements', null],
  ['Upgraded the terminal UI', 'improvements', null],
  ['Now shows the session name in the terminal title', 'improvements', null],
  // breaking by verb
  ['Removed the `--legacy-mcp` flag', 'breaking', null],
  ['Deprecated `includeCoAuthoredBy` in favour of `attribution`', 'breaking', null],
  ['Dropped support for Node.js 16', 'breaking', null],
  // default
  ['Claude now asks before reading files outside the project', 'improvements', null],
  ['`/model` shows the current model', 'improvements', null],
  // a verb later in the sentence never overrides the leading one
  ['Added a fix for hooks that removed files', 'features', null],
  ['Improved error messages; fixed a crash on exit', 'improvements', null],
  ['Fixed a bug where new sessions were added twice', 'fixes', null],
  // scope prefixes become the category
  ['[VSCode] Fixed the diff view not opening', 'fixes', 'VSCode'],
  ['Windows: Fixed `claude.exe` hanging on exit', 'fixes', 'Windows'],
  ['SDK: Added `canUseTool` callback', 'features', 'SDK'],
  ['[JetBrains] Windows: Improved paste handling', 'improvements', 'JetBrains / Windows'],
  ['Bedrock: Removed the old region fallback', 'breaking', 'Bedrock'],
  ['🎉 New: `/doctor` checks MCP configuration', 'features', null],
];

describe('classification table', () => {
  it.each(ROWS)('%s → %s', (text, type, category) => {
    expect(classifyText(text)).toEqual({ type, category });
  });

  it('does not take a leading verb or marker for a scope', () => {
    expect(splitScope('Fixed: image paste on Wayland')).toEqual({ category: null, rest: 'Fixed: image paste on Wayland' });
    expect(splitScope('Improved performance: faster diffs')).toEqual({ category: null, rest: 'Improved performance: faster diffs' });
    expect(classifyText('Fixed: image paste on Wayland').type).toBe('fixes');
  });

  it('gives every change exactly one kind, so byType sums to the total', () => {
    const changes = classify(ROWS.map(([text]) => text));
    const counts = countByType(changes);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(ROWS.length);
    expect(Object.keys(counts).sort()).toEqual(['breaking', 'features', 'fixes', 'improvements']);
    expect(changes.map((c) => c.description)).toEqual(ROWS.map(([text]) => text));
  });
});

describe('the documented table', () => {
  it('docs/release-monitor.md lists every leading word the classifier uses', () => {
    const doc = readFileSync(join(ROOT, 'docs/release-monitor.md'), 'utf8').toLowerCase();
    for (const [type, words] of Object.entries(LEADING_WORDS)) {
      for (const word of words) {
        const row = doc.split('\n').find((line) => line.includes(`\`${word}\``) && line.trim().endsWith(`| ${type} |`));
        expect(row, `${word} → ${type}`).toBeTruthy();
      }
    }
  });
});
