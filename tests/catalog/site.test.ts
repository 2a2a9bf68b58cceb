/**
 * The whole build (Astro + the catalog integration) on the messy fixture
 * catalog, served by the local host and driven in Debian's Chromium.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { DIST, ROOT, tempDir } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';
import { checkSiteOutputs, snapshot } from './site-check.ts';

const FIXTURES = join(ROOT, 'tests/fixtures/catalog-messy');

/**
 * The download store is down for these builds (nothing listens on port 9):
 * the build must still succeed with zeros, and it does not wait for an
 * embedded database to start.
 */
const STORE_DOWN = { DATABASE_URL: 'postgres://toolshed@127.0.0.1:9/none', SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '' };

function build(sourceDir: string, outDir: string, extra: string[] = []) {
  const result = spawnSync(process.execPath, ['scripts/build.ts', '--out-dir', outDir, ...extra], {
    cwd: ROOT,
    env: { ...process.env, CATALOG_SOURCE_DIR: sourceDir, SOURCE_DATE_EPOCH: '1700000000', TOOLSHED_STRICT: '', ...STORE_DOWN },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const dirs: Array<Awaited<ReturnType<typeof tempDir>>> = [];
let first = '';
let second = '';

beforeAll(async () => {
  for (let i = 0; i < 2; i++) dirs.push(await tempDir('toolshed-site-'));
  [first, second] = dirs.map((d) => d.path) as [string, string];
  for (const out of [first, second]) {
    const result = build(join(FIXTURES, 'good'), out);
    if (result.status !== 0) throw new Error(`build failed:\n${result.output}`);
  }
}, 240_000);

afterAll(async () => {
  await Promise.all(dirs.map((d) => d.cleanup()));
});

describe('the site build', () => {
  it('writes every output in spec 1 shapes, consistent with each other', async () => {
    expect((await checkSiteOutputs(first)).components).toBe(19);
  });

  it('two builds of the same sources give byte-identical JSON', async () => {
    const [a, b] = await Promise.all([snapshot(first), snapshot(second)]);
    expect(a.size).toBe(19 + 4 + 10);
    expect([...b.keys()]).toEqual([...a.keys()]);
    for (const [file, text] of a) expect(b.get(file), file).toBe(text);
    expect(JSON.parse(a.get('trending-data.json')!).lastUpdated).toBe('2023-11-14T22:13:20.000Z');
  });

  it('--strict turns the warnings into an error that names the files', async () => {
    const out = await tempDir();
    try {
      const result = build(join(FIXTURES, 'good'), out.path, ['--strict']);
      expect(result.status).not.toBe(0);
      expect(result.output).toContain('--strict: warnings are errors');
      expect(result.output).toContain('agents/Review.Team/Code.Reviewer.md: frontmatter is not valid YAML');
      expect(result.output).toContain('mods/dev/lint-kit/icon.png: not included: binary file');
      expect(existsSync(join(out.path, 'search-index.json'))).toBe(false);
    } finally {
      await out.cleanup();
    }
  }, 120_000);

  it('illegal names fail the build even without --strict, naming the files', async () => {
    const out = await tempDir();
    try {
      const result = build(join(FIXTURES, 'illegal-names'), out.path);
      expect(result.status).not.toBe(0);
      expect(result.output).toContain('agents/ok/na$me.md: name "na$me" is not a legal path segment');
      expect(result.output).toContain('agents/bad category: category "bad category" is not a legal path segment');
    } finally {
      await out.cleanup();
    }
  }, 120_000);

  it.skipIf(process.env.TOOLSHED_SKIP_BUILD === '1' || !existsSync(join(DIST, 'search-index.json')))(
    'our own catalog (built by the test setup with --strict) matches spec 1',
    async () => {
      expect((await checkSiteOutputs(DIST)).components).toBeGreaterThan(0);
    },
  );
});

describe('the pages, in a browser', () => {
  let server: LocalServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startLocalServer({ TOOLSHED_DIST: first });
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function open(path: string, javaScriptEnabled = true): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ javaScriptEnabled });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('dialog', (d) => {
      errors.push(`dialog: ${d.message()}`);
      void d.dismiss();
    });
    await page.goto(server.url + path);
    return { page, errors };
  }

  const visibleNames = (page: Page) => page.locator('#results > li:not([hidden]) h2').allTextContents();

  it('home lists every component and is readable without JavaScript', async () => {
    const { page } = await open('/', false);
    expect(await page.locator('#results > li').count()).toBe(19);
    expect(await page.locator('#catalog-controls').isVisible()).toBe(false);
    expect(await page.locator('.counts').innerText()).toMatch(/agents \(5\)[\s\S]*hooks \(2\)/);
    await page.context().close();
  });

  it('search finds components by name as you type, with typos and prefixes', async () => {
    const { page, errors } = await open('/');
    const search = page.getByLabel('Search components');
    await search.fill('revewer'); // a typo
    await expect.poll(() => visibleNames(page)).toEqual(['Code.Reviewer']);
    await search.fill('pdf');
    await expect.poll(() => visibleNames(page)).toEqual(['pdf-tools']);
    await search.fill('contain'); // prefix of a description word
    await expect.poll(() => visibleNames(page)).toEqual(['node-dev']);
    await search.fill('permissions'); // a category
    await expect.poll(() => visibleNames(page)).toEqual(['read-only']);
    expect(await page.locator('#status').innerText()).toBe('1 of 19 components shown');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('filters by kind and category narrow the list', async () => {
    const { page } = await open('/');
    await page.getByLabel('Kind', { exact: true }).selectOption('agent');
    await expect.poll(async () => (await visibleNames(page)).length).toBe(5);
    await page.getByLabel('Category', { exact: true }).selectOption('ops');
    await expect.poll(() => visibleNames(page)).toEqual(['block-scalar', 'valid-folded']);
    expect(new URL(page.url()).search).toBe('?type=agent&category=ops');
    await page.getByLabel('Kind', { exact: true }).selectOption('hook');
    await expect.poll(() => visibleNames(page)).toEqual(['block-rm', 'prettier-on-save']);
    await page.context().close();
  });

  it('a component page opens from the list and its button copies the install command', async () => {
    const { page, errors } = await open('/');
    await page.getByLabel('Search components').fill('block-rm');
    await page.getByRole('link', { name: 'block-rm' }).click();
    await page.waitForURL('**/component/hook/safety/block-rm');
    expect(await page.locator('h1').innerText()).toBe('block-rm');
    const warning = page.locator('.warning');
    expect(await warning.innerText()).toContain('runs code on your machine');
    expect(await warning.innerText()).toContain('PreToolUse [Bash]: runs `bash .claude/hooks/block-rm.sh`');
    await page.getByRole('button', { name: 'Copy command' }).click();
    await expect.poll(() => page.locator('.copy-status').innerText()).toBe('Copied to the clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npx toolshed@latest --hook safety/block-rm');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows component content as inert text, never as markup', async () => {
    const { page, errors } = await open('/component/agent/Review.Team/Code.Reviewer');
    const source = await page.locator('pre.source').innerText();
    expect(source).toContain("<script>alert('xss')</script>");
    expect(source).toContain('<img src=x onerror="alert(1)">');
    expect(await page.locator('pre.source *:not(code)').count()).toBe(0);
    expect(await page.locator('img, [onerror]').count()).toBe(0);
    expect(await page.locator('.warning').count()).toBe(0);
    expect(await page.locator('dl.meta').innerText()).toContain('code-reviewer');
    expect(errors).toEqual([]); // no alert dialog, no script error
    await page.context().close();
  });

  it('serves catalog JSON with CORS, and a missing catalog file as the HTML 404 page', async () => {
    const ok = await fetch(`${server.url}/components/hooks.json`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^application\/json/);
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await ok.json()) as Array<{ name: string }>).map((h) => h.name)).toEqual(['prettier-on-save', 'block-rm']);
    const missing = await fetch(`${server.url}/component-content/agents/Review.Team/missing.json`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await missing.text()).toContain('Page not found');
  });

  it('a missing page shows the 404 page', async () => {
    const { page } = await open('/');
    const response = await page.goto(`${server.url}/component/agent/nope/missing`);
    expect(response!.status()).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('Page not found');
    await page.context().close();
  });
});
