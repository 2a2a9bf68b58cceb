/**
 * The ledger's digest: what the dated, session and project reports read of it, kept
 * beside it so that a `toolshed usage` run that finds no transcript changed answers
 * without decoding the ledger (its message keys, fingerprints and per-file state).
 *
 * - Messages are summed per (session, model, sidechain, UTC quarter hour): every zone
 *   offset is a whole number of quarter hours, so all of a row's messages fall on one
 *   local day in any time zone, and a report over rows equals the report over messages
 *   (usage/columns.ts; tests/usage/digest.test.ts compares them). Token counts are
 *   integers, so their sums are exact; cost is computed from the sums, as before.
 * - Reports do not depend on the order of what they sum (models are priced and added in
 *   name order, transcripts/usage-summary.ts), so rows need no particular order.
 * - The files the digest was made from (path, size, mtime) are part of it: it is used
 *   only when the listing is exactly those files, unchanged (the case in which the
 *   ledger's own update reads nothing), so it can never describe other files.
 *
 * Pure: made from a book, checked against a listing; store.ts reads and writes it.
 */
import type { LedgerColumns } from '../transcripts/ledger.ts';
import type { StatedFile } from '../transcripts/file-scanner.ts';
import type { SessionInfo, UsageBook } from './book.ts';

const QUARTER_HOUR = 900_000;

export interface UsageDigest {
  /** Paths joined by NUL (no path holds one), with their sizes and mtimes. */
  files: { paths: string; size: Float64Array; mtimeMs: Float64Array };
  sessions: SessionInfo[];
  malformedLines: number;
  models: string[];
  /** Session ids, referred to by index from `session`. */
  sessionIds: string[];
  session: Int32Array;
  model: Int32Array;
  sidechain: Uint8Array;
  /** Earliest and latest message time of the row (ms; NaN for the row of undated messages). */
  first: Float64Array;
  last: Float64Array;
  messages: Int32Array;
  /** Five per row, in TokenCounts order. */
  counts: Float64Array;
}

/** The digest of a book as it is now. */
export function digestOf(book: UsageBook): UsageDigest {
  const files = [...book.files.values()];
  const cols = book.ledger.columns();
  const sessionIds: string[] = [];
  const sessionIndex = new Map<string, number>();
  // Row of (session, model, sidechain) → of its quarter hour (NaN: undated): numeric keys, and
  // the last row kept at hand (a session's messages come in runs of the same quarter hour).
  const rowOf = new Map<number, Map<number, number>>();
  const combos = cols.models.length * 2;
  let lastCombo = -1;
  let lastQuarter = NaN;
  let lastRow = -1;
  const session: number[] = [];
  const model: number[] = [];
  const sidechain: number[] = [];
  const first: number[] = [];
  const last: number[] = [];
  const messages: number[] = [];
  const counts: number[] = [];
  const visit = (slot: number) => {
    const name = cols.session[slot]!;
    let s = sessionIndex.get(name);
    if (s === undefined) sessionIndex.set(name, (s = sessionIds.push(name) - 1));
    const t = cols.time[slot]!;
    const combo = s * combos + cols.model[slot]! * 2 + cols.sidechain[slot]!;
    const quarter = Math.floor(t / QUARTER_HOUR); // NaN for an undated message: one row of its own
    let row = lastRow;
    if (combo !== lastCombo || !Object.is(quarter, lastQuarter)) {
      let quarters = rowOf.get(combo);
      if (!quarters) rowOf.set(combo, (quarters = new Map()));
      const known = quarters.get(quarter);
      if (known === undefined) {
        quarters.set(quarter, (row = messages.length));
        session.push(s);
        model.push(cols.model[slot]!);
        sidechain.push(cols.sidechain[slot]!);
        first.push(t);
        last.push(t);
        messages.push(0);
        counts.push(0, 0, 0, 0, 0);
      } else row = known;
      lastCombo = combo;
      lastQuarter = quarter;
      lastRow = row;
    }
    if (!Number.isNaN(t)) {
      if (t < first[row]!) first[row] = t;
      if (t > last[row]!) last[row] = t;
    }
    messages[row]!++;
    for (let k = 0; k < 5; k++) counts[row * 5 + k]! += cols.counts[slot * 5 + k]!;
  };
  if (cols.slots === null) for (let slot = 0; slot < cols.count; slot++) visit(slot);
  else for (const slot of cols.slots) visit(slot);
  return {
    files: { paths: files.map((f) => f.path).join('\0'), size: Float64Array.from(files, (f) => f.size), mtimeMs: Float64Array.from(files, (f) => f.mtimeMs) },
    sessions: [...book.sessions().values()],
    malformedLines: book.malformedLines,
    models: [...cols.models],
    sessionIds,
    session: Int32Array.from(session),
    model: Int32Array.from(model),
    sidechain: Uint8Array.from(sidechain),
    first: Float64Array.from(first),
    last: Float64Array.from(last),
    messages: Int32Array.from(messages),
    counts: Float64Array.from(counts),
  };
}

