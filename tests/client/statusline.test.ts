/**
 * `toolshed statusline` as the real Claude Code 2.1.330 runs it: the setting written by
 * `toolshed statusline --install` into the client's own settings.json, the client run
 * interactively in a terminal (a tmux server of our own, `-S` socket in a temporary
 * folder) against the Messages API stand-in, and the line read back from the screen.
 *
 * The stand-in is reached through a small proxy of this test that adds the plan-limit
 * headers (`anthropic-ratelimit-unified-5h-utilization`, `-reset`, 7d the same) to its
 * answers; with an `ANTHROPIC_AUTH_TOKEN` meant for a gateway the client reads them and
 * passes `rate_limits` to the status line, as it does for a plan with limits. The line's
 * figures are checked against what the stand-in's usage implies: the cost the client
 * itself totals (`cost.total_cost_usd`), the context in use after the last answer, the
 * day's cost from the transcript, and the official percentages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { scriptMarker, type SentMessage } from '../helpers/claude-api.ts';
import { clientEnv, CLIENT_TEST_TIMEOUT_MS, requireClient, trustProjects } from '../helpers/claude-client.ts';
import { tempDir, ROOT } from '../helpers/paths.ts';
import { openSuite, type Suite } from './suite.ts';
import { costOf } from './expected-day.ts';
import type { Project } from '../helpers/claude-project.ts';

function requireTmux(): boolean {
  const r = spawnSync('tmux', ['-V'], { encoding: 'utf8' });
  if (r.status === 0) return true;
  const why = `tmux is not installed (${r.error?.message ?? r.stderr})`;
  if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(`CI: tests/client/statusline.test.ts needs tmux, and ${why}`);
  console.warn(`\n${'!'.repeat(78)}\n!! SKIPPED tests/client/statusline.test.ts: ${why}\n${'!'.repeat(78)}\n`);
  return false;
}

const bin = requireTmux() ? requireClient('tests/client/statusline.test.ts') : undefined;
const WAIT_MS = 180_000;
const NODE = join(ROOT, 'node_modules', '.bin', 'node');
const TOOLSHED = join(ROOT, 'bin', 'toolshed.mjs');
/** An unsigned token whose audience is a gateway: the client then reads plan-limit headers from its base URL. */
const GATEWAY_TOKEN = ['{"alg":"none","typ":"JWT"}', '{"aud":"claude-gateway","sub":"toolshed-test"}'].map((p) => Buffer.from(p).toString('base64url')).join('.') + '.sig';
const FIVE_HOUR = 0.37;
const SEVEN_DAY = 0.128;
const RESET_5H = Math.floor(Date.now() / 1000) + 3 * 3600 + 17 * 60;
const RESET_7D = Math.floor(Date.now() / 1000) + 4 * 86_400;

let suite: Suite;
let p: Project;
let work: { path: string; cleanup(): Promise<void> };
let proxy: Server;
let tmux: (...args: string[]) => { status: number | null; stdout: string };
let pane: () => string;

