/**
 * The conversation index: one record per session id, with its subagent files folded in.
 * It keeps summaries, byte offsets and accounting — never message bodies — so memory
 * stays small on years of history; messages are read from disk on demand. Files are
 * parsed incrementally: on growth only the appended bytes are read.
 */
import { readdir, stat, open } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { readLines, readLineChunks } from './reader.ts';
import { parseLine, entryTimestamp, entryCwd, blocksOf, type Entry } from './schemas.ts';
import { Ledger, summarizeUsage, type UsageSummary, type TokenCounts } from './accounting.ts';
import { DEFAULT_PRICES, type PriceTable } from './prices.ts';
import { classifyPath, SAFE_ID, type TranscriptFile } from './paths.ts';
import { MessageBuilder, entryText, rawSearchText, type Message } from './messages.ts';
import { classifyState, statusOf, STATE_THRESHOLDS, type ConversationState, type StateThresholds } from './state.ts';
import { ContentIndex } from './content-index.ts';

export type LogLevel = 'warn' | 'info' | 'debug';
export type Logger = (level: LogLevel, message: string) => void;

export interface IndexOptions {
  /** The `projects/` folder of the assistant directory. */
  projectsDir: string;
  prices?: PriceTable;
  /** Clock, ms since epoch. */
  now?: () => number;
  log?: Logger;
  thresholds?: StateThresholds;
  /** Build the content-search word index in the background after the first scan (default true). */
  contentIndex?: boolean;
  /** Files up to this size get a live message builder when they change (default 64 MB). */
  liveBuildLimitBytes?: number;
}

interface FileState {
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
  messageCount = 0;
  userMessages = 0;
  assistantMessages = 0;
  lastMsg: { role: 'user' | 'assistant'; id: string } | null = null;
  lastStopReason: string | null = null;
  readonly pending = new Map<string, { messageId: string; name: string }>();
  readonly toolIds = new Set<string>();
  readonly toolCounts = new Map<string, number>();
  readonly countedToolIds = new Set<string>();
  readonly activeDays = new Set<string>();
  /** Messages per UTC hour ("YYYY-MM-DDTHH"), for activity heatmaps. */
  readonly activityByHour = new Map<string, number>();
  malformedLines = 0;
  readonly otherTypes = new Map<string, number>();
  readonly versions = new Set<string>();
  usageCache: UsageSummary | null = null;

