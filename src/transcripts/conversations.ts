/**
 * The conversation index (`TranscriptIndex`): the coordinator. One record per session
 * id with its subagent files folded in; it keeps summaries, byte offsets and accounting
 * — never message bodies — so memory stays small on years of history. Files are parsed
 * incrementally: on growth only the appended bytes are read. Each other job has its
 * own module (see the table in docs/transcripts.md).
 */
import { stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { Entry, AssistantLine } from './schemas.ts';
import { attachFile, foldFile } from './file-fold.ts';
import { Ledger } from './ledger.ts';
import { summarizeUsage, type UsageSummary } from './usage-summary.ts';
import { DEFAULT_PRICES, type PriceTable } from './prices.ts';
import { classifyPath, SAFE_ID, type TranscriptFile } from './paths.ts';
import { entryText, type Message } from './messages.ts';
import { classifyState, STATE_THRESHOLDS, type ConversationState, type StateThresholds } from './state.ts';
import { SegmentFilters } from './segment-filters.ts';
import { ConversationRecord, summaryOf, activitySignals, type FileState, type ConversationSummary } from './conversation-record.ts';
import { LineOwners, usageOwner, type ClassifierOptions } from './entry-classifier.ts';
import { listTranscriptFiles, statOldestFirst, peekSessionId } from './file-scanner.ts';
import { readMessagePage, forEachMessageIn, forEachEntryIn } from './message-pages.ts';
import { LiveBuilders } from './live-builders.ts';
import { FilterBuild, containsAll } from './content-search.ts';
import { recordToState, recordFromState, type IndexState } from './index-snapshot.ts';
import { EventQueue, type IndexOptions, type IndexEvent, type ScanReport, type Logger } from './index-events.ts';

export { ConversationRecord, type ConversationSummary, type FileState } from './conversation-record.ts';
export type { LogLevel, Logger, IndexOptions, IndexEvent, ScanReport } from './index-events.ts';

export class TranscriptIndex {
  readonly projectsDir: string;
  readonly prices: PriceTable;
  readonly now: () => number;
  readonly thresholds: StateThresholds;
  ledger = new Ledger();
  /** Per-segment 4-gram filters of each file's searchable text (content search). */
  readonly filters = new SegmentFilters();
  readonly #log: Logger;
  readonly #records = new Map<string, ConversationRecord>();
  readonly #byOrdinal: Array<ConversationRecord | undefined> = [];
  readonly #files = new Map<string, FileState>();
  readonly #warned = new Map<string, string>();
  readonly #events = new EventQueue();
  readonly #live: LiveBuilders;
  /** Which session each message line was first seen in (fork detection). */
  readonly #lineOwners = new LineOwners((ord) => this.byOrdinal(ord) !== undefined);
  /** Builds the filters in the background after the first scan (when wanted). */
  readonly #filterBuild: FilterBuild | null;
  lastScan: { at: string; report: ScanReport } | null = null;

  /** Stops background work (the content filter build); the index stays readable. */
  close(): void {
    this.#filterBuild?.stop();
  }

  constructor(opts: IndexOptions) {
    this.projectsDir = resolve(opts.projectsDir); // absolute: file paths and the snapshot key must not depend on the cwd
    this.prices = opts.prices ?? DEFAULT_PRICES;
    this.now = opts.now ?? Date.now;
    this.thresholds = opts.thresholds ?? STATE_THRESHOLDS;
    this.#log = opts.log ?? (() => {});
    this.#live = new LiveBuilders(opts.liveBuildLimitBytes ?? 64 * 1024 * 1024);
    this.#filterBuild = opts.contentIndex ?? true ? new FilterBuild(this.filters, this.#log) : null;
  }

  /** Listens to index events; returns the unsubscribe function. */
  onEvent(fn: (e: IndexEvent) => void): () => void {
    return this.#events.onEvent(fn);
  }

  #warn(path: string, message: string): void {
    if (this.#warned.get(path) === message) return;
    this.#warned.set(path, message);
    this.#log('warn', message);
  }

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

  /** The folder of a session known only by subagent files (its main file is gone), for usage reports. */
  folderOfDetached(id: string): string | undefined {
    const r = this.#records.get(id);
    return r && !r.mainPath ? r.projectDir : undefined;
  }

  get size(): number {
    let n = 0;
    for (const r of this.#records.values()) if (r.mainPath) n++;
    return n;
  }

  usage(rec: ConversationRecord): UsageSummary {
    return (rec.usageCache ??= summarizeUsage(this.ledger.entriesOf(rec.id), this.prices));
  }

  state(rec: ConversationRecord, nowMs = this.now()): ConversationState {
    return classifyState(activitySignals(rec), nowMs, this.thresholds);
  }

  summary(rec: ConversationRecord, nowMs = this.now()): ConversationSummary {
    return summaryOf(rec, this.usage(rec), this.state(rec, nowMs));
  }

  /** What a classifier of conversation `rec` needs: its session id, its main file's first time, and which line uuids other sessions hold first. */
  classifierOptions(rec: ConversationRecord): ClassifierOptions {
    return { sessionId: rec.id, fileStartMs: rec.classifier.fileStartMs, ...this.#lineOwners.optionsFor(rec.ordinal) };
  }

  /** Streams every entry of a conversation: the main file, then each subagent file. */
  forEachEntry(rec: ConversationRecord, fn: (e: Entry, file: { kind: TranscriptFile['kind']; path: string }) => void): Promise<void> {
    return forEachEntryIn(rec.files.values(), fn, (path, err) => this.#warn(path, `skipped ${path}: ${err.message}`));
  }

  /** One page of messages (page from 0, oldest first), built from disk; `whole`: blocks are not cut (BLOCK_LIMIT_BYTES). */
  async readMessages(rec: ConversationRecord, page: number, limit: number, whole = false): Promise<Message[]> {
    const f = rec.mainPath ? this.#files.get(rec.mainPath) : undefined;
    if (!f || page * limit >= rec.shownMessages) return [];
    return readMessagePage(f.path, f.offset, page, limit, { ...this.classifierOptions(rec), blockLimit: whole ? Infinity : undefined }, rec.pageMarks);
  }

  /** Every message in order, a small window in memory (search, export); `fn` returns false to stop. */
  async forEachMessage(rec: ConversationRecord, fn: (m: Message) => boolean | void): Promise<void> {
    const f = rec.mainPath ? this.#files.get(rec.mainPath) : undefined;
    if (f) await forEachMessageIn(f.path, f.offset, fn, this.classifierOptions(rec));
  }

  /**
   * Walks `projects/` and brings the index up to date (new, grown, shrunk and removed
   * files). After the first scan, growth found by a rescan emits `conversation_updated`.
   */
  scan(): Promise<ScanReport> {
    return this.#events.serial(() => this.#scan(this.lastScan !== null));
  }

  /** Re-reads one file after a change notice (path absolute or relative to projects/). */
  updatePath(path: string): Promise<void> {
    return this.#events.serial(() => this.#updatePath(path));
  }

  async #scan(live: boolean): Promise<ScanReport> {
    const t0 = performance.now();
    const { files, warnings } = await listTranscriptFiles(this.projectsDir);
    for (const w of warnings) this.#warn(w, w);
    const added: string[] = [];
    const updated = new Set<string>();
    const removed: string[] = [];
    const stats = await statOldestFirst(files);
    for (const [path, msg] of stats.warnings) {
      warnings.push(msg);
      this.#warn(path, msg);
    }
    const seen = new Set(stats.files.map((s) => s.path));
    for (const s of stats.files) {
      const r = await this.#processFile(s.path, s.c, live, s);
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
      files: stats.files.length,
      conversations: this.size,
      added: [...new Set(added)].filter((id) => this.get(id)),
      updated: [...updated].filter((id) => !added.includes(id)),
      removed,
      malformedLines: malformed,
      warnings,
      durationMs: performance.now() - t0,
    };
    this.lastScan = { at: new Date(this.now()).toISOString(), report };
    for (const id of report.added) this.#events.emit({ type: 'conversation_added', id });
    for (const id of removed) this.#events.emit({ type: 'conversation_removed', id });
    this.#filterBuild?.start([...this.#records.values()]);
    return report;
  }

  async #updatePath(path: string): Promise<void> {
    const abs = path.startsWith(this.projectsDir) ? path : join(this.projectsDir, path);
    const c = classifyPath(relative(this.projectsDir, abs));
    if (!c) return;
    const exists = await stat(abs).then((st) => st.isFile(), () => false);
    if (!exists) {
      const id = this.#removeFile(abs);
      if (id) this.#events.emit({ type: 'conversation_removed', id });
      return;
    }
    const r = await this.#processFile(abs, c, true);
    if (r === 'added') {
      const id = this.#files.get(abs)?.sessionId;
      if (id && this.get(id)) this.#events.emit({ type: 'conversation_added', id });
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
    this.#live.drop(rec.id);
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

  #record(id: string, projectDir: string): ConversationRecord {
    let rec = this.#records.get(id);
    if (!rec) {
      const ordinal = this.#byOrdinal.length;
      rec = new ConversationRecord(id, ordinal, projectDir, this.#lineOwners.optionsFor(ordinal));
      this.#byOrdinal.push(rec);
      this.#records.set(id, rec);
    }
    return rec;
  }

  byOrdinal(ord: number): ConversationRecord | undefined {
    const r = this.#byOrdinal[ord];
    return r && this.#records.get(r.id) === r ? r : undefined;
  }

  /** `known`: a stat taken just before (the scan's), saving a second one per file. */
  async #processFile(path: string, c: TranscriptFile, live: boolean, known?: { size: number; mtimeMs: number }): Promise<'added' | 'updated' | 'unchanged' | 'error'> {
    let f = this.#files.get(path);
    let st;
    try {
      st = known ?? (await stat(path));
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
        sessionId = c.kind === 'legacy-agent' ? peekSessionId(path) : c.sessionId;
      } catch (err) {
        this.#warn(path, `skipped ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
        return 'error';
      }
      if (!sessionId) return 'unchanged'; // an agent file with no line yet
      ({ f, isNew } = attachFile(this.#record(sessionId, c.projectDir), path, c.kind, c.projectDir));
      this.#files.set(path, f);
    }
    const rec = this.#records.get(f.sessionId)!;
    if (st.size < f.offset) {
      // Rewritten or truncated: start this conversation over.
      await this.#rebuild(rec);
      return 'updated';
    }
    if (st.size === f.size && st.mtimeMs === f.mtimeMs && !f.error) return 'unchanged';
    const before = { count: rec.shownMessages, offset: f.offset };
    const collected: Entry[] | null = live && f.kind === 'main' ? [] : null;
    try {
      // The first scan reads synchronously: no server answers yet (reader.ts, `sync`).
      await this.#readInto(rec, f, collected, !live);
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
    else if (live && !isNew) this.#events.emit({ type: 'conversation_updated', id: rec.id, added: [], updated: [] });
    return isNew ? 'added' : 'updated';
  }

  async #readInto(rec: ConversationRecord, f: FileState, collected: Entry[] | null, sync = false): Promise<void> {
    // Once the content filters exist, appended text goes straight into them.
    const filtered = this.#filterBuild?.covers(rec.ordinal) ?? false;
    await foldFile(
      rec,
      f,
      {
        account: (line: AssistantLine, key: string) => {
          // The session whose figures changed recomputes its usage summary on demand. A
          // forked copy's usage goes to the session it was sent from (`usageOwner`).
          const owner = this.ledger.add(usageOwner(line, rec.id), line, key);
          const o = owner === null ? undefined : this.#records.get(owner);
          if (o) o.usageCache = null;
        },
        claim: (uuid) => this.#lineOwners.claim(uuid, rec.ordinal),
        onEntry: (e, text, offset) => {
          collected?.push(e);
          if (!filtered) return;
          const t = entryText(e);
          if (t) this.filters.add(rec.ordinal, f.path, offset, offset + Buffer.byteLength(text) + 1, t.toLowerCase(), Math.max(f.size, offset + text.length));
        },
      },
      sync,
    );
  }

  async #rebuild(rec: ConversationRecord): Promise<void> {
    const files = [...rec.files.values()];
    this.ledger.removeSession(rec.id);
    this.#live.drop(rec.id);
    this.filters.reset(rec.ordinal);
    const fresh = new ConversationRecord(rec.id, rec.ordinal, rec.projectDir, this.#lineOwners.optionsFor(rec.ordinal));
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
    this.#events.emit({ type: 'conversation_updated', id: rec.id, added: [], updated: [] });
  }

  /** Emits the messages a growth of a main file added or changed. */
  async #liveUpdate(rec: ConversationRecord, f: FileState, before: { count: number; offset: number }, entries: Entry[]): Promise<void> {
    const { added, updated } = await this.#live.update(rec.id, { path: f.path, fromOffset: before.offset, toOffset: f.offset, countBefore: before.count, entries }, this.classifierOptions(rec));
    this.#events.emit({ type: 'conversation_updated', id: rec.id, added, updated });
  }

  /** Resolves when the content filters cover every file of the first scan. */
  contentIndexReady(): Promise<void> {
    return this.#filterBuild?.ready ?? Promise.resolve();
  }

  get contentIndexComplete(): boolean {
    return this.#filterBuild?.complete ?? false;
  }

  /** `exportState` once no mutation is under way: a half-read file would be counted twice after a restore. */
  exportStateWhenIdle(): Promise<IndexState> {
    return this.#events.serial(async () => this.exportState());
  }

  /** What a restart needs to skip unchanged files. */
  exportState(): IndexState {
    for (const r of this.#records.values()) this.usage(r); // saved with the records: the first list after a restart needs no pass over the ledger
    return { records: [...this.#records.values()].map(recordToState), ordinals: this.#byOrdinal.length, ledger: this.ledger.exportState(), pricesKey: JSON.stringify(this.prices), owners: this.#lineOwners.exportState() };
  }

  /** Restores an exported state; only before the first scan (which then reads what changed). Throws on a state that is not ours. */
  restoreState(st: IndexState): void {
    if (this.lastScan || this.#records.size) throw new Error('restoreState: the index is not empty');
    this.ledger = Ledger.fromState(st.ledger);
    const pricesKey = JSON.stringify(this.prices);
    this.#byOrdinal.length = st.ordinals;
    for (const rs of st.records) {
      const rec = recordFromState(rs, this.#lineOwners.optionsFor(rs.ordinal));
      if (st.pricesKey === pricesKey && rs.usage && typeof rs.usage.totalTokens === 'number') rec.usageCache = rs.usage;
      if (rec.ordinal >= st.ordinals || this.#byOrdinal[rec.ordinal] || this.#records.has(rec.id)) throw new Error('bad record ordinal');
      this.#byOrdinal[rec.ordinal] = rec;
      this.#records.set(rec.id, rec);
      for (const f of rec.files.values()) this.#files.set(f.path, f);
    }
    this.#lineOwners.importState(st.owners);
  }

  /** Whether every lower-case term occurs in the conversation's searchable text (content-search.ts). */
  containsAll(rec: ConversationRecord, terms: string[]): Promise<boolean> {
    return containsAll(this.filters, rec.ordinal, rec.files.values(), terms);
  }
}
