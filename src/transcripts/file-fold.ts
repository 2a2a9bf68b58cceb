/**
 * Reading one transcript file into its conversation record: the part of the index's
 * work that is the same whether the index reads a file itself or a worker thread of its
 * parallel first scan does (parallel-scan.ts). Both go through these two functions, so
 * a record built on a worker is the one the index would have built.
 */
import { readLines } from './reader.ts';
import { parseLine, type AssistantLine, type Entry } from './schemas.ts';
import { applyEntry, type ApplyContext, type ConversationRecord, type FileState } from './conversation-record.ts';
import type { TranscriptFile } from './paths.ts';

/** A new file of `rec`: its state (nothing read yet); a main file becomes the record's. Returns whether the conversation got its main file now. */
export function attachFile(rec: ConversationRecord, path: string, kind: TranscriptFile['kind'], projectDir: string): { f: FileState; isNew: boolean } {
  const f: FileState = { path, kind, sessionId: rec.id, size: 0, mtimeMs: 0, offset: 0, error: null };
  rec.files.set(path, f);
  let isNew = false;
  if (kind === 'main') {
    isNew = rec.mainPath === null;
    rec.mainPath = path;
    rec.projectDir = projectDir;
  }
  return { f, isNew };
}

export interface FoldHooks {
  /** Every assistant line, for the ledger (`fallbackKey` is set for lines without a uuid). */
  account(line: AssistantLine, fallbackKey: string, offset: number): void;
  /** The uuid of each line that starts a main-thread message and is no known copy. */
  claim?(uuid: string): void;
  /** Each entry after it was applied (live builders, content filters, the usage ledger's view); `fragment` for an unterminated last line. */
  onEntry?(e: Entry, text: string, offset: number, fragment?: boolean): void;
}

/** Reads `f` from its offset and applies every line to `rec`; `f.offset` moves past what was read. */
export async function foldFile(rec: ConversationRecord, f: FileState, hooks: FoldHooks, sync: boolean): Promise<void> {
  let offsetNow = 0;
  const ctx: ApplyContext = { sidechainFile: f.kind !== 'main', fallbackKey: '', account: (line, key) => hooks.account(line, key, offsetNow), claim: hooks.claim };
  const res = await readLines(
    f.path,
    f.offset,
    (text, offset, fragment) => {
      const e = parseLine(text);
      offsetNow = offset;
      // Only lines without a uuid need this id (one string less per line otherwise).
      ctx.fallbackKey = (e.kind === 'user' || e.kind === 'assistant') && !e.line.uuid ? `${f.path}:${offset}` : '';
      ctx.offset = offset;
      applyEntry(rec, e, ctx);
      hooks.onEntry?.(e, text, offset, fragment);
    },
    undefined,
    { sync },
  );
  f.offset = res.nextOffset;
}
