/**
 * Component pages in Debian's Chromium: a full build of a messy catalog with
 * a 1,098-file skill (component-fixture.ts), and our own starter catalog
 * (dist/, built by the test setup). Files load on demand, examples fold,
 * code blocks copy, the runs-code panel shows what the installer asks about,
 * nothing scrolls sideways at 390 px, and axe finds no WCAG A/AA violation.
 */
import { spawnSync } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KINDS } from '../../src/catalog/kinds.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { DIST, OWN_SITE_BUILT, ROOT, tempDir } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';
import { expectExecutablesAgree } from './executables-agree.ts';
import { HUGE_SKILL_FILES, writeComponentCatalog } from './component-fixture.ts';

const STORE_DOWN = { DATABASE_URL: 'postgres://toolshed@127.0.0.1:9/none', SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '' };
/** Many page loads in one test: generous, since the machine is shared. */
const BROWSER_WORK = 240_000;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const dirs: Array<Awaited<ReturnType<typeof tempDir>>> = [];
let out = '';
let server: LocalServer;
let browser: Browser;

beforeAll(async () => {
  const source = await tempDir('toolshed-component-src-');
  const target = await tempDir('toolshed-component-out-');
  dirs.push(source, target);
  out = target.path;
  await writeComponentCatalog(source.path);
  const result = spawnSync(process.execPath, ['scripts/build.ts', '--out-dir', out], {
    cwd: ROOT,
    env: { ...process.env, CATALOG_SOURCE_DIR: source.path, SOURCE_DATE_EPOCH: '1700000000', TOOLSHED_STRICT: '', ...STORE_DOWN },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}${result.stderr}`);
  server = await startLocalServer({ TOOLSHED_DIST: out });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all(dirs.map((d) => d.cleanup()));
});

async function open(path: string, options: { javaScriptEnabled?: boolean; width?: number; colorScheme?: 'light' | 'dark'; base?: string } = {}) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1200, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const base = options.base ?? server.url;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(base + path);
  return { page, errors, requests, close: () => context.close() };
}

/** Sideways scrolling of the page itself, and code boxes that scroll inside without being focusable. */
async function overflow(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    unfocusable: [...document.querySelectorAll<HTMLElement>('pre, :not(pre) > code')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible' && el.tabIndex < 0)
      .map((el) => el.outerHTML.slice(0, 80)),
  }));
}

describe('a 1,098-file skill', () => {
  it('keeps file contents out of the page, lists the tree with sizes and a total, and loads a file when opened', async () => {
    const html = await readFile(join(out, 'component/skill/big/huge-kit/index.html'), 'utf8');
    expect(html.length).toBeLessThan(1_000_000);
    const doc = JSON.parse(await readFile(join(out, 'component-content/skills/big/huge-kit.json'), 'utf8')) as { files: Record<string, string> };
    const chapter = doc.files['references/part-03/chapter-0003.md']!;
    expect(html).not.toContain(chapter.split('\n')[1]); // no file content inlined

    const { page, errors, requests, close } = await open('/component/skill/big/huge-kit');
    expect(await page.locator('#files').innerText()).toMatch(new RegExp(`^Files \\(${HUGE_SKILL_FILES}, 6\\.\\d MB in all\\)$`));
    expect(await page.locator('details.file').count()).toBe(HUGE_SKILL_FILES);
    expect(requests.filter((p) => p.startsWith('/component-content/'))).toEqual([]);

    await page.locator('details.dir > summary', { hasText: 'references/' }).click();
    await page.locator('details.dir > summary', { hasText: 'part-03/' }).click();
    await page.locator('details.file > summary', { hasText: 'chapter-0003.md' }).click();
    const code = page.locator('details.file[open] pre code');
    await expect.poll(() => code.textContent()).toBe(chapter);
    expect(requests.filter((p) => p.startsWith('/component-content/'))).toEqual(['/component-content/skills/big/huge-kit.json']);

    // A hostile file name is a plain label and opens from the same (cached) document.
    // Small folders start open, big ones closed.
    const openDirs = await page.evaluate(() => [...document.querySelectorAll<HTMLDetailsElement>('details.dir')].map((d) => `${d.querySelector('.dir-name')!.textContent} ${d.open}`));
    expect(openDirs).toContain('names/ true');
    expect(openDirs).toContain('part-04/ false');
    await page.getByText('with spaces & <tags> "quotes".md').click();
    await expect.poll(() => page.locator('details.file[open]', { hasText: 'with spaces' }).locator('pre code').textContent()).toBe('A hostile file name.\n');
    expect(requests.filter((p) => p.startsWith('/component-content/')).length).toBe(1);

    // The runs-code panel lists the scripts the skill ships.
    expect(await page.locator('.warning li').allInnerTexts()).toEqual(['bin/tool: script', 'scripts/run.sh: script']);
    expect(errors).toEqual([]);
    await close();
  }, BROWSER_WORK);

  it('a 600 KB SKILL.md is rendered in part, and its full source loads only when asked', async () => {
    const size = (await stat(join(out, 'component/skill/big/long-read/index.html'))).size;
    expect(size).toBeLessThan(200_000);
    const { page, requests, close } = await open('/component/skill/big/long-read');
    expect(await page.getByText(/Only the first 64 KB are rendered/).count()).toBe(1);
    await page.getByText('Source of SKILL.md').click();
    const source = JSON.parse(await readFile(join(out, 'component-content/skills/big/long-read.json'), 'utf8')).content as string;
    await expect.poll(() => page.locator('.source-details pre code').textContent()).toBe(source);
    expect(requests).toContain('/component-content/skills/big/long-read.json');
    await close();
  });

  it('without JavaScript the tree and the link to the JSON document are still there', async () => {
    const { page, close } = await open('/component/skill/big/huge-kit', { javaScriptEnabled: false });
    expect(await page.locator('details.file').count()).toBe(HUGE_SKILL_FILES);
    expect(await page.getByRole('link', { name: "this component's JSON document" }).getAttribute('href')).toBe('/component-content/skills/big/huge-kit.json');
    expect(await page.getByRole('button', { name: 'Copy code' }).count()).toBe(0);
    await close();
  });
});

describe('an agent with examples, a twin and wide content', () => {
  it('puts the install command right under the title and clamps the description', async () => {
    const { page, errors, close } = await open('/component/agent/dev/reviewer');
    // The title row (icon, name, kind) and then the command, in the page's header.
    expect(await page.evaluate(() => document.querySelector('h1')!.closest('.title-row')!.nextElementSibling!.matches('.install'))).toBe(true);
    const about = page.locator('.about');
    expect(await about.locator('p.description').innerText()).toMatch(/^Use this agent to review code for bugs and clarity\./);
    expect(await about.innerText()).not.toContain('<example>');
    const rest = about.locator('.description-rest');
    expect(await rest.isVisible()).toBe(false);
    await about.getByText('Show more').click();
    expect(await rest.isVisible()).toBe(true);
    expect(await rest.innerText()).toContain('expialidocious');
    expect(await about.getByText('Show less').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
    // It is a plain <details>: the same without JavaScript.
    const noJs = await open('/component/agent/dev/reviewer', { javaScriptEnabled: false });
    await noJs.page.locator('.about').getByText('Show more').click();
    expect(await noJs.page.locator('.description-rest').isVisible()).toBe(true);
    await noJs.close();
  });

  it('folds <example> and <commentary> blocks into an Examples section, leaving fenced ones in the content', async () => {
    const { page, close } = await open('/component/agent/dev/reviewer');
    const section = page.locator('section.examples');
    expect(await section.locator('h3').innerText()).toBe('Examples (4)');
    expect(await section.locator('details.example[open]').count()).toBe(0);
    const first = section.locator('details.example').first();
    expect(await first.locator('summary').innerText()).toBe('Example 1: The user has just written a new module.');
    await first.locator('summary').click();
    expect(await first.locator('dt').allInnerTexts()).toEqual(['Context', 'User', 'Assistant', 'Commentary']);
    expect(await first.locator('dd').last().innerText()).toBe('New code was written, so the reviewer should run.');
    const second = section.locator('details.example').nth(1);
    expect(await second.locator('dt').allTextContents()).toEqual(['Context', 'user', 'assistant', 'Commentary']);
    expect(await section.locator('summary').last().innerText()).toBe('Example 4: "Review the body example"');
    const prose = await page.locator('.prose').innerText();
    expect(prose).not.toContain('Review the body example');
    expect(prose).toContain('<example>stays in the code block</example>');
    await close();
  });

  it('says that the same name in another category installs to the same file', async () => {
    const { page, close } = await open('/component/agent/dev/reviewer');
    const note = page.locator('aside.twins');
    expect(await note.innerText()).toContain('agent ops/reviewer has the same name. Both install to the same place, .claude/agents/reviewer.md: installing one replaces the other.');
    expect(await note.innerText()).toContain('so they share one download count');
    await note.getByRole('link', { name: 'agent ops/reviewer' }).click();
    await page.waitForURL('**/component/agent/ops/reviewer');
    expect(await page.locator('aside.twins').innerText()).toContain('agent dev/reviewer has the same name');
    const ship = await open('/component/loop/ci/ship');
    expect(await ship.page.locator('aside.twins').innerText()).toContain('command git/ship has the same name. Both install to the same place, .claude/commands/ship.md');
    expect(await ship.page.locator('aside.twins').innerText()).not.toContain('download count'); // a loop and a command are counted apart
    await ship.close();
    await close();
  });

  it('every code block gets a copy button that copies exactly its code', async () => {
    const { page, errors, close } = await open('/component/agent/dev/reviewer');
    // One per block, including the source folded in its <details>.
    expect(await page.locator('button.copy-code').count()).toBe(await page.locator('.component-page pre').count());
    const block = page.locator('.prose pre').first();
    await block.evaluate((pre) => (pre.previousElementSibling as HTMLButtonElement).click());
    await expect.poll(() => page.locator('#code-copy-status').textContent()).toBe('Code copied to the clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('code').textContent());
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^const everything = \["item-0"/);
    expect(errors).toEqual([]);
    await close();
  });

  it('a command without a description is described by its first paragraph', async () => {
    const { page, close } = await open('/component/command/misc/undescribed');
    expect(await page.locator('p.description').innerText()).toMatch(/^This command has no frontmatter description, so its first paragraph describes it\./);
    await close();
  });

  it('settings and templates that run something say so', async () => {
    const settings = await open('/component/setting/ui/status-line');
    expect(await settings.page.locator('.warning li').allInnerTexts()).toEqual(['statusLine: bash ~/.claude/statusline.sh']);
    await settings.close();
    const template = await open('/component/template/web/scripted');
    expect(await template.page.locator('.warning li').allInnerTexts()).toEqual(['scripts/setup.sh: script']);
    await template.close();
    // A hook with a supporting file: its JSON is the content, the script is the one other file.
    const hook = await open('/component/hook/safety/block-rm');
    expect(await hook.page.locator('#files').innerText()).toMatch(/^Files \(1, \d+ B in all\)$/);
    expect(await hook.page.locator('details.file summary .name').allInnerTexts()).toEqual(['block-rm.sh']);
    await hook.close();
  });
});

describe('phones and accessibility', () => {
  const pages = ['/component/agent/dev/reviewer', '/component/skill/big/huge-kit', '/component/command/misc/undescribed', '/component/mod/dev/lint-kit', '/component/hook/safety/block-rm'];

  it('nothing scrolls sideways at 390 px; wide code scrolls in its own focusable box', async () => {
    for (const path of pages) {
      const { page, close } = await open(path, { width: 390 });
      // Open everything that can be opened, so hidden content is measured too.
      await page.evaluate(() => document.querySelectorAll('details:not(.file)').forEach((d) => ((d as HTMLDetailsElement).open = true)));
      expect(await overflow(page), path).toEqual({ page: 0, unfocusable: [] });
      await close();
    }
    const { page, close } = await open('/component/agent/dev/reviewer', { width: 390 });
    const wide = page.locator('.prose pre').first();
    expect(await wide.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await wide.getAttribute('tabindex')).toBe('0');
    await close();
  }, BROWSER_WORK);

  it('axe finds no WCAG A/AA violation, light and dark', async () => {
    for (const path of ['/component/agent/dev/reviewer', '/component/skill/big/huge-kit']) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, close } = await open(path, { colorScheme });
        await page.locator('section.examples summary, details.more > summary').first().click().catch(() => undefined);
        const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
        expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${path} ${colorScheme}`).toEqual([]);
        await close();
      }
    }
  }, BROWSER_WORK);
});

