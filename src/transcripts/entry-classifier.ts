/**
 * The one place that decides what an entry is: a message, a typed prompt, a tool call,
 * a tool result, a copy of a line from another session, or nothing to count. The
 * index's figures, the displayed messages (`messages.ts`) and the per-conversation
 * analytics all classify through this, so they cannot disagree.
 *
 * Pure: no I/O. It keeps the little per-conversation state the answers depend on
 * (which tool ids were seen, which assistant message the last main-thread line belonged
 * to), so feed it every entry of a conversation in file order (main file first).
 *
 * Claude Code facts behind the rules (1.0.x through 2.1.x):
 * - One assistant line per content block, sharing `message.id`: consecutive main-thread
 *   lines with one id are one message.
 * - A user line that only carries results of known tool calls is not a message; the
 *   results belong to their calls.
 * - A tool call is counted once per `tool_use` id, whichever file repeats it (a
 *   sidechain copy of a line, a subagent transcript).
 * - Lines the client injects into the user role are not typed prompts: `isMeta`
 *   (caveats, command output), `origin.kind: "task-notification"` and
 *   `promptSource: "system"` (2.1.x background task notices).
 * - `--fork-session` copies earlier lines, uuids and timestamps kept, into a new file;
 *   the caller says which uuids belong to another session (`isCopy`), and those lines
 *   are not counted again here.
 * - Every other line type (attachment, queue-operation, last-prompt, api-request*,
 *   tools-used, cost-state, progress …) is tolerated and never a message.
 */
import { blocksOf, type Entry, type UserLine, type AssistantLine } from './schemas.ts';

type Block = Record<string, unknown> & { type: string };

export interface ToolCall {
  id: string | null;
  name: string;
  input: unknown;
  block: Block;
}

export interface ToolResultRef {
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
  /** A line copied from another session (`--fork-session`, older resumes): counted there, not here. */
  | { kind: 'copy' }
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
    };

/** Whether the client, not the person, wrote this user line. */
export function isInjected(line: UserLine): boolean {
  if (line.isMeta === true) return true;
  if (line.promptSource === 'system') return true;
  const origin = line.origin as { kind?: unknown } | null | undefined;
  return !!origin && typeof origin === 'object' && origin.kind === 'task-notification';
}

/** The id that groups an assistant message's lines: `message.id`, else the line uuid, else `fallback`. */
export function assistantMessageId(line: AssistantLine, fallback: string): string {
  return line.message.id ?? line.uuid ?? fallback;
}

/** The first text block of a typed prompt, used as a title; command wrappers (`<…>`) are not titles. */
export function promptTitle(c: Extract<Classified, { kind: 'user' }>): string | null {
  if (!c.typedPrompt) return null;
  const text = c.blocks.find((b) => b.type === 'text' && typeof b.text === 'string') as { text: string } | undefined;
  return text && !text.text.startsWith('<') ? text.text.slice(0, 200) : null;
}

export interface ClassifierState {
  /** "id\tname\t0|1" per line. */
  calls: string;
  lastAssistantId: string | null;
  copiedMessageId: string | null;
  copiedCalls: string[];
}

export interface ClassifierOptions {
  /** Whether a line uuid was first seen in another session (a forked or resumed copy). */
  isCopy?: (uuid: string) => boolean;
}

export class EntryClassifier {
  /** tool_use id → name and whether the call is on the main thread. */
  readonly #calls = new Map<string, { name: string; mainThread: boolean }>();
  #lastAssistantId: string | null = null;
  #copiedMessageId: string | null = null;
  /** Tool calls of copied lines: a line holding only their results is part of the copy. */
  readonly #copiedCalls = new Set<string>();
  readonly #isCopy: (uuid: string) => boolean;

  constructor(opts: ClassifierOptions = {}) {
    this.#isCopy = opts.isCopy ?? (() => false);
  }

  /**
   * The state carried between entries (for the index snapshot). Tool calls are one
   * string ("id\tname\t0|1" per line): one string decodes at memcpy speed, and most
   * restored conversations never grow, so it is parsed only on the next entry.
   */
  exportState(): ClassifierState {
    const calls: string[] = [];
    for (const [id, c] of this.#callMap()) calls.push(`${id}\t${c.name}\t${c.mainThread ? 1 : 0}`);
    return { calls: calls.join('\n'), lastAssistantId: this.#lastAssistantId, copiedMessageId: this.#copiedMessageId, copiedCalls: [...this.#copiedCalls] };
  }

  importState(st: ClassifierState): void {
    if (typeof st.calls !== 'string' || !Array.isArray(st.copiedCalls)) throw new Error('bad classifier state');
    this.#pendingCalls = st.calls || null;
    for (const id of st.copiedCalls) this.#copiedCalls.add(String(id));
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
    if (e.kind !== 'user' && e.kind !== 'assistant') return { kind: 'none' };
    if (this.#pendingCalls !== null) this.#callMap();
    const mainThread = !sidechainFile && e.line.isSidechain !== true;
    if (e.kind === 'assistant') {
      const line = e.line;
      const messageId = assistantMessageId(line, fallbackId);
      // A copied message stays skipped for all its lines, including those without a uuid of their own.
      if (mainThread && ((line.uuid && this.#isCopy(line.uuid)) || (this.#copiedMessageId !== null && this.#copiedMessageId === messageId))) {
        this.#copiedMessageId = messageId;
        this.#lastAssistantId = null;
        for (const b of blocksOf(line.message.content)) if (b.type === 'tool_use' && typeof b.id === 'string') this.#copiedCalls.add(b.id);
        return { kind: 'copy' };
      }
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
        this.#copiedMessageId = null;
      }
      return { kind: 'assistant', line, mainThread, messageId, startsMessage, blocks, newToolCalls };
    }
    const line = e.line;
    if (mainThread && line.uuid && this.#isCopy(line.uuid)) return { kind: 'copy' };
    const blocks = blocksOf(line.message.content);
    if (mainThread && this.#copiedCalls.size > 0 && blocks.length > 0 && blocks.every((b) => b.type === 'tool_result' && this.#copiedCalls.has(b.tool_use_id as string))) return { kind: 'copy' };
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
    const typedPrompt = mainThread && isMessage && !injected && blocks.some((b) => b.type !== 'tool_result');
    return { kind: 'user', line, mainThread, isMessage: mainThread && isMessage, typedPrompt, injected, blocks, results };
  }
}

/**
 * Which session each message line (by uuid) was first seen in, across the whole index:
 * a later file holding the same uuid holds a copy (`--fork-session`, older resumes).
 * Files are read oldest first, so the original claims its lines before a copy is read.
 * Only lines that start a message are kept (tool-result lines and later lines of one
 * assistant message follow from them), to bound memory.
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

  /** Classifier options for session `ordinal`: a line owned by another live session is a copy. */
  optionsFor(ordinal: number): ClassifierOptions {
    return {
      isCopy: (uuid) => {
        const owner = this.#map().get(uuid);
        return owner !== undefined && owner !== ordinal && this.#alive(owner);
      },
    };
  }
}
