/**
 * Sums of counted messages (the ledger's entries): tokens by kind, cost and
 * a per-model breakdown, per conversation, per day, per session, per project …
 */
import { addCost, addCounts, costOf, totalTokens, zeroCost, zeroCounts, type Cost, type TokenCounts } from './accounting.ts';
import { type LedgerEntry } from './ledger.ts';
import { DEFAULT_PRICES } from './price-table.ts';
import type { PriceTable } from './prices.ts';

export interface ModelUsage {
  model: string;
  messages: number;
  tokens: TokenCounts;
  cost: Cost;
}

export interface UsageSummary {
  /** Counted assistant messages (after deduplication). */
  messages: number;
  tokens: TokenCounts;
  /** Sum of the five token kinds (see totalTokens). */
  totalTokens: number;
  cost: Cost;
  models: ModelUsage[];
  /** The part of the figures produced by subagents (sidechain messages). */
  subagents: { messages: number; tokens: TokenCounts; totalTokens: number };
}

/** Code-unit order of model names. */
export const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
/** The breakdown's order: largest cost first, then most tokens, then by name. */
export const largestFirst = (a: ModelUsage, b: ModelUsage): number => b.cost.total - a.cost.total || totalTokens(b.tokens) - totalTokens(a.tokens) || byName(a.model, b.model);

/** Sums counted messages into tokens, cost and a per-model breakdown (largest cost first). */
export function summarizeUsage(messages: Iterable<LedgerEntry>, prices: PriceTable = DEFAULT_PRICES): UsageSummary {
  const byModel = new Map<string, { messages: number; tokens: TokenCounts }>();
  const tokens = zeroCounts();
  const sub = zeroCounts();
  let count = 0;
  let subCount = 0;
  for (const m of messages) {
    count++;
    addCounts(tokens, m.counts);
    if (m.sidechain) {
      subCount++;
      addCounts(sub, m.counts);
    }
    let e = byModel.get(m.model);
    if (!e) byModel.set(m.model, (e = { messages: 0, tokens: zeroCounts() }));
    e.messages++;
    addCounts(e.tokens, m.counts);
  }
  const cost = zeroCost();
  const models: ModelUsage[] = [];
  // Models in name order, whatever order the messages came in: the dollar sums are then the
  // same to the last bit for the same messages (a ledger updated in place and a fresh scan
  // meet messages in different orders).
  for (const [model, e] of [...byModel].sort(([a], [b]) => byName(a, b))) {
    const c = costOf(model, e.tokens, prices);
    addCost(cost, c);
    models.push({ model, messages: e.messages, tokens: e.tokens, cost: c });
  }
  models.sort(largestFirst);
  return { messages: count, tokens, totalTokens: totalTokens(tokens), cost, models, subagents: { messages: subCount, tokens: sub, totalTokens: totalTokens(sub) } };
}

/** Groups counted messages by a key (a day, a month, a session, a project …) and summarises each group. */
export function groupUsage<T extends LedgerEntry>(messages: Iterable<T>, keyOf: (m: T) => string | null, prices: PriceTable = DEFAULT_PRICES): Map<string, UsageSummary> {
  const groups = new Map<string, T[]>();
  for (const m of messages) {
    const k = keyOf(m);
    if (k === null) continue;
    let g = groups.get(k);
    if (!g) groups.set(k, (g = []));
    g.push(m);
  }
  const out = new Map<string, UsageSummary>();
  for (const [k, g] of [...groups].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) out.set(k, summarizeUsage(g, prices));
  return out;
}