  constructor(id: string, ordinal: number, projectDir: string) {
    this.id = id;
    this.ordinal = ordinal;
    this.projectDir = projectDir;
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

export type IndexEvent =
  | { type: 'conversation_added'; id: string }
  | { type: 'conversation_removed'; id: string }
  /** A conversation grew. `added`/`updated` are filled when its messages could be built. */
  | { type: 'conversation_updated'; id: string; added: Message[]; updated: Message[] };

export interface ScanReport {
  files: number;
  conversations: number;
  added: string[];
  updated: string[];
  removed: string[];
  malformedLines: number;
  warnings: string[];
  durationMs: number;
}

/** Whether appended entries add to an existing message (same assistant id, or a result for one of its calls). */
function touches(entries: Entry[], m: Message): boolean {
  const toolIds = new Set<string>();
  for (const b of m.blocks) if (b.type === 'tool_use') toolIds.add(b.id);
  for (const e of entries) {
    if (e.kind === 'assistant' && e.line.isSidechain !== true && e.line.message.id === m.id) return true;
    if (e.kind === 'user' && e.line.isSidechain !== true) {
      for (const b of blocksOf(e.line.message.content)) if (b.type === 'tool_result' && typeof b.tool_use_id === 'string' && toolIds.has(b.tool_use_id)) return true;
    }
  }
  return false;
}

const isoOrNull = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

function parseTime(ts: string | null): number | null {
  if (!ts) return null;
  const ms = Date.parse(ts);
  return Number.isFinite(ms) ? ms : null;
}

export class TranscriptIndex {
  readonly projectsDir: string;
  readonly prices: PriceTable;
  readonly now: () => number;
  readonly thresholds: StateThresholds;
  readonly ledger = new Ledger();
  readonly content = new ContentIndex();
  readonly #log: Logger;
  readonly #records = new Map<string, ConversationRecord>();
  readonly #byOrdinal: ConversationRecord[] = [];
  readonly #files = new Map<string, FileState>();
  readonly #warned = new Map<string, string>();
  readonly #listeners = new Set<(e: IndexEvent) => void>();
  readonly #live = new Map<string, { builder: MessageBuilder; offset: number }>();
  readonly #liveLimit: number;
  readonly #wantContent: boolean;
  #contentReady: Promise<void> | null = null;
  #contentDone = false;
  #queue: Promise<unknown> = Promise.resolve();
  lastScan: { at: string; report: ScanReport } | null = null;
  #closed = false;

  /** Stops background work (the content filter build); the index stays readable. */
  close(): void {
    this.#closed = true;
  }

  constructor(opts: IndexOptions) {
    this.projectsDir = opts.projectsDir;
    this.prices = opts.prices ?? DEFAULT_PRICES;
    this.now = opts.now ?? Date.now;
    this.thresholds = opts.thresholds ?? STATE_THRESHOLDS;
    this.#log = opts.log ?? (() => {});
    this.#liveLimit = opts.liveBuildLimitBytes ?? 64 * 1024 * 1024;
    this.#wantContent = opts.contentIndex ?? true;
  }

  /** Listens to index events; returns the unsubscribe function. */
  onEvent(fn: (e: IndexEvent) => void): () => void {
    this.#listeners.add(fn);
    return () => this.#listeners.delete(fn);
  }

  #emit(e: IndexEvent): void {
    for (const fn of this.#listeners) fn(e);
  }

  /** Runs index mutations one at a time (watcher events, rescans and requests can overlap). */
  #serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.#queue.then(fn, fn);
    this.#queue = next.catch(() => {});
    return next;
  }

  #warn(path: string, message: string): void {
    if (this.#warned.get(path) === message) return;
    this.#warned.set(path, message);
    this.#log('warn', message);
  }

  // ---- reading -------------------------------------------------------------------

  /** Every conversation (sessions whose main file exists), most recently modified first. */
  list(): ConversationRecord[] {
    const out: ConversationRecord[] = [];
    for (const r of this.#records.values()) if (r.mainPath) out.push(r);
    return out.sort((a, b) => b.lastModifiedMs - a.lastModifiedMs || (a.id < b.id ? -1 : 1));
  }

  /** Looks a conversation up by id; request values are only ever used as keys here. */
  get(id: string): ConversationRecord | undefined {
    if (!SAFE_ID.test(id)) return undefined;
    const r = this.#records.get(id);
    return r && r.mainPath ? r : undefined;
  }

  get size(): number {
    return this.list().length;
  }

  usage(rec: ConversationRecord): UsageSummary {
    return (rec.usageCache ??= summarizeUsage(this.ledger.messagesOf(rec.id), this.prices));
  }

  state(rec: ConversationRecord, nowMs = this.now()): ConversationState {
    const lastActivity = Math.max(rec.lastTimestampMs ?? 0, rec.lastModifiedMs) || null;
    return classifyState(
      { lastActivityMs: lastActivity, lastRole: rec.lastMsg?.role ?? null, pendingToolCalls: rec.pending.size, lastStopReason: rec.lastStopReason },
      nowMs,
      this.thresholds,
    );
  }

  summary(rec: ConversationRecord, nowMs = this.now()): ConversationSummary {
    const u = this.usage(rec);
    const state = this.state(rec, nowMs);
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
      created: isoOrNull(rec.createdMs),
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

  /** Streams every entry of a conversation: the main file, then each subagent file. */
  async forEachEntry(rec: ConversationRecord, fn: (e: Entry, file: { kind: TranscriptFile['kind']; path: string }) => void): Promise<void> {
    const files = [...rec.files.values()].sort((a, b) => (a.kind === 'main' ? -1 : b.kind === 'main' ? 1 : a.path < b.path ? -1 : 1));
    for (const f of files) {
      if (f.error) continue;
      try {
        await readLines(f.path, 0, (t) => fn(parseLine(t), { kind: f.kind, path: f.path }), f.offset);
      } catch (err) {
        this.#warn(f.path, `skipped ${f.path}: ${(err as Error).message}`);
      }
    }
  }

  /**
   * One page of messages (page from 0, oldest first), built from disk. Reading stops
   * once the page and the message after it are known, so early pages are cheap.
   */
  async readMessages(rec: ConversationRecord, page: number, limit: number): Promise<Message[]> {
    const start = page * limit;
    const end = start + limit;
    if (!rec.mainPath || start >= rec.messageCount) return [];
    const f = this.#files.get(rec.mainPath);
    if (!f) return [];
    const b = new MessageBuilder();
    let buffer: Entry[] = [];
    const flush = () => {
      b.add(buffer);
      buffer = [];
      if (b.messages.length > start + 1) b.trimBefore(Math.min(start, b.messages.length - 1));
    };
    await readLines(
      f.path,
      0,
      (t) => {
        buffer.push(parseLine(t));
        if (buffer.length >= 64) flush();
        return b.messages.length <= end;
      },
      f.offset,
    );
    flush();
    return b.messages.slice(start, end);
  }

  /**
   * Calls `fn` with every message of a conversation in order, holding only a small
   * window in memory (for in-conversation search and export). Return false to stop.
   */
  async forEachMessage(rec: ConversationRecord, fn: (m: Message) => boolean | void): Promise<void> {
    if (!rec.mainPath) return;
    const f = this.#files.get(rec.mainPath);
    if (!f) return;
    const b = new MessageBuilder();
    let stop = false;
    let buffer: Entry[] = [];
    const LAG = 32;
    let done = 0;
    const emitUpTo = (endPos: number) => {
      for (; done < endPos && !stop; done++) if (fn(b.messages[done]!) === false) stop = true;
      b.trimBefore(done);
    };
    await readLines(
      f.path,
      0,
      (t) => {
        buffer.push(parseLine(t));
        if (buffer.length >= 64) {
          b.add(buffer);
          buffer = [];
          if (b.messages.length - done > LAG * 2) emitUpTo(b.messages.length - LAG);
        }
        return !stop;
      },
      f.offset,
    );
    b.add(buffer);
    emitUpTo(b.messages.length);
  }

  // ---- scanning --------------------------------------------------------------------

  /**
   * Walks `projects/` and brings the index up to date (new, grown, shrunk and removed
   * files). After the first scan, growth found by a rescan emits `conversation_updated`.
   */
  scan(): Promise<ScanReport> {
    return this.#serial(() => this.#scan(this.lastScan !== null));
  }

  /** Re-reads one file after a change notice (path absolute or relative to projects/). */
  updatePath(path: string): Promise<void> {
    return this.#serial(() => this.#updatePath(path));
  }

  async #listFiles(): Promise<{ files: Map<string, TranscriptFile>; warnings: string[] }> {
    const files = new Map<string, TranscriptFile>();
    const warnings: string[] = [];
    const root = this.projectsDir;
    let projects;
    try {
      projects = await readdir(root, { withFileTypes: true });
    } catch (err) {
      warnings.push(`cannot read ${root}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
      return { files, warnings };
    }
    for (const p of projects) {
      if (!p.isDirectory()) continue;
      const dir = join(root, p.name);
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (err) {
        warnings.push(`cannot read ${dir}: ${(err as NodeJS.ErrnoException).code}`);
        continue;
      }
      for (const e of entries) {
        if ((e.isFile() || e.isSymbolicLink()) && e.name.endsWith('.jsonl')) {
          const c = classifyPath(`${p.name}/${e.name}`);
          if (c) files.set(join(dir, e.name), c);
        } else if (e.isDirectory() && SAFE_ID.test(e.name)) {
          const subDir = join(dir, e.name, 'subagents');
          let subs;
          try {
            subs = await readdir(subDir, { withFileTypes: true });
          } catch {
            continue; // most session folders have no subagents
          }
          for (const s of subs) {
            if (!(s.isFile() || s.isSymbolicLink()) || !s.name.endsWith('.jsonl')) continue;
            const c = classifyPath(`${p.name}/${e.name}/subagents/${s.name}`);
            if (c) files.set(join(subDir, s.name), c);
          }
        }
      }
    }
    return { files, warnings };
  }

  async #scan(live: boolean): Promise<ScanReport> {
    const t0 = performance.now();
    const { files, warnings } = await this.#listFiles();
    for (const w of warnings) this.#warn(w, w);
    const added: string[] = [];
    const updated = new Set<string>();
    const removed: string[] = [];
    // Stat first, then read oldest first so the ledger credits a copied message to the original session.
    const stats: Array<{ path: string; c: TranscriptFile; size: number; mtimeMs: number }> = [];
    for (const [path, c] of files) {
      try {
        const s = await stat(path);
        if (!s.isFile()) continue;
        stats.push({ path, c, size: s.size, mtimeMs: s.mtimeMs });
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        const msg = code === 'ENOENT' ? `skipped ${path}: broken symlink or vanished file` : `skipped ${path}: ${code}`;
        warnings.push(msg);
        this.#warn(path, msg);
      }
    }
    stats.sort((a, b) => a.mtimeMs - b.mtimeMs || (a.c.kind === 'main' ? -1 : 1));
    const seen = new Set(stats.map((s) => s.path));
    for (const s of stats) {
      const r = await this.#processFile(s.path, s.c, live);
      if (r === 'added') added.push(this.#files.get(s.path)!.sessionId);
      else if (r === 'updated') updated.add(this.#files.get(s.path)!.sessionId);
      else if (r === 'error') warnings.push(this.#warned.get(s.path) ?? `skipped ${s.path}`);
    }
    for (const path of [...this.#files.keys()]) {
      if (seen.has(path) || files.has(path)) continue;
      const id = this.#removeFile(path);
      if (id) removed.push(id);
    }
    let malformed = 0;
    for (const r of this.#records.values()) malformed += r.malformedLines;
    const report: ScanReport = {
      files: stats.length,
      conversations: this.size,
      added: [...new Set(added)].filter((id) => this.get(id)),
      updated: [...updated].filter((id) => !added.includes(id)),
      removed,
      malformedLines: malformed,
      warnings,
      durationMs: performance.now() - t0,
    };
    this.lastScan = { at: new Date(this.now()).toISOString(), report };
    for (const id of report.added) this.#emit({ type: 'conversation_added', id });
    for (const id of removed) this.#emit({ type: 'conversation_removed', id });
    if (this.#wantContent && !this.#contentReady) this.#contentReady = this.#buildContentIndex();
    return report;
  }

  async #updatePath(path: string): Promise<void> {
    const abs = path.startsWith(this.projectsDir) ? path : join(this.projectsDir, path);
    const c = classifyPath(relative(this.projectsDir, abs));
    if (!c) return;
    let exists = true;
    try {
      exists = (await stat(abs)).isFile();
    } catch {
      exists = false;
    }
    if (!exists) {
      const id = this.#removeFile(abs);
      if (id) this.#emit({ type: 'conversation_removed', id });
      return;
    }
    const r = await this.#processFile(abs, c, true);
    if (r === 'added') {
      const id = this.#files.get(abs)?.sessionId;
      if (id && this.get(id)) this.#emit({ type: 'conversation_added', id });
    }
  }

  /** Removes one file; returns the session id when the whole conversation went away. */
  #removeFile(path: string): string | null {
    const f = this.#files.get(path);
    if (!f) return null;
    this.#files.delete(path);
    const rec = this.#records.get(f.sessionId);
    if (!rec) return null;
    rec.files.delete(path);
    this.#live.delete(rec.id);
    if (f.kind === 'main' || rec.files.size === 0) {
      for (const p of rec.files.keys()) this.#files.delete(p);
      this.ledger.removeSession(rec.id);
      this.#records.delete(rec.id);
      return f.kind === 'main' ? rec.id : null;
    }
    // A subagent file vanished: rebuild the figures from the files that remain.
    void this.#rebuild(rec);
    return null;
  }

  async #peekSessionId(path: string): Promise<string | null> {
    const fh = await open(path, 'r');
    try {
      const buf = Buffer.alloc(256 * 1024);
      const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
      const m = /"sessionId"\s*:\s*"([^"]+)"/.exec(buf.toString('utf8', 0, bytesRead));
      return m && SAFE_ID.test(m[1]!) ? m[1]! : null;
    } finally {
      await fh.close();
    }
  }

  #record(id: string, projectDir: string): ConversationRecord {
    let rec = this.#records.get(id);
    if (!rec) {
      rec = new ConversationRecord(id, this.#byOrdinal.length, projectDir);
      this.#byOrdinal.push(rec);
      this.#records.set(id, rec);
    }
    return rec;
  }

  byOrdinal(ord: number): ConversationRecord | undefined {
    const r = this.#byOrdinal[ord];
    return r && this.#records.get(r.id) === r ? r : undefined;
  }

  async #processFile(path: string, c: TranscriptFile, live: boolean): Promise<'added' | 'updated' | 'unchanged' | 'error'> {
    let f = this.#files.get(path);
    let st;
    try {
      st = await stat(path);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      this.#warn(path, code === 'ENOENT' ? `skipped ${path}: broken symlink or vanished file` : `skipped ${path}: ${code}`);
      if (f) f.error = code ?? 'error';
      return 'error';
    }
    let isNew = false;
    if (!f) {
      let sessionId: string | null;
      try {
        sessionId = c.kind === 'legacy-agent' ? await this.#peekSessionId(path) : c.sessionId;
      } catch (err) {
        this.#warn(path, `skipped ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
        return 'error';
      }
      if (!sessionId) return 'unchanged'; // an agent file with no line yet
      f = { path, kind: c.kind, sessionId, size: 0, mtimeMs: 0, offset: 0, error: null };
      this.#files.set(path, f);
      const rec = this.#record(sessionId, c.projectDir);
      rec.files.set(path, f);
      if (c.kind === 'main') {
        isNew = rec.mainPath === null;
        rec.mainPath = path;
        rec.projectDir = c.projectDir;
      }
    }
    const rec = this.#records.get(f.sessionId)!;
    if (st.size < f.offset) {
      // Rewritten or truncated: start this conversation over.
      await this.#rebuild(rec);
      return 'updated';
    }
    if (st.size === f.size && st.mtimeMs === f.mtimeMs && !f.error) return 'unchanged';
    const before = { count: rec.messageCount, offset: f.offset, last: rec.lastMsg };
    const collected: Entry[] | null = live && f.kind === 'main' ? [] : null;
    try {
      await this.#readInto(rec, f, collected);
      f.error = null;
      this.#warned.delete(path);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
      f.error = code;
      this.#warn(path, `skipped ${path}: ${code}`);
      return 'error';
    }
    f.size = st.size;
    f.mtimeMs = st.mtimeMs;
    if (live && !isNew && f.kind === 'main') await this.#liveUpdate(rec, f, before, collected ?? []);
    else if (live && !isNew) this.#emit({ type: 'conversation_updated', id: rec.id, added: [], updated: [] });
    return isNew ? 'added' : 'updated';
  }

  async #readInto(rec: ConversationRecord, f: FileState, collected: Entry[] | null): Promise<void> {
    const sidechainFile = f.kind !== 'main';
    // Once the content filters exist, appended text goes straight into them.
    const filtered = this.#contentDone || this.content.has(rec.ordinal);
    const res = await readLines(f.path, f.offset, (text, offset) => {
      const e = parseLine(text);
      this.#apply(rec, e, sidechainFile, `${f.path}:${offset}`);
      collected?.push(e);
      if (filtered) {
        const t = entryText(e);
        if (t) this.content.add(rec.ordinal, f.path, offset, offset + Buffer.byteLength(text) + 1, t.toLowerCase(), Math.max(f.size, offset + text.length));
      }
    });
    f.offset = res.nextOffset;
  }

  async #rebuild(rec: ConversationRecord): Promise<void> {
    const files = [...rec.files.values()];
    this.ledger.removeSession(rec.id);
    this.#live.delete(rec.id);
    this.content.reset(rec.ordinal);
    const fresh = new ConversationRecord(rec.id, rec.ordinal, rec.projectDir);
    fresh.mainPath = rec.mainPath;
    this.#records.set(rec.id, fresh);
    this.#byOrdinal[rec.ordinal] = fresh;
    for (const f of files) {
      f.offset = 0;
      fresh.files.set(f.path, f);
      try {
        const st = await stat(f.path);
        await this.#readInto(fresh, f, null);
        f.size = st.size;
        f.mtimeMs = st.mtimeMs;
        f.error = null;
      } catch (err) {
        f.error = (err as NodeJS.ErrnoException).code ?? 'error';
      }
    }
    this.#emit({ type: 'conversation_updated', id: rec.id, added: [], updated: [] });
  }

