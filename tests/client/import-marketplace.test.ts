/**
 * The import's decision for a marketplace, checked with the real client: a
 * plugin split into components loads, outside a plugin, the same agents,
 * commands, skills and MCP servers Claude Code loads from the plugin itself
 * (`claude plugin marketplace add` + `plugin install`), without the plugin's
 * namespace; a plugin kept whole as a mod loads as the same plugin with
 * `--plugin-dir`; and what the import publishes loads without a warning,
 * where the plugin as written makes the client skip a server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadCatalog } from '../../src/catalog/load.ts';
import type { CatalogComponent } from '../../src/catalog/component.ts';
import { runImport } from '../../src/import/run.ts';
import { CLIENT_TEST_TIMEOUT_MS, clientEnv, runProgram, requireClient, trustProjects } from '../helpers/claude-client.ts';
import { tempDir } from '../helpers/paths.ts';
import { openSuite, session, type Suite, type SessionRun } from './suite.ts';

const bin = requireClient('tests/client/import-marketplace.test.ts');
const md = (front: string, body = 'Follow the steps.\n') => `---\n${front}\n---\n${body}`;

/** A small marketplace of our own making: one plugin to split, one that must stay a plugin, one at the top with strict: false. */
const FILES: Record<string, string> = {
  '.claude-plugin/marketplace.json': JSON.stringify({
    name: 'probe-market',
    owner: { name: 'Probe' },
    plugins: [
      { name: 'splitkit', source: './plugins/splitkit', description: 'Review helpers' },
      { name: 'rootkit', source: './plugins/rootkit', description: 'Checks with a script' },
      { name: 'loose', source: './', strict: false, description: 'Loose parts', agents: ['./shared/loose-agent.md'], commands: ['./shared/loose-command.md'] },
    ],
  }),
  'plugins/splitkit/.claude-plugin/plugin.json': JSON.stringify({ name: 'splitkit', version: '1.0.0', description: 'Review helpers', author: { name: 'Probe' }, license: 'MIT' }),
  'plugins/splitkit/agents/reviewer.md': md('name: reviewer\ndescription: Reviews a diff. Use when: a change is ready\ntools: Read, Grep'),
  'plugins/splitkit/agents/nameless.md': md('description: A plugin agent named by its file'),
  'plugins/splitkit/agents/team/planner.md': md('name: planner\ndescription: Plans the work'),
  'plugins/splitkit/commands/check.md': md('description: Check the change\nargument-hint: [path]'),
  'plugins/splitkit/commands/git/sync.md': md('description: Sync: fetch and rebase'),
  'plugins/splitkit/skills/tables/SKILL.md': md('name: tables\ndescription: Formats tables'),
  'plugins/splitkit/skills/tables/reference.md': '# Reference\n\nColumns.\n',
  'plugins/splitkit/hooks/hooks.json': JSON.stringify({ hooks: { PostToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'true' }] }] } }),
  'plugins/splitkit/.mcp.json': JSON.stringify({ mcpServers: { 'split-local': { command: 'true' }, 'split-remote': { url: 'http://127.0.0.1:9/mcp' } } }),
  'plugins/rootkit/.claude-plugin/plugin.json': JSON.stringify({ name: 'rootkit', version: '0.1.0', description: 'Checks with a script', author: { name: 'Probe' }, license: 'MIT' }),
  'plugins/rootkit/hooks/hooks.json': JSON.stringify({ hooks: { PostToolUse: [{ matcher: 'Write', hooks: [{ type: 'command', command: '"${CLAUDE_PLUGIN_ROOT}"/scripts/check.sh' }] }] } }),
  'plugins/rootkit/scripts/check.sh': '#!/bin/bash\nexit 0\n',
  'plugins/rootkit/commands/rootcheck.md': md('description: Run the check'),
  'plugins/rootkit/agents/rootagent.md': md('name: rootagent\ndescription: Runs checks'),
  'plugins/rootkit/README.md': '# rootkit\n\nChecks every write with a script of the plugin.\n',
  'shared/loose-agent.md': md('name: loose-agent\ndescription: A loose agent'),
  'shared/loose-command.md': md('description: A loose command'),
};

async function put(root: string, rel: string, text: string) {
  await mkdir(dirname(join(root, rel)), { recursive: true });
  await writeFile(join(root, rel), text);
}

let suite: Suite;
let repo: Awaited<ReturnType<typeof tempDir>>;
let out: Awaited<ReturnType<typeof tempDir>>;
let components: CatalogComponent[];
let asPlugins: SessionRun;
let asImported: SessionRun;

beforeAll(async () => {
  if (!bin) return;
  suite = await openSuite(bin, { catalog: false });
  repo = await tempDir('toolshed-probe-market-');
  out = await tempDir('toolshed-probe-market-out-');
  for (const [rel, text] of Object.entries(FILES)) await put(repo.path, rel, text);
  await runImport({ source: repo.path, out: out.path });
  components = (await loadCatalog(out.path)).components;
}, 180_000);

afterAll(async () => {
  await suite?.close();
  await repo?.cleanup();
  await out?.cleanup();
});

/** Names under a plugin's namespace (`splitkit:team:planner` → `planner`), by plugin. */
function byPlugin(names: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const n of names) {
    const parts = n.split(':');
    if (parts.length < 2 || !['splitkit', 'rootkit', 'loose'].includes(parts[0]!)) continue;
    out.set(parts[0]!, [...(out.get(parts[0]!) ?? []), parts[parts.length - 1]!].sort());
  }
  return out;
}

