/**
 * Generates a Claude Code history for benchmarks in the shapes real ones have
 * (deterministic, seeded). Last session's benches met their goals on a corpus of
 * evenly sized sessions with short lines, and missed them on real transcripts, whose
 * bytes sit elsewhere:
 *
 * - **Line sizes.** Most lines are small (progress, queue operations, snapshots,
 *   attachments, assistant blocks of 1-3 KB), and most *bytes* are in a few long lines:
 *   tool results of 10-200 KB (build logs, whole files read, `Edit`'s `originalFile`),
 *   each written twice (the `tool_result` block and the `toolUseResult` copy), pasted
 *   texts, and base64 images of 50-600 KB (screenshots, pasted images).
 * - **Many small sessions.** Session sizes are heavy-tailed: a quarter are a few KB (a
 *   question, an aborted start, a file of summary lines), most are 50 KB-2 MB, a few are
 *   tens of MB (and optionally one of `bigSessionBytes`).
 * - **Subagents**, in the three layouts: sidechain lines in the main file (1.0.x),
 *   `agent-<id>.jsonl` beside the session (2.0.x) and `<session>/subagents/agent-<id>.jsonl`
 *   with a `.meta.json` (2.1.x); agents read files too, so their files are large.
 * - **2.x usage**: one line per content block with the usage repeated (partial output
 *   first), 1-hour cache writes beside 5-minute ones, `service_tier`; 1.0.x lines
 *   without `cache_creation`.
 * - **2.x line types**: queue-operation, attachment, file-history-snapshot, progress,
 *   system (turn_duration, compact_boundary), last-prompt, custom-title, api-request-start,
 *   tools-used, cost-state, mode; compaction summaries in long sessions; forks that copy
 *   earlier lines with `requestSessionId`.
 * - **Many projects** (folders under `projects/`).
 *
 * Shapes come from reading real transcripts and the line types the core knows
 * (src/transcripts/schemas.ts, tests/transcripts/client-2x.test.ts); no real text is
 * copied. Reused by the monitor, usage, analytics and status line benches.
 */
import { seededRandom } from '../tests/helpers/random.ts';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';

const SYL = ['ka', 'lo', 'mi', 'ne', 'ru', 'sta', 'ter', 'vin', 'pol', 'dra', 'ex', 'qui', 'zen', 'bar', 'fo', 'gle', 'hup', 'jor', 'wek', 'yat', 'cro', 'ment', 'ion', 'able'];
const CODE = ['const', 'function', 'return', 'import', 'export', 'await', 'async', 'interface', 'type', 'if', 'else', 'for', 'of', 'new', 'class', 'throw', 'try', 'catch'];
const MODELS_2X = ['claude-sonnet-4-5-20250929', 'claude-opus-4-5-20251101', 'claude-sonnet-4-5-20250929', 'claude-opus-4-1-20250805', 'claude-haiku-4-5-20251001'];
const MODELS_1X = ['claude-sonnet-4-20250514', 'claude-opus-4-20250514', 'claude-3-5-haiku-20241022'];
const VERSIONS = { old: ['1.0.17', '1.0.51', '1.0.98'], mid: ['2.0.14', '2.0.37', '2.0.64'], new: ['2.1.3', '2.1.88', '2.1.330'] };
type Era = keyof typeof VERSIONS;

export interface CorpusSpec {
  dir: string;
  targetBytes: number;
  /** About how many sessions (main files); real histories have ~1 per MB. */
  sessions: number;
  projects: number;
  /** Also write one session of about this many bytes (0 for none). */
  bigSessionBytes?: number;
  /**
   * Session sizes (bytes, and whether it is a recent client's), in order; default: the
   * heavy-tailed mix below. `benchCorpus` passes the issue 39 shape.
   */
  sizes?: (rand: () => number) => Array<{ bytes: number; recent: boolean }>;
  seed?: number;
}

