/**
 * Builds the displayed messages of a conversation from its entries: assistant lines
 * that share a message id are merged into one message, tool results (tool_result blocks
 * in user lines) are attached to their tool_use by id, and a user line that only
 * carries tool results is not a message of its own. Incremental: feed entries as they
 * are appended and get back which messages were added and which changed.
 */
import { blocksOf } from './lines.ts';
import type { Entry } from './schemas.ts';
import { usageToCounts, type TokenCounts } from './accounting.ts';
import { EntryClassifier, type ClassifierOptions, type ClassifierState } from './entry-classifier.ts';

export interface ToolResultView {
  content: string;
  isError: boolean;
  timestamp: string | null;
  /** Set when `content` was cut: the size of the whole content in bytes. */
  truncated?: number;
}

/**
 * A block's text, thinking, tool input (as JSON) or tool result over this many bytes is
 * cut, ending with a visible "[truncated, N bytes]" marker and `truncated: N` on the
 * block (a single 50 MB line would otherwise be sent, and held, whole). The whole
 * message is available on demand (`blockLimit: Infinity`).
 */
const BLOCK_LIMIT_BYTES = 1024 * 1024;

export interface BuilderOptions extends ClassifierOptions {
  /** Bytes per block before it is cut (default BLOCK_LIMIT_BYTES; Infinity keeps everything). */
  blockLimit?: number;
  /** The classifier's state where the builder starts reading mid-file (a page mark's, page-marks.ts). */
  resume?: ClassifierState;
}

/** `text` cut to about `limit` bytes with the marker, or null when it fits. A fresh string: no slice keeps the large one alive. */
function cutText(text: string, limit: number): { text: string; bytes: number } | null {
  if (text.length <= limit / 3 || !Number.isFinite(limit)) return null; // 3 bytes per UTF-16 unit at most
  const bytes = Buffer.byteLength(text);
  if (bytes <= limit) return null;
  const head = Buffer.from(text.slice(0, limit), 'utf8');
  // Back to a character boundary within `limit` bytes (never half a UTF-8 sequence).
  let end = Math.min(head.length, limit);
  while (end > 0 && (head[end]! & 0xc0) === 0x80) end--;
  return { text: `${head.toString('utf8', 0, end)}\n\n[truncated, ${bytes} bytes]`, bytes };
}

export type MessageBlock =
  | { type: 'text'; text: string; truncated?: number }
  | { type: 'thinking'; text: string; truncated?: number }
  /** A cut input is a string (the start of its JSON) and carries `truncated`. */
  | { type: 'tool_use'; id: string; name: string; input: unknown; result: ToolResultView | null; truncated?: number }
  /** A tool result whose call is not in this conversation's main thread. */
  | { type: 'tool_result'; toolUseId: string; result: ToolResultView }
  | { type: 'other'; blockType: string };

export interface Message {
  /** Position in the conversation, from 0. */
  index: number;
  /** The assistant message id (msg_…) or the line uuid. */
  id: string;
  role: 'user' | 'assistant';
  timestamp: string | null;
  model: string | null;
  blocks: MessageBlock[];
  /** Usage of the line with the largest output count; null for user messages. */
  usage: TokenCounts | null;
  stopReason: string | null;
  /** Lines the client wrote into the user role (isMeta caveats and command output, task notifications, system prompts). */
  isMeta: boolean;
  /** The request id of an assistant message (with `id`, its key in the usage ledger); absent on user messages. */
  requestId?: string | null;
}

/** The change-detection snapshot of spec 3. */
interface MessageSnapshot {
  id: string;
  role: string;
  contentLength: number;
  toolResultCount: number;
  hasToolUse: boolean;
}

function snapshotOf(m: Message): MessageSnapshot {
  let contentLength = 0;
  let toolResultCount = 0;
  let hasToolUse = false;
  for (const b of m.blocks) {
    if (b.type === 'text' || b.type === 'thinking') contentLength += b.text.length;
    else if (b.type === 'tool_use') {
      hasToolUse = true;
      contentLength += b.name.length;
      if (b.result) {
        toolResultCount++;
        contentLength += b.result.content.length;
      }
    } else if (b.type === 'tool_result') {
      toolResultCount++;
      contentLength += b.result.content.length;
    }
  }
  return { id: m.id, role: m.role, contentLength, toolResultCount, hasToolUse };
}

function sameSnapshot(a: MessageSnapshot, b: MessageSnapshot): boolean {
  return a.id === b.id && a.role === b.role && a.contentLength === b.contentLength && a.toolResultCount === b.toolResultCount && a.hasToolUse === b.hasToolUse;
}

