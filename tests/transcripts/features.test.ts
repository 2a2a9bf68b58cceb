import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import {
  TranscriptIndex,
  searchConversations,
  searchInConversation,
  exportConversation,
  analyzeConversation,
} from '../../src/transcripts/index.ts';
import { classifyState, STATE_THRESHOLDS } from '../../src/transcripts/state.ts';
import { writeMessyCorpus, type MessyCorpus } from '../fixtures/transcripts/messy.ts';
import { tempDir } from '../helpers/paths.ts';
import { sumTokens } from './expected.ts';

let corpus: MessyCorpus;
let cleanup: () => Promise<void>;
let index: TranscriptIndex;

beforeAll(async () => {
  const t = await tempDir('features-');
  cleanup = t.cleanup;
  corpus = await writeMessyCorpus(t.path);
  index = new TranscriptIndex({ projectsDir: corpus.projectsDir });
  await index.scan();
  await index.contentIndexReady();
});
afterAll(() => cleanup());

const ids = (r: Array<{ id: string }>) => r.map((x) => x.id).sort();

describe('searchConversations', () => {
  it('finds words inside tool inputs, tool results and subagents', async () => {
    const { old, modern, beta } = corpus.sessions;
    expect(ids(await searchConversations(index, { contentSearch: 'handlerQuokka' }))).toEqual([modern.id]); // tool result
    expect(ids(await searchConversations(index, { contentSearch: 'grep -rn' }))).toEqual([old.id]); // tool input
    expect(ids(await searchConversations(index, { contentSearch: 'zebrafish' }))).toEqual([modern.id]); // subagent tool input/result
    expect(ids(await searchConversations(index, { contentSearch: 'platyp' }))).toEqual([beta.id]); // legacy agent file, prefix
    expect(ids(await searchConversations(index, { contentSearch: 'mcp__github__create_issue' }))).toEqual([modern.id]); // tool name
    expect(await searchConversations(index, { contentSearch: 'tokenizer nonexistentword' })).toEqual([]);
  });
  it('matches metadata on id, file name and project; working directory exactly; dates inclusively', async () => {
    const { old, modern, beta, empty } = corpus.sessions;
    // The empty session has no cwd: its project is the encoded folder name, which also matches.
    expect(ids(await searchConversations(index, { query: 'beta-app' }))).toEqual([beta.id, empty.id].sort());
    expect(ids(await searchConversations(index, { query: '2222-4222' }))).toEqual([modern.id]);
    expect(ids(await searchConversations(index, { workingDirectory: '/home/dev/alpha' }))).toEqual([old.id, modern.id].sort());
    expect(await searchConversations(index, { workingDirectory: '/home/dev' })).toEqual([]);
    expect(ids(await searchConversations(index, { dateFrom: '2025-07-01', dateTo: '2025-07-01' }))).toEqual([beta.id]);
    expect(ids(await searchConversations(index, { dateTo: '2025-06-08' }))).toEqual([old.id, modern.id].sort());
    expect(ids(await searchConversations(index, {}))).toEqual([old.id, modern.id, beta.id, empty.id].sort());
  });
  it('falls back to a substring scan for queries without a word', async () => {
    expect(ids(await searchConversations(index, { contentSearch: '**' }))).toEqual(ids(await searchConversations(index, { contentSearch: '**' })));
    const r = await searchConversations(index, { contentSearch: '`ws`' });
    expect(ids(r)).toEqual([corpus.sessions.modern.id]);
  });
});

describe('searchInConversation', () => {
  it('returns a preview with context and a count per message', async () => {
    const rec = index.get(corpus.sessions.old.id)!;
    const m = await searchInConversation(index, rec, 'TOKENIZER');
    const counts = m.map((x) => x.matchCount);
    // The prompt, the first reply (its text and its tool result) and the "Done" reply.
    expect(m.length).toBe(3);
    expect(counts).toEqual([1, 2, 1]);
    expect(m[0]!.preview.toLowerCase()).toContain('tokenizer');
    expect(m[0]!.role).toBe('user');
  });
});

