/**
 * Token accounting. Claude Code writes one line per content block and repeats the
 * usage on each, early lines carrying partial output counts. Each assistant message
 * counts once: lines are grouped by (message.id, requestId) (message.id alone when the
 * request id is missing), the line with the largest output count wins, a non-sidechain
 * copy claims the message for the main thread, and the `<synthetic>` model is skipped.
 * The ledger is global: a message copied into a second file (a resumed session) stays
 * with the session where it was seen first.
 */
import type { AssistantLine, Usage } from './schemas.ts';
import { findPrice, DEFAULT_PRICES } from './price-table.ts';
import type { PriceTable } from './prices.ts';
import { SAFE_ID } from './paths.ts';

export interface TokenCounts {
  input: number;
  output: number;
  cacheWrite5m: number;
  cacheWrite1h: number;
  cacheRead: number;
}

export const zeroCounts = (): TokenCounts => ({ input: 0, output: 0, cacheWrite5m: 0, cacheWrite1h: 0, cacheRead: 0 });

/** What `tokens` means everywhere: every token the model processed or produced (input + output + both cache writes + cache reads). */
export function totalTokens(t: TokenCounts): number {
  return t.input + t.output + t.cacheWrite5m + t.cacheWrite1h + t.cacheRead;
}

export function addCounts(into: TokenCounts, t: TokenCounts): TokenCounts {
  into.input += t.input;
  into.output += t.output;
  into.cacheWrite5m += t.cacheWrite5m;
  into.cacheWrite1h += t.cacheWrite1h;
  into.cacheRead += t.cacheRead;
  return into;
}

const n = (v: number | null | undefined): number => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);

/**
 * Cache writes come from `cache_creation` (5 m and 1 h) when present; older lines only
 * have `cache_creation_input_tokens`, all 5-minute writes. A total larger than the
 * split puts the remainder in the 5-minute bucket.
 */
export function usageToCounts(u: Usage): TokenCounts {
  const total = n(u.cache_creation_input_tokens);
  let w5 = n(u.cache_creation?.ephemeral_5m_input_tokens);
  const w1 = n(u.cache_creation?.ephemeral_1h_input_tokens);
  if (total > w5 + w1) w5 += total - w5 - w1;
  return { input: n(u.input_tokens), output: n(u.output_tokens), cacheWrite5m: w5, cacheWrite1h: w1, cacheRead: n(u.cache_read_input_tokens) };
}

export interface Cost {
  total: number;
  input: number;
  output: number;
  /** 5-minute and 1-hour cache writes together. */
  cacheWrite: number;
  cacheRead: number;
  /** Tokens of models missing from the price table (not in any dollar figure). */
  unpricedTokens: number;
  unpricedModels: string[];
}

export const zeroCost = (): Cost => ({ total: 0, input: 0, output: 0, cacheWrite: 0, cacheRead: 0, unpricedTokens: 0, unpricedModels: [] });

export function costOf(model: string, t: TokenCounts, prices: PriceTable = DEFAULT_PRICES): Cost {
  const found = findPrice(model, prices);
  if (!found) return { ...zeroCost(), unpricedTokens: totalTokens(t), unpricedModels: totalTokens(t) > 0 ? [model] : [] };
  const pr = found.price;
  const input = (t.input * pr.input) / 1e6;
  const output = (t.output * pr.output) / 1e6;
  const cacheWrite = (t.cacheWrite5m * pr.cacheWrite5m + t.cacheWrite1h * pr.cacheWrite1h) / 1e6;
  const cacheRead = (t.cacheRead * pr.cacheRead) / 1e6;
  return { total: input + output + cacheWrite + cacheRead, input, output, cacheWrite, cacheRead, unpricedTokens: 0, unpricedModels: [] };
}

export function addCost(into: Cost, c: Cost): Cost {
  into.total += c.total;
  into.input += c.input;
  into.output += c.output;
  into.cacheWrite += c.cacheWrite;
  into.cacheRead += c.cacheRead;
  into.unpricedTokens += c.unpricedTokens;
  for (const m of c.unpricedModels) if (!into.unpricedModels.includes(m)) into.unpricedModels.push(m);
  return into;
}

/**
 * The session an assistant line's usage belongs to. 2.1.x writes `requestSessionId` on
 * the assistant lines `--fork-session` copies: the session the request was sent from
 * (the original), while `sessionId` is rewritten to the fork. A line of the session's
 * own requests has none (or its own id). Taken from the line alone, so the usage goes to
 * the original whichever file is read first. Used by the index and by `toolshed usage`.
 */
export function usageOwner(line: AssistantLine, fileSession: string): string {
  return ownerOf(line.requestSessionId, fileSession);
}

/** `usageOwner` from the line's `requestSessionId` alone (the ledger's fold over worker columns). */
export function ownerOf(requestSessionId: unknown, fileSession: string): string {
  const r = requestSessionId;
  return typeof r === 'string' && r !== fileSession && SAFE_ID.test(r) ? r : fileSession;
}

const SYNTHETIC_MODEL = '<synthetic>';

/** The ledger key of an assistant message: its id with the request id when there is one. */
export const messageKey = (id: string, requestId: string | null | undefined): string => (requestId ? `${id}\u0000${requestId}` : id);

/**
 * A counted line's time as the ledger keeps it (ms): null when the line has no timestamp
 * (its message keeps the time of an earlier line), NaN when it has one that does not parse.
 */
export const lineTimeMs = (t: string | null | undefined): number | null => (t === undefined || t === null ? null : typeof t === 'string' ? Date.parse(t) : NaN);

/** The dedupe key of an assistant line, or null when the line is not counted. */
export function accountingKey(line: AssistantLine, fallback: string): string | null {
  const m = line.message;
  if (!m.usage) return null;
  if (m.model === SYNTHETIC_MODEL) return null;
  return countedKey(m.id, line.requestId, line.uuid, fallback);
}

/** The key of a counted line from its fields: its message id (with the request id), else its uuid, else `fallback` (`path:offset`). */
export function countedKey(id: string | null | undefined, requestId: string | null | undefined, uuid: string | null | undefined, fallback: string): string {
  if (id) return messageKey(id, requestId);
  return uuid ? `line:${uuid}` : `line:${fallback}`;
}
