/**
 * `toolshed statusline` through the real bin (its fast path: bin/toolshed.mjs goes
 * straight to it), with Claude Code's stdin JSON: the figures it prints against sums
 * computed here from the lines, its delta of the current transcript (and nothing else)
 * read without a ledger update, the readings log, bad input of every kind, the
 * background refresh, --install / --uninstall, and no zod on its path.
 */
import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { spawnSync } from 'node:child_process';
import { appendFile, mkdir, readFile, readdir, writeFile, symlink, stat, lstat, rm } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import ts from 'typescript';
import { tempDir, ROOT } from '../helpers/paths.ts';
import { BIN, NODE } from '../install/run-bin.ts';
import { expectedCost } from '../transcripts/expected.ts';
import type { ExpectedUsage } from '../fixtures/transcripts/messy.ts';

const HOUR = 3_600_000;
const SONNET = 'claude-sonnet-4-20250514';
const A = 'a1111111-1111-4111-8111-111111111111';
const B = 'b2222222-2222-4222-8222-222222222222';

let dir: { path: string; cleanup: () => Promise<void> };
let env: Record<string, string>;
let projects: string;
const now = Date.now();

/** One assistant message line (its usage, its time), as 2.x writes it. */
function msg(session: string, id: string, ms: number, u: ExpectedUsage, extra: Record<string, unknown> = {}) {
  return `${JSON.stringify({ type: 'assistant', sessionId: session, cwd: '/home/dev/shop', uuid: `u-${id}-${u.output}`, timestamp: new Date(ms).toISOString(), requestId: `req_${id}`, message: { id, model: u.model, role: 'assistant', content: [{ type: 'text', text: 'x' }], usage: { input_tokens: u.input, output_tokens: u.output, cache_read_input_tokens: u.cacheRead, cache_creation_input_tokens: u.cacheWrite5m + u.cacheWrite1h, cache_creation: { ephemeral_5m_input_tokens: u.cacheWrite5m, ephemeral_1h_input_tokens: u.cacheWrite1h } } }, ...extra })}\n`;
}
const usage = (output: number, read = 20_000): ExpectedUsage => ({ model: SONNET, input: 10, output, cacheWrite5m: 300, cacheWrite1h: 2000, cacheRead: read }) as ExpectedUsage;
const dollars = (n: number) => `$${n.toFixed(2)}`;

