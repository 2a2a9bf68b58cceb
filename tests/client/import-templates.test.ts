/**
 * A generated repository of the claude-code-templates layout, imported, and
 * everything it lists put where the installer puts it (hooks merged into
 * settings with their scripts at their destinations, servers into .mcp.json):
 * the real Claude Code loads every agent, command, loop and skill, runs every
 * hook with success (the scripts that were meant for the home folder are
 * reached in the project), and logs no warning about any of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { generateTemplatesRepo } from '../../bench/import-source.ts';
import { loadCatalog } from '../../src/catalog/load.ts';
import type { CatalogComponent } from '../../src/catalog/component.ts';
import { runImport } from '../../src/import/run.ts';
import { CLIENT_TEST_TIMEOUT_MS, hookEvents, requireClient, trustProjects } from '../helpers/claude-client.ts';
import { tempDir } from '../helpers/paths.ts';
import { nameInFile, openSuite, session, type Suite } from './suite.ts';

const bin = requireClient('tests/client/import-templates.test.ts');

let suite: Suite;
let repo: Awaited<ReturnType<typeof tempDir>>;
let out: Awaited<ReturnType<typeof tempDir>>;
let components: CatalogComponent[];

async function put(root: string, rel: string, text: string, executable = false) {
  await mkdir(dirname(join(root, rel)), { recursive: true });
  await writeFile(join(root, rel), text);
  if (executable) await chmod(join(root, rel), 0o755);
}

beforeAll(async () => {
  if (!bin) return;
  suite = await openSuite(bin, { catalog: false });
  repo = await tempDir('toolshed-client-templates-');
  out = await tempDir('toolshed-client-templates-out-');
  await generateTemplatesRepo(repo.path, 90, { seed: 5 });
  await runImport({ source: repo.path, out: out.path });
  components = (await loadCatalog(out.path)).components;
}, 180_000);

afterAll(async () => {
  await suite?.close();
  await repo?.cleanup();
  await out?.cleanup();
});

describe.skipIf(!bin)('an imported claude-code-templates catalog in Claude Code', () => {
  it(
    'loads every agent, command, loop and skill, runs every hook with success, and warns about nothing',
    async () => {
      const p = await suite.project();
      const hooks: Record<string, unknown[]> = {};
      const servers: Record<string, unknown> = {};
      for (const c of components) {
        const type = c.kind.type;
        if (type === 'agents') await put(p.path, `.claude/agents/${c.name}.md`, c.content);
        if (type === 'commands' || type === 'loops') await put(p.path, `.claude/commands/${c.name}.md`, c.content);
        if (type === 'skills') for (const [rel, text] of Object.entries(c.files ?? { 'SKILL.md': c.content })) await put(p.path, `.claude/skills/${c.name}/${rel}`, text);
        if (type === 'mcps') for (const [name, server] of Object.entries(JSON.parse(c.content).mcpServers as Record<string, Record<string, unknown>>)) {
          const { description: _d, ...rest } = server;
          servers[name] = rest;
        }
        if (type === 'hooks') {
          const doc = JSON.parse(c.content) as { hooks: Record<string, unknown[]>; supportingFiles?: Array<{ source: string; destination: string; executable?: boolean }> };
          for (const [event, groups] of Object.entries(doc.hooks)) hooks[event] = [...(hooks[event] ?? []), ...groups];
          for (const s of doc.supportingFiles ?? []) await put(p.path, s.destination, c.files![s.source]!, s.executable === true);
        }
      }
      expect(Object.keys(hooks)).toContain('SessionStart');
      await put(p.path, '.claude/settings.json', JSON.stringify({ hooks }));
      await put(p.path, '.mcp.json', JSON.stringify({ mcpServers: servers }));
      await trustProjects(suite.home, [p.path]);
      const run = await session(suite, {
        cwd: p.path,
        allowedTools: ['Bash', 'Write'],
        steps: [{ tool: 'Write', input: { file_path: join(p.path, 'notes.txt'), content: 'plain text\n' } }],
      });
      expect(run.code, run.stderr).toBe(0);

      const missing: string[] = [];
      for (const c of components) {
        if (c.kind.type === 'agents' && !run.init!.agents.includes(nameInFile(`${c.name}.md`, c.content))) missing.push(`agent ${c.name}`);
        if ((c.kind.type === 'commands' || c.kind.type === 'loops') && !run.init!.slash_commands.includes(c.name)) missing.push(`${c.kind.singular} ${c.name}`);
        if (c.kind.type === 'skills' && !run.init!.slash_commands.includes(c.name)) missing.push(`skill ${c.name}`);
      }
      expect(missing).toEqual([]);
      expect(components.filter((c) => c.kind.type === 'agents').length).toBeGreaterThan(20);

      const responses = hookEvents(run.events).filter((e) => e.subtype === 'hook_response');
      expect(responses.some((e) => e.hook_event === 'SessionStart')).toBe(true);
      for (const r of responses) expect({ hook: r.hook_name, exit: r.exit_code, stderr: r.stderr }).toEqual({ hook: r.hook_name, exit: 0, stderr: '' });
      // The servers' addresses and packages are not reachable here; nothing else is worth a warning.
      expect(run.problems.filter((l) => !/MCP server "[^"]+".*(Connection failed|getaddrinfo|ECONNREFUSED|CONNECTION_CLOSED)/.test(l))).toEqual([]);
    },
    CLIENT_TEST_TIMEOUT_MS,
  );
});
