/**
 * line-skim.ts: a long line parsed without the values no scan reads. The skimmed text
 * must parse to exactly the line as written with those values (top-level fields no line
 * schema declares, such as `toolUseResult`, a progress line's `data`, a snapshot; each
 * content block's fields other than type, id, name, tool_use_id, is_error and text)
 * replaced by 0, on every long line of a real-shaped corpus; and a
 * line it cannot read to its end (cut mid-write, another line after it, an escaped key)
 * must come back null, so that it is decoded whole and fails or parses as before.
 */
import { describe, it, expect, afterAll } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tempDir } from '../helpers/paths.ts';
import { skimLine, SKIM_MIN_BYTES } from '../../src/transcripts/line-skim.ts';
import { DECLARED_LINE_FIELDS } from '../../src/transcripts/lines.ts';
import { generateCorpus } from '../../bench/transcript-corpus.ts';

const dirs: Array<{ cleanup: () => Promise<void> }> = [];
afterAll(async () => {
  for (const d of dirs) await d.cleanup();
});

type Obj = Record<string, unknown>;
const READ_BLOCK_FIELDS = new Set(['type', 'id', 'name', 'tool_use_id', 'is_error', 'text']);

/** What the skimmed line must parse to, computed from the line as written. */
function expected(line: Obj): Obj {
  const out: Obj = Object.fromEntries(Object.entries(line).map(([k, v]) => [k, DECLARED_LINE_FIELDS.has(k) ? v : 0]));
  const m = out.message;
  if (m && typeof m === 'object' && !Array.isArray(m) && Array.isArray((m as Obj).content)) {
    out.message = {
      ...(m as Obj),
      content: ((m as Obj).content as unknown[]).map((b) => (b && typeof b === 'object' && !Array.isArray(b) ? Object.fromEntries(Object.entries(b).map(([k, v]) => [k, READ_BLOCK_FIELDS.has(k) ? v : 0])) : b)),
    };
  }
  return out;
}

const skim = (text: string): string | null => {
  const b = Buffer.from(text);
  return skimLine(b, 0, b.length);
};
const pad = 'x'.repeat(SKIM_MIN_BYTES);

