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
  try {
    const limit = end ?? (await fh.stat()).size;
    let position = start;
    let carry: Buffer | null = null;
    let carryOffset = start;
    let lines = 0;
    let buf = Buffer.allocUnsafe(Math.min(FIRST_CHUNK, Math.max(1, limit - position)));
    while (position < limit) {
      const { bytesRead } = await fh.read(buf, 0, Math.min(buf.length, limit - position), position);
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
      if (buf.length < CHUNK && position < limit) buf = Buffer.allocUnsafe(CHUNK);
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
