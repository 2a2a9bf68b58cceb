/**
 * The one watcher: a recursive fs.watch on `projects/` with a per-file debounce, and a
 * periodic rescan as a safety net (events can be dropped, the folder may not exist yet,
 * or the platform may not support recursive watching).
 */
import { watch as fsWatch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import type { TranscriptIndex, Logger } from './conversation-index.ts';

export interface WatcherOptions {
  debounceMs?: number;
  rescanMs?: number;
  log?: Logger;
  /** Injected for tests; defaults to node:fs watch. */
  watch?: typeof fsWatch;
}

export interface TranscriptWatcher {
  close(): void;
  /** True while fs.watch is running (false: rescans only). */
  readonly watching: boolean;
}

export function watchTranscripts(index: TranscriptIndex, opts: WatcherOptions = {}): TranscriptWatcher {
  const debounceMs = opts.debounceMs ?? 50;
  const rescanMs = opts.rescanMs ?? 30_000;
  const log = opts.log ?? (() => {});
  const watchFn = opts.watch ?? fsWatch;
  const timers = new Map<string, NodeJS.Timeout>();
  let watcher: FSWatcher | null = null;
  let closed = false;

  const schedule = (rel: string) => {
    const prev = timers.get(rel);
    if (prev) clearTimeout(prev);
    timers.set(
      rel,
      setTimeout(() => {
        timers.delete(rel);
        if (closed) return;
        log('debug', `change: ${rel}`);
        index.updatePath(join(index.projectsDir, rel)).catch((err: Error) => log('warn', `update ${rel}: ${err.message}`));
      }, debounceMs),
    );
  };

  const start = () => {
    if (watcher || closed) return;
    try {
      watcher = watchFn(index.projectsDir, { recursive: true, persistent: false }, (_event, filename) => {
        if (!filename) {
          void index.scan().catch(() => {});
          return;
        }
        const rel = filename.toString();
        if (rel.endsWith('.jsonl')) schedule(rel);
        else if (!rel.includes('.')) schedule_dir();
      });
      watcher.on('error', (err) => {
        log('warn', `watcher stopped (${err.message}); relying on rescans`);
        watcher?.close();
        watcher = null;
      });
      log('debug', `watching ${index.projectsDir}`);
    } catch (err) {
      log('debug', `cannot watch ${index.projectsDir} yet (${(err as NodeJS.ErrnoException).code}); rescanning every ${rescanMs} ms`);
    }
  };

  // A new folder (project or subagents) may bring files whose own events were missed.
  let dirTimer: NodeJS.Timeout | null = null;
  const schedule_dir = () => {
    if (dirTimer) return;
    dirTimer = setTimeout(() => {
      dirTimer = null;
      if (!closed) void index.scan().catch(() => {});
    }, debounceMs * 4);
  };

  start();
  const rescan = setInterval(() => {
    start();
    index.scan().catch((err: Error) => log('warn', `rescan: ${err.message}`));
  }, rescanMs);
  rescan.unref();

  return {
    close() {
      closed = true;
      clearInterval(rescan);
      if (dirTimer) clearTimeout(dirTimer);
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
      watcher?.close();
      watcher = null;
    },
    get watching() {
      return watcher !== null;
    },
  };
}
