/**
 * Catalog sources through the real build (`scripts/build.ts --strict` with
 * CATALOG_SOURCES naming fixture repositories behind file:// addresses and a
 * github address mapped by the user's own insteadOf): the site lists both
 * sources' components beside ours, `/sources/` names each source with its
 * pin, count and verdicts (read in Chromium), a component page names its
 * source and every other source holding the same component, and /not-listed/
 * gives the reason for each plugin that could not be fetched.
 */
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { ROOT, tempDir } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';
import { marketplaceFiles, mirrorConfig, publish, publishPluginRepos, templatesFiles, writeFiles } from './fixtures.ts';

const STORE_DOWN = { DATABASE_URL: 'postgres://toolshed@127.0.0.1:9/none', SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '' };

let dir: Awaited<ReturnType<typeof tempDir>>;
let build: { status: number | null; output: string };
let templatesCommit: string;
let server: LocalServer;
let browser: Browser;
const out = () => join(dir.path, 'dist');

beforeAll(async () => {
  dir = await tempDir('toolshed-sources-site-');
  const repos = await publishPluginRepos(dir.path);
  templatesCommit = await publish(join(dir.path, 'work/templates'), join(dir.path, 'bare/templates.git'), templatesFiles());
  const marketCommit = await publish(join(dir.path, 'work/market'), join(dir.path, 'bare/market.git'), marketplaceFiles(repos, dir.path));
  await writeFiles(join(dir.path, 'ours'), {
    'agents/ours/local-agent.md': '---\nname: local-agent\ndescription: One of ours.\n---\n\nOurs.\n',
    // Ours, in a category that starts with a source's prefix: the card names no source.
    'agents/cct-ours/prefixed-agent.md': '---\nname: prefixed-agent\ndescription: Ours too, whatever its category.\n---\n\nOurs.\n',
  });
  await writeFile(
    join(dir.path, 'sources.json'),
    JSON.stringify({
      sources: [
        { id: 'templates', repository: `file://${join(dir.path, 'bare/templates.git')}`, commit: templatesCommit, prefix: 'cct' },
        { id: 'market', repository: `file://${join(dir.path, 'bare/market.git')}`, commit: marketCommit, prefix: 'mk' },
      ],
    }),
  );
  const result = spawnSync(process.execPath, ['scripts/build.ts', '--out-dir', out(), '--strict'], {
    cwd: ROOT,
    env: {
      ...process.env,
      CATALOG_SOURCES: join(dir.path, 'sources.json'),
      TOOLSHED_SOURCES_CACHE_DIR: join(dir.path, 'cache'),
      CATALOG_SOURCE_DIR: join(dir.path, 'ours'),
      GIT_CONFIG_GLOBAL: await mirrorConfig(dir.path),
      TOOLSHED_PAGE_CACHE_DIR: 'off',
      SOURCE_DATE_EPOCH: '1700000000',
      ...STORE_DOWN,
    },
    encoding: 'utf8',
  });
  build = { status: result.status, output: `${result.stdout}${result.stderr}` };
  if (build.status === 0) {
    server = await startLocalServer({ TOOLSHED_DIST: out() });
    browser = await launchBrowser();
  }
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await dir?.cleanup();
});

