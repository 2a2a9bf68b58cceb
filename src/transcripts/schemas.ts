/**
 * Line schemas of Claude Code transcripts (1.0.x through 2.x). Lenient on purpose:
 * only the fields the core reads are declared, everything else is accepted and dropped
 * (strip mode: fewer allocations on the hot path of a scan), and a line whose `type` is
 * not one of these is kept aside, never an error.
 */
import { z } from 'zod';

const optString = z.string().nullish();

export const UsageSchema = z.object({
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

export const TextBlockSchema = z.looseObject({ type: z.literal('text'), text: z.string() });
export const ThinkingBlockSchema = z.looseObject({ type: z.literal('thinking'), thinking: z.string().optional() });
export const ToolUseBlockSchema = z.looseObject({
  type: z.literal('tool_use'),
  id: z.string(),
  name: z.string(),
  input: z.unknown(),
});
export const ToolResultBlockSchema = z.looseObject({
  type: z.literal('tool_result'),
  tool_use_id: z.string(),
  content: z.unknown(),
  is_error: z.boolean().nullish(),
});
/** Any other block (image, document, redacted_thinking, server tool blocks …) keeps only its type. */
export const OtherBlockSchema = z.looseObject({ type: z.string() });

export type TextBlock = z.infer<typeof TextBlockSchema>;
export type ToolUseBlock = z.infer<typeof ToolUseBlockSchema>;
export type ToolResultBlock = z.infer<typeof ToolResultBlockSchema>;

/**
 * Content is a string or a list of blocks. Blocks are not validated here (that is the
 * hot path of a scan): every reader checks each block's type and fields where it uses
 * them, with the block schemas above as the reference.
 */
export const ContentSchema = z.union([z.string(), z.array(z.any())]);

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

function str(v: unknown): string | null {
  return typeof v === 'string' ? v : null;
}

/** Parses one line of text. Never throws. */
export function parseLine(text: string): Entry {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { kind: 'malformed', reason: 'not JSON' };
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { kind: 'malformed', reason: 'not an object' };
  return classify(raw as Record<string, unknown>);
}

export function classify(raw: Record<string, unknown>): Entry {
  const type = raw.type;
  if (typeof type !== 'string') return { kind: 'malformed', reason: 'no type' };
  switch (type) {
    case 'user': {
      const r = UserLineSchema.safeParse(raw);
      return r.success ? { kind: 'user', line: r.data } : { kind: 'malformed', reason: 'bad user line' };
    }
    case 'assistant': {
      const r = AssistantLineSchema.safeParse(raw);
      return r.success ? { kind: 'assistant', line: r.data } : { kind: 'malformed', reason: 'bad assistant line' };
    }
    case 'summary': {
      const r = SummaryLineSchema.safeParse(raw);
      return r.success ? { kind: 'summary', summary: r.data.summary } : { kind: 'malformed', reason: 'bad summary line' };
    }
    case 'custom-title': {
      const r = CustomTitleLineSchema.safeParse(raw);
      return r.success ? { kind: 'title', title: r.data.customTitle } : { kind: 'malformed', reason: 'bad custom-title line' };
    }
    case 'system': {
      const r = SystemLineSchema.safeParse(raw);
      return r.success ? { kind: 'system', line: r.data } : { kind: 'malformed', reason: 'bad system line' };
    }
    default:
      return { kind: 'other', type, timestamp: str(raw.timestamp), cwd: str(raw.cwd) };
  }
}

/** Timestamp and cwd of any entry, when it has them. */
export function entryTimestamp(e: Entry): string | null {
  if (e.kind === 'user' || e.kind === 'assistant' || e.kind === 'system') return e.line.timestamp ?? null;
  if (e.kind === 'other') return e.timestamp;
  return null;
}
export function entryCwd(e: Entry): string | null {
  if (e.kind === 'user' || e.kind === 'assistant' || e.kind === 'system') return e.line.cwd ?? null;
  if (e.kind === 'other') return e.cwd;
  return null;
}

/** The blocks of a message content, a bare string becoming one text block. */
export function blocksOf(content: string | unknown[]): Array<Record<string, unknown> & { type: string }> {
  if (typeof content === 'string') return [{ type: 'text', text: content }];
  const out: Array<Record<string, unknown> & { type: string }> = [];
  for (const b of content) {
    if (b && typeof b === 'object' && typeof (b as { type?: unknown }).type === 'string') out.push(b as Record<string, unknown> & { type: string });
  }
  return out;
}
