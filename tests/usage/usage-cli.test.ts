/**
 * `toolshed usage` through the CLI entry point, on real files in a temp dir. Expected
 * numbers are computed here from the fixture lines (tests/dashboard/expected.ts).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { main } from '../../src/cli/main.ts';
import { tempDir } from '../helpers/paths.ts';
import { writeDashboardCorpus, type DashboardCorpus } from '../dashboard/fixture.ts';
import { countedMessages, totals, type Counted } from '../dashboard/expected.ts';

async function usage(args: string[]) {
  let out = '';
  let err = '';
  const code = await main(['usage', ...args], { argv: ['usage', ...args], env: { XDG_CACHE_HOME: join(dir.path, 'cache') }, cwd: '/', stdout: (t) => void (out += t), stderr: (t) => void (err += t) });
  return { code, out, err };
}

let dir: { path: string; cleanup: () => Promise<void> };
let corpus: DashboardCorpus;
let counted: Counted[];

beforeAll(async () => {
  dir = await tempDir('toolshed-usage-');
  corpus = await writeDashboardCorpus(dir.path);
  counted = countedMessages(corpus.files);
});
afterAll(() => dir.cleanup());

describe('toolshed usage --json', () => {
  it('daily: one row per day with tokens by kind, cost per row and a total that match the lines', async () => {
    const r = await usage(['daily', '--json', '--dir', corpus.assistantDir, '--tz', 'UTC']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out);
    expect(report.report).toBe('daily');
    const want = totals(counted);
    expect(report.totals.tokens).toEqual(want.tokens);
    expect(report.totals.messages).toBe(want.messages);
    expect(report.totals.cost.total).toBeCloseTo(want.cost, 5);
    expect(report.totals.cost.unpricedModels).toEqual(['claude-future-9-20300101']);
    const days = [...new Set(counted.map((c) => c.day))].sort();
    expect(report.rows.map((x: { key: string }) => x.key)).toEqual(days);
    for (const row of report.rows) {
      const w = totals(counted.filter((c) => c.day === row.key));
      expect(row.tokens).toEqual(w.tokens);
      expect(row.cost.total).toBeCloseTo(w.cost, 5);
    }
    // The synthetic line and the sidechain copy are not counted.
    expect(counted.some((c) => c.model === '<synthetic>')).toBe(false);
    expect(report.totals.messages).toBe(10); // t1-t4 + the subagent's s1, w1-w3, m1, o1
  });

  it('--since/--until are inclusive days and --project keeps one project', async () => {
    const since = '2026-03-06';
    const r = await usage(['daily', '--json', '--since', since, '--until', '2026-03-10', '--dir', corpus.assistantDir, '--tz', 'UTC']);
    const report = JSON.parse(r.out);
    expect(report.filters).toEqual({ since, until: '2026-03-10', project: null });
    expect(report.totals.tokens).toEqual(totals(counted.filter((c) => c.day >= since && c.day <= '2026-03-10')).tokens);

    const p = JSON.parse((await usage(['monthly', '--json', '--project', 'beta-app', '--dir', corpus.assistantDir, '--tz', 'UTC'])).out);
    const betaIds = new Set([...corpus.sessions].filter(([, s]) => s.project === 'beta-app').map(([id]) => id));
    const beta = counted.filter((c) => betaIds.has(c.sessionId));
    expect(p.totals.tokens).toEqual(totals(beta).tokens);
    expect(p.rows.map((x: { key: string }) => x.key)).toEqual([...new Set(beta.map((c) => c.day.slice(0, 7)))].sort());
    // The working directory selects the same project.
    const byDir = JSON.parse((await usage(['monthly', '--json', '--project', '/home/dev/beta-app', '--dir', corpus.assistantDir, '--tz', 'UTC'])).out);
    expect(byDir.totals).toEqual(p.totals);
  });

  it('--tz places messages on the days of that time zone', async () => {
    const r = JSON.parse((await usage(['daily', '--json', '--dir', corpus.assistantDir, '--tz', 'Asia/Tokyo'])).out);
    expect(r.timeZone).toBe('Asia/Tokyo');
    // Tokyo is UTC+9 all year (no daylight saving time).
    const tokyoDay = (ts: string) => new Date(Date.parse(ts) + 9 * 3600_000).toISOString().slice(0, 10);
    const days = [...new Set(counted.map((c) => tokyoDay(c.timestamp)))].sort();
    expect(r.rows.map((x: { key: string }) => x.key)).toEqual(days);
    expect(days).not.toEqual([...new Set(counted.map((c) => c.day))].sort()); // the fixture has messages near UTC midnight+9h
    for (const row of r.rows) expect(row.tokens).toEqual(totals(counted.filter((c) => tokyoDay(c.timestamp) === row.key)).tokens);
  });

  it('session: a row per session with its project, subagent usage included', async () => {
    const r = JSON.parse((await usage(['session', '--json', '--dir', corpus.assistantDir, '--tz', 'UTC'])).out);
    expect(r.rows).toHaveLength(4);
    for (const row of r.rows) {
      expect(row.session.project).toBe(corpus.sessions.get(row.key)!.project);
      expect(row.tokens).toEqual(totals(counted.filter((c) => c.sessionId === row.key)).tokens);
    }
    const todayRow = r.rows.find((x: { key: string }) => x.key === corpus.ids.today);
    expect(todayRow.models.map((m: { model: string }) => m.model)).toContain('claude-haiku-4-5-20251001'); // the subagent's model
  });

  it('is stable: the same data gives byte-identical JSON', async () => {
    const a = await usage(['daily', '--json', '--dir', corpus.assistantDir, '--tz', 'UTC']);
    const b = await usage(['daily', '--json', '--dir', corpus.assistantDir, '--tz', 'UTC']);
    expect(a.out).toBe(b.out);
  });
});

describe('toolshed usage table', () => {
  it('prints a readable table with the total and marks unpriced tokens', async () => {
    const r = await usage(['daily', '--dir', corpus.assistantDir, '--tz', 'UTC']);
    expect(r.code).toBe(0);
    const want = totals(counted);
    const totalLine = r.out.split('\n').find((l) => l.startsWith('Total'))!;
    expect(totalLine).toContain(new Intl.NumberFormat('en-US').format(want.tokens.total));
    expect(totalLine).toContain(`$${want.cost.toFixed(2)}*`);
    expect(r.out).toMatch(/Cache write 5m +Cache write 1h +Cache read/);
    expect(r.out).toContain('claude-future-9-20300101');
    expect(r.err).toContain('1 malformed line(s) skipped');
  });

  it('an empty range says so instead of failing', async () => {
    const r = await usage(['daily', '--since', '2030-01-01', '--dir', corpus.assistantDir, '--tz', 'UTC']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('No usage in this range.');
  });

  it('a missing assistant directory is an empty report, not a crash', async () => {
    const r = await usage(['daily', '--json', '--dir', join(dir.path, 'nowhere')]);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).rows).toEqual([]);
  });

  it('later lines are read on the next run', async () => {
    const before = JSON.parse((await usage(['daily', '--json', '--dir', corpus.assistantDir, '--tz', 'UTC'])).out).totals.tokens.total;
    const extra = { ...JSON.parse(corpus.sessions.get(corpus.ids.old)!.writer.lines.at(-1)!), uuid: 'new', requestId: 'req_new' };
    extra.message = { ...extra.message, id: 'msg_new', usage: { input_tokens: 1, output_tokens: 2, cache_read_input_tokens: 0, cache_creation_input_tokens: 0 } };
    const oldPath = corpus.sessions.get(corpus.ids.old)!.path;
    await appendFile(oldPath, `${JSON.stringify(extra)}\n`);
    const after = JSON.parse((await usage(['daily', '--json', '--dir', corpus.assistantDir, '--tz', 'UTC'])).out).totals.tokens.total;
    expect(after).toBe(before + 3);
    counted = countedMessages(corpus.files);
  });
});

describe('toolshed usage flags', () => {
  it('--help prints the options', async () => {
    const r = await usage(['--help']);
    expect(r.code).toBe(0);
    for (const f of ['--since', '--until', '--project', '--json', '--dir']) expect(r.out).toContain(f);
  });
  it.each([
    [['daily', '--bogus'], /Unknown option '--bogus'/],
    [['yearly'], /unknown report "yearly": use daily, weekly, monthly, session, project, blocks/],
    [[], /give one report: daily, weekly, monthly, session, project, blocks/],
    [['weekly', '--start-of-week', 'someday'], /--start-of-week must be a day of the week/],
    [['daily', '--start-of-week', 'sunday'], /--start-of-week is an option of the weekly report/],
    [['daily', '--active'], /--active, --live and --interval are options of the blocks report/],
    [['blocks', '--live', '--json'], /cannot be combined with --json/],
    [['blocks', '--interval', '0'], /--interval must be a number of seconds from 1 to 3600/],
    [['daily', 'monthly'], /give one report/],
    [['daily', '--since', '2026-02-30'], /--since is not a calendar date \(got "2026-02-30"\)/],
    [['daily', '--until', 'yesterday'], /--until must be a date written YYYY-MM-DD/],
    [['daily', '--since', '2026-03-10', '--until', '2026-03-01'], /--since must not be after --until/],
    [['daily', '--tz', 'Mars/Olympus'], /not a known time zone/],
    [['daily', '--since'], /--since/],
  ])('%j → exit 2 with a clear error', async (args, message) => {
    const r = await usage([...(args as string[]), '--dir', corpus.assistantDir]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message as RegExp);
    expect(r.out).toBe('');
  });
});
