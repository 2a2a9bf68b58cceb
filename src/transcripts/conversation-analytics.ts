/**
 * Per-conversation analytics. Token and cost figures come from the shared ledger (one
 * accounting); this module adds what needs a pass over the entries: tools, timeline,
 * time split, components used and tips. `AnalyticsAccumulator` is pure; `analyzeConversation`
 * is the thin shell that streams the files into it.
 */
import { entryTimestamp } from './lines.ts';
import type { Entry } from './schemas.ts';
import { EntryClassifier, type ClassifierOptions } from './entry-classifier.ts';
import { totalTokens, costOf } from './accounting.ts';
import { type AccountedMessage } from './ledger.ts';
import type { UsageSummary } from './usage-summary.ts';
import type { TranscriptIndex, ConversationRecord } from './conversations.ts';
import type { PriceTable } from './prices.ts';

/** A gap longer than this between two lines is idle time, counted for no one. */
const IDLE_GAP_MS = 30 * 60_000;
const MAX_TIMELINE_BUCKETS = 60;

interface NamedCount {
  name: string;
  count: number;
}

interface Tip {
  id: string;
  severity: 'info' | 'warning';
  title: string;
  detail: string;
}

export interface ConversationAnalytics {
  conversationId: string;
  messages: { total: number; user: number; assistant: number; countedAssistantMessages: number };
  tokens: UsageSummary['tokens'] & { total: number };
  cost: UsageSummary['cost'] & { currency: 'USD' };
  models: Array<{ model: string; messages: number; tokens: number; cost: number | null }>;
  tools: Array<{ name: string; calls: number; errors: number }>;
  timeline: {
    start: string | null;
    end: string | null;
    durationMs: number;
    bucketMs: number;
    buckets: Array<{ start: string; userMessages: number; assistantMessages: number; tokens: number }>;
  };
  timeSplit: { userMs: number; assistantMs: number; idleMs: number; idleGapMs: number };
  components: { agents: NamedCount[]; slashCommands: NamedCount[]; skills: NamedCount[]; mcpServers: NamedCount[] };
  subagents: { files: number; messages: number; tokens: number };
  tips: Tip[];
}

type Ev = { t: number; kind: 'prompt' | 'work' };

const bump = (m: Map<string, number>, k: string, by = 1) => m.set(k, (m.get(k) ?? 0) + by);
const sorted = (m: Map<string, number>): NamedCount[] => [...m].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1));
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** Collects what the analytics need from entries, in any order of files. */
class AnalyticsAccumulator {
  readonly #events: Ev[] = [];
  readonly #toolCalls = new Map<string, number>();
  readonly #toolErrors = new Map<string, number>();
  readonly #agents = new Map<string, number>();
  readonly #commands = new Map<string, number>();
  readonly #skills = new Map<string, number>();
  readonly #mcp = new Map<string, number>();
  readonly #reads = new Map<string, number>();
  readonly #userMsgTimes: number[] = [];

  readonly #classifier: EntryClassifier;
  #lines = 0;

  /** `opts`: what tells forked copies (see EntryClassifier); they are not counted here. */
  constructor(opts: ClassifierOptions = {}) {
    this.#classifier = new EntryClassifier(opts);
  }