  /** Applies one entry to a record's figures. Mirrors MessageBuilder's message boundaries. */
  #apply(rec: ConversationRecord, e: Entry, sidechainFile: boolean, fallbackKey: string): void {
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
    const ms = parseTime(entryTimestamp(e));
    if (ms !== null) {
      if (rec.createdMs === null || ms < rec.createdMs) rec.createdMs = ms;
      if (rec.lastTimestampMs === null || ms > rec.lastTimestampMs) rec.lastTimestampMs = ms;
    }
    const cwd = entryCwd(e);
    if (cwd) {
      if (!sidechainFile && rec.cwd === null) rec.cwd = cwd;
      rec.workingDirectories.add(cwd);
    }
    if (e.kind !== 'user' && e.kind !== 'assistant') return;
    const line = e.line;
    if (line.version) rec.versions.add(line.version);
    const mainThread = !sidechainFile && line.isSidechain !== true;
    const iso = ms !== null ? new Date(ms).toISOString() : null;
    const countMessage = () => {
      rec.messageCount++;
      if (iso) {
        rec.activeDays.add(iso.slice(0, 10));
        const h = iso.slice(0, 13);
        rec.activityByHour.set(h, (rec.activityByHour.get(h) ?? 0) + 1);
      }
    };
    if (e.kind === 'assistant') {
      const owner = this.ledger.add(rec.id, e.line, fallbackKey);
      if (owner !== null) {
        const o = this.#records.get(owner);
        if (o) o.usageCache = null;
      }
      const blocks = blocksOf(e.line.message.content);
      for (const b of blocks) {
        if (b.type !== 'tool_use' || typeof b.name !== 'string') continue;
        if (typeof b.id === 'string') {
          if (rec.countedToolIds.has(b.id)) continue; // a sidechain copy of a line already seen
          rec.countedToolIds.add(b.id);
        }
        rec.toolCounts.set(b.name, (rec.toolCounts.get(b.name) ?? 0) + 1);
      }
      if (!mainThread) return;
      const id = e.line.message.id ?? line.uuid ?? fallbackKey;
      if (!(rec.lastMsg && rec.lastMsg.role === 'assistant' && rec.lastMsg.id === id)) {
        countMessage();
        rec.assistantMessages++;
        rec.lastMsg = { role: 'assistant', id };
      }
      rec.lastStopReason = e.line.message.stop_reason ?? null;
      for (const b of blocks) {
        if (b.type === 'tool_use' && typeof b.id === 'string') {
          rec.pending.set(b.id, { messageId: id, name: typeof b.name === 'string' ? b.name : 'unknown' });
          rec.toolIds.add(b.id);
        }
      }
      return;
    }
    if (!mainThread) return;
    let isMessage = false;
    for (const b of blocksOf(e.line.message.content)) {
      if (b.type === 'tool_result' && typeof b.tool_use_id === 'string') {
        rec.pending.delete(b.tool_use_id);
        if (!rec.toolIds.has(b.tool_use_id)) isMessage = true;
      } else isMessage = true;
    }
    if (isMessage) {
      countMessage();
      rec.userMessages++;
      rec.lastMsg = { role: 'user', id: line.uuid ?? fallbackKey };
      if (rec.firstPrompt === null && e.line.isMeta !== true) {
        const text = blocksOf(e.line.message.content).find((b) => b.type === 'text' && typeof b.text === 'string') as { text: string } | undefined;
        if (text && !text.text.startsWith('<')) rec.firstPrompt = text.text.slice(0, 200);
      }
    }
  }

  /** Builds the messages that changed when a main file grew, keeping a few live builders. */
  async #liveUpdate(
    rec: ConversationRecord,
    f: FileState,
    before: { count: number; offset: number; last: ConversationRecord['lastMsg'] },
    entries: Entry[],
  ): Promise<void> {
    let live = this.#live.get(rec.id);
    let added: Message[] = [];
    let updated: Message[] = [];
    if (live && live.offset === before.offset) {
      const ch = live.builder.add(entries);
      added = ch.added;
      updated = ch.updated;
      live.offset = f.offset;
    } else if (f.offset <= this.#liveLimit) {
      // First change seen for this conversation: build it once from disk, then keep the builder.
      const builder = new MessageBuilder();
      let buffer: Entry[] = [];
      await readLines(
        f.path,
        0,
        (t) => {
          buffer.push(parseLine(t));
          if (buffer.length >= 256) {
            builder.add(buffer);
            buffer = [];
            builder.trimBefore(Math.min(before.count - 1, builder.messages.length - 600));
          }
        },
        f.offset,
      );
      builder.add(buffer);
      added = builder.messages.slice(before.count);
      const prev = builder.messages[before.count - 1];
      if (prev && touches(entries, prev)) updated = [prev];
      live = { builder, offset: f.offset };
    } else {
      // Too large to rebuild on every first change: build the appended entries on their own.
      const builder = new MessageBuilder(before.count);
      added = builder.add(entries).added;
      live = { builder, offset: f.offset };
    }
    live.builder.trimBefore(live.builder.messages.length - 500);
    this.#live.delete(rec.id);
    this.#live.set(rec.id, live); // most recent last
    while (this.#live.size > 16) this.#live.delete(this.#live.keys().next().value!);
    this.#emit({ type: 'conversation_updated', id: rec.id, added, updated });
  }

  // ---- content index -----------------------------------------------------------------

  /** Resolves when the content index covers every file of the first scan. */
  contentIndexReady(): Promise<void> {
    return this.#contentReady ?? Promise.resolve();
  }

  get contentIndexComplete(): boolean {
    return this.#contentDone;
  }

  async #buildContentIndex(): Promise<void> {
    const t0 = performance.now();
    for (const rec of [...this.#records.values()]) {
      if (this.#closed) return;
      if (this.content.has(rec.ordinal)) continue;
      this.content.open(rec.ordinal);
      for (const f of [...rec.files.values()]) {
        if (f.error) continue;
        try {
          await readLines(
            f.path,
            0,
            (t, offset) => {
              let raw: unknown;
              try {
                raw = JSON.parse(t);
              } catch {
                return;
              }
              const text = rawSearchText(raw);
              if (text) this.content.add(rec.ordinal, f.path, offset, offset + Buffer.byteLength(t) + 1, text.toLowerCase(), f.offset);
            },
            f.offset,
          );
        } catch {
          // reported by the scan
        }
      }
    }
    this.#contentDone = true;
    this.#log('info', `content index: ${this.#records.size} conversations, ${Math.round(this.content.bytes / 1024)} KiB of filters, built in ${Math.round(performance.now() - t0)} ms`);
  }

  /**
   * Whether every term (lower case) occurs in the conversation's searchable text (text,
   * thinking, tool names, inputs and results, subagents included). Reads the files and
   * stops at the point all terms were seen.
   *
   * A term of printable ASCII without `"` or `\` appears verbatim (up to case) in the raw
   * JSON line whenever it appears in the line's text, so such terms are looked for in
   * the raw bytes of each chunk (up to 1 MB): first a byte search for the lower-case
   * form through all ranges, then, for terms still missing, a case-insensitive one over
   * the chunks read as Latin-1 (one byte per character, so positions are byte offsets;
   * UTF-8 bytes of other characters are never ASCII).
   * Only the lines holding a match are decoded and parsed, to check that the match is
   * in the searchable text and not in a field such as `cwd`. Other terms fall back to
   * parsing every line of the ranges.
   */
  async containsAll(rec: ConversationRecord, terms: string[]): Promise<boolean> {
    const remaining = new Set(terms);
    const verbatim = terms.every((t) => /^[\x20-\x7e]+$/.test(t) && !/["\\]/.test(t));
    const bytesOf = new Map(terms.map((t) => [t, Buffer.from(t, 'latin1')]));
    const patterns = new Map(terms.map((t) => [t, new RegExp(t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi')]));
    /** Marks the terms found in the text of the line [from, to) of `bytes`. */
    const confirmLine = (bytes: Buffer, from: number, to: number): void => {
      let raw: unknown;
      try {
        raw = JSON.parse(bytes.toString('utf8', from, to));
      } catch {
        return;
      }
      const text = rawSearchText(raw).toLowerCase();
      for (const t of [...remaining]) if (text.includes(t)) remaining.delete(t);
    };
    const lineAround = (bytes: Buffer, at: number): [number, number] => {
      const nl = bytes.indexOf(10, at);
      return [bytes.lastIndexOf(10, at) + 1, nl === -1 ? bytes.length : nl];
    };
    const onChunk = (bytes: Buffer, anyCase: boolean): boolean => {
      if (!verbatim) {
        for (let from = 0; from < bytes.length; ) {
          const nl = bytes.indexOf(10, from);
          const to = nl === -1 ? bytes.length : nl;
          if (to > from) confirmLine(bytes, from, to);
          if (remaining.size === 0) return false;
          from = to + 1;
        }
        return true;
      }
      for (const t of [...remaining]) {
        if (!remaining.has(t)) continue; // found on a line confirmed for another term
        if (!anyCase) {
          const lower = bytesOf.get(t)!;
          for (let at = bytes.indexOf(lower); at !== -1 && remaining.has(t); ) {
            const [from, to] = lineAround(bytes, at);
            confirmLine(bytes, from, to);
            at = to < bytes.length ? bytes.indexOf(lower, to + 1) : -1;
          }
          continue;
        }
        const re = patterns.get(t)!;
        re.lastIndex = 0;
        const latin1 = bytes.toString('latin1');
        for (let m = re.exec(latin1); m && remaining.has(t); m = re.exec(latin1)) {
          const [from, to] = lineAround(bytes, m.index);
          confirmLine(bytes, from, to);
          re.lastIndex = to + 1;
        }
      }
      return remaining.size > 0;
    };
    const files = [...rec.files.values()].sort((a, b) => (a.kind === 'main' ? -1 : b.kind === 'main' ? 1 : 0));
    const pass = async (anyCase: boolean): Promise<boolean> => {
      for (const f of files) {
        if (f.error) continue;
        // Only the byte ranges whose filter may hold a remaining term (the whole file when not filtered yet).
        const ranges = this.content.segments(rec.ordinal, f.path, remaining) ?? [{ start: 0, end: f.offset }];
        for (const r of ranges) {
          const end = Math.min(r.end, f.offset);
          if (end <= r.start) continue;
          try {
            await readLineChunks(f.path, r.start, end, (bytes) => onChunk(bytes, anyCase));
          } catch {
            // unreadable now: reported by the scan
          }
          if (remaining.size === 0) return true;
        }
      }
      return false;
    };
    // Lower case first, everywhere: the usual spelling, and a byte search is the cheapest.
    // Only terms still missing then are looked for in any case (a second read).
    if (await pass(false)) return true;
    return verbatim ? pass(true) : false;
  }
}