describe('exportConversation', () => {
  it('writes Markdown with tool calls and their results', async () => {
    const rec = index.get(corpus.sessions.modern.id)!;
    const r = await exportConversation(index, rec);
    expect(r.wasLimited).toBe(false);
    expect(r.messageCount).toBe(rec.messageCount);
    expect(r.markdown).toContain('### Tool call: Read');
    expect(r.markdown).toContain('handlerQuokka');
    expect(r.markdown).toContain('**Result (error):**');
    expect(r.filename).toBe(`alpha-${rec.id}.md`);
  });
  it('is capped by message count and by bytes', async () => {
    const rec = index.get(corpus.sessions.modern.id)!;
    const byCount = await exportConversation(index, rec, { maxMessages: 2, maxBytes: 1e9, maxToolResultChars: 100 });
    expect(byCount.messageCount).toBe(2);
    expect(byCount.totalMessageCount).toBe(rec.messageCount);
    expect(byCount.wasLimited).toBe(true);
    const byBytes = await exportConversation(index, rec, { maxMessages: 1000, maxBytes: 1200, maxToolResultChars: 100 });
    expect(byBytes.wasLimited).toBe(true);
    expect(byBytes.messageCount).toBeLessThan(rec.messageCount);
    expect(Buffer.byteLength(byBytes.content)).toBeLessThan(1200 + 200);
  });
});

describe('analyzeConversation', () => {
  it('reports tokens, cost, models, tools, components and subagents from the data', async () => {
    const rec = index.get(corpus.sessions.modern.id)!;
    const a = await analyzeConversation(index, rec);
    const exp = sumTokens(corpus.sessions.modern.usage);
    expect(a.tokens.total).toBe(exp.total);
    expect(a.tokens.cacheWrite1h).toBe(exp.cacheWrite1h);
    expect(a.models.map((m) => m.model).sort()).toEqual(['claude-future-9-20300101', 'claude-haiku-4-5-20251001', 'claude-sonnet-4-20250514']);
    expect(a.models.find((m) => m.model.startsWith('claude-future'))!.cost).toBeNull();
    expect(a.components.agents).toEqual([{ name: 'code-reviewer', count: 1 }]);
    expect(a.components.skills).toEqual([{ name: 'pdf-tools', count: 1 }]);
    expect(a.components.mcpServers).toEqual([{ name: 'github', count: 1 }]);
    expect(a.tools.find((t) => t.name === 'mcp__github__create_issue')).toEqual({ name: 'mcp__github__create_issue', calls: 1, errors: 1 });
    expect(a.tools.find((t) => t.name === 'Grep')!.calls).toBe(1); // from the subagent
    expect(a.subagents.files).toBe(1);
    expect(a.subagents.tokens).toBe(sumTokens(corpus.sessions.modern.usage.filter((u) => u.sidechain)).total);
    expect(a.tips.map((t) => t.id)).toContain('unpriced-models');
    const old = await analyzeConversation(index, index.get(corpus.sessions.old.id)!);
    expect(old.components.slashCommands).toEqual([{ name: '/compact', count: 1 }]);
  });

  it('splits time between user and assistant without counting a gap twice', async () => {
    const rec = index.get(corpus.sessions.modern.id)!;
    const a = await analyzeConversation(index, rec);
    const span = Date.parse(a.timeline.end!) - Date.parse(a.timeline.start!);
    expect(a.timeSplit.userMs + a.timeSplit.assistantMs + a.timeSplit.idleMs).toBe(span);
    expect(a.timeSplit.userMs).toBeGreaterThan(0);
    expect(a.timeSplit.assistantMs).toBeGreaterThan(a.timeSplit.userMs);
    expect(a.timeline.buckets.reduce((s, b) => s + b.tokens, 0)).toBe(a.tokens.total);
  });
});

