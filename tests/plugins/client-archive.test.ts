/**
 * The site as a marketplace, in the real Claude Code 2.1.330: the build's
 * `/marketplace.json` with archive entries, served over HTTPS (self-signed,
 * trusted through NODE_EXTRA_CA_CERTS) by a host in a network namespace, since
 * the client refuses archives on loopback addresses. Added in one command; a
 * stack installs with its dependencies, each plugin downloaded and checked
 * against its sha256; a changed archive is refused; a session loads them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CLIENT_TEST_TIMEOUT_MS, clientEnv, requireClient, runProgram } from '../helpers/claude-client.ts';
import { makeProject, type Project } from '../helpers/claude-project.ts';
import { netnsUnavailable, startNetnsHttps, type NetnsHost } from '../helpers/netns-https.ts';
import { tempDir } from '../helpers/paths.ts';
import { openSuite, session, type Suite } from '../client/suite.ts';
import { MarketplaceSchema, type Marketplace } from '../../src/plugins/schemas.ts';
import { archiveFile } from '../../src/plugins/site-build.ts';
import { buildFixture, writeFixtureSource } from './fixture.ts';

const bin = requireClient('tests/plugins/client-archive.test.ts');
const blocked = bin ? netnsUnavailable() : undefined;
if (blocked) {
  if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(`CI: tests/plugins/client-archive.test.ts needs a network namespace, and ${blocked}`);
  const line = '!'.repeat(78);
  console.warn(`\n${line}\n!! SKIPPED tests/plugins/client-archive.test.ts: ${blocked}\n${line}\n`);
}

let suite: Suite;
let work: { path: string; cleanup: () => Promise<void> };
let host: NetnsHost;
let project: Project;
let dist: string;
let marketplace: Marketplace;

const env = () => clientEnv(suite.api.url, suite.home, { NODE_EXTRA_CA_CERTS: host.certFile });
const claude = (args: string[]) => runProgram(bin!, args, { cwd: project.path, env: env() });
const lastJson = (stdout: string) => JSON.parse(stdout.trim().split('\n').filter((l) => l.startsWith('{')).pop() ?? '{}');
const entry = (category: string) => marketplace.plugins.find((p) => p.category === category)!;

beforeAll(async () => {
  if (!bin || blocked) return;
  suite = await openSuite(bin, { catalog: false });
  work = await tempDir('toolshed-plugins-archive-');
  project = await makeProject({ git: true });
  dist = join(work.path, 'dist');
  // The server reads each file when asked, so it can start before the build fills its folder.
  host = await startNetnsHttps(dist);
  await writeFixtureSource(join(work.path, 'source'));
  await buildFixture(join(work.path, 'source'), dist, host.url);
  marketplace = MarketplaceSchema.parse(JSON.parse(await readFile(join(dist, 'marketplace.json'), 'utf8')));
}, CLIENT_TEST_TIMEOUT_MS);

afterAll(async () => {
  await host?.stop();
  await project?.cleanup();
  await work?.cleanup();
  await suite?.close();
});

describe.skipIf(!bin || Boolean(blocked))('the site\'s /marketplace.json with archive entries, over HTTPS', () => {
  it('lists every pluggable component and stack as an archive at the site\'s address', () => {
    expect(marketplace.plugins.map((p) => p.category).sort()).toEqual(['agent', 'command', 'hook', 'loop', 'mcp', 'mod', 'skill', 'stack']);
    for (const p of marketplace.plugins) {
      expect(p.source).toMatchObject({ source: 'archive', url: `${host.url}/${archiveFile({ name: p.name, version: p.version! })}` });
    }
    expect(entry('stack').dependencies?.sort()).toEqual([entry('agent').name, entry('command').name].sort());
  });

  it('is added in one command, and a stack installs with its dependencies from their archives', async () => {
    const add = lastJson((await claude(['plugin', 'marketplace', 'add', `${host.url}/marketplace.json`, '--json'])).stdout);
    expect(add.outcome, add.message).toBe('ok');
    const stack = lastJson((await claude(['plugin', 'install', `${entry('stack').name}@toolshed`, '--json'])).stdout);
    expect(stack.outcome, stack.message).toBe('ok');
    for (const kind of ['hook', 'mcp', 'skill']) {
      const r = lastJson((await claude(['plugin', 'install', `${entry(kind).name}@toolshed`, '--json'])).stdout);
      expect({ kind, outcome: r.outcome }, r.message).toEqual({ kind, outcome: 'ok' });
    }
    const listed = JSON.parse((await claude(['plugin', 'list', '--json'])).stdout) as Array<{ id: string; version: string }>;
    const want = ['stack', 'agent', 'command', 'hook', 'mcp', 'skill'].map((k) => ({ id: `${entry(k).name}@toolshed`, version: entry(k).version }));
    expect(listed.map((p) => ({ id: p.id, version: p.version })).sort((a, b) => a.id.localeCompare(b.id))).toEqual(want.sort((a, b) => a.id.localeCompare(b.id)));
    // Each plugin came from its archive.
    for (const k of ['agent', 'command', 'hook']) expect(host.log).toContain(`GET /${archiveFile({ name: entry(k).name, version: entry(k).version! })} 200`);
  }, CLIENT_TEST_TIMEOUT_MS);

  it('a session loads what the archives held', async () => {
    const run = await session(suite, { cwd: project.path, env: { NODE_EXTRA_CA_CERTS: host.certFile }, final: 'Loaded.' });
    expect(run.code, run.stderr).toBe(0);
    const plugins = (run.init?.plugins ?? []).map((p: { name: string }) => p.name);
    for (const k of ['stack', 'agent', 'command', 'hook', 'mcp', 'skill']) expect(plugins, k).toContain(entry(k).name);
    expect(run.init!.agents).toContain(`${entry('agent').name}:code-reviewer`);
    expect(run.problems).toEqual([]);
  }, CLIENT_TEST_TIMEOUT_MS);

  it('refuses an archive whose bytes do not match the sha256 the marketplace lists', async () => {
    const loop = entry('loop');
    const file = join(dist, archiveFile({ name: loop.name, version: loop.version! }));
    const bytes = await readFile(file);
    const at = bytes.length - 30; // inside the zip's central directory
    bytes[at] = bytes[at]! ^ 0xff;
    await writeFile(file, bytes);
    const r = await claude(['plugin', 'install', `${loop.name}@toolshed`, '--json']);
    const result = lastJson(r.stdout);
    expect(result.outcome, r.stdout + r.stderr).toBe('failed');
    expect(String(result.message)).toMatch(/sha-?256|hash|checksum|integrity/i);
    const listed = JSON.parse((await claude(['plugin', 'list', '--json'])).stdout) as Array<{ id: string }>;
    expect(listed.map((p) => p.id)).not.toContain(`${loop.name}@toolshed`);
  }, CLIENT_TEST_TIMEOUT_MS);
});
