/**
 * The one place that decides what an entry is: a message, a typed prompt, a tool call,
 * a tool result, a copy of a line from another session, or nothing to count. The
 * index's figures, the displayed messages (`messages.ts`) and the per-conversation
 * analytics all classify through this, so they cannot disagree.
 *
 * Pure: no I/O. It keeps the little per-conversation state the answers depend on
 * (which tool ids were seen, which assistant message the last main-thread line belonged
 * to, the time of the main file's first line), so feed it every entry of a conversation
 * in file order (main file first), other line types included.
 *
 * Claude Code facts behind the rules (1.0.x through 2.1.x):
 * - One assistant line per content block, sharing `message.id`: consecutive main-thread
 *   lines with one id are one message.
 * - A user line that only carries results of known tool calls is not a message; the
 *   results belong to their calls.
 * - A tool call is counted once per `tool_use` id, whichever file repeats it (a
 *   sidechain copy of a line, a subagent transcript).
 * - Lines the client injects into the user role are shown but are not typed prompts
 *   (nor user messages in any count): `isMeta`
 *   (caveats, command output), `origin.kind: "task-notification"` and
 *   `promptSource: "system"` (2.1.x background task notices).
 * - `--fork-session` copies earlier lines, uuids, timestamps and message ids kept, into a
 *   new file. A copy is still a message of the fork (it shows it), flagged `copy`: its
 *   usage, tool calls and activity belong to the original. What marks a copy, without
 *   depending on which file is read first (see `isCopiedLine`, docs/transcripts.md):
 *   2.1.x writes `requestSessionId` (the session the request was sent from) on the
 *   assistant lines it copies, and the copies keep their old timestamps, earlier than
 *   the fork file's first line. Lines of older clients that carry neither are copies
 *   when another session holds their uuid first (`isCopy`, the last resort).
 * - Every other line type (attachment, queue-operation, last-prompt, api-request*,
 *   tools-used, cost-state, progress …) is tolerated and never a message.
 */
import { blocksOf, entryTimestamp } from './lines.ts';
import type { Entry, UserLine, AssistantLine } from './schemas.ts';
import { SAFE_ID } from './paths.ts';

type Block = Record<string, unknown> & { type: string };

interface ToolCall {
  id: string | null;
  name: string;
  input: unknown;
  block: Block;
}

interface ToolResultRef {
  toolUseId: string;
  /** The name of its call when the call was seen (any thread), else null. */
  callName: string | null;
  /** Whether its call is a main-thread call of this conversation (then it is attached to it). */
  matched: boolean;
  isError: boolean;
  block: Block;
}

export type Classified =
  /** Not a user or assistant line (or a malformed one): never a message. */
  | { kind: 'none' }
  | {
      kind: 'assistant';
      line: AssistantLine;
      /** Main thread: not in a subagent file and not marked sidechain. */
      mainThread: boolean;
      messageId: string;
      /** False when this line continues the previous main-thread assistant message. */
      startsMessage: boolean;
      blocks: Block[];
      /** Tool calls seen for the first time in this conversation (counted once per id). */
      newToolCalls: ToolCall[];
      /** Copied from another session (a fork): shown here, its usage, tools and activity counted there. */
      copy: boolean;
    }
  | {
      kind: 'user';
      line: UserLine;
      mainThread: boolean;
      /** A displayed message: it has text (or other blocks) or a result whose call is unknown. */
      isMessage: boolean;
      /** Typed by the person: a main-thread message that the client did not inject. */
      typedPrompt: boolean;
      /** The client wrote it (isMeta, task notification, system prompt source). */
      injected: boolean;
      blocks: Block[];
      results: ToolResultRef[];
      /** Copied from another session (a fork): shown and counted as a message here, its activity there. */
      copy: boolean;
    };

/** Whether the client, not the person, wrote this user line. */
function isInjected(line: UserLine): boolean {
  if (line.isMeta === true) return true;
  if (line.promptSource === 'system') return true;
  const origin = line.origin as { kind?: unknown } | null | undefined;
  return !!origin && typeof origin === 'object' && origin.kind === 'task-notification';
}

/** The id that groups an assistant message's lines: `message.id`, else the line uuid, else `fallback`. */
function assistantMessageId(line: AssistantLine, fallback: string): string {
  return line.message.id ?? line.uuid ?? fallback;
}

/**
 * Whether a user line of a main file is a typed prompt, from the line alone: not in a
 * sidechain, not injected by the client, with text (not blank) and no tool result (a
 * line answering a tool call is the client's, whatever else it carries). The
 * classifier's `typedPrompt` and `toolshed usage`'s first prompt both come from here.
 */
export function isTypedPromptLine(line: UserLine, blocks: Block[]): boolean {
  if (line.isSidechain === true || isInjected(line)) return false;
  let text = false;
  for (const b of blocks) {
    if (b.type === 'tool_result') return false;
    if (b.type === 'text' && typeof b.text === 'string' && b.text.trim() !== '') text = true;
  }
  return text;
}

