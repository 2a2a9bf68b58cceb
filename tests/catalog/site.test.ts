/**
 * The whole build (Astro + the catalog integration) on the messy fixture
 * catalog, served by the local host and driven in Debian's Chromium.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { DIST, OWN_SITE_BUILT, ROOT, tempDir } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';
import { checkSiteOutputs, snapshot } from './site-check.ts';

const FIXTURES = join(ROOT, 'tests/fixtures/catalog-messy');

/**
 * The download store is down for these builds (nothing listens on port 9):
 * the build must still succeed with zeros, and it does not wait for an
 * embedded database to start.
 */
const STORE_DOWN = { DATABASE_URL: 'postgres://toolshed@127.0.0.1:9/none', SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '' };

/** A build in a child process; asynchronous, so the browser can start meanwhile. */
function build(sourceDir: string, outDir: string, extra: string[] = []): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, ['scripts/build.ts', '--out-dir', outDir, ...extra], {
    cwd: ROOT,
    env: { ...process.env, CATALOG_SOURCE_DIR: sourceDir, SOURCE_DATE_EPOCH: '1700000000', TOOLSHED_STRICT: '', ...STORE_DOWN },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output: `${stdout}${stderr}` }));
  });
}

/**
 * Hostile Markdown of the kinds community files carry, each part trying to run
 * script (setting window.__pwned or opening a dialog) if it were passed through.
 * CRLF line endings, as from a Windows checkout.
 */
const HOSTILE_BODY = [
  '# Rendered heading',
  '',
  '- first item',
  '- second item',
  '',
  "<script>window.__pwned = 'script'; alert('script')</script>",
  '',
  `<img src=x onerror="window.__pwned = 'img'; alert('img')">`,
  '',
  `<div onmouseover="alert('div')" style="position:fixed;inset:0">cover</div>`,
  '',
  `<iframe src="javascript:alert('iframe')"></iframe> <svg onload="alert('svg')"></svg>`,
  '',
  "[plain link](javascript:window.__pwned='link';alert('link'))",
  "[entity link](jav&#x61;script:alert('entity'))",
  "<javascript:alert('autolink')>",
  "![image](javascript:alert('image'))",
  '![svg](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+)',
  '[reference link][r]',
  '',
  "[r]: javascript:alert('reference')",
  '',
  '```html',
  "<script>alert('fenced')</script>",
  '```',
  '',
  '[safe link](https://example.org/docs)',
  '',
].join('\r\n');

const HOSTILE_CATALOG: Record<string, string> = {
  'agents/evil/hostile.md': `---\r\nname: hostile\r\ndescription: "Hostile Markdown <script>alert('description')</script>"\r\n---\r\n${HOSTILE_BODY}`,
  'mods/evil/hostile-kit/.claude-plugin/plugin.json': JSON.stringify({ name: 'hostile-kit', description: 'A plugin whose README is hostile.' }),
  'mods/evil/hostile-kit/README.md': `# hostile-kit\n\n${HOSTILE_BODY.replace(/\r\n/g, '\n')}`,
  // Over the render cap: the page renders the first 64 KB and says so.
  'skills/evil/huge/SKILL.md': `---\nname: huge\ndescription: A very long skill.\n---\n# Huge\n\n${'A long paragraph line of the huge skill.\n'.repeat(3000)}`,
};

const dirs: Array<Awaited<ReturnType<typeof tempDir>>> = [];
let first = '';
let second = '';
let hostile = '';
/**
 * One Chromium for the file: each describe used to launch its own (three in all), while every page
 * already gets a context of its own (newContext, newPage), so nothing is shared between tests but the
 * browser process. It starts during the builds, which run in child processes.
 */
let browser: Browser;
let launching: Promise<Browser> | undefined;

