/**
 * Reads `/chat/index.txt` (its format: src/catalog/chat-index.ts) a chunk at
 * a time, as the response arrives, straight into the columns the commands
 * search: no copy of the whole file, no array per column, no object per
 * component. At 100,000 components that is what keeps a cold function under
 * its 100 MB (docs/benchmarks.md). Lenient about everything but the two path
 * segments, which end up in links and must be safe: a line that cannot be
 * used is skipped and counted.
 */
import { CHAT_INDEX_VERSION } from '../catalog/chat-index.ts';
import { isSafeSegment } from '../catalog/kinds.ts';
import { isShownAllowPath } from '../catalog/links.ts';
import type { Catalog } from './catalog.ts';
import { ALL_CHAT_TYPES } from './types.ts';

const NL = 10;
const TAB = 9;
/** A line longer than this is no component (a name is one path segment): skipped without being held. */
const MAX_LINE_BYTES = 4096;
/** The header line holds every category once: 8 MB is hundreds of thousands of them. A longer one is refused unread. */
const MAX_HEADER_BYTES = 8 * 1024 * 1024;
/** Digits of a type or category position, and of a download count (2^53 has 16). */
const MAX_POSITION_DIGITS = 9;
const MAX_COUNT_DIGITS = 15;

const typeByKind = new Map(ALL_CHAT_TYPES.map((t, i) => [t.kind.type as string, i]));

interface Header {
  shards: number;
  count: number;
  /** Per position in the header's types: the chat type's position, or undefined for a kind this code does not know. */
  chatTypes: Array<number | undefined>;
  categories: string[];
  /** Per category position: usable (a safe path segment). */
  categoryOk: boolean[];
  /** `--allow-path` values by component line; values that are not safe to show are dropped. */
  allowPaths: Map<number, string[]>;
}

/** The header's `allowPaths` (`[line, values]` pairs), or a string saying what is wrong. */
function readAllowPaths(raw: unknown): Map<number, string[]> | string {
  const out = new Map<number, string[]>();
  if (raw === undefined) return out;
  if (!Array.isArray(raw)) return 'allowPaths: expected a list';
  for (const pair of raw) {
    if (!Array.isArray(pair) || !Number.isSafeInteger(pair[0]) || pair[0] < 0 || !Array.isArray(pair[1])) return 'allowPaths: expected [line, values] pairs';
    const values = (pair[1] as unknown[]).filter(isShownAllowPath);
    if (values.length) out.set(pair[0] as number, values);
  }
  return out;
}

/** The first line, checked by hand (no zod in the function's memory); a string says what is wrong. */
function readHeader(raw: unknown): Header | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'the first line is not a JSON object';
  const h = raw as Record<string, unknown>;
  if (h.version !== CHAT_INDEX_VERSION) return `version: expected ${CHAT_INDEX_VERSION}`;
  if (!Number.isSafeInteger(h.shards) || (h.shards as number) <= 0) return 'shards: expected a positive whole number';
  if (!Number.isSafeInteger(h.count) || (h.count as number) < 0) return 'count: expected a whole number';
  if (!Array.isArray(h.types) || !h.types.every((t) => typeof t === 'string')) return 'types: expected a list of strings';
  if (!Array.isArray(h.categories)) return 'categories: expected a list';
  const categories = h.categories.map((c) => (typeof c === 'string' ? c : ''));
  const allowPaths = readAllowPaths(h.allowPaths);
  if (typeof allowPaths === 'string') return allowPaths;
  return {
    shards: h.shards as number,
    count: h.count as number,
    chatTypes: (h.types as string[]).map((t) => typeByKind.get(t)),
    categories,
    categoryOk: h.categories.map((c) => typeof c === 'string' && isSafeSegment(c)),
    allowPaths,
  };
}

/** A decimal number in bytes[from, to), or -1 when it is none (empty, too long, not digits). */
function digitsAt(bytes: Uint8Array, from: number, to: number, maxDigits: number): number {
  if (to <= from || to - from > maxDigits) return -1;
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = bytes[i]! - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** isSafeSegment over bytes[from, to) without making a string of it. */
function safeSegmentAt(bytes: Uint8Array, from: number, to: number): boolean {
  if (to <= from) return false;
  let dots = 0;
  for (let i = from; i < to; i++) {
    const c = bytes[i]!;
    const ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 46 || c === 95 || c === 45;
    if (!ok) return false;
    if (c === 46) dots++;
  }
  return !(dots === to - from && dots <= 2);
}

function grown<T extends Uint8Array | Uint32Array | Float64Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(needed, array.length * 2));
  next.set(array);
  return next;
}

/** Push the response's chunks in order, then `finish()`. */
export class ChatIndexReader {
  private header: Header | undefined;
  /** The part of a line a chunk ended in (the header's, or a row's). */
  private carry = new Uint8Array(256);
  private carried = 0;
  /** The current line passed MAX_LINE_BYTES (a row) and is being skipped. */
  private overlong = false;
  private headerChunks: Uint8Array[] = [];
  private headerBytes = 0;
  private rows = 0;
  private skipped = 0;
  private size = 0;
  /** `--allow-path` values by entry (the header's, from lines to the entries kept). */
  private allowPaths = new Map<number, string[]>();
  private types = new Uint8Array(1024);
  private categoryOf = new Uint32Array(1024);
  private downloads = new Float64Array(1024);
  /** Offsets of each kept name in `names`; one more than there are names. */
  private starts = new Uint32Array(1025);
  /** The kept names, each followed by a line break. */
  private names = new Uint8Array(16 * 1024);
  private namesLength = 0;

