/**
 * The session workbench in Chromium: addresses (/c/<id>, #m<index>, links, the back
 * button), what changed with its diffs, todos and plans, the subagent and fork tree,
 * cost per message, the resume commands copied with one click, and a session of 100,000
 * messages opened at its end (first paint and scroll measured, printed; no timing asserted).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright';
import { startTranscriptService, type TranscriptService } from '../../src/transcripts/index.ts';
import { startMonitorServer, type MonitorServer } from '../../src/monitor/server.ts';
import { writeWorkbenchCorpus, longSessionText, OLD, NEW, FORK, type WorkbenchCorpus } from '../fixtures/transcripts/workbench.ts';
import { tempDir } from '../helpers/paths.ts';
import { launchBrowser } from '../helpers/browser.ts';

const LONG = 'd4d4d4d4-0000-4000-8000-000000000004';
const LONG_MESSAGES = 100_000;

let dir: { path: string; cleanup: () => Promise<void> };
let corpus: WorkbenchCorpus;
let service: TranscriptService;
let monitor: MonitorServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  dir = await tempDir('workbench-browser-');
  corpus = await writeWorkbenchCorpus(dir.path);
  await writeFile(join(corpus.projectsDir, corpus.projectDir, `${LONG}.jsonl`), longSessionText(LONG, corpus.cwd, LONG_MESSAGES));
  service = await startTranscriptService({ projectsDir: corpus.projectsDir, rescanMs: 60_000 });
  monitor = await startMonitorServer({ service, port: 0 });
  browser = await launchBrowser();
  context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: monitor.url });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(String(e)));
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await monitor?.close();
  service?.close();
  await dir?.cleanup();
});

describe('session workbench in Chromium', () => {
  it('opens a session from its address, with what it changed and each diff', async () => {
    await page.goto(`${monitor.url}/c/${OLD}`);
    await expect.poll(() => page.getByTestId('detail-title').textContent(), { timeout: 20_000 }).toContain('create a notebook');
    await expect.poll(() => page.getByTestId('changed-file').count(), { timeout: 20_000 }).toBe(3);
    await page.getByTestId('changes').locator('summary').first().click();
    const notes = page.getByTestId('changed-file').first();
    expect(await notes.locator('summary').textContent()).toContain('no longer exists');
    await notes.locator('summary').click();
    expect(await notes.getByTestId('diff').first().textContent()).toContain('+# Notes');
    const bin = page.getByTestId('changed-file').nth(2);
    await bin.locator('summary').click();
    expect(await bin.getByTestId('edit-skipped').textContent()).toContain('binary content');
    // The diff is also beside its tool call in the message.
    await expect.poll(() => page.locator('article#m3 [data-testid="diff"]').count(), { timeout: 20_000 }).toBe(1);
    // Cost on every message the ledger counts.
    expect(await page.locator('article#m1 [data-testid="message-cost"]').textContent()).toMatch(/^\d[\d,]* tokens · \$\d/);
  });

  it('shows todos and the plan as Markdown', async () => {
    await page.getByTestId('todos').locator('summary').first().click();
    expect(await page.getByTestId('todo').count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('plan').locator('strong').textContent()).toBe('the notebook');
  });

  it('goes to a message by #m<index>, and links, bookmarks and the back button work', async () => {
    await page.goto(`${monitor.url}/c/${OLD}#m3`);
    await expect.poll(() => page.locator('article#m3.target').count(), { timeout: 20_000 }).toBe(1);
    // A list link is a real address: clicking it opens the session and changes the URL.
    await page.locator(`#list li[data-id="${NEW}"] [data-testid="conversation-link"]`).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(`/c/${NEW}`);
    await expect.poll(() => page.getByTestId('tree-agent').count(), { timeout: 20_000 }).toBe(1);
    await page.goBack();
    await expect.poll(() => page.getByTestId('detail-title').textContent(), { timeout: 20_000 }).toContain('create a notebook');
    expect(new URL(page.url()).hash).toBe('#m3');
    await page.goForward();
    await expect.poll(() => page.getByTestId('tree-agent').count(), { timeout: 20_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe(`/c/${NEW}`);
    // A message's own link is its address.
    expect(await page.getByTestId('message-link').nth(2).getAttribute('href')).toBe(`/c/${NEW}#m2`);
  });

  it('shows subagents and forks as a tree with their cost, and copies the resume command', async () => {
    await page.getByTestId('tree').locator('summary').first().click();
    expect(await page.getByTestId('tree-agent').textContent()).toMatch(/general-purpose: Update requirements .*530 tokens/);
    expect(await page.getByTestId('tree-fork').locator('a').getAttribute('href')).toBe(`/c/${FORK}`);
    await page.getByTestId('copy-resume-command').click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`cd ${corpus.cwd} && claude --resume ${NEW}`);
    expect(await page.getByTestId('fork-command').textContent()).toBe(`cd ${corpus.cwd} && claude --resume ${NEW} --fork-session`);
  });

  it('in-conversation search results link to the message', async () => {
    await page.getByTestId('conv-search').fill('Pinned');
    await page.getByTestId('conv-search').press('Enter');
    await expect.poll(() => page.getByTestId('match').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('match').locator('a').getAttribute('href')).toMatch(new RegExp(`^/c/${NEW}#m\\d+$`));
  });

  it('searches by file touched; the result opens the message that touched it', async () => {
    await page.goto(monitor.url);
    await page.getByTestId('filter-file').fill('old_notes');
    await page.getByTestId('search-button').click();
    await expect.poll(() => page.getByTestId('search-status').textContent(), { timeout: 15_000 }).toBe('1 match');
    const link = page.getByTestId('conversation-link');
    expect(await link.getAttribute('href')).toBe(`/c/${OLD}#m2`);
    await link.click();
    await expect.poll(() => page.locator('article#m2.target').count(), { timeout: 20_000 }).toBe(1);
    expect(new URL(page.url()).hash).toBe('#m2');
  });

  it('exports a self-contained HTML file that renders offline, runs no script and requests nothing', async () => {
    await page.goto(`${monitor.url}/c/${NEW}`);
    await expect.poll(() => page.getByTestId('message').count(), { timeout: 20_000 }).toBeGreaterThan(3);
    await page.getByTestId('export-format').selectOption('html');
    await page.getByTestId('export-detail').selectOption('tools');
    const download = page.waitForEvent('download');
    await page.getByTestId('export').click();
    const d = await download;
    expect(d.suggestedFilename()).toBe(`music-app-${NEW}.html`);
    const file = join(dir.path, d.suggestedFilename());
    await d.saveAs(file);
    expect(await page.getByTestId('detail-status').textContent()).toMatch(/Exported \d+ messages\. 2 secrets masked\./);
    const offline = await browser.newContext({ offline: true });
    const p = await offline.newPage();
    const requests: string[] = [];
    p.on('request', (r) => requests.push(r.url()));
    await p.goto(`file://${file}`);
    expect(await p.locator('h1').textContent()).toContain('[secret masked: GitHub token]');
    expect(await p.locator('article.msg').count()).toBeGreaterThan(3);
    expect(await p.locator('article#m1 summary').first().textContent()).toBe('Tool call: TaskCreate');
    expect(await p.locator('script').count()).toBe(0);
    expect(requests).toEqual([`file://${file}`]);
    expect(await p.content()).not.toContain('ghp_');
    await offline.close();
  });

  it(`opens a ${LONG_MESSAGES.toLocaleString('en-US')}-message session at its end and stays responsive`, async () => {
    const last = LONG_MESSAGES - 1;
    const t0 = Date.now();
    await page.goto(`${monitor.url}/c/${LONG}#m${last}`);
    await page.locator(`article#m${last}`).waitFor({ timeout: 60_000 });
    const firstPaint = Date.now() - t0;
    const shown = await page.getByTestId('message').count();
    expect(shown).toBeLessThanOrEqual(200); // one page in the DOM, not 100,000 nodes
    const t1 = Date.now();
    await page.locator('#detail').evaluate((d) => d.scrollTo(0, 0));
    await page.locator('#earlier').click();
    await expect.poll(() => page.getByTestId('message').count(), { timeout: 30_000 }).toBe(shown + 200);
    const earlier = Date.now() - t1;
    // The page still answers input while the server reads the session.
    const t2 = Date.now();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    const frame = Date.now() - t2;
    console.log(`100k-message session: message ${last} painted in ${firstPaint} ms; 200 earlier messages in ${earlier} ms; next frame ${frame} ms`);
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
