/**
 * `toolshed usage` reports, pure: counted messages of the shared ledger in, rows out.
 * Grouping and pricing are the core's (`groupUsage`, `summarizeUsage`); this module only
 * chooses the key of each row, applies the filters and shapes the stable JSON.
 */
import { z } from 'zod';
import { groupUsage, summarizeUsage, type AccountedMessage, type UsageSummary, type TokenCounts, type Cost } from '../transcripts/accounting.ts';
import type { PriceTable } from '../transcripts/prices.ts';
import { DaySchema, makeDayKeyer } from './periods.ts';

export const REPORT_KINDS = ['daily', 'monthly', 'session'] as const;
type ReportKind = (typeof REPORT_KINDS)[number];

export const ReportOptionsSchema = z
  .object({
    kind: z.enum(REPORT_KINDS),
    since: DaySchema.optional(),
    until: DaySchema.optional(),
    project: z.string().min(1).optional(),
    timeZone: z.string().min(1),
  })
  .refine((o) => !o.since || !o.until || o.since <= o.until, { message: '--since must not be after --until', path: ['since'] });
export type ReportOptions = z.infer<typeof ReportOptionsSchema>;

/** What a report needs to know of a conversation (from the index's list). */
export interface SessionInfo {
  id: string;
  project: string;
  workingDirectory: string | null;
  projectDir: string;
  title: string | null;
}

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
  /** YYYY-MM-DD, YYYY-MM or the session id. */
  key: string;
  /** Session rows only. */
  session?: { project: string; workingDirectory: string | null; title: string | null; firstActivity: string | null; lastActivity: string | null };
}

export interface UsageReport {
  report: ReportKind;
  timeZone: string;
  filters: { since: string | null; until: string | null; project: string | null };
  rows: ReportRow[];
  totals: ReportFigures;
}

const money = (n: number) => Math.round(n * 1e6) / 1e6;

function figuresOf(u: UsageSummary): ReportFigures {
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

/**
 * Builds a report. Only messages of listed conversations count (a session whose main
 * file does not exist is hidden everywhere, as in the monitor and the dashboard).
 */
export function buildUsageReport(messages: Iterable<AccountedMessage>, sessions: Map<string, SessionInfo>, opts: ReportOptions, prices?: PriceTable): UsageReport {
  const dayOf = makeDayKeyer(opts.timeZone);
  const kept: AccountedMessage[] = [];
  const span = new Map<string, { first: string | null; last: string | null }>();
  for (const m of messages) {
    const s = sessions.get(m.sessionId);
    if (!s) continue;
    if (opts.project !== undefined && !matchesProject(s, opts.project)) continue;
    const day = dayOf(m.timestamp);
    if ((opts.since || opts.until) && day === null) continue; // undated messages cannot be placed in a range
    if (opts.since && day! < opts.since) continue;
    if (opts.until && day! > opts.until) continue;
    if (opts.kind !== 'session' && day === null) continue;
    kept.push(m);
    if (opts.kind === 'session' && m.timestamp) {
      const sp = span.get(m.sessionId) ?? { first: null, last: null };
      if (sp.first === null || m.timestamp < sp.first) sp.first = m.timestamp;
      if (sp.last === null || m.timestamp > sp.last) sp.last = m.timestamp;
      span.set(m.sessionId, sp);
    }
  }
  const keyOf = opts.kind === 'daily' ? (m: AccountedMessage) => dayOf(m.timestamp) : opts.kind === 'monthly' ? (m: AccountedMessage) => dayOf(m.timestamp)?.slice(0, 7) ?? null : (m: AccountedMessage) => m.sessionId;
  const groups = groupUsage(kept, keyOf, prices);
  let rows: ReportRow[] = [...groups].map(([key, u]) => ({ key, ...figuresOf(u) }));
  if (opts.kind === 'session') {
    for (const r of rows) {
      const s = sessions.get(r.key)!;
      const sp = span.get(r.key);
      r.session = { project: s.project, workingDirectory: s.workingDirectory, title: s.title, firstActivity: sp?.first ?? null, lastActivity: sp?.last ?? null };
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
    filters: { since: opts.since ?? null, until: opts.until ?? null, project: opts.project ?? null },
    rows,
    totals: figuresOf(summarizeUsage(kept, prices)),
  };
}