beforeAll(async () => {
  launching = launchBrowser();
  launching.catch(() => undefined); // a failed launch is reported where it is awaited, after the builds
  for (let i = 0; i < 4; i++) dirs.push(await tempDir('toolshed-site-'));
  const [source] = dirs.map((d) => d.path) as [string];
  [, first, second, hostile] = dirs.map((d) => d.path) as [string, string, string, string];
  for (const [file, text] of Object.entries(HOSTILE_CATALOG)) {
    await mkdir(dirname(join(source, file)), { recursive: true });
    await writeFile(join(source, file), text);
  }
  for (const [from, out] of [[join(FIXTURES, 'good'), first], [join(FIXTURES, 'good'), second], [source, hostile]] as const) {
    const result = await build(from, out);
    if (result.status !== 0) throw new Error(`build failed:\n${result.output}`);
  }
  browser = await launching;
}, 240_000);

afterAll(async () => {
  await (browser ?? (await launching?.catch(() => undefined)))?.close();
  await Promise.all(dirs.map((d) => d.cleanup()));
});

describe('the site build', () => {
  it('writes every output in spec 1 shapes, consistent with each other', async () => {
    expect((await checkSiteOutputs(first)).components).toBe(19);
  });

  it('two builds of the same sources give byte-identical JSON', async () => {
    const [a, b] = await Promise.all([snapshot(first), snapshot(second)]);
    // The stack page's facts: one document per kind and category (src/stack/outputs.ts).
    const index = JSON.parse(a.get('search-index.json')!) as Array<{ type: string; category: string }>;
    const groups = new Set(index.map((e) => `${e.type}/${e.category}`));
    expect([...a.keys()].filter((k) => k.startsWith('stack-facts/')).length).toBe(groups.size);
    // 19 component documents, 8 top-level files (components, counts, lock-index, marketplace, search-compact,
    // search-index, stacks, trending-data), 10 kind lists, the chat index with its one shard, the full-text
    // bundle list and its one bundle's entry file.
    expect(a.size).toBe(19 + 8 + 10 + 2 + 2 + groups.size);
    expect([...b.keys()]).toEqual([...a.keys()]);
    for (const [file, text] of a) expect(b.get(file), file).toBe(text);
    expect(JSON.parse(a.get('trending-data.json')!).lastUpdated).toBe('2023-11-14T22:13:20.000Z');
  });

  it('--strict turns the warnings into an error that names the files', async () => {
    const out = await tempDir();
    try {
      const result = await build(join(FIXTURES, 'good'), out.path, ['--strict']);
      expect(result.status).not.toBe(0);
      expect(result.output).toContain('--strict: warnings are errors');
      expect(result.output).toContain('agents/Review.Team/Code.Reviewer.md: repaired: frontmatter is not valid YAML');
      expect(result.output).toContain('mods/dev/lint-kit/icon.png: not included: binary file');
      expect(existsSync(join(out.path, 'search-index.json'))).toBe(false);
    } finally {
      await out.cleanup();
    }
  }, 120_000);

  it('illegal names fail the build even without --strict, naming the files', async () => {
    const out = await tempDir();
    try {
      const result = await build(join(FIXTURES, 'illegal-names'), out.path);
      expect(result.status).not.toBe(0);
      expect(result.output).toContain('agents/ok/na$me.md: name "na$me" is not a legal path segment');
      expect(result.output).toContain('agents/bad category: category "bad category" is not a legal path segment');
    } finally {
      await out.cleanup();
    }
  }, 120_000);

  it.skipIf(!OWN_SITE_BUILT)(
    'our own catalog (built by the test setup with --strict) matches spec 1',
    async () => {
      expect((await checkSiteOutputs(DIST)).components).toBeGreaterThan(0);
    },
  );
});

