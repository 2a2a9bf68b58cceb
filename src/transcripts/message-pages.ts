/**
 * Messages read from disk on demand (the index keeps no message bodies): one page, every
 * message in order, or a whole builder. One loop for all three: parse lines in batches
 * into a `MessageBuilder`, trimming the blocks of messages no longer needed so memory
 * stays bounded on very long conversations.
 */
import { readLines } from './reader.ts';
import { parseLine, type Entry } from './schemas.ts';
import { MessageBuilder, type Message, type BuilderOptions } from './messages.ts';
import type { ClassifierOptions } from './entry-classifier.ts';
import type { FileState } from './conversation-record.ts';

/**
 * Feeds the lines [0, endOffset) of `path` to `builder` in batches of `batch` entries,
 * calling `afterBatch` after each (to trim or emit). Reading stops when `more()` is false.
 */
export async function feedBuilder(
  path: string,
  endOffset: number,
  builder: MessageBuilder,
  batch: number,
  afterBatch: () => void,
  more: () => boolean = () => true,
): Promise<void> {
  let buffer: Entry[] = [];
  await readLines(
    path,
    0,
    (t) => {
      buffer.push(parseLine(t));
      if (buffer.length >= batch) {
        builder.add(buffer);
        buffer = [];
        afterBatch();
      }
      return more();
    },
    endOffset,
  );
  builder.add(buffer);
  afterBatch();
}

/** Messages [page * limit, (page + 1) * limit); reading stops once the page and the next message are known. */
export async function readMessagePage(path: string, endOffset: number, page: number, limit: number, opts: BuilderOptions = {}): Promise<Message[]> {
  const start = page * limit;
  const end = start + limit;
  const b = new MessageBuilder(0, opts);
  await feedBuilder(
    path,
    endOffset,
    b,
    64,
    () => {
      if (b.messages.length > start + 1) b.trimBefore(Math.min(start, b.messages.length - 1));
    },
    () => b.messages.length <= end,
  );
  return b.messages.slice(start, end);
}

/**
 * Calls `fn` with every message in order, holding a small window: a message is handed
 * out once LAG later messages exist (a tool result may still attach to it until then).
 * `fn` returns false to stop.
 */
export async function forEachMessageIn(path: string, endOffset: number, fn: (m: Message) => boolean | void, opts: ClassifierOptions = {}): Promise<void> {
  const b = new MessageBuilder(0, opts);
  const LAG = 32;
  let done = 0;
  let stop = false;
  const emitUpTo = (endPos: number) => {
    for (; done < endPos && !stop; done++) if (fn(b.messages[done]!) === false) stop = true;
    b.trimBefore(done);
  };
  await feedBuilder(
    path,
    endOffset,
    b,
    64,
    () => {
      if (b.messages.length - done > LAG * 2) emitUpTo(b.messages.length - LAG);
    },
    () => !stop,
  );
  emitUpTo(b.messages.length);
}

/** Streams every entry of a conversation's files: the main file, then each subagent file (by path). */
export async function forEachEntryIn(
  files: Iterable<FileState>,
  fn: (e: Entry, file: { kind: FileState['kind']; path: string }) => void,
  onError: (path: string, err: Error) => void,
): Promise<void> {
  const sorted = [...files].sort((a, b) => (a.kind === 'main' ? -1 : b.kind === 'main' ? 1 : a.path < b.path ? -1 : 1));
  for (const f of sorted) {
    if (f.error) continue;
    try {
      await readLines(f.path, 0, (t) => fn(parseLine(t), { kind: f.kind, path: f.path }), f.offset);
    } catch (err) {
      onError(f.path, err as Error);
    }
  }
}
