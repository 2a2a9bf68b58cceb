/**
 * Every agent, command, loop, skill, template and sandbox of the built catalog,
 * installed with the real bin from the local host, is accepted by the real
 * Claude Code: it shows in the init event, and the debug log holds no warning
 * or error (a fresh client logs none, so any is about what was installed).
 *
 * Batched to keep client runs few: one project holds every agent, command,
 * loop and skill; each template gets its own project (templates share file
 * names such as `.claude/commands/check.md`); one project holds every sandbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CLIENT_TEST_TIMEOUT_MS, requireClient } from '../helpers/claude-client.ts';
import { install } from '../helpers/claude-project.ts';
import { DIST } from '../helpers/paths.ts';
import { nameInFile, openSuite, session, type Suite } from './suite.ts';

const bin = requireClient('tests/client/load-files.test.ts');

let suite: Suite;
/** The run with every agent, command, loop and skill, shared by the two tests below. */
let filesRun: Awaited<ReturnType<typeof session>> | undefined;

beforeAll(async () => {
  if (bin) suite = await openSuite(bin);
}, 180_000);

afterAll(async () => {
  await suite?.close();
});

async function contentOf(type: string, category: string, name: string): Promise<{ content: string; files?: Record<string, string> }> {
  return JSON.parse(await readFile(join(DIST, 'component-content', type, category, `${name}.json`), 'utf8'));
}

describe.skipIf(!bin)('the catalog\'s files load in Claude Code', () => {
  it(
    'every agent, command, loop and skill is in the init event of one run',
    async () => {
      const p = await suite.project();
      const kinds = ['agent', 'command', 'loop', 'skill'];
      await install(suite.server.url, p.path, kinds.map((kind) => ({ kind, entries: suite.catalog.get(kind) ?? [] })));
      const run = (filesRun = await session(suite, { cwd: p.path, final: 'Loaded.' }));
      expect(run.code, run.stderr).toBe(0);
      expect(run.init).toBeDefined();

      const agents: string[] = [];
      for (const e of suite.catalog.get('agent') ?? []) {
        agents.push(nameInFile(`${e.name}.md`, (await contentOf('agents', e.category, e.name)).content));
      }
      expect(agents.length).toBeGreaterThan(0);
      for (const a of agents) expect(run.init!.agents, `agent ${a}`).toContain(a);

      for (const kind of ['command', 'loop']) {
        for (const e of suite.catalog.get(kind) ?? []) expect(run.init!.slash_commands, `${kind} ${e.name}`).toContain(e.name);
      }
      for (const e of suite.catalog.get('skill') ?? []) {
        const shown = nameInFile('SKILL.md', (await contentOf('skills', e.category, e.name)).content);
        expect(shown, `skill ${e.category}/${e.name}: its frontmatter name is its folder name`).toBe(e.name);
        expect(run.init!.skills, `skill ${e.name}`).toContain(e.name);
      }
    },
    CLIENT_TEST_TIMEOUT_MS,
  );

  it('that run logs no warning about the installed agents, commands, loops or skills', () => {
    expect(filesRun, 'the run above did not happen').toBeDefined();
    // PENDING the installer's fix (catalog keys stripped from installed agents):
    // until then each agent logs "has frontmatter keys Claude Code does not recognize".
    expect(filesRun!.problems).toEqual([]);
  });

  it(
    'each template loads in its own project: its agents and commands are in the init event, its settings read without a warning',
    async () => {
      const templates = suite.catalog.get('template') ?? [];
      expect(templates.length).toBeGreaterThan(0);
      const failures: string[] = [];
      for (const t of templates) {
        const p = await suite.project();
        await install(suite.server.url, p.path, [{ kind: 'template', entries: [t] }]);
        const { files = {} } = await contentOf('templates', t.category, t.name);
        const run = await session(suite, { cwd: p.path, final: 'Loaded.' });
        expect(run.code, run.stderr).toBe(0);
        for (const [path, text] of Object.entries(files)) {
          const agent = /^\.claude\/agents\/([^/]+\.md)$/.exec(path);
          const command = /^\.claude\/commands\/([^/]+)\.md$/.exec(path);
          if (agent && !run.init!.agents.includes(nameInFile(agent[1]!, text))) failures.push(`${t.name}: agent ${agent[1]} not loaded`);
          if (command && !run.init!.slash_commands.includes(command[1])) failures.push(`${t.name}: command ${command[1]} not loaded`);
        }
        for (const line of run.problems) failures.push(`${t.name}: ${line}`);
      }
      expect(failures).toEqual([]);
    },
    CLIENT_TEST_TIMEOUT_MS,
  );

  it(
    'every sandbox installs beside a session that logs no warning (the client reads none of its files)',
    async () => {
      const p = await suite.project();
      const sandboxes = suite.catalog.get('sandbox') ?? [];
      expect(sandboxes.length).toBeGreaterThan(0);
      // Their dotfiles (.devcontainer/…) are named, as a user must name them.
      const dotfiles: string[] = [];
      for (const s of sandboxes) {
        for (const path of Object.keys((await contentOf('sandbox', s.category, s.name)).files ?? {})) if (path.split('/').some((seg) => seg.startsWith('.'))) dotfiles.push(path);
      }
      await install(suite.server.url, p.path, [{ kind: 'sandbox', entries: sandboxes }], dotfiles);
      const run = await session(suite, { cwd: p.path, final: 'Loaded.' });
      expect(run.code, run.stderr).toBe(0);
      expect(run.problems).toEqual([]);
    },
    CLIENT_TEST_TIMEOUT_MS,
  );
});
