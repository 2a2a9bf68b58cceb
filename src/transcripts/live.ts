/**
 * The transcript service both local servers start: index + first scan + watcher +
 * state tracking. State changes are computed on every index event and on a timer
 * (states also change by the passing of time).
 */
import { TranscriptIndex, type IndexOptions, type IndexEvent, type ScanReport } from './conversations.ts';
import { watchTranscripts, type TranscriptWatcher, type WatcherOptions } from './watcher.ts';
import type { ConversationState } from './state.ts';
import { loadSnapshot, saveSnapshot, makeSnapshot, snapshotPath } from './index-snapshot.ts';
import { parallelFirstScan, type FirstScanLedger } from './parallel-scan.ts';

interface StateChange {
  conversationId: string;
  previousState: ConversationState | null;
  state: ConversationState;
  status: string;
}

export interface TranscriptService {
  index: TranscriptIndex;
  firstScan: ScanReport;
  watcher: TranscriptWatcher;
  /** Current state of every conversation. */
  states(): Map<string, ConversationState>;
  onEvent(fn: (e: IndexEvent) => void): () => void;
  onStateChange(fn: (changes: StateChange[]) => void): () => void;
  /** Recomputes states now and notifies changes (also runs on a timer). */
  checkStates(): StateChange[];
  /** Writes the index snapshot now when it changed since the last one (with `cache`). */
  flush(): Promise<void>;
  /** `firstScanLedger` when the first scan filled it (every file read on worker threads), else null. */
  ledgerBuilt: FirstScanLedger | null;
  close(): void;
}

export interface ServiceOptions extends IndexOptions, WatcherOptions {
  /** How often states are re-evaluated as time passes (default 5 s). */
  stateTickMs?: number;
  /**
   * Persist the index in `dir` (see index-snapshot.ts) and start from it: a restart
   * reads only the files that changed. `version` (the package's) invalidates snapshots
   * written by another version.
   */
  cache?: { dir: string; version: string; saveDelayMs?: number };
  /** Read the first scan on worker threads when there is enough to read (default true). */
  parallel?: boolean;
  /** Build the usage ledger in the same pass as a cold first scan on worker threads (parallel-scan.ts). */
  firstScanLedger?: FirstScanLedger;
  /** Told how far a cold first scan has got (files folded of all, bytes of all): a progress line. */
  onProgress?: (p: { files: number; totalFiles: number; bytes: number; totalBytes: number }) => void;
}

/** Restores the snapshot when it is usable; otherwise a fresh index (the reason is logged). */
async function openIndex(opts: ServiceOptions): Promise<{ index: TranscriptIndex; save: () => Promise<void>; restored: boolean }> {
  const log = opts.log ?? (() => {});
  let index = new TranscriptIndex(opts);
  let restored = false;
  if (!opts.cache) return { index, save: async () => {}, restored };
  const meta = { version: opts.cache.version, projectsDir: index.projectsDir };
  const path = snapshotPath(opts.cache.dir, index.projectsDir);
  const t0 = performance.now();
  const loaded = await loadSnapshot(path, meta);
  if ('snapshot' in loaded) {
    try {
      index.restoreState(loaded.snapshot);
      restored = true;
      log('debug', `index snapshot: ${loaded.snapshot.records.length} conversations restored from ${path} in ${Math.round(performance.now() - t0)} ms`);
    } catch (err) {
      log('info', `index snapshot ${path} not used (${(err as Error).message}); rebuilding`);
      index = new TranscriptIndex(opts);
    }
  } else log(loaded.reason === 'none yet' ? 'debug' : 'info', `index snapshot ${path} not used (${loaded.reason}); building from the transcripts`);
  const save = async () => {
    try {
      const t = performance.now();
      const bytes = await saveSnapshot(path, makeSnapshot(await index.exportStateWhenIdle(), meta));
      log('debug', `index snapshot: ${Math.round(bytes / 1024)} KiB written to ${path} in ${Math.round(performance.now() - t)} ms`);
    } catch (err) {
      log('warn', `index snapshot not written to ${path}: ${(err as Error).message}`);
    }
  };
  return { index, save, restored };
}

export async function startTranscriptService(opts: ServiceOptions): Promise<TranscriptService> {
  const { index, save, restored } = await openIndex(opts);
  let ledgerBuilt: FirstScanLedger | null = null;
  // Nothing restored: the first scan reads every file, on every core (parallel-scan.ts).
  if (!restored && opts.parallel !== false) {
    const t = performance.now();
    try {
      const p = await parallelFirstScan(index, { ledger: opts.firstScanLedger, onProgress: opts.onProgress });
      if (p) opts.log?.('debug', `first scan: ${p.restored} conversations read on worker threads in ${Math.round(performance.now() - t)} ms, ${p.left} left to the index`);
      if (p && opts.firstScanLedger) ledgerBuilt = opts.firstScanLedger;
    } catch (err) {
      // The index is still empty (it is filled only at the end): one thread reads it all.
      opts.log?.('info', `first scan on worker threads failed (${(err as Error).message}); reading on one thread`);
    }
  }
  const firstScan = await index.scan();
  // Saved a little after the first scan (not in the way of the first requests), then
  // again after changes settle, and on close.
  const changed = firstScan.added.length + firstScan.updated.length + firstScan.removed.length > 0;
  let dirty = !!opts.cache && (!restored || changed);
  let saving: Promise<void> | null = null;
  const saveNow = () => {
    if (!dirty || saving) return;
    dirty = false;
    saving = save().finally(() => (saving = null));
  };
  const saveTimer = opts.cache ? setInterval(saveNow, opts.cache.saveDelayMs ?? 10_000) : null;
  saveTimer?.unref();
  const firstSave = opts.cache ? setTimeout(saveNow, Math.min(1000, opts.cache.saveDelayMs ?? 1000)) : null;
  firstSave?.unref();
  const offDirty = index.onEvent(() => (dirty = !!opts.cache));
  const watcher = watchTranscripts(index, opts);
  const stateListeners = new Set<(c: StateChange[]) => void>();
  let known = new Map<string, ConversationState>();
  const compute = () => {
    const now = index.now();
    const m = new Map<string, ConversationState>();
    for (const r of index.list()) m.set(r.id, index.state(r, now));
    return m;
  };
  known = compute();
  const checkStates = (): StateChange[] => {
    const next = compute();
    const changes: StateChange[] = [];
    for (const [id, state] of next) {
      const prev = known.get(id) ?? null;
      if (prev !== state) changes.push({ conversationId: id, previousState: prev, state, status: state.toLowerCase() });
    }
    known = next;
    if (changes.length) for (const fn of stateListeners) fn(changes);
    return changes;
  };
  const offIndex = index.onEvent(() => checkStates());
  const tick = setInterval(checkStates, opts.stateTickMs ?? 5000);
  tick.unref();
  return {
    index,
    firstScan,
    watcher,
    states: () => new Map(known),
    onEvent: (fn) => index.onEvent(fn),
    onStateChange(fn) {
      stateListeners.add(fn);
      return () => stateListeners.delete(fn);
    },
    checkStates,
    ledgerBuilt,
    async flush() {
      await saving;
      saveNow();
      await saving;
    },
    close() {
      clearInterval(tick);
      if (saveTimer) clearInterval(saveTimer);
      if (firstSave) clearTimeout(firstSave);
      offDirty();
      offIndex();
      watcher.close();
      index.close();
    },
  };
}
