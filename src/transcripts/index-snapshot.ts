/**
 * The persisted index: what the first scan learnt (records, byte offsets, the ledger,
 * line owners), saved in the user's cache folder so a restart reads only what changed
 * since. Each file's size and mtime are kept with it; the scan after a restore re-reads
 * grown files from their offset and rebuilds shrunk ones, exactly as a rescan does.
 * A snapshot of another format or version, of another `projects/` folder, or one that
 * does not decode is ignored (the index is rebuilt from the files).
 *
 * Encoding: Node's structured-clone serializer (`v8.serialize`): Maps, Sets and arrays
 * of numbers round-trip as they are, and decoding 10-40 MB takes a fraction of what
 * JSON.parse of the same data does.
 */
import { serialize, deserialize } from 'node:v8';
import { createHash } from 'node:crypto';
import { readFile, writeFile, rename, mkdir, unlink } from 'node:fs/promises';
import { join, isAbsolute } from 'node:path';
import { ConversationRecord, type FileState } from './conversation-record.ts';
import type { ClassifierOptions, ClassifierState } from './entry-classifier.ts';
import type { LedgerState } from './ledger.ts';
import type { UsageSummary } from './usage-summary.ts';
import { marksFromState, type PageMark } from './page-marks.ts';

/** Bump when the shape of a snapshot or of what a record means changes. */
const SNAPSHOT_FORMAT = 3; // 2: typed prompts only in userMessages, forked copies counted and flagged; 3: page marks
const MAGIC = 'toolshed-transcript-index';

export interface RecordState {
  id: string;
  ordinal: number;
  projectDir: string;
  mainPath: string | null;
  files: FileState[];
  cwd: string | null;
  workingDirectories: Set<string>;
  customTitle: string | null;
  summaryTitle: string | null;
  firstPrompt: string | null;
  createdMs: number | null;
  lastTimestampMs: number | null;
  messageCount: number;
  userMessages: number;
  assistantMessages: number;
  copiedMessages: number;
  shownMessages: number;
  lastMsg: ConversationRecord['lastMsg'];
  lastStopReason: string | null;
  pending: Map<string, { messageId: string; name: string }>;
  pageMarks: PageMark[];
  toolCounts: Map<string, number>;
  activeDays: Set<string>;
  activityByHour: Map<string, number>;
  malformedLines: number;
  otherTypes: Map<string, number>;
  versions: Set<string>;
  classifier: ClassifierState;
  /** The usage summary under the price table of `IndexState.pricesKey`. */
  usage: UsageSummary | null;
}

export interface IndexState {
  records: RecordState[];
  /** Ordinals handed out so far (records keep theirs across restarts). */
  ordinals: number;
  ledger: LedgerState;
  /** The price table the records' usage summaries were priced with (JSON). */
  pricesKey: string;
  owners: { uuids: string; ordinals: Int32Array };
}

export interface Snapshot extends IndexState {
  magic: string;
  format: number;
  /** The package version that wrote it. */
  version: string;
  projectsDir: string;
}

export function recordToState(r: ConversationRecord): RecordState {
  return {
    id: r.id,
    ordinal: r.ordinal,
    projectDir: r.projectDir,
    mainPath: r.mainPath,
    files: [...r.files.values()].map((f) => ({ ...f })),
    cwd: r.cwd,
    workingDirectories: r.workingDirectories,
    customTitle: r.customTitle,
    summaryTitle: r.summaryTitle,
    firstPrompt: r.firstPrompt,
    createdMs: r.createdMs,
    lastTimestampMs: r.lastTimestampMs,
    messageCount: r.messageCount,
    userMessages: r.userMessages,
    assistantMessages: r.assistantMessages,
    copiedMessages: r.copiedMessages,
    shownMessages: r.shownMessages,
    lastMsg: r.lastMsg,
    lastStopReason: r.lastStopReason,
    pending: r.pending,
    pageMarks: r.pageMarks,
    toolCounts: r.toolCounts,
    activeDays: r.activeDays,
    activityByHour: r.activityByHour,
    malformedLines: r.malformedLines,
    otherTypes: r.otherTypes,
    versions: r.versions,
    classifier: r.classifier.exportState(),
    usage: r.usageCache,
  };
}

