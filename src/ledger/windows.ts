/**
 * Five-hour usage windows, the one definition `toolshed usage blocks`, the status line,
 * the dashboard and `toolshed chats` share. Pure, and free of zod (the status line
 * loads it on every call).
 *
 * Claude Code's plans meter usage in 5-hour windows that open with the first request
 * after the previous window closed. As ccusage does (its users compare with it), a
 * window starts at the top of the hour of its first message and lasts five hours; the
 * first message at or after its end opens the next one. The official `resets_at` the
 * client sends the status line (`rate_limits.five_hour`), when there is one, is
 * shown beside it (usage limits, the status line).
 */
export const WINDOW_MS = 5 * 3_600_000;
const HOUR_MS = 3_600_000;

/** The start of the window a message at `t` belongs to, given the window before it (null: none). */
export function windowStartFor(previousStart: number | null, t: number): number {
  if (previousStart !== null && t >= previousStart && t < previousStart + WINDOW_MS) return previousStart;
  return t - (((t % HOUR_MS) + HOUR_MS) % HOUR_MS);
}

/** What a window adds up; `T` is whatever the caller sums per message (tokens, cost, models …). */
export interface Window<T> {
  start: number;
  end: number;
  /** Times of its first and last messages. */
  firstMs: number;
  lastMs: number;
  messages: number;
  totals: T;
}

/**
 * Splits messages into windows. `times` must be sorted ascending; `add(totals, i)` folds
 * message `i` into its window's totals (made by `zero`).
 */
export function windowsOf<T>(times: ArrayLike<number>, zero: () => T, add: (totals: T, i: number) => void): Array<Window<T>> {
  const out: Array<Window<T>> = [];
  let w: Window<T> | null = null;
  for (let i = 0; i < times.length; i++) {
    const t = times[i]!;
    if (!Number.isFinite(t)) continue;
    const start = windowStartFor(w ? w.start : null, t);
    if (!w || start !== w.start) {
      w = { start, end: start + WINDOW_MS, firstMs: t, lastMs: t, messages: 0, totals: zero() };
      out.push(w);
    }
    w.lastMs = t;
    w.messages++;
    add(w.totals, i);
  }
  return out;
}

/** A window is active while its five hours last. */
export const isActive = (w: { end: number }, nowMs: number): boolean => nowMs < w.end;

export interface Burn {
  /** Per hour, over the time from the window's first to its last message (null under a minute). */
  costPerHour: number | null;
  tokensPerMinute: number | null;
  /** What the window comes to at its end if the rate holds (active windows only). */
  projectedCost: number | null;
  projectedTokens: number | null;
  /** Milliseconds until the window ends (0 once it has). */
  remainingMs: number;
}

/** Burn rate and projection of a window from its cost and tokens so far. */
export function burnOf(w: { start: number; end: number; firstMs: number; lastMs: number }, cost: number, tokens: number, nowMs: number): Burn {
  const spanMs = w.lastMs - w.firstMs;
  const remainingMs = Math.max(0, w.end - nowMs);
  if (spanMs < 60_000) return { costPerHour: null, tokensPerMinute: null, projectedCost: null, projectedTokens: null, remainingMs };
  const costPerHour = cost / (spanMs / HOUR_MS);
  const tokensPerMinute = tokens / (spanMs / 60_000);
  const active = isActive(w, nowMs);
  return {
    costPerHour,
    tokensPerMinute,
    projectedCost: active ? cost + (costPerHour * remainingMs) / HOUR_MS : null,
    projectedTokens: active ? Math.round(tokens + (tokensPerMinute * remainingMs) / 60_000) : null,
    remainingMs,
  };
}
