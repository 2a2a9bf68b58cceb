/**
 * `toolshed install` with no component flag: a team's project committed with
 * its lock file, cloned with git, restored from the catalog over real HTTP to
 * the same bytes; `--frozen` refusing a moved hash; hand-edited files,
 * a lock edited by hand, a removed component and the network down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { contentDigest } from '../../src/catalog/digest.ts';
import { RestoreReportSchema } from '../../src/lifecycle/schemas.ts';
import { tempDir } from '../helpers/paths.ts';
import { toolshed, tree } from '../install/run-bin.ts';
import type { FixtureComponent } from '../install/fixture-catalog.ts';
import { startLiveCatalog, type LiveCatalog } from './live-catalog.ts';

const LOCK = '.claude/toolshed-manifest.json';
const TIME: FixtureComponent = {
  type: 'mcps',
  category: 'time',
  name: 'clock',
  description: 'Local time',
  content: JSON.stringify({ mcpServers: { time: { command: 'uvx', args: ['mcp-server-time', '--local-timezone=<your-iana-timezone>'] } } }, null, 2),
};
const COMPONENTS = [
  '--agent', 'development-team/frontend.Developer', '--skill', 'documents/pdf', '--hook', 'security/no-rm-rf',
  '--setting', 'permissions/safe-defaults', '--mcp', 'time/clock', '--template', 'starters/python-project',
];

let catalog: LiveCatalog;
let t: Awaited<ReturnType<typeof tempDir>>;
let team: string;
let home: string;

function git(cwd: string, ...args: string[]): void {
  const r = spawnSync('git', ['-c', 'user.email=team@example.invalid', '-c', 'user.name=Team', ...args], { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`);
}

/** The committed project as a fresh clone elsewhere. */
async function clone(): Promise<string> {
  const dir = join(t.path, `clone-${Math.random().toString(36).slice(2)}`);
  git(t.path, 'clone', '--quiet', team, dir);
  return dir;
}

const run = (dir: string, args: string[]) => toolshed(args, { cwd: dir, env: { HOME: home } });
/** What the team's project holds besides git's and the backups folder. */
const projectFiles = async (dir: string) =>
  Object.fromEntries(Object.entries(await tree(dir)).filter(([p]) => !p.startsWith('.git/') && p !== '.git' && !p.startsWith('.claude/toolshed-backups')));

beforeAll(async () => {
  catalog = await startLiveCatalog();
  catalog.components.push(TIME);
  await catalog.publish();
  t = await tempDir('toolshed-restore-');
  team = join(t.path, 'team');
  home = join(t.path, 'home');
  await mkdir(team);
  await mkdir(home);
  // The team's own settings, so the install backs a file up (a backup must never reach the commit).
  await mkdir(join(team, '.claude'));
  await writeFile(join(team, '.claude/settings.json'), '{ "model": "opus" }\n');
  git(team, 'init', '--quiet');
  const r = await run(team, [...COMPONENTS, '--site', catalog.url, '--yes', '--set', 'your-iana-timezone=Europe/Berlin']);
  if (r.code !== 0) throw new Error(r.stdout + r.stderr);
  // What a team commits: .claude/ with its lock file, CLAUDE.md; not .mcp.json (it may hold tokens).
  await writeFile(join(team, '.gitignore'), '.mcp.json\n');
  git(team, 'add', '-A');
  git(team, 'commit', '--quiet', '-m', 'components');
});
afterAll(async () => {
  await catalog?.close();
  await t?.cleanup();
});

