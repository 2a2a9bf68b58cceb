/**
 * `peekSessionId` (an older `agent-*.jsonl` file's session): the first `sessionId` in the
 * first 256 KB, read in 16 KB first. Wherever the field falls (the first line, past the
 * small read, cut by its end, past 256 KB), the answer is that of the whole 256 KB.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { peekSessionId } from '../../src/transcripts/file-scanner.ts';
import { spawnSync } from 'node:child_process';
import { ROOT } from '../helpers/paths.ts';
import { NODE } from '../install/run-bin.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'peek-session-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A file whose field `"sessionId":"<id>"` starts at byte `at` (padding before it in a line of its own). */
async function fileWith(name: string, at: number, id: string, after = ''): Promise<string> {
  const field = `{"sessionId":"${id}"}\n`;
  const pad = at === 0 ? '' : `${JSON.stringify({ type: 'progress', data: 'x'.repeat(Math.max(0, at - 24)) }).slice(0, at - 1)}\n`;
  expect(Buffer.byteLength(pad)).toBe(at);
  const path = join(dir, name);
  await writeFile(path, pad + field + after);
  return path;
}

describe('peekSessionId', () => {
  it('finds the field in the first line', async () => {
    expect(peekSessionId(await fileWith('a.jsonl', 0, 'first-line', 'y'.repeat(40_000)))).toBe('first-line');
  });

  it('finds it past the first 16 KB and across the end of that read', async () => {
    expect(peekSessionId(await fileWith('b.jsonl', 50_000, 'far-in'))).toBe('far-in');
    // The field starts a few bytes before 16 KB: the small read sees only part of it.
    for (const at of [16 * 1024 - 20, 16 * 1024 - 14, 16 * 1024 - 3]) {
      expect(peekSessionId(await fileWith(`c${at}.jsonl`, at, 'cut-by-the-read', 'z'.repeat(20_000)))).toBe('cut-by-the-read');
    }
  });

  it('takes the first of two, and the field only within the first 256 KB', async () => {
    const two = join(dir, 'two.jsonl');
    await writeFile(two, `{"sessionId":"one"}\n{"sessionId":"two"}\n`);
    expect(peekSessionId(two)).toBe('one');
    expect(peekSessionId(await fileWith('d.jsonl', 300_000, 'too-far'))).toBeNull();
  });

  it('gives null for an id that is not a safe name, and for a file without the field', async () => {
    expect(peekSessionId(await fileWith('e.jsonl', 0, '../escape'))).toBeNull();
    const none = join(dir, 'none.jsonl');
    await writeFile(none, `${'{"type":"progress"}\n'.repeat(2000)}`);
    expect(peekSessionId(none)).toBeNull();
  });

  it.skipIf(process.platform === 'win32')('does not wait on a FIFO put in a file\'s place (no writer ever opens it): its system error at once, which the callers skip like a file gone', () => {
    const fifo = join(dir, 'agent-fifo.jsonl');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // In a child: a blocking open would hang this thread, where no test timeout could end it.
    const peek = `import { peekSessionId } from ${JSON.stringify(join(ROOT, 'src', 'transcripts', 'file-scanner.ts'))}; try { peekSessionId(${JSON.stringify(fifo)}); console.log('read'); } catch (e) { console.log(e.code); }`;
    const r = spawnSync(NODE, ['--input-type=module', '-e', peek], { encoding: 'utf8', timeout: 30_000 });
    expect(r.signal, 'the peek waited on the FIFO').toBeNull();
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe('ESPIPE'); // a pipe cannot be read from its start
  });

  it('throws the system error of a file gone since the listing (its callers skip the file)', () => {
    expect(() => peekSessionId(join(dir, 'gone.jsonl'))).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });
});
