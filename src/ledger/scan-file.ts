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
import { classify, blocksOf, entryCwd, parseLine, type AssistantLine, type Entry } from '../transcripts/schemas.ts';
import { accountingKey, usageToCounts } from '../transcripts/accounting.ts';
import { isAssistantLine } from './assistant-line.ts';
import { isTypedPromptLine, titleOfPrompt } from '../transcripts/entry-classifier.ts';

/** Per counted line: id, requestId, uuid, model, timestamp, requestSessionId (a fork's copy names its original). */
export const STRINGS_PER_LINE = 6;
/** Per counted line: byte offset, sidechain (0/1), then the five token counts. */
export const NUMBERS_PER_LINE = 7;

export interface FileScan {
  /**
   * Counted assistant lines, STRINGS_PER_LINE strings each, in file order. Lines of one
   * message that the ledger would fold anyway are folded here (see `keep`).
   */
  strings: Array<string | null>;
  /** NUMBERS_PER_LINE numbers per counted line. */
  numbers: Float64Array<ArrayBuffer>;
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
  const strings: Array<string | null> = [];
  const numbers: number[] = [];
  const out: Omit<FileScan, 'strings' | 'numbers'> = { cwd: null, summaryTitle: null, customTitle: null, firstPrompt: null, malformed: 0, nextOffset: start };
  /** The bytes after the last newline were parsed as a whole line. */
  let lastLineRead = false;
  let needCwd = opts.main;
  let needPrompt = opts.main;
  const titles = opts.titles;
  /** Dedup key → its record's index, for this file. */
  const seen = new Map<string, number>();

  /**
   * Whether a counted line needs a record of its own. Claude Code writes a message once
   * per content block, output growing; the ledger keeps the largest output (first on a
   * tie), its timestamp (or the one before when it has none), the first line's model and
   * session, and sidechain only when every copy is one. So a later line of a key already
   * recorded in this file changes nothing the ledger would keep when its output is not
   * larger; when it is larger and has a timestamp, it replaces the record's counts and
   * timestamp. Only a larger line without a timestamp gets its own record, so the
   * ledger's fallback to the timestamp before stays exact.
   */
  const keep = (key: string, a: AssistantLine, output: number): number | null => {
    const at = seen.get(key);
    if (at === undefined) return null;
    const o = at * NUMBERS_PER_LINE;
    if (a.isSidechain !== true) numbers[o + 1] = 0;
    if (output <= numbers[o + 3]!) return at;
    if (!a.timestamp) return null;
    strings[at * STRINGS_PER_LINE + 4] = a.timestamp;
    return at;
  };

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
    if (e.kind !== 'assistant') return;
    const a: AssistantLine = e.line;
    const key = accountingKey(a, `${path}:${offset}`);
    if (key === null) return; // no usage, or the synthetic model
    const c = usageToCounts(a.message.usage!);
    const at = keep(key, a, c.output);
    if (at !== null) {
      const o = at * NUMBERS_PER_LINE;
      if (c.output > numbers[o + 3]!) [numbers[o + 2], numbers[o + 3], numbers[o + 4], numbers[o + 5], numbers[o + 6]] = [c.input, c.output, c.cacheWrite5m, c.cacheWrite1h, c.cacheRead];
      return;
    }
    seen.set(key, strings.length / STRINGS_PER_LINE);
    strings.push(a.message.id ?? null, a.requestId ?? null, a.uuid ?? null, a.message.model ?? null, a.timestamp ?? null, a.requestSessionId ?? null);
    numbers.push(offset, a.isSidechain === true ? 1 : 0, c.input, c.output, c.cacheWrite5m, c.cacheWrite1h, c.cacheRead);
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
  return { strings, numbers: Float64Array.from(numbers), ...out };
}
