/**
 * Whole-file writes that a reader never sees half done: write a temporary file beside
 * the target, then rename it over the target (a rename within a folder is atomic). Two
 * writers at once each leave a complete file; the last rename wins. Files are private
 * (0600) in a private folder (0700): they hold paths and figures of the user's work.
 */
import { mkdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

const tmpOf = (path: string) => `${path}.${process.pid}.${Math.random().toString(36).slice(2, 8)}.tmp`;

export async function writeAtomic(path: string, bytes: Uint8Array | string): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const tmp = tmpOf(path);
  try {
    await writeFile(tmp, bytes, { mode: 0o600 });
    await rename(tmp, path);
  } catch (err) {
    await unlink(tmp).catch(() => {});
    throw err;
  }
}

/** The same, synchronous: for the status line, whose whole run is a few small reads and writes. */
export function writeAtomicSync(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const tmp = tmpOf(path);
  try {
    writeFileSync(tmp, text, { mode: 0o600 });
    renameSync(tmp, path);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
      // never written
    }
    throw err;
  }
}
