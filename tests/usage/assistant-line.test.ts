/**
 * `isAssistantLine` (src/usage) takes the same decision as the core's
 * `AssistantLineSchema`: every field of a valid line, at every level, set to every kind
 * of JSON value (or removed), is accepted or refused by both alike.
 */
import { describe, it, expect } from 'vitest';
import { isAssistantLine } from '../../src/ledger/assistant-line.ts';
import { AssistantLineSchema } from '../../src/transcripts/schemas.ts';

const VALID = {
  parentUuid: 'p',
  isSidechain: false,
  userType: 'external',
  cwd: '/x',
  sessionId: 's',
  version: '2.1.3',
  gitBranch: 'main',
  agentId: 'a',
  isMeta: false,
  isApiErrorMessage: false,
  type: 'assistant',
  uuid: 'u',
  timestamp: '2026-01-01T00:00:00Z',
  requestId: 'r',
  message: {
    id: 'm',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-20250514',
    content: [{ type: 'text', text: 'hi' }],
    stop_reason: null,
    usage: { input_tokens: 1, output_tokens: 2, cache_creation_input_tokens: 3, cache_read_input_tokens: 4, cache_creation: { ephemeral_5m_input_tokens: 1, ephemeral_1h_input_tokens: 2 }, service_tier: 'standard' },
  },
};
const VALUES: unknown[] = [undefined, null, 'text', '', 0, 1.5, -3, true, false, {}, [], [1], { a: 1 }];

type Json = Record<string, unknown>;
/** Every path to a field of VALID (and one unknown key per object). */
function paths(o: Json, prefix: string[] = []): string[][] {
  const out: string[][] = [[...prefix, 'unknownField']];
  for (const [k, v] of Object.entries(o)) {
    out.push([...prefix, k]);
    if (v && typeof v === 'object' && !Array.isArray(v)) out.push(...paths(v as Json, [...prefix, k]));
  }
  return out;
}
function withValue(path: string[], value: unknown): Json {
  const copy = structuredClone(VALID) as Json;
  let o = copy;
  for (const k of path.slice(0, -1)) o = o[k] as Json;
  if (value === undefined) delete o[path.at(-1)!];
  else o[path.at(-1)!] = value;
  return copy;
}

describe('isAssistantLine', () => {
  it('accepts the valid line, as the schema does', () => {
    expect(AssistantLineSchema.safeParse(VALID).success).toBe(true);
    expect(isAssistantLine(structuredClone(VALID))).toBe(true);
  });

  it('agrees with AssistantLineSchema on every field set to every kind of value', () => {
    let cases = 0;
    for (const path of paths(VALID)) {
      for (const value of VALUES) {
        const line = withValue(path, value);
        expect(isAssistantLine(line), `${path.join('.')} = ${JSON.stringify(value)}`).toBe(AssistantLineSchema.safeParse(line).success);
        cases++;
      }
    }
    expect(cases).toBeGreaterThan(400);
  });

  it('agrees on lines that are not objects where an object is expected', () => {
    for (const message of VALUES) {
      const line = { ...VALID, message };
      expect(isAssistantLine(line)).toBe(AssistantLineSchema.safeParse(line).success);
    }
  });
});
