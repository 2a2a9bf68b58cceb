/**
 * The shipped price table and model matching, without zod: the status line prices the
 * lines it reads on every call, and loading zod would cost it more than its whole
 * budget's margin. The table's shape is prices.ts's schema (`PriceTable`); files that
 * override it are read and checked there.
 */
import type { ModelPrice, PriceTable } from './prices.ts';

const p = (input: number, output: number, cacheWrite5m: number, cacheWrite1h: number, cacheRead: number): ModelPrice => ({
  input,
  output,
  cacheWrite5m,
  cacheWrite1h,
  cacheRead,
});

/** Anthropic list prices (standard tier, prompts up to 200k tokens). */
export const DEFAULT_PRICES: PriceTable = {
  'claude-opus-4-6': p(5, 25, 6.25, 10, 0.5),
  'claude-opus-4-5': p(5, 25, 6.25, 10, 0.5),
  'claude-opus-4-1': p(15, 75, 18.75, 30, 1.5),
  'claude-opus-4': p(15, 75, 18.75, 30, 1.5),
  'claude-sonnet-4-6': p(3, 15, 3.75, 6, 0.3),
  'claude-sonnet-4-5': p(3, 15, 3.75, 6, 0.3),
  'claude-sonnet-4': p(3, 15, 3.75, 6, 0.3),
  'claude-haiku-4-5': p(1, 5, 1.25, 2, 0.1),
  'claude-3-7-sonnet': p(3, 15, 3.75, 6, 0.3),
  'claude-3-5-sonnet': p(3, 15, 3.75, 6, 0.3),
  'claude-3-5-haiku': p(0.8, 4, 1, 1.6, 0.08),
  'claude-3-opus': p(15, 75, 18.75, 30, 1.5),
  'claude-3-sonnet': p(3, 15, 3.75, 6, 0.3),
  'claude-3-haiku': p(0.25, 1.25, 0.3, 0.5, 0.03),
  // Pre-caching models: no cache tokens are ever reported for them.
  'claude-2.1': p(8, 24, 0, 0, 0),
  'claude-2.0': p(8, 24, 0, 0, 0),
  'claude-instant-1.2': p(0.8, 2.4, 0, 0, 0),
};

/** Normalises a model name: lower case, provider prefixes and date/version suffixes removed. */
export function normalizeModel(model: string): string {
  return model
    .trim()
    .toLowerCase()
    .replace(/^(?:[a-z]+\.)?anthropic[./]/, '') // Bedrock "us.anthropic.", Vertex "anthropic/"
    .replace(/-v\d+(?::\d+)?$/, '') // Bedrock "-v1:0"
    .replace(/[-@]\d{8}$/, '') // "-20250514", Vertex "@20250514"
    .replace(/\[[^\]]*\]$/, ''); // "[1m]" context markers
}

type Found = { key: string; price: ModelPrice } | null;
/**
 * Answers per table and model name: a report prices each model of each of its rows (a
 * warm `toolshed usage daily` over 600 days asked about 2,000 times, 40 ms of its 300 ms
 * of CPU). Tables are not changed once loaded (the shipped one, or one read by prices.ts).
 */
const found = new WeakMap<PriceTable, Map<string, Found>>();

/** The price of a model, or null when no known prefix matches. */
export function findPrice(model: string, table: PriceTable = DEFAULT_PRICES): Found {
  let known = found.get(table);
  if (!known) found.set(table, (known = new Map()));
  let r = known.get(model);
  if (r === undefined) known.set(model, (r = matchPrice(model, table)));
  return r;
}

function matchPrice(model: string, table: PriceTable): Found {
  const name = normalizeModel(model);
  let best: string | null = null;
  for (const key of Object.keys(table)) {
    const k = key.toLowerCase();
    if ((name === k || name.startsWith(`${k}-`)) && (best === null || k.length > best.length)) best = key;
  }
  return best === null ? null : { key: best, price: table[best]! };
}

