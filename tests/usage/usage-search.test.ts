/**
 * The usage scan's `"usage"` search on WebAssembly SIMD (src/ledger/usage-search.ts) gives
 * `Buffer.indexOf`'s answers: at every start, on real-shaped lines and on near misses at
 * every lane of the sixteen, at the end of a search and across it; and a scan that reads
 * into the module's memory gives what a scan reading into the reader's own buffers gives
 * (the lent buffer taken away, the scan falls back), on a messy corpus and on a file of
 * several chunks with counted lines across the chunks' edges and one line longer than a chunk.
 */
import { describe, it, expect, afterAll } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { findUsage, giveSearchBuffer, takeSearchBuffer } from '../../src/ledger/usage-search.ts';
import { scanFile, type FileScan } from '../../src/ledger/scan-file.ts';
import { CHUNK_BYTES } from '../../src/transcripts/reader.ts';
import { listTranscriptFiles } from '../../src/transcripts/file-scanner.ts';
import { writeChaosCorpus } from './chaos-corpus.ts';
import { tempDir } from '../helpers/paths.ts';

const NEEDLE = Buffer.from('"usage"');
const dirs: Array<{ cleanup: () => Promise<void> }> = [];
afterAll(async () => {
  for (const d of dirs) await d.cleanup();
});

/** Every answer of `findUsage` over `text` placed at `at` in the module's memory, against `indexOf` of the same bytes. */
function expectSameAnswers(text: string, at = 0): number {
  const lent = takeSearchBuffer(CHUNK_BYTES);
  expect(lent, 'this Node has WebAssembly SIMD').not.toBeNull();
  try {
    const bytes = Buffer.from(text);
    // Bytes after the end that complete a match begun at its end, then a whole one: a match must end within the buffer searched.
    let k = 6;
    while (k > 0 && !text.endsWith('"usage"'.slice(0, k))) k--;
    lent!.write(`${'"usage"'.slice(k)}"usage"`, at + bytes.length, 'latin1');
    bytes.copy(lent!, at);
    const buf = lent!.subarray(at, at + bytes.length);
    let found = 0;
    for (let from = 0; from <= buf.length + 1; from++) {
      const want = bytes.indexOf(NEEDLE, from);
      expect(findUsage(buf, from), `from ${from} in ${JSON.stringify(text.slice(0, 80))}`).toBe(want);
      if (want === from) found++;
    }
    return found;
  } finally {
    giveSearchBuffer(lent);
  }
}

describe('the "usage" search on WebAssembly SIMD', () => {
  it('finds what Buffer.indexOf finds, from every start, on real-shaped lines', () => {
    const line = JSON.stringify({ parentUuid: 'a', type: 'assistant', message: { id: 'msg_1', content: [{ type: 'text', text: 'the "usage" of a word, \\"usage\\" and usage"' }], usage: { input_tokens: 3, output_tokens: 9 } }, uuid: 'u1' });
    const user = JSON.stringify({ type: 'user', message: { content: [{ type: 'tool_result', content: `{"usage":{"input_tokens":1}} "usa"usage"u sage" "usag"` }] } });
    expect(expectSameAnswers(`${line}\n${user}\n${line}`)).toBe(2); // the keys; the quoted words inside strings are escaped
  });

  it('near misses at every lane, and matches at the very end of a search and across it', () => {
    const misses = ['"usagE"', '"usage', 'usage"', '"u  g"', '"uxxgx"', '""usage"', '"usa"usage"', '"ugage"', '"usage"'];
    for (let pad = 0; pad < 34; pad++) {
      for (const m of misses) {
        expectSameAnswers(`${'"'.repeat(pad)}${m}`); // the match ends where the search ends (or one past it: the bytes after complete it)
        expectSameAnswers(`${'x'.repeat(pad)}${m}${'"'.repeat(pad % 7)}`, pad % 5);
      }
    }
    expect(expectSameAnswers('"usage"'.repeat(40))).toBe(40);
    expect(expectSameAnswers('"usag')).toBe(0); // the bytes after it in memory spell the rest: not within the search
  });

  it('a buffer outside the module memory, and a second taker, get Buffer.indexOf', () => {
    const plain = Buffer.from('{"x":1,"usage":{}}');
    expect(findUsage(plain, 0)).toBe(7);
    expect(findUsage(plain, 8)).toBe(-1);
    const first = takeSearchBuffer(CHUNK_BYTES);
    expect(first).not.toBeNull();
    expect(takeSearchBuffer(CHUNK_BYTES)).toBeNull();
    giveSearchBuffer(first);
    const again = takeSearchBuffer(CHUNK_BYTES);
    expect(again).toBe(first);
    giveSearchBuffer(again);
  });
});

