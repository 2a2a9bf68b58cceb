/**
 * The index's public types (options, events, scan report) and its two small mechanisms:
 * listeners, and a queue that runs mutations one at a time.
 */
import type { PriceTable } from './prices.ts';
import type { StateThresholds } from './state.ts';
import type { Message } from './messages.ts';

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
  /** Build the content-search segment filters in the background after the first scan (default true). */
  contentIndex?: boolean;
  /** Files up to this size get a live message builder when they change (default 64 MB). */
  liveBuildLimitBytes?: number;
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

/** Listeners of index events, and a serial queue for mutations (watcher events, rescans and requests can overlap). */
export class EventQueue {
  readonly #listeners = new Set<(e: IndexEvent) => void>();
  #queue: Promise<unknown> = Promise.resolve();

  /** Listens to events; returns the unsubscribe function. */
  onEvent(fn: (e: IndexEvent) => void): () => void {
    this.#listeners.add(fn);
    return () => this.#listeners.delete(fn);
  }

  emit(e: IndexEvent): void {
    for (const fn of this.#listeners) fn(e);
  }

  /** Runs `fn` after every mutation queued before it, even a failed one. */
  serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.#queue.then(fn, fn);
    this.#queue = next.catch(() => {});
    return next;
  }
}
