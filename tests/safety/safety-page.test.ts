/**
 * The /safety/ page in Chromium (issue 36): rule texts show inline code as
 * code (escaped first: no raw backtick, no markup from the text), every
 * figure names the corpus it comes from with its size, and the accuracy
 * tables read at phone and desktop widths: no heading or figure broken inside
 * a word, the table scrolling in its own box on a phone rather than the page.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES, RULE_IDS } from '../../src/safety/rules.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { OWN_SITE_BUILT } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';
import { corpus } from './corpus/attacks/evaluate.ts';
import { DEV_TWINS } from './corpus/dev/index.ts';
import { HELD_OUT } from './corpus/held-out/pairs.ts';
import { SKILL_BATCHES } from './corpus/skill-batches.ts';

let server: LocalServer;
let browser: Browser;

describe.skipIf(!OWN_SITE_BUILT)('/safety/', () => {
  beforeAll(async () => {
    server = await startLocalServer();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows each rule with its inline code as code, and no raw backticks', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/safety/`);
    const rules = await page.$$eval('dl.rules dt', (dts) => dts.map((dt) => ({ id: dt.id, text: dt.nextElementSibling!.textContent!, codes: [...dt.nextElementSibling!.querySelectorAll('code')].map((c) => c.textContent) })));
    expect(rules.map((r) => r.id)).toEqual([...RULE_IDS.filter((id) => RULES[id].tier === 'blocking'), ...RULE_IDS.filter((id) => RULES[id].tier === 'advisory')]);
    for (const r of rules) expect(r.text, r.id).not.toContain('`');
    const pipe = rules.find((r) => r.id === 'pipe-to-shell')!;
    expect(pipe.codes).toContain('curl … | sh');
    expect(pipe.codes).toContain('bash <(curl …)');
    // The description's `<(` is text in a code element, not markup.
    expect(await page.$$eval('dl.rules dd *', (els) => els.filter((e) => !['CODE', 'EM', 'STRONG'].includes(e.tagName)).length)).toBe(0);
    await page.close();
  });

  it('names the corpus and its size beside every accuracy figure', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/safety/`);
    const rows = await page.$$eval('section[aria-labelledby="accuracy"] tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => (c as HTMLElement).innerText.replace(/\s+/g, ' ').trim())));
    expect(rows.map((r) => r[0])).toEqual([
      'Attacks, held-out half written before tuning, never tuned on',
      'Attacks, development half written before tuning, then tuned on',
      'Skills, held-out parts written before tuning, never tuned on',
      'Skills, development parts written before tuning, then tuned on',
      'Held-out twins written before the rules were tuned and not read while tuning',
      'Development twins the rules were tuned on these',
    ]);
    expect(rows[0]![1]).toMatch(new RegExp(`^${corpus.heldOut.attacks.length} \\(\\d+\\)$`));
    expect(rows[1]![1]).toMatch(new RegExp(`^${corpus.dev.attacks.length} \\(\\d+\\)$`));
    expect(rows[0]![4]).toMatch(new RegExp(`^${corpus.heldOut.benign.length} \\(\\d+\\)$`));
    // The skills batches: every batch's part together, its malicious and benign components counted.
    const batches = Object.values(SKILL_BATCHES);
    const count = (part: 'dev' | 'heldOut', side: 'malicious' | 'benign') => String(batches.reduce((n, b) => n + b[part][side].length, 0));
    expect([rows[2]![1], rows[2]![4], rows[3]![1], rows[3]![4]]).toEqual([count('heldOut', 'malicious'), count('heldOut', 'benign'), count('dev', 'malicious'), count('dev', 'benign')]);
    expect(rows[4]![1]).toBe(String(HELD_OUT.length));
    expect(rows[5]![1]).toBe(String(DEV_TWINS.length));
    for (const r of rows.slice(0, 4)) expect(r[2]).toMatch(/^\d+\.\d% \d+ of \d+$/);
    await page.close();
  });

  for (const [label, width] of [['a phone', 360], ['a desktop', 1280]] as const) {
    it(`keeps every table heading and figure whole at ${label}'s width (${width} px)`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.goto(`${server.url}/safety/`);
      // A word broken across lines shows as one text node whose characters sit on two lines inside one word
      // (after a hyphen is where a line may break: `held-` / `out`).
      const broken = await page.$$eval('section[aria-labelledby="accuracy"] th, section[aria-labelledby="accuracy"] td', (cells) => {
        const out: string[] = [];
        for (const cell of cells) {
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            for (const m of text.matchAll(/[^\s-]+-?/g)) {
              const range = document.createRange();
              range.setStart(node, m.index!);
              range.setEnd(node, m.index! + m[0].length);
              const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              if (tops.size > 1) out.push(m[0]);
            }
          }
        }
        return out;
      });
      expect(broken).toEqual([]);
      // The page itself never scrolls sideways: a wide table scrolls in its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.close();
    });
  }
});
