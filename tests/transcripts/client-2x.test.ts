/**
 * Transcripts in the shapes Claude Code 2.1.x writes (hand-made lines): one assistant
 * line per content block with the usage repeated, new line types, client-injected user
 * lines, subagents under `<session>/subagents/` with a `.meta.json` beside them, and a
 * `--fork-session` file that copies the earlier lines with their uuids and timestamps.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdir, writeFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { TranscriptIndex, analyzeConversation, type Message } from '../../src/transcripts/index.ts';
import { totalTokens } from '../../src/transcripts/accounting.ts';
import { EntryClassifier, usageOwner } from '../../src/transcripts/entry-classifier.ts';
import { parseLine } from '../../src/transcripts/lines.ts';
import { tempDir } from '../helpers/paths.ts';

const A = 'aaaaaaaa-1111-4111-8111-aaaaaaaaaaaa';
const B = 'bbbbbbbb-2222-4222-8222-bbbbbbbbbbbb';
const MODEL = 'claude-sonnet-4-5-20250929';
const cwd = '/home/dev/shop';
const t = (s: number) => new Date(Date.UTC(2026, 10, 20, 10, 0, s)).toISOString();
const usage = (input: number, output: number) => ({ input_tokens: input, output_tokens: output, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 });
const common = (session: string, uuid: string, s: number, parent: string | null) => ({ parentUuid: parent, isSidechain: false, userType: 'external', cwd, sessionId: session, version: '2.1.330', gitBranch: 'main', uuid, timestamp: t(s) });
const user = (session: string, uuid: string, s: number, parent: string | null, content: unknown, extra: Record<string, unknown> = {}) => ({ ...common(session, uuid, s, parent), type: 'user', message: { role: 'user', content }, ...extra });
const assistant = (session: string, uuid: string, s: number, parent: string, id: string, req: string, block: unknown, u: ReturnType<typeof usage>, stop: string | null = null) => ({
  ...common(session, uuid, s, parent),
  type: 'assistant',
  requestId: req,
  message: { id, type: 'message', role: 'assistant', model: MODEL, content: [block], stop_reason: stop, usage: u },
});

/** Session A as the 2.1.x client writes it. */
function sessionA(session: string) {
  return [
    { type: 'queue-operation', operation: 'enqueue', timestamp: t(0), sessionId: session, content: 'list the files' },
    user(session, 'u1', 1, null, 'list the files'),
    { type: 'attachment', attachment: { type: 'todo', content: [] }, uuid: 'att1', timestamp: t(1), sessionId: session },
    // One line per content block, the usage repeated on each (partial output first).
    assistant(session, 'a1', 2, 'u1', 'msg_1', 'req_1', { type: 'text', text: 'Listing.' }, usage(100, 5)),
    assistant(session, 'a2', 3, 'a1', 'msg_1', 'req_1', { type: 'tool_use', id: 'toolu_1', name: 'Bash', input: { command: 'ls' } }, usage(100, 40), 'tool_use'),
    user(session, 'u2', 5, 'a2', [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'a.txt\nb.txt', is_error: false }], { toolUseResult: { stdout: 'a.txt' } }),
    assistant(session, 'a3', 6, 'u2', 'msg_2', 'req_2', { type: 'text', text: 'Two files.' }, usage(150, 8), 'end_turn'),
    { type: 'api-request-start', requestId: 'req_2', timestamp: t(6), sessionId: session },
    { type: 'tools-used', tools: ['Bash'], timestamp: t(6), sessionId: session },
    { type: 'cost-state', totalCostUSD: 0.01, timestamp: t(6), sessionId: session },
    // Seen from the real 2.1.330 client too: request blobs carry message content, yet are not messages.
    { type: 'api-request-blob', sessionId: session, message: { role: 'user', content: [{ type: 'text', text: '<system-reminder>' }] } },
    { type: 'mode', mode: 'default', sessionId: session },
    { type: 'atis-latch', sessionId: session },
    { type: 'last-prompt', lastPrompt: 'list the files', sessionId: session },
    // The client injects a background-task notice into the user role: not a typed prompt.
    user(session, 'u3', 60, 'a3', [{ type: 'text', text: '<task-notification>shell 1 finished</task-notification>' }], { origin: { kind: 'task-notification' }, promptSource: 'system' }),
    assistant(session, 'a4', 62, 'u3', 'msg_3', 'req_3', { type: 'text', text: 'Noted.' }, usage(160, 3), 'end_turn'),
  ];
}

