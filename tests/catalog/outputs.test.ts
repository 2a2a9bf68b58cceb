import { join } from 'node:path';
import { TrendingData } from '../../src/catalog/trending.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadCatalog } from '../../src/catalog/load.ts';
import { catalogFiles } from '../../src/catalog/outputs.ts';
import { writeCatalogFiles } from '../../src/catalog/build.ts';
import { contentDigest } from '../../src/catalog/digest.ts';
import { KINDS } from '../../src/catalog/kinds.ts';
import {
  ComponentContentSchema,
  ComponentListEntrySchema,
  ComponentsDocumentSchema,
  CountsSchema,
  SearchEntrySchema,
} from '../../src/catalog/output-schemas.ts';
import { loadCatalogStats, type CatalogStats } from '../../src/catalog/stats.ts';
import { ROOT, tempDir } from '../helpers/paths.ts';
import { snapshot } from './site-check.ts';

const GOOD = join(ROOT, 'tests/fixtures/catalog-messy/good');

async function statsWith(downloads: Record<string, number>): Promise<CatalogStats> {
  const base = await loadCatalogStats({}, new Date('2026-01-02T03:04:05Z'));
  return { ...base, downloads };
}

let loaded: ReturnType<typeof loadCatalog> | undefined;
async function filesOf(stats: CatalogStats) {
  const catalog = await (loaded ??= loadCatalog(GOOD));
  return { catalog, files: new Map([...catalogFiles(catalog.components, stats)].map(([p, t]) => [p, JSON.parse(t) as unknown])) };
}

