/**
 * The status line itself, pure: the input from Claude Code, the ledger's summary (with
 * this call's delta) and the clock in, one line out:
 *
 *   Sonnet 4.5 · $0.42 session · $3.10 today · 5h $2.75, 2h 13m left, $1.20/h · ctx 38% · limits 5h 41% 7d 12%
 *
 * - session: Claude Code's own `cost.total_cost_usd` (what `/cost` says), else the ledger's;
 * - today: since local midnight (the process's time zone), every session;
 * - 5h: the current 5-hour window: the official one when the client sent
 *   `rate_limits.five_hour.resets_at`, else the ledger's (windows.ts); its cost, the time
 *   left and the burn rate over its first to last message;
 * - ctx: the context window in use; limits: the official percentages, when sent.
 * Strings from the input go through `visible()`.
 */
import { visible } from '../text/visible.ts';
import { sumSince, type StatusSummary } from '../ledger/summary.ts';
import { WINDOW_MS, isActive } from '../ledger/windows.ts';
import type { StatusInput } from './input.ts';

export const FALLBACK = 'toolshed: no status (no input from Claude Code)';

const usd = (n: number) => (n >= 100 ? `$${Math.round(n)}` : `$${n.toFixed(2)}`);
const pct = (n: number) => `${Math.round(n)}%`;
function left(ms: number): string {
  const m = Math.max(0, Math.ceil(ms / 60_000));
  return m >= 60 ? `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m` : `${m}m`;
}

/** A short model name: the client's display name, else its id without the `claude-` prefix and date. */
function modelName(m: StatusInput['model']): string {
  const name = m.displayName ?? m.id?.replace(/^claude-/, '').replace(/-\d{8}$/, '') ?? 'Claude';
  return visible(name.slice(0, 40));
}

function startOfLocalDay(nowMs: number): number {
  const d = new Date(nowMs);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

export function formatStatusLine(input: StatusInput, summary: StatusSummary | null, nowMs: number): string {
  const parts = [modelName(input.model)];
  const session = input.costUsd ?? (summary && input.sessionId ? summary.sessions[input.sessionId]?.cost : undefined);
  if (session !== undefined) parts.push(`${usd(session)} session`);
  if (summary) {
    parts.push(`${usd(sumSince(summary, startOfLocalDay(nowMs))[0])} today`);
    const official = input.fiveHour?.resetsAtMs ?? null;
    const w = summary.window;
    const start = official !== null && official > nowMs ? official - WINDOW_MS : w && isActive({ end: w.start + WINDOW_MS }, nowMs) ? w.start : null;
    if (start !== null) {
      const [cost] = sumSince(summary, start);
      const window = [`5h ${usd(cost)}`, `${left(start + WINDOW_MS - nowMs)} left`];
      // Burn rate over the window's messages (the ledger's window, when it overlaps this one).
      const span = w && w.start < start + WINDOW_MS && w.start + WINDOW_MS > start ? w.lastMs - Math.max(w.firstMs, start) : 0;
      if (span >= 60_000) window.push(`${usd(cost / (span / 3_600_000))}/h`);
      parts.push(window.join(', '));
    }
  } else parts.push('usage ledger building…');
  const ctx = input.context.usedPercentage ?? (input.context.inputTokens !== null && input.context.windowSize ? (100 * input.context.inputTokens) / input.context.windowSize : null);
  if (ctx !== null) parts.push(`ctx ${pct(ctx)}`);
  const limits = [input.fiveHour && `5h ${pct(input.fiveHour.usedPercentage)}`, input.sevenDay && `7d ${pct(input.sevenDay.usedPercentage)}`].filter(Boolean);
  if (limits.length) parts.push(`limits ${limits.join(' ')}`);
  return parts.join(' · ');
}
