/**
 * The real Claude Code loads a project after `toolshed update` and after a
 * restore (`toolshed install --frozen` in a fresh clone) with every component
 * in its init event and no warning or error in its debug log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CLIENT_TEST_TIMEOUT_MS, requireClient, trustProjects } from '../helpers/claude-client.ts';
import { tempDir } from '../helpers/paths.ts';
import { openSuite, session, type Suite } from '../client/suite.ts';
import { toolshed } from '../install/run-bin.ts';
import { FIXTURE, type FixtureComponent } from '../install/fixture-catalog.ts';
import { startLiveCatalog, type LiveCatalog } from './live-catalog.ts';

const bin = requireClient('tests/lifecycle/client.test.ts');

/** A hook that runs on every session end: harmless, so the client runs it without asking. */
const STOP_HOOK: FixtureComponent = {
  type: 'hooks',
  category: 'notify',
  name: 'session-log',
  description: 'Logs the end of a session',
  content: JSON.stringify({ description: 'Logs the end of a session', hooks: { Stop: [{ hooks: [{ type: 'command', command: 'echo stopped >> "$CLAUDE_PROJECT_DIR/.claude/session.log"' }] }] } }, null, 2),
};
const PICKS = FIXTURE.filter((c) => ['frontend.Developer', 'commit_msg', 'pdf'].includes(c.name));
const FLAGS = ['--agent', 'development-team/frontend.Developer', '--command', 'git/commit_msg', '--skill', 'documents/pdf', '--hook', 'notify/session-log', '--setting', 'permissions/safe-defaults'];

let suite: Suite;
let catalog: LiveCatalog;
let t: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  if (!bin) return;
  suite = await openSuite(bin, { catalog: false });
  catalog = await startLiveCatalog([...structuredClone(PICKS), STOP_HOOK, structuredClone(FIXTURE.find((c) => c.name === 'safe-defaults')!)]);
  t = await tempDir('toolshed-lifecycle-client-');
}, 180_000);
afterAll(async () => {
  await catalog?.close();
  await suite?.close();
  await t?.cleanup();
});

async function loadsCleanly(dir: string): Promise<void> {
  await trustProjects(suite.home, [dir]);
  const run = await session(suite, { cwd: dir, final: 'Loaded.' });
  expect(run.code, run.stderr).toBe(0);
  expect(run.init?.agents).toContain('frontend-developer');
  expect(run.init?.slash_commands).toContain('commit_msg');
  expect(run.init?.skills).toContain('pdf');
  expect(run.problems).toEqual([]);
}

describe.skipIf(!bin)('Claude Code loads what update and restore wrote', () => {
  it(
    'after `toolshed update` took an edited agent, a skill with a new file, a changed hook and a setting with a new permission',
    async () => {
      const p = await suite.project();
      const run = (args: string[]) => toolshed(args, { cwd: p.path, env: { HOME: suite.home.home } });
      expect((await run([...FLAGS, '--site', catalog.url, '--yes'])).code).toBe(0);
      await catalog.edit('agents', 'frontend.Developer', (c) => ({ ...c, content: c.content.replace('You are a senior frontend engineer.', 'You are a staff frontend engineer; review accessibility first.') }));
      await catalog.edit('skills', 'pdf', (c) => ({ ...c, files: { ...c.files!, 'reference/tables.md': '# Tables\n\nUse `pdfplumber`.\n' } }));
      await catalog.edit('hooks', 'session-log', (c) => ({ ...c, content: c.content.replace('echo stopped', 'echo session stopped') }));
      await catalog.edit('settings', 'safe-defaults', (c) => {
        const doc = JSON.parse(c.content);
        doc.permissions.allow.push('Bash(git status:*)');
        return { ...c, content: JSON.stringify(doc, null, 2) };
      });
      const r = await run(['update', '--yes']);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.stdout).toContain('Updated skill documents/pdf');
      const settings = JSON.parse(await readFile(join(p.path, '.claude/settings.json'), 'utf8'));
      expect(settings.permissions.allow).toContain('Bash(git status:*)');
      expect(JSON.stringify(settings.hooks)).toContain('echo session stopped');
      await loadsCleanly(p.path);
    },
    CLIENT_TEST_TIMEOUT_MS,
  );

  it(
    'after a restore in a fresh clone (`toolshed install --frozen`)',
    async () => {
      const p = await suite.project();
      const run = (dir: string, args: string[]) => toolshed(args, { cwd: dir, env: { HOME: suite.home.home } });
      expect((await run(p.path, [...FLAGS, '--site', catalog.url, '--yes'])).code).toBe(0);
      const git = (...args: string[]) => spawnSync('git', ['-c', 'user.email=t@example.invalid', '-c', 'user.name=test', ...args], { cwd: p.path, encoding: 'utf8' });
      git('add', '.claude/toolshed-manifest.json', '.claude/settings.json');
      git('commit', '-q', '-m', 'lock file and settings only');
      const clone = join(t.path, 'clone');
      expect(spawnSync('git', ['clone', '-q', p.path, clone]).status).toBe(0);
      await rm(join(clone, '.claude/agents'), { recursive: true, force: true });
      const r = await run(clone, ['install', '--frozen', '--yes']);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      for (const path of ['.claude/agents/frontend.Developer.md', '.claude/commands/commit_msg.md', '.claude/skills/pdf/SKILL.md']) {
        expect(await readFile(join(clone, path), 'utf8'), path).toBe(await readFile(join(p.path, path), 'utf8'));
      }
      await loadsCleanly(clone);
    },
    CLIENT_TEST_TIMEOUT_MS,
  );
});
