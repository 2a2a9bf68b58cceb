/**
 * Fingerprints of the bytes a ledger has read of a file: a hash of its first
 * FINGERPRINT_BYTES and of the FINGERPRINT_BYTES before the read offset. A file whose
 * size or mtime changed is only read on from its offset when both still match, that is
 * when the old bytes are still there and new ones were appended. A file rewritten in
 * place (a shorter or longer one), replaced by a copy from another machine, or truncated
 * and written again fails one of them and is read again from its start.
 */
import { closeSync, openSync, readSync } from 'node:fs';

export const FINGERPRINT_BYTES = 4096;

export interface Fingerprints {
  head: string;
  tail: string;
}

/**
 * 64 bits of FNV-1a (two 32-bit lanes) over the bytes, with their length: enough to tell
 * changed bytes from unchanged ones (no one forges their own transcripts), and no
 * node:crypto to load for the few files a warm run finds changed.
 */
function hashRange(fd: number, buf: Buffer, start: number, length: number): string {
  let read = 0;
  while (read < length) {
    const n = readSync(fd, buf, read, length - read, start + read);
    if (n === 0) break;
    read += n;
  }
  return hashOf(buf, read, length);
}

/** The hash of the first `read` bytes of `buf`, of a range of `length` bytes: a short read (the file shrank under us) matches no recorded hash. */
function hashOf(buf: Buffer, read: number, length: number): string {
  const a = fnv(buf, read, 0x811c9dc5 ^ length, 0x9e3779b9 ^ read);
  return `${(a >>> 0).toString(36)}.${(laneB >>> 0).toString(36)}.${length}`;
}

/** The second lane of the last `fnv` (no object made per call). */
let laneB = 0;

/**
 * Two lanes of FNV-1a over the first `n` bytes, in one pass. The loop in a function of its
 * own: inside `hashRange`, V8 compiled it on the stack (OSR) before the code after it had
 * run and then threw that code away at later calls, ~40 times a cold scan (docs/benchmarks.md).
 * Nothing after the loop needs type feedback (a return, a module variable), so the code
 * compiled while the loop runs is never thrown away for the lack of it.
 */
function fnv(buf: Buffer, n: number, seedA: number, seedB: number): number {
  let a = seedA | 0;
  let b = seedB | 0;
  for (let i = 0; i < n; i++) {
    a = Math.imul(a ^ buf[i]!, 0x01000193);
    b = Math.imul(b ^ buf[i]!, 0x01000197);
  }
  laneB = b;
  return a;
}

/** The fingerprints of a file read up to `offset` (synchronous: a few KB, no thread to give back). */
export function fingerprintsOf(path: string, offset: number): Fingerprints {
  const fd = openSync(path, 'r');
  try {
    const buf = Buffer.allocUnsafe(FINGERPRINT_BYTES);
    const n = Math.min(FINGERPRINT_BYTES, offset);
    return { head: hashRange(fd, buf, 0, n), tail: hashRange(fd, buf, offset - n, n) };
  } finally {
    closeSync(fd);
  }
}

/**
 * The fingerprints of a file read from its start, taken from the bytes the read itself
 * went through (`add` each chunk, in order, each starting where the one before ended)
 * instead of opening the file again after it: the same values as `fingerprintsOf` for
 * those bytes. It keeps the first FINGERPRINT_BYTES and the last 2 × FINGERPRINT_BYTES
 * seen; `at` is null when the bytes before the offset were not all kept (the read left a
 * longer unfinished line at the end): the caller falls back to `fingerprintsOf`.
 */
export class FingerprintTaker {
  readonly #head = Buffer.allocUnsafe(FINGERPRINT_BYTES);
  #headLength = 0;
  readonly #last = Buffer.allocUnsafe(2 * FINGERPRINT_BYTES);
  #lastLength = 0;
  /** The file offset just after the last byte seen. */
  #end = 0;

  add(chunk: Buffer, offset: number): void {
    if (offset !== this.#end) {
      this.#end = -1; // not contiguous from the start: no fingerprints from these bytes
      return;
    }
    if (this.#headLength < FINGERPRINT_BYTES) this.#headLength += chunk.copy(this.#head, this.#headLength, 0, FINGERPRINT_BYTES - this.#headLength);
    const keep = this.#last.length;
    if (chunk.length >= keep) {
      chunk.copy(this.#last, 0, chunk.length - keep);
      this.#lastLength = keep;
    } else {
      const old = Math.min(this.#lastLength, keep - chunk.length);
      this.#last.copy(this.#last, 0, this.#lastLength - old, this.#lastLength);
      chunk.copy(this.#last, old);
      this.#lastLength = old + chunk.length;
    }
    this.#end += chunk.length;
  }

  /** The fingerprints of the file read up to `offset` (at most the end of what was seen), or null. */
  at(offset: number): Fingerprints | null {
    if (this.#end < offset || offset < 0) return null;
    const n = Math.min(FINGERPRINT_BYTES, offset);
    const from = this.#lastLength - (this.#end - offset) - n; // where the tail starts in #last
    if (this.#headLength < n || from < 0) return null;
    return { head: hashOf(this.#head, n, n), tail: hashOf(from === 0 ? this.#last : this.#last.subarray(from), n, n) };
  }
}