describe('catalog sources on the site', () => {
  it('builds with --strict and lists the sources\' components beside ours', async () => {
    expect(build.status, build.output).toBe(0);
    expect(build.output).toMatch(/source templates: 3 components at [0-9a-f]{12}/);
    expect(build.output).toMatch(/source market: 4 components at [0-9a-f]{12}, 3 plugins from their own repositories, 5 plugins not listed/);
    const byKind = JSON.parse(await readFile(join(out(), 'components.json'), 'utf8')) as Record<string, Array<{ name: string }>>;
    const names = Object.values(byKind).flat().map((c) => c.name).sort();
    expect(names).toEqual(['b-agent', 'gh-agent', 'hello', 'helper', 'local-agent', 'prefixed-agent', 'reviewer', 'shared-skill', 'sync']);
  });

  it('shows /sources/ with each pin, count and verdicts', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/sources/`);
    const rows = page.locator('table.sources tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    const templates = page.locator('#source-templates');
    expect(await templates.locator('code').innerText()).toBe(templatesCommit.slice(0, 12));
    expect(await templates.locator('td').nth(1).innerText()).toBe('3');
    expect(await templates.locator('td[data-level="none"]').innerText()).toBe('3');
    expect(await page.locator('#source-market td').nth(1).innerText()).toMatch(/^4 \(3 plugins from their own repositories\) · 5 plugins not listed$/);
    expect(await page.locator('body').innerText()).toContain('1 components were found in more than one source');
    // Linked from every page's footer.
    await page.goto(`${server.url}/`);
    expect(await page.locator('footer a[href="/sources/"]').count()).toBe(1);
    await page.close();
  });

  it('names each card\'s source and filters the home page by source', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    // Server-rendered cards: ours without a tag, each source's with its id.
    const card = (name: string) => page.locator('#results li', { has: page.locator(`h2 a:text-is("${name}")`) });
    expect(await card('reviewer').locator('.source-tag').innerText()).toBe('from templates');
    expect(await card('local-agent').locator('.source-tag').count()).toBe(0);
    expect(await card('prefixed-agent').locator('.source-tag').count()).toBe(0);
    await page.selectOption('#source', 'market');
    await expect.poll(() => page.locator('#results li h2 a').allInnerTexts().then((t) => t.sort().join(','))).toBe('b-agent,gh-agent,hello,helper');
    expect(await page.locator('#results .source-tag').allInnerTexts()).toEqual(['from market', 'from market', 'from market', 'from market']);
    await expect.poll(() => new URL(page.url()).searchParams.get('source')).toBe('market');
    // A shared link opens filtered.
    await page.goto(`${server.url}/?source=templates&type=agent`);
    await expect.poll(() => page.locator('#results li h2 a').allInnerTexts()).toEqual(['reviewer']);
    // Drawn by the search: the prefixed one of ours is not the templates source's, and names none.
    await page.goto(`${server.url}/?q=agent&type=agent`);
    await expect.poll(() => page.locator('#results li h2 a').allInnerTexts().then((t) => t.includes('prefixed-agent'))).toBe(true);
    expect(await card('prefixed-agent').locator('.source-tag').count()).toBe(0);
    expect(await card('b-agent').locator('.source-tag').innerText()).toBe('from market');
    await page.close();
  });

  it('names on a component page its source and every other source holding it', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/component/skill/cct-general/shared-skill/`);
    expect(await page.locator('.source-tag').innerText()).toBe('from templates');
    const details = await page.locator('dl.meta').innerText();
    expect(details).toContain(`templates at ${templatesCommit.slice(0, 12)}`);
    expect(details).toMatch(/Also in\s+market: file:\/\/.*market\.git, plugins\/shared\/skills\/shared-skill at commit [0-9a-f]{12}/);
    await page.goto(`${server.url}/component/command/mk-remote-url/hello/`);
    expect(await page.locator('.source-tag').innerText()).toBe('from market');
    expect(await page.locator('dl.meta').innerText()).toMatch(/Imported from\s+file:\/\/.*plugin-a\.git, commands\/hello\.md at commit/);
    await page.close();
  });

  it('lists on /not-listed/ each plugin that could not be fetched, with the reason', async () => {
    const html = await readFile(join(out(), 'not-listed/index.html'), 'utf8');
    expect(html).toMatch(/gone<\/code><\/td><td[^>]*>its source could not be fetched: cannot ask file:\/\/.*missing\.git for its default branch/);
    expect(html).toMatch(/evil-ext<\/code><\/td><td[^>]*>its url source is refused: the address/);
  });
});
