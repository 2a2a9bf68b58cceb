import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { appendFile, readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright';
import { startTranscriptService, type TranscriptService } from '../../src/transcripts/index.ts';
import { startMonitorServer, type MonitorServer } from '../../src/monitor/server.ts';
import { writeMessyCorpus, type MessyCorpus } from '../fixtures/transcripts/messy.ts';
import { tempDir } from '../helpers/paths.ts';
import { launchBrowser } from '../helpers/browser.ts';

let corpus: MessyCorpus;
let cleanup: () => Promise<void>;
let service: TranscriptService;
let monitor: MonitorServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  const t = await tempDir('monitor-browser-');
  cleanup = t.cleanup;
  corpus = await writeMessyCorpus(t.path);
  // A prompt that would run script if it were ever inserted as HTML.
  const id = corpus.sessions.beta.id;
  await appendFile(corpus.paths.beta, `${JSON.stringify({ type: 'user', uuid: 'xss', sessionId: id, cwd: '/home/dev/beta-app', timestamp: '2025-07-01T09:05:00.000Z', message: { role: 'user', content: 'Try <img src=x onerror="window.__pwned=1"> and [link](javascript:alert(1)) and **bold**' } })}\n`);
  service = await startTranscriptService({ projectsDir: corpus.projectsDir, rescanMs: 60_000 });
  monitor = await startMonitorServer({ service, port: 0 });
  browser = await launchBrowser();
  page = await browser.newPage({ acceptDownloads: true });
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  await page.goto(monitor.url);
});
afterAll(async () => {
  await browser?.close();
  await monitor?.close();
  service?.close();
  await cleanup?.();
});

describe('monitor page in Chromium', () => {
  it('lists conversations, newest first, with state, messages, tokens and cost', async () => {
    const rows = page.getByTestId('conversation');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(4);
    const first = await rows.first().textContent();
    expect(first).toContain('Write the release notes'); // beta: modified last
    expect(first).toMatch(/msgs/);
    expect(first).toMatch(/tokens/);
    expect(first).toMatch(/\$\d/);
    await expect.poll(() => page.getByTestId('live-status').textContent(), { timeout: 15_000 }).toBe('live');
    // Every message of this corpus is old: no 5-hour window is open.
    await expect.poll(() => page.getByTestId('window').textContent(), { timeout: 15_000 }).toBe('no active 5-hour window');
  });

  it('searches by content and by directory', async () => {
    await page.getByTestId('filter-content').fill('zebrafish');
    await page.getByTestId('search-button').click();
    await expect.poll(() => page.getByTestId('conversation').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByTestId('conversation').first().textContent()).toContain('Websocket work');
    await page.getByTestId('filter-content').fill('');
    await page.getByTestId('filter-dir').selectOption('/home/dev/beta-app');
    await expect.poll(() => page.getByTestId('search-status').textContent(), { timeout: 15_000 }).toBe('1 match');
    await page.getByTestId('filter-dir').selectOption('');
    await expect.poll(() => page.getByTestId('conversation').count(), { timeout: 15_000 }).toBe(4);
  });

  it('opens a conversation with tool calls, results and safely rendered Markdown', async () => {
    await page.getByTestId('conversation').filter({ hasText: 'Websocket work' }).click();
    await expect.poll(() => page.getByTestId('message').count(), { timeout: 15_000 }).toBe(corpus.sessions.modern.messages);
    const tool = page.getByTestId('tool-call').filter({ hasText: 'Read' }).first();
    await tool.locator('summary').click();
    expect(await tool.locator('.tool-result').textContent()).toContain('handlerQuokka');
    expect(await page.locator('article.msg strong', { hasText: 'new_message' }).count()).toBe(1);
    await page.getByTestId('conv-search').fill('websocket');
    await page.getByTestId('conv-search').press('Enter');
    await expect.poll(() => page.getByTestId('match').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.locator('#messages mark').count()).toBeGreaterThan(0);
  });

  it('never runs transcript text as HTML', async () => {
    await page.getByTestId('conversation').filter({ hasText: 'Write the release notes' }).click();
    await expect.poll(() => page.locator('article.msg', { hasText: 'onerror' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('article.msg img').count()).toBe(0);
    expect(await page.locator('article.msg a[href^="javascript"]').count()).toBe(0);
  });

  it('shows a line appended to the open conversation without reload', async () => {
    const id = corpus.sessions.beta.id;
    const before = await page.getByTestId('message').count();
    await appendFile(corpus.paths.beta, `${JSON.stringify({ type: 'assistant', uuid: 'live-1', sessionId: id, cwd: '/home/dev/beta-app', timestamp: new Date().toISOString(), requestId: 'req_live', message: { id: 'msg_live_page', role: 'assistant', model: 'claude-sonnet-4-20250514', content: [{ type: 'text', text: 'Live reply about capybaras' }], stop_reason: 'end_turn', usage: { input_tokens: 1, output_tokens: 5 } } })}\n`);
    await expect.poll(() => page.getByTestId('message').count(), { timeout: 20_000 }).toBe(before + 1);
    expect(await page.getByTestId('message').last().textContent()).toContain('capybaras');
    await expect.poll(async () => (await page.getByTestId('conversation').first().textContent()) ?? '', { timeout: 20_000 }).toContain('active');
    // The reply opened a 5-hour window (the same windows as `toolshed usage blocks`): the header says so.
    await expect.poll(() => page.getByTestId('window').textContent(), { timeout: 20_000 }).toMatch(/^5-hour window: \$0\.00, [1-5]h \d\dm left$|^5-hour window: \$0\.00, \d+m left$/);
  });

  it('exports Markdown as a download', async () => {
    const download = page.waitForEvent('download');
    await page.getByTestId('export').click();
    const d = await download;
    expect(d.suggestedFilename()).toBe(`beta-app-${corpus.sessions.beta.id}.md`);
    const text = await readFile((await d.path())!, 'utf8');
    expect(text).toContain('Live reply about capybaras');
    expect(text).toContain('## User');
    expect(await page.getByTestId('detail-status').textContent()).toMatch(/Exported \d+ messages/);
  });

  it('shows the analytics', async () => {
    await page.getByTestId('analytics-button').click();
    await expect.poll(() => page.getByTestId('analytics').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('#analytics').textContent()).toContain('claude-opus-4-1-20250805');
    expect(await page.locator('#analytics svg.chart').count()).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });
});
