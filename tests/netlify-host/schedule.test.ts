/** `next_run` for the local trigger of scheduled functions, and netlify.toml's `for` paths. */
import { describe, expect, it } from 'vitest';
import { nextRun } from '../../src/netlify-host/schedule.ts';
import { forPattern, notFoundRulePath } from '../../src/netlify-host/static.ts';

describe('nextRun', () => {
  const at = new Date('2026-03-31T23:40:10Z');
  it('reads the shortcuts and five-field cron in UTC', () => {
    expect(nextRun('@daily', at)?.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(nextRun('*/30 * * * *', at)?.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(nextRun('*/30 * * * *', new Date('2026-04-01T00:00:00Z'))?.toISOString()).toBe('2026-04-01T00:30:00.000Z');
    expect(nextRun('15 9 * * 1-5', at)?.toISOString()).toBe('2026-04-01T09:15:00.000Z');
    expect(nextRun('0 0 1,15 * 7', at)?.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(nextRun('@hourly', at)?.toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });
  it('gives nothing for a schedule it cannot read', () => {
    for (const bad of ['', 'soon', '* * * *', '61 * * * *', '*/0 * * * *', '5-1 * * * *']) expect(nextRun(bad, at), bad).toBeUndefined();
  });
});

describe('header rule paths', () => {
  it('match as Netlify matches them', () => {
    expect(forPattern('/*.json').test('/counts.json')).toBe(true);
    expect(forPattern('/components/*').test('/components')).toBe(true);
    expect(forPattern('/components/*').test('/COMPONENTS/a/b.json')).toBe(true);
    expect(forPattern('/a/:id/b').test('/a/x/b/')).toBe(true);
    expect(forPattern('/a/:id/b').test('/a/x/y/b')).toBe(false);
    expect(forPattern('/x.json').test('/xajson')).toBe(false);
  });
  it('a 404 takes the rules of the last file Netlify looked for', () => {
    expect(notFoundRulePath('/missing.json')).toBe('/missing.json/index.htm');
    expect(notFoundRulePath('/dir/')).toBe('/dir/index.htm');
    expect(notFoundRulePath('/logo.png')).toBe('/logo.png');
  });
});
