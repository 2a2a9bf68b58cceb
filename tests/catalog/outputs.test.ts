import { join } from 'node:path';
import { TrendingData } from '../../src/catalog/trending.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadCatalog } from '../../src/catalog/load.ts';
import { catalogFiles, wholeText } from '../../src/catalog/outputs.ts';
import { asChatInfoShard, CHAT_INDEX_FILE, chatIndexFiles, chatInfoFile, chatKey, shardCount, shardOf } from '../../src/catalog/chat-index.ts';
import { allEntries } from '../../src/chat/catalog.ts';
import { parseChatIndex } from '../../src/chat/index-reader.ts';
import { writeCatalogFiles } from '../../src/catalog/build.ts';
import { writeContentDocuments } from '../../src/catalog/content-documents.ts';
import { contentDigest } from '../../src/catalog/digest.ts';
import { KINDS } from '../../src/catalog/kinds.ts';
import {
  ComponentContentSchema,
  ComponentListEntrySchema,
  ComponentsDocumentSchema,
  CountsSchema,
  LockIndexSchema,
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
  return { catalog, files: new Map([...catalogFiles(catalog.components, stats)].map(([p, t]) => [p, p.endsWith('.json') ? (JSON.parse(wholeText(t)) as unknown) : wholeText(t)])) };
}

describe('catalog JSON outputs', () => {
  it('writes exactly the files of spec 1 and spec 2, and the home page search data', async () => {
    const { catalog, files } = await filesOf(await statsWith({}));
    const expected = [
      'search-index.json',
      'search-compact.json',
      'counts.json',
      'lock-index.json',
      'trending-data.json',
      'components.json',
      'chat/index.txt',
      'chat/info/0.json',
      ...KINDS.map((k) => `components/${k.type}.json`),
      ...catalog.components.map((c) => `component-content/${c.kind.type}/${c.category}/${c.name}.json`),
    ].sort();
    expect([...files.keys()].sort()).toEqual(expected);
  });

  it('chat/index.txt and its description shards: every component once, the same downloads as components.json, read back by the bot', async () => {
    const { catalog, files } = await filesOf(await statsWith({ 'agent:Code.Reviewer': 7 }));
    const text = files.get(CHAT_INDEX_FILE) as string;
    const header = JSON.parse(text.slice(0, text.indexOf('\n'))) as { shards: number; count: number; types: string[]; categories: string[] };
    const lines = text.slice(text.indexOf('\n') + 1).split('\n');
    // One line per component and a final line break.
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(catalog.components.length);
    expect(header.count).toBe(catalog.components.length);
    const shards = Array.from({ length: header.shards }, (_, i) => asChatInfoShard(files.get(chatInfoFile(i)))!);
    expect(shards.every(Boolean)).toBe(true);
    const document = files.get('components.json') as Record<string, Array<{ name: string; category: string; description: string; downloads: number }>>;
    const names: string[] = [];
    lines.forEach((line, i) => {
      const [t, c, downloads, name, ...rest] = line.split('\t');
      expect(rest).toEqual([]);
      const component = catalog.components[i]!;
      const type = header.types[Number(t)]!;
      const category = header.categories[Number(c)]!;
      names.push(name!);
      expect([type, category, name]).toEqual([component.kind.type, component.category, component.name]);
      expect(Number(downloads)).toBe(document[type]!.find((e) => e.name === name && e.category === category)!.downloads);
      const key = chatKey(type, category, name!);
      // Only its own shard holds its description, exactly (the fixture's are shorter than an embed's).
      expect(shards.filter((s) => Object.hasOwn(s, key)).map((s) => s[key])).toEqual([component.description]);
      expect(Object.hasOwn(shards[shardOf(key, header.shards)]!, key)).toBe(true);
    });
    expect(Number(lines[names.indexOf('Code.Reviewer')]!.split('\t')[2])).toBe(7);
    // The bot's reader takes every component the build wrote, none skipped.
    const read = parseChatIndex(text);
    expect(read.skipped).toBe(0);
    expect(allEntries(read).map((e) => `${e.chatType.kind.type}/${e.category}/${e.name}`)).toEqual(catalog.components.map((c) => `${c.kind.type}/${c.category}/${c.name}`));
  });

  it('chat shards: a power of two sized for the catalog, and a description longer than an embed shortened to 4,096', () => {
    expect([0, 1, 256, 257, 512, 513, 100_000].map(shardCount)).toEqual([1, 1, 1, 2, 2, 4, 512]);
    const many = Array.from({ length: 600 }, (_, i) => ({ type: 'agents' as const, category: 'c', name: `n${i}`, description: i === 5 ? 'x'.repeat(5000) : `d${i}`, downloads: i }));
    const files = new Map([...chatIndexFiles(many)]);
    expect(parseChatIndex(files.get(CHAT_INDEX_FILE)!).shards).toBe(4);
    expect(files.size).toBe(5);
    const shard = (i: number) => asChatInfoShard(JSON.parse(files.get(chatInfoFile(i))!))!;
    const sizes = Array.from({ length: 4 }, (_, i) => Object.keys(shard(i)).length);
    expect(sizes.reduce((a, b) => a + b)).toBe(600);
    // A hash spreads them: no shard holds most of them.
    for (const n of sizes) expect(n).toBeLessThan(300);
    const long = shard(shardOf('agents/c/n5', 4))['agents/c/n5']!;
    expect(long).toHaveLength(4096);
    expect(long.endsWith('…')).toBe(true);
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

  it('lock-index.json: every component\'s sha256 under the path of its content document, the same as its list row', async () => {
    const { catalog, files } = await filesOf(await statsWith({}));
    const index = LockIndexSchema.parse(files.get('lock-index.json'));
    expect(Object.keys(index.components)).toHaveLength(catalog.components.length);
    for (const kind of KINDS) {
      for (const row of z.array(ComponentListEntrySchema).parse(files.get(`components/${kind.type}.json`))) {
        const key = `${kind.type}/${row.category}/${row.name}`;
        expect(files.has(`component-content/${key}.json`), key).toBe(true);
        expect(index.components[key], key).toBe(row.sha256);
      }
    }
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

  it('components.json, written in pieces, is byte for byte what one JSON.stringify of it gives', async () => {
    const catalog = await (loaded ??= loadCatalog(GOOD));
    const [, text] = [...catalogFiles(catalog.components, await statsWith({}))].find(([p]) => p === 'components.json')!;
    expect(typeof text).toBe('object');
    const whole = wholeText(text);
    expect(whole).toBe(JSON.stringify(JSON.parse(whole)));
    expect(Object.keys(JSON.parse(whole))).toEqual(KINDS.map((k) => k.type));
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

  it('the content documents written on a worker thread (as the site build does) are the bytes written on one thread', async () => {
    const stats = await statsWith({});
    const [one, split] = [await tempDir(), await tempDir()];
    try {
      const catalog = await loadCatalog(GOOD);
      const all = await writeCatalogFiles({ catalog, stats }, one.path);
      const documents = await writeContentDocuments(catalog.components, split.path, { threads: 1 });
      const rest = await writeCatalogFiles({ catalog, stats }, split.path, { content: false });
      expect(documents).toBe(catalog.components.length);
      expect(documents + rest).toBe(all);
      const a = await snapshot(one.path);
      const b = await snapshot(split.path);
      expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
      for (const [file, bytes] of a) expect(b.get(file), file).toBe(bytes);
    } finally {
      await Promise.all([one.cleanup(), split.cleanup()]);
    }
  });
});
