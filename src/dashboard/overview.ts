/**
 * The dashboard's figures, pure: KPI windows (today, 7 and 30 days), daily tokens and
 * cost by model, cost by project, top tools, the activity heatmap and the live list.
 * Tokens and cost come from the shared ledger through the core's `summarizeUsage` /
 * `groupUsage`; messages and sessions per window from each conversation's
 * main-thread activity per UTC hour.
 */
import { summarizeUsage, groupUsage, type PriceTable, type ConversationSummary } from '../transcripts/index.ts';
import type { LedgerEntry } from '../transcripts/ledger.ts';
import { addDays, daysBetween, makeDayKeyer } from '../usage/periods.ts';
import { liveStateOf, type LiveState } from './live-state.ts';
import { windowsView, type WindowsView } from '../usage/blocks.ts';

interface OverviewConversation {
  summary: ConversationSummary;
  /** `YYYY-MM-DDTHH` (UTC) → main-thread messages in that hour. */
  activityByHour: ReadonlyMap<string, number>;
  /** Tool name → calls (subagents included). */
  toolCounts: ReadonlyMap<string, number>;
  /** Messages of `summary.messageCount` copied from another session (a fork): all-history totals count them there. */
  copiedMessages?: number;
}

export interface OverviewInput {
  conversations: OverviewConversation[];
  /** Counted messages of the listed conversations (from the shared ledger). */
  messages: Iterable<LedgerEntry>;
  nowMs: number;
  timeZone: string;
  prices?: PriceTable;
}

interface Kpi {
  from: string;
  to: string;
  sessions: number;
  messages: number;
  tokens: number;
  cost: number;
  unpricedTokens: number;
}

export interface Overview {
  generatedAt: string;
  timeZone: string;
  today: string;
  kpis: { today: Kpi; last7Days: Kpi; last30Days: Kpi };
  totals: { sessions: number; messages: number; tokens: number; cost: number; unpricedTokens: number };
  daily: Array<{ day: string; tokens: number; cost: number; models: Array<{ model: string; tokens: number; cost: number }> }>;
  models: string[];
  costByProject: Array<{ project: string; sessions: number; tokens: number; cost: number }>;
  topTools: Array<{ name: string; calls: number }>;
  /** messages[weekday][hour]: weekday 0 = Monday, in `timeZone`. */
  heatmap: { messages: number[][]; max: number };
  activeSessions: Array<{ id: string; project: string; title: string | null; liveState: LiveState; state: string; lastActivity: string | null; messageCount: number; tokens: number; cost: number }>;
  /** 5-hour windows (the same as `toolshed usage blocks`): the active one and those of the last 48 hours. */
  windows: WindowsView;
}