describe.skipIf(!bin)('a marketplace, installed by the client and imported by Toolshed', () => {
  it(
    'the client loads the plugins as written; the import splits or keeps each as decided',
    async () => {
      const env = clientEnv(suite.api.url, suite.home);
      const p = await suite.project();
      const added = await runProgram(bin!, ['plugin', 'marketplace', 'add', repo.path, '--json'], { cwd: p.path, env });
      expect(added.code, added.stdout + added.stderr).toBe(0);
      for (const name of ['splitkit', 'rootkit', 'loose']) {
        const installed = await runProgram(bin!, ['plugin', 'install', `${name}@probe-market`, '--json'], { cwd: p.path, env });
        expect(installed.code, installed.stdout + installed.stderr).toBe(0);
      }
      await trustProjects(suite.home, [p.path]);
      asPlugins = await session(suite, { cwd: p.path, final: 'Loaded.' });
      expect(asPlugins.code, asPlugins.stderr).toBe(0);
      // As written, the plugin's remote server has no type: the client skips it (the import repairs it).
      expect(asPlugins.problems.join('\n')).toMatch(/split-remote/);
      // The client's home is shared with the next test: the installed plugins go.
      for (const name of ['splitkit', 'rootkit', 'loose']) {
        const removed = await runProgram(bin!, ['plugin', 'uninstall', `${name}@probe-market`], { cwd: p.path, env });
        expect(removed.code, removed.stdout + removed.stderr).toBe(0);
      }
      const gone = await runProgram(bin!, ['plugin', 'marketplace', 'remove', 'probe-market'], { cwd: p.path, env });
      expect(gone.code, gone.stdout + gone.stderr).toBe(0);

      expect(components.map((c) => `${c.kind.type}/${c.category}/${c.name}`)).toEqual([
        'agents/loose/loose-agent', 'agents/splitkit/nameless', 'agents/splitkit/planner', 'agents/splitkit/reviewer',
        'commands/loose/loose-command', 'commands/splitkit/check', 'commands/splitkit/sync',
        'skills/splitkit/tables',
        'hooks/splitkit/splitkit',
        'mcps/splitkit/split-local', 'mcps/splitkit/split-remote',
        'mods/probe-market/rootkit',
      ]);
    },
    CLIENT_TEST_TIMEOUT_MS,
  );

  it(
    'what the import publishes loads the same agents, commands, skills and servers, without the namespace and without a warning',
    async () => {
      expect(asPlugins, 'the run above did not happen').toBeDefined();
      const p = await suite.project();
      const servers: Record<string, unknown> = {};
      let hooks: Record<string, unknown> = {};
      for (const c of components) {
        if (c.kind.type === 'agents') await put(p.path, `.claude/agents/${c.name}.md`, c.content);
        if (c.kind.type === 'commands') await put(p.path, `.claude/commands/${c.name}.md`, c.content);
        if (c.kind.type === 'skills') for (const [rel, text] of Object.entries(c.files ?? { 'SKILL.md': c.content })) await put(p.path, `.claude/skills/${c.name}/${rel}`, text);
        if (c.kind.type === 'mcps') Object.assign(servers, JSON.parse(c.content).mcpServers);
        if (c.kind.type === 'hooks') hooks = JSON.parse(c.content).hooks;
        if (c.kind.type === 'mods') for (const [rel, text] of Object.entries(c.files!)) await put(p.path, `.claude/plugins/${c.name}/${rel}`, text);
      }
      await put(p.path, '.mcp.json', JSON.stringify({ mcpServers: servers }));
      await put(p.path, '.claude/settings.json', JSON.stringify({ enableAllProjectMcpServers: true, hooks }));
      await trustProjects(suite.home, [p.path]);
      asImported = await session(suite, { cwd: p.path, final: 'Loaded.', args: ['--plugin-dir', join(p.path, '.claude/plugins/rootkit')] });
      expect(asImported.code, asImported.stderr).toBe(0);

      const init = (run: SessionRun) => run.init!;
      const split = (names: string[], plugin: string) => byPlugin(names).get(plugin) ?? [];
      // The split plugins: what the client loaded under their namespace, the import loads plainly.
      for (const plugin of ['splitkit', 'loose']) {
        const mine = (type: string) => components.filter((c) => c.kind.type === type && c.category === plugin).map((c) => c.name).sort();
        expect(split(init(asPlugins).agents, plugin), `${plugin} agents`).toEqual(mine('agents'));
        for (const name of mine('agents')) expect(init(asImported).agents).toContain(name);
        const commands = split(init(asPlugins).slash_commands, plugin).filter((n) => !mine('skills').includes(n));
        expect(commands, `${plugin} commands`).toEqual(mine('commands'));
        for (const name of mine('commands')) expect(init(asImported).slash_commands).toContain(name);
        expect(split(init(asPlugins).skills, plugin), `${plugin} skills`).toEqual(mine('skills'));
        for (const name of mine('skills')) expect(init(asImported).skills).toContain(name);
      }
      const servers2 = (run: SessionRun) => (init(run).mcp_servers as Array<{ name: string }>).map((s) => s.name.split(':').pop()!).sort();
      expect(servers2(asPlugins)).toEqual(['split-local']);
      expect(servers2(asImported)).toEqual(['split-local', 'split-remote']);
      // The mod is the same plugin: the same namespaced agents and commands as the installed one.
      expect(byPlugin(init(asImported).agents).get('rootkit')).toEqual(byPlugin(init(asPlugins).agents).get('rootkit'));
      expect(byPlugin(init(asImported).slash_commands).get('rootkit')).toEqual(byPlugin(init(asPlugins).slash_commands).get('rootkit'));
      // Servers are unreachable here by design; nothing else is worth a warning.
      expect(asImported.problems.filter((l) => !/MCP server "(split-local|split-remote)"/.test(l))).toEqual([]);
    },
    CLIENT_TEST_TIMEOUT_MS,
  );
});