/** The title a typed prompt gives: its first text block; command wrappers (`<…>`) are not titles. */
export function titleOfPrompt(blocks: Block[]): string | null {
  const text = blocks.find((b) => b.type === 'text' && typeof b.text === 'string') as { text: string } | undefined;
  return text && !text.text.startsWith('<') ? text.text.slice(0, 200) : null;
}

/** The first text block of a typed prompt, used as a title. */
export function promptTitle(c: Extract<Classified, { kind: 'user' }>): string | null {
  return c.typedPrompt ? titleOfPrompt(c.blocks) : null;
}

/** The session an assistant line's usage belongs to (a fork's copy: its original); in accounting.ts, beside the ledger that applies it. */
export { usageOwner } from './accounting.ts';

/**
 * Whether a main-thread line of session `session` was copied from another session, by
 * what the line itself says: its `requestSessionId` names another session (2.1.x
 * assistant copies), or its time is before `fileStartMs`, the time of the first
 * timestamped line of its file (a fork file starts with its own lines, e.g. the
 * `queue-operation` of the prompt that started it, then the copies with their old
 * times; a session's own lines never go back before its first line).
 */
function isCopiedLine(line: UserLine | AssistantLine, session: string | null, fileStartMs: number | null): boolean {
  if (line.type === 'assistant' && typeof line.requestSessionId === 'string' && line.requestSessionId !== (session ?? line.sessionId)) return true;
  if (fileStartMs === null || !line.timestamp) return false;
  const ms = Date.parse(line.timestamp);
  return Number.isFinite(ms) && ms < fileStartMs;
}

export interface ClassifierState {
  /** "id\tname\t0|1" per line. */
  calls: string;
  lastAssistantId: string | null;
  copiedMessageId: string | null;
  /** Time of the first timestamped line of the main file (ms), null before one was seen. */
  fileStartMs: number | null;
}

export interface ClassifierOptions {
  /** Whether a line uuid was first seen in another session: the last resort for copies without a mark (older clients). */
  isCopy?: (uuid: string) => boolean;
  /** The conversation's session id (the file stem), to tell a `requestSessionId` of another session. */
  sessionId?: string;
  /** The main file's first line time, when the classifier starts mid-file (live builders of huge files). */
  fileStartMs?: number | null;
}

export class EntryClassifier {
  /** tool_use id → name and whether the call is on the main thread. */
  readonly #calls = new Map<string, { name: string; mainThread: boolean }>();
  #lastAssistantId: string | null = null;
  #copiedMessageId: string | null = null;
  #fileStartMs: number | null;
  readonly #isCopy: (uuid: string) => boolean;
  readonly #session: string | null;

  constructor(opts: ClassifierOptions = {}) {
    this.#isCopy = opts.isCopy ?? (() => false);
    this.#session = opts.sessionId ?? null;
    this.#fileStartMs = opts.fileStartMs ?? null;
  }

  /** Time of the first timestamped line of the main file (ms), null before one was seen. */
  get fileStartMs(): number | null {
    return this.#fileStartMs;
  }