const isMap = (v: unknown): v is Map<unknown, unknown> => v instanceof Map;
const isSet = (v: unknown): v is Set<unknown> => v instanceof Set;
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const strOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const numOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Rebuilds a record; throws on a shape that is not ours (the caller then rebuilds from the files). */
export function recordFromState(st: RecordState, opts: ClassifierOptions): ConversationRecord {
  if (typeof st.id !== 'string' || typeof st.ordinal !== 'number' || !Array.isArray(st.files)) throw new Error('bad record');
  const r = new ConversationRecord(st.id, st.ordinal, String(st.projectDir), opts);
  r.mainPath = strOrNull(st.mainPath);
  for (const f of st.files) {
    if (typeof f.path !== 'string' || !isAbsolute(f.path) || typeof f.sessionId !== 'string') throw new Error('bad file state');
    r.files.set(f.path, { path: f.path, kind: f.kind, sessionId: f.sessionId, size: num(f.size), mtimeMs: num(f.mtimeMs), offset: num(f.offset), error: strOrNull(f.error) });
  }
  for (const k of ['workingDirectories', 'activeDays', 'versions'] as const) if (!isSet(st[k])) throw new Error(`bad ${k}`);
  for (const k of ['pending', 'toolCounts', 'activityByHour', 'otherTypes'] as const) if (!isMap(st[k])) throw new Error(`bad ${k}`);
  r.cwd = strOrNull(st.cwd);
  for (const d of st.workingDirectories) r.workingDirectories.add(d);
  r.customTitle = strOrNull(st.customTitle);
  r.summaryTitle = strOrNull(st.summaryTitle);
  r.firstPrompt = strOrNull(st.firstPrompt);
  r.createdMs = numOrNull(st.createdMs);
  r.lastTimestampMs = numOrNull(st.lastTimestampMs);
  r.messageCount = num(st.messageCount);
  r.userMessages = num(st.userMessages);
  r.assistantMessages = num(st.assistantMessages);
  r.copiedMessages = num(st.copiedMessages);
  r.shownMessages = num(st.shownMessages);
  r.lastMsg = st.lastMsg && (st.lastMsg.role === 'user' || st.lastMsg.role === 'assistant') ? { role: st.lastMsg.role, id: String(st.lastMsg.id) } : null;
  r.lastStopReason = strOrNull(st.lastStopReason);
  for (const [k, v] of st.pending) r.pending.set(k, v);
  r.pageMarks.push(...marksFromState(st.pageMarks));
  for (const [k, v] of st.toolCounts) r.toolCounts.set(k, num(v));
  for (const d of st.activeDays) r.activeDays.add(d);
  for (const [k, v] of st.activityByHour) r.activityByHour.set(k, num(v));
  r.malformedLines = num(st.malformedLines);
  for (const [k, v] of st.otherTypes) r.otherTypes.set(k, num(v));
  for (const v of st.versions) r.versions.add(v);
  r.classifier.importState(st.classifier);
  return r;
}


/** One snapshot file per `projects/` folder. */
export function snapshotPath(cacheDir: string, projectsDir: string): string {
  return join(cacheDir, `transcript-index-${createHash('sha256').update(projectsDir).digest('hex').slice(0, 16)}.bin`);
}

export async function saveSnapshot(path: string, s: Snapshot): Promise<number> {
  const bytes = serialize(s);
  await mkdir(join(path, '..'), { recursive: true, mode: 0o700 });
  // Write then rename: a reader (or a crash) never sees half a file.
  const tmp = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(tmp, bytes, { mode: 0o600 });
    await rename(tmp, path);
  } catch (err) {
    await unlink(tmp).catch(() => {});
    throw err;
  }
  return bytes.length;
}

/** The snapshot at `path` when it is ours and matches; otherwise why not. */
export async function loadSnapshot(path: string, expect: { version: string; projectsDir: string }): Promise<{ snapshot: Snapshot } | { reason: string }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (err) {
    return { reason: (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'none yet' : `unreadable (${(err as NodeJS.ErrnoException).code})` };
  }
  let s: Snapshot;
  try {
    s = deserialize(bytes) as Snapshot;
  } catch {
    return { reason: 'corrupt' };
  }
  if (!s || typeof s !== 'object' || s.magic !== MAGIC) return { reason: 'corrupt' };
  if (s.format !== SNAPSHOT_FORMAT || s.version !== expect.version) return { reason: `from another version (${String(s.version)}, format ${String(s.format)})` };
  if (s.projectsDir !== expect.projectsDir) return { reason: 'of another folder' };
  if (!Array.isArray(s.records) || typeof s.ordinals !== 'number' || !s.ledger || !s.owners) return { reason: 'corrupt' };
  return { snapshot: s };
}

export function makeSnapshot(state: IndexState, meta: { version: string; projectsDir: string }): Snapshot {
  return { magic: MAGIC, format: SNAPSHOT_FORMAT, version: meta.version, projectsDir: meta.projectsDir, ...state };
}
