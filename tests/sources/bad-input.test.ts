/**
 * Bad input to the aggregator: each a clear error naming the source, and
 * nothing half-written into the build's tree (the last whole tree stays).
 * Plugin addresses outside the allowed set are refused before git sees them.
 */
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregate } from '../../src/sources/aggregate.ts';
import { parseLockFile, parseSourcesFile, SourcesError } from '../../src/sources/plan.ts';
import { pluginOriginOf, refusedAddress } from '../../src/sources/plugin-source.ts';
import { existsSync } from 'node:fs';
import { checkoutDir } from '../../src/sources/fetch.ts';
import { leftovers } from '../../src/sources/pull.ts';
import { readSourcesSettings } from '../../src/sources/settings.ts';
import { tempDir } from '../helpers/paths.ts';
import { publish, templatesFiles, writeFiles } from './fixtures.ts';

let dir: Awaited<ReturnType<typeof tempDir>>;
let good: string;
let notCatalog: string;
const C = (n: number) => String(n).repeat(40);

const settings = () => readSourcesSettings(dir.path, { CATALOG_SOURCES: 'sources.json', TOOLSHED_SOURCES_CACHE_DIR: 'cache', TOOLSHED_SOURCES_TIMEOUT: '60' });
const writeSources = (sources: unknown[]) => writeFile(join(dir.path, 'sources.json'), JSON.stringify({ sources }));
const run = (strict = false) => aggregate({ settings: settings(), ours: join(dir.path, 'ours'), tree: join(dir.path, 'tree'), strict });

beforeAll(async () => {
  dir = await tempDir('toolshed-sources-bad-');
  good = await publish(join(dir.path, 'work/good'), join(dir.path, 'bare/good.git'), templatesFiles());
  notCatalog = await publish(join(dir.path, 'work/plain'), join(dir.path, 'bare/plain.git'), { 'README.md': '# Not a catalog\n' });
  await writeFiles(join(dir.path, 'ours'), { 'agents/ours/mine.md': '---\nname: mine\ndescription: Ours.\n---\n\nOurs.\n' });
}, 120_000);

afterAll(async () => {
  await dir?.cleanup();
});

