/**
 * The pure decisions behind issue 28, case by case: the write policy and
 * install places table (src/install/policy.ts), a redirect's origin
 * (src/install/source.ts with an injected fetch: https to http needs no
 * certificate to test).
 */
import { describe, expect, it } from 'vitest';
import { kindByType, type ComponentType } from '../../src/catalog/kinds.ts';
import { EXIT } from '../../src/install/errors.ts';
import { entryProblems } from '../../src/install/manifest.ts';
import { isFilePlace, parseAllowPaths, writeVerdict } from '../../src/install/policy.ts';
import { openSource } from '../../src/install/source.ts';

const project = { root: '/home/u/code/p', home: '/home/u', allowPaths: [] as string[] };
const verdict = (type: ComponentType, path: string, ctx: Partial<typeof project> = {}) => writeVerdict(kindByType(type)!, 'x', path, { ...project, ...ctx });

describe('write policy', () => {
  it.each([
    ['templates', 'CLAUDE.md', 'write', true],
    ['templates', '.claude/commands/test.md', 'write', false],
    ['templates', 'docs/guide.md', 'write', true],
    ['templates', '.envrc', 'needs-flag', undefined],
    ['templates', '.vscode/tasks.json', 'needs-flag', undefined],
    ['templates', 'src/.npmrc', 'needs-flag', undefined],
    ['templates', 'packages/a/.claude/settings.json', 'needs-flag', undefined],
    ['templates', '.git/hooks/pre-commit', 'refused', undefined],
    ['templates', 'vendor/lib/.GIT/config', 'refused', undefined],
    ['templates', '.hg/hgrc', 'refused', undefined],
    ['templates', '.claude/toolshed-manifest.json', 'refused', undefined],
    ['templates', '.claude/toolshed-backups/x/CLAUDE.md', 'refused', undefined],
    ['sandbox', '.devcontainer/devcontainer.json', 'needs-flag', undefined],
    ['hooks', '.claude/hooks/guard.sh', 'write', false],
    ['hooks', '.husky/pre-commit', 'needs-flag', undefined],
    ['agents', '.claude/agents/x.md', 'write', false],
    ['agents', '.claude/agents/other.md', 'refused', undefined],
    ['skills', '.claude/skills/x/scripts/run.sh', 'write', false],
    ['skills', '.claude/skills/y/SKILL.md', 'refused', undefined],
    ['mods', '.claude/plugins/x/.mcp.json', 'write', false],
    ['settings', '.claude/settings.json', 'refused', undefined], // merged, never written whole
  ] as const)('%s writing %s: %s', (type, path, decision, outsideClaude) => {
    const v = verdict(type, path);
    expect(v.decision).toBe(decision);
    if (v.decision === 'write') expect(v.outsideClaude).toBe(outsideClaude);
  });

  it('the home folder outside ~/.claude/ needs the flag when the root is, or holds, the home folder', () => {
    expect(verdict('templates', 'CLAUDE.md', { root: '/home/u' }).decision).toBe('needs-flag');
    expect(verdict('templates', '.claude/CLAUDE.md', { root: '/home/u' }).decision).toBe('write');
    expect(verdict('templates', 'u/notes.md', { root: '/home' }).decision).toBe('needs-flag');
    expect(verdict('templates', 'u/.claude/agents/a.md', { root: '/home' }).decision).toBe('needs-flag'); // a dotfile of the root /home
    expect(verdict('templates', 'other/notes.md', { root: '/home' }).decision).toBe('write'); // not under /home/u
    expect(verdict('templates', 'notes.md', { root: '/home/u/code/p' }).decision).toBe('write');
    expect(verdict('templates', 'notes.md', { root: '/home/u', home: undefined }).decision).toBe('write'); // no home known
  });

  it('--allow-path names a file or a folder, never .git or a prefix of a name', () => {
    const allow = (paths: string[]) => ({ allowPaths: parseAllowPaths(paths) });
    expect(verdict('templates', '.vscode/tasks.json', allow(['.vscode'])).decision).toBe('write');
    expect(verdict('templates', '.vscode/tasks.json', allow(['./.vscode/'])).decision).toBe('write');
    expect(verdict('templates', '.vscode/tasks.json', allow(['.vscode/tasks.json'])).decision).toBe('write');
    expect(verdict('templates', '.vscode-evil/tasks.json', allow(['.vscode'])).decision).toBe('needs-flag');
    expect(verdict('templates', '.envrc', allow(['.vscode,.envrc'])).decision).toBe('write');
    expect(verdict('templates', '.git/config', allow(['.git'])).decision).toBe('refused');
    expect(() => parseAllowPaths(['../x'])).toThrow();
    expect(() => parseAllowPaths(['/etc'])).toThrow();
  });

  it('the install places table', () => {
    expect(isFilePlace('commands', 'x', '.claude/commands/x.md')).toBe(true);
    expect(isFilePlace('loops', 'x', '.claude/commands/x.md')).toBe(true);
    expect(isFilePlace('mods', 'x', '.claude/plugins/xy/a.md')).toBe(false);
    expect(isFilePlace('mcps', 'x', '.mcp.json')).toBe(false);
  });
});

