/**
 * Content search over the files themselves: which conversations hold every term. The
 * segment filters (`segment-filters.ts`) say which byte ranges may hold a term; this
 * reads only those and confirms on the lines' searchable text, so results are exact.
 * Also builds the filters in the background after the first scan.
 */
import { readLines, readLineChunks } from './reader.ts';
import { rawSearchText } from './messages.ts';
import type { SegmentFilters } from './segment-filters.ts';
import type { FileState, ConversationRecord } from './conversation-record.ts';

/**
 * The background build of the filters after the first scan: the list is ready first, a
 * content search waits for `ready`. Lines appended to a conversation already covered go
 * straight into its filters (`covers`).
 */
export class FilterBuild {
  #ready: Promise<void> | null = null;
  #complete = false;
  #stopped = false;

  readonly filters: SegmentFilters;
  readonly log: (level: 'info', message: string) => void;

  constructor(filters: SegmentFilters, log: (level: 'info', message: string) => void) {
    this.filters = filters;
    this.log = log;
  }

  start(records: ConversationRecord[]): void {
    this.#ready ??= this.#build(records);
  }

  get ready(): Promise<void> {
    return this.#ready ?? Promise.resolve();
  }

  get complete(): boolean {
    return this.#complete;
  }

  stop(): void {
    this.#stopped = true;
  }

  covers(ordinal: number): boolean {
    return this.#complete || this.filters.has(ordinal);
  }

  async #build(records: ConversationRecord[]): Promise<void> {
    const t0 = performance.now();
    for (const rec of records) {
      if (this.#stopped) return;
      if (!this.filters.has(rec.ordinal)) await buildFiltersOf(this.filters, rec.ordinal, rec.files.values());
    }
    this.#complete = true;
    this.log('info', `content filters: ${records.length} conversations, ${Math.round(this.filters.bytes / 1024)} KiB, built in ${Math.round(performance.now() - t0)} ms`);
  }
}

/** Adds every file of a conversation to its filters (lines up to each file's read offset). */
async function buildFiltersOf(filters: SegmentFilters, ordinal: number, files: Iterable<FileState>): Promise<void> {
  filters.open(ordinal);
  for (const f of [...files]) {
    if (f.error) continue;
    try {
      await readLines(
        f.path,
        0,
        (t, offset) => {
          let raw: unknown;
          try {
            raw = JSON.parse(t);
          } catch {
            return;
          }
          const text = rawSearchText(raw);
          if (text) filters.add(ordinal, f.path, offset, offset + Buffer.byteLength(t) + 1, text.toLowerCase(), f.offset);
        },
        f.offset,
      );
    } catch {
      // reported by the scan
    }
  }
}

/**
 * Whether every term (lower case) occurs in the conversation's searchable text (text,
 * thinking, tool names, inputs and results, subagents included). Reads the files and
 * stops at the point all terms were seen.
 *
 * A term of printable ASCII without `"` or `\` appears verbatim (up to case) in the raw
 * JSON line whenever it appears in the line's text, so such terms are looked for in
 * the raw bytes of each chunk (up to 1 MB): first a byte search for the lower-case
 * form through all ranges, then, for terms still missing, a case-insensitive one over
 * the chunks read as Latin-1 (one byte per character, so positions are byte offsets;
 * UTF-8 bytes of other characters are never ASCII).
 * Only the lines holding a match are decoded and parsed, to check that the match is
 * in the searchable text and not in a field such as `cwd`. Other terms fall back to
 * parsing every line of the ranges.
 */
export async function containsAll(filters: SegmentFilters, ordinal: number, files: Iterable<FileState>, terms: string[]): Promise<boolean> {
  const remaining = new Set(terms);
  const verbatim = terms.every((t) => /^[\x20-\x7e]+$/.test(t) && !/["\\]/.test(t));
  const bytesOf = new Map(terms.map((t) => [t, Buffer.from(t, 'latin1')]));
  const patterns = new Map(terms.map((t) => [t, new RegExp(t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi')]));
  /** Marks the terms found in the text of the line [from, to) of `bytes`. */
  const confirmLine = (bytes: Buffer, from: number, to: number): void => {
    let raw: unknown;
    try {
      raw = JSON.parse(bytes.toString('utf8', from, to));
    } catch {
      return;
    }
    const text = rawSearchText(raw).toLowerCase();
    for (const t of [...remaining]) if (text.includes(t)) remaining.delete(t);
  };
  const lineAround = (bytes: Buffer, at: number): [number, number] => {
    const nl = bytes.indexOf(10, at);
    return [bytes.lastIndexOf(10, at) + 1, nl === -1 ? bytes.length : nl];
  };
  const onChunk = (bytes: Buffer, anyCase: boolean): boolean => {
    if (!verbatim) {
      for (let from = 0; from < bytes.length; ) {
        const nl = bytes.indexOf(10, from);
        const to = nl === -1 ? bytes.length : nl;
        if (to > from) confirmLine(bytes, from, to);
        if (remaining.size === 0) return false;
        from = to + 1;
      }
      return true;
    }
    for (const t of [...remaining]) {
      if (!remaining.has(t)) continue; // found on a line confirmed for another term
      if (!anyCase) {
        const lower = bytesOf.get(t)!;
        for (let at = bytes.indexOf(lower); at !== -1 && remaining.has(t); ) {
          const [from, to] = lineAround(bytes, at);
          confirmLine(bytes, from, to);
          at = to < bytes.length ? bytes.indexOf(lower, to + 1) : -1;
        }
        continue;
      }
      const re = patterns.get(t)!;
      re.lastIndex = 0;
      const latin1 = bytes.toString('latin1');
      for (let m = re.exec(latin1); m && remaining.has(t); m = re.exec(latin1)) {
        const [from, to] = lineAround(bytes, m.index);
        confirmLine(bytes, from, to);
        re.lastIndex = to + 1;
      }
    }
    return remaining.size > 0;
  };
  const sorted = [...files].sort((a, b) => (a.kind === 'main' ? -1 : b.kind === 'main' ? 1 : 0));
  const pass = async (anyCase: boolean): Promise<boolean> => {
    for (const f of sorted) {
      if (f.error) continue;
      // Only the byte ranges whose filter may hold a remaining term (the whole file when not filtered yet).
      const ranges = filters.segments(ordinal, f.path, remaining) ?? [{ start: 0, end: f.offset }];
      for (const r of ranges) {
        const end = Math.min(r.end, f.offset);
        if (end <= r.start) continue;
        try {
          await readLineChunks(f.path, r.start, end, (bytes) => onChunk(bytes, anyCase));
        } catch {
          // unreadable now: reported by the scan
        }
        if (remaining.size === 0) return true;
      }
    }
    return false;
  };
  // Lower case first, everywhere: the usual spelling, and a byte search is the cheapest.
  // Only terms still missing then are looked for in any case (a second read).
  if (await pass(false)) return true;
  return verbatim ? pass(true) : false;
}
