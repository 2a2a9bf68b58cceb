/**
 * The official usage readings Claude Code gives its status line (since 2.1.80):
 * `rate_limits.five_hour` / `seven_day` (`used_percentage`, `resets_at` in Unix
 * seconds) and `cost.total_cost_usd`. No tool keeps their history; the status line
 * appends each distinct one, with its time and session, to a log beside the ledger
 * (one JSON line, appended with O_APPEND: lines from several sessions never mix), and
 * `toolshed usage limits` reads it back. Free of zod (the status line writes it).
 */
import { appendFileSync, closeSync, fstatSync, mkdirSync, openSync, readFileSync, readSync } from 'node:fs';
import { dirname } from 'node:path';

export interface LimitReading {
  usedPercentage: number;
  /** When the window resets (ms since the epoch). */
  resetsAt: number | null;
}

export interface Reading {
  /** When it was read (ms). */
  t: number;
  session: string | null;
  model: string | null;
  fiveHour: LimitReading | null;
  sevenDay: LimitReading | null;
  /** The session's cost as Claude Code counts it (US dollars). */
  costUsd: number | null;
}

/** What makes two readings of one session the same (the time does not). */
export const readingKey = (r: Reading): string => JSON.stringify([r.fiveHour, r.sevenDay, r.costUsd]);

/** Whether a reading carries anything worth keeping. */
export const hasFigures = (r: Reading): boolean => r.fiveHour !== null || r.sevenDay !== null || r.costUsd !== null;

export function appendReading(path: string, r: Reading): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  appendFileSync(path, `${JSON.stringify(r)}\n`, { mode: 0o600 });
}

/** The key of the last reading of `session` in the log's last 16 KB, or null (the status line's check before it has a summary). */
export function lastReadingKey(path: string, session: string): string | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return null;
  }
  try {
    const size = fstatSync(fd).size;
    const n = Math.min(size, 16 * 1024);
    const buf = Buffer.alloc(n);
    readSync(fd, buf, 0, n, size - n);
    const lines = buf.toString('utf8').split('\n').reverse();
    for (const line of lines) {
      try {
        const r = JSON.parse(line) as Reading;
        if (r && r.session === session) return readingKey(r);
      } catch {
        // a line cut by the 16 KB window
      }
    }
    return null;
  } finally {
    closeSync(fd);
  }
}

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
function limit(v: unknown): LimitReading | null {
  if (!v || typeof v !== 'object') return null;
  const l = v as LimitReading;
  return num(l.usedPercentage) ? { usedPercentage: l.usedPercentage, resetsAt: num(l.resetsAt) ? l.resetsAt : null } : null;
}

/** Every reading of the log, oldest first; lines that are not readings (a torn write, a foreign line) are skipped. */
export function readReadings(path: string): Reading[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return [];
  }
  const out: Reading[] = [];
  for (const line of text.split('\n')) {
    if (!line) continue;
    try {
      const o = JSON.parse(line) as Partial<Reading>;
      if (!o || typeof o !== 'object' || !num(o.t)) continue;
      out.push({ t: o.t, session: typeof o.session === 'string' ? o.session : null, model: typeof o.model === 'string' ? o.model : null, fiveHour: limit(o.fiveHour), sevenDay: limit(o.sevenDay), costUsd: num(o.costUsd) ? o.costUsd : null });
    } catch {
      // not a reading
    }
  }
  return out.sort((a, b) => a.t - b.t);
}