describe('manifest entries', () => {
  const entry = {
    type: 'skills' as const,
    singular: 'skill' as const,
    category: 'c',
    name: 'x',
    sha256: 'a'.repeat(64),
    installedAt: 'now',
    source: 's',
    files: [{ path: '.claude/skills/x/SKILL.md', sha256: 'b'.repeat(64), backup: '.claude/toolshed-backups/t/.claude/skills/x/SKILL.md', backupSha256: 'c'.repeat(64) }],
    merges: [],
    dirs: ['.claude/skills/x', '.claude/skills'],
  };
  it('accepts what an install records and names each path outside its places', () => {
    expect(entryProblems(entry)).toEqual([]);
    expect(entryProblems({ ...entry, singular: 'agent' })).toHaveLength(1);
    expect(entryProblems({ ...entry, dirs: ['.claude/agents'] })[0]).toMatch(/not a folder on the way/);
    expect(entryProblems({ ...entry, files: [{ ...entry.files[0]!, backup: '.claude/toolshed-backups/t/other.md' }] })[0]).toMatch(/not a backup of/);
    expect(entryProblems({ ...entry, files: [{ ...entry.files[0]!, path: '.claude/skills/x/./SKILL.md' }] })[0]).toMatch(/not a relative path inside the project/);
    expect(entryProblems({ ...entry, dirs: ['.claude/skills/x/'] })[0]).toMatch(/not written as the installer writes paths/);
    expect(entryProblems({ ...entry, merges: [{ path: '.mcp.json', ops: [], createdFile: true }] })[0]).toMatch(/not a file a skill merges into/);
    expect(entryProblems({ ...entry, placeholders: [{ name: 'n', file: '.git/config', key: 'k' }] })[0]).toMatch(/not a file it merged into/);
  });
});

describe('redirects', () => {
  /** A fetch that answers every request to `from` with a redirect to `to`, and anything else with a list. */
  const redirecting = (from: string, to: string): typeof fetch =>
    (async (input: string | URL | Request) => {
      const url = String(input);
      if (url === from) return new Response(null, { status: 302, headers: { location: to } });
      return Response.json([]);
    }) as typeof fetch;

  it.each([
    ['https to http on the same host', 'https://catalog.invalid', 'http://catalog.invalid/search-index.json'],
    ['another host', 'https://catalog.invalid', 'https://elsewhere.invalid/search-index.json'],
    ['another port', 'https://catalog.invalid', 'https://catalog.invalid:8443/search-index.json'],
    ['a protocol-relative address to another host', 'https://catalog.invalid', '//elsewhere.invalid/x.json'],
  ])('refuses a redirect to %s', async (_what, site, to) => {
    const source = openSource(site, { cwd: '/', fetch: redirecting(`${site}/search-index.json`, to), progress: () => {} });
    await expect(source.get('/search-index.json', 1000)).rejects.toMatchObject({ code: EXIT.network, message: expect.stringMatching(/another host or scheme/) });
  });

  it('follows one within the site, relative or absolute', async () => {
    const site = 'https://catalog.invalid';
    for (const to of ['/v2/search-index.json', 'https://catalog.invalid/v2/search-index.json']) {
      const source = openSource(site, { cwd: '/', fetch: redirecting(`${site}/search-index.json`, to), progress: () => {} });
      await expect(source.get('/search-index.json', 1000)).resolves.toEqual([]);
    }
  });
});
