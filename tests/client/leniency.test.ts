/**
 * As lenient as the client, and no more (issue 25 item 4): community files of
 * every shape the catalog reader treats specially are put, as written, in one
 * project, and, as the catalog publishes them (repaired), in another; the real
 * Claude Code runs in both. The catalog must list exactly what the client
 * loads (or loads once repaired), describe it as the client does, and publish
 * files the client loads without a warning.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadCatalog } from '../../src/catalog/load.ts';
import type { CatalogComponent } from '../../src/catalog/component.ts';
import { CLIENT_TEST_TIMEOUT_MS, clientEnv, requireClient, runProgram, trustProjects } from '../helpers/claude-client.ts';
import { tempDir } from '../helpers/paths.ts';
import { openSuite, session, type Suite } from './suite.ts';

const bin = requireClient('tests/client/leniency.test.ts');

const md = (front: string, body = 'Do the work described here.\n') => `---\n${front}\n---\n${body}`;

/** Agents: file name → text. Which of them the client loads is what the test finds out. */
const AGENTS: Record<string, string> = {
  'quoted-colon': md('name: quoted-colon\ndescription: Reviews diffs. Use when: a change is ready\ntools: *'),
  'dup-key': md('name: dup-key\ndescription: first words\ndescription: second words\nmodel: sonnet'),
  'no-name': md('description: An agent that names no name\ntools: Read, Grep'),
  'number-name': md('name: 42\ndescription: An agent whose name is a number'),
  'broken-quote': md('name: broken-quote\ndescription: "He said "go": now\ntools: Read'),
  'hash-inside': md('name: hash-inside\ndescription: Counts the # marks in a text\ntools: *'),
  'flow-tools': md('name: flow-tools\ndescription: Lists: files\ntools: [Read, Grep]'),
  'block-beside-invalid': md('name: block-beside-invalid\ndescription: |\n  A literal block\ntools: *'),
  'continuation': md('name: continuation\ndescription: First line\n  second line: with a colon'),
  'ends-with-colon': md('name: ends-with-colon\ndescription: Use it for:\ntools: *'),
  'sentence-line': md('name: sentence-line\ndescription: fine: here\nThis line is a sentence'),
  'no-frontmatter': 'You are an agent without frontmatter.\n',
  'no-description': md('name: no-description\ntools: Read'),
  'dashes-inside': md('name: dashes-inside\ndescription: Before --- after\ntools: Read'),
  'tab-list': md('name: tab-list\ndescription: Lists: with tabs\ntools:\n\t- Read\n\t- Grep'),
  // The community's long descriptions: a first line the client quotes, then indented examples after it.
  'quoted-then-examples': md('name: quoted-then-examples\ndescription: Designs APIs. Use this agent when you need to: pick a style\n\n  <example>\n  <user_request>Design it.</user_request>\n  </example>\ntools: Read'),
};
const COMMANDS: Record<string, string> = {
  'empty-hint': md('description: Runs with no hint\nargument-hint:\nmodel:'),
  'list-hint': md('description: Deploy: to one region\nargument-hint: [env] | [region]'),
};
const LOOPS: Record<string, string> = {
  'words-interval': md('description: Watches CI: reports failures\ninterval: every 5 minutes'),
};
const SKILLS: Record<string, string> = {
  'skill-no-description': md('name: skill-no-description'),
  'skill-colon': md('name: skill-colon\ndescription: Formats tables: aligned columns'),
};
const MCP = { mcpServers: { 'remote-untyped': { url: 'http://127.0.0.1:9/mcp' } } };
const HOOKS = {
  description: 'Prompt, agent and ignored hooks',
  hooks: {
    Stop: [{ hooks: [{ type: 'prompt', prompt: 'Is the task complete? Answer {"ok": true}.' }] }],
    SubagentStop: [{ hooks: [{ type: 'agent', prompt: 'Verify the subagent finished.' }, { type: 'shell', run: 'true' }] }],
    PreToolUse: [{ matcher: 'Bash', hooks: [{ command: 'true' }] }],
  },
};

async function put(root: string, rel: string, text: string) {
  await mkdir(dirname(join(root, rel)), { recursive: true });
  await writeFile(join(root, rel), text);
}

let suite: Suite;
let source: Awaited<ReturnType<typeof tempDir>>;
let listed: Map<string, CatalogComponent>;
let catalogWarnings: string[];