describe('catalog JSON outputs', () => {
  it('writes exactly the files of spec 1 and spec 2, and the home page search data', async () => {
    const { catalog, files } = await filesOf(await statsWith({}));
    const expected = [
      'search-index.json',
      'search-compact.json',
      'counts.json',
      'trending-data.json',
      'components.json',
      ...KINDS.map((k) => `components/${k.type}.json`),
      ...catalog.components.map((c) => `component-content/${c.kind.type}/${c.category}/${c.name}.json`),
    ].sort();
    expect([...files.keys()].sort()).toEqual(expected);
  });

  it('search-index.json: every component as a SearchEntry', async () => {
    const { catalog, files } = await filesOf(await statsWith({}));
    const index = z.array(SearchEntrySchema).parse(files.get('search-index.json'));
    expect(index).toHaveLength(catalog.components.length);
    expect(index[0]).toEqual({
      type: 'agent',
      name: 'Code.Reviewer',
      path: 'Review.Team/Code.Reviewer.md',
      category: 'Review.Team',
      description: 'Reviews code for bugs. Use when: a diff is ready, or the user asks "is this safe?"',
    });
    for (const e of index) expect(e.path.replace(/\.(md|json)$/, '')).toBe(`${e.category}/${e.name}`);
  });

  it('components/{type}.json: metadata, downloads and sha256, never contents', async () => {
    const { catalog, files } = await filesOf(await statsWith({ 'hook:block-rm': 42, 'agent:Code.Reviewer': 7, 'mcp:postgres': -3 }));
    for (const kind of KINDS) {
      const list = z.array(ComponentListEntrySchema).parse(files.get(`components/${kind.type}.json`));
      expect(list.map((c) => c.name)).toEqual(catalog.components.filter((c) => c.kind === kind).map((c) => c.name));
      for (const entry of list) {
        expect(entry).not.toHaveProperty('content');
        expect(entry).not.toHaveProperty('files');
        const content = ComponentContentSchema.parse(files.get(`component-content/${kind.type}/${entry.category}/${entry.name}.json`));
        expect(entry.sha256).toBe(contentDigest(content));
      }
    }
    const hooks = z.array(ComponentListEntrySchema).parse(files.get('components/hooks.json'));
    expect(hooks.find((h) => h.name === 'block-rm')).toMatchObject({ downloads: 42, author: 'Ops Team' });
    expect(hooks.find((h) => h.name === 'prettier-on-save')!.downloads).toBe(0);
    // A negative count from a broken store is not a download count.
    expect(z.array(ComponentListEntrySchema).parse(files.get('components/mcps.json'))[0]!.downloads).toBe(0);
    const mods = z.array(ComponentListEntrySchema).parse(files.get('components/mods.json'));
    expect(mods[0]).toMatchObject({ name: 'lint-kit', path: 'dev/lint-kit.json', version: '0.3.1', license: 'Apache-2.0', keywords: ['lint'] });
  });

  it('component-content: content as installed; files only where the format says', async () => {
    const { files } = await filesOf(await statsWith({}));
    const content = (p: string) => ComponentContentSchema.parse(files.get(`component-content/${p}.json`));
    expect(Object.keys(content('agents/Review.Team/Code.Reviewer'))).toEqual(['content', 'safety']);
    expect(content('agents/Review.Team/Code.Reviewer').content).toContain('<script>alert');
    expect(content('skills/docs/single').files).toBeUndefined();
    expect(Object.keys(content('skills/docs/pdf-tools').files!)).toEqual(['SKILL.md', 'reference.md', 'scripts/extract.py']);
    expect(content('hooks/safety/block-rm').files!['block-rm.sh']).toMatch(/^#!\/usr\/bin\/env bash\n/);
    expect(JSON.parse(content('mcps/db/postgres').content)).toHaveProperty('mcpServers.postgres.command', 'npx');
    expect(content('mods/dev/lint-kit').files).toHaveProperty(['hooks/hooks.json']);
    expect(content('templates/web/UPPER.Case.Starter').files).toHaveProperty(['CLAUDE.md']);
  });

  it('counts.json covers every kind; trending-data.json is the tracking document', async () => {
    const { files } = await filesOf(await statsWith({}));
    expect(CountsSchema.parse(files.get('counts.json'))).toEqual({
      agents: 5, commands: 3, skills: 2, hooks: 2, mcps: 2, settings: 1, loops: 1, mods: 1, sandbox: 1, templates: 1,
    });
    const trending = TrendingData.parse(files.get('trending-data.json'));
    expect(trending.lastUpdated).toBe('2026-01-02T03:04:05.000Z');
  });

  it('components.json: keyed by plural type; agents carry tools and model', async () => {
    const { files } = await filesOf(await statsWith({ 'agent:Code.Reviewer': 3 }));
    const doc = ComponentsDocumentSchema.parse(files.get('components.json'));
    expect(Object.keys(doc)).toEqual(KINDS.map((k) => k.type));
    const reviewer = doc.agents.find((a) => a.name === 'Code.Reviewer')!;
    expect(reviewer).toMatchObject({ category: 'Review.Team', type: 'agents', tools: ['*'], model: 'sonnet', downloads: 3 });
    expect(reviewer.content).toContain('You are a meticulous reviewer.');
    for (const agent of doc.agents) {
      expect(Array.isArray(agent.tools)).toBe(true);
      expect(typeof agent.model).toBe('string');
    }
    expect(doc.agents.find((a) => a.name === 'valid-folded')).toMatchObject({ tools: ['Bash', 'Read'], model: '' });
    for (const entry of doc.commands) expect(entry).not.toHaveProperty('tools');
  });

  it('two writes of the same sources are byte-identical', async () => {
    const stats = await statsWith({ 'agent:Code.Reviewer': 1 });
    const dirs = [await tempDir(), await tempDir()];
    try {
      for (const dir of dirs) await writeCatalogFiles({ catalog: await loadCatalog(GOOD), stats }, dir.path);
      const a = await snapshot(dirs[0]!.path);
      const b = await snapshot(dirs[1]!.path);
      expect(a.size).toBeGreaterThan(20);
      expect([...b.keys()]).toEqual([...a.keys()]);
      for (const [file, bytes] of a) expect(b.get(file), file).toBe(bytes);
    } finally {
      await Promise.all(dirs.map((d) => d.cleanup()));
    }
  });
});