describe('what runs: the page and the installer agree', () => {
  it('for every component of this build', async () => {
    expect(await expectExecutablesAgree(out)).toBeGreaterThan(20);
  });

  it.skipIf(!OWN_SITE_BUILT)('for every component of our own catalog', async () => {
    expect(await expectExecutablesAgree(DIST)).toBeGreaterThan(20);
  });
});

describe.skipIf(!OWN_SITE_BUILT)('our own catalog: one page of each kind', () => {
  let own: LocalServer;
  let paths: string[] = [];

  beforeAll(async () => {
    own = await startLocalServer({ TOOLSHED_DIST: DIST });
    const all = JSON.parse(await readFile(join(DIST, 'components.json'), 'utf8')) as Record<string, Array<{ category: string; name: string }>>;
    // The longest component of each kind: the most content to lay out.
    paths = KINDS.flatMap((k) => {
      const list = all[k.type] ?? [];
      const pick = [...list].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0];
      return pick ? [`/component/${k.singular}/${pick.category}/${pick.name}`] : [];
    });
  }, 120_000);

  afterAll(async () => {
    await own?.stop();
  });

  it('nothing scrolls sideways at 390 px', async () => {
    expect(paths.length).toBe(KINDS.length);
    for (const path of paths) {
      const { page, close } = await open(path, { width: 390, base: own.url });
      await page.evaluate(() => document.querySelectorAll('details:not(.file)').forEach((d) => ((d as HTMLDetailsElement).open = true)));
      expect(await overflow(page), path).toEqual({ page: 0, unfocusable: [] });
      await close();
    }
  }, BROWSER_WORK);

  it('axe finds no WCAG A/AA violation, light and dark', async () => {
    for (const path of paths) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, close } = await open(path, { colorScheme, base: own.url });
        const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
        expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${path} ${colorScheme}`).toEqual([]);
        await close();
      }
    }
  }, BROWSER_WORK);
});
