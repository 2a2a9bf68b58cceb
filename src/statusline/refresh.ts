/**
 * Keeping the summary fresh without making the status line wait: when it is missing or
 * over a minute old, or the current transcript is too far past it, the status line
 * starts `toolshed statusline --refresh` detached (it brings the ledger up to date,
 * which reads only what changed, and writes the summary) and prints what it has now.
 * A lock file makes sure only one refresh runs at a time (an old lock, of a refresh
 * killed mid-way, is taken over after LOCK_STALE_MS): Claude Code runs the status line
 * after every message, in every open session, and a refresh per call is the CPU storm
 * slow status lines are known for.
 */
import { closeSync, openSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { mkdirSync } from 'node:fs';

export const REFRESH_AFTER_MS = 60_000;
const LOCK_STALE_MS = 10 * 60_000;

function takeLock(path: string, nowMs: number): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, `${process.pid} ${nowMs}\n`);
      closeSync(fd);
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') return false;
      const st = statSync(path, { throwIfNoEntry: false });
      if (st && nowMs - st.mtimeMs < LOCK_STALE_MS) return false; // one is running
      try {
        unlinkSync(path);
      } catch {
        return false;
      }
    }
  }
  return false;
}

/** Starts a refresh unless one runs; `start` launches it (and must not throw). Returns whether one was started. */
export function requestRefresh(lockPath: string, nowMs: number, start: () => void): boolean {
  if (!takeLock(lockPath, nowMs)) return false;
  try {
    start();
    return true;
  } catch {
    releaseLock(lockPath);
    return false;
  }
}

export function releaseLock(lockPath: string): void {
  try {
    unlinkSync(lockPath);
  } catch {
    // gone already
  }
}
