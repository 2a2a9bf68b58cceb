/**
 * `toolshed plugins add|update|remove` with the real Claude Code 2.1.330: a
 * catalog built from tests/plugins/fixture.ts (one component of every
 * pluggable kind, messy names, a hook with its script, a local MCP server,
 * a mod, stacks) becomes a local-directory marketplace; every plugin passes
 * `claude plugin validate --strict`; the stack installs with its
 * dependencies, the rest one by one; a session's init event names every
 * component, the hook's script runs from the plugin, the MCP server connects,
 * and the debug log holds no warning. Then the catalog changes: `update`
 * shows the change (and the hook's new network call) and the client runs the
 * new version. `remove` leaves nothing behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { CLIENT_TEST_TIMEOUT_MS, clientEnv, hookEvents, requireClient, runProgram } from '../helpers/claude-client.ts';
import { makeProject, type Project } from '../helpers/claude-project.ts';
import { tempDir } from '../helpers/paths.ts';
import { openSuite, session, type Suite } from '../client/suite.ts';
import { BIN, NODE } from '../install/run-bin.ts';
import { buildFixture, HOOK_MARKER, writeFixtureSource } from './fixture.ts';

const bin = requireClient('tests/plugins/client-local.test.ts');

let suite: Suite;
let work: { path: string; cleanup: () => Promise<void> };
let project: Project;
let source: string;
let dist: string;
let marketplaceDir: string;

const env = (extra: Record<string, string> = {}) => clientEnv(suite.api.url, suite.home, { TOOLSHED_CLAUDE_BIN: bin!, DO_NOT_TRACK: '1', ...extra });
const claude = (args: string[], cwd = project.path) => runProgram(bin!, args, { cwd, env: env() });
const toolshed = (args: string[]) => runProgram(NODE, [BIN, ...args], { cwd: project.path, env: env() });
const lastJson = (stdout: string) => JSON.parse(stdout.trim().split('\n').filter((l) => l.startsWith('{')).pop() ?? '{}');

async function listed(): Promise<Array<{ id: string; version: string; installPath: string; [k: string]: unknown }>> {
  const r = await claude(['plugin', 'list', '--json']);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
}

/** Plugin names by kind, from the marketplace the command wrote. */
let names: Record<string, string>;

beforeAll(async () => {
  if (!bin) return;
  suite = await openSuite(bin, { catalog: false });
  work = await tempDir('toolshed-plugins-client-');
  project = await makeProject({ git: true });
  source = join(work.path, 'source');
  dist = join(work.path, 'dist');
  marketplaceDir = join(suite.home.configDir, 'toolshed-marketplace');
  await writeFixtureSource(source);
  await buildFixture(source, dist, 'https://catalog.example.invalid');
}, CLIENT_TEST_TIMEOUT_MS);

afterAll(async () => {
  await project?.cleanup();
  await work?.cleanup();
  await suite?.close();
});

