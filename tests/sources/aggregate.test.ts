/**
 * The aggregator over real git repositories (bare repositories behind
 * `file://` addresses, and a github address mapped to a mirror folder by the
 * user's own `url.<base>.insteadOf`): a templates catalog and a marketplace
 * whose plugins live elsewhere pulled in at pinned commits, the lock, one
 * entry per component, a warm cache that builds with every address gone, and
 * the build's loader reading the assembled tree.
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load.ts';
import { aggregate } from '../../src/sources/aggregate.ts';
import { LockFileSchema, SourcesReportSchema } from '../../src/sources/schema.ts';
import { readSourcesSettings } from '../../src/sources/settings.ts';
import { tempDir } from '../helpers/paths.ts';
import { marketplaceFiles, mirrorConfig, publish, publishPluginRepos, templatesFiles, writeFiles, type PluginRepos } from './fixtures.ts';

let dir: Awaited<ReturnType<typeof tempDir>>;
let repos: PluginRepos;
let templatesCommit: string;
let marketCommit: string;
const savedGlobal = process.env.GIT_CONFIG_GLOBAL;

function settings(env: Record<string, string> = {}) {
  return readSourcesSettings(dir.path, { CATALOG_SOURCES: 'catalog-sources.json', TOOLSHED_SOURCES_CACHE_DIR: 'cache', TOOLSHED_SOURCES_TIMEOUT: '60', ...env });
}

async function writeSources(sources: unknown[]): Promise<void> {
  await writeFile(join(dir.path, 'catalog-sources.json'), JSON.stringify({ sources }));
}

beforeAll(async () => {
  dir = await tempDir('toolshed-sources-');
  repos = await publishPluginRepos(dir.path);
  templatesCommit = await publish(join(dir.path, 'work/templates'), join(dir.path, 'bare/templates.git'), templatesFiles());
  marketCommit = await publish(join(dir.path, 'work/market'), join(dir.path, 'bare/market.git'), marketplaceFiles(repos, dir.path));
  await writeFiles(join(dir.path, 'ours'), { 'agents/ours/local-agent.md': '---\nname: local-agent\ndescription: One of ours.\n---\n\nOurs.\n' });
  // The user's own git configuration: github addresses go to the mirror folder.
  process.env.GIT_CONFIG_GLOBAL = await mirrorConfig(dir.path);
}, 120_000);

afterAll(async () => {
  if (savedGlobal === undefined) delete process.env.GIT_CONFIG_GLOBAL;
  else process.env.GIT_CONFIG_GLOBAL = savedGlobal;
  await dir?.cleanup();
});

const sourceList = () => [
  { id: 'templates', repository: `file://${join(dir.path, 'bare/templates.git')}`, commit: templatesCommit, prefix: 'cct' },
  { id: 'market', repository: `file://${join(dir.path, 'bare/market.git')}`, commit: marketCommit, prefix: 'mk' },
];

describe('pulling catalog sources into the build', () => {
  it('imports both layouts at their commits, fetches plugins from their own repositories, and locks what they resolved to', async () => {
    await writeSources(sourceList());
    const tree = join(dir.path, 'dist.sources');
    const lines: string[] = [];
    const result = await aggregate({ settings: settings(), ours: join(dir.path, 'ours'), tree, strict: false, log: (l) => lines.push(l) });
    expect(result.sourceDir).toBe(tree);
    expect(result.report.sources.map((s) => [s.id, s.status])).toEqual([['templates', 'imported'], ['market', 'imported']]);

    const catalog = await loadCatalog(tree);
    expect(catalog.errors).toEqual([]);
    const ids = catalog.components.map((c) => `${c.kind.type}/${c.category}/${c.name}`).sort();
    expect(ids).toEqual(
      [
        'agents/ours/local-agent',
        'agents/cct-dev/reviewer',
        'commands/cct-git/sync',
        'skills/cct-general/shared-skill',
        'agents/mk-local-kit/helper',
        'commands/mk-remote-url/hello',
        'agents/mk-remote-subdir/b-agent',
        'agents/mk-remote-github/gh-agent',
      ].sort(),
    );
    // Each component names its source, the repository its bytes came from and the commit.
    const byId = new Map(catalog.components.map((c) => [`${c.kind.type}/${c.category}/${c.name}`, c]));
    expect(byId.get('agents/cct-dev/reviewer')!.provenance).toMatchObject({ source: 'templates', commit: templatesCommit, path: 'cli-tool/components/agents/dev/reviewer.md' });
    expect(byId.get('commands/mk-remote-url/hello')!.provenance).toMatchObject({ source: 'market', repository: repos.urlPlugin, commit: repos.commits.urlPlugin, path: 'commands/hello.md' });
    expect(byId.get('agents/mk-remote-subdir/b-agent')!.provenance).toMatchObject({ repository: repos.mono, commit: repos.commits.mono, path: 'plugins/b/agents/b-agent.md' });
    expect(byId.get('agents/mk-remote-github/gh-agent')!.provenance).toMatchObject({ repository: 'https://github.com/acme/gh-plugin', commit: repos.commits.github });
    expect(byId.get('agents/mk-local-kit/helper')!.provenance).toMatchObject({ source: 'market', commit: marketCommit });

    // The same skill through both sources: listed once, its other source named.
    expect(result.report.aliases).toEqual([
      { type: 'skills', category: 'cct-general', name: 'shared-skill', also: [{ source: 'market', repository: `file://${join(dir.path, 'bare/market.git')}`, commit: marketCommit, path: 'plugins/shared/skills/shared-skill' }] },
    ]);

    // Refused and unreachable plugin sources are not listed, each with its reason.
    const market = catalog.imports.find((r) => r.id === 'market')!;
    const reasons = new Map(market.notListed.map((n) => [n.path, n.reason]));
    expect(reasons.get('evil-ext')).toMatch(/transport that runs commands/);
    expect(reasons.get('evil-option')).toMatch(/read by git as an option/);
    expect(reasons.get('escapes')).toMatch(/leaves the repository/);
    expect(reasons.get('gone')).toMatch(/could not be fetched/);
    expect(reasons.get('npm-one')).toMatch(/only git sources/);
    expect(existsSync('/tmp/toolshed-pwned')).toBe(false);

    const lock = LockFileSchema.parse(JSON.parse(await readFile(join(dir.path, 'catalog-sources.lock.json'), 'utf8')));
    expect(lock.sources.market!.commit).toBe(marketCommit);
    expect(lock.sources.market!.plugins).toEqual({
      'remote-github': { repository: 'https://github.com/acme/gh-plugin', path: '', commit: repos.commits.github },
      'remote-subdir': { repository: repos.mono, path: 'plugins/b', ref: 'main', commit: repos.commits.mono },
      'remote-url': { repository: repos.urlPlugin, path: '', commit: repos.commits.urlPlugin },
    });
    expect(SourcesReportSchema.parse(JSON.parse(await readFile(join(tree, '.sources.json'), 'utf8'))).sources[1]).toMatchObject({ external: 3, externalFailed: 5 });
  }, 240_000);

  it('takes the locked commit of a plugin even when its branch moved, and builds from a warm cache with every address gone', async () => {
    await writeSources(sourceList());
    // The plugin's branch moves upstream: the lock still says which bytes to take.
    await publish(join(dir.path, 'work/plugin-a'), join(dir.path, 'bare/plugin-a.git'), { 'commands/hello.md': '---\ndescription: Changed upstream.\n---\n\nHello again.\n' }, 'moved');
    const first = await aggregate({ settings: settings(), ours: join(dir.path, 'ours'), tree: join(dir.path, 'warm.sources'), strict: true });
    const hello = (await loadCatalog(first.sourceDir)).components.find((c) => c.name === 'hello')!;
    expect(hello.description).toBe('Say hello from plugin a.');

    // Offline: no repository answers any more. The cache holds every checkout and import.
    await rm(join(dir.path, 'bare'), { recursive: true, force: true });
    await rm(join(dir.path, 'mirrors'), { recursive: true, force: true });
    const warm = await aggregate({ settings: settings(), ours: join(dir.path, 'ours'), tree: join(dir.path, 'warm.sources'), strict: true });
    expect(warm.report.sources.every((s) => s.status === 'imported')).toBe(true);
    expect((await loadCatalog(warm.sourceDir)).components.length).toBe(8);

    // A cold cache offline: each source is named with the reason and the build goes on with ours; --strict fails.
    const cold = await aggregate({ settings: settings({ TOOLSHED_SOURCES_CACHE_DIR: 'cold-cache' }), ours: join(dir.path, 'ours'), tree: join(dir.path, 'cold.sources'), strict: false });
    expect(cold.report.sources.map((s) => s.status)).toEqual(['failed', 'failed']);
    expect(cold.report.sources[0]!.reason).toMatch(/cannot fetch file:\/\/.*templates\.git/);
    expect((await loadCatalog(cold.sourceDir)).components.map((c) => c.name)).toEqual(['local-agent']);
    await expect(aggregate({ settings: settings({ TOOLSHED_SOURCES_CACHE_DIR: 'cold-cache' }), ours: join(dir.path, 'ours'), tree: join(dir.path, 'cold.sources'), strict: true })).rejects.toThrow(/--strict: source templates could not be pulled in/);
  }, 240_000);
});
