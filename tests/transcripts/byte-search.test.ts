import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TranscriptIndex, searchConversations } from '../../src/transcripts/index.ts';
import { readLineChunks } from '../../src/transcripts/reader.ts';
import { tempDir } from '../helpers/paths.ts';

// Content search looks for terms in the raw bytes first and parses only the lines that
// hold a match: these cases are where raw bytes and searchable text differ.
const line = (session: string, i: number, cwd: string, content: unknown, type = 'user') =>
  JSON.stringify({ type, uuid: `${session}-${i}`, sessionId: session, cwd, timestamp: '2025-03-01T10:00:00Z', message: { role: type, content } });

let root: { path: string; cleanup: () => Promise<void> };
const sessions: Record<string, string[]> = {
  // The term is in every line's cwd (not searchable) and never in the text.
  cwdonly: Array.from({ length: 200 }, (_, i) => line('cwdonly', i, '/home/dev/wombat-app', `plain words ${i}`)),
  // Same cwd, and the term in the text of the last line only: candidates before it are false.
  cwdlate: [...Array.from({ length: 200 }, (_, i) => line('cwdlate', i, '/home/dev/wombat-app', `plain words ${i}`)), line('cwdlate', 999, '/x', 'a wombat at last')],
  // Only a mixed-case spelling, found by the case-insensitive pass.
  mixed: [line('mixed', 1, '/m', 'I saw a NarWhaL today'), line('mixed', 2, '/m', [{ type: 'tool_result', tool_use_id: 't1', content: 'Crème BRÛLÉE recipe' }])],
  // One line larger than the 1 MB read buffer, the term at its very end.
  huge: [line('huge', 1, '/h', `${'x'.repeat(2_500_000)} capybara`)],
  // A term with a quote appears JSON-escaped in the raw bytes: parsed line by line.
  quoted: [line('quoted', 1, '/q', 'say "hello world" twice')],
};

beforeAll(async () => {
  root = await tempDir('byte-search-');
  const dir = join(root.path, 'projects', '-home-dev-wombat-app');
  await mkdir(dir, { recursive: true });
  for (const [id, lines] of Object.entries(sessions)) await writeFile(join(dir, `${id}.jsonl`), `${lines.join('\n')}\n`);
});
afterAll(() => root.cleanup());

describe('content search on raw bytes', () => {
  for (const filters of [true, false]) {
    it(`matches only searchable text, in any case (content filters ${filters ? 'built' : 'absent'})`, async () => {
      const index = new TranscriptIndex({ projectsDir: join(root.path, 'projects'), contentIndex: filters });
      await index.scan();
      await index.contentIndexReady();
      const ids = async (q: string) => (await searchConversations(index, { contentSearch: q })).map((r) => r.id).sort();
      expect(await ids('wombat')).toEqual(['cwdlate']);
      expect(await ids('narwhal')).toEqual(['mixed']);
      expect(await ids('NARWHAL wombat')).toEqual([]);
      expect(await ids('brûlée')).toEqual(['mixed']); // non-ASCII: line-by-line path, case folded
      expect(await ids('capybara')).toEqual(['huge']);
      expect(await ids('"say \\"hello"')).toEqual([]); // the quoted phrase ends at the quote
      expect(await ids('"hello world"')).toEqual(['quoted']);
      expect(await ids('"hello world" twice')).toEqual(['quoted']);
      expect(await ids('say "hello')).toEqual(['quoted']);
      expect(await ids('home')).toEqual([]); // only in cwd fields
    });
  }
});

describe('readLineChunks', () => {
  it('hands out runs of whole lines with their offsets, growing for a line longer than the buffer', async () => {
    const t = await tempDir('chunks-');
    try {
      const lines = [`{"a":"${'é'.repeat(300_000)}"}`, ...Array.from({ length: 5000 }, (_, i) => `{"n":${i},"pad":"${'p'.repeat(i % 700)}"}`), `{"b":"${'z'.repeat(1_500_000)}"}`];
      const text = `${lines.join('\n')}\n{"last":true}`; // no final newline
      const p = join(t.path, 'a.jsonl');
      await writeFile(p, text);
      const bytes = Buffer.from(text);
      const parts: Buffer[] = [];
      let expected = 0;
      await readLineChunks(p, 0, bytes.length, (chunk, offset) => {
        expect(offset).toBe(expected);
        expect(chunk.equals(bytes.subarray(offset, offset + chunk.length))).toBe(true);
        const endsAtLine = offset + chunk.length === bytes.length || chunk[chunk.length - 1] === 10;
        expect(endsAtLine).toBe(true);
        parts.push(Buffer.from(chunk));
        expected = offset + chunk.length;
      });
      expect(Buffer.concat(parts).equals(bytes)).toBe(true);
      expect(parts.length).toBeGreaterThan(3);
      // A range inside the file, and stopping early.
      const start = bytes.indexOf('{"n":10,');
      const end = bytes.indexOf('{"n":20,');
      const seen: string[] = [];
      expect(await readLineChunks(p, start, end, (c) => void seen.push(c.toString()))).toBe(false);
      expect(seen.join('')).toBe(bytes.subarray(start, end).toString());
      let calls = 0;
      expect(await readLineChunks(p, 0, bytes.length, () => (calls++, false))).toBe(true);
      expect(calls).toBe(1);
    } finally {
      await t.cleanup();
    }
  });
});
