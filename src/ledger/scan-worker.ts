/**
 * A worker thread of the ledger's scan (scan.ts): reads the byte ranges of each batch it
 * is sent (scan-file.ts), in order, and answers with what it found in one message, the
 * token counts in transferred buffers and the strings packed (accounted-columns.ts).
 */
import { parentPort } from 'node:worker_threads';
import { listenForTasks } from '../workers/pool.ts';
import { scanPeeked, type FileScan } from './scan-file.ts';
import { packColumns } from '../transcripts/accounted-columns.ts';
import { fingerprintsOf, type Fingerprints } from './fingerprint.ts';

export interface ScanRange {
  index: number;
  path: string;
  start: number;
  end: number;
  main: boolean;
  titles: boolean;
  malformed: boolean;
  peek: boolean;
}

/** A batch of ranges (small files go several to a message: fewer round trips with the main thread). */
export interface ScanTask {
  index: number;
  ranges: ScanRange[];
}

/** A range read, with the fingerprints of the file up to where the next read starts (taken here, off the main thread), and the session it names when peeked (scan.ts). */
export type RangeOutcome = { index: number; scan: FileScan; fingerprints: Fingerprints; sessionId?: string | null } | { index: number; error: string };

const fingerprintsAfter = (path: string, offset: number): Fingerprints => {
  try {
    return fingerprintsOf(path, offset);
  } catch {
    return { head: '', tail: '' }; // gone since: the next update finds it changed
  }
};

const port = parentPort!;
listenForTasks(port, (task: ScanTask) => {
  void (async () => {
    const results: RangeOutcome[] = [];
    const transfer: ArrayBuffer[] = [];
    for (const r of task.ranges) {
      try {
        const { scan: { fingerprints, ...scan }, sessionId } = await scanPeeked(r.path, r.start, r.end, r);
        results.push({ index: r.index, scan: { ...scan, ...packColumns(scan) }, fingerprints: fingerprints ?? fingerprintsAfter(r.path, scan.nextOffset), ...(sessionId !== undefined ? { sessionId } : {}) });
        transfer.push(scan.numbers.buffer);
      } catch (err) {
        results.push({ index: r.index, error: (err as NodeJS.ErrnoException).code ?? (err as Error).message });
      }
    }
    port.postMessage({ index: task.index, results }, transfer);
  })();
});
