/**
 * Page marks (src/transcripts/page-marks.ts): a page read from the mark before it holds
 * the messages a read from the start of the file builds, on a session whose lines test
 * what a message count depends on across a mark (tool results after their call's mark,
 * assistant messages written as several lines, injected lines, a result whose call is
 * unknown, a call never answered); the bytes before the mark are not read at all; the
 * marks survive the index snapshot.
 */
import { open, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptIndex } from '../../src/transcripts/index.ts';
import { readMessagePage } from '../../src/transcripts/message-pages.ts';
import { PAGE_MARK_EVERY } from '../../src/transcripts/page-marks.ts';
import { tempDir } from '../helpers/paths.ts';

const ID = '5e551011-0000-4000-8000-00000000a11c';
const cwd = '/home/dev/marks';

/** About `rounds` × 4 shown messages, in the shapes the client writes. */
function sessionText(rounds: number): string {
  const out: string[] = [];
  let t = Date.parse('2026-01-01T00:00:00Z');
  let n = 0;
  const base = (type: string) => ({ type, uuid: `u${n++}`, sessionId: ID, cwd, version: '2.1.330', isSidechain: false, timestamp: new Date((t += 1000)).toISOString() });
  const assistant = (id: string, content: unknown[]) => ({ ...base('assistant'), requestId: `r-${id}`, message: { id, model: 'claude-sonnet-4-20250514', role: 'assistant', content, usage: { input_tokens: 3, output_tokens: 5 } } });
  const result = (callId: string, text: string) => ({ ...base('user'), message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: callId, content: text }] } });
  for (let i = 0; i < rounds; i++) {
    out.push(JSON.stringify({ ...base('user'), message: { role: 'user', content: `question ${i}` } }));
    // One assistant message as two lines (thinking, then a call), as 2.x writes them.
    out.push(JSON.stringify(assistant(`m${i}`, [{ type: 'thinking', thinking: `thinking ${i}` }])));
    out.push(JSON.stringify(assistant(`m${i}`, [{ type: 'tool_use', id: `call${i}`, name: 'Read', input: { file_path: `${cwd}/f${i}.ts` } }])));
    // The result comes several messages later every 7th round (its call is then open across
    // whatever mark falls between), else straight away.
    if (i % 7 !== 0) out.push(JSON.stringify(result(`call${i}`, `contents ${i}`)));
    if (i >= 3 && (i - 3) % 7 === 0) out.push(JSON.stringify(result(`call${i - 3}`, `late contents ${i - 3}`)));
    if (i % 11 === 0) out.push(JSON.stringify({ ...base('user'), isMeta: true, message: { role: 'user', content: `<local-command-stdout>meta ${i}</local-command-stdout>` } }));
    if (i % 13 === 0) out.push(JSON.stringify(result(`elsewhere${i}`, 'a result whose call this session never made')));
    out.push(JSON.stringify(assistant(`a${i}`, [{ type: 'text', text: `answer ${i}` }])));
  }
  // A call left without a result (an interrupted end).
  out.push(JSON.stringify(assistant('last', [{ type: 'tool_use', id: 'never', name: 'Bash', input: { command: 'sleep 1' } }])));
  return out.join('\n') + '\n';
}

let dir: { path: string; cleanup: () => Promise<void> };
let file: string;
let projectsDir: string;
beforeAll(async () => {
  dir = await tempDir('page-marks-');
  projectsDir = join(dir.path, 'projects');
  await mkdir(join(projectsDir, '-home-dev-marks'), { recursive: true });
  file = join(projectsDir, '-home-dev-marks', `${ID}.jsonl`);
  await writeFile(file, sessionText(1300));
});
afterAll(() => dir.cleanup());

describe('page marks', () => {
  it('every page read from its mark equals the same page read from the start of the file', async () => {
    const index = new TranscriptIndex({ projectsDir, contentIndex: false });
    await index.scan();
    const rec = index.get(ID)!;
    expect(rec.shownMessages).toBeGreaterThan(5 * PAGE_MARK_EVERY);
    expect(rec.pageMarks.map((m) => m.index)).toEqual(Array.from({ length: Math.floor((rec.shownMessages - 1) / PAGE_MARK_EVERY) }, (_, k) => (k + 1) * PAGE_MARK_EVERY));
    // Some mark has a call open across it (the late results).
    expect(rec.pageMarks.some((m) => m.open !== '')).toBe(true);
    const opts = index.classifierOptions(rec);
    const size = rec.files.get(file)!.offset;
    for (const limit of [200, 333]) {
      const pages = Math.ceil(rec.shownMessages / limit);
      for (let page = 0; page < pages; page++) {
        const fromStart = await readMessagePage(file, size, page, limit, opts);
        const fromMark = await index.readMessages(rec, page, limit);
        expect(fromMark, `page ${page} of ${limit}`).toEqual(fromStart);
      }
    }
    const last = await index.readMessages(rec, Math.ceil(rec.shownMessages / 100) - 1, 100);
    expect(last.at(-1)!.index).toBe(rec.shownMessages - 1);
    index.close();
  });

  it('a page near the end reads none of the bytes before its mark, and the marks come back from the snapshot', async () => {
    const index = new TranscriptIndex({ projectsDir, contentIndex: false });
    await index.scan();
    const rec = index.get(ID)!;
    const page = Math.ceil(rec.shownMessages / 100) - 1;
    const want = await index.readMessages(rec, page, 100);
    const state = index.exportState();
    const mark = rec.pageMarks.at(-1)!;
    index.close();

    // Overwrite everything before the last mark with spaces: a read of those bytes would see no message at all.
    const copy = join(dir.path, 'copy');
    await mkdir(join(copy, '-home-dev-marks'), { recursive: true });
    const copyFile = join(copy, '-home-dev-marks', `${ID}.jsonl`);
    await writeFile(copyFile, await (await import('node:fs/promises')).readFile(file));
    const fh = await open(copyFile, 'r+');
    await fh.write(Buffer.alloc(mark.offset, 0x20), 0, mark.offset, 0);
    await fh.close();
    expect(await readMessagePage(copyFile, rec.files.get(file)!.offset, page, 100, index.classifierOptions(rec), rec.pageMarks)).toEqual(want);

    const restored = new TranscriptIndex({ projectsDir, contentIndex: false });
    restored.restoreState(state);
    const again = restored.get(ID)!;
    expect(again.pageMarks).toEqual(rec.pageMarks);
    expect(await restored.readMessages(again, page, 100)).toEqual(want);
    restored.close();
  });
});
