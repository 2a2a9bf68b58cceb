/**
 * One read of a conversation's files for the session workbench: what it changed
 * (edits.ts), its todo lists and plans (todos.ts), its subagents with their own tokens
 * (session-tree.ts) and the session a fork was taken from. Read from disk on demand,
 * like messages (the index keeps no bodies): the main file through a `MessageBuilder`
 * (so each call gets the index of the message that shows it), then each subagent file.
 * Memory stays bounded: messages are trimmed as they pass, a call's input is held only
 * until its result arrives, and a diff is kept instead of the texts it came from.
 */
import { basename } from 'node:path';
import { readFile } from 'node:fs/promises';
import { readLines } from './reader.ts';
import { classify } from './lines.ts';
import type { Entry } from './schemas.ts';
import { MessageBuilder } from './messages.ts';
import { accountingKey } from './accounting.ts';
import { EDIT_TOOLS, fileEditOf, type FileEdit } from './edits.ts';
import { TODO_TOOLS, TodoTimeline } from './todos.ts';
import { AgentTally, AGENT_TOOLS } from './session-tree.ts';
import { isObj, type Obj, type RecordedCall, type RecordedOutcome } from './recorded-call.ts';
import type { TranscriptIndex, ConversationRecord } from './conversations.ts';
import type { FileState } from './conversation-record.ts';

export interface SessionFacts {
  edits: FileEdit[];
  todos: TodoTimeline;
  agents: AgentTally;
  /** The session this one was forked from (where its copied messages are counted), or null. */
  forkedFrom: string | null;
}

/** The diffs of one session held at once, in characters: past it an edit is listed without its diff (memory stays bounded). */
const PATCH_BUDGET = 16 * 1024 * 1024;
/** The whole-session read gives way to the page's other requests every 64 KB (reader.ts, `slice`). */
const BACKGROUND = { slice: 64 * 1024 };


type PendingCall = Omit<RecordedCall, 'toolUseId'>;

/** The text of a tool result (for error messages), at most `max` characters. */
function resultText(content: unknown, max = 500): string {
  if (typeof content === 'string') return content.slice(0, max);
  if (Array.isArray(content)) return content.map((b) => (isObj(b) && typeof b.text === 'string' ? b.text : '')).join('\n').slice(0, max);
  return '';
}

const interesting = (name: string) => EDIT_TOOLS.has(name) || TODO_TOOLS.has(name) || AGENT_TOOLS.has(name);

/** The subagent a file holds: its stem (`agent-<id>`). */
const agentOfPath = (path: string) => basename(path, '.jsonl');

export async function readSessionFacts(index: TranscriptIndex, rec: ConversationRecord): Promise<SessionFacts> {
  const edits: FileEdit[] = [];
  const todos = new TodoTimeline();
  const agents = new AgentTally(rec.id);
  const pending = new Map<string, PendingCall>();
  const forkVotes = new Map<string, number>();
  const messageOf = new Map<string, number>(); // tool_use id -> message index, for calls of interest
  let patchChars = 0;

  const settle = (id: string, outcome: RecordedOutcome | null) => {
    const call = pending.get(id);
    if (!call) return;
    pending.delete(id);
    const full = { toolUseId: id, ...call };
    if (EDIT_TOOLS.has(call.tool)) {
      const e = fileEditOf(full, outcome);
      if (!e) return;
      patchChars += e.patch?.length ?? 0;
      if (e.patch !== null && patchChars > PATCH_BUDGET) edits.push({ ...e, patch: null, source: null, skipped: `this session's diffs passed ${PATCH_BUDGET / 1024 / 1024} MB: the call is in its message` });
      else edits.push(e);
    } else if (TODO_TOOLS.has(call.tool)) todos.add(full, outcome);
    else agents.addCall(full, outcome);
  };

  const onRaw = (raw: Obj, agent: string | null, fallbackKey: string, entry?: Entry) => {
    const ts = typeof raw.timestamp === 'string' ? raw.timestamp : null;
    const msg = isObj(raw.message) ? raw.message : null;
    const content = msg && Array.isArray(msg.content) ? msg.content : [];
    if (raw.type === 'assistant') {
      for (const b of content) {
        if (!isObj(b) || b.type !== 'tool_use' || typeof b.id !== 'string' || typeof b.name !== 'string' || !interesting(b.name)) continue;
        if (!pending.has(b.id)) pending.set(b.id, { tool: b.name, input: b.input, messageIndex: agent === null ? (messageOf.get(b.id) ?? null) : null, agent, timestamp: ts });
      }
    } else if (raw.type === 'user') {
      for (const b of content) {
        if (!isObj(b) || b.type !== 'tool_result' || typeof b.tool_use_id !== 'string' || !pending.has(b.tool_use_id)) continue;
        settle(b.tool_use_id, { record: raw.toolUseResult, isError: b.is_error === true, text: resultText(b.content) });
      }
    }
    const e = entry ?? classify(raw);
    if (e.kind === 'assistant') {
      const key = accountingKey(e.line, fallbackKey);
      if (key !== null) {
        const owner = index.ledger.sessionOf(key);
        if (agent !== null) agents.addLine(agent, key, index.ledger.get(key), owner);
        else if (owner !== undefined && owner !== rec.id) forkVotes.set(owner, (forkVotes.get(owner) ?? 0) + 1);
      }
    }
  };

  const files = [...rec.files.values()].filter((f) => !f.error);
  const main = files.find((f) => f.kind === 'main');
  if (main) await readMain(index, rec, main, onRaw, messageOf);
  for (const f of files) {
    if (f.kind === 'main') continue;
    const agent = agentOfPath(f.path);
    agents.addFile(agent, await readMeta(f.path));
    await readLines(f.path, 0, (text, offset) => {
      const raw = parseObject(text);
      if (raw) onRaw(raw, agent, `${f.path}:${offset}`);
    }, f.offset, BACKGROUND);
  }
  for (const id of [...pending.keys()]) settle(id, null);
  let forkedFrom: string | null = null;
  let best = 0;
  for (const [s, n] of forkVotes) if (n > best) [forkedFrom, best] = [s, n];
  return { edits, todos, agents, forkedFrom };
}

