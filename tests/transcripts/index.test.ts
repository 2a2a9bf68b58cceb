import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { appendFile, writeFile, rm, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { TranscriptIndex } from '../../src/transcripts/index.ts';
import { Ledger } from '../../src/transcripts/ledger.ts';
import type { IndexEvent } from '../../src/transcripts/index-events.ts';
import { parseLine } from '../../src/transcripts/lines.ts';
import type { AssistantLine } from '../../src/transcripts/schemas.ts';
import { writeMessyCorpus, type MessyCorpus } from '../fixtures/transcripts/messy.ts';
import { tempDir } from '../helpers/paths.ts';
import { sumTokens, expectedCost } from './expected.ts';

let corpus: MessyCorpus;
let cleanup: () => Promise<void>;
let warnings: string[];
let index: TranscriptIndex;

beforeEach(async () => {
  const t = await tempDir('messy-');
  cleanup = t.cleanup;
  corpus = await writeMessyCorpus(t.path);
  warnings = [];
  index = new TranscriptIndex({ projectsDir: corpus.projectsDir, log: (l, m) => l === 'warn' && warnings.push(m), now: () => Date.parse('2025-08-01T00:00:00Z') });
});
afterEach(() => cleanup());

describe('scanning a messy assistant directory', () => {
  it('finds each session once, with subagent files (both layouts) folded in, and survives bad files', async () => {
    const report = await index.scan();
    const ids = index.list().map((r) => r.id).sort();
    expect(ids).toEqual([corpus.sessions.old.id, corpus.sessions.modern.id, corpus.sessions.beta.id, corpus.sessions.empty.id].sort());
    expect(index.get(corpus.sessions.modern.id)!.subagentFiles).toBe(1);
    expect(index.get(corpus.sessions.beta.id)!.subagentFiles).toBe(1);
    expect(report.warnings.some((w) => w.includes('dangling-55555555.jsonl'))).toBe(true);
    expect(report.warnings.some((w) => w.includes('loop-66666666.jsonl'))).toBe(true);
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    // A second scan does not repeat the warnings.
    const before = warnings.length;
    await index.scan();
    expect(warnings.length).toBe(before);
  });

  it('takes project and working directory from cwd, titles from custom-title/summary, and counts malformed lines', async () => {
    await index.scan();
    const modern = index.summary(index.get(corpus.sessions.modern.id)!);
    expect(modern.workingDirectory).toBe('/home/dev/alpha');
    expect(modern.project).toBe('alpha');
    expect(modern.title).toBe('Websocket work');
    const old = index.summary(index.get(corpus.sessions.old.id)!);
    expect(old.title).toBe('Parser refactor');
    expect(old.malformedLines).toBe(corpus.sessions.old.malformed);
    const beta = index.summary(index.get(corpus.sessions.beta.id)!);
    expect(beta.project).toBe('beta-app'); // the encoded folder "-home-dev-beta-app" is never decoded
    const rec = index.get(corpus.sessions.modern.id)!;
    expect(rec.otherTypes.get('brand-new-type')).toBe(1);
    expect(rec.otherTypes.get('progress')).toBe(1);
  });

  it('counts messages as displayed: merged assistant lines, tool-result lines attached, sidechains apart', async () => {
    await index.scan();
    for (const key of ['old', 'modern', 'beta', 'empty'] as const) {
      const s = corpus.sessions[key];
      expect(index.get(s.id)!.messageCount, key).toBe(s.messages);
    }
    const rec = index.get(corpus.sessions.modern.id)!;
    const all = await index.readMessages(rec, 0, 500);
    expect(all.length).toBe(corpus.sessions.modern.messages);
    const read = all.flatMap((m) => m.blocks).find((b) => b.type === 'tool_use' && b.name === 'Read');
    expect(read && read.type === 'tool_use' && read.result?.content).toContain('handlerQuokka');
    const mcp = all.flatMap((m) => m.blocks).find((b) => b.type === 'tool_use' && b.name.startsWith('mcp__'));
    expect(mcp && mcp.type === 'tool_use' && mcp.result?.isError).toBe(true);
    // Pages are consistent slices of the whole.
    const p1 = await index.readMessages(rec, 1, 3);
    expect(p1.map((m) => m.id)).toEqual(all.slice(3, 6).map((m) => m.id));
    expect(await index.readMessages(rec, 100, 3)).toEqual([]);
  });
});

describe('token accounting', () => {
  it('counts each assistant message once, per session, subagents included (independent sums)', async () => {
    await index.scan();
    for (const key of ['old', 'modern', 'beta'] as const) {
      const s = corpus.sessions[key];
      const exp = sumTokens(s.usage);
      const u = index.usage(index.get(s.id)!);
      expect(u.tokens, key).toEqual({ input: exp.input, output: exp.output, cacheWrite5m: exp.cacheWrite5m, cacheWrite1h: exp.cacheWrite1h, cacheRead: exp.cacheRead });
      expect(u.totalTokens, key).toBe(exp.total);
      expect(index.summary(index.get(s.id)!).tokens).toBe(exp.total);
      expect(u.messages, key).toBe(s.usage.length);
      const c = expectedCost(s.usage);
      expect(u.cost.total, key).toBeCloseTo(c.total, 10);
      expect(u.cost.unpricedModels, key).toEqual(c.unpriced);
    }
  });

  it('keeps the copy with the largest output, prefers the non-sidechain copy and skips <synthetic>', () => {
    const ledger = new Ledger();
    const line = (o: object) => (parseLine(JSON.stringify(o)) as { line: AssistantLine }).line;
    const base = { type: 'assistant', requestId: 'r1', message: { id: 'm1', model: 'claude-sonnet-4-20250514', content: [] } };
    ledger.add('s', line({ ...base, isSidechain: true, message: { ...base.message, usage: { input_tokens: 5, output_tokens: 1 } } }), 'a');
    ledger.add('s', line({ ...base, isSidechain: false, message: { ...base.message, usage: { input_tokens: 5, output_tokens: 1 } } }), 'b');
    ledger.add('s', line({ ...base, isSidechain: true, message: { ...base.message, usage: { input_tokens: 5, output_tokens: 90 } } }), 'c');
    ledger.add('s', line({ ...base, message: { ...base.message, usage: { input_tokens: 5, output_tokens: 40 } } }), 'd');
    ledger.add('s', line({ type: 'assistant', message: { id: 'syn', model: '<synthetic>', content: [], usage: { input_tokens: 1, output_tokens: 1 } } }), 'e');
    // Same message id with another request id is another API call: counted separately.
    ledger.add('s', line({ ...base, requestId: 'r2', message: { ...base.message, usage: { input_tokens: 2, output_tokens: 3 } } }), 'f');
    const msgs = ledger.messagesOf('s');
    expect(msgs.length).toBe(2);
    const m1 = msgs.find((m) => m.key.endsWith('r1'))!;
    expect(m1.counts.output).toBe(90);
    expect(m1.sidechain).toBe(false);
  });

  it('credits a message copied into a later session file to the first session only', async () => {
    await index.scan();
    const copy = join(corpus.projectsDir, '-home-dev-alpha', '77777777-7777-4777-8777-777777777777.jsonl');
    const betaLines = (await import('node:fs/promises')).readFile(corpus.paths.beta, 'utf8');
    await writeFile(copy, await betaLines);
    await index.scan();
    expect(index.usage(index.get('77777777-7777-4777-8777-777777777777')!).messages).toBe(0);
    expect(index.usage(index.get(corpus.sessions.beta.id)!).totalTokens).toBe(sumTokens(corpus.sessions.beta.usage).total);
  });
});

describe('incremental reading', () => {
  it('waits for a half-written line, then parses only the appended bytes', async () => {
    await index.scan();
    const rec = index.get(corpus.sessions.modern.id)!;
    const count = rec.messageCount;
    const events: IndexEvent[] = [];
    index.onEvent((e) => events.push(e));
    await appendFile(corpus.halfLine.path, corpus.halfLine.rest);
    await index.updatePath(corpus.halfLine.path);
    expect(rec.messageCount).toBe(count + 1);
    expect(rec.malformedLines).toBe(0);
    const upd = events.find((e) => e.type === 'conversation_updated');
    expect(upd && upd.type === 'conversation_updated' && upd.added.map((m) => m.index)).toEqual([count]);
    const text = upd && upd.type === 'conversation_updated' ? upd.added[0]!.blocks[0] : null;
    expect(text && text.type === 'text' && text.text).toBe('half-written prompt about quokkas');
  });

  it('reports a tool result correlated later as an updated message', async () => {
    await index.scan();
    const rec = index.get(corpus.sessions.beta.id)!;
    const events: IndexEvent[] = [];
    index.onEvent((e) => events.push(e));
    const ts = '2025-07-01T10:00:00.000Z';
    const base = { sessionId: rec.id, cwd: '/home/dev/beta-app', isSidechain: false, timestamp: ts };
    await appendFile(corpus.paths.beta, `${JSON.stringify({ ...base, type: 'assistant', uuid: 'n1', requestId: 'rq9', message: { id: 'msg_live', role: 'assistant', model: 'claude-sonnet-4-20250514', content: [{ type: 'tool_use', id: 'toolu_live', name: 'Bash', input: { command: 'ls' } }], usage: { input_tokens: 1, output_tokens: 2 } } })}\n`);
    await index.updatePath(corpus.paths.beta);
    expect(rec.pending.size).toBe(1);
    await appendFile(corpus.paths.beta, `${JSON.stringify({ ...base, type: 'user', uuid: 'n2', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_live', content: 'file-a file-b' }] } })}\n`);
    await index.updatePath(corpus.paths.beta);
    expect(rec.pending.size).toBe(0);
    const last = events.filter((e) => e.type === 'conversation_updated').pop();
    expect(last && last.type === 'conversation_updated' && last.added).toEqual([]);
    const updated = last && last.type === 'conversation_updated' ? last.updated[0] : undefined;
    const block = updated?.blocks.find((b) => b.type === 'tool_use');
    expect(block && block.type === 'tool_use' && block.result?.content).toBe('file-a file-b');
  });

  it('re-reads a truncated file from the start and drops removed conversations', async () => {
    await index.scan();
    await truncate(corpus.paths.old, 0);
    await writeFile(corpus.paths.old, `${JSON.stringify({ type: 'user', uuid: 'z', cwd: '/elsewhere', timestamp: '2025-06-09T00:00:00Z', message: { role: 'user', content: 'fresh start' } })}\n`);
    await index.scan();
    const rec = index.get(corpus.sessions.old.id)!;
    expect(rec.messageCount).toBe(1);
    expect(index.usage(rec).totalTokens).toBe(0);
    await rm(corpus.paths.modern);
    const r = await index.scan();
    expect(r.removed).toContain(corpus.sessions.modern.id);
    expect(index.get(corpus.sessions.modern.id)).toBeUndefined();
  });

  it('never turns a request value into a path: unsafe ids are not found', async () => {
    await index.scan();
    for (const id of ['../etc/passwd', '..', 'a/b', '', '%2e%2e']) expect(index.get(id)).toBeUndefined();
  });
});