const TOP_TOOLS = 15;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Local weekday (0 = Monday) and hour of a UTC hour key, memoised per key. */
function makeHourPlacer(timeZone: string): (hourKey: string) => [number, number] | null {
  const fmt = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', hourCycle: 'h23' });
  const memo = new Map<string, [number, number] | null>();
  return (key) => {
    let v = memo.get(key);
    if (v !== undefined) return v;
    const d = new Date(`${key}:00:00.000Z`);
    v = null;
    if (!Number.isNaN(d.getTime())) {
      let wd = -1;
      let hr = -1;
      for (const p of fmt.formatToParts(d)) {
        if (p.type === 'weekday') wd = WEEKDAYS.indexOf(p.value);
        if (p.type === 'hour') hr = Number(p.value) % 24;
      }
      if (wd >= 0 && hr >= 0) v = [wd, hr];
    }
    memo.set(key, v);
    return v;
  };
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export function buildOverview(input: OverviewInput): Overview {
  const dayOf = makeDayKeyer(input.timeZone);
  const nowIso = new Date(input.nowMs).toISOString();
  const today = dayOf(nowIso)!;
  const windows = { today: today, last7Days: addDays(today, -6), last30Days: addDays(today, -29) };
  const listed = new Set(input.conversations.map((c) => c.summary.id));

  // Tokens and cost: counted messages of the last 30 days, grouped per day by the core.
  const recent: Array<{ m: LedgerEntry; day: string }> = [];
  for (const m of input.messages) {
    if (!listed.has(m.sessionId)) continue;
    const day = dayOf(m.timeMs);
    if (day !== null && day >= windows.last30Days && day <= today) recent.push({ m, day });
  }
  // The 5-hour windows need only the last week (windowsView).
  const weekAgo = input.nowMs - 8 * 86_400_000;
  const kpi = (from: string): Kpi => {
    const u = summarizeUsage(recent.filter((r) => r.day >= from).map((r) => r.m), input.prices);
    let sessions = 0;
    let messages = 0;
    for (const c of input.conversations) {
      let n = 0;
      for (const [hour, count] of c.activityByHour) {
        const d = dayOf(`${hour}:00:00.000Z`);
        if (d !== null && d >= from && d <= today) n += count;
      }
      if (n > 0) sessions++;
      messages += n;
    }
    return { from, to: today, sessions, messages, tokens: u.totalTokens, cost: round(u.cost.total), unpricedTokens: u.cost.unpricedTokens };
  };

  const byDay = groupUsage(recent.map((r) => r.m), (m) => dayOf(m.timeMs), input.prices);
  const models = new Set<string>();
  const daily = daysBetween(windows.last30Days, today).map((day) => {
    const u = byDay.get(day);
    const ms = (u?.models ?? []).map((x) => {
      models.add(x.model);
      return { model: x.model, tokens: x.tokens.input + x.tokens.output + x.tokens.cacheWrite5m + x.tokens.cacheWrite1h + x.tokens.cacheRead, cost: round(x.cost.total) };
    });
    return { day, tokens: u?.totalTokens ?? 0, cost: round(u?.cost.total ?? 0), models: ms };
  });

  // All-time figures from the per-conversation summaries (the monitor's numbers).
  const projects = new Map<string, { sessions: number; tokens: number; cost: number }>();
  const tools = new Map<string, number>();
  const heat = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  const place = makeHourPlacer(input.timeZone);
  const totals = { sessions: 0, messages: 0, tokens: 0, cost: 0, unpricedTokens: 0 };
  for (const c of input.conversations) {
    const s = c.summary;
    totals.sessions++;
    totals.messages += s.messageCount - (c.copiedMessages ?? 0); // each message once over all history
    totals.tokens += s.tokens;
    totals.cost += s.cost;
    totals.unpricedTokens += s.costBreakdown.unpricedTokens;
    const p = projects.get(s.project) ?? { sessions: 0, tokens: 0, cost: 0 };
    p.sessions++;
    p.tokens += s.tokens;
    p.cost += s.cost;
    projects.set(s.project, p);
    for (const [name, n] of c.toolCounts) tools.set(name, (tools.get(name) ?? 0) + n);
    for (const [hour, n] of c.activityByHour) {
      const at = place(hour);
      if (at) heat[at[0]]![at[1]]! += n;
    }
  }
  totals.cost = round(totals.cost);
  let max = 0;
  for (const row of heat) for (const v of row) max = Math.max(max, v);

  const activeSessions = input.conversations
    .map((c) => ({ c, live: liveStateOf(c.summary.state) }))
    .filter((x) => x.live !== 'stopped')
    .sort((a, b) => Date.parse(b.c.summary.lastModified) - Date.parse(a.c.summary.lastModified))
    .map(({ c, live }) => ({
      id: c.summary.id,
      project: c.summary.project,
      title: c.summary.title,
      liveState: live,
      state: c.summary.state,
      lastActivity: c.summary.lastActivity,
      messageCount: c.summary.messageCount,
      tokens: c.summary.tokens,
      cost: round(c.summary.cost),
    }));

  return {
    generatedAt: nowIso,
    timeZone: input.timeZone,
    today,
    kpis: { today: kpi(windows.today), last7Days: kpi(windows.last7Days), last30Days: kpi(windows.last30Days) },
    totals,
    daily,
    models: [...models].sort(),
    costByProject: [...projects].map(([project, p]) => ({ project, sessions: p.sessions, tokens: p.tokens, cost: round(p.cost) })).sort((a, b) => b.cost - a.cost || b.tokens - a.tokens || (a.project < b.project ? -1 : 1)),
    topTools: [...tools].map(([name, calls]) => ({ name, calls })).sort((a, b) => b.calls - a.calls || (a.name < b.name ? -1 : 1)).slice(0, TOP_TOOLS),
    heatmap: { messages: heat, max },
    activeSessions,
    windows: windowsView(recent.filter((r) => r.m.timeMs! >= weekAgo).map((r) => r.m), new Map(input.conversations.map(({ summary: s }) => [s.id, { id: s.id, project: s.project, workingDirectory: s.workingDirectory, projectDir: s.projectDir, title: s.title }])), input.nowMs, input.prices),
  };
}
