import { describe, it, expect, afterEach } from 'vitest';
import { writeFile, appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readLines } from '../../src/transcripts/reader.ts';
import { parseLine } from '../../src/transcripts/lines.ts';
import { tempDir } from '../helpers/paths.ts';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

async function file(content: string | Buffer) {
  const t = await tempDir('reader-');
  cleanup = t.cleanup;
  const p = join(t.path, 'a.jsonl');
  await writeFile(p, content);
  return p;
}

// Both ways of reading (asynchronous, and the synchronous one of the first scan and the usage scan) give the same answers.
describe.each([{ sync: false }, { sync: true }])('readLines %o', (io) => {
  it('reports each line with its byte offset, skipping empty lines and CRLF endings', async () => {
    const p = await file('{"a":1}\r\n\n{"b":"é"}\n{"c":3}\n');
    const seen: Array<[string, number]> = [];
    const r = await readLines(p, 0, (t, o) => void seen.push([t, o]), undefined, io);
    expect(seen).toEqual([
      ['{"a":1}', 0],
      ['{"b":"é"}', 10],
      ['{"c":3}', 10 + Buffer.byteLength('{"b":"é"}\n')],
    ]);
    expect(r.nextOffset).toBe(Buffer.byteLength('{"a":1}\r\n\n{"b":"é"}\n{"c":3}\n'));
    expect(r.pendingBytes).toBe(0);
  });

  it('reads in small slices (a background reader) with the same lines and offsets, lines longer than a slice included', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => JSON.stringify({ i, text: 'é'.repeat(i * 7) }));
    const p = await file(lines.join('\n') + '\n');
    const whole: Array<[string, number]> = [];
    const sliced: Array<[string, number]> = [];
    const a = await readLines(p, 0, (t, o) => void whole.push([t, o]), undefined, io);
    const b = await readLines(p, 0, (t, o) => void sliced.push([t, o]), undefined, { ...io, slice: 16 });
    expect(sliced.map(([t]) => t)).toEqual(lines);
    expect(sliced).toEqual(whole);
    expect(b).toEqual(a);
  });

  it('leaves a half-written last line for the next read and parses only appended bytes', async () => {
    const p = await file('{"a":1}\n{"b":');
    const first: string[] = [];
    const r1 = await readLines(p, 0, (t) => void first.push(t), undefined, io);
    expect(first).toEqual(['{"a":1}']);
    expect(r1.nextOffset).toBe(8);
    expect(r1.pendingBytes).toBe(5);
    await appendFile(p, '2}\n{"c":3}\n');
    const second: string[] = [];
    const r2 = await readLines(p, r1.nextOffset, (t) => void second.push(t), undefined, io);
    expect(second).toEqual(['{"b":2}', '{"c":3}']);
    expect(r2.pendingBytes).toBe(0);
  });

  it('accepts a complete JSON last line without a newline', async () => {
    const p = await file('{"a":1}\n{"b":2}');
    const seen: string[] = [];
    const r = await readLines(p, 0, (t) => void seen.push(t), undefined, io);
    expect(seen).toEqual(['{"a":1}', '{"b":2}']);
    expect(r.nextOffset).toBe(15);
  });

  it('handles lines longer than the read chunk and multi-byte characters across chunks', async () => {
    const big = JSON.stringify({ text: 'ü'.repeat(700_000) }); // 1.4 MB, crosses the 1 MB chunk
    const p = await file(`${big}\n{"x":1}\n`);
    const seen: string[] = [];
    await readLines(p, 0, (t) => void seen.push(t), undefined, io);
    expect(seen.length).toBe(2);
    expect(JSON.parse(seen[0]!).text.length).toBe(700_000);
  });

  it('stops when the callback returns false', async () => {
    const p = await file('{"a":1}\n{"b":2}\n{"c":3}\n');
    const seen: string[] = [];
    const r = await readLines(p, 0, (t) => (seen.push(t), seen.length < 2), undefined, io);
    expect(seen.length).toBe(2);
    expect(r.stopped).toBe(true);
    expect(r.nextOffset).toBe(16);
  });

  it('gives exact offsets for lines that cross read chunks, and stops where a file shorter than `end` ends', async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => JSON.stringify({ i, pad: 'x'.repeat((i * 7919) % 1500) }));
    const text = `${lines.join('\n')}\n`;
    const p = await file(text);
    const seen: Array<[number, number]> = [];
    const r = await readLines(p, 0, (t, o) => void seen.push([JSON.parse(t).i, o]), text.length + 4096, io);
    let offset = 0;
    expect(seen).toEqual(lines.map((l, i) => [i, ((offset += i ? lines[i - 1]!.length + 1 : 0), offset)]));
    expect(r.nextOffset).toBe(text.length);
  });
});

describe('parseLine', () => {
  it('never throws: malformed, non-object and typeless lines are classified', () => {
    expect(parseLine('{nope').kind).toBe('malformed');
    expect(parseLine('[1,2]').kind).toBe('malformed');
    expect(parseLine('"str"').kind).toBe('malformed');
    expect(parseLine('{"no":"type"}').kind).toBe('malformed');
    expect(parseLine('{"type":"user","message":42}').kind).toBe('malformed');
  });
  it('keeps unknown and uninterpreted types aside', () => {
    const e = parseLine('{"type":"some-future-type","timestamp":"2025-01-01T00:00:00Z","cwd":"/x"}');
    expect(e).toEqual({ kind: 'other', type: 'some-future-type', timestamp: '2025-01-01T00:00:00Z', cwd: '/x' });
    expect(parseLine('{"type":"progress","data":{}}').kind).toBe('other');
  });
  it('reads custom titles, summaries and lines with extra fields', () => {
    expect(parseLine('{"type":"custom-title","customTitle":"T","sessionId":"s"}')).toEqual({ kind: 'title', title: 'T' });
    expect(parseLine('{"type":"summary","summary":"S","leafUuid":"l"}')).toEqual({ kind: 'summary', summary: 'S' });
    const a = parseLine('{"type":"assistant","newField":1,"message":{"id":"m","content":[{"type":"server_tool_use","x":1}],"usage":{"input_tokens":1,"output_tokens":2,"brand_new":{"k":1}}}}');
    expect(a.kind).toBe('assistant');
  });
});
