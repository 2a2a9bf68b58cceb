/**
 * Only regular files, a byte cap on every download, no redirect elsewhere
 * (issue 28 items 5 and 6): the real bin against a project holding FIFOs,
 * a catalog folder holding them too, and a catalog server that sends far more
 * than a component can be or sends the installer to another host.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/install/errors.ts';
import { tempDir } from '../helpers/paths.ts';
import { FIXTURE, fixture, writeFixtureDist } from './fixture-catalog.ts';
import { startHostileCatalog, streamJson, type HostileCatalog } from './hostile-catalog.ts';
import { spawnToolshed, tree, type Result } from './run-bin.ts';

let dist: Awaited<ReturnType<typeof tempDir>>;
let catalog: HostileCatalog;

beforeAll(async () => {
  dist = await tempDir('toolshed-io-dist-');
  await writeFixtureDist(dist.path, FIXTURE);
  catalog = await startHostileCatalog(dist.path);
});
afterAll(async () => {
  await catalog?.close();
  await dist?.cleanup();
});

async function project() {
  const t = await tempDir('toolshed-io-');
  const dir = join(t.path, 'project');
  const home = join(t.path, 'home');
  await mkdir(dir);
  await mkdir(home);
  return { dir, home, cleanup: t.cleanup };
}

/** The bin, killed if it has not finished within a minute: a hang fails the test instead of stalling the suite. */
async function run(p: { dir: string; home: string }, args: string[], env: Record<string, string> = {}): Promise<Result & { hung: boolean }> {
  const { child, done } = spawnToolshed(args, { cwd: p.dir, env: { HOME: p.home, ...env } });
  let hung = false;
  const timer = setTimeout(() => {
    hung = true;
    child.kill('SIGKILL');
  }, 60_000);
  const result = await done;
  clearTimeout(timer);
  return { ...result, hung };
}

const mkfifo = (path: string) => {
  const r = spawnSync('mkfifo', [path]);
  if (r.status !== 0) throw new Error(`mkfifo failed: ${r.stderr}`);
};

describe('only regular files are read or replaced', () => {
  it.each([
    ['.claude/settings.json', ['--setting', 'permissions/safe-defaults', '--yes']],
    ['.claude/agents/reviewer.md', ['--agent', 'security/reviewer']],
    ['.claude/toolshed-manifest.json', ['--agent', 'security/reviewer']],
  ])('a FIFO at %s is refused at once, naming it, and nothing is written', async (path, args) => {
    const p = await project();
    await mkdir(join(p.dir, '.claude/agents'), { recursive: true });
    mkfifo(join(p.dir, path));
    const before = await tree(p.dir);
    const r = await run(p, [...args, '--site', dist.path]);
    expect(r.hung, 'the installer hung on a FIFO').toBe(false);
    expect(r.code).toBe(EXIT.failed);
    expect(r.stderr).toContain(`refusing to read ${path}: it is a FIFO (named pipe), not a regular file`);
    expect(await tree(p.dir)).toEqual(before);
    await p.cleanup();
  });

  it('remove and list do not hang on a FIFO where an installed file was', async () => {
    const p = await project();
    expect((await run(p, ['--agent', 'security/reviewer', '--site', dist.path])).code).toBe(0);
    await rm(join(p.dir, '.claude/agents/reviewer.md'));
    mkfifo(join(p.dir, '.claude/agents/reviewer.md'));
    const r = await run(p, ['remove', 'agent', 'security/reviewer']);
    expect(r.hung).toBe(false);
    expect(r.code).toBe(EXIT.failed);
    expect(r.stderr).toMatch(/FIFO/);
    expect((await run(p, ['list'])).hung).toBe(false);
    await p.cleanup();
  });

  it('a FIFO in a catalog folder is refused, not waited on', async () => {
    const p = await project();
    const hostile = await tempDir('toolshed-io-fifo-dist-');
    await writeFixtureDist(hostile.path, FIXTURE);
    const content = join(hostile.path, 'component-content/agents/security/reviewer.json');
    await rm(content);
    mkfifo(content);
    const r = await run(p, ['--agent', 'security/reviewer', '--site', hostile.path]);
    expect(r.hung).toBe(false);
    expect(r.code).toBe(EXIT.failed);
    expect(r.stderr).toMatch(/FIFO/);
    expect(await tree(p.dir)).toEqual({});
    await hostile.cleanup();
    await p.cleanup();
  });
});

