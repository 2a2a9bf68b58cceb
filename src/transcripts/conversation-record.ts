/**
 * What the index keeps per conversation (`ConversationRecord`), the pure reducer that
 * folds one entry into it (`applyEntry`), and the list entry built from it
 * (`summaryOf`). No I/O here: the coordinator (`conversations.ts`) reads the files and
 * feeds the entries in.
 */
import { basename } from 'node:path';
import { entryTimestamp, entryCwd } from './lines.ts';
import type { Entry, AssistantLine } from './schemas.ts';
import { EntryClassifier, promptTitle, type ClassifierOptions } from './entry-classifier.ts';
import type { TokenCounts } from './accounting.ts';
import type { UsageSummary } from './usage-summary.ts';
import type { TranscriptFile } from './paths.ts';
import { statusOf, type ConversationState, type ActivitySignals } from './state.ts';
import { markDue, pageMark, type PageMark } from './page-marks.ts';

export interface FileState {
  path: string;
  kind: TranscriptFile['kind'];
  sessionId: string;
  size: number;
  mtimeMs: number;
  offset: number;
  error: string | null;
}

/** Mutable per-session state. Exposed read-only through `ConversationSummary`. */
export class ConversationRecord {
  readonly id: string;
  readonly ordinal: number;
  projectDir: string;
  mainPath: string | null = null;
  readonly files = new Map<string, FileState>();
  cwd: string | null = null;
  readonly workingDirectories = new Set<string>();
  customTitle: string | null = null;
  summaryTitle: string | null = null;
  firstPrompt: string | null = null;
  createdMs: number | null = null;
  lastTimestampMs: number | null = null;
  /** Typed prompts + assistant messages of the main thread, forked copies included (what a person counts in it). */
  messageCount = 0;
  /** Typed prompts (not injected lines, not tool results), forked copies included. */
  userMessages = 0;
  assistantMessages = 0;
  /** Messages of `messageCount` copied from another session: all-history totals count them there. */
  copiedMessages = 0;
  /** Messages in the message list (injected lines and unmatched tool results too): what pages index. */
  shownMessages = 0;
  lastMsg: { role: 'user' | 'assistant'; id: string } | null = null;
  lastStopReason: string | null = null;
  /** Main-thread tool calls still waiting for their result. */
  readonly pending = new Map<string, { messageId: string; name: string }>();
  /** Where every PAGE_MARK_EVERY-th shown message starts in the main file (page-marks.ts). */
  readonly pageMarks: PageMark[] = [];
  /** Tool calls by name, each tool_use id once, subagents included. */
  readonly toolCounts = new Map<string, number>();
  readonly activeDays = new Set<string>();
  /** Messages per UTC hour ("YYYY-MM-DDTHH"), for activity heatmaps. */
  readonly activityByHour = new Map<string, number>();
  malformedLines = 0;
  readonly otherTypes = new Map<string, number>();
  readonly versions = new Set<string>();
  usageCache: UsageSummary | null = null;
  /** Message boundaries and tool ids seen so far; reset with the record. */
  classifier: EntryClassifier;

  constructor(id: string, ordinal: number, projectDir: string, classifierOptions: ClassifierOptions = {}) {
    this.id = id;
    this.ordinal = ordinal;
    this.projectDir = projectDir;
    this.classifier = new EntryClassifier({ sessionId: id, ...classifierOptions });
  }

  get lastModifiedMs(): number {
    let m = 0;
    for (const f of this.files.values()) if (f.mtimeMs > m) m = f.mtimeMs;
    return m;
  }
  get subagentFiles(): number {
    let n = 0;
    for (const f of this.files.values()) if (f.kind !== 'main') n++;
    return n;
  }
}

function parseTime(ts: string | null): number | null {
  if (!ts) return null;
  const ms = Date.parse(ts);
  return Number.isFinite(ms) ? ms : null;
}

export interface ApplyContext {
  /** The entry comes from a subagent file. */
  sidechainFile: boolean;
  /** An id for lines without uuid (`path:offset`). */
  fallbackKey: string;
  /** Byte offset of the entry's line in its file (the page marks of a main file). */
  offset?: number;
  /**
   * Accounts an assistant line's usage (the ledger); called for every assistant line,
   * copies included: the ledger credits a copy to its original (`usageOwner`) and counts
   * each message once, as `toolshed usage` does from the same lines.
   */
  account(line: AssistantLine, fallbackKey: string): void;
  /** Called with the uuid of each line that starts a main-thread message and is no known copy: the coordinator remembers it as this session's (the last-resort copy rule). */
  claim?(uuid: string): void;
}