/** Forwards to the stand-in and adds the unified rate-limit headers to every answer. */
async function startProxy(target: string): Promise<string> {
  const t = new URL(target);
  proxy = createServer((req, res) => {
    const up = request({ host: t.hostname, port: t.port, path: req.url, method: req.method, headers: req.headers }, (r) => {
      res.writeHead(r.statusCode ?? 502, {
        ...r.headers,
        'anthropic-ratelimit-unified-status': 'allowed',
        'anthropic-ratelimit-unified-5h-status': 'allowed',
        'anthropic-ratelimit-unified-5h-utilization': String(FIVE_HOUR),
        'anthropic-ratelimit-unified-5h-reset': String(RESET_5H),
        'anthropic-ratelimit-unified-7d-status': 'allowed',
        'anthropic-ratelimit-unified-7d-utilization': String(SEVEN_DAY),
        'anthropic-ratelimit-unified-7d-reset': String(RESET_7D),
      });
      r.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

async function until(ok: () => boolean | Promise<boolean>, ms = WAIT_MS): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await ok()) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/** The status line on the screen: the line with the session cost. */
const statusLineOf = (screen: string) => screen.split('\n').find((l) => / session · /.test(l))?.trim() ?? '';

let env: Record<string, string>;

beforeAll(async () => {
  if (!bin) return;
  suite = await openSuite(bin, { catalog: false });
  p = await suite.project();
  work = await tempDir('toolshed-statusline-');
  await trustProjects(suite.home, [p.path]);
  const base = await startProxy(suite.api.url);
  env = clientEnv(base, suite.home, { TERM: 'xterm-256color', ANTHROPIC_AUTH_TOKEN: GATEWAY_TOKEN, XDG_CACHE_HOME: join(work.path, 'cache'), TZ: 'UTC' });
  delete (env as Record<string, string | undefined>).ANTHROPIC_API_KEY;
  // The setting, written by the command under test into the client's own settings.json.
  const install = spawnSync(NODE, [TOOLSHED, 'statusline', '--install'], { env, encoding: 'utf8', timeout: 120_000 });
  expect(install.status, install.stderr).toBe(0);
  const configFile = join(suite.home.configDir, '.claude.json');
  const config = JSON.parse(await readFile(configFile, 'utf8'));
  config.customApiKeyResponses = { approved: [GATEWAY_TOKEN.slice(-20)], rejected: [] };
  await writeFile(configFile, JSON.stringify(config, null, 2));

  const socket = join(work.path, 'tmux.sock');
  const conf = join(work.path, 'tmux.conf');
  await writeFile(conf, 'set -g remain-on-exit on\nset -g history-limit 5000\n');
  const tmuxEnv = { ...process.env };
  delete tmuxEnv.TMUX;
  tmux = (...args) => spawnSync('tmux', ['-S', socket, '-f', conf, ...args], { encoding: 'utf8', env: tmuxEnv, timeout: 30_000 });
  pane = () => tmux('capture-pane', '-p', '-J', '-t', 'status').stdout ?? '';
  const script = scriptMarker({ steps: [{ text: 'Looking.', usage: { input_tokens: 3000, output_tokens: 120, cache_read_input_tokens: 40_000, cache_creation: { ephemeral_5m_input_tokens: 500, ephemeral_1h_input_tokens: 9000 } } }], final: 'All done.' });
  // A model the client has no retirement date for: near one, its notice takes the status line's place.
  const command = ['env', '-i', ...Object.entries(env).map(([k, v]) => `${k}=${v}`), bin, '--permission-mode', 'default', '--model', 'claude-sonnet-4-6', `Please look around. ${script}`];
  expect(tmux('new-session', '-d', '-s', 'status', '-x', '220', '-y', '50', '-c', p.path, ...command).status, 'tmux new-session').toBe(0);
}, CLIENT_TEST_TIMEOUT_MS);

afterAll(async () => {
  tmux?.('kill-server');
  proxy?.close();
  await work?.cleanup();
  await suite?.close();
});

describe.skipIf(!bin)('toolshed statusline in the real client', () => {
  it(
    'shows the model, the client\'s own session cost, today\'s cost, the context in use and the official limits',
    async () => {
      // The answer is on screen and the status line has been redrawn after it.
      const answered = (s: string) => s.includes('Looking.') && / session · /.test(s);
      expect(await until(() => answered(pane())), pane()).toBe(true);
      const scripted = () => suite.api.sent.filter((m) => m.scripted);
      expect(await until(() => scripted().length >= 1), pane()).toBe(true);
      // The first call had no ledger yet and started a refresh; once its summary is there, a
      // new width makes the client run the status line again (its inputs include the columns).
      expect(await until(async () => (await readdir(join(work.path, 'cache', 'toolshed')).catch(() => [])).some((f) => f.endsWith('.status.json')))).toBe(true);
      // The client's own total: every answer the stand-in sent, its own side requests included.
      const clientCost = () => costOf(suite.api.sent.map((m: SentMessage) => ({ model: m.model, usage: m.usage })));
      // Today's figure, from the transcript the client writes: the client may draw the line
      // before it has appended the answer, so the wait is for the figure itself, not any figure.
      const todayCost = () => costOf(scripted());
      let width = 220;
      // Each new width makes the client start the status line command again and abort the run
      // still going (2.1.330 keeps one run at a time). On a loaded machine one run can take
      // longer than the wait between two polls, so a resize on every poll would abort every run
      // before it answers: the window is resized again only after a growing wait.
      let nextResize = 0;
      let pause = 2_000;
      // The line is kept as read when it settled: a later capture can land mid-redraw and
      // hold no status line at all.
      let line = '';
      const settled = () => {
        if (Date.now() >= nextResize) {
          tmux('resize-window', '-t', 'status', '-x', String(++width));
          nextResize = Date.now() + pause;
          pause = Math.min(pause * 2, 20_000);
        }
        line = statusLineOf(pane());
        return line.includes(`$${clientCost().toFixed(2)} session`) && line.includes(`$${todayCost().toFixed(2)} today`) && line.includes('limits');
      };
      expect(await until(settled), pane()).toBe(true);
      console.log(`status line on screen: ${line}`);
      expect(line, pane()).toMatch(new RegExp(`\\$${clientCost().toFixed(2).replace('.', '\\.')} session`));
      // Today: the transcript's messages, from the ledger (its summary and this transcript's new bytes).
      const transcriptCost = todayCost();
      expect(line).toMatch(new RegExp(`\\$${transcriptCost.toFixed(2).replace('.', '\\.')} today`));
      // Context: what the last answer's request held, of the model's window (200k).
      const last = scripted().at(-1)!.usage;
      const ctx = Math.round((100 * (last.input_tokens + last.cache_creation_input_tokens + last.cache_read_input_tokens)) / 200_000);
      expect(line).toContain(`ctx ${ctx}%`);
      expect(line).toContain(`limits 5h ${Math.round(FIVE_HOUR * 100)}% 7d ${Math.round(SEVEN_DAY * 100)}%`);
      // The official reset decides the window's time left.
      const left = Math.ceil((RESET_5H * 1000 - Date.now()) / 60_000);
      expect(line).toMatch(/5h \$\d+\.\d\d, (\d+)h (\d\d)m left/);
      const [, h, m] = /5h \$\d+\.\d\d, (\d+)h (\d\d)m left/.exec(line)!;
      expect(Math.abs(Number(h) * 60 + Number(m) - left)).toBeLessThanOrEqual(3);
    },
    CLIENT_TEST_TIMEOUT_MS,
  );

  it(
    'keeps each distinct reading, which toolshed usage limits shows',
    async () => {
      const r = spawnSync(NODE, [TOOLSHED, 'usage', 'limits', '--json'], { env, encoding: 'utf8', timeout: 120_000 });
      expect(r.status, r.stderr).toBe(0);
      const report = JSON.parse(r.stdout);
      expect(report.rows.length).toBe(1);
      expect(report.rows[0]).toMatchObject({ resetsAt: new Date(RESET_5H * 1000).toISOString(), fiveHourMax: Math.round(FIVE_HOUR * 10000) / 100 });
      tmux('send-keys', '-t', 'status', '-l', '/exit');
      await until(() => /❯\s*\/exit/.test(pane()), 60_000);
      tmux('send-keys', '-t', 'status', 'Enter');
      expect(await until(() => tmux('display-message', '-p', '-t', 'status', '#{pane_dead}').stdout.trim() === '1', 60_000), pane()).toBe(true);
    },
    CLIENT_TEST_TIMEOUT_MS,
  );
});
