/**
 * A report's sums straight from the ledger's columns: what `groupUsage` and
 * `summarizeUsage` give over `Ledger.entries()`, without an object per message. A warm
 * `toolshed usage` at 1 GB sums 41,000 messages once per run, in a process that has just
 * started (no code optimised yet): through the entry objects, two generators and the
 * per-object sums that was 110-130 ms of its ~350 ms of CPU. Pure; the result is equal
 * to the entry path's (tests/usage/columns.test.ts compares them on every report).
 */
import { costOf, addCost, totalTokens, zeroCost } from '../transcripts/accounting.ts';
import { type LedgerColumns } from '../transcripts/ledger.ts';
import { byName, largestFirst, type UsageSummary, type ModelUsage } from '../transcripts/usage-summary.ts';
import type { PriceTable } from '../transcripts/prices.ts';

/** Sums of one group: messages, the five counts, the sidechain's, per model. */
class Sums {
  messages = 0;
  readonly counts = [0, 0, 0, 0, 0];
  subMessages = 0;
  readonly sub = [0, 0, 0, 0, 0];
  /** By model id: [messages, five counts]. */
  readonly byModel = new Map<number, number[]>();

  add(model: number, sidechain: boolean, c: ArrayLike<number>, i: number, messages: number): void {
    this.messages += messages;
    const k = this.counts;
    k[0]! += c[i]!;
    k[1]! += c[i + 1]!;
    k[2]! += c[i + 2]!;
    k[3]! += c[i + 3]!;
    k[4]! += c[i + 4]!;
    if (sidechain) {
      this.subMessages += messages;
      const s = this.sub;
      s[0]! += c[i]!;
      s[1]! += c[i + 1]!;
      s[2]! += c[i + 2]!;
      s[3]! += c[i + 3]!;
      s[4]! += c[i + 4]!;
    }
    let m = this.byModel.get(model);
    if (!m) this.byModel.set(model, (m = [0, 0, 0, 0, 0, 0]));
    m[0]! += messages;
    m[1]! += c[i]!;
    m[2]! += c[i + 1]!;
    m[3]! += c[i + 2]!;
    m[4]! += c[i + 3]!;
    m[5]! += c[i + 4]!;
  }

  /** As summarizeUsage builds it (models in name order, the same sort). */
  summary(models: readonly string[], prices: PriceTable | undefined): UsageSummary {
    const counts = (a: number[], o: number) => ({ input: a[o]!, output: a[o + 1]!, cacheWrite5m: a[o + 2]!, cacheWrite1h: a[o + 3]!, cacheRead: a[o + 4]! });
    const cost = zeroCost();
    const list: ModelUsage[] = [];
    for (const [id, m] of [...this.byModel].sort(([a], [b]) => byName(models[a]!, models[b]!))) {
      const tokens = counts(m, 1);
      const c = costOf(models[id]!, tokens, prices);
      addCost(cost, c);
      list.push({ model: models[id]!, messages: m[0]!, tokens, cost: c });
    }
    list.sort(largestFirst);
    const tokens = counts(this.counts, 0);
    const sub = counts(this.sub, 0);
    return { messages: this.messages, tokens, totalTokens: totalTokens(tokens), cost, models: list, subagents: { messages: this.subMessages, tokens: sub, totalTokens: totalTokens(sub) } };
  }
}

/** What the filters and keys read of a slot: a LedgerEntry's fields of the same names. */
export interface ColumnSlot {
  sessionId: string;
  /** ms since the epoch, null when unknown (the earliest, when the slot stands for several messages). */
  timeMs: number | null;
  /** The latest time of the slot's messages (`timeMs` for one message). */
  lastMs: number | null;
}

/**
 * Sums the ledger's messages that `keep` accepts into groups by `keyOf` (a null key: in
 * the totals only, as groupUsage leaves it out), in the ledger's order (the order of
 * `entries()`). Groups come back sorted by key, as groupUsage sorts them.
 */
export function sumColumns(
  cols: LedgerColumns,
  keep: (s: ColumnSlot) => boolean,
  keyOf: (s: ColumnSlot) => string | null,
  prices?: PriceTable,
): { groups: Map<string, UsageSummary>; totals: UsageSummary } {
  const groups = new Map<string, Sums>();
  const all = new Sums();
  const at: ColumnSlot = { sessionId: '', timeMs: null, lastMs: null };
  const visit = (slot: number) => {
    const t = cols.time[slot]!;
    at.sessionId = cols.session[slot]!;
    at.timeMs = Number.isNaN(t) ? null : t;
    at.lastMs = cols.last ? (Number.isNaN(cols.last[slot]!) ? null : cols.last[slot]!) : at.timeMs;
    if (!keep(at)) return;
    const model = cols.model[slot]!;
    const sidechain = cols.sidechain[slot] === 1;
    const messages = cols.messages ? cols.messages[slot]! : 1;
    all.add(model, sidechain, cols.counts, slot * 5, messages);
    const key = keyOf(at);
    if (key === null) return;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = new Sums()));
    g.add(model, sidechain, cols.counts, slot * 5, messages);
  };
  if (cols.slots === null) for (let slot = 0; slot < cols.count; slot++) visit(slot);
  else for (const slot of cols.slots) visit(slot);
  const out = new Map<string, UsageSummary>();
  for (const k of [...groups.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) out.set(k, groups.get(k)!.summary(cols.models, prices));
  return { groups: out, totals: all.summary(cols.models, prices) };
}
