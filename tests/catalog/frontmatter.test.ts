import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFrontmatter, readKeyByKey, splitFrontmatter } from '../../src/text/frontmatter.ts';
import { ROOT } from '../helpers/paths.ts';

const GOOD = join(ROOT, 'tests/fixtures/catalog-messy/good');
const fixture = (rel: string) => readFileSync(join(GOOD, rel), 'utf8');

describe('frontmatter reader', () => {
  it('parses valid YAML normally, without a warning', () => {
    const fm = readFrontmatter(fixture('agents/ops/valid-folded.md'));
    expect(fm.lenient).toBe(false);
    expect(fm.warnings).toEqual([]);
    expect(fm.data).toEqual({ description: 'A folded description that is valid YAML.\n', tools: ['Bash', 'Read'] });
    expect(fm.body).toBe('Body.\n');
  });

  it('reads unquoted ": " in a description and `tools: *` key by key, with a warning', () => {
    const fm = readFrontmatter(fixture('agents/Review.Team/Code.Reviewer.md'));
    expect(fm.lenient).toBe(true);
    expect(fm.warnings[0]).toMatch(/not valid YAML.*read key by key/);
    expect(fm.data.description).toBe('Reviews code for bugs. Use when: a diff is ready, or the user asks "is this safe?"');
    expect(fm.data.tools).toBe('*');
    expect(fm.data.name).toBe('code-reviewer');
    expect(fm.data.model).toBe('sonnet');
  });

  it('keeps `argument-hint: [x] | y` as its text', () => {
    const fm = readFrontmatter(fixture('commands/git/commit.md'));
    expect(fm.data['argument-hint']).toBe('[message] | --amend');
    expect(fm.data['allowed-tools']).toBe('Bash(git add:*), Bash(git commit:*)');
    expect(fm.data.description).toBe('Commit staged work: writes a conventional message');
  });

  it('reads CRLF files: no stray \\r in values or body', () => {
    const raw = fixture('agents/Review.Team/quoted-newlines.md');
    expect(raw).toContain('\r\n'); // the fixture really is CRLF
    const fm = readFrontmatter(raw);
    expect(JSON.stringify(fm.data)).not.toContain('\\r');
    expect(fm.body).toBe('Body with CRLF line endings.\n');
    expect(fm.data.author).toEqual({ name: 'Jo Example', email: 'jo@example.invalid' });
  });

  it('decodes escaped newlines in quoted descriptions (no literal \\n, no stray quotes)', () => {
    const fm = readFrontmatter(fixture('agents/Review.Team/quoted-newlines.md'));
    expect(fm.data.description).toBe('Use this agent after a refactor.\n\nExamples:\n<example>user: "tidy this"</example>');
    const broken = readFrontmatter(fixture('agents/Review.Team/broken-quotes.md'));
    expect(broken.lenient).toBe(true);
    expect(broken.data.description).toBe('He said "ship it": fine\nthen left');
    expect(broken.data.tools).toEqual(['Read', 'Edit']);
    expect(broken.data['argument-hint']).toBe('[path] | --all');
  });

  it('reads block scalars whole even when the rest of the frontmatter is invalid', () => {
    const fm = readFrontmatter(fixture('agents/ops/block-scalar.md'));
    expect(fm.lenient).toBe(true);
    expect(fm.data.description).toBe('First line of a literal block: with a colon.\nSecond line.\n\nAfter a blank line.\n');
    expect(fm.data.summary).toBe('folded text on two lines');
    expect(fm.data.tools).toBe('*');
    // Numbers keep their written form.
    expect(fm.data.version).toBe('1.0');
  });

  it('treats a file without frontmatter as all body', () => {
    const fm = readFrontmatter('Just text\n---\nnot frontmatter\n');
    expect(fm.data).toEqual({});
    expect(fm.body).toBe('Just text\n---\nnot frontmatter\n');
  });

  it('handles an unclosed block, an empty block, a BOM and a lone CR', () => {
    expect(splitFrontmatter('---\ndescription: x\nno end').yaml).toBeUndefined();
    expect(readFrontmatter('---\n---\nbody').data).toEqual({});
    expect(readFrontmatter('\uFEFF---\rdescription: a\r---\rbody').data).toEqual({ description: 'a' });
  });

  it('warns about lines it cannot read and keeps the first of a repeated key', () => {
    const { data, warnings } = readKeyByKey('description: one: two\n  !!! junk\n%%% not a key\ndescription: again');
    expect(data.description).toBe('one: two !!! junk');
    expect(warnings.join('\n')).toMatch(/ignored frontmatter line 3/);
    expect(warnings.join('\n')).toMatch(/"description" appears twice/);
  });

  it('falls back when valid YAML is not a mapping', () => {
    const fm = readFrontmatter('---\nJust a sentence, no keys\n---\n');
    expect(fm.lenient).toBe(true);
    expect(fm.warnings[0]).toMatch(/not a set of `key: value` lines/);
    expect(fm.warnings[1]).toMatch(/ignored frontmatter line 1/);
    expect(fm.data).toEqual({});
  });
});

describe('multi-line values that are not valid YAML', () => {
  it('fold like YAML plain scalars: lines join with a space, blank lines stay line breaks', () => {
    const fm = readFrontmatter(
      '---\nname: x\ndescription: Use this when: you need it.\n\n  <example>\n  user: hi\n  </example>\n\n\n  Last: line\ntools: *\n---\nbody',
    );
    expect(fm.lenient).toBe(true);
    expect(fm.data.description).toBe('Use this when: you need it.\n<example> user: hi </example>\n\nLast: line');
    expect(fm.data.tools).toBe('*');
  });
});
