import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load.ts';
import { assertBuildable, CatalogBuildError, readCatalogSettings, prepareCatalog } from '../../src/catalog/build.ts';
import { contentDigest } from '../../src/catalog/digest.ts';
import { ROOT } from '../helpers/paths.ts';

const FIXTURES = join(ROOT, 'tests/fixtures/catalog-messy');
const byPath = async (tree: string) => {
  const catalog = await loadCatalog(join(FIXTURES, tree));
  return { catalog, get: (p: string) => catalog.components.find((c) => `${c.kind.type}/${c.path}` === p) };
};

describe('loading a messy source tree', () => {
  it('takes every component of every kind, and the path is the identity', async () => {
    const { catalog, get } = await byPath('good');
    expect(catalog.errors).toEqual([]);
    expect(catalog.components.map((c) => `${c.kind.type}/${c.path}`)).toEqual([
      'agents/Review.Team/Code.Reviewer.md',
      'agents/Review.Team/broken-quotes.md',
      'agents/Review.Team/quoted-newlines.md',
      'agents/ops/block-scalar.md',
      'agents/ops/valid-folded.md',
      'commands/Misc/no-frontmatter.md',
      'commands/git/commit.md',
      'commands/git/pr.md',
      'skills/docs/pdf-tools.md',
      'skills/docs/single.md',
      'hooks/format/prettier-on-save.json',
      'hooks/safety/block-rm.json',
      'mcps/db/postgres.json',
      'mcps/web/remote-docs.json',
      'settings/permissions/read-only.json',
      'loops/watch/ci-watch.md',
      'mods/dev/lint-kit.json',
      'sandbox/containers/node-dev.md',
      'templates/web/UPPER.Case.Starter.md',
    ]);
    const reviewer = get('agents/Review.Team/Code.Reviewer.md')!;
    expect(reviewer.name).toBe('Code.Reviewer');
    expect(reviewer.declaredName).toBe('code-reviewer');
    expect(reviewer.tools).toEqual(['*']);
    expect(reviewer.model).toBe('sonnet');
    expect(get('agents/ops/valid-folded.md')!.model).toBe('');
    expect(get('agents/Review.Team/quoted-newlines.md')!.metadata).toEqual({ author: 'Jo Example', keywords: ['review', 'refactor'] });
    expect(get('agents/ops/block-scalar.md')!.metadata).toEqual({ version: '1.0', keywords: ['ops', 'deploy'] });
  });

  it('keeps content as installed, with LF line endings', async () => {
    const { get } = await byPath('good');
    const crlf = get('agents/Review.Team/quoted-newlines.md')!;
    expect(crlf.content.startsWith('---\nname: quoted-newlines\n')).toBe(true);
    expect(crlf.content).not.toContain('\r');
    expect(crlf.files).toBeUndefined();
    expect(crlf.sha256).toBe(contentDigest({ content: crlf.content }));
  });

  it('collects the files of skills, hooks with scripts, mods, sandbox and templates', async () => {
    const { get } = await byPath('good');
    expect(Object.keys(get('skills/docs/pdf-tools.md')!.files!)).toEqual(['SKILL.md', 'reference.md', 'scripts/extract.py']);
    expect(get('skills/docs/single.md')!.files).toBeUndefined();
    const hook = get('hooks/safety/block-rm.json')!;
    expect(Object.keys(hook.files!)).toEqual(['block-rm.json', 'block-rm.sh']);
    expect(hook.files!['block-rm.sh']).toContain('exit 2');
    expect(hook.files!['block-rm.json']).toBe(hook.content);
    expect(hook.sha256).toBe(contentDigest({ content: hook.content, files: hook.files! }));
    expect(get('hooks/format/prettier-on-save.json')!.files).toBeUndefined();
    const mod = get('mods/dev/lint-kit.json')!;
    expect(mod.content).toBe(mod.files!['.claude-plugin/plugin.json']);
    expect(Object.keys(mod.files!)).toEqual(['.claude-plugin/plugin.json', '.mcp.json', 'README.md', 'commands/lint.md', 'hooks/hooks.json', 'scripts/lint.sh']);
    expect(mod.metadata).toEqual({ author: 'Lint Folks', version: '0.3.1', license: 'Apache-2.0', keywords: ['lint'] });
    expect(Object.keys(get('templates/web/UPPER.Case.Starter.md')!.files!)).toContain('.claude/settings.json');
    expect(get('sandbox/containers/node-dev.md')!.content).toContain('A Node 24 dev container');
  });

  it('lists what installing each component sets up to run (src/catalog/executables.ts)', async () => {
    const { get } = await byPath('good');
    expect(get('hooks/safety/block-rm.json')!.executes).toEqual([
      'hook PreToolUse [Bash]: bash .claude/hooks/block-rm.sh',
      '.claude/hooks/block-rm.sh: executable script',
    ]);
    expect(get('mcps/db/postgres.json')!.executes).toEqual([
      'MCP server postgres: npx -y @modelcontextprotocol/server-postgres postgresql://localhost/mydb (env: PGPASSWORD)',
    ]);
    expect(get('mcps/web/remote-docs.json')!.executes).toEqual(['MCP server docs: https://mcp.example.invalid/mcp']);
    expect(get('mcps/db/postgres.json')!.description).toBe('Query a PostgreSQL database read-only.');
    expect(get('mods/dev/lint-kit.json')!.executes).toEqual([
      '.mcp.json: MCP server eslint: npx -y eslint-mcp',
      'hooks/hooks.json: hook PostToolUse [Edit]: ${CLAUDE_PLUGIN_ROOT}/scripts/lint.sh',
      'scripts/lint.sh: script',
    ]);
    // A skill that ships a script runs code too.
    expect(get('skills/docs/pdf-tools.md')!.executes).toEqual(['scripts/extract.py: script']);
    expect(get('sandbox/containers/node-dev.md')!.executes).toEqual([
      '.devcontainer/Dockerfile: RUN npm i -g @anthropic-ai/claude-code',
      'writes .devcontainer/Dockerfile',
      'writes .devcontainer/devcontainer.json',
    ]);
    expect(get('agents/ops/valid-folded.md')!.executes).toEqual([]);
  });

  it('warns, naming the file, about what it tolerated', async () => {
    const { catalog } = await byPath('good');
    const warned = catalog.warnings.map((w) => `${w.file}: ${w.message}`);
    expect(warned).toContain('mods/dev/lint-kit/icon.png: not included: binary file');
    expect(warned).toContain('plugins: not a component kind (expected one of agents, commands, skills, hooks, mcps, settings, loops, mods, sandbox, templates); ignored');
    // Frontmatter Claude Code reads only on its second try is repaired the way it reads it (src/catalog/lenient.ts).
    expect(warned.filter((w) => w.includes('frontmatter is not valid YAML')).map((w) => w.split(':')[0])).toEqual([
      'agents/Review.Team/Code.Reviewer.md',
      'agents/Review.Team/broken-quotes.md',
      'commands/git/commit.md',
      'loops/watch/ci-watch.md',
    ]);
    expect(warned).toContain(
      'agents/ops/valid-folded.md: repaired: no name in the frontmatter (Claude Code loads a project agent only with one): name set to valid-folded',
    );
  });

  it('publishes the repaired text, so what is installed is what the client loads', async () => {
    const { get } = await byPath('good');
    expect(get('agents/ops/valid-folded.md')!.content.startsWith('---\nname: valid-folded\ndescription: >\n')).toBe(true);
    const reviewer = get('agents/Review.Team/Code.Reviewer.md')!;
    expect(reviewer.content).toContain('\ndescription: "Reviews code for bugs. Use when: a diff is ready, or the user asks \\"is this safe?\\""\ntools: "*"\n');
    expect(reviewer.description).toBe('Reviews code for bugs. Use when: a diff is ready, or the user asks "is this safe?"');
  });

  it('skips unreadable components with a warning naming the file and the reason', async () => {
    const { catalog } = await byPath('broken');
    expect(catalog.components.map((c) => c.path)).toEqual(['x/ok.md']);
    const warned = catalog.warnings.map((w) => `${w.file}: ${w.message}`).join('\n');
    expect(warned).toMatch(/hooks\/x\/bad-json.json: skipped: not valid JSON/);
    expect(warned).toMatch(/hooks\/x\/missing-script.json: skipped: supporting file "nope.sh" is missing/);
    expect(warned).toMatch(/hooks\/x\/escape.json: skipped: supporting file "..\/..\/etc\/passwd" must be a file name/);
    expect(warned).toMatch(/mcps\/x\/no-servers.json: skipped: mcpServers: mcpServers is empty/);
    expect(warned).toMatch(/agents\/x\/no-description.md: skipped: description/);
    expect(warned).toMatch(/skills\/x\/no-skill-md: skipped: no SKILL.md/);
    expect(catalog.errors).toEqual([]);
    expect(() => assertBuildable(catalog, false)).not.toThrow();
    expect(() => assertBuildable(catalog, true)).toThrow(CatalogBuildError);
  });

  it('refuses illegal category and name segments, naming each file', async () => {
    const { catalog } = await byPath('illegal-names');
    expect(catalog.errors.map((e) => e.file)).toEqual(['agents/bad category', 'agents/ok/na$me.md', 'skills/ok/bad name']);
    expect(catalog.components.map((c) => c.path)).toEqual(['ok/fine.md']);
    expect(() => assertBuildable(catalog, false)).toThrow(/agents\/ok\/na\$me.md: name "na\$me" is not a legal path segment/);
  });

  it('refuses two components with the same type, category and name, naming both', async () => {
    const { catalog } = await byPath('duplicates');
    expect(catalog.errors).toHaveLength(1);
    expect(catalog.errors[0]!.message).toBe('duplicate component agents/dev/helper: agents/dev/Helper.md and agents/dev/helper.md');
    await expect(prepareCatalog({ CATALOG_SOURCE_DIR: join(FIXTURES, 'duplicates') })).rejects.toThrow(/Helper.md and agents\/dev\/helper.md/);
  });

  it('loads the same catalog on worker threads as on one thread: components, kinds, warnings and errors in the same order', async () => {
    for (const tree of ['good', 'broken', 'illegal-names', 'duplicates']) {
      const one = await loadCatalog(join(FIXTURES, tree), { threads: 0 });
      const workers = await loadCatalog(join(FIXTURES, tree), { threads: 2 });
      expect(workers, tree).toEqual(one);
      // The kind is the one of KINDS, not a copy that crossed the thread.
      for (const [i, c] of workers.components.entries()) expect(c.kind, `${tree} ${c.path}`).toBe(one.components[i]!.kind);
    }
  });

  it('names a missing source tree clearly', async () => {
    await expect(loadCatalog(join(FIXTURES, 'no-such-tree'))).rejects.toThrow(/cannot read the catalog sources at .*no-such-tree: ENOENT/);
  });

  it('reads its settings from the environment it is given', () => {
    const s = readCatalogSettings({ CATALOG_SOURCE_DIR: 'tests/fixtures/catalog-messy/good', TOOLSHED_STRICT: '1', SOURCE_DATE_EPOCH: '1700000000' });
    expect(s.sourceDir).toBe(join(FIXTURES, 'good'));
    expect(s.strict).toBe(true);
    expect(s.now.toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(readCatalogSettings({}, () => new Date(5)).now.getTime()).toBe(5);
    expect(() => readCatalogSettings({ SOURCE_DATE_EPOCH: 'yesterday' })).toThrow(/SOURCE_DATE_EPOCH/);
  });
});

describe('strict builds and the download store', () => {
  it('a clean tree passes --strict even when the store is down (tracking never blocks a build)', async () => {
    const { mkdir, writeFile } = await import('node:fs/promises');
    const { tempDir } = await import('../helpers/paths.ts');
    const tmp = await tempDir();
    try {
      await mkdir(join(tmp.path, 'agents', 'dev'), { recursive: true });
      await writeFile(join(tmp.path, 'agents', 'dev', 'helper.md'), '---\nname: helper\ndescription: Helps.\n---\nBody\n');
      const prepared = await prepareCatalog(
        { CATALOG_SOURCE_DIR: tmp.path, TOOLSHED_STRICT: '1' },
        { loadStats: async () => ({ downloads: {}, trending: {}, source: 'unavailable', warning: 'store down' }) as never },
      );
      expect(prepared.catalog.components.map((c) => c.name)).toEqual(['helper']);
      expect(prepared.stats.warning).toBe('store down');
    } finally {
      await tmp.cleanup();
    }
  });
});

describe('readComponent (pure)', () => {
  it('lists the hooks a settings component would install', async () => {
    const { readComponent } = await import('../../src/catalog/component.ts');
    const { kindByType } = await import('../../src/catalog/kinds.ts');
    const result = readComponent({
      kind: kindByType('settings')!,
      category: 'git',
      name: 'guard',
      source: 'settings/git/guard.json',
      entry: JSON.stringify({ description: 'Guard pushes', hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: './guard.sh' }] }] } }),
    });
    expect(result.ok && result.component.executes).toEqual(['hook PreToolUse [Bash]: ./guard.sh']);
  });

  it('rejects settings whose hooks do not follow Claude Code\'s format, and drops the handlers the client ignores', async () => {
    const { readComponent } = await import('../../src/catalog/component.ts');
    const { kindByType } = await import('../../src/catalog/kinds.ts');
    const unit = (hooks: unknown) => ({
      kind: kindByType('settings')!,
      category: 'git',
      name: 'bad',
      source: 'settings/git/bad.json',
      entry: JSON.stringify({ model: 'sonnet', hooks }),
    });
    const broken = readComponent(unit({ PreToolUse: { matcher: 'Bash', hooks: [] } }));
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.problems.join(' ')).toMatch(/hooks\.PreToolUse/);

    const ignored = readComponent(unit({ PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'shell', run: 'x' }, { command: 'true' }] }] }));
    expect(ignored.ok).toBe(true);
    expect(ignored.warnings).toEqual([
      'repaired: PreToolUse: Claude Code ignores a hook of type "shell": removed',
      'repaired: a PreToolUse hook without a type runs a command: type "command" added',
      'no description',
    ]);
    expect(ignored.ok && JSON.parse(ignored.component.content).hooks).toEqual({ PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'true' }] }] });
  });
});