export interface CorpusInfo {
  projectsDir: string;
  files: number;
  bytes: number;
  sessions: string[];
  bigSession: string | null;
  /** A word that appears in exactly one session (for content search). */
  rareWord: string;
  rareSession: string;
  /** Lines by size: how many under 1 KB, 1-10 KB, 10-100 KB, over 100 KB. */
  lineSizes: { under1k: number; to10k: number; to100k: number; over100k: number };
}

type Obj = Record<string, unknown>;

export async function generateCorpus(spec: CorpusSpec): Promise<CorpusInfo> {
  const rand = seededRandom(spec.seed ?? 42);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const pick = <T>(a: readonly T[]): T => a[Math.floor(rand() * a.length)]!;
  const chance = (p: number) => rand() < p;
  /** Heavy-tailed sizes: log-uniform between lo and hi. */
  const logSize = (lo: number, hi: number) => Math.round(Math.exp(Math.log(lo) + rand() * (Math.log(hi) - Math.log(lo))));

  const vocab: string[] = [];
  for (let i = 0; i < 20_000; i++) {
    let w = '';
    for (let k = 0, n = 1 + Math.floor(rand() * 3); k < n; k++) w += pick(SYL);
    vocab.push(w);
  }
  const words = (n: number) => {
    const out: string[] = [];
    for (let i = 0; i < n; i++) out.push(vocab[Math.floor(Math.pow(rand(), 2) * vocab.length)]!);
    return out.join(' ');
  };
  const hex = (n: number) => {
    let s = '';
    for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(rand() * 16)];
    return s;
  };
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${hex(12)}`;
  // Pools sliced for long texts: generating every byte of a gigabyte at random is slow, and
  // a real history repeats itself too (the same files read again, the same logs).
  const codePool = Array.from({ length: 4000 }, () => `  ${pick(CODE)} ${pick(vocab)}${pick(['Handler', 'Store', 'Id', ''])} = ${pick(vocab)}(${pick(vocab)}, '${hex(6)}');`);
  const logPool = Array.from({ length: 4000 }, (_, i) => pick([`[${hex(4)}] ${words(6)} ok (${int(1, 900)} ms)`, `npm warn ${words(5)}`, `  at ${pick(vocab)} (/home/dev/${pick(vocab)}/src/${pick(vocab)}.ts:${i}:${int(1, 80)})`, `✓ ${words(4)} ${int(1, 99)} tests`, `${words(10)}`]));
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let b64Pool = '';
  while (b64Pool.length < 1 << 20) b64Pool += B64[Math.floor(rand() * 64)]! + B64[Math.floor(rand() * 64)]! + B64[Math.floor(rand() * 64)]! + B64[Math.floor(rand() * 64)]!;
  const slice = (pool: string[], bytes: number, numbered = false) => {
    const out: string[] = [];
    let n = 0;
    for (let i = int(0, pool.length - 1); n < bytes; i = (i + 1) % pool.length) {
      const line = numbered ? `${String(out.length + 1).padStart(6)}→${pool[i]}` : pool[i]!;
      out.push(line);
      n += line.length + 1;
    }
    return out.join('\n');
  };
  const base64 = (bytes: number) => {
    let s = '';
    while (s.length < bytes) s += b64Pool.slice(int(0, b64Pool.length - 4096), b64Pool.length);
    return s.slice(0, bytes);
  };

  const projectsDir = join(spec.dir, 'projects');
  const projects: Array<{ dir: string; cwd: string }> = [];
  for (let p = 0; p < spec.projects; p++) {
    const cwd = `/home/dev/${pick(['work', 'src', 'code', 'clients/acme'])}/${pick(vocab)}-${p}`;
    const dir = join(projectsDir, cwd.replace(/[^A-Za-z0-9]/g, '-'));
    await mkdir(dir, { recursive: true });
    projects.push({ dir, cwd });
  }
  const info: CorpusInfo = { projectsDir, files: 0, bytes: 0, sessions: [], bigSession: null, rareWord: 'xylophonequasar', rareSession: '', lineSizes: { under1k: 0, to10k: 0, to100k: 0, over100k: 0 } };
  let clock = Date.parse('2024-03-01T08:00:00Z');
  /** Main-thread message lines of earlier 2.1 sessions, for forks to copy. */
  let forkSource: { id: string; lines: Obj[]; project: (typeof projects)[number] } | null = null;

  class File {
    readonly out: WriteStream;
    written = 0;
    constructor(path: string) {
      this.out = createWriteStream(path);
      info.files++;
    }
    async put(o: Obj): Promise<void> {
      const line = `${JSON.stringify(o)}\n`;
      const n = Buffer.byteLength(line);
      this.written += n;
      info.bytes += n;
      const s = info.lineSizes;
      if (n < 1024) s.under1k++;
      else if (n < 10_240) s.to10k++;
      else if (n < 102_400) s.to100k++;
      else s.over100k++;
      if (!this.out.write(line)) await once(this.out, 'drain');
    }
    async close(): Promise<void> {
      this.out.end();
      await once(this.out, 'finish');
    }
  }

  const tick = (lo = 1000, hi = 20_000) => new Date((clock += int(lo, hi))).toISOString();

  /** A tool call's input and its result (text or image), sized as real ones are. */
  function toolCall(tool: string, cwd: string): { input: Obj; result: unknown; extra: Obj } {
    const file = `${cwd}/src/${pick(vocab)}/${pick(vocab)}.ts`;
    switch (tool) {
      case 'Read': {
        const content = slice(codePool, logSize(200, 6000), true);
        return { input: { file_path: file }, result: content, extra: { type: 'text', file: { filePath: file, content, numLines: content.split('\n').length, startLine: 1, totalLines: 400 } } };
      }
      case 'Bash': {
        const big = chance(0.03);
        const out = slice(logPool, big ? logSize(20_000, 120_000) : logSize(60, 3000));
        return { input: { command: pick(['npm test', 'npm run build', 'git status', `git log --oneline -${int(5, 50)}`, `ls -la ${cwd}`]), description: words(4) }, result: out, extra: { stdout: out, stderr: '', interrupted: false, isImage: false } };
      }
      case 'Edit': {
        const old = slice(codePool, logSize(60, 2000));
        const original = slice(codePool, logSize(500, 8000));
        return { input: { file_path: file, old_string: old, new_string: `${old}\n${words(8)}` }, result: `The file ${file} has been updated.`, extra: { filePath: file, oldString: old, newString: old, originalFile: original, structuredPatch: [{ oldStart: 1, oldLines: 3, newStart: 1, newLines: 4, lines: old.split('\n').slice(0, 8) }], userModified: false } };
      }
      case 'Write': {
        const content = slice(codePool, logSize(300, 8000));
        return { input: { file_path: file, content }, result: `File created successfully at: ${file}`, extra: { type: 'create', filePath: file, content } };
      }
      case 'Grep':
      case 'Glob': {
        const out = Array.from({ length: int(1, 80) }, () => `${cwd}/src/${pick(vocab)}/${pick(vocab)}.ts`).join('\n');
        return { input: { pattern: pick(vocab), path: cwd }, result: out, extra: { mode: 'files_with_matches', filenames: out.split('\n'), numFiles: out.split('\n').length } };
      }
      case 'Screenshot': {
        const data = base64(logSize(10_000, 100_000));
        return { input: { fullPage: chance(0.5) }, result: [{ type: 'text', text: 'Took the screenshot' }, { type: 'image', source: { type: 'base64', media_type: 'image/png', data } }], extra: {} };
      }
      case 'WebFetch': {
        const out = words(logSize(200, 8000));
        return { input: { url: `https://docs.example.test/${pick(vocab)}`, prompt: words(10) }, result: out, extra: { bytes: out.length, code: 200, result: out } };
      }
      default:
        return { input: { todos: Array.from({ length: int(1, 8) }, () => ({ content: words(6), status: pick(['pending', 'in_progress', 'completed']), activeForm: words(4) })) }, result: 'Todos have been modified successfully.', extra: {} };
    }
  }
  const TOOLS = ['Read', 'Read', 'Read', 'Bash', 'Bash', 'Edit', 'Edit', 'Grep', 'Glob', 'Write', 'TodoWrite', 'WebFetch', 'Screenshot', 'Task'];
  const toolName = (t: string) => (t === 'Screenshot' ? 'mcp__playwright__browser_take_screenshot' : t);

  function usageOf(era: Era, output: number): Obj {
    const u: Obj = { input_tokens: int(1, 60), cache_creation_input_tokens: 0, cache_read_input_tokens: int(8000, 180_000), output_tokens: output };
    if (era === 'old') u.cache_creation_input_tokens = int(0, 6000);
    else {
      const w5 = chance(0.5) ? int(0, 4000) : 0;
      const w1 = era === 'new' && chance(0.7) ? int(100, 24_000) : 0;
      u.cache_creation_input_tokens = w5 + w1;
      u.cache_creation = { ephemeral_5m_input_tokens: w5, ephemeral_1h_input_tokens: w1 };
      u.service_tier = 'standard';
    }
    return u;
  }

  /**
   * What 2.1.x writes before each API request: the new part of the request (a blob of a
   * few hundred bytes to a few KB), the request's parameters (~1 KB) and a latch line; the
   * whole request shape (tens of KB) once per session and model. Small lines, many of them.
   */
  const shapes = new Set<string>();
  async function apiRequest(f: File, sessionId: string, version: string): Promise<void> {
    const shapeHash = hex(64);
    if (!shapes.has(sessionId)) {
      shapes.add(sessionId);
      await f.put({ type: 'api-request-shape', sessionId, shapeHash, timestamp: tick(1, 10), version, shape: { system: [{ type: 'text', text: words(int(2000, 6000)) }], tools: Array.from({ length: int(10, 30) }, () => ({ name: pick(vocab), description: words(int(30, 200)) })) } });
    }
    const hash = hex(64);
    await f.put({ type: 'api-request-blob', sessionId, hash, message: { role: 'user', content: [{ type: 'text', text: `<system-reminder>\n${words(int(20, 400))}\n</system-reminder>` }] } });
    await f.put({ type: 'api-request', sessionId, id: uuid(), timestamp: tick(1, 10), version, querySource: 'repl_main_thread', shapeHash, params: { model: pick(MODELS_2X), max_tokens: 32000, thinking: { type: 'adaptive' } }, base: hash, keep: int(1, 200), tail: [hash], cacheControl: { ttl: '1h' }, requestDigest: hex(64) });
    await f.put({ type: 'atis-latch', atis: '', sessionId });
  }

  /** One session (main file, subagent files); returns its id. */
  async function writeSession(bytes: number, opts: { rare?: boolean; recent?: boolean } = {}): Promise<string> {
    const era: Era = opts.recent ? 'new' : chance(0.15) ? 'old' : chance(0.3) ? 'mid' : 'new';
    // Forks (2.1.x `--fork-session`) live beside their original.
    const fork = era === 'new' && forkSource && chance(0.08) ? forkSource : null;
    const project = fork?.project ?? pick(projects);
    const id = uuid();
    const main = new File(join(project.dir, `${id}.jsonl`));
    const version = pick(VERSIONS[era]);
    const models = era === 'old' ? MODELS_1X : MODELS_2X;
    let parent: string | null = null;
    const mainLines: Obj[] = [];
    const base = (type: string, sidechain = false, agentId?: string): Obj => {
      const u = uuid();
      const o: Obj = { parentUuid: parent, isSidechain: sidechain, userType: 'external', cwd: project.cwd, sessionId: id, version, gitBranch: 'main', ...(agentId ? { agentId } : {}), type, uuid: u, timestamp: tick() };
      if (!sidechain) parent = u;
      return o;
    };
    if (era === 'old' && chance(0.5)) for (let i = 0, n = int(1, 3); i < n; i++) await main.put({ type: 'summary', summary: words(int(3, 9)), leafUuid: uuid() });
    if (era === 'old' && !opts.rare && chance(0.1)) {
      // A file of summary lines only (1.0.x wrote those).
      await main.close();
      info.sessions.push(id);
      return id;
    }
    if (era === 'new' && chance(0.6)) await main.put({ type: 'mode', mode: 'default', sessionId: id });
    if (fork) {
      await main.put({ type: 'queue-operation', operation: 'enqueue', timestamp: tick(), sessionId: id, content: words(6) });
      for (const l of fork.lines.slice(0, int(2, fork.lines.length))) await main.put({ ...l, sessionId: id, ...(l.type === 'assistant' ? { requestSessionId: fork.id } : {}) });
    }
    if (era === 'new' && chance(0.05)) await main.put({ type: 'custom-title', customTitle: words(3), sessionId: id });
    // Tiny sessions answer one question without tools.
    const tiny = bytes < 30_000;
    let nextCompaction = 4_000_000;
    let subDir: string | null = null;
    let turn = 0;
    while (main.written < bytes || turn === 0) {
      turn++;
      const promptText = `${words(int(4, 60))}${opts.rare && turn === 1 ? ` ${info.rareWord}` : ''}`;
      let content: unknown = promptText;
      if (!tiny && chance(0.02)) content = [{ type: 'text', text: promptText }, { type: 'image', source: { type: 'base64', media_type: 'image/png', data: base64(logSize(20_000, 200_000)) } }];
      else if (!tiny && chance(0.05)) content = `${promptText}\n\n${slice(logPool, logSize(2000, 40_000))}`;
      if (era !== 'old') {
        await main.put({ type: 'queue-operation', operation: 'enqueue', timestamp: tick(), sessionId: id, content: promptText.slice(0, 200) });
        await main.put({ type: 'queue-operation', operation: 'dequeue', timestamp: tick(10, 100), sessionId: id });
      }
      const prompt = { ...base('user'), message: { role: 'user', content } };
      await main.put(prompt);
      mainLines.push(prompt);
      if (era !== 'old') {
        await main.put({ type: 'file-history-snapshot', messageId: uuid(), snapshot: { messageId: uuid(), trackedFileBackups: Object.fromEntries(Array.from({ length: int(0, 30) }, () => [`src/${pick(vocab)}.ts`, { backupFileName: `${hex(16)}@v${int(1, 9)}`, version: int(1, 9), backupTime: tick(1, 10) }])), timestamp: tick(1, 10) }, isSnapshotUpdate: false });
        // 2.1.x attaches several things to each prompt (memory, hooks, todos, the date, skills).
        for (let a = 0, n = era === 'new' ? int(4, 14) : int(0, 2); a < n; a++) await main.put({ ...base('attachment'), attachment: { type: pick(['todo', 'hook_success', 'nested_memory', 'date_change', 'skill_listing']), content: words(int(10, 120)) } });
      }
      const steps = tiny ? 0 : int(1, 9);
      for (let s = 0; s < steps && main.written < bytes; s++) {
        const msgId = `msg_${hex(24)}`;
        const req = `req_${hex(24)}`;
        const model = pick(models);
        const usage = usageOf(era, 0);
        const tool = pick(TOOLS);
        const call = tool === 'Task' ? { input: { subagent_type: pick(['Explore', 'general-purpose', 'code-reviewer']), prompt: words(60), description: words(4) }, result: words(int(100, 800)), extra: { status: 'completed', totalTokens: int(1000, 90_000) } } : toolCall(tool, project.cwd);
        const toolId = `toolu_${hex(24)}`;
        if (era === 'new') await apiRequest(main, id, version);
        const blocks: Obj[] = [];
        if (era !== 'old' && chance(0.4)) blocks.push({ type: 'thinking', thinking: words(int(30, 500)), signature: base64(int(300, 2000)) });
        if (chance(0.7)) blocks.push({ type: 'text', text: words(int(5, 150)) });
        blocks.push({ type: 'tool_use', id: toolId, name: toolName(tool), input: call.input });
        const finalOut = int(20, 2500);
        for (let b = 0; b < blocks.length; b++) {
          const last = b === blocks.length - 1;
          const line = { ...base('assistant'), requestId: req, message: { id: msgId, type: 'message', role: 'assistant', model, content: [blocks[b]], stop_reason: last ? 'tool_use' : null, stop_sequence: null, usage: { ...usage, output_tokens: last ? finalOut : b + 1 } } };
          await main.put(line);
          mainLines.push(line);
        }
        if (era !== 'old') for (let p = 0, n = tool === 'Bash' ? int(0, 6) : era === 'new' ? int(2, 5) : int(0, 1); p < n; p++) await main.put({ ...base('progress'), data: tool === 'Bash' ? { type: 'bash_progress', output: slice(logPool, int(50, 2000)), elapsedTimeSeconds: p + 1 } : { type: 'hook_progress', hookEvent: 'PostToolUse', hookName: 'format' }, toolUseID: toolId, parentToolUseID: toolId });
        if (tool === 'Task') {
          // The agent's own transcript: it reads and searches, as Explore agents do.
          const agentId = hex(8);
          let agent: File;
          if (era === 'old') agent = main;
          else if (era === 'mid') {
            agent = new File(join(project.dir, `agent-${agentId}.jsonl`));
          } else {
            subDir ??= join(project.dir, id, 'subagents');
            await mkdir(subDir, { recursive: true });
            agent = new File(join(subDir, `agent-${agentId}.jsonl`));
            await writeFile(join(subDir, `agent-${agentId}.meta.json`), JSON.stringify({ agentType: (call.input as Obj).subagent_type, description: (call.input as Obj).description }));
          }
          await agent.put({ ...base('user', true, agentId), message: { role: 'user', content: (call.input as Obj).prompt } });
          for (let k = 0, n = int(1, 12); k < n; k++) {
            const t = pick(['Read', 'Grep', 'Glob', 'Bash']);
            const sub = toolCall(t, project.cwd);
            const sid = `toolu_${hex(24)}`;
            await agent.put({ ...base('assistant', true, agentId), requestId: `req_${hex(24)}`, message: { id: `msg_${hex(24)}`, type: 'message', role: 'assistant', model: 'claude-haiku-4-5-20251001', content: [{ type: 'tool_use', id: sid, name: t, input: sub.input }], stop_reason: 'tool_use', usage: usageOf(era, int(20, 600)) } });
            await agent.put({ ...base('user', true, agentId), message: { role: 'user', content: [{ tool_use_id: sid, type: 'tool_result', content: sub.result }] }, toolUseResult: sub.extra });
          }
          await agent.put({ ...base('assistant', true, agentId), requestId: `req_${hex(24)}`, message: { id: `msg_${hex(24)}`, type: 'message', role: 'assistant', model: 'claude-haiku-4-5-20251001', content: [{ type: 'text', text: call.result }], stop_reason: 'end_turn', usage: usageOf(era, int(100, 1500)) } });
          if (agent !== main) await agent.close();
        }
        const result = { ...base('user'), message: { role: 'user', content: [{ tool_use_id: toolId, type: 'tool_result', content: call.result, ...(chance(0.04) ? { is_error: true } : {}) }] }, toolUseResult: call.extra };
        await main.put(result);
        mainLines.push(result);
      }
      const answer = { ...base('assistant'), requestId: `req_${hex(24)}`, message: { id: `msg_${hex(24)}`, type: 'message', role: 'assistant', model: pick(models), content: [{ type: 'text', text: words(int(10, 300)) }], stop_reason: 'end_turn', stop_sequence: null, usage: usageOf(era, int(50, 1500)) } };
      await main.put(answer);
      mainLines.push(answer);
      if (era !== 'old') {
        await main.put({ ...base('system'), subtype: 'turn_duration', durationMs: int(2000, 400_000), isMeta: false });
        if (era === 'new') {
          await main.put({ type: 'tools-used', tools: ['Read', 'Bash'], timestamp: tick(1, 10), sessionId: id });
          if (chance(0.3)) await main.put({ type: 'cost-state', totalCostUSD: rand() * 5, timestamp: tick(1, 10), sessionId: id });
          await main.put({ type: 'last-prompt', lastPrompt: promptText.slice(0, 200), sessionId: id });
        }
      }
      // Long sessions are compacted now and then: a boundary and a long summary prompt.
      if (main.written > nextCompaction) {
        nextCompaction += 4_000_000;
        await main.put({ ...base('system'), subtype: 'compact_boundary', content: 'Conversation compacted', compactMetadata: { trigger: 'auto', preTokens: int(150_000, 190_000) } });
        await main.put({ ...base('user'), isCompactSummary: true, message: { role: 'user', content: `This session is being continued from a previous conversation. ${words(int(800, 3000))}` } });
      }
    }
    await main.close();
    // The rare word must stay in one session: its session is never copied.
    if (era === 'new' && mainLines.length > 4 && !opts.rare) forkSource = { id, lines: mainLines.filter((l) => l.type !== 'user' || typeof (l.message as Obj).content === 'string'), project };
    info.sessions.push(id);
    clock += 60_000 * int(5, 60 * 30); // the next session: minutes to a day later
    return id;
  }

  const big = spec.bigSessionBytes ?? 0;
  const mean = Math.max(4000, (spec.targetBytes - big) / spec.sessions);
  // A quarter tiny, most between a tenth and twice the mean, a few ten times it.
  const mixed = () => {
    const r = rand();
    return { bytes: r < 0.25 ? logSize(600, 30_000) : r < 0.95 ? logSize(mean / 10, mean * 2.4) : logSize(mean * 3, mean * 20), recent: false };
  };
  const plan = spec.sizes?.(rand) ?? [];
  let i = 0;
  while (info.bytes < spec.targetBytes - big) {
    const next = i < plan.length ? plan[i]! : mixed();
    const id = await writeSession(next.bytes, { rare: i === 7, recent: next.recent });
    if (i === 7) info.rareSession = id;
    i++;
  }
  if (big > 0) info.bigSession = await writeSession(big);
  return info;
}

