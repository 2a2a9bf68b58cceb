/**
 * Today's transcripts add up: a scripted day of sessions written by the real
 * Claude Code (day.ts) is read by `toolshed usage`, `toolshed chats` and
 * `toolshed analytics`, each through the real bin. Tokens and cost equal what
 * the stand-in sent, per session and per model; the client's injected user
 * lines are not typed prompts; a forked session's copied lines are not
 * counted twice; a subagent stays with its session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CLIENT_TEST_TIMEOUT_MS, requireClient, runProgram } from '../helpers/claude-client.ts';
import { makeProject, type Project } from '../helpers/claude-project.ts';
import { ROOT } from '../helpers/paths.ts';
import { writeDay, type Day } from './day.ts';
import { costOf, groupBy, mainMessages, tokensOf, userTimeBound } from './expected-day.ts';
import { openSuite, parseJsonl, type Suite } from './suite.ts';
import { startTool, type LocalTool } from './tools.ts';

const bin = requireClient('tests/client/transcripts-add-up.test.ts');

let suite: Suite;
let p: Project;
let day: Day;
let projectDir: string;
/** Lines of each session's main file, and of its subagent files. */
const files = new Map<string, { main: Array<Record<string, any>>; subagents: Array<Record<string, any>> }>();
let chats: LocalTool | undefined;
let analytics: LocalTool | undefined;

beforeAll(async () => {
  if (!bin) return;
  suite = await openSuite(bin, { catalog: false });
  p = await makeProject({ git: true });
  day = await writeDay(suite, p.path);
  const projects = join(suite.home.configDir, 'projects');
  const [slug] = await readdir(projects);
  projectDir = join(projects, slug!);
  for (const id of new Set(day.runs.map((r) => r.run.sessionId))) {
    const main = parseJsonl(await readFile(join(projectDir, `${id}.jsonl`), 'utf8'));
    const subagents: Array<Record<string, any>> = [];
    const subDir = join(projectDir, id, 'subagents');
    for (const f of await readdir(subDir).catch(() => [] as string[])) {
      if (f.endsWith('.jsonl')) subagents.push(...parseJsonl(await readFile(join(subDir, f), 'utf8')));
    }
    files.set(id, { main, subagents });
  }
  chats = await startTool('chats', suite.home.configDir);
  analytics = await startTool('analytics', suite.home.configDir, ['--tz', 'UTC']);
}, CLIENT_TEST_TIMEOUT_MS);

afterAll(async () => {
  await chats?.stop();
  await analytics?.stop();
  await p?.cleanup();
  await suite?.close();
});

async function usage(report: string): Promise<any> {
  const r = await runProgram(join(ROOT, 'node_modules', '.bin', 'node'), [join(ROOT, 'bin', 'toolshed.mjs'), 'usage', report, '--json', '--dir', suite.home.configDir, '--tz', 'UTC'], {
    cwd: ROOT,
    env: { ...process.env, XDG_CACHE_HOME: join(suite.home.home, '.cache') } as Record<string, string>,
    timeoutMs: 120_000,
  });
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
}

const sessions = () => [...files.keys()].sort();
const sentTo = (id: string) => day.sent.filter((m) => m.sessionId === id);
const money = (x: number) => Math.round(x * 1e6) / 1e6;

/** Main-thread messages over all files, each counted once (a fork copies lines with their uuids and ids). */
function distinctMessages(): number {
  const user = new Set<string>();
  const assistant = new Set<string>();
  for (const { main } of files.values()) {
    const m = mainMessages(main);
    m.user.forEach((u) => user.add(u));
    m.assistant.forEach((a) => assistant.add(a));
  }
  return user.size + assistant.size;
}

