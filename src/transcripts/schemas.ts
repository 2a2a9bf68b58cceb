/**
 * Line schemas of Claude Code transcripts (1.0.x through 2.x). Lenient on purpose:
 * only the fields the core reads are declared, everything else is accepted and dropped
 * (strip mode: fewer allocations on the hot path of a scan), and a line whose `type` is
 * not one of these is kept aside, never an error. Lines are read by lines.ts, which
 * takes exactly these decisions without zod (tests/transcripts/schemas.test.ts holds
 * the two to the same answers), so that the scans' worker threads load no zod.
 */
import { z } from 'zod';

const optString = z.string().nullish();

const UsageSchema = z.object({
  input_tokens: z.number().nullish(),
  output_tokens: z.number().nullish(),
  cache_creation_input_tokens: z.number().nullish(),
  cache_read_input_tokens: z.number().nullish(),
  cache_creation: z
    .object({
      ephemeral_5m_input_tokens: z.number().nullish(),
      ephemeral_1h_input_tokens: z.number().nullish(),
    })
    .nullish(),
});
export type Usage = z.infer<typeof UsageSchema>;

/**
 * Content is a string or a list of blocks. Blocks are not validated here (that is the
 * hot path of a scan): every reader checks each block's type and the fields it uses:
 * `text` {text}, `thinking` {thinking?}, `tool_use` {id, name, input},
 * `tool_result` {tool_use_id, content, is_error?}; any other block (image, document,
 * redacted_thinking, server tool blocks …) is known by its type only.
 */
const ContentSchema = z.union([z.string(), z.array(z.any())]);

const common = {
  uuid: optString,
  parentUuid: optString,
  sessionId: optString,
  timestamp: optString,
  cwd: optString,
  isSidechain: z.boolean().nullish(),
  agentId: optString,
  version: optString,
  gitBranch: optString,
  isMeta: z.boolean().nullish(),
};

export const UserLineSchema = z.object({
  ...common,
  type: z.literal('user'),
  message: z.object({ role: z.string().optional(), content: ContentSchema }),
  isCompactSummary: z.boolean().nullish(),
  /** 2.1.x: where an injected line came from (`{kind: "task-notification"}`); not validated further. */
  origin: z.unknown().optional(),
  /** 2.1.x: `"system"` on lines the client wrote into the user role. */
  promptSource: z.unknown().optional(),
});
export type UserLine = z.infer<typeof UserLineSchema>;

export const AssistantLineSchema = z.object({
  ...common,
  type: z.literal('assistant'),
  requestId: optString,
  /** 2.1.x: on lines `--fork-session` copied, the session the request was sent from (the original). */
  requestSessionId: optString,
  isApiErrorMessage: z.boolean().nullish(),
  message: z.object({
    id: optString,
    model: optString,
    content: ContentSchema,
    stop_reason: optString,
    usage: UsageSchema.nullish(),
  }),
});
export type AssistantLine = z.infer<typeof AssistantLineSchema>;

export const SummaryLineSchema = z.object({ type: z.literal('summary'), summary: z.string(), leafUuid: optString });
export const CustomTitleLineSchema = z.object({
  type: z.literal('custom-title'),
  customTitle: z.string(),
  sessionId: optString,
});
export const SystemLineSchema = z.object({
  ...common,
  type: z.literal('system'),
  subtype: optString,
  content: z.unknown().optional(),
  level: optString,
});
export type SystemLine = z.infer<typeof SystemLineSchema>;

/** A recognised transcript line. */
export type Entry =
  | { kind: 'user'; line: UserLine }
  | { kind: 'assistant'; line: AssistantLine }
  | { kind: 'summary'; summary: string }
  | { kind: 'title'; title: string }
  | { kind: 'system'; line: SystemLine }
  /** A known-or-new line type the core does not interpret (progress, file-history-snapshot, …). */
  | { kind: 'other'; type: string; timestamp: string | null; cwd: string | null }
  /** Not JSON, not an object, or a known type whose shape is broken. */
  | { kind: 'malformed'; reason: string };