describe('restore from the lock file', () => {
  it('the backups folder stays out of the commit, the lock file is in it', async () => {
    expect(Object.keys(await tree(team)).some((p) => /^\.claude\/toolshed-backups\/[^/]+\/\.claude\/settings\.json$/.test(p))).toBe(true);
    const r = spawnSync('git', ['ls-files'], { cwd: team, encoding: 'utf8' });
    expect(r.stdout.split('\n')).toContain(LOCK);
    expect(r.stdout).not.toContain('toolshed-backups');
  });

  it('a fresh clone gets byte-identical files, the placeholder filled as the team filled it; the lock is not rewritten', async () => {
    const dir = await clone();
    await rm(join(dir, '.claude/skills'), { recursive: true }); // as if the skill had never been committed
    const lockBefore = await readFile(join(dir, LOCK), 'utf8');
    const r = await run(dir, ['install', '--frozen', '--json', '--yes']);
    expect(r.code, r.stderr).toBe(0);
    const report = RestoreReportSchema.parse(JSON.parse(r.stdout));
    expect(report.applied).toBe(true);
    expect(Object.fromEntries(report.components.map((c) => [c.name, c.result]))).toMatchObject({ pdf: 'restored', clock: 'restored', 'frontend.Developer': 'intact' });
    expect(await projectFiles(dir)).toEqual(await projectFiles(team));
    expect(JSON.parse(await readFile(join(dir, '.mcp.json'), 'utf8')).mcpServers.time.args[1]).toBe('--local-timezone=Europe/Berlin');
    expect(await readFile(join(dir, LOCK), 'utf8')).toBe(lockBefore);
    const check = await run(dir, ['check']);
    expect(check.code, check.stdout).toBe(0);

    const again = await run(dir, ['install']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('All 6 intact: nothing to restore.');
  });

  it('a file edited by hand is not overwritten without --force; --force backs it up, then restores the locked bytes', async () => {
    const dir = await clone();
    await writeFile(join(dir, '.claude/agents/frontend.Developer.md'), 'edited\n');
    await rm(join(dir, '.claude/hooks/no-rm-rf.sh'));
    const before = await tree(dir);
    const r = await run(dir, ['install']);
    expect(r.code).toBe(7);
    expect(r.stdout).toContain('.claude/agents/frontend.Developer.md was changed here since it was installed');
    expect(await tree(dir)).toEqual(before);
    // The fixture hook's script greps for `rm -rf /`, which the analyzer blocks as destructive-delete: named to restore it.
    const forced = await run(dir, ['install', '--force', '--yes', '--allow-risk', 'destructive-delete']);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await projectFiles(dir)).toEqual({ ...(await projectFiles(team)), '.mcp.json': expect.any(String) });
    const backup = /\.claude\/agents\/frontend\.Developer\.md → (\S+)/.exec(forced.stdout)![1]!;
    expect(await readFile(join(dir, backup), 'utf8')).toBe('edited\n');
  });

  it('--frozen: a locked sha256 the catalog no longer serves fails with exit 1 and nothing written, even for intact files', async () => {
    const dir = await clone();
    await catalog.edit('agents', 'frontend.Developer', (c) => ({ ...c, content: `${c.content}\nMoved upstream.` }));
    try {
      const before = await tree(dir);
      const r = await run(dir, ['install', '--frozen']);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/--frozen: the catalog no longer serves the locked sha256 of agent development-team\/frontend\.Developer \(now [0-9a-f]{12}…\); nothing was written/);
      expect(await tree(dir)).toEqual(before);

      // Without --frozen, intact files stay as locked; a missing one whose hash moved is offered as an update.
      await rm(join(dir, '.claude/agents/frontend.Developer.md'));
      const unasked = await run(dir, ['install']);
      expect(unasked.code).toBe(7);
      expect(unasked.stdout).toMatch(/agent development-team\/frontend\.Developer: [0-9a-f]{12}… → [0-9a-f]{12}…/);
      expect(unasked.stdout).toContain('+Moved upstream.');
      expect(unasked.stderr).toContain('rerun with --yes');
      const taken = await run(dir, ['install', '--yes']);
      expect(taken.code, taken.stderr).toBe(0);
      expect(await readFile(join(dir, '.claude/agents/frontend.Developer.md'), 'utf8')).toBe(catalog.find('agents', 'frontend.Developer').content);
      const lock = JSON.parse(await readFile(join(dir, LOCK), 'utf8'));
      expect(lock.installs.find((e: { name: string }) => e.name === 'frontend.Developer').sha256).toBe(contentDigest(catalog.find('agents', 'frontend.Developer')));
    } finally {
      await catalog.edit('agents', 'frontend.Developer', (c) => ({ ...c, content: c.content.replace('\nMoved upstream.', '') }));
    }
  });

  it('a component removed from the catalog: intact is fine (said so), missing cannot be restored (exit 3, nothing written)', async () => {
    const dir = await clone();
    const pdf = catalog.find('skills', 'pdf');
    await catalog.remove('skills', 'pdf');
    try {
      const ok = await run(dir, ['install', '--yes']);
      expect(ok.code, ok.stderr).toBe(0);
      expect(ok.stderr).toContain('skill documents/pdf was removed from the catalog; the files here are intact');
      await rm(join(dir, '.claude/skills/pdf/SKILL.md'));
      const before = await tree(dir);
      const r = await run(dir, ['install']);
      expect(r.code).toBe(3);
      expect(r.stderr).toContain('skill documents/pdf was removed from the catalog and is not intact here');
      expect(await tree(dir)).toEqual(before);
    } finally {
      catalog.components.push(pdf);
      await catalog.publish();
    }
  });

  it('components that run code are shown and need --yes (a lock can come with a cloned repository); nothing is written without it', async () => {
    const dir = await clone();
    const before = await tree(dir);
    const r = await run(dir, ['install']);
    expect(r.code).toBe(7);
    expect(r.stdout).toMatch(/This runs code on your machine:\n {2}mcp time\/clock: .*uvx mcp-server-time --local-timezone=Europe\/Berlin/);
    expect(r.stderr).toContain('mcp time/clock runs code; read the above, then rerun with --yes to restore');
    expect(await tree(dir)).toEqual(before);
  });

  it('a lock edited by hand (a file hash that is not the catalog\'s bytes) restores nothing: exit 5', async () => {
    const dir = await clone();
    const lock = JSON.parse(await readFile(join(dir, LOCK), 'utf8'));
    const agent = lock.installs.find((e: { name: string }) => e.name === 'frontend.Developer');
    agent.files[0].sha256 = '0'.repeat(64);
    await writeFile(join(dir, LOCK), JSON.stringify(lock, null, 2));
    await rm(join(dir, '.claude/agents/frontend.Developer.md'));
    const before = await tree(dir);
    const r = await run(dir, ['install']);
    expect(r.code).toBe(5);
    // Refused before the catalog is asked: an agent is its one file, so that hash must be the component's (lock-integrity.ts).
    expect(r.stderr).toMatch(/the lock file is tampered: agent development-team\/frontend\.Developer: the lock says \.claude\/agents\/frontend\.Developer\.md hashes to 0{12}…, but the component it names is [0-9a-f]{12}…[\s\S]*nothing was written/);
    expect(await tree(dir)).toEqual(before);
  });

  it('the network down: exit 4, nothing written', async () => {
    const dir = await clone();
    await rm(join(dir, '.claude/agents/frontend.Developer.md'));
    const before = await tree(dir);
    catalog.down = true;
    try {
      const r = await run(dir, ['install', '--frozen']);
      expect(r.code).toBe(4);
      expect(r.stderr).toMatch(/cannot read the catalog/);
    } finally {
      catalog.down = false;
    }
    expect(await tree(dir)).toEqual(before);
  });

  it('an install that names components (a --<kind> flag or --stack) in a project with a lock file installs them, it does not restore', async () => {
    const dir = await clone();
    const r = await run(dir, ['--stack', 'agent:security/reviewer', '--site', catalog.url]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('Installed agent security/reviewer');
    expect(await readFile(join(dir, '.claude/agents/reviewer.md'), 'utf8')).toBe(catalog.find('agents', 'reviewer').content);
  });

  it('--global restores the home folder from its own lock file', async () => {
    const cwd = join(t.path, 'global-cwd');
    const gHome = join(t.path, 'global-home');
    await mkdir(cwd);
    await mkdir(gHome);
    const g = (args: string[]) => toolshed(args, { cwd, env: { HOME: gHome } });
    expect((await g(['--agent', 'security/reviewer', '--global', '--site', catalog.url])).code).toBe(0);
    const text = await readFile(join(gHome, '.claude/agents/reviewer.md'), 'utf8');
    await rm(join(gHome, '.claude/agents/reviewer.md'));
    const r = await g(['install', '--global', '--frozen', '--yes']);
    expect(r.code, r.stderr).toBe(0);
    expect(await readFile(join(gHome, '.claude/agents/reviewer.md'), 'utf8')).toBe(text);
    expect(await tree(cwd)).toEqual({});
  });
});
