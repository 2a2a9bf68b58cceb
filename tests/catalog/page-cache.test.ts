/**
 * Incremental builds (issue 29): component pages whose inputs did not change
 * are copied from the page cache, not rendered again. Each cached page is
 * marked by the test after the first build, so the second build shows which
 * pages it reused (marked) and which it rendered (unmarked); a build without
 * the cache then gives the same bytes for every page.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load.ts';
import { pageKey } from '../../src/catalog/page-cache.ts';
import { ROOT } from '../helpers/paths.ts';

const GOOD = join(ROOT, 'tests', 'fixtures', 'catalog-messy', 'good');
const STORE_DOWN = { DATABASE_URL: 'postgres://toolshed@127.0.0.1:9/none', SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '' };
const MARK = '<!-- copied from the page cache -->';

function build(sourceDir: string, outDir: string, cacheDir: string) {
  const result = spawnSync(process.execPath, ['scripts/build.ts', '--out-dir', outDir], {
    cwd: ROOT,
    env: { ...process.env, CATALOG_SOURCE_DIR: sourceDir, SOURCE_DATE_EPOCH: '1700000000', TOOLSHED_STRICT: '', TOOLSHED_PAGE_CACHE_DIR: cacheDir, ...STORE_DOWN },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}${result.stderr}`);
}

async function files(dir: string, ending: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])) {
    if (entry.isFile() && entry.name.endsWith(ending)) out.push(join(entry.parentPath, entry.name));
  }
  return out.sort();
}

let work: string;
const pages = new Map<string, string>();

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'toolshed-page-cache-'));
  const source = join(work, 'source');
  const cache = join(work, 'cache');
  await cp(GOOD, source, { recursive: true });
  build(source, join(work, 'first'), cache);
  const cached = await files(cache, '.html');
  expect(cached.length).toBe((await files(join(work, 'first', 'component'), 'index.html')).length);
  for (const file of cached) await appendFile(file, MARK);
  // One new component, and one whose description changed.
  await writeFile(join(source, 'agents', 'ops', 'cache-newcomer.md'), '---\ndescription: Arrived after the first build.\n---\nBody.\n');
  const changed = join(source, 'commands', 'git', 'commit.md');
  const text = await readFile(changed, 'utf8');
  expect(text).toMatch(/^description:/m);
  await writeFile(changed, text.replace(/^description:.*$/m, 'description: Changed since the first build.'));
  pages.set('changed', 'component/command/git/commit/index.html');
  build(source, join(work, 'second'), cache);
  build(source, join(work, 'fresh'), 'off');
}, 600_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('the component page cache', () => {
  it('renders only the new and the changed component, and copies every other page from the cache', async () => {
    const second = await files(join(work, 'second', 'component'), 'index.html');
    const rendered: string[] = [];
    for (const file of second) if (!(await readFile(file, 'utf8')).endsWith(MARK)) rendered.push(relative(join(work, 'second'), file));
    expect(rendered.sort()).toEqual(['component/agent/ops/cache-newcomer/index.html', pages.get('changed')!].sort());
    expect(second.length).toBeGreaterThan(10);
  });

  it('gives, page for page, the bytes a build without the cache gives', async () => {
    const fresh = await files(join(work, 'fresh'), '.html');
    const second = await files(join(work, 'second'), '.html');
    expect(second.map((f) => relative(join(work, 'second'), f))).toEqual(fresh.map((f) => relative(join(work, 'fresh'), f)));
    for (const [i, file] of second.entries()) {
      expect((await readFile(file, 'utf8')).replace(MARK, ''), relative(work, file)).toBe(await readFile(fresh[i]!, 'utf8'));
    }
  });

  it('keeps the pages it rendered for the next build', async () => {
    expect((await files(join(work, 'cache'), '.html')).length).toBe((await files(join(work, 'second', 'component'), 'index.html')).length + 1);
  });
});

describe('page keys', () => {
  it('change with anything a page shows, and only then', async () => {
    const { components } = await loadCatalog(GOOD);
    const c = components[0]!;
    const base = pageKey('code', { c, downloads: 3, twins: [] });
    expect(pageKey('code', { c: { ...c }, downloads: 3, twins: [] })).toBe(base);
    for (const other of [
      pageKey('other code', { c, downloads: 3, twins: [] }),
      pageKey('code', { c, downloads: 4, twins: [] }),
      pageKey('code', { c, downloads: 3, twins: [{ category: 'x' }] }),
      pageKey('code', { c: { ...c, description: `${c.description}!` }, downloads: 3, twins: [] }),
      pageKey('code', { c: { ...c, sha256: '0'.repeat(64) }, downloads: 3, twins: [] }),
      pageKey('code', { c: { ...c, executes: [...c.executes, 'bash x'] }, downloads: 3, twins: [] }),
    ]) {
      expect(other).not.toBe(base);
    }
  });
});
