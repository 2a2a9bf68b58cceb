/**
 * `npm run import` on a generated marketplace repository of several hundred
 * components (bench/import-marketplace-source.ts decides what each plugin must
 * become): self-contained plugins split into components of the plugin's
 * category, plugins that need ${CLAUDE_PLUGIN_ROOT} or LSP servers kept whole
 * as mods, remote, missing and refused plugins reported, and a tree the build
 * takes with --strict. Whether the split loads in Claude Code as the plugin
 * does is tests/client/import-marketplace.test.ts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateMarketplaceRepo, MARKETPLACE_NAME } from '../../bench/import-marketplace-source.ts';
import type { GeneratedRepo } from '../../bench/import-source.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import { runImport } from '../../src/import/run.ts';
import { tempDir } from '../helpers/paths.ts';
import { commitAll, expectRecordMatches } from './helpers.ts';

let repo: Awaited<ReturnType<typeof tempDir>>;
let out: Awaited<ReturnType<typeof tempDir>>;
let generated: GeneratedRepo;
let commit: string;

beforeAll(async () => {
  repo = await tempDir('toolshed-import-market-');
  out = await tempDir('toolshed-import-market-out-');
  generated = await generateMarketplaceRepo(repo.path, 70);
  commit = commitAll(repo.path);
}, 240_000);

afterAll(async () => {
  await repo?.cleanup();
  await out?.cleanup();
});

describe('importing a marketplace repository', () => {
  it('splits what stands on its own, keeps whole what must stay a plugin, and says why for the rest', async () => {
    const outcome = await runImport({ source: repo.path, out: out.path });
    expect(generated.expected.listed.size).toBeGreaterThan(250);
    expectRecordMatches(outcome.record, generated.expected);
    expect(outcome.record.source).toMatchObject({ commit, layout: 'marketplace', marketplace: MARKETPLACE_NAME });

    const catalog = await loadCatalog(out.path);
    expect(catalog.errors).toEqual([]);
    expect(catalog.warnings).toEqual([]);
    expect(catalog.components.length).toBe(outcome.record.components.length);
    for (const c of catalog.components) expect(c.provenance?.license, `${c.kind.type}/${c.category}/${c.name}`).toMatch(/^(MIT|Apache-2\.0)$/);
  }, 240_000);

  it('writes a split plugin\'s hooks and each MCP server as components of their own, repaired as the client needs them', async () => {
    const { record } = await runImport({ source: repo.path, out: out.path });
    const hooks = record.components.find((c) => c.type === 'hooks')!;
    const doc = JSON.parse(await readFile(join(out.path, hooks.files[0]!), 'utf8'));
    expect(Object.keys(doc.hooks).sort()).toEqual(['PostToolUse', 'Stop']);
    expect(doc.description).toMatch(new RegExp(`the hooks of the ${hooks.category} plugin`));
    const remote = record.components.find((c) => c.type === 'mcps' && c.name.endsWith('-remote'))!;
    const servers = JSON.parse(await readFile(join(out.path, remote.files[0]!), 'utf8')).mcpServers;
    expect(servers[remote.name]).toMatchObject({ type: 'http', url: expect.stringMatching(/^https:\/\/mcp\.example\.invalid\//) });
  }, 120_000);

  it('keeps a plugin whole with its files, a plugin.json written from the entry when it has none', async () => {
    const { record } = await runImport({ source: repo.path, out: out.path });
    const mods = record.components.filter((c) => c.type === 'mods');
    expect(mods.length).toBeGreaterThan(0);
    for (const mod of mods) {
      const manifest = JSON.parse(await readFile(join(out.path, `mods/${mod.category}/${mod.name}/.claude-plugin/plugin.json`), 'utf8'));
      expect(manifest.name).toBe(mod.name);
      expect(mod.category).toBe(MARKETPLACE_NAME);
    }
    const scripted = mods.find((m) => m.files.some((f) => f.endsWith('scripts/check.sh')));
    expect(scripted?.files.map((f) => f.split('/').slice(3).join('/'))).toEqual(['.claude-plugin/plugin.json', 'README.md', 'commands/run.md', 'hooks/hooks.json', 'scripts/check.sh']);
  }, 120_000);

  it('refuses a marketplace Claude Code would refuse, and a repository of neither layout, with a clear error', async () => {
    const bad = await tempDir('toolshed-import-badmarket-');
    try {
      const { mkdir, writeFile } = await import('node:fs/promises');
      await mkdir(join(bad.path, '.claude-plugin'));
      await writeFile(join(bad.path, '.claude-plugin/marketplace.json'), JSON.stringify({ name: 'x', plugins: [] }));
      await expect(runImport({ source: bad.path, out: out.path })).rejects.toThrow(/Claude Code would refuse this marketplace: owner/);
      await writeFile(join(bad.path, '.claude-plugin/marketplace.json'), '{ not json');
      await expect(runImport({ source: bad.path, out: out.path })).rejects.toThrow(/not valid JSON/);
      await expect(runImport({ source: join(bad.path, '.claude-plugin'), out: out.path })).rejects.toThrow(/neither layout/);
    } finally {
      await bad.cleanup();
    }
  });
});
