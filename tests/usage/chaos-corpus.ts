/**
 * A seeded, messy assistant directory for comparing `toolshed usage`'s fast scan with
 * the conversation index: messages written once per block with growing output, copies
 * in other sessions (resumed, or forked: marked with `requestSessionId`, the original
 * being newer or older) and in subagent files, equal outputs, later lines without
 * a timestamp, lines without message id or request id, the synthetic model, several
 * versions and line shapes (spaces after colons, CRLF, blank lines), `"usage"` in user
 * lines and inside text, broken and half-written lines, summaries and custom titles
 * (also in subagent files), a session id under two project folders, files sharing one
 * modification time, legacy agent files, and subagent files without a main file.
 */
import { seeded } from '../helpers/random.ts';
import { mkdir, writeFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';

type Obj = Record<string, unknown>;

const generator = seeded;

const MODELS = ['claude-sonnet-4-20250514', 'claude-opus-4-1-20250805', 'claude-haiku-4-5-20251001', 'claude-future-9-20300101', '<synthetic>', 'us.anthropic.claude-3-5-haiku-20241022-v1:0'];
const VERSIONS = ['1.0.17', '1.0.98', '2.0.14', '2.1.3'];

export async function writeChaosCorpus(assistantDir: string, seed = 7, sessions = 40): Promise<{ projectsDir: string }> {
  const g = generator(seed);
  const projectsDir = join(assistantDir, 'projects');
  const dirs = ['-home-dev-alpha', '-home-dev-beta', '-home-dev-gamma'].map((d) => join(projectsDir, d));
  for (const d of dirs) await mkdir(d, { recursive: true });
  let clock = Date.parse('2025-12-31T20:00:00Z');
  const written: Array<{ path: string; sessionId: string; assistant: Obj[] }> = [];
  const ids = Array.from({ length: sessions }, (_, i) => `${String(i).padStart(8, '0')}-aaaa-4bbb-8ccc-${String(seed).padStart(12, '0')}`);

  const encode = (o: Obj): string => {
    const r = g.next();
    if (r < 0.05) return JSON.stringify(o, null, 1).replace(/\n\s*/g, ' '); // `"key": value`, spaces between tokens
    return JSON.stringify(o);
  };

  async function writeSession(path: string, sessionId: string, opts: { sidechain: boolean; cwd: string | null }): Promise<void> {
    const lines: string[] = [];
    const assistant: Obj[] = [];
    const version = g.pick(VERSIONS);
    const base = (type: string): Obj => {
      const o: Obj = { parentUuid: null, isSidechain: opts.sidechain, sessionId, version, type, uuid: `u-${g.int(1e9)}`, timestamp: new Date((clock += g.int(3_600_000))).toISOString() };
      if (opts.cwd && g.next() < 0.9) o.cwd = opts.cwd;
      return o;
    };
    if (g.next() < 0.3) lines.push(encode({ type: 'summary', summary: `summary ${g.int(100)}`, leafUuid: 'x' }));
    for (let turn = g.int(12); turn >= 0; turn--) {
      const prompt = g.pick(['<command-name>/clear</command-name>', `please fix ${g.int(1000)} "usage" of things`, 'hello']);
      lines.push(encode({ ...base('user'), message: { role: 'user', content: g.next() < 0.5 ? prompt : [{ type: 'text', text: prompt }] }, ...(g.next() < 0.1 ? { isMeta: true } : {}) }));
      if (g.next() < 0.15) lines.push(encode({ ...base('user'), message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't', content: 'x' }] }, toolUseResult: { usage: { input_tokens: 5, output_tokens: 9 } } }));
      const copy = written.length && g.next() < 0.1 ? g.pick(written) : null;
      if (copy && copy.assistant.length) {
        // A resumed session repeats lines of another session; a 2.1.x fork marks them with the original's id.
        const mark = g.next() < 0.5 ? { requestSessionId: copy.sessionId } : {};
        for (let k = g.int(3); k >= 0; k--) lines.push(encode({ ...g.pick(copy.assistant), sessionId, ...mark }));
      }
      for (let m = g.int(4); m >= 0; m--) {
        const id = g.next() < 0.05 ? null : `msg_${g.int(1e6)}`;
        const req = g.next() < 0.1 ? null : `req_${g.int(1e6)}`;
        const model = g.pick(MODELS);
        const blocks = 1 + g.int(4);
        const finalOut = g.int(2000);
        for (let b = 0; b < blocks; b++) {
          const usage: Obj = { input_tokens: g.int(50), output_tokens: b === blocks - 1 ? finalOut : g.pick([b + 1, finalOut, 0]), cache_read_input_tokens: g.int(9000), cache_creation_input_tokens: g.int(3000) };
          if (version.startsWith('2.') && g.next() < 0.8) usage.cache_creation = { ephemeral_5m_input_tokens: g.int(1000), ephemeral_1h_input_tokens: g.int(1000) };
          if (g.next() < 0.03) usage.output_tokens = null;
          const line: Obj = { ...base('assistant'), message: { ...(id ? { id } : {}), type: 'message', role: 'assistant', model: g.next() < 0.05 ? g.pick(MODELS) : model, content: [{ type: 'text', text: `b${b} "usage" \\"usage\\"` }], usage } };
          if (req) line.requestId = req;
          if (b > 0 && g.next() < 0.15) delete line.timestamp;
          if (g.next() < 0.03) (line.message as Obj).content = 7; // invalid content: a malformed line
          if (g.next() < 0.03) delete (line.message as Obj).usage;
          if (g.next() < 0.05) line.isSidechain = !opts.sidechain;
          assistant.push(line);
          lines.push(encode(line));
        }
      }
      if (g.next() < 0.1) lines.push('{"type":"assistant","message":{"usage":{"output_tokens":5}');
      if (g.next() < 0.1) lines.push(encode({ type: 'custom-title', customTitle: `title ${g.int(100)}`, sessionId }));
      if (g.next() < 0.1) lines.push(encode({ ...base('progress'), data: { usage: 'none' } }));
      if (g.next() < 0.05) lines.push('');
    }
    let text = lines.join(g.next() < 0.1 ? '\r\n' : '\n');
    if (g.next() < 0.2) text += `\n${'{"type":"assistant","message":{"id":"half","usage":{"output_tokens":99'}`;
    else text += '\n';
    await writeFile(path, text);
    const t = new Date(g.next() < 0.3 ? Date.parse('2026-01-01T00:00:00Z') : Date.parse('2026-01-01T00:00:00Z') + g.int(1e9));
    await utimes(path, t, t); // many files share one time: the reading order must match the index's
    written.push({ path, sessionId, assistant });
  }

  for (const [i, id] of ids.entries()) {
    const dir = g.pick(dirs);
    const cwd = g.next() < 0.9 ? `/home/dev/${g.pick(['alpha', 'beta', 'gamma'])}` : null;
    if (g.next() < 0.9) await writeSession(join(dir, `${id}.jsonl`), id, { sidechain: false, cwd });
    if (i % 7 === 3) await writeSession(join(g.pick(dirs), `${id}.jsonl`), id, { sidechain: false, cwd: '/home/dev/other' }); // same id, second folder
    for (let s = g.int(3); s > 0; s--) {
      const sub = join(dir, id, 'subagents');
      await mkdir(sub, { recursive: true });
      await writeSession(join(sub, `agent-${g.int(1e6)}.jsonl`), id, { sidechain: true, cwd });
    }
    if (g.next() < 0.2) await writeSession(join(dir, `agent-${g.int(1e6)}.jsonl`), id, { sidechain: true, cwd });
  }
  return { projectsDir };
}
