/** The pure parts of the component page: examples, the clamp, the file tree, twins, the description fallback. */
import { describe, expect, it } from 'vitest';
import { firstParagraph, readComponent } from '../../src/catalog/component.ts';
import { splitExamples } from '../../src/catalog/examples.ts';
import { kindByType } from '../../src/catalog/kinds.ts';
import { clampText, fileTree, formatBytes } from '../../src/catalog/page-view.ts';
import { sameInstallPlace } from '../../src/catalog/twins.ts';

describe('splitExamples', () => {
  it('takes <example> blocks with their commentary out of a description, labelled', () => {
    const { text, examples } = splitExamples(
      'Use this agent to review code.\n\nExamples:\n<example>\nContext: New code.\nuser: "Check it"\nassistant: "Using the reviewer."\n<commentary>\nCode was written.\n</commentary>\n</example>\n<example>Context: A PR. user: "Review my PR" assistant: "Launching."</example>',
    );
    expect(text).toBe('Use this agent to review code.');
    expect(examples).toEqual([
      { parts: [{ label: 'Context', text: 'New code.' }, { label: 'user', text: '"Check it"' }, { label: 'assistant', text: '"Using the reviewer."' }, { label: 'Commentary', text: 'Code was written.' }] },
      { parts: [{ label: 'Context', text: 'A PR.' }, { label: 'user', text: '"Review my PR"' }, { label: 'assistant', text: '"Launching."' }] },
    ]);
  });

  it('leaves fenced code alone, survives unclosed tags, and never returns markup of its own', () => {
    const body = '# T\n\n```md\n<example>kept</example>\n```\n\n<example>user: "x"\n\nand an unclosed <commentary>why';
    const { text, examples } = splitExamples(body);
    expect(text).toBe('# T\n\n```md\n<example>kept</example>\n```');
    expect(examples).toEqual([{ parts: [{ label: 'user', text: '"x"\n\nand an unclosed' }, { label: 'Commentary', text: 'why' }] }]);
    expect(splitExamples('no examples <b>here</b>')).toEqual({ text: 'no examples <b>here</b>', examples: [] });
    // Hostile text stays text: the page escapes it.
    expect(splitExamples('<example><script>alert(1)</script></example>').examples[0]!.parts[0]!.text).toBe('<script>alert(1)</script>');
  });
});

describe('page helpers', () => {
  it('clamps long descriptions at a sentence or word, keeping every character', () => {
    const long = `${'A sentence of words. '.repeat(30)}${'x'.repeat(500)}`;
    const { head, rest } = clampText(long);
    expect(head.length).toBeLessThanOrEqual(320);
    expect(head.endsWith('.')).toBe(true);
    expect(`${head} ${rest}`).toBe(long.trim());
    expect(clampText('short')).toEqual({ head: 'short', rest: '' });
    const word = 'y'.repeat(1000);
    expect(clampText(word).head.length + clampText(word).rest.length).toBe(1000);
  });

  it('builds a file tree with sizes in UTF-8 bytes and totals per folder', () => {
    const tree = fileTree({ 'b.md': 'ü', 'a/x.sh': 'xx', 'a/deep/y.md': 'yyy', 'c.txt': '' });
    expect(tree.files).toBe(4);
    expect(tree.bytes).toBe(7);
    expect(tree.children.map((n) => n.name)).toEqual(['a', 'b.md', 'c.txt']);
    const a = tree.children[0]!;
    expect(a.type === 'dir' && [a.files, a.bytes, a.children.map((n) => n.name)]).toEqual([2, 5, ['deep', 'x.sh']]);
    expect([formatBytes(12), formatBytes(2048), formatBytes(7_000_000)]).toEqual(['12 B', '2.0 KB', '6.7 MB']);
  });

  it('finds components that install to the same place: same kind and name, and commands with loops', () => {
    const make = (type: string, category: string, name: string) => ({ kind: kindByType(type)!, category, name }) as never;
    const all = [make('agents', 'a', 'x'), make('agents', 'b', 'x'), make('agents', 'b', 'y'), make('commands', 'g', 'ship'), make('loops', 'ci', 'ship'), make('hooks', 'a', 'h'), make('hooks', 'b', 'h')];
    const twins = sameInstallPlace(all);
    expect(twins(all[0]!).map((t) => `${t.singular} ${t.category}/${t.name} ${t.how}`)).toEqual(['agent b/x replaces']);
    expect(twins(all[2]!)).toEqual([]);
    expect(twins(all[3]!).map((t) => `${t.singular} ${t.category}`)).toEqual(['loop ci']);
    expect(twins(all[5]!).map((t) => t.how)).toEqual(['merges']);
  });

  it('describes a Markdown component without a description by its first paragraph', () => {
    expect(firstParagraph('# Title\n\n```sh\nnot this\n\nnor this\n```\n\n<div>no</div>\n\nThe  first\nparagraph.\n\nSecond.')).toBe('The first paragraph.');
    expect(firstParagraph('# Only a heading')).toBe('');
    const result = readComponent({ kind: kindByType('commands')!, category: 'c', name: 'n', source: 'commands/c/n.md', entry: '# N\n\nDoes a thing.\n' });
    expect(result.ok && result.component.description).toBe('Does a thing.');
    expect(result.warnings).toEqual(['no frontmatter']);
  });
});