function subagent(session: string) {
  const sc = (uuid: string, s: number) => ({ ...common(session, uuid, s, null), isSidechain: true, agentId: 'x1' });
  return [
    { ...sc('s1', 3), type: 'user', message: { role: 'user', content: 'find config files' } },
    { ...sc('s2', 4), type: 'assistant', requestId: 'req_s', message: { id: 'msg_s', model: MODEL, role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_s', name: 'Glob', input: { pattern: '*.json' } }], usage: usage(30, 7) } },
  ];
}

/**
 * --fork-session as the real 2.1.330 client writes it (tests/client, day.ts): the fork's
 * own queue-operation first, then the original's message lines copied (uuids,
 * timestamps and message ids kept, `sessionId` rewritten, `requestSessionId` naming the
 * original on assistant lines), then the fork's own turn.
 */
function forkOf(original: string, fork: string) {
  const copied = sessionA(fork)
    .filter((l) => l.type === 'user' || l.type === 'assistant' || l.type === 'attachment')
    .map((l) => (l.type === 'assistant' ? { ...l, requestSessionId: original } : l));
  return [
    { type: 'mode', mode: 'normal', sessionId: fork },
    { type: 'queue-operation', operation: 'enqueue', timestamp: t(110), sessionId: fork, content: 'now count them' },
    ...copied,
    user(fork, 'f1', 120, 'a4', 'now count them'),
    assistant(fork, 'f2', 121, 'f1', 'msg_4', 'req_4', { type: 'text', text: 'Two.' }, usage(170, 2), 'end_turn'),
  ];
}

const jsonl = (lines: unknown[]) => lines.map((l) => JSON.stringify(l)).join('\n') + '\n';

let root: { path: string; cleanup: () => Promise<void> };
let index: TranscriptIndex;

beforeAll(async () => {
  root = await tempDir('client2x-');
  const project = join(root.path, 'projects', '-home-dev-shop');
  await mkdir(join(project, A, 'subagents'), { recursive: true });
  await writeFile(join(project, `${A}.jsonl`), jsonl(sessionA(A)));
  await writeFile(join(project, A, 'subagents', 'agent-x1.jsonl'), jsonl(subagent(A)));
  await writeFile(join(project, A, 'subagents', 'agent-x1.meta.json'), JSON.stringify({ agentType: 'Explore', description: 'find config' }));
  await writeFile(join(project, `${B}.jsonl`), jsonl(forkOf(A, B)));
  // The original resumed after the fork: its file is the newer one, and is read last.
  const old = new Date('2026-11-20T10:01:00Z');
  await utimes(join(project, `${B}.jsonl`), old, old);
  index = new TranscriptIndex({ projectsDir: join(root.path, 'projects'), contentIndex: false });
  await index.scan();
});
afterAll(() => root.cleanup());

describe('Claude Code 2.1.x transcripts', () => {
  it('counts each assistant message once although each content block has its own line', async () => {
    const a = index.get(A)!;
    const s = index.summary(a);
    expect(s.assistantMessageCount).toBe(3);
    // The typed prompt only: the injected notice is shown, but it is not a user message.
    expect(s.userMessageCount).toBe(1);
    expect(s.messageCount).toBe(4);
    const u = index.usage(a);
    // msg_1 once with its largest output, msg_2, msg_3, and the subagent's msg_s.
    expect(u.messages).toBe(4);
    expect(u.tokens.input).toBe(100 + 150 + 160 + 30);
    expect(u.tokens.output).toBe(40 + 8 + 3 + 7);
    expect(u.subagents.messages).toBe(1);
    expect(s.tokens).toBe(totalTokens(u.tokens));
  });

  it('tolerates the new line types without counting them as messages or errors', () => {
    const a = index.get(A)!;
    expect(a.malformedLines).toBe(0);
    for (const type of ['attachment', 'queue-operation', 'last-prompt', 'api-request-start', 'tools-used', 'cost-state', 'api-request-blob', 'mode', 'atis-latch']) expect(a.otherTypes.get(type)).toBe(1);
    for (const type of ['attachment', 'queue-operation', 'last-prompt', 'cost-state']) {
      const c = new EntryClassifier().classify(parseLine(JSON.stringify({ type, timestamp: t(0) })), false, 'x');
      expect(c.kind).toBe('none');
    }
  });

  it('does not take client-injected user lines for typed prompts (title, user time)', async () => {
    const a = index.get(A)!;
    expect(index.summary(a).title).toBe('list the files');
    const msgs = await index.readMessages(a, 0, 50);
    expect(msgs.map((m: Message) => [m.role, m.isMeta])).toEqual([
      ['user', false],
      ['assistant', false],
      ['assistant', false],
      ['user', true],
      ['assistant', false],
    ]);
    const analytics = await analyzeConversation(index, a);
    // The only typed prompt opens the conversation; the 54 s that end with the notice are the assistant's, not the user's.
    expect(analytics.timeSplit.userMs).toBe(0);
    expect(analytics.timeSplit.assistantMs).toBe(61_000);
    expect(analytics.timeline.buckets.reduce((n, b) => n + b.userMessages, 0)).toBe(1);
    for (const injected of [{ origin: { kind: 'task-notification' } }, { promptSource: 'system' }, { isMeta: true }]) {
      const c = new EntryClassifier().classify(parseLine(JSON.stringify(user(A, 'x', 1, null, 'hello', injected))), false, 'x');
      expect(c.kind === 'user' && c.typedPrompt).toBe(false);
      expect(c.kind === 'user' && c.isMessage).toBe(true);
    }
    // A typed prompt has text and answers no tool call; a sidechain line is the subagent's.
    const typed = (content: unknown, extra: Record<string, unknown> = {}) => {
      const c = new EntryClassifier().classify(parseLine(JSON.stringify(user(A, 'x', 1, null, content, extra))), false, 'x');
      return c.kind === 'user' && c.typedPrompt;
    };
    expect(typed('hello')).toBe(true);
    expect(typed([{ type: 'text', text: 'hello' }, { type: 'image', source: {} }])).toBe(true);
    expect(typed('  ')).toBe(false);
    expect(typed([{ type: 'image', source: {} }])).toBe(false);
    expect(typed([{ type: 'tool_result', tool_use_id: 'toolu_x', content: 'ok' }, { type: 'text', text: 'and more' }])).toBe(false);
    expect(typed('hello', { isSidechain: true })).toBe(false);
  });

  it('keeps subagents with their session, and their tool calls counted once', async () => {
    const a = index.get(A)!;
    expect(a.subagentFiles).toBe(1);
    expect(Object.fromEntries(a.toolCounts)).toEqual({ Bash: 1, Glob: 1 });
    expect(index.list().map((r) => r.id).sort()).toEqual([A, B]);
  });

  it('shows a fork\'s copied lines as its messages, but counts their tokens, tools and activity in the original, whichever file is newer', async () => {
    const b = index.get(B)!;
    const s = index.summary(b);
    // Copied: u1, msg_1, msg_2, msg_3 (u3 is injected: shown, not counted); own: f1, msg_4.
    expect(s.messageCount).toBe(6);
    expect(s.userMessageCount).toBe(2);
    expect(b.copiedMessages).toBe(4);
    expect(index.usage(b).messages).toBe(1);
    expect(index.usage(b).tokens.input).toBe(170);
    expect(Object.fromEntries(b.toolCounts)).toEqual({});
    expect([...b.activityByHour.values()].reduce((x, y) => x + y, 0)).toBe(2);
    const msgs = await index.readMessages(b, 0, 50);
    expect(msgs.map((m) => m.id)).toEqual(['u1', 'msg_1', 'msg_2', 'u3', 'msg_3', 'f1', 'msg_4']);
    const analytics = await analyzeConversation(index, b);
    expect(analytics.tools).toEqual([]);
    expect(analytics.messages.total).toBe(6);
    // The original keeps all of its own, although its file was read after the fork's.
    const a = index.get(A)!;
    expect(index.summary(a).messageCount).toBe(4);
    expect(a.copiedMessages).toBe(0);
    expect(index.usage(a).tokens.input).toBe(100 + 150 + 160 + 30);
    expect([...a.activityByHour.values()].reduce((x, y) => x + y, 0)).toBe(4);
  });

  it('tells a copy by the line alone: requestSessionId of another session, or a time before the file\'s first line', () => {
    const [mode, queued, firstCopy, , copiedAnswer] = forkOf(A, B).map((l) => parseLine(JSON.stringify(l)));
    const c = new EntryClassifier({ sessionId: B });
    expect(c.classify(mode!, false, 'x').kind).toBe('none');
    expect(c.classify(queued!, false, 'x').kind).toBe('none');
    const u = c.classify(firstCopy!, false, 'x');
    expect(u.kind === 'user' && u.copy && u.typedPrompt).toBe(true);
    const a = c.classify(copiedAnswer!, false, 'x');
    expect(a.kind === 'assistant' && a.copy).toBe(true);
    const own = c.classify(parseLine(JSON.stringify(user(B, 'f1', 120, 'a4', 'now count them'))), false, 'x');
    expect(own.kind === 'user' && !own.copy).toBe(true);
    // The usage of a copy belongs to the session it was sent from; the fork's own lines to the fork.
    expect(copiedAnswer!.kind === 'assistant' && usageOwner(copiedAnswer!.line, B)).toBe(A);
    const ownAnswer = parseLine(JSON.stringify(assistant(B, 'f2', 121, 'f1', 'msg_4', 'req_4', { type: 'text', text: 'Two.' }, usage(170, 2))));
    expect(ownAnswer.kind === 'assistant' && usageOwner(ownAnswer.line, B)).toBe(B);
    // In the original, the same lines are its own: no mark, and its first line comes first.
    const orig = new EntryClassifier({ sessionId: A });
    const flags = sessionA(A).map((l) => orig.classify(parseLine(JSON.stringify(l)), false, 'x')).map((r) => r.kind !== 'none' && r.copy);
    expect(flags.every((f) => !f)).toBe(true);
  });
});
