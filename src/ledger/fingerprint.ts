/**
 * Fingerprints of the bytes a ledger has read of a file: a hash of its first
 * FINGERPRINT_BYTES and of the FINGERPRINT_BYTES before the read offset. A file whose
 * size or mtime changed is only read on from its offset when both still match, that is
 * when the old bytes are still there and new ones were appended. A file rewritten in
 * place (a shorter or longer one), replaced by a copy from another machine, or truncated
 * and written again fails one of them and is read again from its start.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { createHash } from 'node:crypto';

export const FINGERPRINT_BYTES = 4096;

export interface Fingerprints {
  head: string;
  tail: string;
}

function hashRange(fd: number, buf: Buffer, start: number, length: number): string {
  let read = 0;
  while (read < length) {
    const n = readSync(fd, buf, read, length - read, start + read);
    if (n === 0) break;
    read += n;
  }
  // A short read (the file shrank under us) gives a hash no recorded one matches.
  return createHash('sha256').update(buf.subarray(0, read)).update(String(length)).digest('base64url').slice(0, 22);
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
