/**
 * What a usage report needs from one transcript file, read without parsing most of it.
 * Lines are found in the raw bytes; a line is decoded and parsed only when its bytes
 * hold a key it could matter for: `"usage"` (a counted assistant message), a first key
 * `"type"` of `"summary"` or `"custom-title"` (the session's title, for session reports),
 * and, until found, the first `"cwd"` and the first prompt (`"user"`) of a main file. Escaped text
 * inside JSON strings can never match (`\"usage\"` has a backslash before the closing quote), so no line that could
 * count is skipped; lines that match by chance are parsed and dropped. Parsing and
 * validation are the shared core's (`classify`: the same schemas as the monitor; assistant
 * lines through `isAssistantLine`, the same decision without a copy), and a counted line
 * is kept only when the ledger's own `accountingKey` would count it.
 */
import { CHUNK_BYTES, readLineChunks } from '../transcripts/reader.ts';
// The modules themselves, not the core's index: a worker loads only what it runs.
import { classify, blocksOf, entryCwd, parseLine } from '../transcripts/lines.ts';
import type { Entry } from '../transcripts/schemas.ts';
import { ColumnsBuilder, type AccountedColumns } from '../transcripts/accounted-columns.ts';
import { isAssistantLine } from './assistant-line.ts';
import type { UsageFileView } from '../transcripts/usage-lines.ts';
import { isTypedPromptLine, titleOfPrompt } from '../transcripts/entry-classifier.ts';
import { peekSessionId } from '../transcripts/file-scanner.ts';
import { findUsage, giveSearchBuffer, takeSearchBuffer } from './usage-search.ts';
import { FingerprintTaker, type Fingerprints } from './fingerprint.ts';

/**
 * Counted assistant lines as columns (accounted-columns.ts), and what the file says of its
 * session (the fields are described on `UsageFileView`); for a read from the file's start,
 * its fingerprints up to `nextOffset`, taken from the bytes read (fingerprint.ts), when they could be.
 */
