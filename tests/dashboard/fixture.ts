/**
 * A small assistant directory for the dashboard and usage tests, dated relative to a
 * fixed clock (NOW) so "today", "7 days" and "30 days" hold known sessions. Claude Code's
 * real habits are kept: one line per content block with the usage repeated and partial
 * output counts, a sidechain copy of a main-thread message in a subagent file, a
 * `<synthetic>` line, an unknown model, a malformed line, unknown line types, a
 * half-written last line, and a prompt full of HTML (it must never become markup).
 */
import { mkdir, writeFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
// Model names as Claude Code writes them (the same as tests/fixtures/transcripts/messy.ts).
const SONNET = 'claude-sonnet-4-20250514';
const HAIKU = 'claude-haiku-4-5-20251001';
const OPUS = 'claude-opus-4-1-20250805';
const UNKNOWN_MODEL = 'claude-future-9-20300101';

export const NOW = Date.parse('2026-03-10T15:00:00.000Z');
export const HTML_PROMPT = 'Fix the login bug <img src=x onerror="window.__xss=1"><b>now</b> please';

type Obj = Record<string, unknown>;
const iso = (ms: number) => new Date(ms).toISOString();

class Writer {
  readonly lines: string[] = [];
  /** Timestamps of main-thread messages (user prompts and assistant messages), as displayed. */
  readonly messageTimes: string[] = [];
  readonly toolCalls: string[] = [];
  lastMs = 0;
  #n = 0;
  readonly sessionId: string;
  readonly cwd: string;
  readonly sidechain: boolean;
  constructor(sessionId: string, cwd: string, sidechain = false) {
    this.sessionId = sessionId;
    this.cwd = cwd;
    this.sidechain = sidechain;
  }
  #base(type: string, ms: number): Obj {
    this.lastMs = Math.max(this.lastMs, ms);
    return { parentUuid: null, isSidechain: this.sidechain, userType: 'external', cwd: this.cwd, sessionId: this.sessionId, version: '2.0.50', gitBranch: 'main', type, uuid: `${this.sessionId}-${this.sidechain ? 's' : 'm'}${this.#n++}`, timestamp: iso(ms) };
  }
  raw(line: string): this {
    this.lines.push(line);
    return this;
  }
  user(ms: number, text: string): this {
    if (!this.sidechain) this.messageTimes.push(iso(ms));
    return this.raw(JSON.stringify({ ...this.#base('user', ms), message: { role: 'user', content: text } }));
  }
  toolResult(ms: number, toolUseId: string, content: string): this {
    return this.raw(JSON.stringify({ ...this.#base('user', ms), message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: toolUseId, content }] } }));
  }
  assistant(ms: number, msgId: string, requestId: string | null, model: string, blocks: Obj[], u: { input: number; output: number; w5?: number; w1?: number; read?: number }, stop: string | null = 'end_turn', sidechain = this.sidechain): this {
    blocks.forEach((block, i) => {
      const last = i === blocks.length - 1;
      const usage = {
        input_tokens: u.input,
        cache_creation_input_tokens: (u.w5 ?? 0) + (u.w1 ?? 0),
        cache_read_input_tokens: u.read ?? 0,
        output_tokens: last ? u.output : Math.min(u.output, i + 2),
        cache_creation: { ephemeral_5m_input_tokens: u.w5 ?? 0, ephemeral_1h_input_tokens: u.w1 ?? 0 },
      };
      const line: Obj = { ...this.#base('assistant', ms + i * 100), isSidechain: sidechain, message: { id: msgId, type: 'message', role: 'assistant', model, content: [block], stop_reason: last ? stop : null, usage } };
      if (requestId) line.requestId = requestId;
      this.raw(JSON.stringify(line));
      if (block.type === 'tool_use' && !sidechain && !this.sidechain) this.toolCalls.push(String(block.name));
    });
    // Displayed messages include the <synthetic> one (it is shown, only not counted in usage).
    if (!sidechain && !this.sidechain) this.messageTimes.push(iso(ms));
    return this;
  }
  text(): string {
    return `${this.lines.join('\n')}\n`;
  }
}

export interface DashboardCorpus {
  assistantDir: string;
  projectsDir: string;
  /** Main files by session id, with their writers. */
  sessions: Map<string, { path: string; writer: Writer; project: string }>;
  /** Every transcript file written (main and subagent). */
  files: string[];
  ids: { today: string; week: string; month: string; old: string };
}

const H = 3600_000;
const D = 24 * H;

export async function writeDashboardCorpus(assistantDir: string): Promise<DashboardCorpus> {
  const projectsDir = join(assistantDir, 'projects');
  const alphaDir = join(projectsDir, '-home-dev-alpha');
  const betaDir = join(projectsDir, '-home-dev-beta-app');
  await mkdir(alphaDir, { recursive: true });
  await mkdir(betaDir, { recursive: true });
  const ids = {
    today: 'aaaaaaaa-0000-4000-8000-000000000001',
    week: 'aaaaaaaa-0000-4000-8000-000000000002',
    month: 'bbbbbbbb-0000-4000-8000-000000000003',
    old: 'bbbbbbbb-0000-4000-8000-000000000004',
  };

  // Today, 5 minutes ago at the latest: idle, with a subagent.
  const today = new Writer(ids.today, '/home/dev/alpha');
  let t = NOW - 3 * H;
  today.raw(JSON.stringify({ type: 'file-history-snapshot', messageId: 'x', snapshot: {} }));
  today.user(t, HTML_PROMPT);
  today.assistant((t += 20_000), 'msg_t1', 'req_t1', SONNET, [
    { type: 'thinking', thinking: 'look at login', signature: 's' },
    { type: 'text', text: 'Reading the login code.' },
    { type: 'tool_use', id: 'tu_t1', name: 'Read', input: { file_path: '/home/dev/alpha/login.ts' } },
  ], { input: 12, output: 340, w5: 2000, w1: 1000, read: 9000 }, 'tool_use');
  today.toolResult((t += 5000), 'tu_t1', 'export function login() {}');
  today.assistant((t += 10_000), 'msg_t2', 'req_t2', SONNET, [
    { type: 'tool_use', id: 'tu_t2', name: 'Task', input: { subagent_type: 'reviewer', prompt: 'review' } },
  ], { input: 4, output: 80, read: 11000 }, 'tool_use');
  today.toolResult((t += 60_000), 'tu_t2', 'looks fine');
  today.raw('{"type":"assistant","message":{"id":"broken"'); // malformed
  today.raw(JSON.stringify({ type: 'a-type-from-the-future', timestamp: iso(t) }));
  today.assistant((t += 5000), 'msg_synth', null, '<synthetic>', [{ type: 'text', text: 'API Error' }], { input: 50, output: 50 });
  today.user((t = NOW - 10 * 60_000), 'and the tests');
  today.assistant((t += 30_000), 'msg_t3', 'req_t3', UNKNOWN_MODEL, [{ type: 'text', text: 'Done.' }], { input: 7, output: 70 });
  today.assistant((t = NOW - 5 * 60_000), 'msg_t4', 'req_t4', SONNET, [
    { type: 'tool_use', id: 'tu_t4', name: 'Bash', input: { command: 'npm test' } },
    { type: 'text', text: 'Tests pass.' },
  ], { input: 3, output: 120, read: 12000 }, 'end_turn');
  const sub = new Writer(ids.today, '/home/dev/alpha', true);
  sub.user(NOW - 3 * H + 40_000, 'review');
  sub.assistant(NOW - 3 * H + 45_000, 'msg_s1', 'req_s1', HAIKU, [{ type: 'tool_use', id: 'tu_s1', name: 'Grep', input: { pattern: 'x' } }], { input: 40, output: 25, w5: 300, read: 200 }, 'tool_use');
  // Copy of msg_t2 on the sidechain: counted once.
  sub.assistant(NOW - 3 * H + 35_000, 'msg_t2', 'req_t2', SONNET, [{ type: 'tool_use', id: 'tu_t2', name: 'Task', input: {} }], { input: 4, output: 80, read: 11000 }, 'tool_use');

  // Four days ago.
  const week = new Writer(ids.week, '/home/dev/alpha');
  t = NOW - 4 * D - 2 * H;
  week.user(t, 'Write a websocket server');
  week.assistant((t += 15_000), 'msg_w1', 'req_w1', SONNET, [
    { type: 'text', text: 'Sure.' },
    { type: 'tool_use', id: 'tu_w1', name: 'Write', input: { file_path: 'ws.ts', content: 'x' } },
  ], { input: 20, output: 900, w5: 5000, read: 3000 }, 'tool_use');
  week.toolResult((t += 2000), 'tu_w1', 'ok');
  week.assistant((t += 8000), 'msg_w2', 'req_w2', SONNET, [{ type: 'tool_use', id: 'tu_w2', name: 'Bash', input: { command: 'node ws.ts' } }], { input: 6, output: 44, read: 8000 }, 'tool_use');
  week.toolResult((t += 3000), 'tu_w2', 'listening');
  week.assistant((t += 4000), 'msg_w3', null, SONNET, [{ type: 'text', text: 'It runs.' }, { type: 'text', text: 'Anything else?' }], { input: 2, output: 61, read: 8100 }, 'end_turn');
  week.raw('{"type":"user","message":{"role":"user","content":"half-writ'); // half-written last line

  // Three weeks ago, other project, Opus with 1-hour cache writes.
  const month = new Writer(ids.month, '/home/dev/beta-app');
  t = NOW - 19 * D;
  month.user(t, 'Release notes please');
  month.assistant((t += 30_000), 'msg_m1', 'req_m1', OPUS, [{ type: 'text', text: 'Here they are.' }], { input: 25, output: 1500, w1: 40_000 }, 'end_turn');

  // Two months ago: only in the all-time totals.
  const old = new Writer(ids.old, '/home/dev/beta-app');
  t = NOW - 60 * D;
  old.user(t, 'Old question');
  old.assistant((t += 9000), 'msg_o1', 'req_o1', HAIKU, [{ type: 'text', text: 'Old answer.' }], { input: 9, output: 99, read: 999 }, 'end_turn');

  const sessions = new Map<string, { path: string; writer: Writer; project: string }>();
  const files: string[] = [];
  const put = async (path: string, w: Writer, project?: string) => {
    await writeFile(path, w.text().replace(/\n$/, w === week ? '' : '\n'));
    // Modification time = the last line, as if written then (states and "today" come from
    // the lines themselves: tests/transcripts/features.test.ts copies files in with other times).
    const when = new Date(w.lastMs);
    await utimes(path, when, when);
    files.push(path);
    if (project) sessions.set(w.sessionId, { path, writer: w, project });
  };
  await put(join(alphaDir, `${ids.today}.jsonl`), today, 'alpha');
  await mkdir(join(alphaDir, ids.today, 'subagents'), { recursive: true });
  await put(join(alphaDir, ids.today, 'subagents', 'agent-r1.jsonl'), sub);
  await put(join(alphaDir, `${ids.week}.jsonl`), week, 'alpha');
  await put(join(betaDir, `${ids.month}.jsonl`), month, 'beta-app');
  await put(join(betaDir, `${ids.old}.jsonl`), old, 'beta-app');
  return { assistantDir, projectsDir, sessions, files, ids };
}

/** A complete line appended to a session later (a live update), dated `ms`. */
export function appendedLine(sessionId: string, cwd: string, ms: number, text = 'one more thing'): string {
  return `${JSON.stringify({ parentUuid: null, isSidechain: false, userType: 'external', cwd, sessionId, version: '2.0.50', type: 'user', uuid: `live-${ms}`, timestamp: iso(ms), message: { role: 'user', content: text } })}\n`;
}
