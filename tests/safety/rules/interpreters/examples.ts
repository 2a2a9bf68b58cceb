/**
 * Test data: the interpreter, reverse-shell, word-evasion and payload
 * examples of examples.txt (written before the rules were generalized).
 * Every third example in the file's order is held out: measured and
 * reported by measure.ts, never tuned on.
 */
import { readFileSync } from 'node:fs';

export interface Example {
  id: string;
  block: boolean;
  path: string;
  code: string;
  heldOut: boolean;
}

const PATHS: Record<string, string> = { sh: 'scripts/run.sh', py: 'scripts/run.py', js: 'scripts/run.mjs' };

/** examples.txt (a third held out), then second.txt (written after the first changes: development only). */
export function examples(): Example[] {
  return [...read('./examples.txt', (_, i) => i % 3 === 2), ...read('./second.txt', () => false)];
}

function read(file: string, heldOut: (code: string, index: number) => boolean): Example[] {
  return parseExamples(readFileSync(new URL(file, import.meta.url), 'utf8'), heldOut);
}

/** Examples in the `=== block|pass <ext> <id>` format, `heldOut` choosing the held-out ones by text or place. */
export function parseExamples(text: string, heldOut: (code: string, index: number) => boolean): Example[] {
  return text.split(/^=== /m).slice(1).map((chunk, i) => {
    const [head, ...body] = chunk.split('\n');
    const [verdict, ext, id] = head!.trim().split(/\s+/);
    const code = body.join('\n').replace(/\n+$/, '\n');
    return { id: id!, block: verdict === 'block', path: PATHS[ext!]!, code, heldOut: heldOut(code, i) };
  });
}