beforeAll(async () => {
  if (!bin) return;
  suite = await openSuite(bin, { catalog: false });
  source = await tempDir('toolshed-leniency-source-');
  for (const [n, t] of Object.entries(AGENTS)) await put(source.path, `agents/cases/${n}.md`, t);
  for (const [n, t] of Object.entries(COMMANDS)) await put(source.path, `commands/cases/${n}.md`, t);
  for (const [n, t] of Object.entries(LOOPS)) await put(source.path, `loops/cases/${n}.md`, t);
  for (const [n, t] of Object.entries(SKILLS)) await put(source.path, `skills/cases/${n}/SKILL.md`, t);
  await put(source.path, 'mcps/cases/remote-untyped.json', JSON.stringify(MCP));
  await put(source.path, 'hooks/cases/prompt-agent.json', JSON.stringify(HOOKS));
  const catalog = await loadCatalog(source.path);
  listed = new Map(catalog.components.map((c) => [`${c.kind.type}/${c.name}`, c]));
  catalogWarnings = catalog.warnings.map((w) => `${w.file}: ${w.message}`);
}, 180_000);

afterAll(async () => {
  await suite?.close();
  await source?.cleanup();
});

/** A project holding the files: as written (`published` false) or as the catalog publishes them. */
async function projectWith(published: boolean): Promise<string> {
  const p = await suite.project();
  const text = (type: string, name: string, original: string) => (published ? listed.get(`${type}/${name}`)?.content : original);
  for (const [n, t] of Object.entries(AGENTS)) {
    const out = text('agents', n, t);
    if (out !== undefined) await put(p.path, `.claude/agents/${n}.md`, out);
  }
  for (const [n, t] of Object.entries({ ...COMMANDS, ...LOOPS })) {
    const out = text(n in LOOPS ? 'loops' : 'commands', n, t);
    if (out !== undefined) await put(p.path, `.claude/commands/${n}.md`, out);
  }
  for (const [n, t] of Object.entries(SKILLS)) {
    const out = text('skills', n, t);
    if (out !== undefined) await put(p.path, `.claude/skills/${n}/SKILL.md`, out);
  }
  const mcp = JSON.parse(text('mcps', 'remote-untyped', JSON.stringify(MCP))!);
  await put(p.path, '.mcp.json', JSON.stringify({ mcpServers: mcp.mcpServers }));
  const hooks = JSON.parse(text('hooks', 'prompt-agent', JSON.stringify(HOOKS))!);
  await put(p.path, '.claude/settings.json', JSON.stringify({ enableAllProjectMcpServers: true, hooks: hooks.hooks }));
  await trustProjects(suite.home, [p.path]);
  return p.path;
}

/** Every text the client sent the model, as one JSON string: agent and skill listings are in it. */
function sentSince(from: number): string {
  return suite.api.requests.slice(from).map((r) => JSON.stringify(r.body)).join('\n');
}
const inJson = (text: string) => JSON.stringify(text).slice(1, -1);

