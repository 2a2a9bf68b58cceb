/**
 * Reading one transcript file into its conversation record: the part of the index's
 * work that is the same whether the index reads a file itself or a worker thread of its
 * parallel first scan does (parallel-scan.ts). Both go through these two functions, so
 * a record built on a worker is the one the index would have built.
 */
import { readLines, wholeText } from './reader.ts';
import { parseLine } from './lines.ts';
import type { AssistantLine, Entry } from './schemas.ts';
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
  /**
   * Each entry after it was applied (live builders, content filters, the usage ledger's
   * view); `fragment` for an unterminated last line. With `skim`, `text` may be the
   * skimmed line and `whole` then gives the line as written.
   */
  onEntry?(e: Entry, text: string, offset: number, fragment: boolean, whole: (() => string) | null): void;
  /**
   * Long lines are parsed without the values no hook here reads (line-skim.ts: tool
   * output, tool inputs, thinking): only for hooks that read no message content (the
   * first scan's workers; not the live builders or the content filters).
   */
  skim?: boolean;
}

/** Reads `f` from its offset and applies every line to `rec`; `f.offset` moves past what was read. */
export async function foldFile(rec: ConversationRecord, f: FileState, hooks: FoldHooks, sync: boolean): Promise<void> {
  let offsetNow = 0;
  const ctx: ApplyContext = { sidechainFile: f.kind !== 'main', fallbackKey: '', account: (line, key) => hooks.account(line, key, offsetNow), claim: hooks.claim };
  const res = await readLines(
    f.path,
    f.offset,
    (text, offset, fragment, skimmed) => {
      let e = parseLine(text);
      let whole: (() => string) | null = null;
      if (skimmed) {
        const bytes = skimmed;
        // A skimmed line that does not parse is parsed whole: it is malformed as written, or was never skimmed.
        if (e.kind === 'malformed') e = parseLine((text = wholeText(bytes)));
        else whole = () => wholeText(bytes);
      }
      offsetNow = offset;
      // Only lines without a uuid need this id (one string less per line otherwise).
      ctx.fallbackKey = (e.kind === 'user' || e.kind === 'assistant') && !e.line.uuid ? `${f.path}:${offset}` : '';
      ctx.offset = offset;
      applyEntry(rec, e, ctx);
      hooks.onEntry?.(e, text, offset, fragment === true, whole);
    },
    undefined,
    { sync, skim: hooks.skim === true },
  );
  f.offset = res.nextOffset;
}
