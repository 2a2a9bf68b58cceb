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
import { accountingKey, usageToCounts, type TokenCounts } from './accounting.ts';
import type { AssistantLine } from './schemas.ts';

/** Per counted line: id, requestId, uuid, model, timestamp, requestSessionId (a fork's copy names its original). */
export const STRINGS_PER_LINE = 6;
/** Per counted line: byte offset, sidechain (0/1), then the five token counts. */
export const NUMBERS_PER_LINE = 7;

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

  /** Adds an assistant line at byte `offset` of the file; `fallbackKey` as the ledger gets it. Lines the ledger would not count are left out. */
  add(a: AssistantLine, fallbackKey: string, offset: number): void {
    const key = accountingKey(a, fallbackKey);
    if (key === null) return; // no usage, or the synthetic model
    const c = usageToCounts(a.message.usage!);
    const numbers = this.#numbers;
    const at = this.#seen.get(key);
    if (at !== undefined) {
      const o = at * NUMBERS_PER_LINE;
      if (a.isSidechain !== true) numbers[o + 1] = 0;
      if (c.output <= numbers[o + 3]!) return;
      if (a.timestamp) {
        this.#strings[at * STRINGS_PER_LINE + 4] = a.timestamp;
        [numbers[o + 2], numbers[o + 3], numbers[o + 4], numbers[o + 5], numbers[o + 6]] = [c.input, c.output, c.cacheWrite5m, c.cacheWrite1h, c.cacheRead];
        return;
      }
    }
    this.#seen.set(key, this.#strings.length / STRINGS_PER_LINE);
    this.#strings.push(a.message.id ?? null, a.requestId ?? null, a.uuid ?? null, a.message.model ?? null, a.timestamp ?? null, a.requestSessionId ?? null);
    numbers.push(offset, a.isSidechain === true ? 1 : 0, c.input, c.output, c.cacheWrite5m, c.cacheWrite1h, c.cacheRead);
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
  id: string | null;
  requestId: string | null;
  uuid: string | null;
  model: string | null;
  timestamp: string | null;
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
  const c: CountedFields = { id: null, requestId: null, uuid: null, model: null, timestamp: null, requestSessionId: null, offset: 0, sidechain: false, counts };
  const count = n.length / NUMBERS_PER_LINE;
  for (let i = 0; i < count; i++) {
    const o = i * NUMBERS_PER_LINE;
    const j = i * STRINGS_PER_LINE;
    c.id = s[j]!;
    c.requestId = s[j + 1]!;
    c.uuid = s[j + 2]!;
    c.model = s[j + 3]!;
    c.timestamp = s[j + 4]!;
    c.requestSessionId = s[j + 5]!;
    c.offset = n[o]!;
    c.sidechain = n[o + 1] === 1;
    counts.input = n[o + 2]!;
    counts.output = n[o + 3]!;
    counts.cacheWrite5m = n[o + 4]!;
    counts.cacheWrite1h = n[o + 5]!;
    counts.cacheRead = n[o + 6]!;
    fn(c);
  }
}
