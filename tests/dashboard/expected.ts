/**
 * Expected figures computed in the tests from the transcript lines themselves, without
 * the core: JSON.parse each line, count each assistant message once by
 * (message.id, requestId) — message.id alone without a request id — keeping the copy with
 * the largest output, skipping `<synthetic>`. Prices come from tests/transcripts/expected.ts
 * (written from the vendor's list, not read from src).
 */
import { readFileSync } from 'node:fs';
import { expectedCost } from '../transcripts/expected.ts';

/** Every line of the files that parses as JSON; broken lines are skipped as the tools skip them. */
function* jsonLines(files: string[]): Generator<any> {
  for (const f of files) {
    for (const text of readFileSync(f, 'utf8').split('\n')) {
      try {
        yield JSON.parse(text);
      } catch {
        // malformed or half-written line
      }
    }
  }
}

export interface Counted {
  key: string;
  sessionId: string;
  model: string;
  day: string;
  timestamp: string;
  input: number;
  output: number;
  cacheWrite5m: number;
  cacheWrite1h: number;
  cacheRead: number;
}

export function countedMessages(files: string[]): Counted[] {
  const byKey = new Map<string, Counted>();
  for (const o of jsonLines(files)) {
    if (o?.type !== 'assistant' || !o.message?.usage || o.message.model === '<synthetic>') continue;
    const key = o.message.id ? `${o.message.id}|${o.requestId ?? ''}` : `uuid|${o.uuid}`;
    const u = o.message.usage;
    const c: Counted = {
      key,
      sessionId: o.sessionId,
      model: o.message.model,
      day: String(o.timestamp).slice(0, 10),
      timestamp: String(o.timestamp),
      input: u.input_tokens ?? 0,
      output: u.output_tokens ?? 0,
      cacheWrite5m: u.cache_creation?.ephemeral_5m_input_tokens ?? u.cache_creation_input_tokens ?? 0,
      cacheWrite1h: u.cache_creation?.ephemeral_1h_input_tokens ?? 0,
      cacheRead: u.cache_read_input_tokens ?? 0,
    };
    const prev = byKey.get(key);
    if (!prev || c.output > prev.output) byKey.set(key, prev ? { ...c, sessionId: prev.sessionId } : c);
  }
  return [...byKey.values()];
}

export function totals(list: Counted[]) {
  const t = { input: 0, output: 0, cacheWrite5m: 0, cacheWrite1h: 0, cacheRead: 0, total: 0 };
  for (const c of list) {
    t.input += c.input;
    t.output += c.output;
    t.cacheWrite5m += c.cacheWrite5m;
    t.cacheWrite1h += c.cacheWrite1h;
    t.cacheRead += c.cacheRead;
  }
  t.total = t.input + t.output + t.cacheWrite5m + t.cacheWrite1h + t.cacheRead;
  return { messages: list.length, tokens: t, cost: expectedCost(list.map((c) => ({ ...c, sidechain: false }))).total };
}

/** Tool calls by name over every file, each tool_use id once. */
export function toolCalls(files: string[]): Map<string, number> {
  const seen = new Set<string>();
  const out = new Map<string, number>();
  for (const o of jsonLines(files)) {
    if (o?.type !== 'assistant' || !Array.isArray(o.message?.content)) continue;
    for (const b of o.message.content) {
      if (b?.type !== 'tool_use' || seen.has(b.id)) continue;
      seen.add(b.id);
      out.set(b.name, (out.get(b.name) ?? 0) + 1);
    }
  }
  return out;
}