/** The scan of `path` with the module's buffer, and with it held elsewhere (the reader's own buffers, `Buffer.indexOf`). */
async function bothWays(path: string, main: boolean): Promise<[FileScan, FileScan]> {
  const size = statSync(path).size;
  const opts = { main, titles: true, malformed: true };
  const withModule = await scanFile(path, 0, size, opts);
  const held = takeSearchBuffer(CHUNK_BYTES);
  expect(held).not.toBeNull();
  try {
    return [withModule, await scanFile(path, 0, size, opts)];
  } finally {
    giveSearchBuffer(held);
  }
}

const plainScan = (s: FileScan) => ({ ...s, numbers: [...s.numbers] });

describe('a scan reading into the module memory', () => {
  it('gives what a scan into the reader buffers gives, on a messy corpus', async () => {
    const d = await tempDir('usage-search-');
    dirs.push(d);
    const { projectsDir } = await writeChaosCorpus(d.path, 13, 30);
    const { files } = await listTranscriptFiles(projectsDir);
    let counted = 0;
    for (const [path, c] of files) {
      const [a, b] = await bothWays(path, c.kind === 'main');
      expect(plainScan(a), path).toEqual(plainScan(b));
      counted += a.numbers.length;
    }
    expect(counted).toBeGreaterThan(0);
  });

  it('on a file of several chunks: counted lines across the chunk edges, adversarial lines, a line longer than a chunk', async () => {
    const d = await tempDir('usage-search-big-');
    dirs.push(d);
    const dir = join(d.path, 'projects', '-home-dev-big');
    await mkdir(dir, { recursive: true });
    const sessionId = '11111111-2222-4333-8444-555555555555';
    const lines: string[] = [JSON.stringify({ type: 'user', sessionId, cwd: '/home/dev/big', message: { role: 'user', content: 'go' }, uuid: 'u0', timestamp: '2026-01-01T00:00:00.000Z' })];
    const assistant = (i: number, filler: number) => ({
      parentUuid: null, isSidechain: i % 5 === 0, sessionId, type: 'assistant', uuid: `a${i}`, timestamp: `2026-01-01T00:${String(i % 60).padStart(2, '0')}:00.000Z`, requestId: `req_${i >> 1}`,
      message: { id: `msg_${i >> 1}`, model: 'claude-sonnet-4-20250514', role: 'assistant', content: [{ type: 'thinking', thinking: 'x'.repeat(filler) }], usage: { input_tokens: i, output_tokens: 10 + (i % 7), cache_read_input_tokens: 3 } },
    });
    let i = 0;
    let bytes = 0;
    while (bytes < 3.5 * CHUNK_BYTES) {
      // Sizes that walk the lines' ends across every offset near the chunk edges.
      const filler = 997 + ((i * 7919) % 40_000);
      const kind = i % 9;
      let line: string;
      if (kind === 1) line = JSON.stringify({ type: 'user', sessionId, message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't', content: `"usage" ${'y'.repeat(filler)} \\"usage\\"` }] }, uuid: `t${i}` });
      else if (kind === 2) {
        // Keys in another order, spaces between tokens.
        const a = assistant(i, filler);
        line = JSON.stringify({ message: a.message, uuid: a.uuid, type: 'assistant', timestamp: a.timestamp, sessionId, requestId: a.requestId }, null, 1).replace(/\n\s*/g, ' ');
      } else if (kind === 3) line = `${JSON.stringify(assistant(i, filler)).slice(0, -40)}`; // cut: not an object
      else line = JSON.stringify(assistant(i, filler));
      lines.push(line);
      bytes += line.length + 1;
      i++;
    }
    // One line longer than a chunk (the reader grows a buffer of its own for it), and counted lines after it.
    lines.push(JSON.stringify(assistant(i++, CHUNK_BYTES + 1000)));
    for (let k = 0; k < 20; k++) lines.push(JSON.stringify(assistant(i++, 500)));
    const path = join(dir, `${sessionId}.jsonl`);
    await writeFile(path, `${lines.join('\n')}\n${JSON.stringify(assistant(i, 10)).slice(0, 30)}`); // and a half-written last line
    const [a, b] = await bothWays(path, true);
    expect(plainScan(a)).toEqual(plainScan(b));
    expect(a.numbers.length / 7).toBeGreaterThan(50);
    expect(a.malformed).toBeGreaterThan(10);
  });
});
