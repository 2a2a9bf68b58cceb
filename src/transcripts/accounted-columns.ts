/**
 * The counted assistant lines of one file as compact columns: what a scan on a worker
 * thread hands back for the ledger (the usage scan, src/ledger/scan-file.ts, and the
 * index's parallel first scan, parallel-scan.ts), folded in reading order by the one
 * `Ledger` on the main thread. Strings and numbers in two arrays transfer cheaply; one
 * object per line did not.
 *
 * Lines of one message within the file are folded here where the ledger would fold them
 * anyway: Claude Code writes a message once per content block, output growing; the
 * ledger keeps the largest output (first on a tie), its timestamp (or the one before
 * when it has none), the first line's model and session, and sidechain only when every
 * copy is one. So a later line of a key already recorded in this file changes nothing
 * the ledger keeps when its output is not larger; when it is larger and has a timestamp,
 * it replaces the record's counts and timestamp. Only a larger line without a timestamp
 * gets a record of its own, so the ledger's fallback to the timestamp before stays exact.
 */
import { accountingKey, lineTimeMs, usageToCounts, type TokenCounts } from './accounting.ts';
import type { AssistantLine } from './schemas.ts';

/**
 * Per counted line: its ledger key, model, requestSessionId (a fork's copy names its
 * original). The key and the time (below) are made on the thread that read the line, so
 * the main thread's fold (one thread for the whole read) builds no key and parses no
 * date: at 1 GB ~85,000 lines, ~0.1 s of that thread before (docs/benchmarks.md).
 */
export const STRINGS_PER_LINE = 3;
/** Per counted line: byte offset, sidechain (0/1), has a timestamp (0/1), its time (ms, NaN when it does not parse), then the five token counts. */
export const NUMBERS_PER_LINE = 9;

export interface AccountedColumns {
  /** STRINGS_PER_LINE per counted line, in file order; or all of them packed into one string (`packColumns`). */
  strings: Array<string | null> | string;
  /** NUMBERS_PER_LINE per counted line. */
  numbers: Float64Array<ArrayBuffer>;
}

export class ColumnsBuilder {
  readonly #seen = new Map<string, number>();
  readonly #strings: Array<string | null> = [];
  readonly #numbers: number[] = [];

  /**
   * Adds an assistant line at byte `offset` of the file; `fallbackKey` as the ledger gets it
   * (`path:offset` for a line with neither message id nor uuid: `countedKey`), so the key
   * kept is the one the fold gives the ledger. Lines the ledger would not count are left out.
   */
  add(a: AssistantLine, fallbackKey: string, offset: number): void {
    const key = accountingKey(a, fallbackKey);
    if (key === null) return; // no usage, or the synthetic model
    const c = usageToCounts(a.message.usage!);
    const numbers = this.#numbers;
    const at = this.#seen.get(key);
    if (at !== undefined) {
      const o = at * NUMBERS_PER_LINE;
      if (a.isSidechain !== true) numbers[o + 1] = 0;
      if (c.output <= numbers[o + 5]!) return;
      if (a.timestamp) {
        numbers[o + 2] = 1;
        numbers[o + 3] = lineTimeMs(a.timestamp)!;
        [numbers[o + 4], numbers[o + 5], numbers[o + 6], numbers[o + 7], numbers[o + 8]] = [c.input, c.output, c.cacheWrite5m, c.cacheWrite1h, c.cacheRead];
        return;
      }
    }
    this.#seen.set(key, this.#strings.length / STRINGS_PER_LINE);
    this.#strings.push(key, a.message.model ?? null, a.requestSessionId ?? null);
    const time = lineTimeMs(a.timestamp);
    numbers.push(offset, a.isSidechain === true ? 1 : 0, time === null ? 0 : 1, time ?? NaN, c.input, c.output, c.cacheWrite5m, c.cacheWrite1h, c.cacheRead);
  }

  done(): AccountedColumns {
    return { strings: this.#strings, numbers: Float64Array.from(this.#numbers) };
  }
}

const SEP = '\n';
const NULL = '\u0000';

/**
 * Columns to post from a worker thread: the strings joined into one (a structured clone
 * copies one string at memcpy speed; tens of thousands of small ones cost more than
 * reading them did: ~10 % of a worker's time at 1 GB). Left as they are when a string
 * holds the separator (a transcript can hold anything).
 */
export function packColumns(c: AccountedColumns): AccountedColumns {
  const s = c.strings;
  if (typeof s === 'string') return c;
  for (const x of s) if (x !== null && (x.includes(SEP) || x === NULL)) return c;
  return { strings: s.map((x) => x ?? NULL).join(SEP), numbers: c.numbers };
}

const unpack = (s: Array<string | null> | string): Array<string | null> => (typeof s !== 'string' ? s : s === '' ? [] : s.split(SEP).map((x) => (x === NULL ? null : x)));

/** A counted line of columns as `forEachCounted` hands it out (one object, reused: copy what you keep). */
export interface CountedFields {
  /** The ledger key (`countedKey`). */
  key: string;
  model: string | null;
  /** The line's time as `Ledger.addCountedAt` takes it (`lineTimeMs`): null when it has no timestamp. */
  timeMs: number | null;
  requestSessionId: string | null;
  offset: number;
  sidechain: boolean;
  counts: TokenCounts;
}

/**
 * The counted lines of columns as their fields, without an assistant line object each
 * (a line object with its usage object for every line cost the main thread's fold of a
 * cold scan a fifth of its time).
 */
export function forEachCounted(cols: AccountedColumns, fn: (c: CountedFields) => void): void {
  const s = unpack(cols.strings);
  const n = cols.numbers;
  const counts: TokenCounts = { input: 0, output: 0, cacheWrite5m: 0, cacheWrite1h: 0, cacheRead: 0 };
  const c: CountedFields = { key: '', model: null, timeMs: null, requestSessionId: null, offset: 0, sidechain: false, counts };
  const count = n.length / NUMBERS_PER_LINE;
  for (let i = 0; i < count; i++) {
    const o = i * NUMBERS_PER_LINE;
    const j = i * STRINGS_PER_LINE;
    c.key = s[j]!;
    c.model = s[j + 1]!;
    c.requestSessionId = s[j + 2]!;
    c.offset = n[o]!;
    c.sidechain = n[o + 1] === 1;
    c.timeMs = n[o + 2] === 1 ? n[o + 3]! : null;
    counts.input = n[o + 4]!;
    counts.output = n[o + 5]!;
    counts.cacheWrite5m = n[o + 6]!;
    counts.cacheWrite1h = n[o + 7]!;
    counts.cacheRead = n[o + 8]!;
    fn(c);
  }
}
