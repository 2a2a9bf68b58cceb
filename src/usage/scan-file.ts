/**
 * What a usage report needs from one transcript file, read without parsing most of it.
 * Lines are found in the raw bytes; a line is decoded and parsed only when its bytes
 * hold a key it could matter for: `"usage"` (a counted assistant message), `"summary"`
 * and `"custom-title"` (the session's title, for session reports only), and, until
 * found, the first `"cwd"` and the first prompt (`"user"`) of a main file. Escaped text inside JSON strings can never
 * match (`\"usage\"` has a backslash before the closing quote), so no line that could
 * count is skipped; lines that match by chance are parsed and dropped. Parsing and
 * validation are the shared core's (`parseLine`: the same schemas as the monitor), and a
 * counted line is kept only when the ledger's own `accountingKey` would count it.
 */
import { readLineChunks } from '../transcripts/reader.ts';
// The modules themselves, not the core's index: a worker loads only what it runs.
import { parseLine, blocksOf, entryCwd, type AssistantLine } from '../transcripts/schemas.ts';
import { accountingKey, usageToCounts } from '../transcripts/accounting.ts';

/** Per counted line: id, requestId, uuid, model, timestamp. */
export const STRINGS_PER_LINE = 5;
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

/** The next position of a needle at or after `from` in `buf`, searched once per chunk and moved forward only. */
class Cursor {
  at = -1;
  readonly needle: Buffer;
  constructor(needle: Buffer) {
    this.needle = needle;
  }
  reset(buf: Buffer): void {
    this.at = buf.indexOf(this.needle, 0);
  }
  /** True when the needle occurs in [start, end); moves past `end`. */
  within(buf: Buffer, start: number, end: number): boolean {
    if (this.at !== -1 && this.at < start) this.at = buf.indexOf(this.needle, start);
    const hit = this.at !== -1 && this.at < end;
    if (hit) this.at = buf.indexOf(this.needle, end);
    return hit;
  }
}

/** True when bytes [start, end) look like one JSON object (first and last non-blank bytes are braces). */
function objectShaped(buf: Buffer, start: number, end: number): boolean {
  let a = start;
  let b = end - 1;
  while (a <= b && isSpace(buf[a]!)) a++;
  while (b >= a && isSpace(buf[b]!)) b--;
  return a < b && buf[a] === OPEN && buf[b] === CLOSE;
}

export interface ScanOptions {
  /** A session's main file (not a subagent's): its working directory and first prompt are wanted. */
  main: boolean;
  /** Look for summary and custom title lines (session reports show titles). */
  titles: boolean;
}

export async function scanFile(path: string, size: number, opts: ScanOptions): Promise<FileScan> {
  const strings: Array<string | null> = [];
  const numbers: number[] = [];
  const out: Omit<FileScan, 'strings' | 'numbers'> = { cwd: null, summaryTitle: null, customTitle: null, firstPrompt: null, malformed: 0 };
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
  const cursors = { usage: new Cursor(NEEDLE.usage), summary: new Cursor(NEEDLE.summary), title: new Cursor(NEEDLE.title), cwd: new Cursor(NEEDLE.cwd), user: new Cursor(NEEDLE.user) };

  /** One complete line [start, end) of `buf` (no newline), at byte `offset` of the file. */
  const line = (buf: Buffer, start: number, end: number, offset: number, last: boolean) => {
    if (end > start && buf[end - 1] === CR) end--;
    if (end === start) return;
    // Every cursor is moved past this line, so each is asked (no short-circuit).
    const usage = cursors.usage.within(buf, start, end);
    const summary = titles && cursors.summary.within(buf, start, end);
    const title = titles && cursors.title.within(buf, start, end);
    const cwd = needCwd && cursors.cwd.within(buf, start, end);
    const user = needPrompt && cursors.user.within(buf, start, end);
    const shaped = objectShaped(buf, start, end);
    if (!shaped) {
      if (!last) out.malformed++; // a last line without its newline is still being written
      return;
    }
    if (!(usage || summary || title || cwd || user)) return;
    const e = parseLine(buf.toString('utf8', start, end));
    if (e.kind === 'malformed') {
      if (!last) out.malformed++;
      return;
    }
    if (e.kind === 'summary') out.summaryTitle = e.summary;
    else if (e.kind === 'title') out.customTitle = e.title;
    if (needCwd) {
      const c = entryCwd(e);
      if (c) {
        out.cwd = c;
        needCwd = false;
      }
    }
    if (needPrompt && e.kind === 'user' && e.line.isSidechain !== true && e.line.isMeta !== true) {
      const text = blocksOf(e.line.message.content).find((b) => b.type === 'text' && typeof b.text === 'string') as { text: string } | undefined;
      if (text && !text.text.startsWith('<')) {
        out.firstPrompt = text.text.slice(0, 200);
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
    strings.push(a.message.id ?? null, a.requestId ?? null, a.uuid ?? null, a.message.model ?? null, a.timestamp ?? null);
    numbers.push(offset, a.isSidechain === true ? 1 : 0, c.input, c.output, c.cacheWrite5m, c.cacheWrite1h, c.cacheRead);
  };

  await readLineChunks(path, 0, size, (buf, chunkOffset) => {
    cursors.usage.reset(buf);
    if (titles) {
      cursors.summary.reset(buf);
      cursors.title.reset(buf);
    }
    if (needCwd) cursors.cwd.reset(buf);
    if (needPrompt) cursors.user.reset(buf);
    let start = 0;
    for (;;) {
      const nl = buf.indexOf(NL, start);
      if (nl === -1) break;
      line(buf, start, nl, chunkOffset + start, false);
      start = nl + 1;
    }
    // Only the end of the file leaves bytes after the last newline: a line still being
    // written, counted (like the index does) only when it is already a whole JSON value.
    if (start < buf.length) line(buf, start, buf.length, chunkOffset + start, true);
  });
  return { strings, numbers: Float64Array.from(numbers), ...out };
}