describe.skipIf(!bin)('the catalog is as lenient as Claude Code', () => {
  it(
    'lists exactly the agents, commands, loops and skills the client loads, described as the client describes them',
    async () => {
      const asWritten = await projectWith(false);
      const from = suite.api.requests.length;
      const original = await session(suite, { cwd: asWritten, final: 'Loaded.' });
      expect(original.code, original.stderr).toBe(0);
      const originalSent = sentSince(from);
      const published = await projectWith(true);
      const from2 = suite.api.requests.length;
      const repaired = await session(suite, { cwd: published, final: 'Loaded.' });
      expect(repaired.code, repaired.stderr).toBe(0);
      const repairedSent = sentSince(from2);

      const failures: string[] = [];
      const check = (ok: boolean, what: string) => void (ok || failures.push(what));
      for (const name of Object.keys(AGENTS)) {
        const c = listed.get(`agents/${name}`);
        const shownName = c?.declaredName ?? name;
        const loadedAsWritten = original.init!.agents.some((a: string) => a === name || (c && a === shownName));
        // Never stricter than the client: what it loads as written, the catalog lists.
        if (loadedAsWritten) check(c !== undefined, `agent ${name}: the client loads it, the catalog does not list it`);
        if (!c) continue;
        check(repaired.init!.agents.includes(shownName), `agent ${name}: listed, but the client does not load what the catalog publishes`);
        const tools = c.tools!.length === 0 || c.tools!.includes('*') ? 'All tools' : c.tools!.join(', ');
        check(repairedSent.includes(inJson(`- ${shownName}: ${c.description} (Tools: ${tools})`)), `agent ${name}: the client describes it otherwise than "${c.description}" (Tools: ${tools})`);
        if (loadedAsWritten) check(originalSent.includes(inJson(`- ${shownName}: ${c.description} (Tools: ${tools})`)), `agent ${name}: as written, the client describes it otherwise`);
      }
      for (const [type, names] of [['commands', Object.keys(COMMANDS)], ['loops', Object.keys(LOOPS)], ['skills', Object.keys(SKILLS)]] as const) {
        for (const name of names) {
          const c = listed.get(`${type}/${name}`);
          if (original.init!.slash_commands.includes(name)) check(c !== undefined, `${type} ${name}: the client loads it, the catalog does not list it`);
          if (!c) continue;
          check(repaired.init!.slash_commands.includes(name), `${type} ${name}: listed, but the client does not load what the catalog publishes`);
          const described = type === 'skills' && !(SKILLS[name] ?? '').includes('description:');
          if (!described) check(repairedSent.includes(inJson(`- ${name}: ${c.description}`)), `${type} ${name}: the client describes it otherwise than "${c.description}"`);
        }
      }
      // A skill without a description is a slash command only: the model is not offered it.
      check(!repaired.init!.skills.includes('skill-no-description'), 'skill-no-description is offered to the model');
      check(repaired.init!.skills.includes('skill-colon'), 'skill-colon is not offered to the model');
      expect(failures).toEqual([]);

      // The outcome the catalog gives each shape (so a change in the client or the reader shows here).
      expect(Object.keys(AGENTS).filter((n) => listed.has(`agents/${n}`))).toEqual([
        'quoted-colon', 'dup-key', 'no-name', 'number-name', 'broken-quote', 'hash-inside', 'flow-tools', 'dashes-inside', 'tab-list',
      ]);
      expect(original.init!.agents.filter((a: string) => a in AGENTS)).toEqual(
        expect.arrayContaining(['quoted-colon', 'dup-key', 'broken-quote', 'hash-inside', 'flow-tools', 'tab-list']),
      );
      for (const n of ['no-name', 'block-beside-invalid', 'continuation', 'quoted-then-examples', 'ends-with-colon', 'sentence-line', 'no-frontmatter', 'no-description']) {
        expect(original.init!.agents, `the client loads agent ${n} as written`).not.toContain(n);
      }
      expect(original.init!.agents).not.toContain('42');
      expect(listed.get('loops/words-interval')!.details).toContainEqual(['interval', '5m']);

      // What the catalog publishes loads without a warning (the MCP server's address is unreachable here, by design).
      expect(repaired.problems.filter((l) => !/MCP server "remote-untyped"/.test(l))).toEqual([]);
      // As written, the client complains about the hooks it ignores and the agents it cannot read.
      expect(original.problems.join('\n')).toMatch(/Unknown hook type "shell"/);
      expect(original.problems.join('\n')).toMatch(/Hook entry has no "type"/);
      expect(original.problems.join('\n')).toMatch(/no-description\.md: Missing required "description"/);
    },
    CLIENT_TEST_TIMEOUT_MS,
  );

  it(
    'a remote MCP server without a type is skipped by the client as written, and loaded as the catalog publishes it',
    async () => {
      const env = clientEnv(suite.api.url, suite.home);
      const asWritten = await runProgram(bin!, ['mcp', 'list'], { cwd: await projectWith(false), env });
      expect(asWritten.stdout + asWritten.stderr).toMatch(/remote-untyped.*has a "url" but no "type"/);
      const published = await runProgram(bin!, ['mcp', 'list'], { cwd: await projectWith(true), env });
      expect(published.stdout + published.stderr).not.toMatch(/no "type"/);
      expect(published.stdout).toMatch(/remote-untyped: http:\/\/127\.0\.0\.1:9\/mcp \(HTTP\)/);
      expect(catalogWarnings).toContain('mcps/cases/remote-untyped.json: repaired: MCP server remote-untyped has a url and no type (Claude Code skips it): type "http" added');
    },
    CLIENT_TEST_TIMEOUT_MS,
  );
});
