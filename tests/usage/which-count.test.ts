/**
 * Which messages count (docs/usage.md, "Which messages count"): every assistant message
 * of every transcript file the client writes counts once, whether or not its session's
 * main file is still there. Real-shaped 2.1.x lines (the fields Claude Code 2.1.330
 * writes: requestId, apiBlockIndex, one line per content block with the usage repeated,
 * a fork's copies naming the original in requestSessionId) in the layouts that made
 * `toolshed usage` total less than ccusage on the same corpus:
 *
 * - an agent transcript in a folder below `subagents/` (the client writes some there and
 *   reads `subagents/` recursively);
 * - a session whose main file is gone (the client's cleanup) with its subagent file left;
 * - a fork whose original is gone (its copies still name the original);
 * - an older `agent-*.jsonl` of a session whose main file is gone.
 *
 * Each fails when its messages are dropped again; the ledger and the index (the
 * monitor's view) give the same reports.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { main } from '../../src/cli/main.ts';
import { loadUsageReportFromIndex } from '../../src/usage/load.ts';
import { tempDir } from '../helpers/paths.ts';

type Obj = Record<string, unknown>;
const MODEL = 'claude-opus-4-6';
const ORIGINAL = '0a0a0a0a-1111-4222-8333-000000000001';
const FORK = '0b0b0b0b-1111-4222-8333-000000000002';
const PRUNED = '0c0c0c0c-1111-4222-8333-000000000003';
const LIVE = '0d0d0d0d-1111-4222-8333-000000000004';
const PROJECT = '-home-dev-shop';

let n = 0;
const ts = () => new Date(Date.parse('2026-03-02T09:00:00Z') + 60_000 * ++n).toISOString();
const usage = (i: number, output: number) => ({ input_tokens: 3 + i, cache_creation_input_tokens: 500 + i, cache_read_input_tokens: 20_000 + i, output_tokens: output, cache_creation: { ephemeral_5m_input_tokens: 500 + i, ephemeral_1h_input_tokens: 0 }, service_tier: 'standard' });

/** One answer as the client writes it: a line per content block, the output growing, the usage repeated. */
function answer(sessionId: string, i: number, o: { sidechain?: boolean; agentId?: string; blocks?: number } = {}): Obj[] {
  const lines: Obj[] = [];
  const blocks = o.blocks ?? 2;
  for (let b = 0; b < blocks; b++) {
    lines.push({
      parentUuid: null, isSidechain: o.sidechain ?? false, ...(o.agentId ? { agentId: o.agentId } : {}),
      message: { id: `msg_${i}`, type: 'message', role: 'assistant', model: MODEL, content: [b === blocks - 1 ? { type: 'tool_use', id: `toolu_${i}`, name: 'Bash', input: { command: 'ls' } } : { type: 'text', text: 'Let me look.' }], stop_reason: b === blocks - 1 ? 'tool_use' : null, stop_sequence: null, usage: usage(i, b === blocks - 1 ? 40 + i : 2) },
      apiBlockIndex: b, requestId: `req_${i}`, type: 'assistant', uuid: `u-${sessionId.slice(0, 4)}-${i}-${b}`, timestamp: ts(), userType: 'external', entrypoint: 'cli', cwd: '/home/dev/shop', sessionId, version: '2.1.330', gitBranch: 'main',
    });
  }
  return lines;
}
const prompt = (sessionId: string, text: string): Obj => ({ parentUuid: null, isSidechain: false, type: 'user', message: { role: 'user', content: text }, uuid: `p-${sessionId.slice(0, 4)}-${++n}`, timestamp: ts(), userType: 'external', cwd: '/home/dev/shop', sessionId, version: '2.1.330' });

/** Expected totals: each distinct answer once, with its final (largest) output. */
const expected = (answers: number[]) => {
  const t = { input: 0, output: 0, cacheWrite5m: 0, cacheWrite1h: 0, cacheRead: 0, total: 0 };
  for (const i of answers) {
    const u = usage(i, 40 + i);
    t.input += u.input_tokens;
    t.output += u.output_tokens;
    t.cacheWrite5m += u.cache_creation_input_tokens;
    t.cacheRead += u.cache_read_input_tokens;
  }
  t.total = t.input + t.output + t.cacheWrite5m + t.cacheWrite1h + t.cacheRead;
  return t;
};

