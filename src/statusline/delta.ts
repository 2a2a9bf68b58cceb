/**
 * The status line's only reading of transcripts: the bytes appended to its own
 * transcript since the summary's mark (summary.ts), folded into a copy of the summary.
 * The ledger's rules, applied to these lines only: a message counts once (its key, the
 * largest output; a line of the message read last before the mark adds only what grew),
 * a fork's copy belongs to its original (`usageOwner`: not counted here), `<synthetic>`
 * and lines without usage are not counted. A line is parsed only when its bytes hold
 * `"usage"`; a line without its newline yet waits for the next call.
 *
 * Only a regular file is read (opened non-blocking, then checked: a FIFO put where a
 * transcript should be never stalls the status line), and at most MAX_DELTA_BYTES: past
 * that the summary is too far behind, and a refresh of the ledger is asked for instead.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { accountingKey, costOf, totalTokens, usageOwner, usageToCounts } from '../transcripts/accounting.ts';
import type { AssistantLine } from '../transcripts/schemas.ts';
import { isAssistantLine } from '../ledger/assistant-line.ts';
import { bucketOf, RECENT_MS, type FileMark, type StatusSummary } from '../ledger/summary.ts';
import { windowStartFor } from '../ledger/windows.ts';

export const MAX_DELTA_BYTES = 16 * 1024 * 1024;
const NEEDLE = Buffer.from('"usage"');
const NL = 10;

export interface Delta {
  summary: StatusSummary;
  /** Bytes read from the transcript. */
  read: number;
  /** Whether the summary changed (it is then written back). */
  changed: boolean;
  /** The summary cannot be brought up to date from here (too far behind, or the file is unknown to it): refresh the ledger. */
  behind: boolean;
}

interface Counted {
  output: number;
  cost: number;
  tokens: number;
  t: number | null;
}

/** Where to start reading `path`: the summary's mark, or what the summary's age says of an unknown file. */
function markFor(s: StatusSummary, path: string, session: string, st: { size: number; mtimeMs: number; birthtimeMs: number }): FileMark | null {
  const known = s.files[path];
  if (known) return known;
  const fresh = (offset: number): FileMark => ({ session, offset, lastKey: null, lastOutput: 0, lastCost: 0, lastTokens: 0 });
  if (st.mtimeMs <= s.generatedAt) return fresh(st.size); // unchanged since the ledger read it (it read it all)
  if (st.birthtimeMs > 0 && st.birthtimeMs >= s.generatedAt) return fresh(0); // created since
  return null; // an older file written again since: only the ledger knows where it stood
}

/** Folds the appended lines of `path` (the transcript of `session`) into a copy of `summary`. */
export function applyDelta(summary: StatusSummary, path: string, session: string, nowMs: number): Delta {
  const s: StatusSummary = structuredClone(summary);
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return { summary, read: 0, changed: false, behind: false };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { summary, read: 0, changed: false, behind: false };
    const mark = markFor(s, path, session, st);
    if (!mark || st.size - mark.offset > MAX_DELTA_BYTES) return { summary, read: 0, changed: false, behind: true };
    if (st.size < mark.offset) return { summary, read: 0, changed: false, behind: true }; // truncated: the ledger re-reads it
    const length = st.size - mark.offset;
    const buf = Buffer.allocUnsafe(length);
    let got = 0;
    while (got < length) {
      const n = readSync(fd, buf, got, length - got, mark.offset + got);
      if (n === 0) break;
      got += n;
    }
    const end = buf.lastIndexOf(NL, got - 1) + 1; // whole lines only
    const seen = new Map<string, Counted>();
    let lastKey: string | null = null;
    for (let at = buf.indexOf(NEEDLE); at !== -1 && at < end; ) {
      const start = buf.lastIndexOf(NL, at) + 1;
      const stop = buf.indexOf(NL, at);
      at = buf.indexOf(NEEDLE, stop);
      let raw: unknown;
      try {
        raw = JSON.parse(buf.toString('utf8', start, stop));
      } catch {
        continue;
      }
      if (!raw || typeof raw !== 'object' || Array.isArray(raw) || !isAssistantLine(raw as Record<string, unknown>)) continue;
      const line = raw as AssistantLine;
      const key = accountingKey(line, `${path}:${mark.offset + start}`);
      if (key === null || usageOwner(line, session) !== session) continue;
      const counts = usageToCounts(line.message.usage!);
      const c: Counted = { output: counts.output, cost: costOf(line.message.model ?? 'unknown', counts).total, tokens: totalTokens(counts), t: line.timestamp ? Date.parse(line.timestamp) : null };
      const before = seen.get(key);
      if (!before || c.output > before.output) seen.set(key, { ...c, t: c.t ?? before?.t ?? null });
      lastKey = key;
    }
    let changed = end > 0;
    for (const [key, c] of seen) {
      const prior = key === mark.lastKey ? { output: mark.lastOutput, cost: mark.lastCost, tokens: mark.lastTokens } : null;
      if (prior && c.output <= prior.output) continue;
      add(s, session, c.t ?? nowMs, c.cost - (prior?.cost ?? 0), c.tokens - (prior?.tokens ?? 0), nowMs);
      changed = true;
    }
    const last = lastKey ? seen.get(lastKey)! : null;
    const carried = lastKey === null || lastKey === mark.lastKey;
    s.files[path] = {
      session,
      offset: mark.offset + end,
      lastKey: lastKey ?? mark.lastKey,
      lastOutput: carried ? Math.max(mark.lastOutput, last?.output ?? 0) : last!.output,
      lastCost: carried ? Math.max(mark.lastCost, last?.cost ?? 0) : last!.cost,
      lastTokens: carried ? Math.max(mark.lastTokens, last?.tokens ?? 0) : last!.tokens,
    };
    return { summary: s, read: got, changed, behind: false };
  } finally {
    closeSync(fd);
  }
}

/** Adds a message's cost and tokens to its 15-minute bucket, its session and the 5-hour window. */
function add(s: StatusSummary, session: string, t: number, cost: number, tokens: number, nowMs: number): void {
  if (t < nowMs - RECENT_MS) return; // an old line (a copy, a restore): outside every figure the status line shows
  const b = (s.buckets[bucketOf(t)] ??= [0, 0]);
  b[0] += cost;
  b[1] += tokens;
  const ses = (s.sessions[session] ??= { cost: 0, tokens: 0 });
  ses.cost += cost;
  ses.tokens += tokens;
  const start = windowStartFor(s.window?.start ?? null, t);
  if (s.window && start === s.window.start) s.window.lastMs = Math.max(s.window.lastMs, t);
  else if (!s.window || start > s.window.start) s.window = { start, firstMs: t, lastMs: t };
}
