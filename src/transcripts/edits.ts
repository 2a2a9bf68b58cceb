/**
 * What a session changed: every file an `Edit`, `MultiEdit`, `Write` or `NotebookEdit`
 * call touched, with the diff of each call. Pure: the caller (session-facts.ts) reads the
 * transcript and hands over each call's input and the client's record of its result
 * (`toolUseResult`: `structuredPatch`, `originalFile`, `type: "create" | "update"` …).
 *
 * The diff is the client's own when it recorded one (its `structuredPatch` hunks,
 * formatted as a unified diff by the `diff` package); otherwise it is computed from what
 * the transcript holds (a new file's content, the text before and after a write, or the
 * edited snippet) by src/lifecycle/diff.ts. The file itself is never read: the diff
 * shows what happened then, whether or not the file still exists.
 */
import { formatPatch, type StructuredPatch } from 'diff';
import { fileDiff } from '../lifecycle/diff.ts';
import { isObj, str, type Obj, type RecordedCall, type RecordedOutcome } from './recorded-call.ts';

export const EDIT_TOOLS: ReadonlySet<string> = new Set(['Edit', 'MultiEdit', 'Write', 'NotebookEdit']);

/** Text over this many bytes (before + after) is not diffed: listed, with the reason. */
export const DIFF_INPUT_LIMIT = 2 * 1024 * 1024;
/** A patch longer than this is cut, with a marker. */
export const PATCH_LIMIT = 256 * 1024;

export interface FileEdit {
  toolUseId: string;
  tool: string;
  path: string;
  /** create: a new file; write: a whole file replaced; edit: a replacement in place; notebook: a cell. */
  kind: 'create' | 'write' | 'edit' | 'notebook';
  messageIndex: number | null;
  agent: string | null;
  timestamp: string | null;
  /** applied; error (the call failed); pending (no result recorded: interrupted, or still running). */
  status: 'applied' | 'error' | 'pending';
  /** Unified diff; null when there is none to show (`skipped` says why). */
  patch: string | null;
  /** Where the diff comes from: the client's structuredPatch, or computed from the recorded texts. */
  source: 'client' | 'computed' | null;
  added: number;
  removed: number;
  /** Why no diff is shown (binary content, too large, an error); null when there is one. */
  skipped: string | null;
  /** The user changed the proposed edit before accepting it (the client's `userModified`). */
  userModified: boolean;
  /** Set when the patch was cut at PATCH_LIMIT: its whole length. */
  truncated?: number;
  /** The diff is of the edited text only (no client patch recorded): its line numbers count from the snippet. */
  snippet?: true;
}


/** The file an edit call names, or null when the call is not an edit or names none. */
export function editedPath(tool: string, input: unknown): string | null {
  if (!EDIT_TOOLS.has(tool) || !isObj(input)) return null;
  return str(input.file_path) ?? str(input.notebook_path);
}

/** NUL bytes are how git tells binary content; a text diff of it means nothing. */
const isBinary = (...texts: Array<string | null>) => texts.some((t) => t !== null && t.includes('\u0000'));

/** The client's hunks, when they have the shape its FileEditOutput declares. */
function clientHunks(record: unknown): StructuredPatch['hunks'] | null {
  if (!isObj(record) || !Array.isArray(record.structuredPatch) || record.structuredPatch.length === 0) return null;
  const hunks: StructuredPatch['hunks'] = [];
  for (const h of record.structuredPatch) {
    if (!isObj(h) || !Array.isArray(h.lines) || !h.lines.every((l) => typeof l === 'string')) return null;
    const nums = [h.oldStart, h.oldLines, h.newStart, h.newLines];
    if (!nums.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0)) return null;
    hunks.push({ oldStart: h.oldStart as number, oldLines: h.oldLines as number, newStart: h.newStart as number, newLines: h.newLines as number, lines: h.lines as string[] });
  }
  return hunks;
}

function counted(patchLines: Iterable<string>): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const l of patchLines) {
    if (l.startsWith('+')) added++;
    else if (l.startsWith('-')) removed++;
  }
  return { added, removed };
}

