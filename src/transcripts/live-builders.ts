/**
 * Live message builders: when a main file grows, the messages that were added or
 * changed are needed for `conversation_updated` (the monitor's WebSocket pushes). The
 * first change of a conversation builds its messages once from disk; the builder is
 * then kept (the 16 most recently changed conversations) and fed only appended lines.
 */
import { blocksOf } from './lines.ts';
import type { Entry } from './schemas.ts';
import { MessageBuilder, type Message } from './messages.ts';
import { feedBuilder } from './message-pages.ts';
import type { ClassifierOptions } from './entry-classifier.ts';

const KEEP_CONVERSATIONS = 16;
const KEEP_MESSAGES = 500;

/** Whether appended entries add to an existing message (same assistant id, or a result for one of its calls). */
function touches(entries: Entry[], m: Message): boolean {
  const toolIds = new Set<string>();
  for (const b of m.blocks) if (b.type === 'tool_use') toolIds.add(b.id);
  for (const e of entries) {
    if (e.kind === 'assistant' && e.line.isSidechain !== true && e.line.message.id === m.id) return true;
    if (e.kind === 'user' && e.line.isSidechain !== true) {
      for (const b of blocksOf(e.line.message.content)) if (b.type === 'tool_result' && typeof b.tool_use_id === 'string' && toolIds.has(b.tool_use_id)) return true;
    }
  }
  return false;
}

export interface Growth {
  path: string;
  /** Byte offset read up to before and after the growth. */
  fromOffset: number;
  toOffset: number;
  /** Messages of the conversation before the growth. */
  countBefore: number;
  /** The entries appended. */
  entries: Entry[];
}

export class LiveBuilders {
  readonly #live = new Map<string, { builder: MessageBuilder; offset: number }>();
  readonly #limitBytes: number;

  /** Files up to `limitBytes` are built from disk on their first change; larger ones get the appended messages only. */
  constructor(limitBytes: number) {
    this.#limitBytes = limitBytes;
  }

  drop(id: string): void {
    this.#live.delete(id);
  }

  /** The messages added and updated by a growth of conversation `id`'s main file. */
  async update(id: string, g: Growth, opts: ClassifierOptions): Promise<{ added: Message[]; updated: Message[] }> {
    let live = this.#live.get(id);
    let added: Message[] = [];
    let updated: Message[] = [];
    if (live && live.offset === g.fromOffset) {
      const ch = live.builder.add(g.entries);
      added = ch.added;
      updated = ch.updated;
      live.offset = g.toOffset;
    } else if (g.toOffset <= this.#limitBytes) {
      const builder = new MessageBuilder(0, opts);
      await feedBuilder(g.path, g.toOffset, builder, 256, () => builder.trimBefore(Math.min(g.countBefore - 1, builder.messages.length - 600)));
      added = builder.messages.slice(g.countBefore);
      const prev = builder.messages[g.countBefore - 1];
      if (prev && touches(g.entries, prev)) updated = [prev];
      live = { builder, offset: g.toOffset };
    } else {
      const builder = new MessageBuilder(g.countBefore, opts);
      added = builder.add(g.entries).added;
      live = { builder, offset: g.toOffset };
    }
    live.builder.trimBefore(live.builder.messages.length - KEEP_MESSAGES);
    this.#live.delete(id);
    this.#live.set(id, live); // most recent last
    while (this.#live.size > KEEP_CONVERSATIONS) this.#live.delete(this.#live.keys().next().value!);
    return { added, updated };
  }
}