function statusline(input: unknown, extraEnv: Record<string, string> = {}) {
  const r = spawnSync(NODE, [BIN, 'statusline'], { input: typeof input === 'string' ? input : JSON.stringify(input), env: { ...env, ...extraEnv }, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, out: r.stdout.trim(), err: r.stderr };
}
function cli(args: string[], extraEnv: Record<string, string> = {}) {
  const r = spawnSync(NODE, [BIN, ...args], { env: { ...env, ...extraEnv }, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const transcript = (session: string) => join(projects, '-home-dev-shop', `${session}.jsonl`);
const input = (session: string, extra: Record<string, unknown> = {}) => ({
  session_id: session,
  transcript_path: transcript(session),
  cwd: '/home/dev/shop',
  model: { id: 'claude-sonnet-4-20250514', display_name: 'Sonnet 4' },
  cost: { total_cost_usd: 0.4242, total_duration_ms: 1000 },
  context_window: { total_input_tokens: 50_000, total_output_tokens: 900, context_window_size: 200_000, used_percentage: 25 },
  ...extra,
});
const cacheFiles = async () => readdir(join(dir.path, 'cache', 'toolshed')).catch(() => [] as string[]);
const cachePath = async (suffix: string) => join(dir.path, 'cache', 'toolshed', (await cacheFiles()).find((f) => f.endsWith(suffix))!);

/** Waits (bounded) until `ok` holds; the test asserts what it then sees. */
async function until(ok: () => boolean | Promise<boolean>, ms = 60_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await ok()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

// Session A: yesterday-ish (over 5 hours before the window) and three messages in the current window.
const aLines = [
  { id: 'msg_old', t: now - 30 * HOUR, u: usage(500) },
  { id: 'msg_w1', t: now - 2 * HOUR - 5 * 60_000, u: usage(800) },
  { id: 'msg_w2', t: now - HOUR, u: usage(1200, 40_000) },
  { id: 'msg_w3', t: now - 10 * 60_000, u: usage(300) },
];

beforeEach(async () => {
  dir = await tempDir('statusline-');
  projects = join(dir.path, 'claude', 'projects');
  await mkdir(join(projects, '-home-dev-shop'), { recursive: true });
  env = { PATH: process.env.PATH ?? '', HOME: join(dir.path, 'home'), CLAUDE_CONFIG_DIR: join(dir.path, 'claude'), XDG_CACHE_HOME: join(dir.path, 'cache'), TZ: 'UTC' };
  await writeFile(transcript(A), aLines.map((l) => msg(A, l.id, l.t, l.u)).join(''));
  await writeFile(transcript(B), msg(B, 'msg_b1', now - 3 * HOUR, usage(100)));
});
afterEach(() => dir.cleanup());

const bLine = { t: now - 3 * HOUR, u: usage(100) };
/** The current 5-hour window's start, by the rule (a window opens at the hour of the first message at or after the previous one's end). */
function inWindow(): number {
  let start = -Infinity;
  for (const t of [...aLines, bLine].map((l) => l.t).sort((x, y) => x - y)) if (t >= start + 5 * HOUR) start = t - (t % HOUR);
  return start;
}
/** Today's, the window's and the burn rate's figures computed from the lines written. */
function expected(extra: Array<{ t: number; u: ExpectedUsage }> = [], at = now) {
  const all = [...aLines, bLine, ...extra];
  const midnight = now - (now % (24 * HOUR));
  const today = expectedCost(all.filter((l) => l.t >= midnight).map((l) => l.u)).total;
  const w = inWindow();
  const inside = all.filter((l) => l.t >= w);
  const windowCost = expectedCost(inside.map((l) => l.u)).total;
  const times = inside.map((l) => l.t).sort((a, b) => a - b);
  const burn = windowCost / ((times.at(-1)! - times[0]!) / HOUR);
  return { today, windowCost, burn, leftMin: Math.ceil((w + 5 * HOUR - at) / 60_000) };
}

describe('toolshed statusline', () => {
  it('prints model, session cost, today, the 5-hour window with time left and burn rate, and context, from the ledger', async () => {
    expect(cli(['usage', 'daily', '--json']).code).toBe(0); // builds the ledger and its summary
    const before = Date.now();
    const r = statusline(input(A));
    const after = Date.now();
    expect(r.code).toBe(0);
    // The time left is read from the clock while the status line runs: a slow machine may cross a minute.
    const lines = [before, after].map((at) => {
      const e = expected([], at);
      const left = `${Math.floor(e.leftMin / 60)}h ${String(e.leftMin % 60).padStart(2, '0')}m left`;
      return `Sonnet 4 · $0.42 session · ${dollars(e.today)} today · 5h ${dollars(e.windowCost)}, ${left}, ${dollars(e.burn)}/h · ctx 25%`;
    });
    expect(lines).toContain(r.out);
  });

  it('reads only its own transcript\'s new lines: a new message, a later line of the last one (only its growth), not a fork\'s copy', async () => {
    expect(cli(['usage', 'daily', '--json']).code).toBe(0);
    const ledger = await cachePath('.bin');
    const ledgerTime = (await stat(ledger)).mtimeMs;
    const added = [
      { t: now - 60_000, u: usage(400) },
      { t: now - 30_000, u: usage(700) }, // the same message: only 300 more output
    ];
    await appendFile(transcript(A), msg(A, 'msg_new', added[0]!.t, added[0]!.u) + msg(A, 'msg_new', added[1]!.t, added[1]!.u));
    // Another line of the message read last before the mark, with more output: only the growth counts.
    await appendFile(transcript(A), msg(A, 'msg_w3', now - 20_000, usage(900)));
    // A fork's copy of another session's message: its original's, not counted here.
    await appendFile(transcript(A), msg(A, 'msg_b1', now - 3 * HOUR, usage(100), { requestSessionId: B }));
    // Appended to the other session: not read by A's status line.
    await appendFile(transcript(B), msg(B, 'msg_b2', now - 5 * 60_000, usage(5000)));
    const r = statusline(input(A));
    const grown = expectedCost([usage(900)]).total - expectedCost([usage(300)]).total;
    const e = expected([{ t: added[1]!.t, u: added[1]!.u }]);
    expect(r.out).toContain(`${dollars(e.today + grown)} today`);
    expect(r.out).toContain(`5h ${dollars(e.windowCost + grown)}`);
    expect((await stat(ledger)).mtimeMs).toBe(ledgerTime); // the ledger itself was not touched
    // The summary was written back: the next call reads nothing new and says the same (but the time left,
    // read from the clock, which may have crossed a minute between the two calls).
    const clockless = (line: string) => line.replace(/\d+h \d{2}m left/, 'left');
    expect(clockless(statusline(input(A)).out)).toBe(clockless(r.out));
    expect(r.out).toMatch(/\d+h \d{2}m left/);
  });

  it.each([
    ['empty stdin', ''],
    ['not JSON', 'hello {'],
    ['a JSON array', '[1,2]'],
    ['JSON null', 'null'],
    ['over 1 MB', JSON.stringify({ session_id: A, pad: 'x'.repeat(1_100_000) })],
  ])('%s: a short fallback line and exit 0', (_, stdin) => {
    const r = statusline(stdin);
    expect(r.code).toBe(0);
    expect(r.out).toBe('toolshed: no status (no input from Claude Code)');
  });

  it('fields of the wrong type are left out; hostile strings are shown, not obeyed; paths outside the transcripts are never read', async () => {
    expect(cli(['usage', 'daily', '--json']).code).toBe(0);
    const fifo = join(projects, '-home-dev-shop', 'c3333333-3333-4333-8333-333333333333.jsonl');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    for (const path of ['/etc/passwd', `${projects}/../../secret.jsonl`, fifo, 'relative.jsonl', 42]) {
      const r = statusline({ ...input(A), transcript_path: path, model: { display_name: 'Evil\u001b]52;c;cHduZWQ=\u0007\u001b[2J\u202e' }, cost: 'free', context_window: { used_percentage: 'lots' } });
      expect(r.code).toBe(0);
      // A cost that is not a number: the session's cost is the ledger's.
      expect(r.out).toMatch(/^Evil\\u\{1b\}\]52;c;cHduZWQ=\\u\{7\}\\u\{1b\}\[2J\\u\{202e\} · \$\d+\.\d\d session · \$\d+\.\d\d today/);
      expect(r.out).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
      expect(r.out).not.toContain('ctx');
    }
  });

  it('appends each distinct official reading, and usage limits shows them by window beside the ledger\'s figures', async () => {
    expect(cli(['usage', 'daily', '--json']).code).toBe(0);
    const resets = Math.floor((inWindow() + 5 * HOUR) / 1000);
    const limits = (five: number, seven: number) => ({ rate_limits: { five_hour: { used_percentage: five, resets_at: resets }, seven_day: { used_percentage: seven, resets_at: resets + 3 * 86_400 } } });
    const first = statusline(input(A, limits(41.6, 12.2)));
    expect(first.out).toMatch(/· limits 5h 42% 7d 12%$/);
    statusline(input(A, limits(41.6, 12.2))); // the same reading again: not appended
    statusline(input(A, limits(47, 12.2)));
    const log = (await readFile(await cachePath('.readings.jsonl'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    expect(log.map((l) => l.fiveHour.usedPercentage)).toEqual([41.6, 47]);
    expect(log[0]).toMatchObject({ session: A, costUsd: 0.4242, sevenDay: { usedPercentage: 12.2, resetsAt: (resets + 3 * 86_400) * 1000 } });
    const report = JSON.parse(cli(['usage', 'limits', '--json']).out);
    expect(report.rows).toHaveLength(1);
    const row = report.rows[0];
    expect(row).toMatchObject({ resetsAt: new Date(resets * 1000).toISOString(), fiveHourMax: 47, readings: 2, sessions: 2, reportedCost: 0.4242 });
    expect(row.cost.total).toBeCloseTo(expected().windowCost, 5);
    expect(cli(['usage', 'limits']).out).toMatch(/47%\s+12%\s+2\s+2\s/);
  });

  it('without a ledger it prints what it has at once and starts one refresh in the background, which writes the summary', async () => {
    const r = statusline(input(A));
    expect(r.out).toBe('Sonnet 4 · $0.42 session · usage ledger building… · ctx 25%');
    expect(await until(async () => (await cacheFiles()).some((f) => f.endsWith('.status.json')))).toBe(true);
    expect(await until(async () => !(await cacheFiles()).some((f) => f.endsWith('.lock')))).toBe(true);
    expect(statusline(input(A)).out).toContain(`${dollars(expected().today)} today`);
  });

  it('its module graph loads no zod (a third of its time budget)', () => {
    const seen = new Set<string>();
    const todo = [join(ROOT, 'src', 'cli', 'statusline.ts')];
    while (todo.length) {
      const file = todo.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
      for (const st of src.statements) {
        // Runtime imports only: type-only ones are erased, dynamic ones are the other commands' paths.
        if (!ts.isImportDeclaration(st) && !(ts.isExportDeclaration(st) && st.moduleSpecifier)) continue;
        if (ts.isImportDeclaration(st) && st.importClause?.isTypeOnly) continue;
        if (ts.isExportDeclaration(st) && st.isTypeOnly) continue;
        const spec = (st.moduleSpecifier as ts.StringLiteral).text;
        expect(spec, `${file} imports ${spec}`).not.toBe('zod');
        if (spec.startsWith('.')) todo.push(resolve(dirname(file), spec));
      }
    }
    expect(seen.size).toBeGreaterThan(8);
    expect([...seen].some((f) => f.endsWith('schemas.ts'))).toBe(false);
  });
});

describe('toolshed statusline --install / --uninstall', () => {
  const settings = () => join(dir.path, 'claude', 'settings.json');
  const read = async () => JSON.parse(await readFile(settings(), 'utf8'));

  it('sets statusLine in settings.json, keeps what was there, and takes it back exactly', async () => {
    await writeFile(settings(), JSON.stringify({ model: 'opus', permissions: { allow: ['Bash(ls)'] } }, null, 2));
    const r = cli(['statusline', '--install']);
    expect(r.code, r.err).toBe(0);
    const doc = await read();
    expect(doc.model).toBe('opus');
    expect(doc.permissions).toEqual({ allow: ['Bash(ls)'] });
    expect(doc.statusLine.type).toBe('command');
    expect(doc.statusLine.command).toMatch(/toolshed\.mjs'? statusline$/);
    // The command works as Claude Code runs it (through a shell).
    const run = spawnSync('sh', ['-c', doc.statusLine.command], { input: JSON.stringify(input(A)), env, encoding: 'utf8', timeout: 60_000 });
    expect(run.stdout).toMatch(/^Sonnet 4 · \$0\.42 session/);
    expect(cli(['statusline', '--install']).out).toMatch(/already set/);
    expect(cli(['statusline', '--uninstall']).code).toBe(0);
    expect(await read()).toEqual({ model: 'opus', permissions: { allow: ['Bash(ls)'] } });
    expect(cli(['statusline', '--uninstall']).out).toMatch(/nothing changed/);
  });

  it('another status line is a conflict unless --force, and --uninstall puts it back; a missing file is created and removed', async () => {
    const theirs = { statusLine: { type: 'command', command: 'ccusage statusline' } };
    await writeFile(settings(), JSON.stringify(theirs));
    const refused = cli(['statusline', '--install']);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/already has a status line.*--force/);
    expect(await read()).toEqual(theirs);
    expect(cli(['statusline', '--install', '--force']).code).toBe(0);
    expect((await read()).statusLine.command).toMatch(/statusline$/);
    cli(['statusline', '--uninstall']);
    expect(await read()).toEqual(theirs);
    await rm(settings());
    expect(cli(['statusline', '--install']).code).toBe(0);
    cli(['statusline', '--uninstall']);
    expect(existsSync(settings())).toBe(false);
  });

  it('writes through a symlinked settings.json; refuses a FIFO or invalid JSON without touching it', async () => {
    const real = join(dir.path, 'dotfiles', 'settings.json');
    await mkdir(dirname(real), { recursive: true });
    await writeFile(real, '{"theme":"dark"}');
    await symlink(real, settings());
    expect(cli(['statusline', '--install']).code).toBe(0);
    expect((await lstat(settings())).isSymbolicLink()).toBe(true);
    expect(JSON.parse(await readFile(real, 'utf8')).statusLine).toBeTruthy();
    cli(['statusline', '--uninstall']);
    await rm(settings());
    expect(spawnSync('mkfifo', [settings()]).status).toBe(0);
    const fifo = cli(['statusline', '--install']);
    expect(fifo.code).toBe(1);
    expect(fifo.err).toMatch(/not a regular file/);
    await rm(settings());
    await writeFile(settings(), '{"theme": "dark",');
    const bad = cli(['statusline', '--install']);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/not valid JSON/);
    expect(await readFile(settings(), 'utf8')).toBe('{"theme": "dark",');
  });
});