  /** Feed every entry of the conversation: the main file first, then the subagent files. */
  add(e: Entry, sidechainFile: boolean): void {
    const c = this.#classifier.classify(e, sidechainFile, `line-${this.#lines++}`);
    // A forked copy's tools and time are the original's work, analysed there.
    if ((c.kind !== 'user' && c.kind !== 'assistant') || c.copy) return;
    const ts = entryTimestamp(e);
    const t = ts ? Date.parse(ts) : NaN;
    if (c.kind === 'assistant') {
      if (Number.isFinite(t)) this.#events.push({ t, kind: 'work' });
      for (const call of c.newToolCalls) {
        bump(this.#toolCalls, call.name);
        const input = (call.input && typeof call.input === 'object' ? call.input : {}) as Record<string, unknown>;
        if (call.name === 'Task' || call.name === 'Agent') bump(this.#agents, str(input.subagent_type) ?? 'general-purpose');
        if (call.name === 'Skill') bump(this.#skills, str(input.skill) ?? str(input.command) ?? 'unknown');
        if (call.name.startsWith('mcp__')) bump(this.#mcp, call.name.split('__')[1] || 'unknown');
        if (call.name === 'Read') {
          const p = str(input.file_path) ?? str(input.path);
          if (p) bump(this.#reads, p);
        }
      }
      return;
    }
    for (const r of c.results) if (r.isError) bump(this.#toolErrors, r.callName ?? 'unknown');
    for (const b of c.blocks) {
      if (b.type === 'text' && typeof b.text === 'string') for (const m of b.text.matchAll(/<command-name>\s*\/?([^<\s]+)\s*<\/command-name>/g)) bump(this.#commands, `/${m[1]}`);
    }
    if (Number.isFinite(t)) {
      // Tool results and injected lines are the assistant's work; a typed prompt ends the user's turn.
      this.#events.push({ t, kind: c.typedPrompt ? 'prompt' : 'work' });
      if (c.typedPrompt) this.#userMsgTimes.push(t);
    }
  }

  result(opts: {
    conversationId: string;
    record: { messageCount: number; userMessages: number; assistantMessages: number; subagentFiles: number };
    usage: UsageSummary;
    accounted: AccountedMessage[];
    prices?: PriceTable;
  }): ConversationAnalytics {
    const { usage } = opts;
    const ev = this.#events.sort((a, b) => a.t - b.t);
    // Each interval between consecutive lines is counted once, for whoever ends it.
    let userMs = 0;
    let assistantMs = 0;
    let idleMs = 0;
    for (let i = 1; i < ev.length; i++) {
      const gap = ev[i]!.t - ev[i - 1]!.t;
      if (gap <= 0) continue;
      if (gap > IDLE_GAP_MS) idleMs += gap;
      else if (ev[i]!.kind === 'prompt') userMs += gap;
      else assistantMs += gap;
    }
    const start = ev[0]?.t ?? null;
    const end = ev[ev.length - 1]?.t ?? null;
    const durationMs = start !== null && end !== null ? end - start : 0;
    const bucketMs = Math.max(60_000, Math.ceil(durationMs / MAX_TIMELINE_BUCKETS / 60_000) * 60_000);
    const buckets: ConversationAnalytics['timeline']['buckets'] = [];
    if (start !== null) {
      const n = Math.floor(durationMs / bucketMs) + 1;
      for (let i = 0; i < n; i++) buckets.push({ start: new Date(start + i * bucketMs).toISOString(), userMessages: 0, assistantMessages: 0, tokens: 0 });
      for (const t of this.#userMsgTimes) buckets[Math.min(n - 1, Math.floor((t - start) / bucketMs))]!.userMessages++;
      for (const m of opts.accounted) {
        const t = m.timestamp ? Date.parse(m.timestamp) : NaN;
        if (!Number.isFinite(t) || t < start) continue;
        const b = buckets[Math.min(n - 1, Math.floor((t - start) / bucketMs))]!;
        b.assistantMessages++;
        b.tokens += totalTokens(m.counts);
      }
    }
    const tools = [...this.#toolCalls].map(([name, calls]) => ({ name, calls, errors: this.#toolErrors.get(name) ?? 0 })).sort((a, b) => b.calls - a.calls || (a.name < b.name ? -1 : 1));
    const analytics: ConversationAnalytics = {
      conversationId: opts.conversationId,
      messages: { total: opts.record.messageCount, user: opts.record.userMessages, assistant: opts.record.assistantMessages, countedAssistantMessages: usage.messages },
      tokens: { ...usage.tokens, total: usage.totalTokens },
      cost: { ...usage.cost, currency: 'USD' },
      models: usage.models.map((m) => ({ model: m.model, messages: m.messages, tokens: totalTokens(m.tokens), cost: m.cost.unpricedModels.length ? null : m.cost.total })),
      tools,
      timeline: { start: start === null ? null : new Date(start).toISOString(), end: end === null ? null : new Date(end).toISOString(), durationMs, bucketMs, buckets },
      timeSplit: { userMs, assistantMs, idleMs, idleGapMs: IDLE_GAP_MS },
      components: { agents: sorted(this.#agents), slashCommands: sorted(this.#commands), skills: sorted(this.#skills), mcpServers: sorted(this.#mcp) },
      subagents: { files: opts.record.subagentFiles, messages: usage.subagents.messages, tokens: usage.subagents.totalTokens },
      tips: [],
    };
    analytics.tips = computeTips(analytics, opts.accounted, this.#reads, opts.prices);
    return analytics;
  }
}

/** Tips derived from the figures; each names the number that triggered it. */
function computeTips(a: ConversationAnalytics, accounted: AccountedMessage[], reads: Map<string, number>, prices?: PriceTable): Tip[] {
  const tips: Tip[] = [];
  const t = a.tokens;
  const prompt = t.input + t.cacheRead + t.cacheWrite5m + t.cacheWrite1h;
  if (prompt > 200_000 && t.cacheRead / prompt < 0.5) {
    tips.push({ id: 'low-cache-reuse', severity: 'warning', title: 'Low prompt-cache reuse', detail: `Only ${Math.round((100 * t.cacheRead) / prompt)}% of prompt tokens were cache reads. Long pauses (over 5 minutes) or frequently changing early context expire the cache.` });
  }
  let maxContext = 0;
  for (const m of accounted) maxContext = Math.max(maxContext, m.counts.input + m.counts.cacheRead + m.counts.cacheWrite5m + m.counts.cacheWrite1h);
  if (maxContext > 150_000) {
    tips.push({ id: 'large-context', severity: 'warning', title: 'Very large context', detail: `One request carried ${maxContext.toLocaleString('en-US')} prompt tokens. /compact or a fresh session (/clear) for a new task keeps requests cheaper and faster.` });
  }
  const calls = a.tools.reduce((s, x) => s + x.calls, 0);
  const errors = a.tools.reduce((s, x) => s + x.errors, 0);
  if (errors >= 5 && errors / Math.max(1, calls) > 0.2) {
    const worst = [...a.tools].sort((x, y) => y.errors - x.errors)[0]!;
    tips.push({ id: 'tool-errors', severity: 'warning', title: 'Many failing tool calls', detail: `${errors} of ${calls} tool calls failed (most: ${worst.name}, ${worst.errors}). Clearer instructions or permissions in CLAUDE.md may avoid retries.` });
  }
  const reread = [...reads].filter(([, n]) => n >= 4).sort((x, y) => y[1] - x[1]);
  if (reread.length > 0) {
    tips.push({ id: 'repeated-reads', severity: 'info', title: 'Files read repeatedly', detail: `${reread[0]![0]} was read ${reread[0]![1]} times${reread.length > 1 ? ` (and ${reread.length - 1} more files 4+ times)` : ''}.` });
  }
  const top = a.models[0];
  if (top && /opus/i.test(top.model) && a.cost.total > 5 && (top.cost ?? 0) / a.cost.total > 0.8) {
    const alt = costOf('claude-sonnet-4-5', accounted.filter((m) => m.model === top.model).reduce((acc, m) => ({ input: acc.input + m.counts.input, output: acc.output + m.counts.output, cacheWrite5m: acc.cacheWrite5m + m.counts.cacheWrite5m, cacheWrite1h: acc.cacheWrite1h + m.counts.cacheWrite1h, cacheRead: acc.cacheRead + m.counts.cacheRead }), { input: 0, output: 0, cacheWrite5m: 0, cacheWrite1h: 0, cacheRead: 0 }), prices);
    tips.push({ id: 'model-choice', severity: 'info', title: 'Mostly an Opus conversation', detail: `${top.model} cost $${(top.cost ?? 0).toFixed(2)}; the same tokens on Sonnet 4.5 would cost about $${alt.total.toFixed(2)}. Routine edits may not need the largest model.` });
  }
  if (a.cost.unpricedModels.length > 0) {
    tips.push({ id: 'unpriced-models', severity: 'info', title: 'Some usage is unpriced', detail: `No price is known for ${a.cost.unpricedModels.join(', ')}; add it with a price override file.` });
  }
  return tips;
}

/** Streams a conversation's files (main and subagents) into the accumulator. */
export async function analyzeConversation(index: TranscriptIndex, rec: ConversationRecord): Promise<ConversationAnalytics> {
  const acc = new AnalyticsAccumulator(index.classifierOptions(rec));
  await index.forEachEntry(rec, (e, f) => acc.add(e, f.kind !== 'main'));
  return acc.result({
    conversationId: rec.id,
    record: { messageCount: rec.messageCount, userMessages: rec.userMessages, assistantMessages: rec.assistantMessages, subagentFiles: rec.subagentFiles },
    usage: index.usage(rec),
    accounted: index.ledger.messagesOf(rec.id),
    prices: index.prices,
  });
}
