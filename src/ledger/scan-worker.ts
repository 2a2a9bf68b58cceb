/**
 * A worker thread of the ledger's scan (scan.ts): reads the byte ranges it is sent
 * (scan-file.ts) and answers with what it found, the token counts in a transferred buffer.
 */
import { parentPort } from 'node:worker_threads';
import { scanFile } from './scan-file.ts';

export interface ScanTask {
  index: number;
  path: string;
  start: number;
  end: number;
  main: boolean;
  titles: boolean;
  malformed: boolean;
}

const port = parentPort!;
port.on('message', (task: ScanTask) => {
  scanFile(task.path, task.start, task.end, { main: task.main, titles: task.titles, malformed: task.malformed }).then(
    (scan) => port.postMessage({ index: task.index, scan }, [scan.numbers.buffer]),
    (err: NodeJS.ErrnoException) => port.postMessage({ index: task.index, error: err.code ?? err.message }),
  );
});
