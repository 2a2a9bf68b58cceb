/**
 * The `Notification` claims of desktop-notify (hook) and session-notifier
 * (mod): "a desktop notification when Claude needs your input (permission
 * prompts, idle waiting)", with notify-send on Linux. The client fires
 * Notification only in interactive mode, so here it runs in a terminal: a
 * tmux server of our own (`-S`, a socket in a temporary folder: never the user's
 * server, and removed with the folder, which `-L` sockets are not), in a
 * project both components were installed into by the real bin.
 *
 * One session: the stand-in asks for a Bash call that is not pre-allowed
 * (the permission prompt), the test denies it with Escape, types a second
 * prompt and leaves the client idle (the idle notification), then `/exit`.
 * notify-send is a stub, first on PATH, that records its arguments and which
 * script called it, so each component's notification is told apart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { scriptMarker } from '../helpers/claude-api.ts';
import { clientEnv, CLIENT_TEST_TIMEOUT_MS, requireClient, trustProjects } from '../helpers/claude-client.ts';
import { install, makeProject, type Project } from '../helpers/claude-project.ts';
import { tempDir } from '../helpers/paths.ts';
import { openSuite, type Suite } from './suite.ts';

/** tmux is the terminal here; without it the suite cannot run (in CI that is an error). */
function requireTmux(): boolean {
  const r = spawnSync('tmux', ['-V'], { encoding: 'utf8' });
  if (r.status === 0) return true;
  const why = `tmux is not installed (${r.error?.message ?? r.stderr})`;
  if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(`CI: tests/client/notification-claims.test.ts needs tmux, and ${why}`);
  const line = '!'.repeat(78);
  console.warn(`\n${line}\n!! SKIPPED tests/client/notification-claims.test.ts: ${why}\n${line}\n`);
  return false;
}

const bin = requireTmux() ? requireClient('tests/client/notification-claims.test.ts') : undefined;
/** Bounds of each wait: generous, for a heavy client on a loaded 2-core machine; a wait ends as soon as its condition holds. */
const WAIT_MS = 180_000;
const API_KEY = 'sk-toolshed-test-not-a-key';

interface Call {
  args: string[];
  /** The command line of notify-send's parent: the hook script that called it. */
  caller: string[];
}

let suite: Suite;
let p: Project;
let work: { path: string; cleanup(): Promise<void> };
let calls: string;
let tmux: (...args: string[]) => { status: number | null; stdout: string };
let pane: () => string;

/** notify-send that logs its arguments and its caller (read from /proc) as one JSON line. */
async function stubNotifySend(dir: string, log: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'notify-send');
  await writeFile(
    file,
    `#!/usr/bin/env python3
import json, os, sys
with open("/proc/%d/cmdline" % os.getppid(), "rb") as f:
    caller = [a.decode() for a in f.read().split(b"\\0") if a]
with open(${JSON.stringify(log)}, "a") as f:
    f.write(json.dumps({"args": sys.argv[1:], "caller": caller}) + "\\n")
`,
  );
  await chmod(file, 0o755);
}

async function readCalls(): Promise<Call[]> {
  if (!existsSync(calls)) return [];
  return (await readFile(calls, 'utf8')).trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Call);
}

/** Poll until `ok` holds or the deadline passes; the caller asserts on what it then sees. */
async function until(ok: () => boolean | Promise<boolean>, ms = WAIT_MS): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await ok()) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/** The notifications one script sent with this title and body. */
const sent = (list: Call[], script: string, title: string, body: RegExp) =>
  list.filter((c) => c.caller.some((a) => a.endsWith(script)) && c.args[0] === '--app-name=Claude Code' && c.args[1] === title && body.test(c.args[2] ?? ''));

const HOOK = '/.claude/hooks/desktop-notify.sh';
const MOD = '/session-notifier/scripts/notify.sh';