/** Folds one entry into a record's figures. Message boundaries come from the record's classifier. */
export function applyEntry(rec: ConversationRecord, e: Entry, ctx: ApplyContext): void {
  if (e.kind === 'malformed') {
    rec.malformedLines++;
    return;
  }
  if (e.kind === 'other') rec.otherTypes.set(e.type, (rec.otherTypes.get(e.type) ?? 0) + 1);
  if (e.kind === 'summary') {
    rec.summaryTitle = e.summary;
    return;
  }
  if (e.kind === 'title') {
    rec.customTitle = e.title;
    return;
  }
  const c = rec.classifier.classify(e, ctx.sidechainFile, ctx.fallbackKey);
  const ms = parseTime(entryTimestamp(e));
  if (ms !== null) {
    if (rec.createdMs === null || ms < rec.createdMs) rec.createdMs = ms;
    if (rec.lastTimestampMs === null || ms > rec.lastTimestampMs) rec.lastTimestampMs = ms;
  }
  const cwd = entryCwd(e);
  if (cwd) {
    if (!ctx.sidechainFile && rec.cwd === null) rec.cwd = cwd;
    rec.workingDirectories.add(cwd);
  }
  if (c.kind === 'none') return;
  // A mark before this line changes anything: the calls open here include those its results answer.
  const shown = c.kind === 'assistant' ? c.mainThread && c.startsMessage : c.isMessage;
  if (shown && ctx.offset !== undefined && markDue(rec.shownMessages)) rec.pageMarks.push(pageMark(rec.shownMessages, ctx.offset, rec.pending));
  const line = c.line;
  if (line.version) rec.versions.add(line.version);
  /** A shown message; `counted`: a typed prompt or an assistant message (messageCount). */
  const showMessage = (counted: boolean) => {
    rec.shownMessages++;
    if (c.copy) {
      if (counted) {
        rec.messageCount++;
        rec.copiedMessages++;
      }
      return; // its activity is the original's
    }
    if (line.uuid) ctx.claim?.(line.uuid);
    if (!counted) return;
    rec.messageCount++;
    // The time as text only here: most lines are no counted message of this session.
    if (ms !== null) {
      const iso = new Date(ms).toISOString();
      rec.activeDays.add(iso.slice(0, 10));
      const h = iso.slice(0, 13);
      rec.activityByHour.set(h, (rec.activityByHour.get(h) ?? 0) + 1);
    }
  };
  if (c.kind === 'assistant') {
    ctx.account(c.line, ctx.fallbackKey);
    if (!c.copy) for (const t of c.newToolCalls) rec.toolCounts.set(t.name, (rec.toolCounts.get(t.name) ?? 0) + 1);
    if (!c.mainThread) return;
    if (c.startsMessage) {
      showMessage(true);
      rec.assistantMessages++;
      rec.lastMsg = { role: 'assistant', id: c.messageId };
    }
    rec.lastStopReason = c.line.message.stop_reason ?? null;
    for (const b of c.blocks) {
      if (b.type === 'tool_use' && typeof b.id === 'string') rec.pending.set(b.id, { messageId: c.messageId, name: typeof b.name === 'string' ? b.name : 'unknown' });
    }
    return;
  }
  if (!c.mainThread) return;
  for (const r of c.results) rec.pending.delete(r.toolUseId);
  if (!c.isMessage) return;
  showMessage(c.typedPrompt);
  if (c.typedPrompt) rec.userMessages++;
  rec.lastMsg = { role: 'user', id: line.uuid ?? ctx.fallbackKey };
  if (rec.firstPrompt === null) rec.firstPrompt = promptTitle(c);
}

/** A conversation entry of spec 3 plus the figures the page and the dashboard need. */
export interface ConversationSummary {
  id: string;
  /** Last folder of the working directory (the encoded folder name when no line has a cwd). */
  project: string;
  /** The `cwd` of the lines (the first one seen), null when none has one. */
  workingDirectory: string | null;
  workingDirectories: string[];
  projectDir: string;
  title: string | null;
  messageCount: number;
  userMessageCount: number;
  assistantMessageCount: number;
  /** input + output + cache writes (5 m and 1 h) + cache reads, subagents included. */
  tokens: number;
  tokenCounts: TokenCounts;
  cost: number;
  costBreakdown: UsageSummary['cost'];
  models: string[];
  created: string | null;
  lastModified: string;
  lastActivity: string | null;
  state: ConversationState;
  status: string;
  fileName: string;
  filePath: string;
  subagentCount: number;
  toolCalls: number;
  malformedLines: number;
  versions: string[];
}

/**
 * What the state of a conversation is decided from (see state.ts): the time of its last
 * timestamped entry, never the file's modification time (a folder of old transcripts
 * restored or synced from another machine has fresh mtimes and old conversations).
 */
export function activitySignals(rec: ConversationRecord): ActivitySignals {
  return {
    lastActivityMs: rec.lastTimestampMs,
    lastRole: rec.lastMsg?.role ?? null,
    pendingToolCalls: rec.pending.size,
    lastStopReason: rec.lastStopReason,
  };
}

const isoOrNull = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** The list entry of a record, given its usage and state. */
export function summaryOf(rec: ConversationRecord, u: UsageSummary, state: ConversationState): ConversationSummary {
  const mainPath = rec.mainPath ?? '';
  return {
    id: rec.id,
    project: rec.cwd ? basename(rec.cwd) || rec.cwd : rec.projectDir,
    workingDirectory: rec.cwd,
    workingDirectories: [...rec.workingDirectories],
    projectDir: rec.projectDir,
    title: rec.customTitle ?? rec.summaryTitle ?? rec.firstPrompt,
    messageCount: rec.messageCount,
    userMessageCount: rec.userMessages,
    assistantMessageCount: rec.assistantMessages,
    tokens: u.totalTokens,
    tokenCounts: u.tokens,
    cost: u.cost.total,
    costBreakdown: u.cost,
    models: u.models.map((m) => m.model),
    // No line with a timestamp (e.g. only summary lines): the main file's time.
    created: isoOrNull(rec.createdMs ?? ((rec.mainPath ? rec.files.get(rec.mainPath)?.mtimeMs : undefined) || rec.lastModifiedMs || null)),
    lastModified: new Date(rec.lastModifiedMs).toISOString(),
    lastActivity: isoOrNull(rec.lastTimestampMs),
    state,
    status: statusOf(state),
    fileName: basename(mainPath),
    filePath: mainPath,
    subagentCount: rec.subagentFiles,
    toolCalls: [...rec.toolCounts.values()].reduce((a, b) => a + b, 0),
    malformedLines: rec.malformedLines,
    versions: [...rec.versions],
  };
}
