/**
 * Reading one transcript line: `parseLine` (JSON, then what the line is), the checks
 * that take the line schemas' decisions (schemas.ts) by hand, and the few fields every
 * reader asks of an entry. No zod here: this is the hot path of every scan, and the
 * scans' worker threads load only this (zod's module was ~45 ms of each worker's start).
 * tests/transcripts/schemas.test.ts holds every check to its schema, field by field.
 */
import type { AssistantLine, Entry, SystemLine, Usage, UserLine } from './schemas.ts';

/**
 * Every top-level field a line schema declares: the others are dropped when a line is
 * read (strip mode), so a scan may leave their values out before parsing (line-skim.ts).
 * tests/transcripts/schemas.test.ts checks it against the schemas' own fields.
 */
export const DECLARED_LINE_FIELDS: ReadonlySet<string> = new Set(['uuid', 'parentUuid', 'sessionId', 'timestamp', 'cwd', 'isSidechain', 'agentId', 'version', 'gitBranch', 'isMeta', 'type', 'message', 'isCompactSummary', 'origin', 'promptSource', 'requestId', 'requestSessionId', 'isApiErrorMessage', 'summary', 'leafUuid', 'customTitle', 'subtype', 'content', 'level']);

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
      const summary = summaryOf(raw);
      return summary !== null ? { kind: 'summary', summary } : { kind: 'malformed', reason: 'bad summary line' };
    }
    case 'custom-title': {
      const title = customTitleOf(raw);
      return title !== null ? { kind: 'title', title } : { kind: 'malformed', reason: 'bad custom-title line' };
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

/** SummaryLineSchema's decision: the summary, or null. */
export function summaryOf(raw: Obj): string | null {
  return raw.type === 'summary' && typeof raw.summary === 'string' && nStr(raw.leafUuid) !== FAIL ? raw.summary : null;
}

/** CustomTitleLineSchema's decision: the title, or null. */
export function customTitleOf(raw: Obj): string | null {
  return raw.type === 'custom-title' && typeof raw.customTitle === 'string' && nStr(raw.sessionId) !== FAIL ? raw.customTitle : null;
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