describe.skipIf(!bin)('the catalog as a local plugin marketplace, in the real client', () => {
  it('add: writes the marketplace from the catalog\'s JSON and registers it', async () => {
    const r = await toolshed(['plugins', 'add', '--site', dist]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/8 plugins \(3 components or stacks are not plugins/);
    const manifest = JSON.parse(await readFile(join(marketplaceDir, '.claude-plugin', 'marketplace.json'), 'utf8'));
    names = Object.fromEntries(manifest.plugins.map((p: { name: string; category: string }) => [p.category, p.name]));
    expect(Object.keys(names).sort()).toEqual(['agent', 'command', 'hook', 'loop', 'mcp', 'mod', 'skill', 'stack']);
    const known = await claude(['plugin', 'marketplace', 'list', '--json']);
    expect(known.stdout).toContain('"toolshed"');
    // Adding again registers the folder as it is (a teammate's committed marketplace) and rewrites nothing.
    const before = await readFile(join(marketplaceDir, '.claude-plugin', 'marketplace.json'), 'utf8');
    const again = await toolshed(['plugins', 'add', '--site', dist]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('Registered the toolshed marketplace already at');
    expect(await readFile(join(marketplaceDir, '.claude-plugin', 'marketplace.json'), 'utf8')).toBe(before);
  }, CLIENT_TEST_TIMEOUT_MS);

  it('every plugin and the marketplace pass `claude plugin validate --strict`', async () => {
    const dirs = [marketplaceDir, ...(await readdir(join(marketplaceDir, 'plugins'))).map((n) => join(marketplaceDir, 'plugins', n))];
    for (const dir of dirs) {
      const v = await claude(['plugin', 'validate', '--strict', dir]);
      expect({ dir, code: v.code }, v.stdout + v.stderr).toEqual({ dir, code: 0 });
    }
  }, CLIENT_TEST_TIMEOUT_MS);

  it('installs the stack with its dependencies, then one plugin of every other kind', async () => {
    const stack = lastJson((await claude(['plugin', 'install', `${names.stack}@toolshed`, '--json'])).stdout);
    expect(stack.outcome, stack.message).toBe('ok');
    expect((await listed()).map((p) => p.id).sort()).toEqual([names.agent, names.command, names.stack].map((n) => `${n}@toolshed`).sort());
    for (const kind of ['loop', 'skill', 'hook', 'mcp', 'mod']) {
      const r = lastJson((await claude(['plugin', 'install', `${names[kind]}@toolshed`, '--json'])).stdout);
      expect({ kind, outcome: r.outcome }, r.message).toEqual({ kind, outcome: 'ok' });
    }
    const all = await listed();
    expect(all).toHaveLength(8);
    for (const p of all) expect(Object.keys(p).filter((k) => /error/i.test(k)), p.id).toEqual([]);
  }, CLIENT_TEST_TIMEOUT_MS);

  it('a session names every component, runs the hook\'s script from the plugin, connects the MCP server, and logs no warning', async () => {
    // The client reports a server still starting after 5 s as pending; a loaded machine can start node slower than that.
    const run = await session(suite, { cwd: project.path, final: 'Loaded.', env: { MCP_CONNECT_TIMEOUT_MS: '60000' } });
    expect(run.code, run.stderr).toBe(0);
    const init = run.init!;
    const plugins = (init.plugins ?? []).map((p: { name: string }) => p.name);
    for (const n of Object.values(names)) expect(plugins, n).toContain(n);
    expect(init.agents).toContain(`${names.agent}:code-reviewer`);
    expect(init.agents).toContain(`${names.mod}:linter`);
    expect(init.slash_commands).toEqual(expect.arrayContaining([`${names.command}:commit-msg`, `${names.loop}:watch-build`, `${names.skill}:pdf-notes`, `${names.mod}:lint`]));
    const echo = (init.mcp_servers ?? []).find((s: { name: string }) => s.name.includes('echo'));
    expect(echo, JSON.stringify(init.mcp_servers)).toMatchObject({ status: 'connected' });
    const hook = hookEvents(run.events).find((e) => e.subtype === 'hook_response' && e.hook_event === 'SessionStart');
    expect(hook, JSON.stringify(hookEvents(run.events))).toMatchObject({ exit_code: 0 });
    const ranFrom = (await readFile(join(project.path, HOOK_MARKER), 'utf8')).trim();
    // From the plugin's own folder (a local-directory marketplace's plugins are read in place), never from the project.
    expect(ranFrom).toMatch(new RegExp(`/${names.hook}/(?:[^/]+/)?scripts/hooks/mark-session\\.sh$`));
    expect(ranFrom.startsWith(project.path)).toBe(false);
    expect(run.problems).toEqual([]);
  }, CLIENT_TEST_TIMEOUT_MS);

  it('update: shows what changed, including what the hook runs now, then the client runs the new version', async () => {
    await rm(join(project.path, HOOK_MARKER));
    await writeFixtureSource(source, { edited: true });
    await buildFixture(source, dist, 'https://catalog.example.invalid');
    const before = Object.fromEntries((await listed()).map((p) => [p.id, p.version]));
    const dry = await toolshed(['plugins', 'update', '--site', dist, '--dry-run']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(`changed ${names.agent}`);
    expect(dry.stdout).toContain(`changed ${names.hook}`);
    // Per plugin: the files with their counts, the safety verdicts with what it does now, then the diffs.
    expect(dry.stdout).toMatch(new RegExp(`changed ${names.hook} \\(.*scripts/hooks/mark-session\\.sh \\+1 -0\\)`));
    expect(dry.stdout).toContain('safety: no findings → advisories only (worse)');
    expect(dry.stdout).toContain('now sends data to telemetry.example.invalid');
    expect(dry.stdout).toContain('now runs a hook on PreToolUse (Bash)');
    expect(dry.stdout).toContain('+curl -s https://telemetry.example.invalid/ping');
    expect(dry.stdout).toContain('+You review diffs and say what is wrong. Also check the tests.');
    expect(dry.stdout).not.toContain(names.command);
    // Without a terminal and without --yes, nothing changes.
    const refused = await toolshed(['plugins', 'update', '--site', dist]);
    expect(refused.code).toBe(7);
    const r = await toolshed(['plugins', 'update', '--site', dist, '--yes']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const after = Object.fromEntries((await listed()).map((p) => [p.id, p]));
    for (const kind of ['agent', 'hook']) expect(after[`${names[kind]}@toolshed`]!.version, kind).not.toBe(before[`${names[kind]}@toolshed`]);
    for (const kind of ['command', 'loop', 'skill', 'mcp', 'mod', 'stack']) expect(after[`${names[kind]}@toolshed`]!.version, kind).toBe(before[`${names[kind]}@toolshed`]);
    const agent = after[`${names.agent}@toolshed`]!;
    expect(await readFile(join(agent.installPath, 'agents', 'Code.Reviewer.md'), 'utf8')).toContain('Also check the tests.');
    const run = await session(suite, { cwd: project.path, final: 'Loaded again.' });
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(join(project.path, HOOK_MARKER))).toBe(true);
    expect(run.problems).toEqual([]);
    const again = await toolshed(['plugins', 'update', '--site', dist, '--yes']);
    expect(again.stdout).toMatch(/^Up to date/m);
  }, CLIENT_TEST_TIMEOUT_MS);

  it('remove: uninstalls every plugin and leaves nothing of the marketplace behind', async () => {
    const r = await toolshed(['plugins', 'remove']);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(await listed()).toEqual([]);
    expect((await claude(['plugin', 'marketplace', 'list', '--json'])).stdout).not.toContain('"toolshed"');
    expect(existsSync(marketplaceDir)).toBe(false);
    const left = (await readdir(join(suite.home.configDir, 'plugins'), { recursive: true })).filter((p) => p.includes('toolshed'));
    expect(left).toEqual([]);
    const settings = JSON.parse(await readFile(join(suite.home.configDir, 'settings.json'), 'utf8'));
    expect(JSON.stringify(settings)).not.toContain('toolshed');
  }, CLIENT_TEST_TIMEOUT_MS);
});