describe('bad input to the aggregator', () => {
  it('names a source that is not a catalog and one whose commit does not exist, and builds the rest', async () => {
    await writeSources([
      { id: 'good', repository: `file://${join(dir.path, 'bare/good.git')}`, commit: good, prefix: 'g' },
      { id: 'plain', repository: `file://${join(dir.path, 'bare/plain.git')}`, commit: notCatalog, prefix: 'p' },
      { id: 'nocommit', repository: `file://${join(dir.path, 'bare/good.git')}`, commit: 'ab'.repeat(20), prefix: 'n' },
    ]);
    const result = await run();
    const byId = new Map(result.report.sources.map((s) => [s.id, s]));
    expect(byId.get('good')).toMatchObject({ status: 'imported', components: 3 });
    expect(byId.get('plain')).toMatchObject({ status: 'failed', reason: expect.stringMatching(/neither layout/) });
    expect(byId.get('nocommit')).toMatchObject({ status: 'failed', reason: expect.stringMatching(new RegExp(`commit ${'ab'.repeat(20)} does not exist in file://`)) });
    // Nothing of a failed source reaches the tree.
    expect((await readdir(join(result.sourceDir, 'agents'))).sort()).toEqual(['g-dev', 'ours']);
    expect((await readdir(join(result.sourceDir, '.imports'))).sort()).toEqual(['good.json']);
    await expect(run(true)).rejects.toThrow(/--strict: source plain could not be pulled in: neither layout.*source nocommit could not be pulled in: commit/);
    // The strict failure left the last whole tree in place.
    expect((await readdir(join(dir.path, 'tree', '.imports')))).toEqual(['good.json']);
  }, 240_000);

  it('refuses two sources with one prefix, a lock that disagrees, a malformed file, each naming the source, before fetching anything', async () => {
    const base = { repository: `file://${join(dir.path, 'bare/good.git')}`, commit: good };
    await writeSources([{ id: 'a', prefix: 'same', ...base }, { id: 'b', prefix: 'Same', ...base }]);
    await expect(run()).rejects.toThrow(/sources a and b have one prefix, Same/);
    await writeSources([{ id: 'a', prefix: 'a', ...base }, { id: 'a', prefix: 'b', ...base }]);
    await expect(run()).rejects.toThrow(/source a is listed twice/);
    await writeSources([{ id: 'a', prefix: 'a', repository: base.repository, commit: 'main' }]);
    await expect(run()).rejects.toThrow(/sources.json, source a: sources.1?\.?.*commit: a full commit id/);
    await writeSources([{ id: 'a', prefix: 'a', repository: 'ext::sh -c id', commit: good }]);
    await expect(run()).rejects.toThrow(/source a: the address "ext::sh -c id" uses a git transport that runs commands/);

    await writeSources([{ id: 'a', prefix: 'a', ...base }]);
    await writeFile(join(dir.path, 'sources.lock.json'), JSON.stringify({ version: 1, sources: { a: { commit: C(1), plugins: {} } } }));
    await expect(run()).rejects.toThrow(/sources.lock.json disagrees with the sources file: source a is pinned at .* but locked for 111111111111/);
    await writeFile(join(dir.path, 'sources.lock.json'), JSON.stringify({ version: 1, sources: { gone: { commit: C(1), plugins: {} } } }));
    await expect(run()).rejects.toThrow(/it locks source gone, which the sources file does not list/);
    expect(await readFile(join(dir.path, 'sources.lock.json'), 'utf8')).toContain('gone');
  }, 120_000);

  it('parses the sources file and its lock with one schema each', () => {
    expect(() => parseSourcesFile('{', 'x.json')).toThrow(SourcesError);
    expect(() => parseSourcesFile('{"sources":[{"id":"a","repository":"r","commit":"' + C(2) + '","prefix":"p","extra":1}]}', 'x.json')).toThrow(/source a: sources.0: Unrecognized key/);
    const file = parseSourcesFile(JSON.stringify({ sources: [{ id: 'a', repository: 'https://example.invalid/a', commit: C(2), prefix: 'p' }] }), 'x.json');
    expect(parseLockFile(undefined, 'x.lock.json', file)).toEqual({ version: 1, sources: {} });
    expect(() => parseLockFile('{"version":2,"sources":{}}', 'x.lock.json', file)).toThrow(/x.lock.json: version/);
  });
});

describe('a build stopped mid-way', () => {
  it('leaves work folders the next build removes, and only those of processes that are gone', async () => {
    const names = ['.tmp-111-0123abcd', 'templates-111-0123abcd', 'my-2-src-222-89abcdef', `.tmp-${process.pid}-0123abcd`, `${'a'.repeat(16)}-${C(7)}`, 'templates-abc'];
    expect(leftovers(names, (pid) => pid === 222)).toEqual(['.tmp-111-0123abcd', 'templates-111-0123abcd']);
    // Through a build: a dead process's checkout, import work and half-assembled tree go; the cached checkout stays.
    await writeSources([{ id: 'good', repository: `file://${join(dir.path, 'bare/good.git')}`, commit: good, prefix: 'g' }]);
    await rm(join(dir.path, 'sources.lock.json'), { force: true });
    await run();
    const dead = 2 ** 22 + 12345;
    await writeFiles(dir.path, { [`cache/checkouts/.tmp-${dead}-0123abcd/x`]: 'x', [`cache/work/good-${dead}-0123abcd/x`]: 'x', [`tree.tmp-${dead}/x`]: 'x' });
    await run();
    expect((await readdir(join(dir.path, 'cache/checkouts'))).filter((n) => n.startsWith('.tmp'))).toEqual([]);
    expect(await readdir(join(dir.path, 'cache/work'))).toEqual([]);
    expect((await readdir(dir.path)).filter((n) => n.startsWith('tree.tmp'))).toEqual([]);
    expect(existsSync(checkoutDir(join(dir.path, 'cache'), `file://${join(dir.path, 'bare/good.git')}`, good))).toBe(true);
  }, 120_000);
});

