/**
 * Conversation states from the last entries. Pure: the clock is a parameter.
 *
 * - Active: a line was written less than `freshMs` ago, or less than `workingMs` ago
 *   while the assistant is still working (a tool call waits for its result, the last
 *   message is the user's, or the last assistant message did not end its turn).
 * - Idle: not active, last line less than `idleMs` ago (the session is most likely
 *   still open, waiting for the user).
 * - Recently active: last line less than `recentMs` ago.
 * - Inactive: anything older.
 */
export const STATE_THRESHOLDS = {
  freshMs: 30_000,
  workingMs: 2 * 60_000,
  idleMs: 15 * 60_000,
  recentMs: 60 * 60_000,
} as const;
export type StateThresholds = { [K in keyof typeof STATE_THRESHOLDS]: number };

const CONVERSATION_STATES = ['Active', 'Idle', 'Recently active', 'Inactive'] as const;
export type ConversationState = (typeof CONVERSATION_STATES)[number];

export interface ActivitySignals {
  /** Timestamp of the last timestamped line, ms since epoch; null when no line has one. */
  lastActivityMs: number | null;
  /** Role of the last main-thread message. */
  lastRole: 'user' | 'assistant' | null;
  /** Tool calls of the main thread still waiting for a result. */
  pendingToolCalls: number;
  /** stop_reason of the last assistant message (end_turn, tool_use, null while streaming …). */
  lastStopReason: string | null;
}

function isWorking(s: ActivitySignals): boolean {
  if (s.pendingToolCalls > 0) return true;
  if (s.lastRole === 'user') return true;
  return s.lastRole === 'assistant' && s.lastStopReason !== 'end_turn' && s.lastStopReason !== 'stop_sequence' && s.lastStopReason !== 'max_tokens';
}

export function classifyState(s: ActivitySignals, nowMs: number, t: StateThresholds = STATE_THRESHOLDS): ConversationState {
  if (s.lastActivityMs === null) return 'Inactive';
  const age = Math.max(0, nowMs - s.lastActivityMs);
  if (age < t.freshMs || (age < t.workingMs && isWorking(s))) return 'Active';
  if (age < t.idleMs) return 'Idle';
  if (age < t.recentMs) return 'Recently active';
  return 'Inactive';
}

/** The `status` field: the lowercase form of the state. */
export function statusOf(state: ConversationState): string {
  return state.toLowerCase();
}
