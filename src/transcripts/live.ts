/**
 * The transcript service both local servers start: index + first scan + watcher +
 * state tracking. State changes are computed on every index event and on a timer
 * (states also change by the passing of time).
 */
import { TranscriptIndex, type IndexOptions, type IndexEvent, type ScanReport } from './conversations.ts';
import { watchTranscripts, type TranscriptWatcher, type WatcherOptions } from './watcher.ts';
import type { ConversationState } from './state.ts';

export interface StateChange {
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
  close(): void;
}

export interface ServiceOptions extends IndexOptions, WatcherOptions {
  /** How often states are re-evaluated as time passes (default 5 s). */
  stateTickMs?: number;
}

export async function startTranscriptService(opts: ServiceOptions): Promise<TranscriptService> {
  const index = new TranscriptIndex(opts);
  const firstScan = await index.scan();
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
    close() {
      clearInterval(tick);
      offIndex();
      watcher.close();
      index.close();
    },
  };
}
