/**
 * Generates a realistic Claude Code corpus for benchmarks (deterministic, seeded):
 * 2.x lines (one line per content block with repeated usage, progress, snapshots,
 * system lines, tool results carrying file contents), some 1.0.x sessions, subagent
 * files, hashes and paths in the text. Reusable by other benches (dashboard, usage).
 */
import { seededRandom } from '../tests/helpers/random.ts';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';

const rng = seededRandom;

const SYL = ['ka', 'lo', 'mi', 'ne', 'ru', 'sta', 'ter', 'vin', 'pol', 'dra', 'ex', 'qui', 'zen', 'bar', 'fo', 'gle', 'hup', 'jor', 'wek', 'yat', 'cro', 'ment', 'ion', 'able'];
const CODE = ['const', 'function', 'return', 'import', 'export', 'await', 'async', 'interface', 'type', 'if', 'else', 'for', 'of', 'new', 'class', 'throw', 'try', 'catch'];
const TOOLS = ['Read', 'Edit', 'Bash', 'Grep', 'Glob', 'Write', 'TodoWrite', 'Task', 'WebFetch', 'mcp__github__list_issues'];
const MODELS = ['claude-sonnet-4-5-20250929', 'claude-opus-4-1-20250805', 'claude-haiku-4-5-20251001', 'claude-sonnet-4-20250514', 'claude-opus-4-5-20251101'];

export interface CorpusSpec {
  dir: string;
  targetBytes: number;
  sessions: number;
  projects: number;
  /** Also write one session of about this many bytes (0 for none). */
  bigSessionBytes?: number;
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
}

