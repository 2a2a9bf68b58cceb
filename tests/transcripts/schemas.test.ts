/**
 * The hand-written checks of lines.ts (the hot path of a scan, without zod) accept and
 * return exactly what the zod schemas of schemas.ts do, field by field, for every kind
 * of value; and the fields it knows as declared are the schemas' own.
 */
import { describe, it, expect } from 'vitest';
import { UserLineSchema, AssistantLineSchema, SystemLineSchema, SummaryLineSchema, CustomTitleLineSchema } from '../../src/transcripts/schemas.ts';
import { userLine, assistantLine, systemLine, summaryOf, customTitleOf, DECLARED_LINE_FIELDS } from '../../src/transcripts/lines.ts';

const VALUES: unknown[] = [undefined, null, 'text', '', 0, 12, true, false, {}, [], [{ type: 'text', text: 'x' }]];

const baseUser = {
  type: 'user',
  uuid: 'u1',
  parentUuid: null,
  sessionId: 's',
  timestamp: '2026-01-01T00:00:00.000Z',
  cwd: '/x',
  isSidechain: false,
  agentId: 'a',
  version: '2.1.330',
  gitBranch: 'main',
  isMeta: false,
  isCompactSummary: false,
  origin: { kind: 'task-notification' },
  promptSource: 'system',
  toolUseResult: { stdout: 'dropped' },
  message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't', content: 'ok' }] },
};
const baseAssistant = {
  type: 'assistant',
  uuid: 'a1',
  sessionId: 's',
  timestamp: '2026-01-01T00:00:00.000Z',
  requestId: 'req_1',
  isApiErrorMessage: false,
  isSidechain: true,
  message: {
    id: 'msg_1',
    type: 'message',
    role: 'assistant',
    model: 'claude-sonnet-4-5',
    content: [{ type: 'text', text: 'hi' }],
    stop_reason: null,
    usage: { input_tokens: 1, output_tokens: 2, cache_creation_input_tokens: 3, cache_read_input_tokens: 4, cache_creation: { ephemeral_5m_input_tokens: 3, ephemeral_1h_input_tokens: 0 }, service_tier: 'standard' },
  },
};

const baseSystem = {
  type: 'system',
  uuid: 's1',
  parentUuid: 'a1',
  sessionId: 's',
  timestamp: '2026-01-01T00:00:00.000Z',
  cwd: '/x',
  isSidechain: false,
  isMeta: false,
  version: '2.1.330',
  subtype: 'turn_duration',
  content: { durationMs: 1200 },
  level: 'info',
  durationMs: 1200,
};

/** Every variant of `base` where one field (top level or nested at `path`) takes each value, or is removed. */
function* variants(base: Record<string, unknown>): Generator<unknown> {
  yield base;
  const paths: string[][] = [];
  const walk = (o: Record<string, unknown>, at: string[]) => {
    for (const [k, v] of Object.entries(o)) {
      paths.push([...at, k]);
      if (v && typeof v === 'object' && !Array.isArray(v) && at.length < 3) walk(v as Record<string, unknown>, [...at, k]);
    }
  };
  walk(base, []);
  for (const path of paths) {
    for (const value of VALUES) {
      const copy = structuredClone(base);
      let o = copy as Record<string, unknown>;
      for (const k of path.slice(0, -1)) o = o[k] as Record<string, unknown>;
      if (value === undefined) delete o[path[path.length - 1]!];
      else o[path[path.length - 1]!] = structuredClone(value);
      yield copy;
    }
  }
  for (const value of VALUES) yield { ...base, message: value };
}

describe('line checks without zod on the hot path', () => {
  it('user lines: same acceptance and same output as UserLineSchema', () => {
    let n = 0;
    for (const raw of variants(baseUser)) {
      const z = UserLineSchema.safeParse(raw);
      expect(userLine(raw as Record<string, unknown>), JSON.stringify(raw)).toEqual(z.success ? z.data : null);
      n++;
    }
    expect(n).toBeGreaterThan(150);
  });

  it('assistant lines: same acceptance and same output as AssistantLineSchema', () => {
    let n = 0;
    for (const raw of variants(baseAssistant)) {
      const z = AssistantLineSchema.safeParse(raw);
      expect(assistantLine(raw as Record<string, unknown>), JSON.stringify(raw)).toEqual(z.success ? z.data : null);
      n++;
    }
    expect(n).toBeGreaterThan(200);
  });

  it('summary and custom title lines: same acceptance and the same text as their schemas', () => {
    let n = 0;
    for (const raw of variants({ type: 'summary', summary: 'Fixing the build', leafUuid: 'u1' })) {
      const z = SummaryLineSchema.safeParse(raw);
      expect(summaryOf(raw as Record<string, unknown>), JSON.stringify(raw)).toEqual(z.success ? z.data.summary : null);
      n++;
    }
    for (const raw of variants({ type: 'custom-title', customTitle: 'release notes', sessionId: 's' })) {
      const z = CustomTitleLineSchema.safeParse(raw);
      expect(customTitleOf(raw as Record<string, unknown>), JSON.stringify(raw)).toEqual(z.success ? z.data.customTitle : null);
      n++;
    }
    expect(n).toBeGreaterThan(60);
  });

  it('the declared fields are exactly the line schemas\' fields', () => {
    const fromSchemas = new Set([UserLineSchema, AssistantLineSchema, SummaryLineSchema, CustomTitleLineSchema, SystemLineSchema].flatMap((s) => Object.keys(s.shape)));
    expect([...DECLARED_LINE_FIELDS].sort()).toEqual([...fromSchemas].sort());
  });

  it('system lines: same acceptance and same output as SystemLineSchema', () => {
    let n = 0;
    for (const raw of variants(baseSystem)) {
      const z = SystemLineSchema.safeParse(raw);
      expect(systemLine(raw as Record<string, unknown>), JSON.stringify(raw)).toEqual(z.success ? z.data : null);
      n++;
    }
    expect(n).toBeGreaterThan(120);
  });
});
