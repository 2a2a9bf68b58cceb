/**
 * Release monitor benchmark, on data it generates:
 *  1. parse + classify every section of a 6,000-line changelog, against the
 *     baseline of a plain remark parse of the same text (no sections, no kinds);
 *  2. the check's own path: locate and parse one version's section;
 *  3. latency of a full check against local stand-ins (registry, changelog host,
 *     webhook over real sockets, PGlite in memory): already_processed and new version.
 */
import os from 'node:os';
import { findSection, parseChangelog, parseMarkdown } from '../src/release/changelog.ts';
import { classify } from '../src/release/classify.ts';
import { runReleaseCheck } from '../src/release/check.ts';
import { readReleaseSettings } from '../src/release/settings.ts';
import { openPglite } from '../src/storage/pglite.ts';
import { generateChangelogOfLines } from '../tests/fixtures/changelog/generate.ts';
import { PACKAGE, startStandIns } from '../tests/release/stand-ins.ts';

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { n: samples.length, median: +at(0.5).toFixed(2), p95: +at(0.95).toFixed(2), min: +sorted[0]!.toFixed(2) };
}

function time(runs: number, fn: () => unknown): number[] {
  fn(); // warm-up
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    out.push(performance.now() - t);
  }
  return out;
}

const markdown = generateChangelogOfLines(6000);
const lines = markdown.split('\n').length - 1;
const sections = parseChangelog(markdown);
const bullets = sections.reduce((n, s) => n + s.changes.length, 0);
const middle = sections[Math.floor(sections.length / 2)]!.version;
console.log(`changelog: ${lines} lines, ${(markdown.length / 1024).toFixed(0)} KiB, ${sections.length} sections, ${bullets} bullets; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);

const RUNS = 5;
const baseline = stats(time(RUNS, () => parseMarkdown(markdown)));
const all = stats(time(RUNS, () => parseChangelog(markdown).forEach((s) => classify(s.changes))));
const one = stats(time(30, () => classify(findSection(markdown, middle)!.changes)));
console.table({
  'baseline: remark parse of the whole text': baseline,
  'all sections: locate + parse + classify': all,
  'check path: one section (locate + parse + classify)': one,
});
console.log(`all sections vs baseline: ${(all.median / baseline.median).toFixed(2)}x; one section vs baseline: ${(one.median / baseline.median).toFixed(3)}x; target for all sections: < 100 ms`);

// Full checks over sockets.
const standIns = await startStandIns();
standIns.state.changelog = markdown;
standIns.state.time = Object.fromEntries(sections.map((s) => [s.version, '2025-01-02T03:04:05Z']));
const db = await openPglite({ dataDir: 'memory' });
const settings = readReleaseSettings({
  NPM_REGISTRY_URL: standIns.registryUrl,
  MONITORED_PACKAGE: PACKAGE,
  CHANGELOG_URL: standIns.changelogUrl,
  CHANGELOG_WEBHOOK_URL: standIns.webhookUrl,
});
const check = () => runReleaseCheck({ settings, db, log: () => {} });
const CHECKS = 20;
const fresh: number[] = [];
for (let i = 0; i <= CHECKS; i++) {
  standIns.state.latest = sections[i]!.version;
  const t = performance.now();
  const result = await check();
  if (result.status !== 'success' || !result.discord.sent) throw new Error(`unexpected ${JSON.stringify(result)}`);
  if (i > 0) fresh.push(performance.now() - t);
}
const repeat: number[] = [];
for (let i = 0; i <= CHECKS; i++) {
  const t = performance.now();
  const result = await check();
  if (result.status !== 'already_processed') throw new Error(`unexpected ${JSON.stringify(result)}`);
  if (i > 0) repeat.push(performance.now() - t);
}
console.table({ 'check: new version (posts webhook)': stats(fresh), 'check: already_processed': stats(repeat) });
console.log(`webhook posts: ${standIns.webhookPosts.length} (expected ${CHECKS + 1})`);
await db.close();
await standIns.close();
