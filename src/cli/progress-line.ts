/**
 * One progress line on stderr while a first run reads every transcript (`toolshed chats`
 * building its index and the usage ledger, `toolshed usage` building the ledger): drawn
 * in place (carriage return, erase to the end of the line) at most every 100 ms, erased
 * when done, and only when stderr is a terminal (a pipe or a log file gets nothing).
 */
import type { CliIO } from './io.ts';

export interface Progress {
  files: number;
  totalFiles: number;
  bytes: number;
  totalBytes: number;
}

const MB = 1024 * 1024;
const count = (n: number) => Math.round(n).toLocaleString('en-US');

/** The text of the line (pure). */
export function progressText(what: string, p: Progress): string {
  const pct = p.totalBytes > 0 ? Math.min(100, Math.floor((p.bytes / p.totalBytes) * 100)) : 100;
  return `${what}: ${count(p.files)} of ${count(p.totalFiles)} files, ${count(p.bytes / MB)} of ${count(p.totalBytes / MB)} MB (${pct}%)`;
}

/** A progress reporter for `what` on `io`'s stderr; `update` is cheap to call often, `done` erases the line. */
export function progressLine(io: CliIO, what: string, o: { intervalMs?: number; now?: () => number } = {}): { update(p: Progress): void; done(): void } {
  if (!io.stderrIsTTY) return { update() {}, done() {} };
  const interval = o.intervalMs ?? 100;
  const now = o.now ?? (() => performance.now());
  let last = -Infinity;
  let drawn = false;
  return {
    update(p) {
      const t = now();
      if (t - last < interval && p.files < p.totalFiles) return;
      last = t;
      drawn = true;
      io.stderr(`\r\x1b[K${progressText(what, p)}`);
    },
    done() {
      if (drawn) io.stderr('\r\x1b[K');
      drawn = false;
    },
  };
}