/** Flattens tool_result content (a string or a list of blocks) to text. */
function flattenToolResult(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((b) => {
        if (b && typeof b === 'object') {
          const o = b as Record<string, unknown>;
          if (typeof o.text === 'string') return o.text;
          if (typeof o.type === 'string') return `[${o.type}]`;
        }
        return typeof b === 'string' ? b : '';
      })
      .join('\n');
  }
  if (content === null || content === undefined) return '';
  return JSON.stringify(content);
}

/** All searchable text of a message: text, thinking, tool names, tool inputs and results. */
export function messageText(m: Message): string {
  const parts: string[] = [];
  for (const b of m.blocks) {
    if (b.type === 'text' || b.type === 'thinking') parts.push(b.text);
    else if (b.type === 'tool_use') {
      parts.push(b.name, typeof b.input === 'string' ? b.input : JSON.stringify(b.input ?? null));
      if (b.result) parts.push(b.result.content);
    } else if (b.type === 'tool_result') parts.push(b.result.content);
  }
  return parts.join('\n');
}

export interface BuildChange {
  added: Message[];
  updated: Message[];
}

export class MessageBuilder {
  readonly messages: Message[] = [];
  readonly #toolUses = new Map<string, { message: Message; block: Extract<MessageBlock, { type: 'tool_use' }> }>();
  readonly #classifier: EntryClassifier;
  readonly #startIndex: number;
  #lineCounter = 0;
  #trimmedUpTo = 0;

  readonly #limit: number;

  /** `startIndex`: index of the first message built (when starting mid-conversation); `opts.isCopy` see EntryClassifier. */
  constructor(startIndex = 0, opts: BuilderOptions = {}) {
    this.#startIndex = startIndex;
    this.#classifier = new EntryClassifier(opts);
    if (opts.resume) this.#classifier.importState(opts.resume);
    this.#limit = opts.blockLimit ?? BLOCK_LIMIT_BYTES;
  }

  #textBlock(type: 'text' | 'thinking', text: string): MessageBlock {
    const cut = cutText(text, this.#limit);
    return cut ? { type, text: cut.text, truncated: cut.bytes } : { type, text };
  }

  #result(content: unknown, isError: boolean, timestamp: string | null): ToolResultView {
    const text = flattenToolResult(content);
    const cut = cutText(text, this.#limit);
    return cut ? { content: cut.text, isError, timestamp, truncated: cut.bytes } : { content: text, isError, timestamp };
  }

  /** Messages built so far plus the index the builder started at. */
  get count(): number {
    return this.#startIndex + this.messages.length;
  }

