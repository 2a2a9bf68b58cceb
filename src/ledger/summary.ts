/**
 * The ledger's compact summary for the status line: what it shows, precomputed, so
 * that a status line call reads one small JSON file and at most the bytes appended to
 * its own transcript since (never the ledger, never other transcripts).
 *
 * - cost and tokens per 15-minute bucket of the last 48 hours (today's cost in any time
 *   zone, and any 5-hour window's, are sums of buckets: zone offsets and window starts
 *   fall on quarter hours);
 * - the last 5-hour window of all history (windows.ts: where the current one started);
 * - per session active in that time, its cost and tokens;
 * - per transcript file modified in that time, where the ledger's reading stopped and
 *   the figures of the message read last (its next lines may follow the offset).
 *
 * Every summary is self-consistent (figures = the files up to their recorded offsets),
 * so the status line may write one back with its own delta applied: whichever write
 * wins, the next reader goes on from that one's offsets. Pure and free of zod (the
 * status line loads it); the file is read and written in summary-file.ts.
 */
import { costOf, totalTokens } from '../transcripts/accounting.ts';
import type { PriceTable } from '../transcripts/prices.ts';
import type { UsageBook } from './book.ts';
import { windowsOf } from './windows.ts';

export const SUMMARY_FORMAT = 1;
export const BUCKET_MS = 15 * 60_000;
/** How far back the summary keeps buckets, sessions and files. */
export const RECENT_MS = 48 * 3_600_000;
/** At most this many transcript files are marked in it. */
const MAX_FILES = 64;

export interface FileMark {
  session: string;
  offset: number;
  /** The last counted message read and its figures, so a later line of it adds only what grew. */
  lastKey: string | null;
  lastOutput: number;
  lastCost: number;
  lastTokens: number;
}

export interface StatusSummary {
  format: number;
  /** When the ledger these figures come from was brought up to date (ms). */
  generatedAt: number;
  /** Bucket start (ms, a multiple of BUCKET_MS, as a string key) → [cost, tokens]. */
  buckets: Record<string, [number, number]>;
  /** The last 5-hour window: its start and its first and last message times (ms). */
  window: { start: number; firstMs: number; lastMs: number } | null;
  sessions: Record<string, { cost: number; tokens: number }>;
  files: Record<string, FileMark>;
  /** Per session, the last rate-limit/cost reading appended to the readings log (its key). */
  readings: Record<string, string>;
}

export const bucketOf = (ms: number): number => ms - (((ms % BUCKET_MS) + BUCKET_MS) % BUCKET_MS);

/** Builds the summary of a ledger at `nowMs` (listed sessions only, as reports count). */
export function buildSummary(book: UsageBook, nowMs: number, prices?: PriceTable, previous?: StatusSummary | null): StatusSummary {
  const since = nowMs - RECENT_MS;
  const listed = book.sessions();
  const buckets: StatusSummary['buckets'] = {};
  const sessions: StatusSummary['sessions'] = {};
  // The ledger's columns (no object per message: most messages are older than `since`, only their time is read).
  const cols = book.ledger.columns();
  const times = new Float64Array(cols.slots === null ? cols.count : book.ledger.size);
  let n = 0;
  const visit = (slot: number) => {
    const t = cols.time[slot]!;
    const session = cols.session[slot]!;
    if (Number.isNaN(t) || !listed.has(session)) return;
    times[n++] = t;
    if (t < since) return;
    const c = cols.counts;
    const i = slot * 5;
    const counts = { input: c[i]!, output: c[i + 1]!, cacheWrite5m: c[i + 2]!, cacheWrite1h: c[i + 3]!, cacheRead: c[i + 4]! };
    const cost = costOf(cols.models[cols.model[slot]!]!, counts, prices).total;
    const tokens = totalTokens(counts);
    const b = (buckets[bucketOf(t)] ??= [0, 0]);
    b[0] += cost;
    b[1] += tokens;
    const s = (sessions[session] ??= { cost: 0, tokens: 0 });
    s.cost += cost;
    s.tokens += tokens;
  };
  if (cols.slots === null) for (let slot = 0; slot < cols.count; slot++) visit(slot);
  else for (const slot of cols.slots) visit(slot);
  const sorted = times.subarray(0, n).sort();
  const last = windowsOf(sorted, () => null, () => {}).at(-1);
  const files: StatusSummary['files'] = {};
  // The most recently written transcripts (a restored folder has every mtime recent: the
  // summary stays small; the status line handles a file it does not list, delta.ts).
  const recent = [...book.files.values()].filter((f) => f.mtimeMs >= since && f.kind === 'main').sort((a, b) => b.mtimeMs - a.mtimeMs).slice(0, MAX_FILES);
  for (const f of recent) {
    const m = f.lastKey ? book.ledger.get(f.lastKey) : undefined;
    files[f.path] = { session: f.sessionId, offset: f.offset, lastKey: m ? f.lastKey : null, lastOutput: m?.counts.output ?? 0, lastCost: m ? costOf(m.model, m.counts, prices).total : 0, lastTokens: m ? totalTokens(m.counts) : 0 };
  }
  return { format: SUMMARY_FORMAT, generatedAt: nowMs, buckets, window: last ? { start: last.start, firstMs: last.firstMs, lastMs: last.lastMs } : null, sessions, files, readings: previous?.readings ?? {} };
}

/** Sum of the buckets from `fromMs` on: [cost, tokens]. */
export function sumSince(s: StatusSummary, fromMs: number): [number, number] {
  let cost = 0;
  let tokens = 0;
  for (const [k, [c, t]] of Object.entries(s.buckets)) {
    if (Number(k) + BUCKET_MS > fromMs) {
      cost += c;
      tokens += t;
    }
  }
  return [cost, tokens];
}

/** A summary read from a file: the shape checked by hand (no zod on the status line's path); null when it is not one. */
export function asSummary(v: unknown): StatusSummary | null {
  if (!v || typeof v !== 'object') return null;
  const s = v as StatusSummary;
  const obj = (x: unknown) => !!x && typeof x === 'object' && !Array.isArray(x);
  if (s.format !== SUMMARY_FORMAT || typeof s.generatedAt !== 'number' || !obj(s.buckets) || !obj(s.sessions) || !obj(s.files) || !obj(s.readings)) return null;
  for (const b of Object.values(s.buckets)) if (!Array.isArray(b) || typeof b[0] !== 'number' || typeof b[1] !== 'number') return null;
  if (s.window !== null && (!obj(s.window) || typeof s.window.start !== 'number' || typeof s.window.firstMs !== 'number' || typeof s.window.lastMs !== 'number')) return null;
  for (const x of Object.values(s.sessions)) if (!obj(x) || typeof x.cost !== 'number' || typeof x.tokens !== 'number') return null;
  for (const f of Object.values(s.files)) if (!obj(f) || typeof f.offset !== 'number' || typeof f.session !== 'string' || typeof f.lastOutput !== 'number' || typeof f.lastCost !== 'number' || typeof f.lastTokens !== 'number') return null;
  return s;
}
