/**
 * `toolshed usage blocks --live` in a real terminal: a tmux server of our own (`-S`
 * socket in a temporary folder, never the user's), the real bin, a history with an open
 * 5-hour window. The frame is redrawn in place as lines are appended, and Ctrl-C ends
 * it cleanly: exit 0, the screen from before restored, the last frame left readable.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from '../helpers/paths.ts';
import { BIN, NODE } from '../install/run-bin.ts';

const hasTmux = spawnSync('tmux', ['-V']).status === 0;
if (!hasTmux && (process.env.CI === 'true' || process.env.CI === '1')) throw new Error('CI: tests/usage/live.test.ts needs tmux');
if (!hasTmux) console.warn(`\n${'!'.repeat(78)}\n!! SKIPPED tests/usage/live.test.ts: tmux is not installed\n${'!'.repeat(78)}\n`);

const HOUR = 3_600_000;
const S = 'd4444444-4444-4444-8444-444444444444';
let dir: { path: string; cleanup: () => Promise<void> };
let tmux: (...args: string[]) => { status: number | null; stdout: string };
let file: string;
let statusFile: string;
const now = Date.now();
const line = (id: string, ms: number, output: number) =>
  `${JSON.stringify({ type: 'assistant', sessionId: S, cwd: '/home/dev/live', uuid: `u-${id}`, timestamp: new Date(ms).toISOString(), requestId: `r-${id}`, message: { id, model: 'claude-sonnet-4-5-20250929', content: [{ type: 'text', text: 'x' }], usage: { input_tokens: 1000, output_tokens: output, cache_read_input_tokens: 50_000 } } })}\n`;

async function until(ok: () => boolean, ms = 60_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (ok()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}
const pane = () => tmux('capture-pane', '-p', '-t', 'live').stdout ?? '';

beforeAll(async () => {
  if (!hasTmux) return;
  dir = await tempDir('usage-live-');
  const project = join(dir.path, 'claude', 'projects', '-home-dev-live');
  await mkdir(project, { recursive: true });
  file = join(project, `${S}.jsonl`);
  await writeFile(file, line('m1', now - 2 * HOUR, 4000) + line('m2', now - HOUR, 2000));
  const socket = join(dir.path, 'tmux.sock');
  const conf = join(dir.path, 'tmux.conf');
  await writeFile(conf, 'set -g remain-on-exit on\n');
  const env = { ...process.env };
  delete env.TMUX;
  tmux = (...args) => spawnSync('tmux', ['-S', socket, '-f', conf, ...args], { encoding: 'utf8', env, timeout: 30_000 });
  const command = ['env', `XDG_CACHE_HOME=${join(dir.path, 'cache')}`, 'TZ=UTC', 'TERM=xterm-256color', NODE, BIN, 'usage', 'blocks', '--live', '--interval', '1', '--dir', join(dir.path, 'claude')];
  // The exit status is written by a bash around the command: tmux 3.3a sometimes never reaps
  // the exited process (a zombie, pane_dead_status empty), seen here on a quiet machine too.
  // `trap : INT` lets bash outlive the Ctrl-C that the command itself handles.
  statusFile = join(dir.path, 'exit-status');
  const wrapped = ['bash', '-c', `trap : INT; "$@"; echo $? > '${statusFile}'`, 'bash', ...command];
  expect(tmux('new-session', '-d', '-s', 'live', '-x', '160', '-y', '30', ...wrapped).status).toBe(0);
}, 60_000);

afterAll(async () => {
  tmux?.('kill-server');
  await dir?.cleanup();
});

describe.skipIf(!hasTmux)('usage blocks --live in a terminal', () => {
  it('redraws the active block in place as lines arrive, and ends cleanly on Ctrl-C', async () => {
    const cost = (s: string) => /active, \d+h \d\dm left\s.*?\s(\$\d+\.\d\d)\s/.exec(s)?.[1];
    expect(await until(() => cost(pane()) !== undefined), pane()).toBe(true);
    const first = cost(pane())!;
    // The frame is drawn on the alternate screen, from its top: one title line, not a scroll of frames.
    expect(pane().split('\n').filter((l) => l.startsWith('Claude Code usage, 5-hour blocks')).length).toBe(1);
    await appendFile(file, line('m3', Date.now(), 90_000));
    expect(await until(() => cost(pane()) !== undefined && cost(pane()) !== first, 60_000), pane()).toBe(true);
    expect(Number(cost(pane())!.slice(1))).toBeGreaterThan(Number(first.slice(1)));
    expect(pane().split('\n').filter((l) => l.startsWith('Claude Code usage, 5-hour blocks')).length).toBe(1);
    tmux('send-keys', '-t', 'live', 'C-c');
    expect(await until(() => tmux('display-message', '-p', '-t', 'live', '#{pane_dead}').stdout.trim() === '1'), pane()).toBe(true);
    const status = () => (existsSync(statusFile) ? readFileSync(statusFile, 'utf8').trim() : '');
    await until(() => status() !== '', 10_000);
    expect(status()).toBe('0');
    // Back on the normal screen, the last frame printed once (a dead pane reports no cursor: see the unit test below).
    expect(tmux('display-message', '-p', '-t', 'live', '#{alternate_on}').stdout.trim()).toBe('0');
    const history = tmux('capture-pane', '-p', '-S', '-', '-t', 'live').stdout;
    expect(history.split('\n').filter((l) => l.startsWith('Claude Code usage, 5-hour blocks')).length, history).toBe(1);
    expect(history).toMatch(/Start +End +Status/);
  }, 180_000);
});

describe('runLive', () => {
  it('draws each frame from the top of the alternate screen, and restores the screen and the cursor when it ends', async () => {
    const { runLive, frameOutput } = await import('../../src/usage/live.ts');
    const out: string[] = [];
    let frames = 0;
    let end!: () => void;
    const until = new Promise<void>((r) => (end = r));
    await runLive({
      draw: async () => `frame ${++frames}\nline two`,
      write: (t) => void out.push(t),
      intervalMs: 1000,
      until,
      sleep: async () => {
        if (frames === 3) end();
        await new Promise((r) => setTimeout(r, 1));
      },
    });
    expect(out[0]).toBe('\x1b[?1049h\x1b[?25l');
    expect(out.slice(1, 4)).toEqual([1, 2, 3].map((n) => frameOutput(`frame ${n}\nline two`)));
    expect(frameOutput('a\nb')).toBe('\x1b[Ha\x1b[K\nb\x1b[K\n\x1b[J');
    expect(out.at(-2)).toBe('\x1b[?1049l\x1b[?25h');
    expect(out.at(-1)).toBe('frame 3\nline two\n');
  });
});
