/**
 * Messages read from disk on demand (the index keeps no message bodies): one page, every
 * message in order, or a whole builder. One loop for all three: parse lines in batches
 * into a `MessageBuilder`, trimming the blocks of messages no longer needed so memory
 * stays bounded on very long conversations.
 */
import { readLines } from './reader.ts';
import { parseLine } from './lines.ts';
import type { Entry } from './schemas.ts';
import { MessageBuilder, type Message, type BuilderOptions } from './messages.ts';
import type { ClassifierOptions } from './entry-classifier.ts';
import type { FileState } from './conversation-record.ts';
import { classifierStateAt, markBefore, type PageMark } from './page-marks.ts';

/**
 * Feeds the lines [fromOffset, endOffset) of `path` to `builder` in batches of `batch`
 * entries, calling `afterBatch` after each (to trim or emit). Reading stops when `more()` is false.
 */
export async function feedBuilder(
  path: string,
  endOffset: number,
  builder: MessageBuilder,
  batch: number,
  afterBatch: () => void,
  more: () => boolean = () => true,
  fromOffset = 0,
): Promise<void> {
  let buffer: Entry[] = [];
  await readLines(
    path,
    fromOffset,
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

/**
 * Messages [page * limit, (page + 1) * limit); reading starts at the last of `marks`
 * before the page (page-marks.ts), else at the start of the file, and stops once the page
 * and the next message are known.
 */
export async function readMessagePage(path: string, endOffset: number, page: number, limit: number, opts: BuilderOptions = {}, marks: readonly PageMark[] = []): Promise<Message[]> {
  const mark = markBefore(marks, page * limit);
  const first = mark?.index ?? 0;
  // Positions in the builder's array, which starts at message `first`.
  const start = page * limit - first;
  const end = start + limit;
  const b = new MessageBuilder(first, mark ? { ...opts, resume: classifierStateAt(mark, opts.fileStartMs ?? null) } : opts);
  // One entry at a time: reading stops at the line that starts the message after the page,
  // wherever it started (from a mark or the file's start), so both read the same lines.
  await feedBuilder(
    path,
    endOffset,
    b,
    1,
    () => {
      if (b.messages.length > start + 1) b.trimBefore(Math.min(start, b.messages.length - 1));
    },
    () => b.messages.length <= end,
    mark?.offset ?? 0,
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