export interface FileScan extends AccountedColumns, UsageFileView {
  fingerprints?: Fingerprints;
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

const TYPE_KEY = Buffer.from('"type"');
const TITLE_TYPES = [Buffer.from('"summary"'), Buffer.from('"custom-title"')];

/**
 * Whether the line [start, end) is a summary or custom title line by its first key:
 * `{"type":"summary"` / `{"type":"custom-title"` (blanks allowed between tokens), as
 * every client version writes them. Read from the line's first bytes, so finding them
 * costs no search over the rest of the bytes.
 */
function titleLineAt(buf: Buffer, start: number, end: number): boolean {
  let i = start;
  const blank = () => {
    while (i < end && isSpace(buf[i]!)) i++;
  };
  blank();
  if (buf[i] !== OPEN) return false;
  i++;
  blank();
  if (!bytesAt(buf, i, end, TYPE_KEY)) return false;
  i += TYPE_KEY.length;
  blank();
  if (buf[i] !== 0x3a) return false; // :
  i++;
  blank();
  for (const t of TITLE_TYPES) if (bytesAt(buf, i, end, t)) return true;
  return false;
}

/** Whether `needle` is at `buf[i]`, within `end` (no view made: this runs for every line). */
function bytesAt(buf: Buffer, i: number, end: number, needle: Buffer): boolean {
  if (i + needle.length > end) return false;
  for (let k = 0; k < needle.length; k++) if (buf[i + k] !== needle[k]) return false;
  return true;
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

/**
 * `scanFile`, and with `peek` first the session the file names (`peekSessionId`, for an
 * older agent file): a file that names none is not read (it is skipped, as before its first line).
 */
export async function scanPeeked(path: string, start: number, end: number, opts: ScanOptions & { peek: boolean }): Promise<{ scan: FileScan; sessionId?: string | null }> {
  if (!opts.peek) return { scan: await scanFile(path, start, end, opts) };
  const sessionId = peekSessionId(path);
  return { scan: sessionId === null ? emptyScan(start) : await scanFile(path, start, end, opts), sessionId };
}

const emptyScan = (start: number): FileScan => ({ ...new ColumnsBuilder().done(), cwd: null, summaryTitle: null, customTitle: null, firstPrompt: null, malformed: 0, nextOffset: start });

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
    // Not skimmed (line-skim.ts): the lines read here are mostly assistant lines, whose
    // long values (thinking, signatures, tool inputs) JSON.parse takes faster than the walk.
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

  const searchBuffer = takeSearchBuffer(CHUNK_BYTES);
  // The bytes the fingerprints are made of, as they go by (no second open of the file for them).
  const taker = start === 0 ? new FingerprintTaker() : null;
  await readLineChunks(path, start, end, (buf, chunkOffset) => {
    taker?.add(buf, chunkOffset);
    // 1. One pass over the lines: the shape of each (a line that is not `{…}` is
    // malformed, no parsing), and the summary and custom title lines by their first key.
    const titleLines: number[] = []; // start, end of each
    let tail = 0;
    const visit = (from: number, to: number) => {
      const end = to > from && buf[to - 1] === CR ? to - 1 : to;
      if (end <= from) return;
      if (opts.malformed && !objectShaped(buf, from, end)) out.malformed++;
      else if (titles && titleLineAt(buf, from, end)) titleLines.push(from, end);
    };
    if (opts.malformed || titles) {
      for (let nl = buf.indexOf(NL); nl !== -1; nl = buf.indexOf(NL, tail)) {
        visit(tail, nl);
        tail = nl + 1;
      }
      if (titles && tail < buf.length && titleLineAt(buf, tail, buf.length)) titleLines.push(tail, buf.length);
    } else tail = buf.lastIndexOf(NL) + 1;
    const lineAt = (start: number) => {
      const nl = buf.indexOf(NL, start);
      return nl === -1 ? buf.length : nl;
    };
    const isLast = (end: number) => end === buf.length && tail < buf.length;
    // 2. Until the working directory and the first prompt are found: each line that may hold one.
    let pos = 0;
    while ((needCwd || needPrompt) && pos < buf.length) {
      const end = lineAt(pos);
      if (hasAny(buf.subarray(pos, end))) parse(buf, pos, end, chunkOffset + pos, isLast(end));
      pos = end + 1;
    }
    const from = pos;
    // 3. Then only the lines `"usage"` is found in, jumping from one to the next (one
    // search over the bytes, on WebAssembly SIMD: each needle is a pass of its own).
    const parsed: number[] = [];
    for (let u = findUsage(buf, pos); u !== -1 && pos < buf.length; u = findUsage(buf, pos)) {
      const start = buf.lastIndexOf(NL, u) + 1;
      const end = lineAt(u);
      parse(buf, start, end, chunkOffset + start, isLast(end));
      parsed.push(start);
      pos = end + 1;
    }
    // 4. The title lines after those of step 2, in order, each once.
    for (let i = 0, k = 0; i < titleLines.length; i += 2) {
      const start = titleLines[i]!;
      if (start < from) continue;
      while (k < parsed.length && parsed[k]! < start) k++;
      if (parsed[k] === start) continue;
      parse(buf, start, titleLines[i + 1]!, chunkOffset + start, isLast(titleLines[i + 1]!));
    }
    out.nextOffset = chunkOffset + (tail === buf.length || lastLineRead ? buf.length : tail);
    // Synchronous reads: a usage scan runs alone on its thread (reader.ts, `sync`); into
    // the search module's memory, where the search runs on the bytes as read (usage-search.ts).
  }, { sync: true, buffer: searchBuffer }).finally(() => giveSearchBuffer(searchBuffer));
  const fingerprints = taker?.at(out.nextOffset);
  return { ...columns.done(), ...out, ...(fingerprints ? { fingerprints } : {}) };
}
