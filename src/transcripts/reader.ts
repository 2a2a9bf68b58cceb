/**
 * Streaming line reader with byte offsets. Files are read in fixed-size chunks, never
 * into one string. `readLines` starts at a byte offset and reports where the next read
 * must start: a half-written last line (no newline yet, not a complete JSON value) is
 * left for the next read.
 *
 * `sync`: read with the synchronous calls. An asynchronous read leaves the thread idle
 * while the thread pool copies the chunk (measured: 0.6 s of a 4 s cold scan of 1 GB
 * from the page cache, the thread waiting on ~8,000 opens, reads and closes). Callers
 * with nothing else to serve take it: the first scan of the index (no server listens
 * yet) and the usage scan (a command, or its own worker thread).
 */
import { open } from 'node:fs/promises';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { skimLine } from './line-skim.ts';

/** An open file, read either way; a caller awaits every call (a plain value for `sync`). */
interface Source {
  size(): number | Promise<number>;
  read(buf: Buffer, offset: number, length: number, position: number): number | Promise<number>;
  close(): void | Promise<void>;
}

async function openSource(path: string, sync: boolean): Promise<Source> {
  if (sync) {
    const fd = openSync(path, 'r');
    return { size: () => fstatSync(fd).size, read: (b, o, l, p) => readSync(fd, b, o, l, p), close: () => closeSync(fd) };
  }
  const fh = await open(path, 'r');
  return { size: async () => (await fh.stat()).size, read: async (b, o, l, p) => (await fh.read(b, o, l, p)).bytesRead, close: () => fh.close() };
}

const CHUNK = 1 << 20;
/** The first read is small so that callers stopping early (search, first page) read little. */
const FIRST_CHUNK = 64 * 1024;
const NL = 10;

/**
 * Read buffers are reused: a scan reads thousands of files, and a fresh 1 MB buffer per
 * file is native memory that is only given back when the GC collects the Buffer
 * object, which inflated the process's peak memory. A few spares cover concurrent readers.
 */
const spares: Buffer[] = [];
const MAX_SPARES = 10;
function takeBuffer(): Buffer {
  return spares.pop() ?? Buffer.allocUnsafeSlow(CHUNK);
}
function giveBuffer(b: Buffer): void {
  if (b.length === CHUNK && spares.length < MAX_SPARES) spares.push(b);
}

export interface ReadResult {
  /** Offset just after the last line consumed; the next read starts here. */
  nextOffset: number;
  /** Bytes at the end that were left for later (a line still being written). */
  pendingBytes: number;
  lines: number;
  /** True when onLine asked to stop. */
  stopped?: boolean;
}

export interface ReadOptions {
  sync?: boolean;
  /**
   * Largest read, in bytes (default 1 MB). A background reader of a whole session (the
   * workbench) passes a small slice: its lines are handled between reads, so another
   * request of the same server (the next page of messages) waits one slice behind it,
   * not one megabyte of JSON.
   */
  slice?: number;
  /** Long lines as `skimLine`'s text, with their bytes as `skimmed` (callers that read no message content). */
  skim?: boolean;
}

/**
 * A line given as `skimLine`'s text (`skim`): its bytes, valid only during the call, so
 * that a caller that needs the whole text after all decodes it (`wholeText`).
 */
export interface SkimmedLine {
  buf: Buffer;
  start: number;
  end: number;
}
export const wholeText = (l: SkimmedLine): string => l.buf.toString('utf8', l.start, l.end);

/**
 * Calls `onLine(text, offset)` for each complete line from `start`. Empty lines are
 * skipped. The final fragment without a newline is consumed only when it is a
 * complete JSON value (some writers omit the last newline); otherwise it waits.
 * With `skim`, a long line comes as `skimLine`'s text (line-skim.ts), with its bytes as
 * `skimmed`; an unterminated last line always comes whole.
 */
