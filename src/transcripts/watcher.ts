/**
 * The one watcher of `projects/`: recursive over the transcript layout, a per-file
 * debounce, and a periodic rescan as a safety net (events can be dropped, the folder
 * may not exist yet).
 */
import { watch as fsWatch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { readdir } from 'node:fs/promises';
import type { TranscriptIndex, Logger } from './conversations.ts';
import { SUBAGENT_FOLDER_DEPTH } from './paths.ts';

export interface WatcherOptions {
  debounceMs?: number;
  rescanMs?: number;
  log?: Logger;
  /** Injected for tests; defaults to node:fs watch. */
  watch?: typeof fsWatch;
}

export interface TranscriptWatcher {
  close(): void;
  /** True while `projects/` itself is watched (false: rescans only, until it exists). */
  readonly watching: boolean;
}

/**
 * Whether a folder `rel` (below `projects/`, `depth` levels down) can hold transcripts:
 * projects/ (0), a project (1), a session folder (2), its subagents/ (3) and the folders
 * below that (paths.ts, SUBAGENT_FOLDER_DEPTH).
 */
function holdsTranscripts(rel: string, depth: number): boolean {
  if (depth <= 2) return true;
  return rel.split('/')[2] === 'subagents' && depth <= 3 + SUBAGENT_FOLDER_DEPTH;
}

export function watchTranscripts(index: TranscriptIndex, opts: WatcherOptions = {}): TranscriptWatcher {
  const debounceMs = opts.debounceMs ?? 50;
  const rescanMs = opts.rescanMs ?? 30_000;
  const log = opts.log ?? (() => {});
  const watchFn = opts.watch ?? fsWatch;
  const timers = new Map<string, NodeJS.Timeout>();
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

  // One watcher per folder of the fixed layout (projects/, each project, each session
  // folder and its subagents/). Node's own recursive mode on Linux walks and stats every
  // entry and stops for good on a symlink loop, which real folders can contain.
  const watchers = new Map<string, FSWatcher>();
  const watchDir = (dir: string, rel: string, depth: number) => {
    if (closed || watchers.has(dir)) return;
    let w: FSWatcher;
    try {
      w = watchFn(dir, { persistent: false }, (_event, filename) => {
        if (!filename) {
          schedule_dir();
          return;
        }
        const name = filename.toString();
        const childRel = rel ? `${rel}/${name}` : name;
        if (name.endsWith('.jsonl')) schedule(childRel);
        else if (holdsTranscripts(childRel, depth + 1)) addTree(join(dir, name), childRel, depth + 1);
      });
    } catch {
      return; // not a folder, or gone already
    }
    w.on('error', () => {
      w.close();
      watchers.delete(dir);
    });
    watchers.set(dir, w);
  };
  /** Watches `dir` and the folders below it that can hold transcripts. */
  const addTree = (dir: string, rel: string, depth: number) => {
    if (!holdsTranscripts(rel, depth)) return;
    readdir(dir, { withFileTypes: true })
      .then((entries) => {
        watchDir(dir, rel, depth);
        if (depth > 0) schedule_dir(); // files may have appeared before the watch started
        for (const e of entries) if (e.isDirectory()) addTree(join(dir, e.name), rel ? `${rel}/${e.name}` : e.name, depth + 1);
      })
      .catch(() => {});
  };
  const start = () => {
    if (closed || watchers.has(index.projectsDir)) return;
    addTree(index.projectsDir, '', 0);
    log('debug', `watching ${index.projectsDir}`);
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
      for (const w of watchers.values()) w.close();
      watchers.clear();
    },
    get watching() {
      return watchers.has(index.projectsDir);
    },
  };
}
