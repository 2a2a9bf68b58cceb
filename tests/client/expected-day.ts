/**
 * What the readers should report for a scripted day (day.ts), worked out from
 * what the stand-in sent and from the transcript lines themselves, by the
 * rules of docs/transcripts.md and docs/usage.md. Pure.
 */
import type { SentMessage, Usage } from '../helpers/claude-api.ts';
import { DEFAULT_PRICES } from '../../src/transcripts/prices.ts';

/** The price-table entry of each model the day uses (docs/transcripts.md, Prices). */
const PRICE_KEY: Record<string, string> = {
  'claude-sonnet-4-6': 'claude-sonnet-4-6',
  'claude-haiku-4-5-20251001': 'claude-haiku-4-5',
  'claude-opus-4-6': 'claude-opus-4-6',
};

export interface Tokens {
  input: number;
  output: number;
  cacheWrite5m: number;
  cacheWrite1h: number;
  cacheRead: number;
  total: number;
}

export function tokensOf(usages: Usage[]): Tokens {
  const t = { input: 0, output: 0, cacheWrite5m: 0, cacheWrite1h: 0, cacheRead: 0, total: 0 };
  for (const u of usages) {
    t.input += u.input_tokens;
    t.output += u.output_tokens;
    t.cacheWrite5m += u.cache_creation.ephemeral_5m_input_tokens;
    t.cacheWrite1h += u.cache_creation.ephemeral_1h_input_tokens;
    t.cacheRead += u.cache_read_input_tokens;
  }
  t.total = t.input + t.output + t.cacheWrite5m + t.cacheWrite1h + t.cacheRead;
  return t;
}

/** Dollars for the answers, from the shipped price table (per million tokens). */
export function costOf(sent: Array<Pick<SentMessage, 'model' | 'usage'>>): number {
  let dollars = 0;
  for (const m of sent) {
    const price = DEFAULT_PRICES[PRICE_KEY[m.model] ?? ''];
    if (!price) throw new Error(`no price for ${m.model}: the day must use priced models`);
    const t = tokensOf([m.usage]);
    dollars += (t.input * price.input + t.output * price.output + t.cacheWrite5m * price.cacheWrite5m + t.cacheWrite1h * price.cacheWrite1h + t.cacheRead * price.cacheRead) / 1e6;
  }
  return dollars;
}

export function groupBy<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const m = new Map<string, T[]>();
  for (const i of items) m.set(key(i), [...(m.get(key(i)) ?? []), i]);
  return m;
}

type Line = Record<string, any>;

/** A prompt a person typed: a user line with text, not injected by the client, not meta. */
function isTypedPrompt(line: Line): boolean {
  if (line.type !== 'user' || line.isMeta || line.isSidechain) return false;
  if (line.origin?.kind === 'task-notification' || line.promptSource === 'system') return false;
  const c = line.message?.content;
  if (typeof c === 'string') return c.trim().length > 0;
  return Array.isArray(c) && c.some((b: any) => b?.type === 'text') && !c.some((b: any) => b?.type === 'tool_result');
}

/**
 * Main-thread messages of one transcript file, the monitor's way (typed
 * prompts + assistant messages, lines sharing a message id being one), each
 * keyed by its line uuid / message id, so copies in a forked file are known.
 */
export function mainMessages(lines: Line[]): { user: string[]; assistant: string[] } {
  const user: string[] = [];
  const assistant: string[] = [];
  for (const l of lines) {
    if (l.isSidechain) continue;
    if (isTypedPrompt(l)) user.push(l.uuid);
    if (l.type === 'assistant' && l.message?.id && l.message.model !== '<synthetic>' && !assistant.includes(l.message.id)) assistant.push(l.message.id);
  }
  return { user, assistant };
}

/**
 * The longest the user can have been "typing" in a conversation: the time
 * from its first line to its last typed prompt. Injected lines coming later
 * (a task notification) must not add to it.
 */
export function userTimeBound(lines: Line[]): number {
  const times = lines.filter((l) => l.timestamp).map((l) => Date.parse(l.timestamp));
  const typed = lines.filter(isTypedPrompt).map((l) => Date.parse(l.timestamp));
  if (!typed.length) return 0;
  return Math.max(...typed) - Math.min(...times);
}
