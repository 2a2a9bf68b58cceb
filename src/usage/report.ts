/**
 * `toolshed usage` reports, pure: counted messages of the shared ledger in, rows out.
 * Grouping and pricing are the core's (`groupUsage`, `summarizeUsage`); this module only
 * chooses the key of each row, applies the filters and shapes the stable JSON.
 */
import { z } from 'zod';
import { type TokenCounts, type Cost } from '../transcripts/accounting.ts';
import { Ledger, type LedgerColumns, type LedgerEntry } from '../transcripts/ledger.ts';
import { sumColumns } from './columns.ts';
import { groupUsage, summarizeUsage, type UsageSummary } from '../transcripts/usage-summary.ts';
import type { PriceTable } from '../transcripts/prices.ts';
import { DaySchema, makeDayKeyer, weekOf } from './periods.ts';
import type { SessionInfo } from '../ledger/book.ts';

/** Reports whose rows group counted messages by a key (a day, a week, a month, a session, a project). */
export const REPORT_KINDS = ['daily', 'weekly', 'monthly', 'session', 'project'] as const;
type ReportKind = (typeof REPORT_KINDS)[number];

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export const ReportOptionsSchema = z
  .object({
    kind: z.enum(REPORT_KINDS),
    since: DaySchema.optional(),
    until: DaySchema.optional(),
    project: z.string().min(1).optional(),
    timeZone: z.string().min(1),
    /** First day of a week (weekly reports): 0 Sunday … 6 Saturday; ISO 8601's Monday by default. */
    weekStart: z.number().int().min(0).max(6).default(1),
  })
  .refine((o) => !o.since || !o.until || o.since <= o.until, { message: '--since must not be after --until', path: ['since'] });
export type ReportOptions = z.input<typeof ReportOptionsSchema>;


/** The core's token counts and their total. */
interface TokenFigures extends TokenCounts {
  total: number;
}

/** The core's cost split (unpriced tokens are in no dollar figure). */
type CostFigures = Cost;

export interface ReportFigures {
  messages: number;
  tokens: TokenFigures;
  cost: CostFigures;
  models: Array<{ model: string; messages: number; tokens: number; cost: number; priced: boolean }>;
}

interface ReportRow extends ReportFigures {
  /** YYYY-MM-DD (a day, or the first day of a week), YYYY-MM, the session id, or the project's working directory (its encoded folder when none is known). */
  key: string;
  /** Session rows only. */
  session?: { project: string; workingDirectory: string | null; title: string | null; firstActivity: string | null; lastActivity: string | null };
  /** Project rows only. */
  project?: { name: string; workingDirectory: string | null; sessions: number };
}

export interface UsageReport {
  report: ReportKind;
  timeZone: string;
  /** Weekly reports: the day weeks start on. */
  weekStart?: (typeof WEEKDAYS)[number];
  filters: { since: string | null; until: string | null; project: string | null };
  rows: ReportRow[];
  totals: ReportFigures;
}

const money = (n: number) => Math.round(n * 1e6) / 1e6;

export function figuresOf(u: UsageSummary): ReportFigures {
  return {
    messages: u.messages,
    tokens: { ...u.tokens, total: u.totalTokens },
    cost: {
      total: money(u.cost.total),
      input: money(u.cost.input),
      output: money(u.cost.output),
      cacheWrite: money(u.cost.cacheWrite),
      cacheRead: money(u.cost.cacheRead),
      unpricedTokens: u.cost.unpricedTokens,
      unpricedModels: [...u.cost.unpricedModels].sort(),
    },
    models: u.models.map((m) => ({ model: m.model, messages: m.messages, tokens: m.tokens.input + m.tokens.output + m.tokens.cacheWrite5m + m.tokens.cacheWrite1h + m.tokens.cacheRead, cost: money(m.cost.total), priced: m.cost.unpricedModels.length === 0 })),
  };
}

/** True when a conversation belongs to `project`: its project name, working directory or encoded folder, exactly. */
function matchesProject(s: SessionInfo, project: string): boolean {
  return s.project === project || s.workingDirectory === project || s.projectDir === project;
}

/** The filters every report applies. */
export interface ReportFilters {
  since?: string;
  until?: string;
  project?: string;
  timeZone: string;
}

/** What a report reads of a message to select and group it (a LedgerEntry, or a slot of the ledger's columns, which may stand for several messages up to `lastMs`). */
type Placed = Pick<LedgerEntry, 'sessionId' | 'timeMs'> & { lastMs?: number | null };

/**
 * The messages a report counts: only those of listed conversations (a session whose
 * main file does not exist is hidden everywhere, as in the monitor and the dashboard),
 * of the project and within the days asked for. Undated messages cannot be placed in a
 * range; they are kept only when `undated` is true and no range is asked for.
 */
function selector(sessions: Map<string, SessionInfo>, f: ReportFilters, undated: boolean, dayOf = makeDayKeyer(f.timeZone)): (m: Placed) => boolean {
  return (m) => {
    const s = sessions.get(m.sessionId);
    if (!s) return false;
    if (f.project !== undefined && !matchesProject(s, f.project)) return false;
    const day = dayOf(m.timeMs);
    return !(day === null ? !undated || f.since || f.until : (f.since && day < f.since) || (f.until && day > f.until));
  };
}

