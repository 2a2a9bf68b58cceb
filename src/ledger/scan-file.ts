/**
 * What a usage report needs from one transcript file, read without parsing most of it.
 * Lines are found in the raw bytes; a line is decoded and parsed only when its bytes
 * hold a key it could matter for: `"usage"` (a counted assistant message), `"summary"`
 * and `"custom-title"` (the session's title, for session reports only), and, until
 * found, the first `"cwd"` and the first prompt (`"user"`) of a main file. Escaped text
 * inside JSON strings can never match (`\"usage\"` has a backslash before the closing quote), so no line that could
 * count is skipped; lines that match by chance are parsed and dropped. Parsing and
 * validation are the shared core's (`classify`: the same schemas as the monitor; assistant
 * lines through `isAssistantLine`, the same decision without a copy), and a counted line
 * is kept only when the ledger's own `accountingKey` would count it.
 */
import { readLineChunks } from '../transcripts/reader.ts';
// The modules themselves, not the core's index: a worker loads only what it runs.
import { classify, blocksOf, entryCwd, parseLine, type Entry } from '../transcripts/schemas.ts';
import { ColumnsBuilder, type AccountedColumns } from '../transcripts/accounted-columns.ts';
import { isAssistantLine } from './assistant-line.ts';
import { isTypedPromptLine, titleOfPrompt } from '../transcripts/entry-classifier.ts';

/** Counted assistant lines as columns (accounted-columns.ts), and what the file says of its session. */
export interface FileScan extends AccountedColumns {
  /** First `cwd` of the file's lines (main files only). */
  cwd: string | null;
  /** Last summary and custom title lines of the file. */
  summaryTitle: string | null;
  customTitle: string | null;
  /** First prompt of the main thread (main files only), as the index takes it. */
  firstPrompt: string | null;
  /** Lines that are not a JSON object by their bytes, and parsed lines that were malformed. */
  malformed: number;
  /**
   * Where the next read of the file starts: after the last complete line read. Bytes
   * after the last newline count only when they were parsed as a whole line (a line
   * still being written waits for the next read).
   */
  nextOffset: number;
}

const NL = 10;
const CR = 13;
const OPEN = 0x7b; // {
const CLOSE = 0x7d; // }
const isSpace = (b: number) => b === 32 || b === 9 || b === CR;

const NEEDLE = {
  usage: Buffer.from('"usage"'),
  summary: Buffer.from('"summary"'),
  title: Buffer.from('"custom-title"'),
  cwd: Buffer.from('"cwd"'),
  user: Buffer.from('"user"'),
};

/** True when bytes [start, end) look like one JSON object (first and last non-blank bytes are braces). */
function objectShaped(buf: Buffer, start: number, end: number): boolean {
  let a = start;
  let b = end - 1;
  while (a <= b && isSpace(buf[a]!)) a++;
  while (b >= a && isSpace(buf[b]!)) b--;
  return a < b && buf[a] === OPEN && buf[b] === CLOSE;
}

/** The core's `parseLine`, with assistant lines checked by `isAssistantLine` instead of a zod copy. */
function classifyForUsage(obj: Record<string, unknown>): Entry {
  if (obj.type !== 'assistant') return classify(obj);
  return isAssistantLine(obj) ? { kind: 'assistant', line: obj } : { kind: 'malformed', reason: 'bad assistant line' };
}
const parseEntry = (text: string): Entry => parseLine(text, classifyForUsage);

export interface ScanOptions {
  /** Look for the first working directory and the first prompt (a session's main file, when not known yet). */
  main: boolean;
  /** Look for summary and custom title lines (session reports show titles). */
  titles: boolean;
  /** Count the lines that are not JSON objects (only the table reports them). */
  malformed: boolean;
}

