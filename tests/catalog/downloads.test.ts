/**
 * Downloads recorded by the tracker reach the catalog: a real PostgreSQL store,
 * the full build reading it through loadCatalogStats(), the JSON API and the
 * home page's "sort by downloads" in Chromium.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/storage/postgres.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { createScratchPostgres, POSTGRES_URL } from '../helpers/databases.ts';
import { ROOT, tempDir } from '../helpers/paths.ts';
import { startLocalServer } from '../helpers/server.ts';

describe.skipIf(!POSTGRES_URL)('downloads from the tracking store', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let out: Awaited<ReturnType<typeof tempDir>>;

  beforeAll(async () => {
    scratch = await createScratchPostgres();
    const db = await openPostgres({ url: scratch.url });
    const track = (type: string, name: string, country?: string) =>
      db.call('track_download', { p_type: type, p_name: name, p_ip: '127.0.0.1', ...(country ? { p_country: country } : {}) });
    for (let i = 0; i < 3; i++) await track('hook', 'prettier-on-save', 'DE');
    await track('agent', 'valid-folded', 'JP');
    await db.close();
    out = await tempDir('toolshed-downloads-');
    const result = spawnSync(process.execPath, ['scripts/build.ts', '--out-dir', out.path], {
      cwd: ROOT,
      env: {
        ...process.env,
        CATALOG_SOURCE_DIR: join(ROOT, 'tests/fixtures/catalog-messy/good'),
        DATABASE_URL: scratch.url,
        SUPABASE_URL: '',
        TOOLSHED_STRICT: '',
      },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}${result.stderr}`);
  }, 240_000);

  afterAll(async () => {
    await out?.cleanup();
    await scratch?.drop();
  });

  it('writes the recorded totals into the JSON API and the trending document', async () => {
    const hooks = JSON.parse(await readFile(join(out.path, 'components/hooks.json'), 'utf8')) as Array<{ name: string; downloads: number }>;
    expect(hooks.map((h) => [h.name, h.downloads])).toEqual([['prettier-on-save', 3], ['block-rm', 0]]);
    const all = JSON.parse(await readFile(join(out.path, 'components.json'), 'utf8')) as { agents: Array<{ name: string; downloads: number }> };
    expect(all.agents.find((a) => a.name === 'valid-folded')!.downloads).toBe(1);
    const trending = JSON.parse(await readFile(join(out.path, 'trending-data.json'), 'utf8')) as { globalStats: { totalDownloads: number; totalComponents: number } };
    expect(trending.globalStats.totalDownloads).toBe(4);
    expect(trending.globalStats.totalComponents).toBe(19);
  });

  it('sorts the home page by downloads', async () => {
    const server = await startLocalServer({ TOOLSHED_DIST: out.path });
    const browser = await launchBrowser();
    try {
      const page = await (await browser.newContext()).newPage();
      await page.goto(`${server.url}/?sort=downloads`);
      const names = () => page.locator('#results > li:not([hidden]) h2').allTextContents();
      await expect.poll(async () => (await names()).slice(0, 2)).toEqual(['prettier-on-save', 'valid-folded']);
      expect(await page.locator('#results > li').first().innerText()).toContain('3 downloads');
      expect(await page.locator('#results > li').nth(1).innerText()).toContain('1 download');
      await page.getByLabel('Sort by').selectOption('name');
      await expect.poll(async () => (await names())[0]).toBe('block-rm');
      // Never downloaded: no "0 downloads".
      expect(await page.locator('#results > li').first().innerText()).not.toMatch(/download/);
      // The home page's "popular this week" strip.
      expect(await page.locator('.popular li').allInnerTexts()).toEqual(['prettier-on-save hook · 3', 'valid-folded agent · 1']);
      await page.locator('.popular a', { hasText: 'prettier-on-save' }).click();
      await page.waitForURL('**/component/hook/format/prettier-on-save');
      // The trending page: per kind and window, countries, and today's bar in the chart.
      await page.goto(`${server.url}/trending/`);
      const hooks = page.locator('.trending-kind', { has: page.locator('h3', { hasText: 'hooks' }) });
      expect(await hooks.locator('.window').allInnerTexts()).toEqual(['Today\nprettier-on-save 3', 'This week\nprettier-on-save 3', 'This month\nprettier-on-save 3']);
      expect(await page.locator('.trending-kind h3').allInnerTexts()).toEqual(['agents', 'hooks']);
      expect(await page.locator('#countries-title + .table-wrap tbody tr').allInnerTexts()).toEqual(['Germany\t3\t75.0 %', 'Japan\t1\t25.0 %']);
      expect(await page.locator('figure.chart desc').textContent()).toMatch(/: 4 in all; the busiest day was .+ with 4\.$/);
      expect(Number(await page.locator('.bars rect').last().getAttribute('height'))).toBeGreaterThan(100);
      // With its tables and lists filled in, the page still passes axe's WCAG A/AA rules in both schemes.
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        expect(violations.map((v) => `${colorScheme}: ${v.id}`)).toEqual([]);
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  });
});
