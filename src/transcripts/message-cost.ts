/**
 * Cost on every view, from the one ledger: a message's tokens and dollars are its
 * ledger entry's (the figures `toolshed usage` sums), never recomputed from the line
 * shown. A message copied into a fork is counted in the session it came from, and says
 * so (`countedIn`). The session view splits the session's total into its main thread and
 * its subagents (session-tree.ts) so the parts add up to the whole.
 */
import { costOf, messageKey, totalTokens, type TokenCounts } from './accounting.ts';
import type { Ledger } from './ledger.ts';
import type { PriceTable } from './prices.ts';
import type { Message } from './messages.ts';
import type { UsageSummary } from './usage-summary.ts';
import type { AgentNode } from './session-tree.ts';

export interface MessageCost {
  tokens: number;
  tokenCounts: TokenCounts;
  /** US dollars; null when the model is not in the price table. */
  cost: number | null;
  model: string;
  /** The session whose totals hold this message (another one for a fork's copy). */
  countedIn: string;
}

/** The ledger's figures for an assistant message; null for user messages and lines the ledger does not count. */
export function messageCost(ledger: Ledger, prices: PriceTable, m: Message): MessageCost | null {
  if (m.role !== 'assistant') return null;
  const entry = ledger.get(messageKey(m.id, m.requestId)) ?? ledger.get(`line:${m.id}`);
  if (!entry) return null;
  const c = costOf(entry.model, entry.counts, prices);
  return { tokens: totalTokens(entry.counts), tokenCounts: entry.counts, cost: c.unpricedTokens > 0 ? null : c.total, model: entry.model, countedIn: entry.sessionId };
}

export interface CostSplit {
  total: { tokens: number; cost: number };
  /** The main thread: the session's total less its subagents. */
  mainThread: { tokens: number; cost: number };
  agents: { tokens: number; cost: number };
}

/** The session's total (its usage summary, as the list and `toolshed usage` show it) split into main thread and subagents. */
export function costSplit(usage: UsageSummary, agents: readonly AgentNode[]): CostSplit {
  let tokens = 0;
  let cost = 0;
  for (const a of agents) {
    tokens += a.tokens;
    cost += a.cost;
  }
  return {
    total: { tokens: usage.totalTokens, cost: usage.cost.total },
    mainThread: { tokens: usage.totalTokens - tokens, cost: Math.max(0, usage.cost.total - cost) },
    agents: { tokens, cost },
  };
}