describe('downloads stream under a byte cap', () => {
  const path = '/component-content/agents/security/reviewer.json';

  it('refuses a component that streams past the cap (no Content-Length), hanging up early and writing nothing', async () => {
    const p = await project();
    const total = 64 * 1024 * 1024;
    let taken: Promise<number> = Promise.resolve(0);
    catalog.overrides.set(path, (_req, res) => void (taken = streamJson(res, total)));
    const r = await run(p, ['--agent', 'security/reviewer', '--site', catalog.url]);
    catalog.overrides.delete(path);
    expect(r.code, r.stderr).toBe(EXIT.integrity);
    expect(r.stderr).toMatch(/security\/reviewer.*larger than 4194304 bytes.*TOOLSHED_MAX_COMPONENT_BYTES/);
    expect(await taken).toBeLessThan(total / 2); // the client hung up, it did not read it all
    expect(await tree(p.dir)).toEqual({});
    await p.cleanup();
  });

  it('refuses a declared Content-Length over the cap before reading the body', async () => {
    const p = await project();
    let taken: Promise<number> = Promise.resolve(0);
    catalog.overrides.set(path, (_req, res) => {
      res.setHeader('content-length', String(20 * 1024 * 1024));
      taken = streamJson(res, 20 * 1024 * 1024);
    });
    const r = await run(p, ['--agent', 'security/reviewer', '--site', catalog.url]);
    catalog.overrides.delete(path);
    expect(r.code).toBe(EXIT.integrity);
    expect(r.stderr).toMatch(/larger than 4194304 bytes/);
    expect(await taken).toBeLessThan(20 * 1024 * 1024);
    expect(await tree(p.dir)).toEqual({});
    await p.cleanup();
  });

  it('the cap is a setting (TOOLSHED_MAX_COMPONENT_BYTES), read and checked once; a folder catalog has the same cap', async () => {
    const p = await project();
    const small = fixture('agents', 'reviewer');
    const ok = await run(p, ['--agent', 'security/reviewer', '--site', catalog.url], { TOOLSHED_MAX_COMPONENT_BYTES: '2000' });
    expect(ok.code, ok.stderr).toBe(0);
    expect(await readFile(join(p.dir, '.claude/agents/reviewer.md'), 'utf8')).toBe(small.content);
    for (const site of [catalog.url, dist.path]) {
      const big = await run(p, ['--skill', 'documents/pdf', '--site', site], { TOOLSHED_MAX_COMPONENT_BYTES: '300' });
      expect(big.code, big.stderr).toBe(EXIT.integrity);
      expect(big.stderr).toMatch(/skill documents\/pdf.*larger than 300 bytes/);
    }
    expect(await tree(p.dir)).not.toHaveProperty('.claude/skills');
    const bad = await run(p, ['--agent', 'security/reviewer', '--site', catalog.url], { TOOLSHED_MAX_COMPONENT_BYTES: 'lots' });
    expect(bad.code).toBe(EXIT.failed);
    expect(bad.stderr).toMatch(/TOOLSHED_MAX_COMPONENT_BYTES/);
    await p.cleanup();
  });
});

describe('redirects', () => {
  it('refuses a redirect to another host, naming it, and writes nothing', async () => {
    const p = await project();
    const path = '/component-content/agents/security/reviewer.json';
    catalog.overrides.set(path, (_req, res) => void res.writeHead(302, { location: `${catalog.otherHostUrl}${path}` }).end());
    const r = await run(p, ['--agent', 'security/reviewer', '--site', catalog.url]);
    catalog.overrides.delete(path);
    expect(r.code).toBe(EXIT.network);
    expect(r.stderr).toContain(`redirected to ${catalog.otherHostUrl}${path}`);
    expect(r.stderr).toMatch(/another host or scheme/);
    expect(await tree(p.dir)).toEqual({});
    await p.cleanup();
  });

  it('follows a redirect within the same site, and stops a redirect loop', async () => {
    const p = await project();
    catalog.overrides.set('/search-index.json', (_req, res) => void res.writeHead(301, { location: '/moved/search-index.json' }).end());
    catalog.overrides.set('/moved/search-index.json', async (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end(await readFile(join(dist.path, 'search-index.json')));
    });
    const r = await run(p, ['--agent', 'frontend.Developer', '--site', catalog.url]);
    expect(r.code, r.stderr).toBe(0);
    catalog.overrides.set('/search-index.json', (_req, res) => void res.writeHead(302, { location: '/search-index.json' }).end());
    const loop = await run(p, ['--command', 'commit_msg', '--site', catalog.url]);
    catalog.overrides.delete('/search-index.json');
    catalog.overrides.delete('/moved/search-index.json');
    expect(loop.code).toBe(EXIT.network);
    expect(loop.stderr).toMatch(/too many redirects/);
    await p.cleanup();
  });
});