let dir: { path: string; cleanup: () => Promise<void> };
const claude = () => join(dir.path, 'claude');
const put = async (rel: string, lines: Obj[]) => {
  const p = join(claude(), 'projects', PROJECT, rel);
  await mkdir(dirname(p), { recursive: true });
  await writeFile(p, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
};

async function report(kind: string, cache = join(dir.path, 'cache')) {
  let out = '';
  let err = '';
  const code = await main(['usage', kind, '--json', '--tz', 'UTC', '--dir', claude()], { argv: [], env: { XDG_CACHE_HOME: cache }, cwd: '/', stdout: (t: string) => void (out += t), stderr: (t: string) => void (err += t) });
  expect(code, err).toBe(0);
  return JSON.parse(out);
}

beforeAll(async () => {
  dir = await tempDir('toolshed-which-count-');
  // A live session with an agent transcript in a folder below subagents/ (answers 1-3).
  await put(`${LIVE}.jsonl`, [prompt(LIVE, 'Run the workflow'), ...answer(LIVE, 1)]);
  await put(`${LIVE}/subagents/workflows/agent-a1b2c3.jsonl`, [...answer(LIVE, 2, { sidechain: true, agentId: 'a1b2c3' }), ...answer(LIVE, 3, { sidechain: true, agentId: 'a1b2c3', blocks: 1 })]);
  // A session whose main file the cleanup removed: its subagent file is left (answer 4).
  await put(`${PRUNED}/subagents/agent-d4e5f6.jsonl`, answer(PRUNED, 4, { sidechain: true, agentId: 'd4e5f6' }));
  // An older agent file of the same pruned session (answer 5).
  await put('agent-0f0f0f.jsonl', answer(PRUNED, 5, { sidechain: true, agentId: '0f0f0f', blocks: 1 }));
  // A fork whose original is gone: its copies (answers 6, 7) name the original; its own answer (8) does not.
  const copies = [...answer(ORIGINAL, 6), ...answer(ORIGINAL, 7)].map((l) => ({ ...l, sessionId: FORK, requestSessionId: ORIGINAL }));
  await put(`${FORK}.jsonl`, [prompt(FORK, 'Try another way'), ...copies, ...answer(FORK, 8)]);
});
afterAll(() => dir.cleanup());

describe('which messages count', () => {
  it('every answer of every file once: nested agent folders, sessions without a main file, a fork of a deleted original', async () => {
    const daily = await report('daily');
    expect(daily.totals.tokens).toEqual(expected([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(daily.totals.messages).toBe(8);
  });

  it('session rows: the missing sessions have their own rows, named by their folder (or "(deleted)")', async () => {
    const rows = (await report('session')).rows.map((r: Obj & { session: Obj; tokens: Obj }) => ({ key: r.key, messages: r.messages, project: r.session.project, total: r.tokens.total }));
    expect(rows.sort((a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key))).toEqual([
      { key: ORIGINAL, messages: 2, project: '(deleted)', total: expected([6, 7]).total },
      { key: FORK, messages: 1, project: 'shop', total: expected([8]).total },
      { key: PRUNED, messages: 2, project: PROJECT, total: expected([4, 5]).total },
      { key: LIVE, messages: 3, project: 'shop', total: expected([1, 2, 3]).total },
    ]);
  });

  it('the conversation index (the monitor\'s view) gives the same reports', async () => {
    for (const kind of ['daily', 'session', 'project'] as const) {
      const viaIndex = await loadUsageReportFromIndex({ projectsDir: join(claude(), 'projects'), options: { kind, timeZone: 'UTC', weekStart: 1 } as never });
      const viaLedger = await report(kind, join(dir.path, `cache-${kind}`));
      expect(JSON.parse(JSON.stringify(viaIndex.report)), kind).toEqual(viaLedger);
    }
  });

  it('a warm run (the digest) gives the same figures as the cold one', async () => {
    const cache = join(dir.path, 'cache-warm');
    const cold = await report('session', cache);
    expect(await report('session', cache)).toEqual(cold);
  });
});
