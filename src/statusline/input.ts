/**
 * What Claude Code sends a `statusLine` command on stdin (2.1.x): the session, its
 * transcript, the model, `cost.total_cost_usd`, `context_window` (tokens in the context,
 * its size, `used_percentage`) and, since 2.1.80 and only for plans with limits,
 * `rate_limits.five_hour` / `seven_day` (`used_percentage`, `resets_at` in Unix seconds).
 *
 * Checked by hand, not with zod: the status line runs after every assistant message and
 * zod's load alone costs a third of its time budget. Lenient like the transcript schemas:
 * a field of the wrong type is treated as absent, unknown fields are ignored; only input
 * that is not a JSON object is refused (the caller prints its fallback).
 */
import { SAFE_ID } from '../transcripts/paths.ts';
import type { Reading } from '../ledger/readings.ts';

export interface StatusInput {
  /** Checked as a session id (no separators): it is only ever used as a key. */
  sessionId: string | null;
  /** Still to be checked against the transcript folders before anything reads it (status.ts). */
  transcriptPath: string | null;
  model: { id: string | null; displayName: string | null };
  costUsd: number | null;
  context: { usedPercentage: number | null; inputTokens: number | null; windowSize: number | null };
  fiveHour: { usedPercentage: number; resetsAtMs: number | null } | null;
  sevenDay: { usedPercentage: number; resetsAtMs: number | null } | null;
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null);
const str = (v: unknown, max = 4096): string | null => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function limit(v: unknown): StatusInput['fiveHour'] {
  const o = obj(v);
  const pct = num(o?.used_percentage);
  if (!o || pct === null || pct < 0) return null;
  const resets = num(o.resets_at);
  // Unix seconds; a value in milliseconds (a future client) is taken as it is.
  return { usedPercentage: pct, resetsAtMs: resets === null || resets <= 0 ? null : resets < 1e11 ? resets * 1000 : resets };
}

/** The input, or null when it is not a JSON object. */
export function parseStatusInput(text: string): StatusInput | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const o = obj(raw);
  if (!o) return null;
  const sid = str(o.session_id, 200);
  const model = obj(o.model);
  const cost = obj(o.cost);
  const ctx = obj(o.context_window);
  const limits = obj(o.rate_limits);
  const usage = obj(ctx?.current_usage);
  const inputTokens = num(ctx?.total_input_tokens) ?? (usage ? (num(usage.input_tokens) ?? 0) + (num(usage.cache_creation_input_tokens) ?? 0) + (num(usage.cache_read_input_tokens) ?? 0) : null);
  return {
    sessionId: sid && SAFE_ID.test(sid) ? sid : null,
    transcriptPath: str(o.transcript_path),
    model: { id: str(model?.id, 200), displayName: str(model?.display_name, 200) },
    costUsd: num(cost?.total_cost_usd),
    context: { usedPercentage: num(ctx?.used_percentage), inputTokens, windowSize: num(ctx?.context_window_size) },
    fiveHour: limit(limits?.five_hour),
    sevenDay: limit(limits?.seven_day),
  };
}

/** The official figures of an input, as the readings log keeps them. */
export function readingOf(input: StatusInput, t: number): Reading {
  const l = (x: StatusInput['fiveHour']) => (x ? { usedPercentage: x.usedPercentage, resetsAt: x.resetsAtMs } : null);
  return { t, session: input.sessionId, model: input.model.id, fiveHour: l(input.fiveHour), sevenDay: l(input.sevenDay), costUsd: input.costUsd };
}
