/**
 * Test data: helper evasion36's examples (examples.txt), written before the
 * rules were generalized. The held-out third is chosen by a hash of each
 * example's text (sha256, first byte mod 3 = 0), so which examples are held
 * out cannot drift when examples are added; they are measured, never tuned on.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

export interface Example {
  id: string;
  block: boolean;
  path: string;
  code: string;
  heldOut: boolean;
}

const PATHS: Record<string, string> = { sh: 'scripts/run.sh', py: 'scripts/run.py', js: 'scripts/run.mjs' };

export function examples(): Example[] {
  const text = readFileSync(new URL('./examples.txt', import.meta.url), 'utf8');
  return text.split(/^=== /m).slice(1).map((chunk) => {
    const [head, ...body] = chunk.split('\n');
    const [verdict, ext, id] = head!.trim().split(/\s+/);
    const code = body.join('\n').replace(/\n+$/, '\n');
    return { id: id!, block: verdict === 'block', path: PATHS[ext!]!, code, heldOut: createHash('sha256').update(code).digest()[0]! % 3 === 0 };
  });
}
