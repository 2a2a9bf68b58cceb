/**
 * A worker thread of the index's parallel first scan (parallel-scan.ts): reads every
 * file of one conversation, in reading order, into a fresh record with the index's own
 * two functions (file-fold.ts), and answers with the record's state (as the snapshot
 * keeps it) and, per file, its counted lines as columns and the uuids it claimed. The
 * ledger and the line owners are global: the main thread folds them, in reading order.
 */
import { parentPort } from 'node:worker_threads';
import { listenForTasks } from '../workers/pool.ts';
import { ConversationRecord } from './conversation-record.ts';
import { attachFile, foldFile } from './file-fold.ts';
import { ColumnsBuilder, packColumns, type AccountedColumns } from './accounted-columns.ts';
import { recordToState, type RecordState } from './index-snapshot.ts';
import type { Entry } from './schemas.ts';
import type { TranscriptFile } from './paths.ts';
import { UsageLines, type UsageFileView } from './usage-lines.ts';

export interface SessionTask {
  index: number;
  sessionId: string;
  /** The conversation's files in reading order, with the sizes and times the scan stat'ed. */
  files: Array<{ path: string; kind: TranscriptFile['kind']; projectDir: string; size: number; mtimeMs: number }>;
  /** Also take what the usage ledger keeps of each file, from the same lines (the ledger built in the same pass). */
  usage: boolean;
}

export interface FileResult {
  path: string;
  /** Why the file could not be read (the index then reads the conversation itself, and says so). */
  error: string | null;
  columns: AccountedColumns;
  /** Uuids the file's lines claimed (main-thread messages that are no known copy), in order, joined by newlines. */
  claims: string;
  /** What the usage ledger keeps of the file (usage-lines.ts), when the task asked for it. */
  usage: UsageFileView | null;
}

export interface SessionResult {
  index: number;
  record: RecordState;
  files: FileResult[];
}

const port = parentPort!;
listenForTasks(port, (task: SessionTask) => {
  void (async () => {
    // No line owners here: whether a line repeats another conversation's is settled on the main thread.
    const rec = new ConversationRecord(task.sessionId, 0, task.files[0]!.projectDir);
    const files: FileResult[] = [];
    for (const file of task.files) {
      const { f } = attachFile(rec, file.path, file.kind, file.projectDir);
      const columns = new ColumnsBuilder();
      const claims: string[] = [];
      const usage = task.usage ? new UsageLines(file.kind === 'main') : null;
      try {
        const onEntry = usage ? (e: Entry, text: string, offset: number, fragment: boolean, whole: (() => string) | null) => usage.line(text, e, offset, fragment, whole) : undefined;
        // The record, the counted lines and the ledger's view read no message content: long lines are skimmed.
        await foldFile(rec, f, { account: (line, key, offset) => columns.add(line, key, offset), claim: (uuid) => void claims.push(uuid), onEntry, skim: true }, true);
        f.size = file.size;
        f.mtimeMs = file.mtimeMs;
        files.push({ path: file.path, error: null, columns: packColumns(columns.done()), claims: claims.join('\n'), usage: usage?.done(f.offset) ?? null });
      } catch (err) {
        files.push({ path: file.path, error: (err as NodeJS.ErrnoException).code ?? (err as Error).message, columns: columns.done(), claims: '', usage: null });
      }
    }
    const result: SessionResult = { index: task.index, record: recordToState(rec), files };
    port.postMessage(result, files.map((f) => f.columns.numbers.buffer));
  })();
});
