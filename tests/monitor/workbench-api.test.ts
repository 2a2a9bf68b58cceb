/**
 * The session workbench over real HTTP: what changed (diffs per edit and per file, a
 * file's history across the project's sessions), todos and plans, subagents and forks
 * with their cost (equal to `toolshed usage` to the token), the resume commands, costs
 * per message, /c/<id> addresses, and bad input (a cut line, a failed edit, a binary
 * write, an edited file that no longer exists).
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { startTranscriptService, type TranscriptService } from '../../src/transcripts/index.ts';
import { startMonitorServer, type MonitorServer } from '../../src/monitor/server.ts';
import { resumeCommands } from '../../src/transcripts/resume.ts';
import { main } from '../../src/cli/main.ts';
import { writeWorkbenchCorpus, OLD, NEW, FORK, SECRET, type WorkbenchCorpus } from '../fixtures/transcripts/workbench.ts';
import { tempDir } from '../helpers/paths.ts';
import { http } from './helpers.ts';

let dir: { path: string; cleanup: () => Promise<void> };
let corpus: WorkbenchCorpus;
let service: TranscriptService;
let monitor: MonitorServer;
const get = async (path: string) => {
  const r = await http(monitor.port, 'GET', path);
  return { status: r.status, body: r.status === 200 ? r.json() : r.text, headers: r.headers };
};
const sum = (t: { input: number; output: number; cacheWrite5m: number; cacheWrite1h: number; cacheRead: number }) => t.input + t.output + t.cacheWrite5m + t.cacheWrite1h + t.cacheRead;

beforeAll(async () => {
  dir = await tempDir('workbench-api-');
  corpus = await writeWorkbenchCorpus(dir.path);
  service = await startTranscriptService({ projectsDir: corpus.projectsDir, rescanMs: 60_000 });
  monitor = await startMonitorServer({ service, port: 0 });
});
afterAll(async () => {
  await monitor?.close();
  service?.close();
  await dir?.cleanup();
});

describe('what changed', () => {
  it('lists every file with the diff of each edit, from the client record', async () => {
    const { body } = await get(`/api/conversations/${OLD}/workbench`);
    // The file ends with a line cut mid-way: skipped, the five edits before it all there.
    expect(body.changes.edits).toBe(5);
    const list = (await get('/api/conversations')).body.conversations as Array<{ id: string; messageCount: number }>;
    expect(list.find((c) => c.id === OLD)!.messageCount).toBe(10);
    const files = body.changes.files as Array<{ path: string; exists: boolean | null; created: boolean; edits: Array<Record<string, any>> }>;
    expect(files.map((f) => f.path)).toEqual([join(corpus.cwd, 'old_notes.md'), corpus.existingFile, join(corpus.cwd, 'logo.bin')]);
    const notes = files[0]!;
    expect(notes.created).toBe(true);
    expect(notes.exists).toBe(false); // never on disk: shown from the transcript, and said
    expect(notes.edits[0]).toMatchObject({ tool: 'Write', kind: 'create', status: 'applied', source: 'computed', added: 2, removed: 0 });
    expect(notes.edits[0]!.patch).toContain('+# Notes');
    expect(notes.edits[1]).toMatchObject({ tool: 'MultiEdit', snippet: true, added: 1, removed: 1 });
    const req = files[1]!;
    expect(req.exists).toBe(true);
    const [applied, failed] = req.edits;
    expect(applied).toMatchObject({ tool: 'Edit', source: 'client', added: 2, removed: 1, messageIndex: 3 });
    expect(applied!.patch).toContain('@@ -1,2 +1,3 @@');
    expect(applied!.patch).toContain('+jupyter>=1.0.0');
    expect(failed).toMatchObject({ status: 'error', patch: null });
    expect(failed!.skipped).toContain('String to replace not found');
    const bin = files[2]!;
    expect(bin.edits[0]).toMatchObject({ patch: null, skipped: 'binary content: no text diff' });
  });

  it('places each edit in the message that shows its call', async () => {
    const { body } = await get(`/api/conversations/${OLD}/workbench`);
    for (const f of body.changes.files) {
      for (const e of f.edits) {
        const m = (await get(`/api/conversations/${OLD}/messages/${e.messageIndex}`)).body.message;
        expect(m.blocks.some((b: { id?: string }) => b.id === e.toolUseId)).toBe(true);
      }
    }
  });

  it("gives a file's history across the project's sessions, oldest first, subagents included", async () => {
    const { body } = await get(`/api/file-history?project=${encodeURIComponent(corpus.projectDir)}&path=${encodeURIComponent(corpus.existingFile)}`);
    expect(body.sessions.map((s: { conversationId: string }) => s.conversationId)).toEqual([OLD, NEW]);
    expect(body.sessions[1].edits[0].patch).toContain('+polars>=1.0');
    const agentFile = await get(`/api/file-history?project=${encodeURIComponent(corpus.projectDir)}&path=${encodeURIComponent(join(corpus.cwd, 'agent_notes.md'))}`);
    expect(agentFile.body.sessions[0].edits[0]).toMatchObject({ agent: 'agent-x1', messageIndex: null, kind: 'create' });
    expect((await get('/api/file-history?project=x')).status).toBe(400);
  });
});

describe('todos and plans', () => {
  it('follows TodoWrite lists and plans of a 1.0.x session', async () => {
    const { body } = await get(`/api/conversations/${OLD}/workbench`);
    expect(body.todos.snapshots).toHaveLength(2);
    expect(body.todos.current.map((t: { content: string; status: string }) => `${t.content}:${t.status}`)).toEqual(['Create the notebook:completed', 'Update requirements:in_progress']);
    expect(body.todos.plans).toEqual([expect.objectContaining({ plan: '## Plan\n1. Write **the notebook**\n2. Pin versions', outcome: 'approved', messageIndex: 8 })]);
  });

  it('folds the task tools and reads a 2.x plan from its result', async () => {
    const { body } = await get(`/api/conversations/${NEW}/workbench`);
    expect(body.todos.current.map((t: { id: string; content: string; status: string }) => `${t.id}:${t.content}:${t.status}`)).toEqual(['1:Pin versions:completed', '2:Run tests:pending']);
    expect(body.todos.snapshots).toHaveLength(3);
    expect(body.todos.plans[0]).toMatchObject({ plan: '# Release plan\n- tag\n- publish', filePath: '/home/dev/.claude/plans/release.md' });
  });
});

describe('subagents, forks and cost', () => {
  it('puts the subagent under its session with its own tokens; the parts add up to `toolshed usage`', async () => {
    const { body } = await get(`/api/conversations/${NEW}/workbench`);
    const [agent] = body.tree.agents;
    expect(agent).toMatchObject({ agent: 'agent-x1', agentType: 'general-purpose', description: 'Update requirements', messageIndex: 5, messages: 2 });
    // The agent's two lines: (7+11+0+300) + (3+9+0+200).
    expect(agent.tokens).toBe(530);
    const c = body.tree.cost;
    expect(c.mainThread.tokens + c.agents.tokens).toBe(c.total.tokens);
    expect(c.mainThread.cost + c.agents.cost).toBeCloseTo(c.total.cost, 12);

    let out = '';
    const args = ['usage', 'session', '--json', '--dir', join(corpus.projectsDir, '..'), '--tz', 'UTC'];
    expect(await main(args, { argv: args, env: { XDG_CACHE_HOME: join(dir.path, 'cache') }, cwd: '/', stdout: (t) => void (out += t), stderr: () => {} })).toBe(0);
    const rows = JSON.parse(out).rows as Array<{ key: string; tokens: Parameters<typeof sum>[0]; cost: number | { total: number } }>;
    const list = (await get('/api/conversations')).body.conversations as Array<{ id: string; tokens: number; cost: number }>;
    for (const id of [OLD, NEW, FORK]) {
      const row = rows.find((r) => r.key === id)!;
      const entry = list.find((x) => x.id === id)!;
      expect(entry.tokens).toBe(sum(row.tokens));
      const wb = (await get(`/api/conversations/${id}/workbench`)).body;
      expect(wb.tree.cost.total.tokens).toBe(sum(row.tokens));
      // Every message's own figure, plus the subagents, is the session's total, to the token.
      let messages = 0;
      for (const m of (await get(`/api/conversations/${id}/messages?limit=500`)).body.messages) if (m.cost && m.cost.countedIn === id) messages += m.cost.tokens;
      expect(messages + wb.tree.cost.agents.tokens).toBe(sum(row.tokens));
    }
  });

  it('shows a fork under its original, and the copied messages counted there', async () => {
    const parent = (await get(`/api/conversations/${NEW}/workbench`)).body;
    expect(parent.tree.forks.map((f: { id: string }) => f.id)).toEqual([FORK]);
    const fork = (await get(`/api/conversations/${FORK}/workbench`)).body;
    expect(fork.tree.forkedFromId).toBe(NEW);
    const msgs = (await get(`/api/conversations/${FORK}/messages`)).body.messages;
    expect(msgs[1].cost).toMatchObject({ countedIn: NEW });
    expect(msgs.at(-1).cost).toMatchObject({ countedIn: FORK, tokens: 10 });
  });
});

describe('resume', () => {
  it('gives the exact commands with the folder, shell-quoted', async () => {
    const { body } = await get(`/api/conversations/${NEW}/workbench`);
    expect(body.resume).toEqual({ folder: corpus.cwd, resume: `cd ${corpus.cwd} && claude --resume ${NEW}`, fork: `cd ${corpus.cwd} && claude --resume ${NEW} --fork-session` });
    const q = resumeCommands(NEW, '-x', ["/home/o'neil/my app; rm -rf ~"]);
    expect(q.resume).toBe(`cd '/home/o'\\''neil/my app; rm -rf ~' && claude --resume ${NEW}`);
    expect(() => resumeCommands('../etc', '-x', [])).toThrow();
  });
});

describe('search across every project', () => {
  const search = async (body: unknown) => {
    const r = await http(monitor.port, 'POST', '/api/search', { body: JSON.stringify(body) });
    expect(r.status).toBe(200);
    return (r.json().results as Array<{ id: string; messageIndex: number | null }>).map((x) => `${x.id.slice(0, 2)}@${x.messageIndex}`).sort();
  };

  it('filters by project, model, tool used, file touched and dates, results linking to the message', async () => {
    expect(await search({ tool: 'TaskCreate' })).toEqual(['b2@null']); // the fork's copy of the call is the original's
    expect(await search({ model: 'SONNET' })).toEqual(['a1@null', 'b2@null', 'c3@null']);
    expect(await search({ model: 'opus' })).toEqual([]);
    expect(await search({ file: 'old_notes' })).toEqual(['a1@2']);
    expect(await search({ file: 'agent_notes' })).toEqual(['b2@null']); // written by its subagent
    expect(await search({ project: 'music-app' })).toHaveLength(3);
    expect(await search({ project: corpus.projectDir })).toHaveLength(3);
    expect(await search({ project: 'nope' })).toEqual([]);
    // The old session's failed edit asked for polars too: its message is the one linked.
    expect(await search({ contentSearch: 'polars', tool: 'Edit' })).toEqual(['a1@4', 'b2@5']);
    expect(await search({ model: 'sonnet', dateFrom: '2025-06-09', dateTo: '2025-06-09' })).toEqual(['b2@null']);
  });
});

describe('export', () => {
  const exportOf = async (id: string, body: unknown) => {
    const r = await http(monitor.port, 'POST', `/api/conversations/${id}/download`, { body: JSON.stringify(body) });
    return { status: r.status, body: r.json() };
  };

  it('writes three detail levels, each holding more than the one before', async () => {
    const conv = (await exportOf(NEW, { detail: 'conversation' })).body;
    const tools = (await exportOf(NEW, { detail: 'tools' })).body;
    const all = (await exportOf(NEW, { detail: 'everything' })).body;
    expect(conv.content).toContain('Pinned and tested.');
    expect(conv.content).not.toContain('### Tool call');
    expect(tools.content).toContain('### Tool call: TaskCreate');
    expect(tools.content).toContain('+polars>=1.0'.slice(1)); // the edit's input
    expect(all.content.length).toBeGreaterThanOrEqual(tools.content.length);
    expect(conv.messageCount).toBeLessThan(tools.messageCount);
    expect(conv.content).toContain(`<a id="m0"></a>`);
  });

  it("masks what the literal-secret rule finds, and says so", async () => {
    for (const format of ['markdown', 'html']) {
      const r = (await exportOf(NEW, { format, detail: 'conversation' })).body;
      expect(r.content).not.toContain(SECRET);
      expect(r.content).toContain('[secret masked: GitHub token]');
      expect(r.secretsMasked).toBe(2); // the title (the first prompt) and the prompt itself
      expect(r.content).toContain('Secrets masked: 2');
    }
  });

  it('writes HTML with no script, no outside address and every text escaped', async () => {
    const r = (await exportOf(OLD, { format: 'html', detail: 'everything' })).body;
    expect(r.filename).toMatch(/\.html$/);
    expect(r.content).not.toMatch(/<script|src=|href="(?!#m\d)/i);
    expect(r.content).toContain('id="m3"');
    expect(r.content).toContain('**the notebook**'); // Markdown source shown as written, escaped
    expect((await exportOf(OLD, { format: 'pdf' })).status).toBe(400);
  });
});

describe('bad input', () => {
  it('reads a session with a 50 MB tool result: the message is cut with its size, the edit after it still has its diff', async () => {
    const id = 'e5e5e5e5-0000-4000-8000-000000000005';
    const big = 'x'.repeat(50 * 1024 * 1024);
    const base = { sessionId: id, cwd: corpus.cwd, version: '2.1.330', isSidechain: false };
    const lines = [
      { ...base, type: 'user', uuid: 'h0', timestamp: '2025-06-12T10:00:00.000Z', message: { role: 'user', content: 'dump the log' } },
      { ...base, type: 'assistant', uuid: 'h1', timestamp: '2025-06-12T10:00:01.000Z', requestId: 'r1', message: { id: 'h1', model: 'claude-sonnet-4-20250514', role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_h1', name: 'Bash', input: { command: 'cat big.log' } }], usage: { input_tokens: 1, output_tokens: 1 } } },
      { ...base, type: 'user', uuid: 'h2', timestamp: '2025-06-12T10:00:02.000Z', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_h1', content: big }] }, toolUseResult: { stdout: big, stderr: '' } },
      { ...base, type: 'assistant', uuid: 'h3', timestamp: '2025-06-12T10:00:03.000Z', requestId: 'r3', message: { id: 'h3', model: 'claude-sonnet-4-20250514', role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_h3', name: 'Write', input: { file_path: '/tmp/none/out.txt', content: 'ok\n' } }], usage: { input_tokens: 1, output_tokens: 1 } } },
      { ...base, type: 'user', uuid: 'h4', timestamp: '2025-06-12T10:00:04.000Z', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_h3', content: 'created' }] }, toolUseResult: { type: 'create', filePath: '/tmp/none/out.txt', content: 'ok\n', structuredPatch: [] } },
    ];
    await writeFile(join(corpus.projectsDir, corpus.projectDir, `${id}.jsonl`), lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    await service.index.scan();
    const wb = (await get(`/api/conversations/${id}/workbench`)).body;
    expect(wb.changes.files[0]).toMatchObject({ path: '/tmp/none/out.txt', exists: false, added: 1 });
    const r = await http(monitor.port, 'GET', `/api/conversations/${id}/messages`);
    expect(r.text.length).toBeLessThan(2 * 1024 * 1024);
    const call = r.json().messages[1].blocks[0];
    expect(call.result.truncated).toBe(50 * 1024 * 1024);
  }, 240_000); // four reads of a 50 MB line: minutes on a loaded 2-core machine
});

describe('addresses and checks', () => {
  it('serves the page at /c/<id>, and nothing at other paths', async () => {
    const page = await http(monitor.port, 'GET', `/c/${NEW}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('src="/app.js"');
    expect((await get('/c/../etc/passwd')).status).toBe(404);
    expect((await get('/c/a/b')).status).toBe(404);
  });

  it('keeps the Host and Origin checks on the new routes', async () => {
    for (const path of [`/api/conversations/${NEW}/workbench`, `/api/file-history?project=a&path=b`, `/c/${NEW}`]) {
      expect((await http(monitor.port, 'GET', path, { headers: { host: 'evil.example:80' } })).status).toBe(403);
      expect((await http(monitor.port, 'GET', path, { headers: { origin: 'http://evil.example' } })).status).toBe(403);
    }
    expect((await http(monitor.port, 'POST', `/api/conversations/${NEW}/workbench`)).status).toBe(405);
    expect((await get('/api/conversations/nope/workbench')).status).toBe(404);
  });
});
