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
  const a = fnv(buf, read, 0x811c9dc5 ^ length, 0x9e3779b9 ^ read); // a short read (the file shrank under us) matches no recorded hash
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