describe.skipIf(!bin)('a day of real Claude Code sessions adds up in usage, chats and analytics', () => {
  it('the day was written as scripted: four sessions, three models, a fork, a subagent; no side request', async () => {
    expect(sessions().length).toBe(4);
    expect(new Set(day.sent.map((m) => m.model)).size).toBe(3);
    expect(day.sent.filter((m) => m.sidechain).length).toBe(2);
    // Answers the client asked for on its own would not be in any transcript.
    expect(day.side).toEqual([]);
    // The two-block answer is written as two lines sharing one message id (usage repeated).
    const tool = day.runs.find((r) => r.label === 'tool call')!.run.sessionId;
    const ids = files.get(tool)!.main.filter((l) => l.type === 'assistant').map((l) => l.message.id);
    expect(ids.length).toBeGreaterThan(new Set(ids).size);
    const fork = day.runs.find((r) => r.label === '--fork-session')!.run.sessionId;
    expect(mainMessages(files.get(fork)!.main).assistant.length).toBeGreaterThan(sentTo(fork).length);
    // What the fork rule rests on (docs/transcripts.md, "Forks and copies"): the original,
    // resumed after the fork, is the newer file, so read order cannot tell the copies; the
    // fork's copied answers name the original in requestSessionId, its own answers do not.
    const original = day.runs.find((r) => r.label === 'plain turn')!.run.sessionId;
    expect((await stat(join(projectDir, `${original}.jsonl`))).mtimeMs).toBeGreaterThan((await stat(join(projectDir, `${fork}.jsonl`))).mtimeMs);
    const answers = files.get(fork)!.main.filter((l) => l.type === 'assistant');
    const sentIds = new Set(sentTo(fork).map((m) => m.id));
    expect(answers.filter((l) => !sentIds.has(l.message.id)).every((l) => l.requestSessionId === original)).toBe(true);
    expect(answers.filter((l) => sentIds.has(l.message.id)).some((l) => l.requestSessionId !== undefined)).toBe(false);
  });

  it('usage daily: tokens, cost and messages of the day equal what the stand-in sent, per model', async () => {
    const report = await usage('daily');
    expect(report.rows.length).toBe(1);
    const want = tokensOf(day.sent.map((m) => m.usage));
    expect(report.totals.tokens).toEqual(want);
    expect(report.totals.messages).toBe(day.sent.length);
    expect(report.totals.cost.total).toBeCloseTo(money(costOf(day.sent)), 6);
    const models = [...groupBy(day.sent, (m) => m.model)].map(([model, ms]) => ({ model, messages: ms.length, tokens: tokensOf(ms.map((m) => m.usage)).total, cost: money(costOf(ms)) }));
    expect(report.totals.models.map((m: any) => ({ model: m.model, messages: m.messages, tokens: m.tokens, cost: money(m.cost) })).sort((a: any, b: any) => a.model.localeCompare(b.model))).toEqual(
      models.sort((a, b) => a.model.localeCompare(b.model)),
    );
  });

  it('usage session: one row per session (subagents inside theirs, forked copies with the original), each equal to what it was sent', async () => {
    const report = await usage('session');
    expect(report.rows.map((r: any) => r.key).sort()).toEqual(sessions());
    const got = report.rows.map((r: any) => ({ session: r.key, messages: r.messages, tokens: r.tokens, cost: money(r.cost.total) }));
    const want = report.rows.map((r: any) => {
      const sent = sentTo(r.key);
      return { session: r.key, messages: sent.length, tokens: tokensOf(sent.map((m) => m.usage)), cost: money(costOf(sent)) };
    });
    expect(got).toEqual(want);
  });

  it('chats: each conversation\'s tokens and cost are what it was sent; injected lines are not typed prompts; subagents stay inside', async () => {
    const list = await chats!.get('/api/conversations');
    expect(list.conversations.map((c: any) => c.id).sort()).toEqual(sessions());
    const got = list.conversations.map((c: any) => ({
      id: c.id,
      tokenCounts: c.tokenCounts,
      cost: money(c.cost),
      user: c.userMessageCount,
      messages: c.messageCount,
      subagents: c.subagentCount,
    }));
    const want = list.conversations.map((c: any) => {
      const sent = sentTo(c.id);
      const t = tokensOf(sent.map((m) => m.usage));
      const { user, assistant } = mainMessages(files.get(c.id)!.main);
      return {
        id: c.id,
        tokenCounts: { input: t.input, output: t.output, cacheWrite5m: t.cacheWrite5m, cacheWrite1h: t.cacheWrite1h, cacheRead: t.cacheRead },
        cost: money(costOf(sent)),
        user: user.length,
        messages: user.length + assistant.length,
        subagents: files.get(c.id)!.subagents.length ? 1 : 0,
      };
    });
    expect(got).toEqual(want);
    for (const c of list.conversations) expect(c.tokens).toBe(tokensOf(sentTo(c.id).map((m) => m.usage)).total);
  });

  it('chats analytics of the subagent session: the subagent is folded in (its messages, tokens, tools, agent type)', async () => {
    const id = day.runs.find((r) => r.label === 'subagent')!.run.sessionId;
    const a = await chats!.get(`/api/conversations/${id}/analytics`);
    const sub = sentTo(id).filter((m) => m.sidechain);
    expect(a.subagents).toEqual({ files: 1, messages: sub.length, tokens: tokensOf(sub.map((m) => m.usage)).total });
    expect(a.tools.map((t: any) => [t.name, t.calls]).sort()).toEqual([['Agent', 1], ['Bash', 1]]);
    expect(a.components.agents).toEqual([{ name: 'general-purpose', count: 1 }]);
  });

  it('chats analytics of the subagent session: the injected notification is not a typed prompt, nor is its wait the user\'s time', async () => {
    const id = day.runs.find((r) => r.label === 'subagent')!.run.sessionId;
    const a = await chats!.get(`/api/conversations/${id}/analytics`);
    const { main, subagents } = files.get(id)!;
    expect(mainMessages(main).user.length).toBe(1);
    // User time can only end at a typed prompt: none after the first one here.
    const overBound = Math.max(0, a.timeSplit.userMs - userTimeBound([...main, ...subagents]));
    expect({ typedPrompts: a.messages.user, userMsOverBound: overBound }).toEqual({ typedPrompts: 1, userMsOverBound: 0 });
  });

  it('analytics: sessions, messages (forked copies once), tokens and cost of all history and of the last 7 days', async () => {
    const list = await analytics!.get('/api/conversations');
    const want = { sessions: 4, messages: distinctMessages(), tokens: tokensOf(day.sent.map((m) => m.usage)).total };
    expect({ sessions: list.totals.sessions, messages: list.totals.messages, tokens: list.totals.tokens }).toEqual(want);
    expect(list.totals.cost).toBeCloseTo(money(costOf(day.sent)), 5);
    const overview = await analytics!.get('/api/overview');
    const week = overview.kpis.last7Days;
    expect({ sessions: week.sessions, messages: week.messages, tokens: week.tokens }).toEqual(want);
    expect(week.cost).toBeCloseTo(money(costOf(day.sent)), 5);
  });

  it('analytics per conversation: usage per model equals what each session was sent', async () => {
    const got: unknown[] = [];
    const want: unknown[] = [];
    for (const id of sessions()) {
      const { usage: u } = await analytics!.get(`/api/conversation/${id}`);
      got.push(u.models.map((m: any) => ({ id, model: m.model, messages: m.messages, cost: money(m.cost.total) })).sort((a: any, b: any) => a.model.localeCompare(b.model)));
      want.push(
        [...groupBy(sentTo(id), (m) => m.model)]
          .map(([model, sent]) => ({ id, model, messages: sent.length, cost: money(costOf(sent)) }))
          .sort((a, b) => a.model.localeCompare(b.model)),
      );
    }
    expect(got).toEqual(want);
  });
});
