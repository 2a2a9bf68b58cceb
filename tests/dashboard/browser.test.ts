/**
 * The dashboard page in Debian's Chromium (Playwright): KPI cards show the numbers
 * computed from the fixture lines, charts render, transcript text stays text, a live
 * state arrives after a line is appended, and light and dark both render.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { appendFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright';
import { launchBrowser } from '../helpers/browser.ts';
import { tempDir } from '../helpers/paths.ts';
import { writeDashboardCorpus, appendedLine, NOW, HTML_PROMPT, type DashboardCorpus } from './fixture.ts';
import { countedMessages, totals } from './expected.ts';
import { startDashboard, type Running } from './harness.ts';

let dir: { path: string; cleanup: () => Promise<void> };
let corpus: DashboardCorpus;
let run: Running;
let browser: Browser;

beforeAll(async () => {
  dir = await tempDir('toolshed-dash-ui-');
  corpus = await writeDashboardCorpus(dir.path);
  run = await startDashboard(corpus.projectsDir, { now: () => NOW });
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await run?.close();
  await dir?.cleanup();
});

async function open(colorScheme: 'light' | 'dark'): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ colorScheme });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  await page.goto(run.dash.url);
  await page.locator('[data-testid="kpi-today-sessions"]').waitFor({ timeout: 20_000 });
  return { page, problems };
}

const int = new Intl.NumberFormat('en-US');

function expected(from: string) {
  const to = '2026-03-10';
  const counted = countedMessages(corpus.files).filter((c) => c.day >= from && c.day <= to);
  let sessions = 0;
  let messages = 0;
  for (const s of corpus.sessions.values()) {
    const n = s.writer.messageTimes.filter((t) => t.slice(0, 10) >= from && t.slice(0, 10) <= to).length;
    if (n) sessions++;
    messages += n;
  }
  const t = totals(counted);
  return { sessions: int.format(sessions), messages: int.format(messages), tokens: int.format(t.tokens.total), cost: `$${t.cost.toFixed(2)}` };
}

describe('dashboard page', () => {
  it('KPI cards show sessions, messages, tokens and cost for today, 7 and 30 days; charts render; text stays text', async () => {
    const { page, problems } = await open('light');
    for (const [period, from] of [['today', '2026-03-10'], ['last7Days', '2026-03-04'], ['last30Days', '2026-02-09']] as const) {
      const want = expected(from);
      for (const field of ['sessions', 'messages', 'tokens', 'cost'] as const) {
        await expect.poll(() => page.locator(`[data-testid="kpi-${period}-${field}"]`).textContent()).toBe(want[field]);
      }
    }
    // Charts: 30 day groups per daily chart, a 7 × 24 heatmap, bars for projects and tools.
    expect(await page.locator('#daily-tokens svg g[data-day]').count()).toBe(30);
    expect(await page.locator('#heatmap rect.heat-cell').count()).toBe(168);
    expect(await page.locator('#projects svg rect').count()).toBe(2);
    expect(await page.locator('#tools svg text').filter({ hasText: 'Bash' }).count()).toBe(1);
    // The prompt with markup is shown as text in the live list, never parsed.
    const title = page.locator(`#active li[data-id="${corpus.ids.today}"] .title`);
    expect(await title.textContent()).toBe(HTML_PROMPT);
    expect(await page.locator('main img, main b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    // The active 5-hour window (12:00–17:00 UTC at NOW): its cost from the lines, two hours left.
    const inWindow = countedMessages(corpus.files).filter((c) => Date.parse(c.timestamp) >= Date.parse('2026-03-10T12:00:00Z'));
    const windowText = await page.locator('[data-testid="window-current"]').textContent();
    expect(windowText).toContain(`$${totals(inWindow).cost.toFixed(2)} in the window`);
    expect(await page.locator('[data-testid="window-left"]').textContent()).toBe('2h 00m left');
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('a live state arrives over the WebSocket after a line is appended', async () => {
    const { page, problems } = await open('light');
    await page.locator('#connection[data-state="live"]').waitFor({ timeout: 20_000 });
    expect(await page.locator(`#active li[data-id="${corpus.ids.week}"]`).count()).toBe(0);
    const before = Number((await page.locator('[data-testid="kpi-today-sessions"]').textContent())!.replace(/,/g, ''));
    await appendFile(corpus.sessions.get(corpus.ids.week)!.path, `\n${appendedLine(corpus.ids.week, '/home/dev/alpha', NOW)}`);
    await page.locator(`#active li[data-id="${corpus.ids.week}"][data-state="active"]`).waitFor({ timeout: 20_000 });
    expect(await page.locator(`#active li[data-id="${corpus.ids.week}"] .badge`).textContent()).toBe('active');
    await expect.poll(() => page.locator('[data-testid="kpi-today-sessions"]').textContent(), { timeout: 20_000 }).toBe(String(before + 1));
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('renders in light and dark, and the theme switch overrides the system', async () => {
    const bg = (p: Page) => p.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await open('light');
    const dark = await open('dark');
    expect(await bg(light.page)).toBe('rgb(246, 247, 249)');
    expect(await bg(dark.page)).toBe('rgb(18, 21, 27)');
    // KPI text is readable on both: its colour differs from the card background.
    for (const p of [light.page, dark.page]) {
      const [fg, card] = await p.evaluate(() => {
        const dd = document.querySelector('[data-testid="kpi-today-tokens"]')!;
        return [getComputedStyle(dd).color, getComputedStyle(dd.closest('.card')!).backgroundColor];
      });
      expect(fg).not.toBe(card);
    }
    await light.page.selectOption('#theme', 'dark');
    expect(await bg(light.page)).toBe('rgb(18, 21, 27)');
    await dark.page.selectOption('#theme', 'light');
    expect(await bg(dark.page)).toBe('rgb(246, 247, 249)');
    expect([...light.problems, ...dark.problems]).toEqual([]);
    await light.page.context().close();
    await dark.page.context().close();
  }, 60_000);
});
