/**
 * Streaming line reader with byte offsets. Files are read in fixed-size chunks, never
 * into one string. `readLines` starts at a byte offset and reports where the next read
 * must start: a half-written last line (no newline yet, not a complete JSON value) is
 * left for the next read.
 */
import { open } from 'node:fs/promises';

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

/**
 * Calls `onLine(text, offset)` for each complete line from `start`. Empty lines are
 * skipped. The final fragment without a newline is consumed only when it is a
 * complete JSON value (some writers omit the last newline); otherwise it waits.
 */
export async function readLines(
  path: string,
  start: number,
  /** Return false to stop after this line. */
  onLine: (text: string, offset: number) => void | boolean,
  end?: number,
): Promise<ReadResult> {
  const fh = await open(path, 'r');
  const buf = takeBuffer();
  try {
    const limit = end ?? (await fh.stat()).size;
    let position = start;
    let carry: Buffer | null = null;
    let carryOffset = start;
    let lines = 0;
    let readSize = FIRST_CHUNK;
    while (position < limit) {
      const { bytesRead } = await fh.read(buf, 0, Math.min(readSize, limit - position), position);
      readSize = CHUNK;
      if (bytesRead === 0) break;
      const chunk: Buffer = carry ? Buffer.concat([carry, buf.subarray(0, bytesRead)]) : buf.subarray(0, bytesRead);
      const chunkOffset = carry ? carryOffset : position;
      position += bytesRead;
      let lineStart = 0;
      for (;;) {
        const nl = chunk.indexOf(NL, lineStart);
        if (nl === -1) break;
        let lineEnd = nl;
        if (lineEnd > lineStart && chunk[lineEnd - 1] === 13) lineEnd--;
        if (lineEnd > lineStart) {
          lines++;
          if (onLine(chunk.toString('utf8', lineStart, lineEnd), chunkOffset + lineStart) === false) {
            return { nextOffset: chunkOffset + nl + 1, pendingBytes: 0, lines, stopped: true };
          }
        }
        lineStart = nl + 1;
      }
      if (lineStart < chunk.length) {
        // Copy: `buf` is reused by the next read.
        carry = Buffer.from(chunk.subarray(lineStart));
        carryOffset = chunkOffset + lineStart;
      } else {
        carry = null;
        carryOffset = position;
      }
    }
    if (carry && carry.length > 0) {
      const text = carry.toString('utf8').replace(/\r$/, '');
      if (isCompleteJson(text)) {
        onLine(text, carryOffset);
        return { nextOffset: carryOffset + carry.length, pendingBytes: 0, lines: lines + 1 };
      }
      return { nextOffset: carryOffset, pendingBytes: carry.length, lines };
    }
    return { nextOffset: position, pendingBytes: 0, lines };
  } finally {
    giveBuffer(buf);
    await fh.close();
  }
}

/**
 * Calls `onChunk(bytes, offset)` with runs of whole lines of [start, end) as raw bytes
 * (each run ends with a newline, except the last one when `end` cuts a line without
 * one), for callers that search the bytes before decoding anything. `bytes` is only
 * valid during the call. Return false to stop; resolves to true when stopped.
 */
export async function readLineChunks(path: string, start: number, end: number, onChunk: (bytes: Buffer, offset: number) => void | boolean): Promise<boolean> {
  const fh = await open(path, 'r');
  const pooled = takeBuffer();
  let buf = pooled;
  try {
    let position = start;
    let filled = 0; // bytes of an unfinished line kept at the start of buf
    let readSize = FIRST_CHUNK;
    while (position < end) {
      if (filled === buf.length) {
        // One line longer than the buffer: grow for this call only.
        const bigger = Buffer.allocUnsafe(buf.length * 2);
        buf.copy(bigger, 0, 0, filled);
        buf = bigger;
      }
      const { bytesRead } = await fh.read(buf, filled, Math.min(buf.length - filled, readSize, end - position), position);
      // Doubling: a caller that stops at an early match has read at most twice what it needed.
      readSize = Math.min(CHUNK, readSize * 2);
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
    giveBuffer(pooled);
    await fh.close();
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