  /**
   * The state carried between entries (for the index snapshot). Tool calls are one
   * string ("id\tname\t0|1" per line): one string decodes at memcpy speed, and most
   * restored conversations never grow, so it is parsed only on the next entry.
   */
  exportState(): ClassifierState {
    const calls: string[] = [];
    for (const [id, c] of this.#callMap()) calls.push(`${id}\t${c.name}\t${c.mainThread ? 1 : 0}`);
    return { calls: calls.join('\n'), lastAssistantId: this.#lastAssistantId, copiedMessageId: this.#copiedMessageId, fileStartMs: this.#fileStartMs };
  }

  importState(st: ClassifierState): void {
    if (typeof st.calls !== 'string' || !(st.fileStartMs === null || typeof st.fileStartMs === 'number')) throw new Error('bad classifier state');
    this.#pendingCalls = st.calls || null;
    this.#fileStartMs = st.fileStartMs;
    this.#lastAssistantId = st.lastAssistantId ?? null;
    this.#copiedMessageId = st.copiedMessageId ?? null;
  }

  #pendingCalls: string | null = null;

  #callMap(): Map<string, { name: string; mainThread: boolean }> {
    if (this.#pendingCalls !== null) {
      for (const line of this.#pendingCalls.split('\n')) {
        const [id, name, main] = line.split('\t');
        if (id && name !== undefined && !this.#calls.has(id)) this.#calls.set(id, { name, mainThread: main === '1' });
      }
      this.#pendingCalls = null;
    }
    return this.#calls;
  }

  /** Main-thread tool calls seen so far (their results are not messages). */
  hasMainCall(id: string): boolean {
    return this.#callMap().get(id)?.mainThread === true;
  }

  /**
   * Classifies one entry. `sidechainFile`: the entry comes from a subagent file.
   * `fallbackId`: an id for lines without uuid/message id (e.g. `path:offset`).
   */
  classify(e: Entry, sidechainFile: boolean, fallbackId: string): Classified {
    if (!sidechainFile && this.#fileStartMs === null) {
      const ts = entryTimestamp(e);
      const ms = ts ? Date.parse(ts) : NaN;
      if (Number.isFinite(ms)) this.#fileStartMs = ms;
    }
    if (e.kind !== 'user' && e.kind !== 'assistant') return { kind: 'none' };
    if (this.#pendingCalls !== null) this.#callMap();
    const mainThread = !sidechainFile && e.line.isSidechain !== true;
    const copied = (line: UserLine | AssistantLine) => mainThread && (isCopiedLine(line, this.#session, this.#fileStartMs) || (!!line.uuid && this.#isCopy(line.uuid)));
    if (e.kind === 'assistant') {
      const line = e.line;
      const messageId = assistantMessageId(line, fallbackId);
      // A copied message stays a copy for all its lines, including those without a mark or uuid of their own.
      const copy = copied(line) || (mainThread && this.#copiedMessageId !== null && this.#copiedMessageId === messageId);
      const blocks = blocksOf(line.message.content);
      const newToolCalls: ToolCall[] = [];
      for (const b of blocks) {
        if (b.type !== 'tool_use' || typeof b.name !== 'string') continue;
        const id = typeof b.id === 'string' ? b.id : null;
        if (id !== null) {
          const seen = this.#calls.get(id);
          if (seen) {
            if (mainThread) seen.mainThread = true;
            continue; // a sidechain copy of a line already seen
          }
          this.#calls.set(id, { name: b.name, mainThread });
        }
        newToolCalls.push({ id, name: b.name, input: b.input, block: b });
      }
      let startsMessage = false;
      if (mainThread) {
        startsMessage = this.#lastAssistantId !== messageId;
        this.#lastAssistantId = messageId;
        this.#copiedMessageId = copy ? messageId : null;
      }
      return { kind: 'assistant', line, mainThread, messageId, startsMessage, blocks, newToolCalls, copy };
    }
    const line = e.line;
    const blocks = blocksOf(line.message.content);
    const results: ToolResultRef[] = [];
    let isMessage = false;
    for (const b of blocks) {
      if (b.type === 'tool_result' && typeof b.tool_use_id === 'string') {
        const call = this.#calls.get(b.tool_use_id);
        const matched = call?.mainThread === true;
        results.push({ toolUseId: b.tool_use_id, callName: call?.name ?? null, matched, isError: b.is_error === true, block: b });
        if (!matched) isMessage = true;
      } else isMessage = true;
    }
    if (mainThread && isMessage) this.#lastAssistantId = null;
    const injected = isInjected(line);
    const typedPrompt = !sidechainFile && isTypedPromptLine(line, blocks);
    return { kind: 'user', line, mainThread, isMessage: mainThread && isMessage, typedPrompt, injected, blocks, results, copy: copied(line) };
  }
}

/**
 * Which session each message line (by uuid) was first seen in, across the whole index:
 * the last resort for copies that carry no mark (older clients' resumes). Lines the
 * classifier already knows as copies are never claimed, so with 2.1.x forks the
 * original owns its lines whichever file is read first. Only lines that start a
 * message are kept (tool-result lines and later lines of one assistant message follow
 * from them), to bound memory.
 */
export class LineOwners {
  #owners = new Map<string, number>();
  /** Restored owners not in the map yet: built on first use (a restart without changes never needs them). */
  #pending: { uuids: string; ordinals: Int32Array } | null = null;
  readonly #alive: (ordinal: number) => boolean;

  /** `alive(ordinal)`: whether that session still exists (a removed session owns nothing). */
  constructor(alive: (ordinal: number) => boolean) {
    this.#alive = alive;
  }

  #map(): Map<string, number> {
    const p = this.#pending;
    if (p) {
      this.#pending = null;
      const uuids = p.uuids ? p.uuids.split('\n') : [];
      for (let i = 0; i < uuids.length; i++) if (!this.#owners.has(uuids[i]!)) this.#owners.set(uuids[i]!, p.ordinals[i] ?? -1);
    }
    return this.#owners;
  }

  claim(uuid: string, ordinal: number): void {
    const owners = this.#map();
    const owner = owners.get(uuid);
    if (owner === undefined || (owner !== ordinal && !this.#alive(owner))) owners.set(uuid, ordinal);
  }

  /** The owners of live sessions, as two columns (for the index snapshot; uuids joined by newlines). */
  exportState(): { uuids: string; ordinals: Int32Array } {
    const uuids: string[] = [];
    const ords: number[] = [];
    for (const [uuid, ord] of this.#map()) {
      if (!this.#alive(ord)) continue;
      uuids.push(uuid);
      ords.push(ord);
    }
    return { uuids: uuids.join('\n'), ordinals: Int32Array.from(ords) };
  }

  importState(st: { uuids: string; ordinals: Int32Array }): void {
    if (typeof st.uuids !== 'string' || !(st.ordinals instanceof Int32Array)) throw new Error('bad line owners');
    this.#pending = st;
  }

  /** The `isCopy` option for session `ordinal`: a line owned by another live session is a copy. */
  optionsFor(ordinal: number): ClassifierOptions {
    return {
      isCopy: (uuid) => {
        const owner = this.#map().get(uuid);
        return owner !== undefined && owner !== ordinal && this.#alive(owner);
      },
    };
  }
}
