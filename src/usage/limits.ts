/**
 * `toolshed usage limits`: the official percentages Claude Code gave the status line
 * over time (src/ledger/readings.ts), one row per official 5-hour window (the window
 * that resets at `resets_at`), beside the tokens and cost of every session in that
 * window from the ledger. Shows how much of the plan a window's work took. Pure.
 */
import type { LedgerEntry } from '../transcripts/ledger.ts';
import { summarizeUsage } from '../transcripts/usage-summary.ts';
import type { PriceTable } from '../transcripts/prices.ts';
import type { SessionInfo } from '../ledger/book.ts';
import type { Reading } from '../ledger/readings.ts';
import { WINDOW_MS } from '../ledger/windows.ts';
import { figuresOf, selectMessages, type ReportFigures, type ReportFilters } from './report.ts';

export interface LimitRow extends ReportFigures {
  /** The window: five hours before its official reset. */
  start: string;
  resetsAt: string;
  /** The highest 5-hour percentage read in it, and the last 7-day one (with its reset). */
  fiveHourMax: number;
  sevenDay: { usedPercentage: number; resetsAt: string | null } | null;
  readings: number;
  sessions: number;
  /** Cost Claude Code reported (the sum, per session, of its highest `total_cost_usd` read in the window, less the last one before it). */
  reportedCost: number | null;
}

export interface LimitsReport {
  report: 'limits';
  timeZone: string;
  rows: LimitRow[];
  /** Readings without a 5-hour reset time (cost only): counted, not placed in a window. */
  unplaced: number;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export function buildLimitsReport(readings: Reading[], messages: Iterable<LedgerEntry>, sessions: Map<string, SessionInfo>, f: ReportFilters, prices?: PriceTable): LimitsReport {
  const byWindow = new Map<number, Reading[]>();
  let unplaced = 0;
  for (const r of readings) {
    const resets = r.fiveHour?.resetsAt;
    if (!resets) {
      unplaced++;
      continue;
    }
    let list = byWindow.get(resets);
    if (!list) byWindow.set(resets, (list = []));
    list.push(r);
  }
  const dated = [...selectMessages(messages, sessions, f, false)].map((m) => ({ m, t: m.timeMs! }));
  // Per session, the cost Claude Code reported last before each window, so a window's share is what grew in it.
  const bySession = new Map<string, Reading[]>();
  for (const r of readings) {
    if (!r.session || r.costUsd === null) continue;
    let list = bySession.get(r.session);
    if (!list) bySession.set(r.session, (list = []));
    list.push(r);
  }
  const rows: LimitRow[] = [];
  for (const [resets, list] of [...byWindow].sort((a, b) => a[0] - b[0])) {
    const start = resets - WINDOW_MS;
    const inside = dated.filter((d) => d.t >= start && d.t < resets).map((d) => d.m);
    const last7 = [...list].reverse().find((r) => r.sevenDay)?.sevenDay ?? null;
    let reported: number | null = null;
    for (const [, rs] of bySession) {
      const within = rs.filter((r) => r.t >= start && r.t < resets);
      if (!within.length) continue;
      const before = rs.filter((r) => r.t < start).at(-1)?.costUsd ?? 0;
      const high = Math.max(...within.map((r) => r.costUsd!));
      reported = (reported ?? 0) + Math.max(0, high >= before ? high - before : high); // a lower cost: a new client process started from 0
    }
    rows.push({
      start: new Date(start).toISOString(),
      resetsAt: new Date(resets).toISOString(),
      fiveHourMax: Math.max(...list.map((r) => r.fiveHour!.usedPercentage)),
      sevenDay: last7 ? { usedPercentage: last7.usedPercentage, resetsAt: last7.resetsAt ? new Date(last7.resetsAt).toISOString() : null } : null,
      readings: list.length,
      sessions: new Set(inside.map((m) => m.sessionId)).size,
      reportedCost: reported === null ? null : round(reported),
      ...figuresOf(summarizeUsage(inside, prices)),
    });
  }
  return { report: 'limits', timeZone: f.timeZone, rows, unplaced };
}