/**
 * Whether `listing` (every file listed and stat'ed, none unreadable) is exactly the
 * digest's files with their sizes and mtimes: then an update of the ledger would read
 * nothing, and the digest says what the ledger says.
 */
export function digestMatches(d: UsageDigest, listing: { files: StatedFile[]; warnings: string[] }): boolean {
  if (listing.warnings.length || listing.files.length !== d.files.size.length) return false;
  const paths = d.files.paths === '' ? [] : d.files.paths.split('\0');
  if (paths.length !== listing.files.length) return false;
  const at = new Map<string, number>();
  paths.forEach((p, i) => at.set(p, i));
  for (const f of listing.files) {
    const i = at.get(f.path);
    if (i === undefined || d.files.size[i] !== f.size || d.files.mtimeMs[i] !== f.mtimeMs) return false;
  }
  return true;
}

/** The digest's rows as the report's columns (usage/columns.ts): a row stands for `messages` messages. */
export function digestColumns(d: UsageDigest): LedgerColumns {
  const session = Array.from(d.session, (i) => d.sessionIds[i]!);
  return { slots: null, count: d.messages.length, session, models: d.models, model: d.model, sidechain: d.sidechain, time: d.first, last: d.last, messages: d.messages, counts: d.counts };
}

export const digestSessions = (d: UsageDigest): Map<string, SessionInfo> => new Map(d.sessions.map((s) => [s.id, s]));

const isStr = (v: unknown): v is string => typeof v === 'string';
const strOrNull = (v: unknown) => v === null || isStr(v);

/** Whether a decoded value is a whole digest, each index within range (it comes from a file in the cache folder). */
export function isDigest(v: unknown): v is UsageDigest {
  const d = v as UsageDigest;
  if (!d || typeof d !== 'object' || !d.files || !isStr(d.files.paths) || !(d.files.size instanceof Float64Array) || !(d.files.mtimeMs instanceof Float64Array)) return false;
  if (d.files.size.length !== d.files.mtimeMs.length || !Number.isInteger(d.malformedLines)) return false;
  if (!Array.isArray(d.sessions) || !d.sessions.every((s) => s && isStr(s.id) && isStr(s.project) && isStr(s.projectDir) && strOrNull(s.workingDirectory) && strOrNull(s.title))) return false;
  if (!Array.isArray(d.models) || !d.models.every(isStr) || !Array.isArray(d.sessionIds) || !d.sessionIds.every(isStr)) return false;
  const n = d.messages instanceof Int32Array ? d.messages.length : -1;
  if (!(d.session instanceof Int32Array && d.model instanceof Int32Array && d.sidechain instanceof Uint8Array && d.first instanceof Float64Array && d.last instanceof Float64Array && d.counts instanceof Float64Array)) return false;
  if (n < 0 || d.session.length !== n || d.model.length !== n || d.sidechain.length !== n || d.first.length !== n || d.last.length !== n || d.counts.length !== n * 5) return false;
  for (let i = 0; i < n; i++) {
    if (!(d.session[i]! >= 0 && d.session[i]! < d.sessionIds.length && d.model[i]! >= 0 && d.model[i]! < d.models.length && d.messages[i]! > 0)) return false;
  }
  return true;
}
