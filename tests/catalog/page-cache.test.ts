/**
 * Incremental builds (issue 29): component pages whose inputs did not change
 * are copied from the page cache, not rendered again. Each cached page is
 * marked by the test after the first build, so the second build shows which
 * pages it reused (marked) and which it rendered (unmarked); a build without
 * the cache then gives the same bytes for every page. A build at another site
 * address with the same cache renders every page that prints the address.
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

const SITE = 'https://one.example';
const MOVED = 'https://two.example';

function build(sourceDir: string, outDir: string, cacheDir: string, site = SITE) {
  const result = spawnSync(process.execPath, ['scripts/build.ts', '--out-dir', outDir], {
    cwd: ROOT,
    env: { ...process.env, CATALOG_SOURCE_DIR: sourceDir, SOURCE_DATE_EPOCH: '1700000000', TOOLSHED_STRICT: '', TOOLSHED_PAGE_CACHE_DIR: cacheDir, SITE_URL: site, URL: '', ...STORE_DOWN },
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
  // The same sources and cache, the site at another address: the marks show which pages were reused.
  build(source, join(work, 'moved'), cache, MOVED);
}, 900_000);

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

  it('renders again every page that prints the site\'s address when the address changes, and reuses the others', async () => {
    const moved = join(work, 'moved');
    const marketplace = JSON.parse(await readFile(join(moved, 'marketplace.json'), 'utf8')) as { plugins: Array<{ homepage?: string; source: { url: string } }> };
    expect(marketplace.plugins.length).toBeGreaterThan(5);
    for (const p of marketplace.plugins) expect(p.source.url.startsWith(`${MOVED}/plugins/`)).toBe(true);
    let plugins = 0;
    let others = 0;
    for (const file of await files(join(moved, 'component'), 'index.html')) {
      const html = await readFile(file, 'utf8');
      const where = relative(moved, file);
      expect(html, where).not.toContain('one.example');
      if (html.includes('claude-cli://install-plugin')) {
        plugins++;
        // Rendered in this build (no mark), at the new address.
        expect(html.endsWith(MARK), where).toBe(false);
        expect(html, where).toContain(`claude plugin marketplace add ${MOVED}/marketplace.json`);
        expect(html, where).toContain(`marketplace=${encodeURIComponent(`${MOVED}/marketplace.json`)}`);
      } else {
        // A page that does not print the address is the cached one.
        others++;
        expect(html.endsWith(MARK), where).toBe(true);
        expect(html, where).toContain('Not available as a Claude Code plugin');
      }
    }
    expect(plugins).toBeGreaterThan(5);
    expect(others).toBeGreaterThan(0);
    const first = await readFile(join(work, 'first', 'component/command/git/commit/index.html'), 'utf8');
    expect(first).toContain(`claude plugin marketplace add ${SITE}/marketplace.json`);
  });

  it('keeps the pages it rendered for the next build', async () => {
    // The first build's pages, the two the second rendered (one replacing the changed page's), and the pages the
    // moved address rendered again.
    let renderedAgain = 0;
    for (const file of await files(join(work, 'moved', 'component'), 'index.html')) if (!(await readFile(file, 'utf8')).endsWith(MARK)) renderedAgain++;
    expect(renderedAgain).toBeGreaterThan(5);
    expect((await files(join(work, 'cache'), '.html')).length).toBe((await files(join(work, 'second', 'component'), 'index.html')).length + 1 + renderedAgain);
  });
});

describe('page keys', () => {
  it('change with anything a page shows, and only then', async () => {
    const { components } = await loadCatalog(GOOD);
    const c = components[0]!;
    const offer = { plugin: 'agent-x', siteUrl: SITE };
    const base = pageKey('code', { c, downloads: 3, twins: [], offer });
    expect(pageKey('code', { c: { ...c }, downloads: 3, twins: [], offer: { ...offer } })).toBe(base);
    // The text is left to the sha256, which covers it.
    expect(pageKey('code', { c: { ...c, content: `${c.content}!` }, downloads: 3, twins: [], offer })).toBe(base);
    for (const other of [
      pageKey('other code', { c, downloads: 3, twins: [], offer }),
      pageKey('code', { c, downloads: 4, twins: [], offer }),
      pageKey('code', { c, downloads: 3, twins: [{ category: 'x' }], offer }),
      pageKey('code', { c: { ...c, description: `${c.description}!` }, downloads: 3, twins: [], offer }),
      pageKey('code', { c: { ...c, sha256: '0'.repeat(64) }, downloads: 3, twins: [], offer }),
      pageKey('code', { c: { ...c, executes: [...c.executes, 'bash x'] }, downloads: 3, twins: [], offer }),
      pageKey('code', { c, downloads: 3, twins: [], offer: { ...offer, siteUrl: MOVED } }),
      pageKey('code', { c, downloads: 3, twins: [], offer: { reason: 'not a plugin' } }),
      pageKey('code', { c, downloads: 3, twins: [], offer: undefined }),
      // A prop the page gains later is keyed without a change to the cache.
      pageKey('code', { c, downloads: 3, twins: [], offer, shown: 'anything' }),
    ]) {
      expect(other).not.toBe(base);
    }
  });

  it('refuse a prop JSON would not key faithfully', async () => {
    const { components } = await loadCatalog(GOOD);
    expect(() => pageKey('code', { c: components[0]!, extra: new Map([['a', 1]]) })).toThrow(/prop extra cannot be keyed/);
  });
});

describe('what a component page reads', () => {
  const PAGE = join(ROOT, 'src/pages/component/[singular]/[category]/[name].astro');
  /** Settings, shared build state and the clock: anything a page could show without it being a prop. */
  const OUTSIDE = /process\.env|import\.meta\.env|sharedCatalog|sharedMarketplace|readMarketplaceSettings|Date\.now|new Date\(/;

  async function astroImports(file: string, seen = new Set<string>()): Promise<Set<string>> {
    for (const m of (await readFile(file, 'utf8')).matchAll(/^import\s+\w+\s+from\s+'(\.[^']+\.astro)'/gm)) {
      const next = join(file, '..', m[1]!);
      if (seen.has(next)) continue;
      seen.add(next);
      await astroImports(next, seen);
    }
    return seen;
  }

  it('is its props: neither the page\'s render nor a component it renders reads a setting or shared state', async () => {
    const page = await readFile(PAGE, 'utf8');
    const [paths, render] = page.split('satisfies GetStaticPaths;');
    // getStaticPaths is where the props are made from the build's shared state.
    expect(paths).toMatch(/sharedMarketplace\(\)/);
    expect(render).toBeDefined();
    expect(render!.match(OUTSIDE)?.[0], 'the page\'s render').toBeUndefined();
    const components = await astroImports(PAGE);
    expect([...components].map((f) => relative(ROOT, f))).toEqual(expect.arrayContaining(['src/layouts/Base.astro', 'src/components/ClaudeCodeInstall.astro']));
    for (const file of components) expect((await readFile(file, 'utf8')).match(OUTSIDE)?.[0], relative(ROOT, file)).toBeUndefined();
  });
});

describe('the header', () => {
  it('marks Stack as the current section on /stack/ and not on /stacks/', async () => {
    const current = async (path: string) => {
      const html = await readFile(join(work, 'fresh', path), 'utf8');
      return [...html.matchAll(/<a href="([^"]+)"[^>]*aria-current="page"/g)].map((m) => m[1]);
    };
    expect(await current('stack/index.html')).toEqual(['/stack/']);
    expect(await current('stacks/index.html')).toEqual([]);
    expect(await current('browse/index.html')).toEqual(['/browse/']);
    expect(await current('component/command/git/commit/index.html')).toEqual([]);
  });
});
