/**
 * Netlify's 54,000 files per folder (src/catalog/deploy-limits.ts): every
 * folder the build writes, laid out by the build's own path functions for a
 * generated catalog past 100,000 components in which one category of agents
 * is nearly a folder's worth on its own; the check that refuses a category or
 * a kind too large for spec 1's addresses; and the walk of a finished output.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chatIndexFiles } from '../../src/catalog/chat-index.ts';
import type { CatalogComponent } from '../../src/catalog/component.ts';
import { checkOutputFolders, folderEntries, folderLimitProblems, FOLDER_LIMIT, fullestFolder } from '../../src/catalog/deploy-limits.ts';
import { BUNDLE_SIZE } from '../../src/catalog/full-text.ts';
import { outputLimitsIntegration } from '../../src/catalog/integration.ts';
import { KINDS, kindByType, type Kind } from '../../src/catalog/kinds.ts';
import { componentUrl } from '../../src/catalog/links.ts';
import { listingPages } from '../../src/catalog/listing.ts';
import { contentFile } from '../../src/catalog/outputs.ts';
import { pluginName } from '../../src/plugins/names.ts';
import { archiveFile } from '../../src/plugins/site-build.ts';
import { PLUGGABLE_TYPES } from '../../src/plugins/wrap.ts';
import { stackFactsGroups, stackFactsPath } from '../../src/stack/outputs.ts';
import { tempDir } from '../helpers/paths.ts';

/** One category of agents this large: a folder's worth less a thousand. */
const HUGE = FOLDER_LIMIT - 1_000;
const OTHERS = 60_000;

/** Only what the build's path functions read; the catalog's shape, not its text. */
function generated(): CatalogComponent[] {
  const agents = kindByType('agents')!;
  const out: Array<Pick<CatalogComponent, 'kind' | 'category' | 'name' | 'description'>> = [];
  for (let i = 0; i < HUGE; i++) out.push({ kind: agents, category: 'general', name: `agent-${i.toString(36)}`, description: '' });
  for (let i = 0; i < OTHERS; i++) {
    const kind: Kind = KINDS[i % KINDS.length]!;
    // 400 categories per kind, like the real catalog's long tail; names with dots and capitals as imports bring them.
    out.push({ kind, category: `area-${(i * 7) % 400}`, name: i % 5 ? `tool-${i}` : `Tool.v${i}_x`, description: '' });
  }
  return out as CatalogComponent[];
}

/** Every file the build writes whose count grows with the catalog, at the address the build gives it. */
function* outputPaths(components: CatalogComponent[]): Generator<string> {
  for (const c of components) {
    yield contentFile(c);
    yield `${componentUrl(c).slice(1)}/index.html`;
    if (PLUGGABLE_TYPES.includes(c.kind.type)) {
      // The version is the plugin's content digest; the folder depends on the name alone.
      yield archiveFile({ name: pluginName(c.kind.singular, c.category, c.name), version: '1.0.0-h0123456789ab' });
    }
  }
  for (const page of listingPages(components)) yield `browse/${page.slug}/index.html`;
  for (const g of stackFactsGroups(components)) yield stackFactsPath(g.type, g.category).slice(1);
  for (const [path] of chatIndexFiles(components.map((c) => ({ type: c.kind.type, category: c.category, name: c.name, description: '', downloads: 0 })))) yield path;
  // Pagefind: one folder per bundle of BUNDLE_SIZE components, each with at most BUNDLE_SIZE fragments (maxFragments).
  for (let b = 0; b * BUNDLE_SIZE < components.length; b++) yield `pagefind/${b}/pagefind.js`;
}