export function* selectMessages<T extends LedgerEntry>(messages: Iterable<T>, sessions: Map<string, SessionInfo>, f: ReportFilters, undated: boolean): Generator<T> {
  const selected = selector(sessions, f, undated);
  for (const m of messages) if (selected(m)) yield m;
}

const isColumns = (m: Iterable<LedgerEntry> | LedgerColumns): m is LedgerColumns => 'counts' in m && 'models' in m;

/**
 * Builds a report of rows grouped by day, week, month, session or project. Given the
 * ledger itself, or its digest's columns (src/ledger/digest.ts), it sums columns
 * (columns.ts: no object per message, the same result).
 */
export function buildUsageReport(messages: Iterable<LedgerEntry> | Ledger | LedgerColumns, sessions: Map<string, SessionInfo>, opts: ReportOptions, prices?: PriceTable): UsageReport {
  const dayOf = makeDayKeyer(opts.timeZone);
  const selected = selector(sessions, opts, opts.kind === 'session' || opts.kind === 'project', dayOf);
  const projectKey = (s: SessionInfo) => s.workingDirectory ?? s.projectDir;
  // What the session and project rows say besides their sums, noted per counted message in order.
  const span = new Map<string, { first: number; last: number }>();
  const members = new Map<string, { name: string; workingDirectory: string | null; ids: Set<string> }>();
  const note = (m: Placed) => {
    if (opts.kind === 'session' && m.timeMs !== null) {
      const latest = m.lastMs ?? m.timeMs;
      const sp = span.get(m.sessionId) ?? { first: m.timeMs, last: latest };
      if (m.timeMs < sp.first) sp.first = m.timeMs;
      if (latest > sp.last) sp.last = latest;
      span.set(m.sessionId, sp);
    } else if (opts.kind === 'project') {
      const s = sessions.get(m.sessionId)!;
      const k = projectKey(s);
      let p = members.get(k);
      if (!p) members.set(k, (p = { name: s.project, workingDirectory: s.workingDirectory, ids: new Set() }));
      p.ids.add(s.id);
    }
  };
  const weeks = new Map<string, string>();
  const keyOf: Record<ReportKind, (m: Placed) => string | null> = {
    daily: (m) => dayOf(m.timeMs),
    weekly: (m) => {
      const day = dayOf(m.timeMs);
      if (day === null) return null;
      // Once per day, not per message (a date parsed and written each time).
      let week = weeks.get(day);
      if (week === undefined) weeks.set(day, (week = weekOf(day, opts.weekStart ?? 1)));
      return week;
    },
    monthly: (m) => dayOf(m.timeMs)?.slice(0, 7) ?? null,
    session: (m) => m.sessionId,
    project: (m) => projectKey(sessions.get(m.sessionId)!),
  };
  let groups: Map<string, UsageSummary>;
  let totals: UsageSummary;
  const columns = messages instanceof Ledger ? messages.columns() : isColumns(messages) ? messages : null;
  if (columns) {
    ({ groups, totals } = sumColumns(columns, (m) => selected(m) && (note(m), true), keyOf[opts.kind], prices));
  } else {
    const kept: LedgerEntry[] = [];
    for (const m of messages as Iterable<LedgerEntry>) {
      if (!selected(m)) continue;
      note(m);
      kept.push(m);
    }
    groups = groupUsage(kept, keyOf[opts.kind], prices);
    totals = summarizeUsage(kept, prices);
  }
  let rows: ReportRow[] = [...groups].map(([key, u]) => ({ key, ...figuresOf(u) }));
  if (opts.kind === 'project') {
    for (const r of rows) {
      const p = members.get(r.key)!;
      r.project = { name: p.name, workingDirectory: p.workingDirectory, sessions: p.ids.size };
    }
  }
  if (opts.kind === 'session') {
    for (const r of rows) {
      const s = sessions.get(r.key)!;
      const sp = span.get(r.key);
      r.session = { project: s.project, workingDirectory: s.workingDirectory, title: s.title, firstActivity: sp ? new Date(sp.first).toISOString() : null, lastActivity: sp ? new Date(sp.last).toISOString() : null };
    }
    // Oldest activity first, like the dated reports; undated sessions last.
    rows = rows.sort((a, b) => {
      const x = a.session!.firstActivity ?? '\uffff';
      const y = b.session!.firstActivity ?? '\uffff';
      return x < y ? -1 : x > y ? 1 : a.key < b.key ? -1 : 1;
    });
  }
  return {
    report: opts.kind,
    timeZone: opts.timeZone,
    ...(opts.kind === 'weekly' ? { weekStart: WEEKDAYS[opts.weekStart ?? 1] } : {}),
    filters: { since: opts.since ?? null, until: opts.until ?? null, project: opts.project ?? null },
    rows,
    totals: figuresOf(totals),
  };
}
