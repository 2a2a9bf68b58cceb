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
import { accountingKey, usageToCounts } from './accounting.ts';
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

/** The counted lines of columns, as assistant lines carrying exactly what the ledger reads. */
export function* countedLines(cols: AccountedColumns): Generator<{ line: AssistantLine; offset: number }> {
  const s = unpack(cols.strings);
  const n = cols.numbers;
  const count = n.length / NUMBERS_PER_LINE;
  for (let i = 0; i < count; i++) {
    const o = i * NUMBERS_PER_LINE;
    const [w5, w1] = [n[o + 4]!, n[o + 5]!];
    const j = i * STRINGS_PER_LINE;
    const line = {
      type: 'assistant',
      message: {
        id: s[j],
        model: s[j + 3],
        content: [],
        usage: { input_tokens: n[o + 2], output_tokens: n[o + 3], cache_creation_input_tokens: w5 + w1, cache_read_input_tokens: n[o + 6], cache_creation: { ephemeral_5m_input_tokens: w5, ephemeral_1h_input_tokens: w1 } },
      },
      requestId: s[j + 1],
      requestSessionId: s[j + 5],
      uuid: s[j + 2],
      timestamp: s[j + 4],
      isSidechain: n[o + 1] === 1,
    } as AssistantLine;
    yield { line, offset: n[o]! };
  }
}
