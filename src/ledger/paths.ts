/**
 * Where a ledger and its status line summary live: one pair per set of `projects/`
 * folders (CLAUDE_CONFIG_DIR may name several) in the user's cache folder. Named by a
 * small hash of the folders, computed without node:crypto: the status line derives the
 * summary's name on every call and loads as little as it can.
 */
import { join } from 'node:path';

/** 64 bits of FNV-1a over the UTF-16 code units (two 32-bit lanes), as 16 hex digits. */
function fnv64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193 + 2) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

const stem = (cacheDir: string, dirs: string[]) => join(cacheDir, `usage-ledger-${fnv64(dirs.join('\0'))}`);

/** The persisted ledger (store.ts). */
export const ledgerPath = (cacheDir: string, dirs: string[]): string => `${stem(cacheDir, dirs)}.bin`;
/** What the reports read of it, for runs that find no transcript changed (digest.ts). */
export const digestPath = (cacheDir: string, dirs: string[]): string => `${stem(cacheDir, dirs)}.digest.bin`;
/** Its summary for the status line (summary.ts). */
export const summaryPath = (cacheDir: string, dirs: string[]): string => `${stem(cacheDir, dirs)}.status.json`;
/** The log of rate-limit and cost readings the status line appends to (readings.ts). */
export const readingsPath = (cacheDir: string, dirs: string[]): string => `${stem(cacheDir, dirs)}.readings.jsonl`;
/** The lock a background refresh holds, so that only one runs at a time. */
export const refreshLockPath = (cacheDir: string, dirs: string[]): string => `${stem(cacheDir, dirs)}.refresh.lock`;
