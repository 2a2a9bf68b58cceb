/**
 * The build publishes what Claude Code reads (issue 14): catalog metadata and
 * frontmatter keys the client does not apply are stripped from `content` and
 * `files`, and `sha256` is computed over the result. The key lists were read
 * from the real client 2.1.330 (docs/component-format.md).
 */
import { describe, expect, it } from 'vitest';
import { readComponent } from '../../src/catalog/component.ts';
import { contentDigest } from '../../src/catalog/digest.ts';
import { readFrontmatter } from '../../src/text/frontmatter.ts';
import { installedContent, stripFrontmatter } from '../../src/catalog/installed-content.ts';
import { kindByType } from '../../src/catalog/kinds.ts';

const META = 'author: Toolshed\nlicense: MIT\nversion: 1.0.0\nkeywords:\n  - review\n  - quality\nrepo: https://example.test/x\ntags: [a, b]\n';

describe('installed content', () => {
  it('keeps only the keys an agent applies, byte for byte, and the body untouched', () => {
    const agent = `---\nname: reviewer\ndescription: "Reviews: carefully"\n${META}tools: Read, Grep\nmodel: sonnet\ncolor: blue\n---\nYou review.\n\nauthor: not frontmatter\n`;
    const { content } = installedContent('agents', agent);
    expect(content).toBe('---\nname: reviewer\ndescription: "Reviews: carefully"\ntools: Read, Grep\nmodel: sonnet\ncolor: blue\n---\nYou review.\n\nauthor: not frontmatter\n');
    expect(Object.keys(readFrontmatter(content).data)).toEqual(['name', 'description', 'tools', 'model', 'color']);
  });

  it('strips catalog metadata and a loop interval from commands, loops and skills', () => {
    const command = `---\ndescription: Do it\nargument-hint: "[file]"\nallowed-tools: Read\ninterval: 10m\n${META}---\nBody $ARGUMENTS\n`;
    for (const type of ['commands', 'loops', 'skills'] as const) {
      const { content } = installedContent(type, command);
      expect(Object.keys(readFrontmatter(content).data)).toEqual(['description', 'argument-hint', 'allowed-tools']);
      expect(readFrontmatter(content).body).toBe('Body $ARGUMENTS\n');
    }
  });

  it('never puts catalog metadata into settings JSON, in a setting or a template', () => {
    const settings = JSON.stringify({ description: 'd', author: 'x', license: 'MIT', version: '1', keywords: ['k'], permissions: { deny: ['Edit'] } });
    expect(JSON.parse(installedContent('settings', settings).content)).toEqual({ description: 'd', permissions: { deny: ['Edit'] } });
    const template = installedContent('templates', '# T\n', { '.claude/settings.json': settings, 'CLAUDE.md': 'version: 1\n', 'README.md': '# T\n' });
    expect(JSON.parse(template.files!['.claude/settings.json']!)).not.toHaveProperty('version');
    expect(template.files!['CLAUDE.md']).toBe('version: 1\n');
  });

  it('strips agents, commands and skills inside mods and templates, and leaves plugin.json alone', () => {
    const agent = `---\nname: a\ndescription: d\n${META}---\nx\n`;
    const plugin = JSON.stringify({ name: 'm', version: '1.0.0', author: { name: 'T' } });
    const mod = installedContent('mods', plugin, { '.claude-plugin/plugin.json': plugin, 'agents/a.md': agent, 'commands/c.md': agent, 'skills/s/SKILL.md': agent, 'docs/agents/a.md': agent });
    expect(mod.content).toBe(plugin);
    for (const path of ['agents/a.md', 'commands/c.md', 'skills/s/SKILL.md']) expect(mod.files![path]).toBe('---\nname: a\ndescription: d\n---\nx\n');
    expect(mod.files!['docs/agents/a.md']).toBe(agent); // not where the client looks for agents
  });

  it('leaves files without frontmatter, or with an unclosed one, unchanged', () => {
    expect(stripFrontmatter('no frontmatter\n', () => false)).toBe('no frontmatter\n');
    expect(stripFrontmatter('---\nauthor: x\nnever closed\n', () => false)).toBe('---\nauthor: x\nnever closed\n');
  });

  it('the build publishes the stripped text and hashes exactly that', () => {
    const result = readComponent({
      kind: kindByType('agents')!, category: 'dev', name: 'reviewer', source: 'agents/dev/reviewer.md',
      entry: `---\nname: reviewer\ndescription: Reviews\n${META}tools: Read\n---\nBody\n`,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.component.content).toBe('---\nname: reviewer\ndescription: Reviews\ntools: Read\n---\nBody\n');
    expect(result.component.sha256).toBe(contentDigest({ content: result.component.content }));
    expect(result.component.metadata).toMatchObject({ author: 'Toolshed', license: 'MIT', version: '1.0.0', keywords: ['review', 'quality', 'a', 'b'] }); // tags are keywords too
  });
});

describe('the starter catalog as built', () => {
  it('publishes no agent, command, loop or skill key the client ignores, and no catalog metadata in settings', async () => {
    const { loadCatalog } = await import('../../src/catalog/load.ts');
    const { AGENT_KEYS, COMMAND_KEYS, CATALOG_METADATA_KEYS } = await import('../../src/catalog/installed-content.ts');
    const { ROOT } = await import('../helpers/paths.ts');
    const catalog = await loadCatalog(`${ROOT}/components-source`);
    const checked = new Set<string>();
    for (const c of catalog.components) {
      const texts: Record<string, string> = { entry: c.content, ...(c.files ?? {}) };
      if (c.kind.type === 'agents') {
        expect(Object.keys(readFrontmatter(c.content).data).filter((k) => !AGENT_KEYS.has(k)), c.source).toEqual([]);
        checked.add(c.kind.type);
      }
      if (c.kind.type === 'commands' || c.kind.type === 'loops' || c.kind.type === 'skills') {
        for (const [path, text] of Object.entries(texts)) {
          if (path !== 'entry' && !path.endsWith('SKILL.md')) continue;
          expect(Object.keys(readFrontmatter(text).data).filter((k) => !COMMAND_KEYS.has(k)), c.source).toEqual([]);
        }
        checked.add(c.kind.type);
      }
      if (c.kind.type === 'settings') {
        expect(Object.keys(JSON.parse(c.content)).filter((k) => CATALOG_METADATA_KEYS.has(k)), c.source).toEqual([]);
        checked.add(c.kind.type);
      }
    }
    expect([...checked].sort()).toEqual(['agents', 'commands', 'loops', 'settings', 'skills']);
  });
});
