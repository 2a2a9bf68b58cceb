/**
 * A catalog name is a name (issue 37, item 5): components, categories, files,
 * MCP servers, supporting files and frontmatter keys called `toString`,
 * `__proto__` or `constructor` go through the loader, the build's outputs, the
 * real installer bin and the Discord bot's commands as themselves, never as
 * Object.prototype members (src/text/records.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { loadCatalog, type LoadedCatalog } from '../../src/catalog/load.ts';
import { writeCatalogFiles } from '../../src/catalog/build.ts';
import { CHAT_INDEX_FILE, chatInfoFile, chatKey, shardOf } from '../../src/catalog/chat-index.ts';
import { scheduleInterval } from '../../src/catalog/lenient.ts';
import { readKeyByKey } from '../../src/text/frontmatter.ts';
import { catalogAllowPaths } from '../../src/install/plan.ts';
import { parseChatIndex } from '../../src/chat/index-reader.ts';
import { runCommand } from '../../src/chat/commands.ts';
import { commandInteractionSchema, type InteractionResponse } from '../../src/chat/schemas.ts';
import { tempDir } from '../helpers/paths.ts';
import { toolshed, tree } from '../install/run-bin.ts';

const SOURCE: Record<string, string> = {
  'agents/constructor/toString.md': '---\nname: toString\ndescription: An agent named toString in a category named constructor\n---\nReview the diff.\n',
  'agents/development/__proto__.md': '---\nname: __proto__\ndescription: An agent named __proto__\nconstructor: a frontmatter key named constructor\n---\nExplain the code.\n',
  'hooks/tools/constructor.json': JSON.stringify({
    description: 'A hook named constructor whose script is named toString',
    hooks: { PostToolUse: [{ matcher: 'Edit', hooks: [{ type: 'command', command: 'bash .claude/hooks/toString' }] }] },
    supportingFiles: [{ source: 'toString', destination: '.claude/hooks/toString', executable: true }],
  }),
  'hooks/tools/toString': '#!/usr/bin/env bash\necho formatted\n',
  'mcps/tools/__proto__.json': JSON.stringify({
    description: 'Servers named like Object.prototype members',
    mcpServers: JSON.parse('{"__proto__": {"command": "node", "args": ["server.js"]}, "constructor": {"command": "node", "args": ["other.js"]}}'),
  }),
  'skills/tools/toString/SKILL.md': '---\nname: toString\ndescription: A skill named toString with a file named __proto__\n---\nRead __proto__ first.\n',
  'skills/tools/toString/__proto__': 'notes kept as a file named __proto__\n',
};

const NAMES = ['toString', '__proto__', 'constructor'];
let t: Awaited<ReturnType<typeof tempDir>>;
let catalog: LoadedCatalog;
let site: string;

beforeAll(async () => {
  t = await tempDir('toolshed-prototype-names-');
  const source = join(t.path, 'source');
  for (const [path, text] of Object.entries(SOURCE)) {
    await mkdir(dirname(join(source, path)), { recursive: true });
    await writeFile(join(source, path), text);
  }
  catalog = await loadCatalog(source, { threads: 0 });
  site = join(t.path, 'site');
  await writeCatalogFiles({ catalog, stats: { downloads: {}, trending: {} as never, source: 'unavailable' } }, site, { allowPaths: catalogAllowPaths });
});

afterAll(() => t?.cleanup());

describe('names that are Object.prototype members', () => {
  it('the loader reads each component, its files and its frontmatter keys as they are', () => {
    expect(catalog.errors).toEqual([]);
    const ids = catalog.components.map((c) => `${c.kind.singular}:${c.category}/${c.name}`).sort();
    expect(ids).toEqual(['agent:constructor/toString', 'agent:development/__proto__', 'hook:tools/constructor', 'mcp:tools/__proto__', 'skill:tools/toString']);
    const hook = catalog.components.find((c) => c.kind.type === 'hooks')!;
    expect(Object.keys(hook.files!).sort()).toEqual(['constructor.json', 'toString']);
    expect(Object.hasOwn(hook.files!, 'toString') && hook.files!.toString).toBe('#!/usr/bin/env bash\necho formatted\n');
    const skill = catalog.components.find((c) => c.kind.type === 'skills')!;
    expect(Object.keys(skill.files!).sort()).toEqual(['SKILL.md', '__proto__']);
    expect(Object.getOwnPropertyDescriptor(skill.files!, '__proto__')?.value).toBe('notes kept as a file named __proto__\n');
    expect(readKeyByKey('constructor: a key\ntoString: another\n').data).toEqual(Object.assign(Object.create(null), { constructor: 'a key', toString: 'another' }));
    expect(readKeyByKey('constructor: a key\n').warnings).toEqual([]);
    expect(scheduleInterval('every 5 constructor')).toBeUndefined();
    expect(scheduleInterval('toString')).toBeUndefined();
  });

  it('the installer installs each one with its own files, servers and hooks', async () => {
    const project = join(t.path, 'project');
    await mkdir(project);
    const r = await toolshed(
      ['--agent', 'constructor/toString,development/__proto__', '--hook', 'tools/constructor', '--mcp', 'tools/__proto__', '--skill', 'tools/toString', '--site', site, '--yes'],
      { cwd: project, env: { HOME: join(t.path, 'home') } },
    );
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const files = await tree(project);
    expect(files['.claude/agents/toString.md']).toContain('Review the diff.');
    expect(files['.claude/agents/__proto__.md']).toContain('Explain the code.');
    expect(files['.claude/hooks/toString']).toBe('#!/usr/bin/env bash\necho formatted\n');
    expect(files['.claude/skills/toString/__proto__']).toBe('notes kept as a file named __proto__\n');
    const mcp = JSON.parse(files['.mcp.json']!) as { mcpServers: Record<string, unknown> };
    expect(Object.keys(mcp.mcpServers).sort()).toEqual(['__proto__', 'constructor']);
    expect(Object.getOwnPropertyDescriptor(mcp.mcpServers, '__proto__')?.value).toEqual({ command: 'node', args: ['server.js'] });
    expect(JSON.parse(files['.claude/settings.json']!).hooks.PostToolUse[0].hooks[0].command).toBe('bash .claude/hooks/toString');
    // And the lock adds up: check reads every entry back as current.
    const check = await toolshed(['check', '--offline'], { cwd: project, env: { HOME: join(t.path, 'home') } });
    expect(check.code, check.stdout + check.stderr).toBe(0);
  });

  it("the bot's /search, /info and /install answer with the component of that name", async () => {
    const chat = parseChatIndex(await readFile(join(site, CHAT_INDEX_FILE)));
    expect(chat.size).toBe(5);
    const describe = async (e: { chatType: { kind: { type: string } }; category: string; name: string }) => {
      const key = chatKey(e.chatType.kind.type, e.category, e.name);
      const shard = JSON.parse(await readFile(join(site, chatInfoFile(shardOf(key, chat.shards))), 'utf8')) as Record<string, string>;
      return Object.hasOwn(shard, key) ? shard[key] : undefined;
    };
    const run = async (name: string, options: Record<string, string>): Promise<InteractionResponse> => {
      const interaction = commandInteractionSchema.parse({ type: 2, application_id: '1', token: 'tok', data: { name, options: Object.entries(options).map(([n, value]) => ({ name: n, type: 3, value })) } });
      return runCommand(interaction, { catalog: chat, siteUrl: 'http://127.0.0.1:1', random: () => 0, describe });
    };
    const embed = (r: InteractionResponse) => {
      if (r.type !== 4 || !('embeds' in r.data)) throw new Error(JSON.stringify(r));
      return r.data.embeds[0]!;
    };
    for (const name of NAMES) {
      const found = embed(await run('search', { query: name }));
      expect(JSON.stringify(found), name).toContain(name);
    }
    const info = embed(await run('info', { name: 'development/__proto__', type: 'agents' }));
    expect(info.description).toContain('An agent named __proto__');
    const install = embed(await run('install', { name: 'toString', type: 'agents' }));
    expect(install.fields!.find((f) => f.name === 'Installation Command')!.value).toContain('npx toolshed@latest --agent toString');
    const mcp = embed(await run('install', { name: '__proto__', type: 'mcps' }));
    expect(mcp.fields!.find((f) => f.name === 'Installation Command')!.value).toContain('npx toolshed@latest --mcp __proto__');
    const hook = embed(await run('info', { name: 'constructor', type: 'hooks' }));
    expect(hook.description).toContain('A hook named constructor');
  });
});