  /**
   * Drops the blocks of every message before array position `end` (they stay as
   * skeletons so indexes and counts hold), bounding memory on very long conversations.
   */
  trimBefore(end: number, onFinal?: (m: Message) => void): void {
    for (let i = this.#trimmedUpTo; i < end; i++) {
      const m = this.messages[i]!;
      onFinal?.(m);
      for (const b of m.blocks) if (b.type === 'tool_use') this.#toolUses.delete(b.id);
      m.blocks = [];
    }
    if (end > this.#trimmedUpTo) this.#trimmedUpTo = end;
  }

  /** Feeds entries in file order (main file). Sidechain lines are left to the accounting. */
  add(entries: Iterable<Entry>): BuildChange {
    const before = new Map<Message, MessageSnapshot>();
    const added = new Set<Message>();
    const touch = (m: Message) => {
      if (!added.has(m) && !before.has(m)) before.set(m, snapshotOf(m));
    };
    for (const e of entries) {
      // Every entry goes through the classifier: the first line's time tells forked copies.
      const lineId = e.kind === 'user' || e.kind === 'assistant' ? (e.line.uuid ?? `line-${this.#lineCounter++}`) : '';
      const c = this.#classifier.classify(e, false, lineId);
      if ((c.kind !== 'user' && c.kind !== 'assistant') || !c.mainThread) continue;
      const ts = c.line.timestamp ?? null;
      if (c.kind === 'assistant') {
        const last = this.messages[this.messages.length - 1];
        let m: Message;
        if (!c.startsMessage && last && last.role === 'assistant' && last.id === c.messageId) {
          m = last;
          touch(m);
        } else {
          m = { index: this.#startIndex + this.messages.length, id: c.messageId, role: 'assistant', timestamp: ts, model: c.line.message.model ?? null, blocks: [], usage: null, stopReason: null, isMeta: false, requestId: c.line.requestId ?? null };
          this.messages.push(m);
          added.add(m);
        }
        const usage = c.line.message.usage ? usageToCounts(c.line.message.usage) : null;
        if (usage && (!m.usage || usage.output >= m.usage.output)) m.usage = usage;
        if (c.line.message.stop_reason) m.stopReason = c.line.message.stop_reason;
        for (const b of c.blocks) {
          if (b.type === 'text' && typeof b.text === 'string') m.blocks.push(this.#textBlock('text', b.text));
          else if (b.type === 'thinking') m.blocks.push(this.#textBlock('thinking', typeof b.thinking === 'string' ? b.thinking : ''));
          else if (b.type === 'tool_use' && typeof b.id === 'string') {
            const block: Extract<MessageBlock, { type: 'tool_use' }> = { type: 'tool_use', id: b.id, name: typeof b.name === 'string' ? b.name : 'unknown', input: b.input, result: null };
            if (Number.isFinite(this.#limit) && typeof b.input === 'object' && b.input !== null) {
              const cut = cutText(JSON.stringify(b.input), this.#limit);
              if (cut) {
                block.input = cut.text;
                block.truncated = cut.bytes;
              }
            }
            m.blocks.push(block);
            this.#toolUses.set(b.id, { message: m, block });
          } else m.blocks.push({ type: 'other', blockType: b.type });
        }
        continue;
      }
      let userMsg: Message | null = null;
      const ensureUser = (): Message => {
        userMsg ??= { index: this.#startIndex + this.messages.length, id: lineId, role: 'user', timestamp: ts, model: null, blocks: [], usage: null, stopReason: null, isMeta: c.injected };
        if (!added.has(userMsg)) {
          this.messages.push(userMsg);
          added.add(userMsg);
        }
        return userMsg;
      };
      const results = new Map(c.results.map((r) => [r.block, r]));
      for (const b of c.blocks) {
        const r = results.get(b);
        if (r) {
          const result = this.#result(b.content, r.isError, ts);
          if (!r.matched) {
            ensureUser().blocks.push({ type: 'tool_result', toolUseId: r.toolUseId, result });
            continue;
          }
          const call = this.#toolUses.get(r.toolUseId);
          if (!call) continue; // its call was trimmed away; the result is not a message
          touch(call.message);
          call.block.result = result;
        } else if (b.type === 'text' && typeof b.text === 'string') ensureUser().blocks.push(this.#textBlock('text', b.text));
        else ensureUser().blocks.push({ type: 'other', blockType: b.type });
      }
    }
    const updated: Message[] = [];
    for (const [m, snap] of before) if (!sameSnapshot(snap, snapshotOf(m))) updated.push(m);
    return { added: [...added], updated };
  }
}

/** Searchable text of one raw entry (any thread): what the content index holds. */
export function entryText(e: Entry): string {
  if (e.kind === 'summary') return e.summary;
  if (e.kind === 'title') return e.title;
  if (e.kind !== 'user' && e.kind !== 'assistant') return '';
  const parts: string[] = [];
  for (const b of blocksOf(e.line.message.content)) {
    if (b.type === 'text' && typeof b.text === 'string') parts.push(b.text);
    else if (b.type === 'thinking' && typeof b.thinking === 'string') parts.push(b.thinking);
    else if (b.type === 'tool_use') parts.push(String(b.name ?? ''), JSON.stringify(b.input ?? null));
    else if (b.type === 'tool_result') parts.push(flattenToolResult(b.content));
  }
  return parts.join('\n');
}

/**
 * Searchable text of a raw (JSON.parse'd) line, without schema validation: the fast
 * path of content indexing and search. Same parts as entryText.
 */
export function rawSearchText(raw: unknown): string {
  if (!raw || typeof raw !== 'object') return '';
  const o = raw as Record<string, unknown>;
  if (o.type === 'summary') return typeof o.summary === 'string' ? o.summary : '';
  if (o.type === 'custom-title') return typeof o.customTitle === 'string' ? o.customTitle : '';
  if (o.type !== 'user' && o.type !== 'assistant') return '';
  const msg = o.message as Record<string, unknown> | undefined;
  const content = msg?.content;
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  const parts: string[] = [];
  for (const b of content as Array<Record<string, unknown>>) {
    if (!b || typeof b !== 'object') continue;
    if (b.type === 'text' && typeof b.text === 'string') parts.push(b.text);
    else if (b.type === 'thinking' && typeof b.thinking === 'string') parts.push(b.thinking);
    else if (b.type === 'tool_use') parts.push(String(b.name ?? ''), JSON.stringify(b.input ?? null));
    else if (b.type === 'tool_result') parts.push(flattenToolResult(b.content));
  }
  return parts.join('\n');
}