function parseObject(text: string): Obj | null {
  try {
    const v: unknown = JSON.parse(text);
    return isObj(v) ? v : null;
  } catch {
    return null; // a line cut mid-way or not JSON: counted as malformed by the index, skipped here
  }
}

/** The main file through a message builder: each call of interest learns the index of the message that shows it. */
async function readMain(
  index: TranscriptIndex,
  rec: ConversationRecord,
  f: FileState,
  onRaw: (raw: Obj, agent: string | null, fallbackKey: string, entry: Entry) => void,
  messageOf: Map<string, number>,
): Promise<void> {
  const builder = new MessageBuilder(0, index.classifierOptions(rec));
  // Lines go to the builder in batches (one call per line costs a snapshot map each), then to `onRaw`.
  let batch: Array<{ raw: Obj; entry: Entry; offset: number }> = [];
  const flush = () => {
    const change = builder.add(batch.map((b) => b.entry));
    // The builder first, so the calls of these lines find their message.
    for (const m of [...change.added, ...change.updated]) {
      for (const b of m.blocks) if (b.type === 'tool_use' && interesting(b.name)) messageOf.set(b.id, m.index);
    }
    for (const b of batch) onRaw(b.raw, null, `${f.path}:${b.offset}`, b.entry);
    batch = [];
    if (builder.messages.length > 1) builder.trimBefore(builder.messages.length - 1);
  };
  await readLines(f.path, 0, (text, offset) => {
    const raw = parseObject(text);
    if (!raw) return;
    batch.push({ raw, entry: classify(raw), offset });
    if (batch.length >= 64) flush();
  }, f.offset, BACKGROUND);
  flush();
}

/** A subagent's `.meta.json` beside its transcript (2.x: `{agentType, description}`), when there is one. */
async function readMeta(path: string): Promise<{ agentType: string | null; description: string | null }> {
  try {
    const text = await readFile(path.replace(/\.jsonl$/, '.meta.json'), 'utf8');
    const v: unknown = JSON.parse(text.length > 65536 ? '{}' : text);
    if (!isObj(v)) return { agentType: null, description: null };
    return { agentType: typeof v.agentType === 'string' ? v.agentType : null, description: typeof v.description === 'string' ? v.description : null };
  } catch {
    return { agentType: null, description: null };
  }
}

/** Lines read from the head of a session's main file to tell whether it is a fork (the copies come first). */
const FORK_HEAD_LINES = 400;
const forkCache = new WeakMap<ConversationRecord, { offset: number; parent: string | null }>();

/**
 * The session `rec` was forked from, read from the head of its file: the session the
 * ledger credits its first counted messages to, when that is another one. Cached per
 * record until its file grows.
 */
export async function forkParentOf(index: TranscriptIndex, rec: ConversationRecord): Promise<string | null> {
  const main = rec.mainPath ? rec.files.get(rec.mainPath) : undefined;
  if (!main || main.error) return null;
  const cached = forkCache.get(rec);
  if (cached && cached.offset === main.offset) return cached.parent;
  const votes = new Map<string, number>();
  let lines = 0;
  await readLines(main.path, 0, (text, offset) => {
    if (++lines > FORK_HEAD_LINES) return false;
    if (!text.includes('"assistant"')) return;
    const raw = parseObject(text);
    const e = raw ? classify(raw) : null;
    if (e?.kind !== 'assistant') return;
    const key = accountingKey(e.line, `${main.path}:${offset}`);
    const owner = key === null ? undefined : index.ledger.sessionOf(key);
    if (owner !== undefined && owner !== rec.id) votes.set(owner, (votes.get(owner) ?? 0) + 1);
  }, main.offset);
  let parent: string | null = null;
  let best = 0;
  for (const [s, n] of votes) if (n > best) [parent, best] = [s, n];
  forkCache.set(rec, { offset: main.offset, parent });
  return parent;
}