export async function generateCorpus(spec: CorpusSpec): Promise<CorpusInfo> {
  const rand = rng(spec.seed ?? 42);
  const pick = <T>(a: readonly T[]): T => a[Math.floor(rand() * a.length)]!;
  const vocab: string[] = [];
  for (let i = 0; i < 20_000; i++) {
    let w = '';
    const n = 1 + Math.floor(rand() * 3);
    for (let k = 0; k < n; k++) w += pick(SYL);
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
  const codeText = (lines: number) => {
    const out: string[] = [];
    for (let i = 0; i < lines; i++) out.push(`${String(i + 1).padStart(6)}→  ${pick(CODE)} ${pick(vocab)}${pick(['Handler', 'Store', 'Id', ''])} = ${pick(vocab)}(${pick(vocab)}, '${hex(6)}');`);
    return out.join('\n');
  };

  const projectsDir = join(spec.dir, 'projects');
  const projects: Array<{ dir: string; cwd: string }> = [];
  for (let p = 0; p < spec.projects; p++) {
    const cwd = `/home/dev/work/${pick(vocab)}-${p}`;
    const dir = join(projectsDir, cwd.replace(/[^A-Za-z0-9]/g, '-'));
    await mkdir(dir, { recursive: true });
    projects.push({ dir, cwd });
  }
  const info: CorpusInfo = { projectsDir, files: 0, bytes: 0, sessions: [], bigSession: null, rareWord: 'xylophonequasar', rareSession: '' };
  let clock = Date.parse('2024-01-01T00:00:00Z');

  async function writeSession(bytes: number, opts: { rare?: boolean; old?: boolean } = {}): Promise<string> {
    const project = pick(projects);
    const id = uuid();
    const out = createWriteStream(join(project.dir, `${id}.jsonl`));
    let written = 0;
    const version = opts.old ? '1.0.17' : pick(['2.0.14', '2.0.64', '2.1.3']);
    let parent: string | null = null;
    const put = async (o: Record<string, unknown>) => {
      const line = `${JSON.stringify(o)}\n`;
      written += Buffer.byteLength(line);
      if (!out.write(line)) await once(out, 'drain');
    };
    const base = (type: string, sidechain = false) => {
      const uuidv = uuid();
      const o = { parentUuid: parent, isSidechain: sidechain, userType: 'external', cwd: project.cwd, sessionId: id, version, gitBranch: 'main', type, uuid: uuidv, timestamp: new Date((clock += 1000 + Math.floor(rand() * 20_000))).toISOString() };
      parent = uuidv;
      return o;
    };
    if (!opts.old) await put({ type: 'queue-operation', operation: 'dequeue', timestamp: new Date(clock).toISOString(), sessionId: id });
    let turn = 0;
    let subagent: { out: ReturnType<typeof createWriteStream> } | null = null;
    while (written < bytes) {
      turn++;
      await put({ ...base('user'), message: { role: 'user', content: `${words(8 + Math.floor(rand() * 40))}${opts.rare && turn === 3 ? ` ${info.rareWord}` : ''}` } });
      if (!opts.old) await put({ type: 'file-history-snapshot', messageId: uuid(), snapshot: { messageId: uuid(), trackedFileBackups: {}, timestamp: new Date(clock).toISOString() }, isSnapshotUpdate: false });
      const steps = 1 + Math.floor(rand() * 6);
      for (let s = 0; s < steps && written < bytes; s++) {
        const msgId = `msg_${hex(24)}`;
        const req = `req_${hex(24)}`;
        const model = pick(MODELS);
        const usage = { input_tokens: Math.floor(rand() * 20), cache_creation_input_tokens: Math.floor(rand() * 5000), cache_read_input_tokens: Math.floor(rand() * 90_000), output_tokens: 0, service_tier: 'standard' } as Record<string, unknown>;
        if (!opts.old) usage.cache_creation = { ephemeral_5m_input_tokens: usage.cache_creation_input_tokens, ephemeral_1h_input_tokens: 0 };
        const finalOut = 20 + Math.floor(rand() * 1500);
        const tool = pick(TOOLS);
        const toolId = `toolu_${hex(24)}`;
        const blocks: Array<Record<string, unknown>> = [];
        if (!opts.old && rand() < 0.4) blocks.push({ type: 'thinking', thinking: words(30 + Math.floor(rand() * 120)), signature: hex(64) });
        blocks.push({ type: 'text', text: words(10 + Math.floor(rand() * 150)) });
        const input = tool === 'Bash' ? { command: `git log --oneline ${hex(7)} && npm test -- ${pick(vocab)}`, description: words(5) } : tool === 'Task' ? { subagent_type: pick(['code-reviewer', 'general-purpose', 'Explore']), prompt: words(40), description: words(4) } : { file_path: `${project.cwd}/src/${pick(vocab)}/${pick(vocab)}.ts`, pattern: pick(vocab) };
        blocks.push({ type: 'tool_use', id: toolId, name: tool, input });
        for (let b = 0; b < blocks.length; b++) {
          const last = b === blocks.length - 1;
          await put({ ...base('assistant'), requestId: req, message: { id: msgId, type: 'message', role: 'assistant', model, content: [blocks[b]], stop_reason: last ? 'tool_use' : null, stop_sequence: null, usage: { ...usage, output_tokens: last ? finalOut : b + 1 } } });
        }
        if (!opts.old && rand() < 0.5) await put({ ...base('progress'), data: { type: 'hook_progress', hookEvent: 'PostToolUse', hookName: 'format' }, toolUseID: toolId, parentToolUseID: toolId });
        const resultText = tool === 'Read' || tool === 'Grep' ? codeText(20 + Math.floor(rand() * 300)) : words(20 + Math.floor(rand() * 200));
        await put({ ...base('user'), message: { role: 'user', content: [{ tool_use_id: toolId, type: 'tool_result', content: resultText, ...(rand() < 0.05 ? { is_error: true } : {}) }] }, toolUseResult: { stdout: resultText.slice(0, 2000), stderr: '', interrupted: false } });
        if (tool === 'Task' && !opts.old) {
          if (!subagent) {
            await mkdir(join(project.dir, id, 'subagents'), { recursive: true });
            subagent = { out: createWriteStream(join(project.dir, id, 'subagents', `agent-${hex(7)}.jsonl`)) };
            info.files++;
          }
          const line = `${JSON.stringify({ ...base('assistant', true), agentId: 'a1', requestId: `req_${hex(24)}`, message: { id: `msg_${hex(24)}`, type: 'message', role: 'assistant', model: 'claude-haiku-4-5-20251001', content: [{ type: 'text', text: words(60) }], stop_reason: 'end_turn', usage: { input_tokens: 10, cache_read_input_tokens: 4000, output_tokens: 200 } } })}\n`;
          written += line.length;
          subagent.out.write(line);
        }
      }
      await put({ ...base('assistant'), requestId: `req_${hex(24)}`, message: { id: `msg_${hex(24)}`, type: 'message', role: 'assistant', model: pick(MODELS), content: [{ type: 'text', text: words(20 + Math.floor(rand() * 200)) }], stop_reason: 'end_turn', usage: { input_tokens: 3, cache_read_input_tokens: 30_000, output_tokens: 400 } } });
      if (!opts.old) await put({ ...base('system'), subtype: 'turn_duration', durationMs: Math.floor(rand() * 100_000), isMeta: false });
    }
    out.end();
    await once(out, 'finish');
    if (subagent) {
      subagent.out.end();
      await once(subagent.out, 'finish');
    }
    info.files++;
    info.bytes += written;
    info.sessions.push(id);
    clock += 3_600_000 * Math.floor(rand() * 30);
    return id;
  }

  const big = spec.bigSessionBytes ?? 0;
  const per = Math.max(10_000, Math.floor((spec.targetBytes - big) / spec.sessions));
  for (let i = 0; i < spec.sessions; i++) {
    // Sizes vary a lot in real life: from a few KB to several MB.
    const size = Math.floor(per * (0.1 + 1.8 * rand()));
    const id = await writeSession(size, { rare: i === 7, old: i % 10 === 0 });
    if (i === 7) info.rareSession = id;
  }
  if (big > 0) info.bigSession = await writeSession(big);
  return info;
}
