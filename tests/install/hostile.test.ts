/**
 * Safe in any folder (issue 14): the real bin over real HTTP (the local host
 * serving a fixture catalog) into temporary projects that are odd on purpose:
 * symbolic links out of the project, Ctrl-C in the middle of a large mod, a
 * settings.json with a byte-order mark, names too long for the disk, a file
 * where a folder should be, same-name components, and placeholders to fill.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/install/errors.ts';
import { tempDir } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';
import { FIXTURE, fixture, writeFixtureDist, type FixtureComponent } from './fixture-catalog.ts';
import { BIN, NODE, spawnToolshed, toolshed, tree } from './run-bin.ts';

const BIG_FILES = 4000;
const bigMod: FixtureComponent = {
  type: 'mods',
  category: 'generated',
  name: 'big',
  description: 'A large generated plugin',
  content: '{"name":"big"}\n',
  files: {
    '.claude-plugin/plugin.json': '{"name":"big"}\n',
    ...Object.fromEntries(Array.from({ length: BIG_FILES }, (_, i) => [`commands/group-${i % 40}/c${i}.md`, `---\ndescription: generated ${i}\n---\n${'x'.repeat(2000)}\n`])),
  },
};
const longName: FixtureComponent = {
  type: 'skills',
  category: 'odd',
  name: 'long-file',
  description: 'A file name longer than the disk allows',
  content: '---\nname: long-file\ndescription: d\n---\nx\n',
  files: { 'SKILL.md': '---\nname: long-file\ndescription: d\n---\nx\n', [`${'n'.repeat(300)}.md`]: 'too long\n' },
};
const TIME = {
  mcpServers: {
    time: { command: 'uvx', args: ['mcp-server-time', '--local-timezone=<your-iana-timezone>'], env: { DATA: '<absolute-path>/time', SHELL_SAFE: 'a < b > c' } },
  },
};
const time: FixtureComponent = { type: 'mcps', category: 'utilities', name: 'time', description: 'Time', content: JSON.stringify(TIME, null, 2) };

let dist: Awaited<ReturnType<typeof tempDir>>;
let server: LocalServer;

beforeAll(async () => {
  dist = await tempDir('toolshed-hostile-dist-');
  await writeFixtureDist(dist.path, [...FIXTURE, bigMod, longName, time]);
  server = await startLocalServer({ TOOLSHED_DIST: dist.path });
});
afterAll(async () => {
  await server?.stop();
  await dist?.cleanup();
});

async function project() {
  const t = await tempDir('toolshed-hostile-');
  const dir = join(t.path, 'project');
  const outside = join(t.path, 'outside');
  await mkdir(dir);
  await mkdir(outside);
  return { dir, outside, home: join(t.path, 'home'), cleanup: t.cleanup };
}

const run = (p: { dir: string; home: string }, args: string[]) => toolshed([...args, '--site', server.url], { cwd: p.dir, env: { HOME: p.home } });

describe('symbolic links out of the project', () => {
  it('refuses to write through a linked folder inside .claude/plugins, and writes nothing anywhere', async () => {
    const p = await project();
    await mkdir(join(p.dir, '.claude/plugins'), { recursive: true });
    await symlink(p.outside, join(p.dir, '.claude/plugins/release-kit'), 'dir');
    const r = await run(p, ['--mod', 'workflow/release-kit', '--yes']);
    expect(r.code).toBe(EXIT.failed);
    expect(r.stderr).toMatch(/symbolic link .*outside/);
    expect(await readdir(p.outside)).toEqual([]);
    expect(await tree(p.dir)).toEqual({ '.claude': '<dir>', '.claude/plugins': '<dir>', '.claude/plugins/release-kit': '<link>' });
    await p.cleanup();
  });

  it('refuses when .claude itself leads outside', async () => {
    const p = await project();
    await symlink(p.outside, join(p.dir, '.claude'), 'dir');
    const r = await run(p, ['--agent', 'security/reviewer']);
    expect(r.code).toBe(EXIT.failed);
    expect(await readdir(p.outside)).toEqual([]);
    await p.cleanup();
  });

  it('remove does not delete through a link that now leads outside', async () => {
    const p = await project();
    expect((await run(p, ['--agent', 'security/reviewer'])).code).toBe(0);
    // The agents folder is swapped for a link to a folder outside holding a file with the same bytes.
    await writeFile(join(p.outside, 'reviewer.md'), (await readFile(join(p.dir, '.claude/agents/reviewer.md'), 'utf8')));
    spawnSync('rm', ['-r', join(p.dir, '.claude/agents')]);
    await symlink(p.outside, join(p.dir, '.claude/agents'), 'dir');
    const r = await toolshed(['remove', 'agent', 'security/reviewer', '--force'], { cwd: p.dir });
    expect(r.code).toBe(EXIT.failed);
    expect(r.stderr).toMatch(/symbolic link/);
    expect(await readdir(p.outside)).toEqual(['reviewer.md']);
    await p.cleanup();
  });
});

describe('interrupted or failing installs leave everything or nothing', () => {
  it('Ctrl-C in the middle of a large mod rolls back every file and records nothing', async () => {
    const p = await project();
    // 8 MB: over the default download cap, so the cap is raised for it.
    const { child, done } = spawnToolshed(['--mod', 'generated/big', '--yes', '--site', server.url], { cwd: p.dir, env: { HOME: p.home, TOOLSHED_MAX_COMPONENT_BYTES: String(64 * 1024 * 1024) } });
    const target = join(p.dir, '.claude/plugins/big/commands');
    // Signal once files have started to land (the apply step), not during the download.
    for (;;) {
      const entries = await readdir(target).catch(() => []);
      if (entries.length > 0 || child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    child.kill('SIGINT');
    const r = await done;
    expect(r.code, r.stdout + r.stderr).toBe(EXIT.interrupted);
    expect(r.stderr).toMatch(/interrupted; every change was rolled back/);
    expect(await tree(p.dir)).toEqual({});
    await p.cleanup();
  });

  it('a name too long for the disk is a clear message and leaves nothing behind', async () => {
    const p = await project();
    const r = await run(p, ['--skill', 'odd/long-file']);
    expect(r.code).toBe(EXIT.failed);
    expect(r.stderr).toMatch(/name is too long for this file system \(ENAMETOOLONG\)/);
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/); // no stack trace
    expect(await tree(p.dir)).toEqual({});
    await p.cleanup();
  });

  it('a failure halfway through (a file where a folder must go) undoes the files already written', async () => {
    const p = await project();
    await mkdir(join(p.dir, '.claude'));
    await writeFile(join(p.dir, '.claude/commands'), 'a file, not a folder\n');
    const before = await tree(p.dir);
    const r = await run(p, ['--template', 'starters/python-project', '--agent', 'security/reviewer', '--yes']);
    expect(r.code).toBe(EXIT.failed);
    expect(r.stderr).toMatch(/cannot write \.claude\/commands\/test\.md: .*rolled back/);
    expect(await tree(p.dir)).toEqual(before); // CLAUDE.md and the agent, written first, are gone again
    await p.cleanup();
  });
});

describe('odd but valid files', () => {
  it('reads a settings.json that starts with a UTF-8 byte-order mark, keeping the original as the backup', async () => {
    const p = await project();
    await mkdir(join(p.dir, '.claude'));
    const original = `\uFEFF${JSON.stringify({ model: 'opus', permissions: { allow: ['Bash(make:*)'] } }, null, 2)}\n`;
    await writeFile(join(p.dir, '.claude/settings.json'), original);
    const r = await run(p, ['--setting', 'permissions/safe-defaults', '--yes']); // its env is code that runs
    expect(r.code, r.stderr).toBe(0);
    const merged = JSON.parse(await readFile(join(p.dir, '.claude/settings.json'), 'utf8'));
    expect(merged.model).toBe('opus');
    expect(merged.permissions.allow).toEqual(['Bash(make:*)', 'Bash(npm test:*)', 'Read(**)']);
    expect((await toolshed(['remove', 'setting', 'permissions/safe-defaults'], { cwd: p.dir })).code).toBe(0);
    expect(await readFile(join(p.dir, '.claude/settings.json'), 'utf8')).toBe(original);
    await p.cleanup();
  });
});

describe('same kind and name from another category', () => {
  it('is a named conflict that stops without --force, already installed or in one command', async () => {
    const p = await project();
    expect((await run(p, ['--agent', 'security/reviewer'])).code).toBe(0);
    const installed = await readFile(join(p.dir, '.claude/agents/reviewer.md'), 'utf8');
    const r = await run(p, ['--agent', 'quality/reviewer']);
    expect(r.code).toBe(EXIT.notConfirmed);
    expect(r.stdout).toMatch(/agent quality\/reviewer has the same name as security\/reviewer, already installed here \(\.claude\/agents\/reviewer\.md\)/);
    expect(await readFile(join(p.dir, '.claude/agents/reviewer.md'), 'utf8')).toBe(installed);

    const q = await project();
    const both = await run(q, ['--agent', 'security/reviewer,quality/reviewer']);
    expect(both.code).toBe(EXIT.notConfirmed);
    // Several components in one command go through the stack's pre-flight first (src/stack/preflight.ts), which names both.
    expect(both.stdout).toMatch(/collision \(place\): agent:security\/reviewer and agent:quality\/reviewer install to \.claude\/agents\/reviewer\.md/);
    expect(await tree(q.dir)).toEqual({});

    const forced = await run(p, ['--agent', 'quality/reviewer', '--force']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await readFile(join(p.dir, '.claude/agents/reviewer.md'), 'utf8')).toBe(FIXTURE.find((f) => f.category === 'quality' && f.name === 'reviewer')!.content);
    await p.cleanup();
    await q.cleanup();
  });
});

describe('placeholders', () => {
  it('without a terminal: --set fills them; the rest are named by file and key, and list shows them until edited', async () => {
    const p = await project();
    const r = await run(p, ['--mcp', 'utilities/time', '--yes', '--set', 'your-iana-timezone=Europe/Berlin']);
    expect(r.code, r.stderr).toBe(0);
    const mcp = JSON.parse(await readFile(join(p.dir, '.mcp.json'), 'utf8'));
    expect(mcp.mcpServers.time.args).toEqual(['mcp-server-time', '--local-timezone=Europe/Berlin']);
    expect(mcp.mcpServers.time.env).toEqual({ DATA: '<absolute-path>/time', SHELL_SAFE: 'a < b > c' });
    expect(r.stdout).toContain('Still to fill in');
    expect(r.stdout).toContain('.mcp.json mcpServers.time.env.DATA: <absolute-path>');
    expect(r.stdout).not.toContain('your-iana-timezone');

    const list = await toolshed(['list'], { cwd: p.dir });
    expect(list.stdout).toContain('.mcp.json mcpServers.time.env.DATA: <absolute-path>');
    await writeFile(join(p.dir, '.mcp.json'), JSON.stringify({ mcpServers: { time: { ...mcp.mcpServers.time, env: { DATA: '/srv/time' } } } }));
    expect((await toolshed(['list'], { cwd: p.dir })).stdout).not.toContain('still to fill in');
    await p.cleanup();
  });

  it('rejects a malformed --set', async () => {
    const p = await project();
    const r = await run(p, ['--mcp', 'utilities/time', '--set', 'novalue']);
    expect(r.code).toBe(EXIT.usage);
    expect(r.stderr).toMatch(/--set "novalue": expected NAME=value/);
    await p.cleanup();
  });

  it('in a terminal: asks for each one; an empty answer leaves it to fill in later', async () => {
    const p = await project();
    // `script` gives the bin a pseudo-terminal; the answers are typed ahead on its input.
    const command = [NODE, BIN, '--mcp', 'utilities/time', '--yes', '--site', server.url].map((a) => `'${a}'`).join(' ');
    const r = spawnSync('script', ['-qec', command, '/dev/null'], {
      cwd: p.dir,
      input: 'Asia/Tokyo\n\n',
      encoding: 'utf8',
      env: { ...process.env, HOME: p.home, DO_NOT_TRACK: '1' },
      timeout: 120_000, // a hang (a prompt never answered) fails instead of stalling the suite
    });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('Value for <your-iana-timezone> (.mcp.json mcpServers.time.args[1]');
    expect(r.stdout).toContain('Value for <absolute-path> (.mcp.json mcpServers.time.env.DATA');
    const mcp = JSON.parse(await readFile(join(p.dir, '.mcp.json'), 'utf8'));
    expect(mcp.mcpServers.time.args[1]).toBe('--local-timezone=Asia/Tokyo');
    expect(mcp.mcpServers.time.env.DATA).toBe('<absolute-path>/time');
    expect(r.stdout).toContain('.mcp.json mcpServers.time.env.DATA: <absolute-path>');
    await p.cleanup();
  });
});