describe('classifyState', () => {
  const now = Date.parse('2025-01-01T12:00:00Z');
  const sig = (ageMs: number, extra: Partial<Parameters<typeof classifyState>[0]> = {}) => ({ lastActivityMs: now - ageMs, lastRole: 'assistant' as const, pendingToolCalls: 0, lastStopReason: 'end_turn', ...extra });
  it('follows the documented thresholds', () => {
    expect(classifyState(sig(5_000), now)).toBe('Active');
    expect(classifyState(sig(STATE_THRESHOLDS.freshMs + 1), now)).toBe('Idle');
    expect(classifyState(sig(STATE_THRESHOLDS.freshMs + 1, { pendingToolCalls: 1 }), now)).toBe('Active');
    expect(classifyState(sig(STATE_THRESHOLDS.freshMs + 1, { lastRole: 'user' }), now)).toBe('Active');
    expect(classifyState(sig(STATE_THRESHOLDS.workingMs + 1, { pendingToolCalls: 1 }), now)).toBe('Idle');
    expect(classifyState(sig(STATE_THRESHOLDS.idleMs + 1), now)).toBe('Recently active');
    expect(classifyState(sig(STATE_THRESHOLDS.recentMs + 1), now)).toBe('Inactive');
    expect(classifyState({ lastActivityMs: null, lastRole: null, pendingToolCalls: 0, lastStopReason: null }, now)).toBe('Inactive');
  });
});

describe('states from message times (a restored or synced folder)', () => {
  it('decides the state and the day from the last entry\'s timestamp, never from the file\'s mtime', async () => {
    const { mkdir, writeFile, utimes } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const { buildOverview } = await import('../../src/dashboard/overview.ts');
    const t = await tempDir('restored-');
    try {
      const now = Date.parse('2026-05-04T12:00:00Z');
      const dir = join(t.path, 'projects', '-home-dev-restored');
      await mkdir(dir, { recursive: true });
      const line = (session: string, ms: number, uuid: string) => JSON.stringify({ type: 'user', uuid, sessionId: session, cwd: '/home/dev/restored', timestamp: new Date(ms).toISOString(), message: { role: 'user', content: 'hello' } });
      // Copied in just now (mtime = now) with conversations of last year.
      const old = 'a0000000-0000-4000-8000-000000000001';
      await writeFile(join(dir, `${old}.jsonl`), `${line(old, now - 400 * 86_400_000, 'o1')}\n`);
      await utimes(join(dir, `${old}.jsonl`), new Date(now), new Date(now));
      // Written ten seconds ago, but its mtime says last year (a sync tool kept an old time).
      const fresh = 'a0000000-0000-4000-8000-000000000002';
      await writeFile(join(dir, `${fresh}.jsonl`), `${line(fresh, now - 10_000, 'f1')}\n`);
      await utimes(join(dir, `${fresh}.jsonl`), new Date(now - 400 * 86_400_000), new Date(now - 400 * 86_400_000));
      // No timestamp at all: nothing says it is active.
      const bare = 'a0000000-0000-4000-8000-000000000003';
      await writeFile(join(dir, `${bare}.jsonl`), `${JSON.stringify({ type: 'summary', summary: 'only a summary', leafUuid: 'x' })}\n`);
      await utimes(join(dir, `${bare}.jsonl`), new Date(now), new Date(now));
      const idx = new TranscriptIndex({ projectsDir: join(t.path, 'projects'), now: () => now, contentIndex: false });
      await idx.scan();
      expect(idx.state(idx.get(old)!)).toBe('Inactive');
      expect(idx.state(idx.get(fresh)!)).toBe('Active');
      expect(idx.state(idx.get(bare)!)).toBe('Inactive');
      const overview = buildOverview({ conversations: idx.list().map((r) => ({ summary: idx.summary(r), activityByHour: r.activityByHour, toolCounts: r.toolCounts })), messages: idx.ledger.all(), nowMs: now, timeZone: 'UTC' });
      expect(overview.kpis.today.sessions).toBe(1);
      expect(overview.activeSessions.map((s) => s.id)).toEqual([fresh]);
    } finally {
      await t.cleanup();
    }
  });
});