describe('the pages, in a browser', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer({ TOOLSHED_DIST: first });
  }, 120_000);

  afterAll(async () => {
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
    expect(await page.locator('#status').innerText()).toBe('1 match, best match first.');
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
    expect(await warning.innerText()).toContain('hook PreToolUse [Bash]: bash .claude/hooks/block-rm.sh');
    await page.getByRole('button', { name: 'Copy command' }).click();
    await expect.poll(() => page.locator('.copy-status').innerText()).toBe('Copied to the clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npx toolshed@latest --hook safety/block-rm');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('renders Markdown content with raw HTML as inert text, and keeps the source as installed', async () => {
    const { page, errors } = await open('/component/agent/Review.Team/Code.Reviewer');
    const prose = page.locator('.prose');
    expect(await prose.locator('strong').innerText()).toBe('problems first');
    expect(await prose.innerText()).toContain("<script>alert('xss')</script>");
    expect(await prose.innerText()).toContain('<img src=x onerror="alert(1)">');
    // The frontmatter as installed: repaired to valid YAML the way Claude Code reads it (src/catalog/lenient.ts).
    expect(await page.locator('figure.frontmatter pre').innerText()).toContain('tools: "*"');
    expect(await prose.innerText()).not.toContain('tools:'); // frontmatter is never rendered as Markdown
    await page.getByText('Source of Code.Reviewer.md').click();
    const source = await page.locator('pre.source').innerText();
    expect(source).toContain('list **problems first**');
    expect(source).toContain("<script>alert('xss')</script>");
    expect(await page.locator('pre.source *:not(code)').count()).toBe(0);
    expect(await page.locator('img, [onerror]').count()).toBe(0);
    expect(await page.locator('.warning').count()).toBe(0);
    expect(await page.locator('dl.meta').innerText()).toContain('code-reviewer');
    expect(errors).toEqual([]); // no alert dialog, no script error
    await page.context().close();
  });

  it('shows JSON content as escaped text, as installed', async () => {
    const { page } = await open('/component/hook/safety/block-rm');
    expect(await page.locator('.prose').count()).toBe(0);
    expect(JSON.parse(await page.locator('pre.source').innerText())).toHaveProperty('hooks');
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

describe('hostile Markdown on component pages, in a browser', () => {
  let server: LocalServer;

  beforeAll(async () => {
    server = await startLocalServer({ TOOLSHED_DIST: hostile });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  /** Open a page, failing on any dialog or script error, and move the mouse over everything the content shows. */
  async function visit(path: string) {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('dialog', (d) => {
      problems.push(`dialog: ${d.message()}`);
      void d.dismiss();
    });
    await page.goto(server.url + path);
    for (const box of await page.locator('.prose > *:visible').all()) await box.hover({ force: true, timeout: 5000 });
    const dom = await page.evaluate(() => {
      const all = [...document.querySelectorAll('*')];
      return {
        pwned: (window as unknown as { __pwned?: string }).__pwned,
        scripts: [...document.scripts].map((s) => s.textContent ?? ''),
        handlers: all.flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName} ${a.name}`)),
        // The site's own icons are svg elements with known classes (Icons.astro); any other svg came from content.
        embeds: document.querySelectorAll('iframe, object, embed, form, .prose style, .prose svg, svg:not(.icon, .sprite, .brand-mark, .card-actions svg)').length,
        // The site's own "Install in Claude Code" link is the one claude-cli: link allowed, and never inside content.
        links: [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) =>
          a.protocol === 'claude-cli:' && a.href.startsWith('claude-cli://install-plugin?plugin=') && !a.closest('.prose') ? 'own-install-link' : a.protocol,
        ),
        images: [...document.querySelectorAll<HTMLImageElement>('img')].map((i) => i.src),
        proseLinks: [...document.querySelectorAll<HTMLAnchorElement>('.prose a')].map((a) => a.href),
      };
    });
    return { page, problems, dom };
  }

  function expectInert(dom: Awaited<ReturnType<typeof visit>>['dom'], problems: string[]) {
    expect(problems).toEqual([]);
    expect(dom.pwned).toBeUndefined();
    expect(dom.scripts.filter((s) => /alert|__pwned/.test(s))).toEqual([]);
    expect(dom.handlers).toEqual([]);
    expect(dom.embeds).toBe(0);
    expect(dom.images).toEqual([]);
    for (const protocol of dom.links) expect(['http:', 'https:', 'mailto:', 'own-install-link']).toContain(protocol);
    expect(dom.proseLinks).toEqual(['https://example.org/docs']); // every hostile link was refused
  }

  it('a kind without components gets no pill or option, and nothing says "0 downloads" or sorts by downloads', async () => {
    const page = await browser.newPage();
    await page.goto(server.url + '/');
    // This catalog has agents, mods and skills only, and nothing was downloaded.
    expect(await page.locator('.counts a').allInnerTexts()).toEqual(['agents (1)', 'skills (1)', 'mods (1)']);
    expect(await page.locator('#type option').allInnerTexts()).toEqual(['All kinds', 'agents', 'skills', 'mods']);
    expect(await page.locator('#sort option').allInnerTexts()).toEqual(['Relevance, then name', 'Name']);
    expect(await page.locator('#results').innerText()).not.toMatch(/download/i);
    expect(await page.locator('.popular').count()).toBe(0);
    await page.close();
  });

  it('an agent with hostile Markdown (CRLF) is rendered without running any of it', async () => {
    const { page, problems, dom } = await visit('/component/agent/evil/hostile');
    expect(await page.locator('.prose h3').innerText()).toBe('Rendered heading');
    expect(await page.locator('.prose li').allInnerTexts()).toEqual(['first item', 'second item']);
    const text = await page.locator('.prose').innerText();
    expect(text).toContain("<script>window.__pwned = 'script'; alert('script')</script>");
    expect(text).toContain("[plain link](javascript:window.__pwned='link';alert('link'))");
    expect(await page.locator('.prose pre code').textContent()).toBe("<script>alert('fenced')</script>\n");
    expect(await page.locator('p.description').innerText()).toBe("Hostile Markdown <script>alert('description')</script>");
    expectInert(dom, problems);
    await page.close();
  });

  it("a mod's hostile README is rendered inert", async () => {
    const { page, problems, dom } = await visit('/component/mod/evil/hostile-kit');
    expect(await page.locator('#readme + .prose h3').first().innerText()).toBe('hostile-kit');
    expect(await page.locator('#readme + .prose li').allInnerTexts()).toEqual(['first item', 'second item']);
    expectInert(dom, problems);
    await page.close();
  });

  it('renders the first 64 KB of a very long component and says the rest is in the source', async () => {
    const { page, problems } = await visit('/component/skill/evil/huge');
    expect(await page.locator('.prose h3').innerText()).toBe('Huge');
    expect(await page.getByText(/Only the first 64 KB are rendered; the other \d+ KB are in the source below/).count()).toBe(1);
    expect(await page.locator('pre.source').textContent()).toMatch(/(A long paragraph line of the huge skill\.\n){3000}$/);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe.skipIf(!OWN_SITE_BUILT)('our own catalog, in a browser', () => {
  it('a component page shows its Markdown rendered: headings and list items, not their syntax', async () => {
    // Pick, from what the build published, an agent with a plain-text heading and list item
    // (no inline Markdown, outside code fences, not continued on the next line).
    const all = JSON.parse(await readFile(join(DIST, 'components.json'), 'utf8')) as { agents: Array<{ name: string; category: string; content: string }> };
    const PLAIN = "[A-Za-z][A-Za-z0-9 ,.:;'()/-]*";
    const find = (content: string) => {
      const lines = content.replace(/^---\n[^]*?\n---\n/, '').replace(/^(```|~~~)[^]*?^\1/gm, '').split('\n');
      const heading = lines.map((l) => new RegExp(`^#{1,6} +(${PLAIN})$`).exec(l)?.[1]).find(Boolean);
      const item = lines
        .map((l, i) => (/^\s*$|^(?:-|\d+\.) /.test(lines[i + 1] ?? '') ? new RegExp(`^(?:-|\\d+\\.) +(${PLAIN})$`).exec(l)?.[1] : undefined))
        .find(Boolean);
      return heading && item ? { heading: heading.trim(), item: item.trim() } : undefined;
    };
    const agent = all.agents.find((a) => find(a.content));
    expect(agent, 'an agent with a heading and a list').toBeDefined();
    const { heading, item } = find(agent!.content)!;

    const server = await startLocalServer({ TOOLSHED_DIST: DIST });
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/component/agent/${agent!.category}/${agent!.name}`);
      expect(await page.locator('.prose :is(h3, h4, h5, h6)').allInnerTexts()).toContain(heading);
      expect(await page.locator('.prose li').allInnerTexts()).toContain(item);
      expect(await page.locator('.prose').innerText()).not.toMatch(/^#{1,6} /m);
    } finally {
      await page.close();
      await server.stop();
    }
  }, 120_000);
});
