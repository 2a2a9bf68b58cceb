/**
 * The second skills batch's split: a third held out, by the first byte of
 * sha256(id) (divisible by 3: held out), fixed once the batch was written.
 */
import { createHash } from 'node:crypto';

export function thirdOf(id: string): 'dev' | 'held-out' {
  return createHash('sha256').update(id).digest()[0]! % 3 === 0 ? 'held-out' : 'dev';
}
