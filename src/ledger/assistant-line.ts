/**
 * Whether a parsed line is a valid assistant line: the same decision as the core's
 * `AssistantLineSchema` (src/transcripts/schemas.ts), taken without building zod's
 * stripped copy of every line. `toolshed usage` checks hundreds of thousands of lines
 * per gigabyte and only reads a few fields of each; the copy was a fifth of its parsing
 * time. tests/usage/assistant-line.test.ts holds the two to the same answers, field by
 * field, so a change to the schema shows up there.
 */
import type { AssistantLine } from '../transcripts/schemas.ts';

type Json = Record<string, unknown>;

const nullish = (v: unknown) => v === undefined || v === null;
const optString = (v: unknown) => nullish(v) || typeof v === 'string';
const optBoolean = (v: unknown) => nullish(v) || typeof v === 'boolean';
const optNumber = (v: unknown) => nullish(v) || (typeof v === 'number' && Number.isFinite(v));
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const STRING_FIELDS = ['uuid', 'parentUuid', 'sessionId', 'timestamp', 'cwd', 'agentId', 'version', 'gitBranch', 'requestId', 'requestSessionId'] as const;
const BOOLEAN_FIELDS = ['isSidechain', 'isMeta', 'isApiErrorMessage'] as const;
const MESSAGE_STRINGS = ['id', 'model', 'stop_reason'] as const;
const USAGE_NUMBERS = ['input_tokens', 'output_tokens', 'cache_creation_input_tokens', 'cache_read_input_tokens'] as const;

/** `raw` as a JSON.parse result (plain objects, arrays, strings, finite numbers, booleans, null). */
export function isAssistantLine(raw: Json): raw is Json & AssistantLine {
  if (raw.type !== 'assistant') return false;
  for (const k of STRING_FIELDS) if (!optString(raw[k])) return false;
  for (const k of BOOLEAN_FIELDS) if (!optBoolean(raw[k])) return false;
  const m = raw.message;
  if (!isObject(m)) return false;
  for (const k of MESSAGE_STRINGS) if (!optString(m[k])) return false;
  if (typeof m.content !== 'string' && !Array.isArray(m.content)) return false;
  const u = m.usage;
  if (nullish(u)) return true;
  if (!isObject(u)) return false;
  for (const k of USAGE_NUMBERS) if (!optNumber(u[k])) return false;
  const c = u.cache_creation;
  if (nullish(c)) return true;
  return isObject(c) && optNumber(c.ephemeral_5m_input_tokens) && optNumber(c.ephemeral_1h_input_tokens);
}