describe('skimLine', () => {
  it('parses every long line of a real-shaped corpus to the line with the unread values replaced', async () => {
    const d = await tempDir('line-skim-');
    dirs.push(d);
    const info = await generateCorpus({ dir: d.path, targetBytes: 12 * 1024 * 1024, sessions: 12, projects: 3, seed: 39 });
    let long = 0;
    let skimmed = 0;
    let saved = 0;
    const walk = async (dir: string): Promise<void> => {
      for (const e of await readdir(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) await walk(p);
        else if (e.name.endsWith('.jsonl')) {
          const buf = await readFile(p);
          let start = 0;
          for (let nl = buf.indexOf(10); nl !== -1; start = nl + 1, nl = buf.indexOf(10, start)) {
            if (nl - start < SKIM_MIN_BYTES) {
              expect(skimLine(buf, start, nl)).toBeNull();
              continue;
            }
            long++;
            const text = skimLine(buf, start, nl);
            if (text === null) continue;
            skimmed++;
            saved += nl - start - Buffer.byteLength(text);
            expect(JSON.parse(text)).toEqual(expected(JSON.parse(buf.toString('utf8', start, nl)) as Obj));
          }
        }
      }
    };
    await walk(info.projectsDir);
    // The corpus has long tool results: most long lines are skimmed, and most of their bytes left out.
    expect(long).toBeGreaterThan(100);
    expect(skimmed / long).toBeGreaterThan(0.8);
    expect(saved).toBeGreaterThan(info.bytes / 4);
  });

  it('keeps what the scans read: ids, usage, text blocks, a prompt given as a string, escapes and UTF-8 around the cuts', () => {
    const line = {
      type: 'user',
      uuid: 'u-1',
      timestamp: '2026-03-01T10:00:00.000Z',
      cwd: '/home/dév/プロジェクト',
      message: {
        role: 'user',
        content: [
          { type: 'text', text: `a prompt "quoted" \\ with a backslash ${pad}` },
          { type: 'tool_result', tool_use_id: 'toolu_1', is_error: true, content: [{ type: 'text', text: `out \\" \\\\" "${pad}` }, { type: 'image', source: { data: pad } }] },
          'not a block',
          { type: 'tool_use', id: 'toolu_2', name: 'Write', input: { file_path: '/x', content: `{"usage":1} ${pad}` } },
          { type: 'thinking', thinking: pad, signature: 'c2ln' },
        ],
        usage: { input_tokens: 3, output_tokens: 4 },
      },
      toolUseResult: { stdout: `é ${pad}`, usage: { input_tokens: 99 }, interrupted: false, n: -1.5e3, none: null },
    };
    const text = skim(JSON.stringify(line));
    expect(text).not.toBeNull();
    expect(JSON.parse(text!)).toEqual(expected(line));
    expect(text!.length).toBeLessThan(JSON.stringify(line).length - 3 * SKIM_MIN_BYTES);
    // A prompt written as one string is not a block list: kept whole (nothing to replace there).
    const prompt = { type: 'user', message: { role: 'user', content: `typed ${pad}` }, toolUseResult: 'text' };
    expect(JSON.parse(skim(JSON.stringify(prompt))!)).toEqual({ ...prompt, toolUseResult: 0 });
    // Blanks between tokens, as another writer might put them.
    const spaced = JSON.stringify(line, null, 1).replace(/\n/g, ' ');
    expect(JSON.parse(skim(spaced)!)).toEqual(expected(line));
  });

  it('gives null, so the line is decoded whole, when there is nothing to replace or it cannot read it to its end', () => {
    const ok = JSON.stringify({ type: 'user', message: { content: [{ type: 'tool_result', tool_use_id: 't', content: pad }] } });
    expect(skim(ok)).not.toBeNull();
    // Short, or nothing to replace.
    expect(skim('{"type":"user","toolUseResult":{"a":1}}')).toBeNull();
    expect(skim(JSON.stringify({ type: 'user', message: { role: 'user', content: [{ type: 'text', text: pad }] } }))).toBeNull();
    // What the schemas declare is kept, whatever its size (a system line's content).
    expect(skim(JSON.stringify({ type: 'system', content: pad, level: 'info' }))).toBeNull();
    expect(JSON.parse(skim(JSON.stringify({ type: 'progress', data: { message: pad }, timestamp: 't' }))!)).toEqual({ type: 'progress', data: 0, timestamp: 't' });
    // Not an object, or more after it.
    expect(skim(`[${ok}]`)).toBeNull();
    expect(skim(`${ok} 1`)).toBeNull();
    // Cut mid-write: inside a replaced value, inside a kept string, before the last brace.
    for (const n of [ok.length - 1, ok.length - 3, ok.length - 10, 60, 20]) expect(skim(ok.slice(0, n))).toBeNull();
    // A line cut mid-write with the next line written after it (no newline between).
    const next = JSON.stringify({ type: 'assistant', uuid: 'u-2', message: { id: 'm', content: [{ type: 'text', text: 'hi' }], usage: { output_tokens: 5 } } });
    const cutInString = ok.slice(0, ok.indexOf(pad) + 100) + next;
    const cutAfterString = ok.slice(0, ok.indexOf(pad) + pad.length + 1) + next;
    for (const joined of [cutInString, cutAfterString]) {
      expect(() => JSON.parse(joined)).toThrow();
      const text = skim(joined);
      if (text !== null) expect(() => JSON.parse(text)).toThrow();
    }
    // An escaped key could spell toolUseResult or content: not skimmed.
    expect(skim(ok.replace('"message"', '"messag\\u0065"'))).toBeNull();
    // Text outside strings in a replaced value: not JSON.
    expect(skim(ok.replace(`"content":"${pad}"`, `"content":[1,oops,"${pad}"]`))).toBeNull();
  });
});