describe('plugin addresses', () => {
  it('allows https and ssh everywhere, and paths on this machine only for a local catalog', () => {
    const remote = { local: false, unencrypted: false };
    expect(refusedAddress('https://example.invalid/a/b', remote)).toBeUndefined();
    expect(refusedAddress('git@example.invalid:a/b.git', remote)).toBeUndefined();
    expect(refusedAddress('ssh://git@example.invalid/a/b', remote)).toBeUndefined();
    expect(refusedAddress('file:///srv/repo.git', remote)).toMatch(/path on this machine/);
    expect(refusedAddress('/srv/repo.git', remote)).toMatch(/path on this machine/);
    expect(refusedAddress('../repo', remote)).toMatch(/path on this machine/);
    expect(refusedAddress('file:///srv/repo.git', { ...remote, local: true })).toBeUndefined();
    expect(refusedAddress('ext::ssh -oProxyCommand=x', { local: true, unencrypted: true })).toMatch(/transport that runs commands \(ext::\)/);
    expect(refusedAddress('fd::3', { local: true, unencrypted: true })).toMatch(/fd::/);
    expect(refusedAddress('-uupload-pack=x', { local: true, unencrypted: true })).toMatch(/as an option/);
    expect(refusedAddress('http://example.invalid/a', remote)).toMatch(/no transport security/);
    expect(refusedAddress('ftp://example.invalid/a', remote)).toMatch(/ftp:\/\//);
    expect(refusedAddress('https://example.invalid/a\nb', remote)).toMatch(/control characters/);
  });

  it('reads github, url and git-subdir sources with their ref or sha, and says why for the rest', () => {
    expect(pluginOriginOf({ source: 'github', repo: 'acme/tool', sha: C(3) }, false)).toEqual({ origin: { repository: 'https://github.com/acme/tool', path: '', sha: C(3) } });
    expect(pluginOriginOf({ source: 'git-subdir', url: 'acme/mono', path: './plugins/x/', ref: 'v1.2' }, false)).toEqual({ origin: { repository: 'https://github.com/acme/mono', path: 'plugins/x', ref: 'v1.2' } });
    expect(pluginOriginOf({ source: 'url', url: 'https://example.invalid/t.git' }, false)).toEqual({ origin: { repository: 'https://example.invalid/t.git', path: '' } });
    expect(pluginOriginOf({ source: 'github', repo: '../etc' }, false)).toMatchObject({ reason: expect.stringMatching(/not owner\/name/) });
    expect(pluginOriginOf({ source: 'url', url: 'file:///etc' }, false)).toMatchObject({ reason: expect.stringMatching(/path on this machine/) });
    expect(pluginOriginOf({ source: 'git-subdir', url: 'acme/mono', path: '/etc' }, false)).toMatchObject({ reason: expect.stringMatching(/leaves the repository/) });
    expect(pluginOriginOf({ source: 'github', repo: 'acme/tool', ref: '--upload-pack=x' }, false)).toMatchObject({ reason: expect.stringMatching(/not a branch or tag/) });
    expect(pluginOriginOf({ source: 'github', repo: 'acme/tool', sha: 'abc' }, false)).toMatchObject({ reason: expect.stringMatching(/not a full commit id/) });
    expect(pluginOriginOf({ source: 'npm', package: 'x' }, false)).toMatchObject({ reason: expect.stringMatching(/^its source is the npm package x: packages from a registry are not pulled in .*only git sources/) });
    expect(pluginOriginOf({ source: 'pip' }, false)).toMatchObject({ reason: expect.stringMatching(/^its source is a pip package with no name/) });
    expect(pluginOriginOf({ source: 'ftp' }, false)).toMatchObject({ reason: expect.stringMatching(/^its source is of type "ftp", which Toolshed does not know/) });
  });
});