  push(chunk: Uint8Array): void {
    let at = 0;
    if (!this.header) {
      const nl = chunk.indexOf(NL);
      this.headerBytes += nl < 0 ? chunk.byteLength : nl;
      if (this.headerBytes > MAX_HEADER_BYTES) throw new Error(`chat/index.txt is not a chat index (a first line over ${MAX_HEADER_BYTES} bytes)`);
      if (nl < 0) {
        this.headerChunks.push(chunk.slice());
        return;
      }
      this.headerChunks.push(chunk.subarray(0, nl));
      const text = Buffer.concat(this.headerChunks).toString('utf8');
      this.headerChunks = [];
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch {
        raw = undefined;
      }
      const header = readHeader(raw);
      if (typeof header === 'string') throw new Error(`chat/index.txt is not a chat index (${header})`);
      this.header = header;
      at = nl + 1;
    }
    while (at < chunk.length) {
      const nl = chunk.indexOf(NL, at);
      const end = nl < 0 ? chunk.length : nl;
      if (this.carried || this.overlong || nl < 0) {
        this.hold(chunk, at, end);
        if (nl < 0) return;
        if (this.overlong) this.skipLine();
        else this.row(this.carry, 0, this.carried);
        this.carried = 0;
        this.overlong = false;
      } else {
        this.row(chunk, at, end);
      }
      at = end + 1;
    }
  }

  /** The catalog read. Throws when the file had no header line. */
  finish(): Catalog {
    if (!this.header) {
      const text = Buffer.concat(this.headerChunks).toString('utf8');
      throw new Error(`chat/index.txt is not a chat index (${text.trim() ? 'no line break after the first line' : 'empty'})`);
    }
    // A last line without its line break: the file was cut in it.
    if (this.carried || this.overlong) this.skipLine();
    this.carried = 0;
    this.overlong = false;
    // Lines the header promised and the file does not have.
    const missing = Math.max(0, this.header.count - this.rows);
    const n = this.size;
    const names = this.namesLength ? Buffer.from(this.names.buffer, this.names.byteOffset, this.namesLength - 1).toString('latin1') : '';
    this.starts[n] = names.length + 1;
    return {
      size: n,
      names,
      lower: names.toLowerCase(),
      starts: this.starts.slice(0, n + 1),
      types: this.types.slice(0, n),
      categoryOf: this.categoryOf.slice(0, n),
      categories: this.header.categories,
      downloads: this.downloads.slice(0, n),
      skipped: this.skipped + missing,
      shards: this.header.shards,
      allowPaths: this.allowPaths,
    };
  }

  /** Keep bytes[from, to) of a line that goes on in the next chunk, unless it is already too long to be a row. */
  private hold(bytes: Uint8Array, from: number, to: number): void {
    if (this.overlong) return;
    const length = this.carried + (to - from);
    if (length > MAX_LINE_BYTES) {
      this.overlong = true;
      return;
    }
    this.carry = grown(this.carry, length);
    this.carry.set(bytes.subarray(from, to), this.carried);
    this.carried = length;
  }

  private skipLine(): void {
    this.rows++;
    this.skipped++;
  }

  /** One line: `type<TAB>category<TAB>downloads<TAB>name`. */
  private row(bytes: Uint8Array, from: number, to: number): void {
    const header = this.header!;
    const line = this.rows++;
    if (to - from > MAX_LINE_BYTES) return void this.skipped++;
    const tab1 = bytes.indexOf(TAB, from);
    const tab2 = tab1 < 0 || tab1 >= to ? -1 : bytes.indexOf(TAB, tab1 + 1);
    const tab3 = tab2 < 0 || tab2 >= to ? -1 : bytes.indexOf(TAB, tab2 + 1);
    if (tab3 < 0 || tab3 >= to) return void this.skipped++;
    const t = digitsAt(bytes, from, tab1, MAX_POSITION_DIGITS);
    if (t < 0 || t >= header.chatTypes.length) return void this.skipped++;
    const chatType = header.chatTypes[t];
    // A row of a kind this code does not know (a newer catalog) is left out without counting it as broken.
    if (chatType === undefined) return;
    const c = digitsAt(bytes, tab1 + 1, tab2, MAX_POSITION_DIGITS);
    if (c < 0 || header.categoryOk[c] !== true || !safeSegmentAt(bytes, tab3 + 1, to)) return void this.skipped++;
    // Downloads that are not a whole number count as none.
    const downloads = Math.max(0, digitsAt(bytes, tab2 + 1, tab3, MAX_COUNT_DIGITS));
    const i = this.size++;
    const allow = header.allowPaths.get(line);
    if (allow) this.allowPaths.set(i, allow);
    this.types = grown(this.types, i + 1);
    this.categoryOf = grown(this.categoryOf, i + 1);
    this.downloads = grown(this.downloads, i + 1);
    this.starts = grown(this.starts, i + 2);
    this.types[i] = chatType;
    this.categoryOf[i] = c;
    this.downloads[i] = downloads;
    this.starts[i] = this.namesLength;
    const length = to - (tab3 + 1);
    this.names = grown(this.names, this.namesLength + length + 1);
    this.names.set(bytes.subarray(tab3 + 1, to), this.namesLength);
    this.namesLength += length;
    this.names[this.namesLength++] = NL;
  }
}

/** A whole index at once (tests, and the empty catalog). */
export function parseChatIndex(text: string | Uint8Array): Catalog {
  const reader = new ChatIndexReader();
  reader.push(typeof text === 'string' ? Buffer.from(text, 'utf8') : text);
  return reader.finish();
}