describe('folders of the deploy', () => {
  it('count files and sub-folders alike', () => {
    const counts = folderEntries(['a/b/c.json', 'a/b/d.json', 'a/b/g/index.html', 'a/e/index.html', 'f.json', '/a/b/c.json']);
    expect(Object.fromEntries(counts)).toEqual({ '': 2, a: 2, 'a/b': 3, 'a/b/g': 1, 'a/e': 1 });
    expect(fullestFolder(counts)).toEqual({ dir: 'a/b', entries: 3 });
  });

  it(`stay under ${FOLDER_LIMIT.toLocaleString('en-US')} entries for ${(HUGE + OTHERS).toLocaleString('en-US')} components with one category of ${HUGE.toLocaleString('en-US')}`, () => {
    const components = generated();
    const pluggable = components.filter((c) => PLUGGABLE_TYPES.includes(c.kind.type)).length;
    // One archive each in a single folder (the layout before) would have been over the limit.
    expect(pluggable).toBeGreaterThan(FOLDER_LIMIT);
    const counts = folderEntries(outputPaths(components));
    const fullest = fullestFolder(counts);
    expect(fullest.entries).toBeLessThanOrEqual(FOLDER_LIMIT);
    // The fullest folders are the huge category's pages and documents: spec 1's addresses, checked before the build.
    expect(counts.get('component/agent/general')).toBe(HUGE);
    expect(counts.get('component-content/agents/general')).toBe(HUGE);
    // The archives spread over 256 hash folders, so the plugins never come near the limit.
    expect(counts.get('plugins')).toBe(256);
    const archives = [...counts].filter(([dir]) => dir.startsWith('plugins/')).map(([, n]) => n);
    expect(archives.reduce((a, b) => a + b, 0)).toBe(pluggable);
    expect(Math.max(...archives)).toBeLessThan((pluggable / 256) * 1.5);
    expect(folderLimitProblems(components)).toEqual([]);
  });

  it('an archive stays in its folder from one version to the next', () => {
    expect(archiveFile({ name: 'agent-dev-x', version: '1.0.0-h1' }).replace(/[^/]+$/, '')).toBe(archiveFile({ name: 'agent-dev-x', version: '2.0.0-h2' }).replace(/[^/]+$/, ''));
    expect(archiveFile({ name: 'agent-dev-x', version: '1.0.0-h1' })).toMatch(/^plugins\/[0-9a-f]{2}\/agent-dev-x-1\.0\.0-h1\.zip$/);
  });
});

describe('a catalog too large for spec 1\'s folders', () => {
  it('is refused before the build, naming the category or the kind', () => {
    const agents = kindByType('agents')!;
    const hooks = kindByType('hooks')!;
    const big = Array.from({ length: FOLDER_LIMIT + 1 }, (_, i) => ({ kind: agents, category: 'general', name: `a${i}` }));
    const spread = Array.from({ length: FOLDER_LIMIT }, (_, i) => ({ kind: hooks, category: `c${i}`, name: 'h' }));
    const problems = folderLimitProblems([...big, ...spread]);
    expect(problems.map((p) => p.file)).toEqual(['agents/general', 'hooks']);
    expect(problems[0]!.message).toMatch(/^54001 components in one category: .*more than 54000 files in a folder; split it/);
    expect(problems[1]!.message).toMatch(/^54000 categories of one kind: .*merge some categories$/);
    // At the limit itself: the category folder is full, not over.
    expect(folderLimitProblems(big.slice(1))).toEqual([]);
  });
});

describe('the walk of a finished output', () => {
  it('finds the fullest folder and fails the build over the limit', async () => {
    const dir = await tempDir('toolshed-folders-');
    try {
      await mkdir(join(dir.path, 'plugins', 'ab'), { recursive: true });
      for (let i = 0; i < 6; i++) await writeFile(join(dir.path, 'plugins', 'ab', `p${i}.zip`), '');
      await writeFile(join(dir.path, 'index.html'), '');
      const result = await checkOutputFolders(dir.path, 5);
      expect(result.fullest).toEqual({ dir: 'plugins/ab', entries: 6 });
      expect(result.over).toEqual([{ dir: 'plugins/ab', entries: 6 }]);
      const logged: string[] = [];
      const logger = { info: (line: string) => logged.push(line) };
      const done = (limit: number) => (outputLimitsIntegration(limit).hooks['astro:build:done'] as (o: unknown) => Promise<void>)({ dir: pathToFileURL(`${dir.path}/`), logger });
      await expect(done(5)).rejects.toThrow('Netlify refuses a deploy with more than 5 files in a folder: plugins/ab/ holds 6');
      await done(6);
      expect(logged).toEqual(["fullest folder: plugins/ab/ with 6 entries (Netlify's limit: 6)"]);
    } finally {
      await dir.cleanup();
    }
  });
});
