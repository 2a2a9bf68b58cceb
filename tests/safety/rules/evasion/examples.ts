/**
 * Test data: helper evasion36's examples (examples.txt), written before the
 * rules were generalized. The held-out third is chosen by a hash of each
 * example's text (sha256, first byte mod 3 = 0), so which examples are held
 * out cannot drift when examples are added; they are measured, never tuned on.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseExamples, type Example } from '../interpreters/examples.ts';

export function examples(): Example[] {
  const text = readFileSync(new URL('./examples.txt', import.meta.url), 'utf8');
  return parseExamples(text, (code) => createHash('sha256').update(code).digest()[0]! % 3 === 0);
}