/** Scans the bytes [start, end) of a file; `start` is the beginning of a line (0, or a previous scan's `nextOffset`). */
export async function scanFile(path: string, start: number, end: number, opts: ScanOptions): Promise<FileScan> {
  const out: Omit<FileScan, 'strings' | 'numbers'> = { cwd: null, summaryTitle: null, customTitle: null, firstPrompt: null, malformed: 0, nextOffset: start };
  /** The bytes after the last newline were parsed as a whole line. */
  let lastLineRead = false;
  let needCwd = opts.main;
  let needPrompt = opts.main;
  const titles = opts.titles;
  const columns = new ColumnsBuilder();

  /**
   * Parses the line [start, end) of `buf` (no newline), at byte `offset` of the file;
   * `last` for bytes after the last newline of the file (a line still being written,
   * used, like the index does, only when it is already a whole JSON value).
   */
  const parse = (buf: Buffer, start: number, end: number, offset: number, last: boolean) => {
    if (end > start && buf[end - 1] === CR) end--;
    if (end === start || !objectShaped(buf, start, end)) return; // counted by the shape pass
    const e = parseEntry(buf.toString('utf8', start, end));
    if (e.kind === 'malformed') {
      if (!last && opts.malformed) out.malformed++;
      return;
    }
    if (last) lastLineRead = true;
    if (e.kind === 'summary') out.summaryTitle = e.summary;
    else if (e.kind === 'title') out.customTitle = e.title;
    if (needCwd) {
      const c = entryCwd(e);
      if (c) {
        out.cwd = c;
        needCwd = false;
      }
    }
    if (needPrompt && e.kind === 'user') {
      // The classifier's own rule for a typed prompt and its title (injected lines are not prompts).
      const blocks = blocksOf(e.line.message.content);
      const title = isTypedPromptLine(e.line, blocks) ? titleOfPrompt(blocks) : null;
      if (title !== null) {
        out.firstPrompt = title;
        needPrompt = false;
      }
    }
    if (e.kind === 'assistant') columns.add(e.line, `${path}:${offset}`, offset);
  };

  const usage = NEEDLE.usage;
  const hasAny = (v: Buffer) =>
    v.indexOf(usage) !== -1 || (titles && (v.indexOf(NEEDLE.summary) !== -1 || v.indexOf(NEEDLE.title) !== -1)) || (needCwd && v.indexOf(NEEDLE.cwd) !== -1) || (needPrompt && v.indexOf(NEEDLE.user) !== -1);

  await readLineChunks(path, start, end, (buf, chunkOffset) => {
    // 1. The shape of every line: a line that is not `{…}` is malformed (no parsing).
    let tail = buf.lastIndexOf(NL) + 1;
    if (opts.malformed) {
      tail = 0;
      for (let nl = buf.indexOf(NL); nl !== -1; nl = buf.indexOf(NL, tail)) {
        const end = nl > tail && buf[nl - 1] === CR ? nl - 1 : nl;
        if (end > tail && !objectShaped(buf, tail, end)) out.malformed++;
        tail = nl + 1;
      }
    }
    const lineAt = (start: number) => {
      const nl = buf.indexOf(NL, start);
      return nl === -1 ? buf.length : nl;
    };
    // 2. Until the working directory and the first prompt are found: each line that may hold one.
    let pos = 0;
    while ((needCwd || needPrompt) && pos < buf.length) {
      const end = lineAt(pos);
      if (hasAny(buf.subarray(pos, end))) parse(buf, pos, end, chunkOffset + pos, end === buf.length && tail < buf.length);
      pos = end + 1;
    }
    // 3. Then only the lines the needles are found in, jumping from one to the next.
    // Next position of each needle at or after `pos`; -2 once it is not in this chunk.
    const find = (needle: Buffer, from: number) => {
      const at = buf.indexOf(needle, from);
      return at === -1 ? -2 : at;
    };
    let u = -1;
    let sm = titles ? -1 : -2;
    let ti = titles ? -1 : -2;
    for (;;) {
      if (u !== -2 && u < pos) u = find(usage, pos);
      if (sm !== -2 && sm < pos) sm = find(NEEDLE.summary, pos);
      if (ti !== -2 && ti < pos) ti = find(NEEDLE.title, pos);
      let hit = Infinity;
      for (const h of [u, sm, ti]) if (h >= 0 && h < hit) hit = h;
      if (hit === Infinity || pos >= buf.length) break;
      const start = buf.lastIndexOf(NL, hit) + 1;
      const end = lineAt(hit);
      parse(buf, start, end, chunkOffset + start, end === buf.length && tail < buf.length);
      pos = end + 1;
    }
    out.nextOffset = chunkOffset + (tail === buf.length || lastLineRead ? buf.length : tail);
    // Synchronous reads: a usage scan runs alone on its thread (reader.ts, `sync`).
  }, { sync: true });
  return { ...columns.done(), ...out };
}
