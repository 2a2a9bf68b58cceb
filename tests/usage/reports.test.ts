/**
 * The reports ccusage users rely on, through the CLI entry point on real files: weekly
 * (with its start day), per project, 5-hour blocks (active block, burn rate,
 * projection), --breakdown per model, several config folders in CLAUDE_CONFIG_DIR, and
 * transcript strings shown, never obeyed, in the tables. Expected figures are computed
 * here from the fixture's lines (tests/dashboard/expected.ts).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdir, writeFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { main } from '../../src/cli/main.ts';
import { tempDir } from '../helpers/paths.ts';
import { writeDashboardCorpus, NOW, type DashboardCorpus } from '../dashboard/fixture.ts';
import { countedMessages, totals, type Counted } from '../dashboard/expected.ts';
import { writeChaosCorpus } from './chaos-corpus.ts';
import { weekOf } from '../../src/usage/periods.ts';
import { windowsOf, burnOf, WINDOW_MS } from '../../src/ledger/windows.ts';

let dir: { path: string; cleanup: () => Promise<void> };
let corpus: DashboardCorpus;
let counted: Counted[];

async function usage(args: string[], env: Record<string, string> = {}) {
  let out = '';
  let err = '';
  const io = { argv: ['usage', ...args], env: { XDG_CACHE_HOME: join(dir.path, 'cache'), ...env }, cwd: '/', stdout: (t: string) => void (out += t), stderr: (t: string) => void (err += t), now: () => new Date(NOW) };
  const code = await main(['usage', ...args], io);
  return { code, out, err };
}
const json = async (args: string[], env?: Record<string, string>) => {
  const r = await usage([...args, '--json'], env);
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out);
};

beforeAll(async () => {
  dir = await tempDir('toolshed-reports-');
  corpus = await writeDashboardCorpus(join(dir.path, 'claude'));
  counted = countedMessages(corpus.files);
});
afterAll(() => dir.cleanup());

const HOUR = 3_600_000;

describe('weekly', () => {
  it('weekOf: the first day of the week, for any start day', () => {
    // 2026-03-10 is a Tuesday.
    expect(weekOf('2026-03-10', 1)).toBe('2026-03-09');
    expect(weekOf('2026-03-09', 1)).toBe('2026-03-09');
    expect(weekOf('2026-03-08', 1)).toBe('2026-03-02');
    expect(weekOf('2026-03-10', 0)).toBe('2026-03-08');
    expect(weekOf('2026-03-14', 6)).toBe('2026-03-14');
    expect(weekOf('2026-01-01', 1)).toBe('2025-12-29'); // across a year
  });

  it.each([
    [undefined, 1, 'monday'],
    ['sunday', 0, 'sunday'],
    ['Saturday', 6, 'saturday'],
  ])('--start-of-week %s: one row per week, its tokens and cost those of the lines', async (flag, start, name) => {
    const r = await json(['weekly', '--dir', corpus.assistantDir, '--tz', 'UTC', ...(flag ? ['--start-of-week', flag] : [])]);
    expect(r.weekStart).toBe(name);
    const weeks = [...new Set(counted.map((c) => weekOf(c.day, start)))].sort();
    expect(r.rows.map((x: { key: string }) => x.key)).toEqual(weeks);
    for (const row of r.rows) {
      expect(new Date(`${row.key}T00:00:00Z`).getUTCDay()).toBe(start);
      const want = totals(counted.filter((c) => weekOf(c.day, start) === row.key));
      expect(row.tokens).toEqual(want.tokens);
      expect(row.cost.total).toBeCloseTo(want.cost, 5);
    }
    expect(r.totals.tokens).toEqual(totals(counted).tokens);
  });
});

describe('project', () => {
  it('one row per working directory, with its sessions, tokens and cost', async () => {
    const r = await json(['project', '--dir', corpus.assistantDir, '--tz', 'UTC']);
    expect(r.rows.map((x: { key: string }) => x.key)).toEqual(['/home/dev/alpha', '/home/dev/beta-app']);
    for (const row of r.rows) {
      const ids = new Set([...corpus.sessions].filter(([, s]) => `/home/dev/${s.project}` === row.key).map(([id]) => id));
      expect(row.project).toEqual({ name: row.key.split('/').at(-1), workingDirectory: row.key, sessions: ids.size });
      expect(row.tokens).toEqual(totals(counted.filter((c) => ids.has(c.sessionId))).tokens);
    }
    const table = await usage(['project', '--dir', corpus.assistantDir, '--tz', 'UTC']);
    expect(table.out).toMatch(/^Project\s+Sessions\s+Messages/m);
    expect(table.out).toMatch(/^beta-app\s+2\s/m);
  });
});

describe('5-hour blocks', () => {
  it('windowsOf: a window opens at the hour of its first message; the first message at or after its end opens the next', () => {
    const t0 = Date.parse('2026-03-10T10:20:00Z');
    const times = [t0, t0 + 2 * HOUR, Date.parse('2026-03-10T14:59:59Z'), Date.parse('2026-03-10T15:00:00Z'), Date.parse('2026-03-11T09:45:00Z')];
    const w = windowsOf(times, () => ({ n: 0 }), (x) => void x.n++);
    expect(w.map((x) => [new Date(x.start).toISOString(), x.messages])).toEqual([
      ['2026-03-10T10:00:00.000Z', 3],
      ['2026-03-10T15:00:00.000Z', 1],
      ['2026-03-11T09:00:00.000Z', 1],
    ]);
    expect(w[0]!.end - w[0]!.start).toBe(WINDOW_MS);
    // Burn over the first to last message (4h 39m 59s), projected to the window's end.
    const b = burnOf(w[0]!, 14, 7000, Date.parse('2026-03-10T14:00:00Z'));
    const spanH = (times[2]! - t0) / HOUR;
    expect(b.costPerHour).toBeCloseTo(14 / spanH, 9);
    expect(b.remainingMs).toBe(HOUR);
    expect(b.projectedCost).toBeCloseTo(14 + 14 / spanH, 9);
    expect(burnOf(w[2]!, 1, 1, times[4]!)).toMatchObject({ costPerHour: null, projectedCost: null }); // one message: no rate
  });

  it('blocks --json: windows of the lines, the active one with its burn rate and projection', async () => {
    const r = await json(['blocks', '--dir', corpus.assistantDir, '--tz', 'UTC']);
    const dated = counted.map((c) => ({ ...c, t: Date.parse(c.timestamp) })).sort((a, b) => a.t - b.t);
    const starts: number[] = [];
    for (const c of dated) if (!starts.length || c.t >= starts.at(-1)! + WINDOW_MS) starts.push(c.t - (c.t % HOUR));
    expect(r.rows.map((b: { start: string }) => Date.parse(b.start))).toEqual(starts);
    const active = r.rows.filter((b: { active: boolean }) => b.active);
    expect(active).toHaveLength(1);
    const a = active[0];
    const inA = dated.filter((c) => c.t >= Date.parse(a.start) && c.t < Date.parse(a.end));
    const want = totals(inA);
    expect(a.tokens).toEqual(want.tokens);
    const spanH = (inA.at(-1)!.t - inA[0]!.t) / HOUR;
    expect(a.burn.costPerHour).toBeCloseTo(want.cost / spanH, 5);
    const left = Date.parse(a.end) - NOW;
    expect(a.projection.remainingMinutes).toBe(Math.round(left / 60_000));
    expect(a.projection.cost).toBeCloseTo(want.cost + (want.cost / spanH) * (left / HOUR), 5);
    expect(r.rows.filter((b: { active: boolean }) => !b.active).every((b: { projection: unknown }) => b.projection === null)).toBe(true);
    const only = await json(['blocks', '--active', '--dir', corpus.assistantDir, '--tz', 'UTC']);
    expect(only.rows).toEqual(active);
    expect(only.totals.tokens).toEqual(want.tokens);
    const table = await usage(['blocks', '--active', '--dir', corpus.assistantDir, '--tz', 'UTC']);
    expect(table.out).toMatch(/active, \d+h \d\dm left/);
    expect(table.out).toContain('tokens a minute');
  });
});

describe('--breakdown', () => {
  it('prints a line per model under each row, with its messages, tokens and cost', async () => {
    const r = await usage(['daily', '--breakdown', '--dir', corpus.assistantDir, '--tz', 'UTC']);
    const lines = r.out.split('\n');
    const day = counted.filter((c) => c.day === NOW_DAY);
    const at = lines.findIndex((l) => l.startsWith(NOW_DAY));
    const models = [...new Set(day.map((c) => c.model))];
    const under = lines.slice(at + 1, at + 1 + models.length);
    for (const m of models) {
      const line = under.find((l) => l.includes(`└ ${m}`));
      expect(line, `${m} under ${NOW_DAY}:\n${r.out}`).toBeTruthy();
      const mine = day.filter((c) => c.model === m);
      expect(line).toContain(new Intl.NumberFormat('en-US').format(totals(mine).tokens.total));
    }
    expect(under.find((l) => l.includes('claude-future-9'))).toContain('unpriced');
  });
});
const NOW_DAY = new Date(NOW).toISOString().slice(0, 10);

describe('several config folders and hostile strings', () => {
  it('CLAUDE_CONFIG_DIR=a,b reads both folders, as ccusage does', async () => {
    const other = join(dir.path, 'other');
    await writeChaosCorpus(other, 3, 8);
    const a = await json(['daily', '--tz', 'UTC'], { CLAUDE_CONFIG_DIR: corpus.assistantDir });
    const b = await json(['daily', '--tz', 'UTC'], { CLAUDE_CONFIG_DIR: other });
    const both = await json(['daily', '--tz', 'UTC'], { CLAUDE_CONFIG_DIR: `${corpus.assistantDir},${other}` });
    expect(both.totals.messages).toBe(a.totals.messages + b.totals.messages);
    expect(both.totals.tokens.total).toBe(a.totals.tokens.total + b.totals.tokens.total);
    // Each set of folders keeps a ledger of its own.
    expect((await readdir(join(dir.path, 'cache', 'toolshed'))).filter((f) => f.endsWith('.bin')).length).toBeGreaterThanOrEqual(3);
  });

  it('project and model names from transcripts are shown escaped in tables, exact in JSON', async () => {
    const hostile = join(dir.path, 'hostile');
    const project = join(hostile, 'projects', '-evil');
    await mkdir(project, { recursive: true });
    const cwd = '/home/dev/\u001b]52;c;cHduZWQ=\u0007\u001b[8mhidden\u202etxt.sh';
    const model = 'claude-sonnet-4-5\u001b[2J\u009b31m';
    const id = 'cccccccc-0000-4000-8000-000000000009';
    const lines = [
      { type: 'user', sessionId: id, cwd, uuid: 'u1', timestamp: '2026-03-10T10:00:00Z', message: { role: 'user', content: 'hi' } },
      { type: 'assistant', sessionId: id, cwd, uuid: 'a1', requestId: 'r1', timestamp: '2026-03-10T10:00:05Z', message: { id: 'm1', model, content: [{ type: 'text', text: 'x' }], usage: { input_tokens: 1, output_tokens: 2 } } },
    ];
    await writeFile(join(project, `${id}.jsonl`), lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    for (const report of ['session', 'project', 'daily', 'blocks']) {
      const r = await usage([report, '--breakdown', '--dir', hostile, '--tz', 'UTC'].filter((a) => report !== 'blocks' || a !== '--breakdown'));
      expect(r.code, r.err).toBe(0);
      expect(r.out, report).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/);
      if (report !== 'daily') expect(r.out, report).toContain('\\u{1b}');
    }
    const j = await json(['session', '--dir', hostile, '--tz', 'UTC']);
    expect(j.rows[0].session.workingDirectory).toBe(cwd);
    expect(j.rows[0].models[0].model).toBe(model);
  });
});