/** Before and after as the transcript recorded them, or null when it holds neither. */
function recordedTexts(tool: string, input: Obj, record: unknown): { before: string | null; after: string | null; whole: boolean } | null {
  const rec = isObj(record) ? record : {};
  if (tool === 'Write') {
    const after = str(input.content) ?? str(rec.content);
    if (after === null) return null;
    // originalFile null on an update means the client found it too large to include.
    const original = str(rec.originalFile);
    const created = rec.type === 'create' || (rec.type === undefined && original === null);
    if (!created && original === null) return null;
    return { before: created ? null : original, after, whole: true };
  }
  if (tool === 'Edit') {
    const before = str(input.old_string);
    const after = str(input.new_string);
    return before === null || after === null ? null : { before, after, whole: false };
  }
  if (tool === 'MultiEdit' && Array.isArray(input.edits)) {
    const olds: string[] = [];
    const news: string[] = [];
    for (const e of input.edits) {
      if (!isObj(e) || typeof e.old_string !== 'string' || typeof e.new_string !== 'string') return null;
      olds.push(e.old_string);
      news.push(e.new_string);
    }
    return { before: olds.join('\n'), after: news.join('\n'), whole: false };
  }
  if (tool === 'NotebookEdit') {
    const after = str(input.new_source) ?? '';
    return { before: input.edit_mode === 'insert' ? null : '', after: input.edit_mode === 'delete' ? '' : after, whole: false };
  }
  return null;
}

function editKind(tool: string, record: unknown): FileEdit['kind'] {
  if (tool === 'NotebookEdit') return 'notebook';
  if (tool !== 'Write') return 'edit';
  const original = isObj(record) ? record.originalFile : undefined;
  return isObj(record) && (record.type === 'create' || (record.type === undefined && original === null)) ? 'create' : 'write';
}

function cutPatch(patch: string): { patch: string; truncated?: number } {
  if (patch.length <= PATCH_LIMIT) return { patch };
  return { patch: `${patch.slice(0, PATCH_LIMIT)}\n[diff cut at ${PATCH_LIMIT} characters of ${patch.length}]\n`, truncated: patch.length };
}

/** One call's change, its diff from the client's record when there is one. `outcome` null: no result recorded. */
export function fileEditOf(call: RecordedCall, outcome: RecordedOutcome | null): FileEdit | null {
  const path = editedPath(call.tool, call.input);
  if (path === null) return null;
  const input = call.input as Obj;
  const record = outcome?.record;
  const base = { toolUseId: call.toolUseId, tool: call.tool, path, kind: editKind(call.tool, record), messageIndex: call.messageIndex, agent: call.agent, timestamp: call.timestamp, userModified: isObj(record) && record.userModified === true };
  const none = (status: FileEdit['status'], skipped: string): FileEdit => ({ ...base, status, patch: null, source: null, added: 0, removed: 0, skipped });
  if (outcome?.isError) return none('error', `the call failed: ${outcome.text.replace(/\s+/g, ' ').slice(0, 300)}`);
  const status: FileEdit['status'] = outcome ? 'applied' : 'pending';
  if (isObj(record) && record.staged === true) return none(status, 'held for review by the client: the file was not changed');

  const hunks = clientHunks(record);
  const texts = recordedTexts(call.tool, input, record);
  if (hunks) {
    const lines = hunks.flatMap((h) => h.lines);
    if (isBinary(...lines)) return none(status, 'binary content: no text diff');
    const patch = formatPatch({ oldFileName: `a/${path}`, newFileName: `b/${path}`, oldHeader: undefined, newHeader: undefined, hunks }, { includeIndex: false, includeUnderline: false, includeFileHeaders: true });
    return { ...base, status, ...cutPatch(patch), source: 'client', ...counted(lines), skipped: null };
  }
  if (!texts) return none(status, 'the transcript holds no text to compare (the client left the earlier content out)');
  if (isBinary(texts.before, texts.after)) return none(status, 'binary content: no text diff');
  const size = (texts.before?.length ?? 0) + (texts.after?.length ?? 0);
  if (size > DIFF_INPUT_LIMIT) return none(status, `too large to diff here (${size} characters)`);
  const d = fileDiff(path, texts.before, texts.after);
  if (d.patch === '') return none(status, 'no change');
  return { ...base, status, ...cutPatch(d.patch), source: 'computed', added: d.added, removed: d.removed, skipped: null, ...(texts.whole ? {} : { snippet: true as const }) };
}

export interface ChangedFile {
  path: string;
  edits: FileEdit[];
  added: number;
  removed: number;
  /** The session created it (its first recorded change is a create). */
  created: boolean;
}

/** Edits grouped by file, files in the order the session first touched them. */
export function groupByFile(edits: Iterable<FileEdit>): ChangedFile[] {
  const files = new Map<string, ChangedFile>();
  for (const e of edits) {
    let f = files.get(e.path);
    if (!f) files.set(e.path, (f = { path: e.path, edits: [], added: 0, removed: 0, created: e.kind === 'create' }));
    f.edits.push(e);
    f.added += e.added;
    f.removed += e.removed;
  }
  return [...files.values()];
}
