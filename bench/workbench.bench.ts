/**
 * `npm run bench -- workbench`: the session workbench on one session of 100,000 messages
 * (50,000 prompts and replies, one Edit every 100 replies, a 50 MB tool result in the
 * middle): the last page of messages (what `/c/<id>#m99999` first paints), the
 * `/workbench` read (edits, todos, tree) and an HTML export, beside the floor measured in
 * the same run (reading the file and JSON.parse of every line, nothing else). Prints
 * wall times and the peak resident memory.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir, loadavg, cpus } from 'node:os';
import { join } from 'node:path';
import { TranscriptIndex } from '../src/transcripts/index.ts';
import { readLines } from '../src/transcripts/reader.ts';
import { sessionWorkbench } from '../src/transcripts/session-view.ts';
import { exportConversation } from '../src/transcripts/export.ts';

const MESSAGES = 100_000;
const ID = 'bench000-0000-4000-8000-000000000000';
const cwd = '/home/dev/bench';

function sessionText(): string {
  const out: string[] = [];
  let t = Date.parse('2026-01-01T00:00:00Z');
  const base = (type: string, n: number) => ({ type, uuid: `u${n}`, sessionId: ID, cwd, version: '2.1.330', isSidechain: false, timestamp: new Date((t += 1000)).toISOString() });
  for (let i = 0; i < MESSAGES / 2; i++) {
    out.push(JSON.stringify({ ...base('user', 2 * i), message: { role: 'user', content: `question ${i}` } }));
    const edit = i % 100 === 0;
    const content = edit ? [{ type: 'tool_use', id: `toolu_${i}`, name: 'Edit', input: { file_path: `${cwd}/f${i % 7}.ts`, old_string: `a${i}`, new_string: `b${i}` } }] : [{ type: 'text', text: `answer ${i}` }];
    out.push(JSON.stringify({ ...base('assistant', 2 * i + 1), requestId: `r${i}`, message: { id: `m${i}`, model: 'claude-sonnet-4-20250514', role: 'assistant', content, usage: { input_tokens: 3, output_tokens: 5 } } }));
    if (edit) out.push(JSON.stringify({ ...base('user', -i), message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: `toolu_${i}`, content: i === MESSAGES / 4 ? 'x'.repeat(50 * 1024 * 1024) : 'ok' }] }, toolUseResult: { filePath: `${cwd}/f${i % 7}.ts`, oldString: `a${i}`, newString: `b${i}`, originalFile: null, structuredPatch: [{ oldStart: 1, oldLines: 1, newStart: 1, newLines: 1, lines: [`-a${i}`, `+b${i}`] }], userModified: false, replaceAll: false } }));
  }
  return out.join('\n') + '\n';
}

let peak = 0;
const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
async function timed<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const r = await fn();
  console.log(`${name.padEnd(34)} ${(performance.now() - t0).toFixed(0).padStart(6)} ms`);
  return r;
}

const dir = await mkdtemp(join(tmpdir(), 'workbench-bench-'));
try {
  const projects = join(dir, 'projects');
  const file = join(projects, '-home-dev-bench', `${ID}.jsonl`);
  await (await import('node:fs/promises')).mkdir(join(projects, '-home-dev-bench'), { recursive: true });
  const size = await (async () => {
    const text = sessionText(); // dropped once written: the figures below are the readers'
    await writeFile(file, text);
    return text.length;
  })();
  (globalThis as { gc?: () => void }).gc?.();
  peak = 0;
  console.log(`${new Date().toISOString()} · ${cpus().length} cores · load ${loadavg().map((l) => l.toFixed(1)).join(' ')} · ${(size / 1024 / 1024).toFixed(0)} MB, ${MESSAGES.toLocaleString('en-US')} messages`);
  await timed('floor: read + JSON.parse each line', async () => {
    let n = 0;
    await readLines(file, 0, (l) => void (n += JSON.parse(l) ? 1 : 0));
    return n;
  });
  const index = new TranscriptIndex({ projectsDir: projects, contentIndex: false });
  await timed('index the session (first scan)', () => index.scan());
  const rec = index.get(ID)!;
  const pages = Math.ceil(rec.shownMessages / 200);
  await timed('last page of 200 messages', () => index.readMessages(rec, pages - 1, 200));
  await timed('first page of 200 messages', () => index.readMessages(rec, 0, 200));
  const wb = await timed('workbench (edits, todos, tree)', () => sessionWorkbench(index, rec));
  console.log(`  ${wb.changes.edits} edits in ${wb.changes.files.length} files`);
  await timed('HTML export, conversation level', () => exportConversation(index, rec, undefined, { format: 'html', detail: 'conversation' }));
  console.log(`peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB`);
} finally {
  clearInterval(sample);
  await rm(dir, { recursive: true, force: true });
}