beforeAll(async () => {
  if (!bin) return;
  suite = await openSuite(bin);
  p = await makeProject({ git: true });
  work = await tempDir('toolshed-notify-');
  calls = join(work.path, 'notify-send.calls');
  await stubNotifySend(join(work.path, 'stub-bin'), calls);
  const hook = (suite.catalog.get('hook') ?? []).filter((e) => e.name === 'desktop-notify');
  const mod = (suite.catalog.get('mod') ?? []).filter((e) => e.name === 'session-notifier');
  expect([hook.length, mod.length]).toEqual([1, 1]);
  await install(suite.server.url, p.path, [
    { kind: 'hook', entries: hook },
    { kind: 'mod', entries: mod },
  ]);
  await trustProjects(suite.home, [p.path]);
  // Interactive mode asks whether to use the API key from the environment: it is
  // approved here by its last 20 characters, as answering "yes" records it. The
  // idle notification comes after 60 s without input; 2 s keeps the test short
  // (a setting of the client, not of the components under test).
  const configFile = join(suite.home.configDir, '.claude.json');
  const config = JSON.parse(await readFile(configFile, 'utf8'));
  config.customApiKeyResponses = { approved: [API_KEY.slice(-20)], rejected: [] };
  config.messageIdleNotifThresholdMs = 2000;
  await writeFile(configFile, JSON.stringify(config, null, 2));

  const socket = join(work.path, 'tmux.sock');
  // remain-on-exit keeps the screen readable if the client dies; the file also keeps the user's ~/.tmux.conf out.
  const conf = join(work.path, 'tmux.conf');
  await writeFile(conf, 'set -g remain-on-exit on\nset -g history-limit 5000\n');
  const tmuxEnv = { ...process.env };
  delete tmuxEnv.TMUX;
  tmux = (...args) => spawnSync('tmux', ['-S', socket, '-f', conf, ...args], { encoding: 'utf8', env: tmuxEnv, timeout: 30_000 });
  pane = () => tmux('capture-pane', '-p', '-J', '-t', 'notify').stdout ?? '';

  const env = clientEnv(suite.api.url, suite.home, {
    PATH: `${join(work.path, 'stub-bin')}:${process.env.PATH}`,
    TERM: 'xterm-256color',
    ANTHROPIC_API_KEY: API_KEY,
  });
  // `touch` is not read-only, so the client asks (echo would run unasked); "default" because
  // 2.1.330 starts in auto mode, which decides permission prompts itself.
  const script = scriptMarker({ steps: [{ tool: 'Bash', input: { command: 'touch notify-probe.txt', description: 'Create a file' } }], final: 'All done.' });
  const command = ['env', '-i', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), bin, '--permission-mode', 'default', '--plugin-dir', join(p.path, '.claude', 'plugins', 'session-notifier'), `Please create the file. ${script}`];
  const started = tmux('new-session', '-d', '-s', 'notify', '-x', '200', '-y', '50', '-c', p.path, ...command);
  expect(started.status, 'tmux new-session').toBe(0);
}, CLIENT_TEST_TIMEOUT_MS);

afterAll(async () => {
  // The test asks the client to /exit; this ends our tmux server (and a client still in it) whatever happened.
  tmux?.('kill-server');
  await p?.cleanup();
  await work?.cleanup();
  await suite?.close();
});

describe.skipIf(!bin)('desktop-notify and session-notifier on Notification, in an interactive client', () => {
  const name = () => basename(p.path);

  it(
    'both send a notify-send notification when Claude asks permission, with the client\'s message',
    async () => {
      const asked = (l: Call[]) => [HOOK, MOD].every((s) => sent(l, s, `Claude Code — ${name()}`, /^Claude needs your permission/).length > 0);
      await until(async () => asked(await readCalls()));
      const list = await readCalls();
      expect(asked(list), `notify-send calls: ${JSON.stringify(list)}\nscreen:\n${pane()}`).toBe(true);
      // The notification came from the permission prompt, which the screen shows.
      expect(await until(() => pane().includes('Do you want to proceed?'), 60_000), pane()).toBe(true);
    },
    CLIENT_TEST_TIMEOUT_MS,
  );

  it(
    'both send a notification when Claude is waiting for input',
    async () => {
      // Deny the prompt (Escape), then a second prompt whose turn finishes and leaves the client idle.
      tmux('send-keys', '-t', 'notify', 'Escape');
      await until(() => !pane().includes('Do you want to proceed?'));
      expect(pane()).not.toContain('Do you want to proceed?');
      tmux('send-keys', '-t', 'notify', '-l', 'thanks');
      // The input line shows what was typed before Enter is sent (\s: the client pads with a no-break space).
      expect(await until(() => /❯\s*thanks/.test(pane())), pane()).toBe(true);
      tmux('send-keys', '-t', 'notify', 'Enter');
      const idle = (l: Call[]) => [HOOK, MOD].every((s) => sent(l, s, `Claude Code — ${name()}`, /^Claude is waiting for your input$/).length > 0);
      await until(async () => idle(await readCalls()));
      const list = await readCalls();
      expect(idle(list), `notify-send calls: ${JSON.stringify(list)}\nscreen:\n${pane()}`).toBe(true);
      // The denied command did not run.
      expect(existsSync(join(p.path, 'notify-probe.txt'))).toBe(false);
      // Leave the way a person would; afterAll ends the tmux server either way.
      tmux('send-keys', '-t', 'notify', '-l', '/exit');
      expect(await until(() => /❯\s*\/exit/.test(pane()), 60_000), pane()).toBe(true);
      tmux('send-keys', '-t', 'notify', 'Enter');
      const dead = () => tmux('display-message', '-p', '-t', 'notify', '#{pane_dead}').stdout.trim() === '1';
      expect(await until(dead, 60_000), pane()).toBe(true);
    },
    CLIENT_TEST_TIMEOUT_MS,
  );
});
