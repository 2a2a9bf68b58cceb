import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { quoteLikeClient, readFrontmatter, readKeyByKey, splitFrontmatter } from '../../src/text/frontmatter.ts';
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

  it('reads unquoted ": " in a description and `tools: *` as Claude Code does (values quoted on a second try), with a warning', () => {
    const fm = readFrontmatter(fixture('agents/Review.Team/Code.Reviewer.md'));
    expect(fm.lenient).toBe(true);
    expect(fm.ignored).toBe(false);
    expect(fm.warnings[0]).toMatch(/not valid YAML.*read as Claude Code reads it, with the values of description, tools quoted/);
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

  it('decodes escaped newlines in quoted descriptions; a broken quote is text, quotes and all, as the client shows it', () => {
    const fm = readFrontmatter(fixture('agents/Review.Team/quoted-newlines.md'));
    expect(fm.data.description).toBe('Use this agent after a refactor.\n\nExamples:\n<example>user: "tidy this"</example>');
    const broken = readFrontmatter(fixture('agents/Review.Team/broken-quotes.md'));
    expect(broken.lenient).toBe(true);
    expect(broken.data.description).toBe('"He said "ship it": fine\nthen left"');
    expect(broken.data.tools).toEqual(['Read', 'Edit']);
    expect(broken.data['argument-hint']).toBe('[path] | --all');
  });

  it('reads block scalars of valid YAML whole; numbers keep their written form', () => {
    const fm = readFrontmatter(fixture('agents/ops/block-scalar.md'));
    expect(fm.lenient).toBe(false);
    expect(fm.data.description).toBe('First line of a literal block: with a colon.\nSecond line.\n\nAfter a blank line.\n');
    expect(fm.data.summary).toBe('folded text on two lines');
    expect(fm.data.tools).toBe('*');
    expect(fm.data.version).toBe('1.0');
  });

  it('ignores what Claude Code ignores: a block scalar beside an invalid line, continuation lines, a plain sentence', () => {
    for (const yaml of [
      'name: a\ndescription: |\n  block: text\ntools: *',
      'name: a\ndescription: first line\n  continued: with a colon',
      'name: a\ndescription: Use when:\n  - first',
      'name: a\ndescription: has: colon\nJust a sentence',
      'name: a\ndescription: ends with a colon:',
      'name: a\ndescription: "unterminated',
      'name: a\ndescription: - a list item',
    ]) {
      const fm = readFrontmatter(`---\n${yaml}\n---\nbody`);
      expect({ yaml, ignored: fm.ignored, data: fm.data }).toEqual({ yaml, ignored: true, data: {} });
      expect(fm.warnings[0]).toMatch(/Claude Code ignores it/);
      expect(fm.body).toBe('body');
    }
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

  it('ends the block at a "---" inside a line, where the client ends it, and turns leading tabs into spaces as its second try does', () => {
    const cut = readFrontmatter('---\nname: a\ndescription: Before --- after\ntools: Read\n---\nbody');
    expect(cut.data).toEqual({ name: 'a', description: 'Before' });
    expect(cut.warnings[0]).toMatch(/holds "---" inside a line/);
    const tabs = readFrontmatter('---\nname: a\ndescription: x\ntools:\n\t- Read\n\t- Grep\n---\n');
    expect(tabs).toMatchObject({ lenient: true, ignored: false, data: { tools: ['Read', 'Grep'] } });
  });

  it('keeps the last of a repeated key, as the client does, with a warning', () => {
    const fm = readFrontmatter('---\nname: a\ndescription: one\ndescription: two\n---\n');
    expect(fm.data.description).toBe('two');
    expect(fm.warnings).toEqual(['frontmatter key "description" is written more than once; the last one counts, as in Claude Code']);
  });

  it('quotes on the second try only the values the client quotes, keeping every other byte', () => {
    const { yaml, quoted } = quoteLikeClient(
      'name: x\ndescription: a: b # c\ntools: *\nhint: [x] | y\nok: "quoted: fine"\nplain: ends:\nback: a\\b \\n c: d\n  indented: e: f\nlist: [Read, Edit]\nopen: [Read, Grep\nnoted: [a] # b',
    );
    expect(quoted).toEqual(['description', 'tools', 'hint', 'back', 'open', 'noted']);
    expect(yaml).toBe(
      'name: x\ndescription: "a: b # c"\ntools: "*"\nhint: "[x] | y"\nok: "quoted: fine"\nplain: ends:\nback: "a\\\\b \\n c: d"\n  indented: e: f\nlist: [Read, Edit]\nopen: "[Read, Grep"\nnoted: "[a] # b"',
    );
  });

  it('ignores valid YAML that is not a mapping', () => {
    const fm = readFrontmatter('---\nJust a sentence, no keys\n---\n');
    expect(fm.ignored).toBe(true);
    expect(fm.warnings[0]).toMatch(/not a set of `key: value` lines/);
    expect(fm.data).toEqual({});
  });
});