/**
 * The shape of issue 39's corpus, per GB: 1,000 sessions in 20 projects, 300 of them
 * 2.7-3.5 MB sessions of recent client versions with long tool results, the rest
 * 30 KB-900 KB; about 617,000 lines (1.7 KB a line on average). Shuffled, so large and
 * small sessions alternate in time as they do in a real history.
 */
export function issue39Sizes(mb: number): (rand: () => number) => Array<{ bytes: number; recent: boolean }> {
  return (rand) => {
    const sessions = Math.max(50, Math.round((mb * 1000) / 1024));
    const logSize = (lo: number, hi: number) => Math.round(Math.exp(Math.log(lo) + rand() * (Math.log(hi) - Math.log(lo))));
    const out = Array.from({ length: sessions }, (_, i) => (i < sessions * 0.3 ? { bytes: Math.round((2.7 + rand() * 0.8) * 1048576), recent: true } : { bytes: logSize(30_000, 900_000), recent: false }));
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
}

/**
 * A corpus of `mb` megabytes for a bench, generated once into `<keep>/<mb>mb-v2` and
 * reused when `keep` is set (the generator is deterministic), else into `work`. Every
 * bench uses the same shape: issue 39's (`issue39Sizes`).
 */
export async function benchCorpus(mb: number, keep: string, work: string): Promise<CorpusInfo & { dir: string }> {
  const { existsSync } = await import('node:fs');
  const { readFile, writeFile } = await import('node:fs/promises');
  const dir = keep ? join(keep, `${mb}mb-v2`) : join(work, `corpus-${mb}mb`);
  await mkdir(dir, { recursive: true });
  const infoFile = join(dir, 'corpus-info.json');
  if (keep && existsSync(infoFile)) return { ...(JSON.parse(await readFile(infoFile, 'utf8')) as CorpusInfo), dir };
  const sizes = issue39Sizes(mb);
  const info = await generateCorpus({ dir, targetBytes: mb * 1024 * 1024, sessions: Math.max(50, Math.round(mb)), projects: 20, sizes });
  if (keep) await writeFile(infoFile, JSON.stringify(info));
  return { ...info, dir };
}
