/**
 * Line schemas of Claude Code transcripts (1.0.x through 2.x). Lenient on purpose:
 * only the fields the core reads are declared, everything else is accepted and dropped
 * (strip mode: fewer allocations on the hot path of a scan), and a line whose `type` is
 * not one of these is kept aside, never an error.
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

const SummaryLineSchema = z.object({ type: z.literal('summary'), summary: z.string(), leafUuid: optString });
const CustomTitleLineSchema = z.object({
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
type SystemLine = z.infer<typeof SystemLineSchema>;

/**
 * Every top-level field a line schema declares: the others are dropped when a line is
 * read (strip mode), so a scan may leave their values out before parsing (line-skim.ts).
 */
export const DECLARED_LINE_FIELDS: ReadonlySet<string> = new Set([UserLineSchema, AssistantLineSchema, SummaryLineSchema, CustomTitleLineSchema, SystemLineSchema].flatMap((s) => Object.keys(s.shape)));

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

/**
 * Parses one line of text. Never throws. `classifyObject` decides what a JSON object
 * is (the usage scanner passes a cheaper check for assistant lines).
 */
export function parseLine(text: string, classifyObject: (raw: Record<string, unknown>) => Entry = classify): Entry {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { kind: 'malformed', reason: 'not JSON' };
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { kind: 'malformed', reason: 'not an object' };
  return classifyObject(raw as Record<string, unknown>);
}

export function classify(raw: Record<string, unknown>): Entry {
  const type = raw.type;
  if (typeof type !== 'string') return { kind: 'malformed', reason: 'no type' };
  switch (type) {
    case 'user': {
      const line = userLine(raw);
      return line ? { kind: 'user', line } : { kind: 'malformed', reason: 'bad user line' };
    }
    case 'assistant': {
      const line = assistantLine(raw);
      return line ? { kind: 'assistant', line } : { kind: 'malformed', reason: 'bad assistant line' };
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
      const line = systemLine(raw);
      return line ? { kind: 'system', line } : { kind: 'malformed', reason: 'bad system line' };
    }
    default:
      return { kind: 'other', type, timestamp: str(raw.timestamp), cwd: str(raw.cwd) };
  }
}

// ---- the hot path ---------------------------------------------------------------------
// User, assistant and system lines are most of a transcript. Checking them by hand accepts and
// returns exactly what UserLineSchema / AssistantLineSchema do (strip mode: declared
// fields only; tests/transcripts/schemas.test.ts compares both on every shape) at a
// fraction of the cost: a zod parse was about a quarter of the CPU of a first scan.

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** z.string().nullish(): the value when valid, FAIL when not. */
const FAIL = Symbol('fail');
const nStr = (v: unknown): string | null | undefined | typeof FAIL => (v === undefined || v === null || typeof v === 'string' ? v : FAIL);
const nBool = (v: unknown): boolean | null | undefined | typeof FAIL => (v === undefined || v === null || typeof v === 'boolean' ? v : FAIL);
const nNum = (v: unknown): number | null | undefined | typeof FAIL => (v === undefined || v === null || typeof v === 'number' ? v : FAIL);
const COMMON_STR = ['uuid', 'parentUuid', 'sessionId', 'timestamp', 'cwd', 'agentId', 'version', 'gitBranch'] as const;

/** The declared common fields of a line into `out`; false when one has the wrong type. */
function commonFields(raw: Obj, out: Obj): boolean {
  for (const k of COMMON_STR) {
    const v = nStr(raw[k]);
    if (v === FAIL) return false;
    if (k in raw) out[k] = v;
  }
  for (const k of ['isSidechain', 'isMeta'] as const) {
    const v = nBool(raw[k]);
    if (v === FAIL) return false;
    if (k in raw) out[k] = v;
  }
  return true;
}

const isContent = (c: unknown): c is string | unknown[] => typeof c === 'string' || Array.isArray(c);

export function userLine(raw: Obj): UserLine | null {
  const out: Obj = { type: 'user' };
  if (raw.type !== 'user' || !commonFields(raw, out)) return null;
  const m = raw.message;
  if (!isObj(m) || !isContent(m.content) || (m.role !== undefined && typeof m.role !== 'string')) return null;
  out.message = 'role' in m ? { role: m.role, content: m.content } : { content: m.content };
  const cs = nBool(raw.isCompactSummary);
  if (cs === FAIL) return null;
  if ('isCompactSummary' in raw) out.isCompactSummary = cs;
  if ('origin' in raw) out.origin = raw.origin;
  if ('promptSource' in raw) out.promptSource = raw.promptSource;
  return out as UserLine;
}

/** SystemLineSchema's decision and output (a 2.x transcript has one every turn: turn durations, compaction marks, hook output). */
export function systemLine(raw: Obj): SystemLine | null {
  const out: Obj = { type: 'system' };
  if (raw.type !== 'system' || !commonFields(raw, out)) return null;
  for (const k of ['subtype', 'level'] as const) {
    const v = nStr(raw[k]);
    if (v === FAIL) return null;
    if (k in raw) out[k] = v;
  }
  if ('content' in raw) out.content = raw.content;
  return out as SystemLine;
}

function usageOf(u: unknown): Usage | null | undefined | typeof FAIL {
  if (u === undefined || u === null) return u;
  if (!isObj(u)) return FAIL;
  const out: Obj = {};
  for (const k of ['input_tokens', 'output_tokens', 'cache_creation_input_tokens', 'cache_read_input_tokens'] as const) {
    const v = nNum(u[k]);
    if (v === FAIL) return FAIL;
    if (k in u) out[k] = v;
  }
  const cc = u.cache_creation;
  if (cc !== undefined && cc !== null) {
    if (!isObj(cc)) return FAIL;
    const c: Obj = {};
    for (const k of ['ephemeral_5m_input_tokens', 'ephemeral_1h_input_tokens'] as const) {
      const v = nNum(cc[k]);
      if (v === FAIL) return FAIL;
      if (k in cc) c[k] = v;
    }
    out.cache_creation = c;
  } else if ('cache_creation' in u) out.cache_creation = cc;
  return out as Usage;
}

export function assistantLine(raw: Obj): AssistantLine | null {
  const out: Obj = { type: 'assistant' };
  if (raw.type !== 'assistant' || !commonFields(raw, out)) return null;
  const req = nStr(raw.requestId);
  const reqSession = nStr(raw.requestSessionId);
  const apiErr = nBool(raw.isApiErrorMessage);
  if (req === FAIL || reqSession === FAIL || apiErr === FAIL) return null;
  if ('requestId' in raw) out.requestId = req;
  if ('requestSessionId' in raw) out.requestSessionId = reqSession;
  if ('isApiErrorMessage' in raw) out.isApiErrorMessage = apiErr;
  const m = raw.message;
  if (!isObj(m) || !isContent(m.content)) return null;
  const msg: Obj = { content: m.content };
  for (const k of ['id', 'model', 'stop_reason'] as const) {
    const v = nStr(m[k]);
    if (v === FAIL) return null;
    if (k in m) msg[k] = v;
  }
  const usage = usageOf(m.usage);
  if (usage === FAIL) return null;
  if ('usage' in m) msg.usage = usage;
  out.message = msg;
  return out as AssistantLine;
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