export async function readLines(
  path: string,
  start: number,
  /** Return false to stop after this line; `fragment` for an unterminated last line (a complete JSON value). */
  onLine: (text: string, offset: number, fragment?: boolean, skimmed?: SkimmedLine) => void | boolean,
  end?: number,
  opts: ReadOptions = {},
): Promise<ReadResult> {
  const skim = opts.skim === true;
  const skimmed: SkimmedLine = { buf: Buffer.alloc(0), start: 0, end: 0 };
  let lines = 0;
  let nextOffset = start;
  let pendingBytes = 0;
  let stopped = false;
  await withSource(path, opts.sync ?? false, async (source) => {
    const limit = end ?? (await source.size());
    await chunksOf(source, start, limit, opts.slice ?? CHUNK, (chunk, chunkOffset) => {
      nextOffset = chunkOffset + chunk.length; // where the bytes read end (a file may be shorter than `end`)
      let lineStart = 0;
      for (;;) {
        const nl = chunk.indexOf(NL, lineStart);
        if (nl === -1) break;
        let lineEnd = nl;
        if (lineEnd > lineStart && chunk[lineEnd - 1] === 13) lineEnd--;
        if (lineEnd > lineStart) {
          lines++;
          const short = skim ? skimLine(chunk, lineStart, lineEnd) : null;
          let said: void | boolean;
          if (short === null) said = onLine(chunk.toString('utf8', lineStart, lineEnd), chunkOffset + lineStart);
          else {
            skimmed.buf = chunk;
            skimmed.start = lineStart;
            skimmed.end = lineEnd;
            said = onLine(short, chunkOffset + lineStart, false, skimmed);
          }
          if (said === false) {
            nextOffset = chunkOffset + nl + 1;
            stopped = true;
            return false;
          }
        }
        lineStart = nl + 1;
      }
      if (lineStart === chunk.length) return;
      // Bytes after the last newline: only the end of the range gets here (chunksOf).
      const text = chunk.toString('utf8', lineStart).replace(/\r$/, '');
      if (isCompleteJson(text)) {
        lines++;
        onLine(text, chunkOffset + lineStart, true);
      } else {
        nextOffset = chunkOffset + lineStart;
        pendingBytes = chunk.length - lineStart;
      }
    });
  });
  return { nextOffset, pendingBytes, lines, ...(stopped ? { stopped } : {}) };
}

/**
 * Calls `onChunk(bytes, offset)` with runs of whole lines of [start, end) as raw bytes
 * (each run ends with a newline, except the last one when `end` cuts a line without
 * one), for callers that search the bytes before decoding anything. `bytes` is only
 * valid during the call. Return false to stop; resolves to true when stopped.
 */
export function readLineChunks(path: string, start: number, end: number, onChunk: (bytes: Buffer, offset: number) => void | boolean, opts: { sync?: boolean; buffer?: Buffer | null } = {}): Promise<boolean> {
  return withSource(path, opts.sync ?? false, (source) => chunksOf(source, start, end, CHUNK, onChunk, opts.buffer ?? undefined));
}

/** The size of the reader's buffer: a caller that lends one (`readLineChunks`'s `buffer`) makes it this size. */
export const CHUNK_BYTES = CHUNK;

async function withSource<T>(path: string, sync: boolean, fn: (s: Source) => Promise<T>): Promise<T> {
  const source = await openSource(path, sync);
  try {
    return await fn(source);
  } finally {
    await source.close();
  }
}

/**
 * The loop under both readers. The bytes of an unfinished line stay at the start of the
 * buffer and the next read lands after them (no copy of the chunk per read).
 */
async function chunksOf(source: Source, start: number, end: number, maxRead: number, onChunk: (bytes: Buffer, offset: number) => void | boolean, lent?: Buffer): Promise<boolean> {
  // A buffer the caller lent (the usage scan's, in its search module's memory) stays the caller's.
  const pooled = lent ?? takeBuffer();
  let buf = pooled;
  try {
    let position = start;
    let filled = 0; // bytes of an unfinished line kept at the start of buf
    let readSize = Math.min(FIRST_CHUNK, maxRead);
    while (position < end) {
      if (filled === buf.length) {
        // One line longer than the buffer: grow for this call only.
        const bigger = Buffer.allocUnsafe(buf.length * 2);
        buf.copy(bigger, 0, 0, filled);
        buf = bigger;
      }
      const bytesRead = await source.read(buf, filled, Math.min(buf.length - filled, readSize, end - position), position);
      // Doubling: a caller that stops at an early match has read at most twice what it needed.
      readSize = Math.min(maxRead, readSize * 2);
      if (bytesRead === 0) break;
      position += bytesRead;
      const total = filled + bytesRead;
      const cut = position >= end ? total : buf.lastIndexOf(NL, total - 1) + 1;
      if (cut === 0) {
        filled = total;
        continue;
      }
      if (onChunk(buf.subarray(0, cut), position - total) === false) return true;
      buf.copy(buf, 0, cut, total);
      filled = total - cut;
    }
    if (filled > 0 && onChunk(buf.subarray(0, filled), position - filled) === false) return true;
    return false;
  } finally {
    if (!lent) giveBuffer(pooled);
  }
}

function isCompleteJson(text: string): boolean {
  const t = text.trim();
  if (!t.startsWith('{') || !t.endsWith('}')) return false;
  try {
    JSON.parse(t);
    return true;
  } catch {
    return false;
  }
}
