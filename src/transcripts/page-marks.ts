/**
 * Where a page of messages starts in its transcript, without reading what comes before.
 * The index folds every line once (conversation-record.ts); at every PAGE_MARK_EVERY-th
 * shown message of the main file it keeps a mark: the message's index, the byte offset of
 * the line that starts it, and the main-thread tool calls still waiting for a result
 * there (the only state a message count depends on across that point: a later result
 * of one of them belongs to its call and is no message of its own). A page near the end
 * of a 100,000-message session then reads from the mark before it, a few hundred
 * messages' bytes, instead of the whole file; the messages are those a read from the
 * start builds (tests/transcripts/page-marks.test.ts holds the two equal).
 */
import type { ClassifierState } from './entry-classifier.ts';

/** Messages between two marks: a far page reads at most this many before its first. */
export const PAGE_MARK_EVERY = 500;

/**
 * Open calls kept per mark, the most recent ones: a call left without a result for longer
 * (an interrupted session leaves some for good) is not answered hundreds of messages later.
 */
const OPEN_CALLS_KEPT = 256;

export interface PageMark {
  /** Index of the shown message that starts at `offset`. */
  index: number;
  /** Byte offset of its line in the main file. */
  offset: number;
  /** The main-thread calls without a result before that line, "id\tname" per line. */
  open: string;
}

/** Whether the shown message about to be counted as `index` gets a mark. */
export const markDue = (index: number): boolean => index > 0 && index % PAGE_MARK_EVERY === 0;

/** A mark for the message `index` at `offset`, with the calls open there (id → its name). */
export function pageMark(index: number, offset: number, open: Map<string, { name: string }>): PageMark {
  const ids = [...open.keys()].slice(-OPEN_CALLS_KEPT);
  return { index, offset, open: ids.map((id) => `${id}\t${open.get(id)!.name}`).join('\n') };
}

/** The last mark at or before message `index` (marks are in increasing order), or null. */
export function markBefore(marks: readonly PageMark[], index: number): PageMark | null {
  let lo = 0;
  let hi = marks.length - 1;
  let found: PageMark | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (marks[mid]!.index <= index) {
      found = marks[mid]!;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/** The classifier's state at a mark: its open calls as main-thread calls, no assistant message under way. */
export function classifierStateAt(mark: PageMark, fileStartMs: number | null): ClassifierState {
  return { calls: mark.open ? mark.open.split('\n').map((l) => `${l}\t1`).join('\n') : '', lastAssistantId: null, copiedMessageId: null, fileStartMs };
}

/** Marks read back from a snapshot; throws on a shape that is not ours. */
export function marksFromState(v: unknown): PageMark[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new Error('bad page marks');
  return v.map((m) => {
    if (!m || typeof m.index !== 'number' || typeof m.offset !== 'number' || typeof m.open !== 'string') throw new Error('bad page mark');
    return { index: m.index, offset: m.offset, open: m.open };
  });
}
