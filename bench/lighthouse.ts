/**
 * Lighthouse (the npm package) on Debian's Chromium, for the site benchmark:
 * performance, accessibility, best practices and SEO of each page, Lighthouse's
 * default mobile run (simulated slow 4G and a 4x slower CPU). Chromium comes
 * from CHROME_PATH / CHROMIUM_PATH, else /usr/bin/chromium (nothing downloaded).
 *
 * `node bench/lighthouse.ts <base-url> <path>…` prints the table alone.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Scores = Record<(typeof CATEGORIES)[number], number>;

export interface PageAudit {
  path: string;
  scores: Scores;
  /** Audits that lost points, with their score, for the report. */
  failing: string[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export async function auditPages(base: string, paths: readonly string[]): Promise<PageAudit[]> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });
  const out: PageAudit[] = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`lighthouse returned nothing for ${path}`);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Scores;
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
        .map((a) => `${a.id} ${Math.round((a.score ?? 0) * 100)}`);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      out.push({ path, scores, failing, lcpMs: numeric('largest-contentful-paint'), tbtMs: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift') });
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

export function lighthouseTable(audits: readonly PageAudit[]): string {
  const rows = audits.map(
    (a) =>
      `| \`${a.path.length > 60 ? `${a.path.slice(0, 57)}…` : a.path}\` | ${CATEGORIES.map((c) => a.scores[c]).join(' | ')} | ${(a.lcpMs / 1000).toFixed(1)} s, ${a.tbtMs.toFixed(0)} ms, ${a.cls.toFixed(3)} | ${a.failing.slice(0, 4).join(', ') || '—'} |`,
  );
  return ['| page | performance | accessibility | best practices | SEO | LCP, TBT, CLS | audits under 90 |', '| --- | --- | --- | --- | --- | --- | --- |', ...rows].join('\n');
}

export const allAtLeast = (audits: readonly PageAudit[], floor = 95) => audits.every((a) => CATEGORIES.every((c) => a.scores[c] >= floor));

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, ...paths] = process.argv.slice(2);
  if (!base || !paths.length) {
    console.error('usage: node bench/lighthouse.ts <base-url> <path>…');
    process.exit(2);
  }
  const audits = await auditPages(base, paths);
  console.log(lighthouseTable(audits));
  console.log(allAtLeast(audits) ? '\nevery score ≥ 95' : '\nSOME SCORE UNDER 95');
}
