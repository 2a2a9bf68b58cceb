/**
 * Keeping the persisted ledger current while a local server runs (`toolshed chats`,
 * `toolshed analytics`): they watch the transcripts anyway, so after their first list
 * is served and after each burst of changes they bring the ledger up to date (only the
 * bytes appended since) and write the status line's summary. The status line and
 * `toolshed usage` then find it fresh. One update at a time; changes during one make
 * one more after it.
 */
import type { Logger } from '../transcripts/index-events.ts';
import { refreshLedger } from './open.ts';
import { summaryPath } from './paths.ts';
import { writeSummaryFor } from './summary-file.ts';

export interface KeeperOptions {
  projectsDirs: string[];
  cacheDir: string;
  version: string;
  log: Logger;
  /** Subscribes to the server's change events; returns the unsubscribe function. */
  onChange: (fn: () => void) => () => void;
  /** The first update waits for this too (the monitor's content filters: both are background work). */
  ready?: Promise<unknown>;
  /** Wait after start (the first list comes first) and after a change (a burst settles). */
  startDelayMs?: number;
  debounceMs?: number;
  now?: () => number;
}

export function keepLedgerFresh(o: KeeperOptions): { stop(): void; idle(): Promise<void> } {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const abort = new AbortController();
  const run = () => {
    timer = null;
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = refreshLedger({
      projectsDirs: o.projectsDirs,
      cache: { dir: o.cacheDir, version: o.version },
      // One worker thread: background work beside a server, whose own thread stays free; stopped between files when the server stops.
      threads: 'background',
      signal: abort.signal,
      log: (level, message) => o.log(level === 'warn' ? 'debug' : level, message), // the server warned about these files already
      afterUpdate: async (book, update) => {
        if (update.changed) await writeSummaryFor(book, summaryPath(o.cacheDir, o.projectsDirs), (o.now ?? Date.now)());
      },
    })
      .then(
        (r) => o.log('debug', `usage ledger: ${r.update.bytesRead} bytes read (${r.start})`),
        (err) => void (abort.signal.aborted || o.log('warn', `usage ledger not updated: ${(err as Error).message}`)),
      )
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          schedule(o.debounceMs ?? 2000);
        }
      });
  };
  const schedule = (ms: number) => {
    if (!timer && !stopped) {
      timer = setTimeout(run, ms);
      timer.unref();
    }
  };
  void Promise.resolve(o.ready).then(() => schedule(o.startDelayMs ?? 3000));
  const off = o.onChange(() => schedule(o.debounceMs ?? 2000));
  return {
    stop() {
      stopped = true;
      abort.abort();
      off();
      if (timer) clearTimeout(timer);
      timer = null;
    },
    async idle() {
      while (running || timer) await (running ?? new Promise((r) => setTimeout(r, 20)));
    },
  };
}
