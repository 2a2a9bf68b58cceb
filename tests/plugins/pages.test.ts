/**
 * The pages' plugin parts in Chromium, on our own catalog's build (dist/):
 * a component page's "Install in Claude Code" (the client's link and the two
 * commands, readable without JavaScript), a page that says why its component
 * is not a plugin, and /stacks/; axe finds no WCAG 2.2 A/AA violation in
 * light and dark, and nothing scrolls sideways at 390 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { DIST, OWN_SITE_BUILT } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PAGES = ['/component/agent/development/code-reviewer', '/component/hook/context/git-context-on-start', '/component/setting/permissions/read-only-review', '/stacks/'];

let server: LocalServer;
let browser: Browser;

beforeAll(async () => {
  if (!OWN_SITE_BUILT) return;
  server = await startLocalServer({ TOOLSHED_DIST: DIST });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.skipIf(!OWN_SITE_BUILT)('Install in Claude Code on the pages', () => {
  it('a component page offers the client\'s link and both commands, without JavaScript too', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}${PAGES[0]}`);
    const link = page.getByRole('link', { name: 'Install in Claude Code' });
    expect(await link.getAttribute('href')).toMatch(/^claude-cli:\/\/install-plugin\?plugin=agent-development-code-reviewer&marketplace=https%3A%2F%2F.+%2Fmarketplace\.json$/);
    const commands = await page.locator('.claude-plugin pre').innerText();
    expect(commands.split('\n')).toEqual([expect.stringMatching(/^claude plugin marketplace add https:\/\/\S+\/marketplace\.json$/), 'claude plugin install agent-development-code-reviewer@toolshed']);
    await page.goto(`${server.url}${PAGES[2]}`);
    expect(await page.locator('.claude-plugin-none').innerText()).toMatch(/^Not available as a Claude Code plugin: a plugin cannot carry permissions/);
    await context.close();
  }, 120_000);

  it('axe finds no WCAG A/AA violation in light and dark, and nothing scrolls sideways at 390 px', async () => {
    for (const path of PAGES) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({ colorScheme, viewport: { width: 390, height: 800 } });
        const page = await context.newPage();
        await page.goto(`${server.url}${path}`);
        const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
        expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${path} ${colorScheme}`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} scrolls sideways`).toBe(0);
        await context.close();
      }
    }
  }, 600_000);
});
