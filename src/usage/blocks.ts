/**
 * `toolshed usage blocks`: the 5-hour windows of src/ledger/windows.ts over the
 * ledger's counted messages, each with its tokens and cost, and for the active one its
 * burn rate and where it ends up if that rate holds. Pure: the clock is a parameter.
 */
import type { LedgerEntry } from '../transcripts/ledger.ts';
import type { TranscriptIndex } from '../transcripts/conversations.ts';
import { summarizeUsage } from '../transcripts/usage-summary.ts';
import type { PriceTable } from '../transcripts/prices.ts';
import { orphanedSessions, UNKNOWN_PROJECT, type SessionInfo } from '../ledger/book.ts';
import { windowsOf, burnOf, isActive } from '../ledger/windows.ts';
import { figuresOf, selectMessages, type ReportFigures, type ReportFilters } from './report.ts';

export interface BlockRow extends ReportFigures {
  start: string;
  end: string;
  firstActivity: string;
  lastActivity: string;
  active: boolean;
  /** Per hour and per minute over the block's first to last message (null under a minute of activity). */
  burn: { costPerHour: number | null; tokensPerMinute: number | null };
  /** Active blocks: the cost and tokens at the block's end if the rate holds, and the minutes left. */
  projection: { cost: number | null; tokens: number | null; remainingMinutes: number } | null;
}

export interface BlocksReport {
  report: 'blocks';
  timeZone: string;
  now: string;
  filters: { since: string | null; until: string | null; project: string | null; active: boolean };
  rows: BlockRow[];
  totals: ReportFigures;
}

const money = (n: number | null) => (n === null ? null : Math.round(n * 1e6) / 1e6);
const rate = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

export function buildBlocksReport(messages: Iterable<LedgerEntry>, sessions: Map<string, SessionInfo>, f: ReportFilters & { active?: boolean }, nowMs: number, prices?: PriceTable): BlocksReport {
  const dated: Array<{ m: LedgerEntry; t: number }> = [];
  for (const m of selectMessages(messages, sessions, f, false)) dated.push({ m, t: m.timeMs! });
  dated.sort((a, b) => a.t - b.t);
  const windows = windowsOf(
    dated.map((d) => d.t),
    () => [] as LedgerEntry[],
    (list, i) => list.push(dated[i]!.m),
  );
  let rows: BlockRow[] = windows.map((w) => {
    const u = summarizeUsage(w.totals, prices);
    const b = burnOf(w, u.cost.total, u.totalTokens, nowMs);
    const active = isActive(w, nowMs);
    return {
      start: new Date(w.start).toISOString(),
      end: new Date(w.end).toISOString(),
      firstActivity: new Date(w.firstMs).toISOString(),
      lastActivity: new Date(w.lastMs).toISOString(),
      active,
      ...figuresOf(u),
      burn: { costPerHour: money(b.costPerHour), tokensPerMinute: rate(b.tokensPerMinute) },
      projection: active ? { cost: money(b.projectedCost), tokens: b.projectedTokens, remainingMinutes: Math.round(b.remainingMs / 60_000) } : null,
    };
  });
  if (f.active) rows = rows.filter((r) => r.active);
  const kept = f.active ? windows.filter((w) => isActive(w, nowMs)).flatMap((w) => w.totals) : dated.map((d) => d.m);
  return {
    report: 'blocks',
    timeZone: f.timeZone,
    now: new Date(nowMs).toISOString(),
    filters: { since: f.since ?? null, until: f.until ?? null, project: f.project ?? null, active: f.active === true },
    rows,
    totals: figuresOf(summarizeUsage(kept, prices)),
  };
}

/** Listed conversations of the monitor's index, and sessions whose main file is gone, with what reports show of them. */
export function sessionsOfIndex(index: TranscriptIndex): Map<string, SessionInfo> {
  const out = new Map<string, SessionInfo>();
  const now = index.now();
  for (const rec of index.list()) {
    const s = index.summary(rec, now);
    out.set(rec.id, { id: rec.id, project: s.project, workingDirectory: s.workingDirectory, projectDir: s.projectDir, title: s.title });
  }
  // Sessions whose main file is gone count too, as in the ledger (book.ts, `sessions`).
  for (const id of orphanedSessions(index.ledger.sessionIds(), out)) {
    const projectDir = index.folderOfDetached(id) ?? '';
    out.set(id, { id, project: projectDir || UNKNOWN_PROJECT, workingDirectory: null, projectDir, title: null });
  }
  return out;
}

/** How far back the local servers show windows. */
const RECENT_WINDOWS_MS = 48 * 3_600_000;

export interface WindowsView {
  /** The active 5-hour window, if any. */
  current: BlockRow | null;
  /** Windows that ended within the last 48 hours (or are active), newest first. */
  recent: BlockRow[];
}

/**
 * The windows `toolshed chats` and `toolshed analytics` show: the same blocks as
 * `toolshed usage blocks`, over the last week of messages (a window's start depends only
 * on the messages of the five hours before it), those of the last two days kept.
 */
export function windowsView(messages: Iterable<LedgerEntry>, sessions: Map<string, SessionInfo>, nowMs: number, prices?: PriceTable): WindowsView {
  const since = new Date(nowMs - 7 * 86_400_000).toISOString().slice(0, 10);
  const r = buildBlocksReport(messages, sessions, { timeZone: 'UTC', since }, nowMs, prices);
  const recent = r.rows.filter((b) => Date.parse(b.end) > nowMs - RECENT_WINDOWS_MS).reverse();
  return { current: recent.find((b) => b.active) ?? null, recent };
}
