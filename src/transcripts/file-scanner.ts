/**
 * Finds the transcript files under `projects/`: `<project>/<session>.jsonl`, the older
 * `<project>/agent-*.jsonl`, and `<project>/<session>/subagents/*.jsonl`. Symlinks are
 * listed like files (the stat that follows skips broken ones); unreadable folders become
 * warnings, never errors.
 *
 * Listing and stats use the synchronous calls: a warm `toolshed usage` or a restart reads
 * no transcript and spends its time here. At 2,409 files (1 GB) the promise calls took
 * ~130 ms in a process that had just started, the same system calls made synchronously
 * ~40 ms; a rescan of the local servers blocks their loop that long, as a GC pause does.
 */
import { closeSync, constants, openSync, readSync, readdirSync, statSync, type Dirent } from 'node:fs';
import { normalize, sep } from 'node:path';
import { classifyPath, SAFE_ID, SUBAGENT_FOLDER_DEPTH, type TranscriptFile } from './paths.ts';

const code = (err: unknown) => (err as NodeJS.ErrnoException).code ?? (err as Error).message;
/** `join(dir, name)` for a normalised `dir` and a name from readdir (no separator in it), without join's per-character pass. */
const under = (dir: string, name: string) => (dir.endsWith(sep) ? `${dir}${name}` : `${dir}${sep}${name}`);

export async function listTranscriptFiles(root: string): Promise<{ files: Map<string, TranscriptFile>; warnings: string[] }> {
  const files = new Map<string, TranscriptFile>();
  const warnings: string[] = [];
  const base = normalize(root);
  let projects: Dirent[];
  try {
    projects = readdirSync(base, { withFileTypes: true });
  } catch (err) {
    warnings.push(`cannot read ${root}: ${code(err)}`);
    return { files, warnings };
  }
  for (const p of projects) {
    if (!p.isDirectory()) continue;
    const dir = under(base, p.name);
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (err) {
      warnings.push(`cannot read ${dir}: ${code(err)}`);
      continue;
    }
    for (const e of entries) {
      if ((e.isFile() || e.isSymbolicLink()) && e.name.endsWith('.jsonl')) {
        const c = classifyPath(`${p.name}/${e.name}`);
        if (c) files.set(under(dir, e.name), c);
      } else if (e.isDirectory() && SAFE_ID.test(e.name)) {
        // Most session folders have no subagents/ (tool results only).
        const subDir = under(under(dir, e.name), 'subagents');
        listSubagents(subDir, `${p.name}/${e.name}/subagents`, 0, files);
      }
    }
  }
  return { files, warnings };
}

/**
 * The agent transcripts under a session's `subagents/` folder and its folders (to
 * SUBAGENT_FOLDER_DEPTH; symlinked folders are not followed). `agent-<id>.meta.json`
 * files sit beside the transcripts (2.1.x): only .jsonl files are read.
 */
function listSubagents(dir: string, rel: string, depth: number, files: Map<string, TranscriptFile>): void {
  let subs: Dirent[];
  try {
    subs = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const s of subs) {
    if ((s.isFile() || s.isSymbolicLink()) && s.name.endsWith('.jsonl')) {
      const c = classifyPath(`${rel}/${s.name}`);
      if (c) files.set(under(dir, s.name), c);
    } else if (s.isDirectory() && depth < SUBAGENT_FOLDER_DEPTH && SAFE_ID.test(s.name)) listSubagents(under(dir, s.name), `${rel}/${s.name}`, depth + 1, files);
  }
}

const PEEK_BYTES = 256 * 1024;
/** Most files name their session in the first line: a small read first (a cold scan peeks at every legacy agent file). */
const FIRST_PEEK_BYTES = 16 * 1024;
const SESSION_ID_FIELD = /"sessionId"\s*:\s*"([^"]+)"/;

/**
 * The session id of an older `agent-*.jsonl` file, from the first `sessionId` in its first
 * 256 KB. Synchronous, like the listing: a cold scan peeks at ~3,300 such files per GB, and
 * the promise calls (open, read, close on the thread pool, a file handle each) took ~4x
 * the CPU of the same system calls made synchronously (~460 ms against ~110 ms for 3,297
 * files) and left the reading thread waiting on each.
 */
export function peekSessionId(path: string): string | null {
  // Without blocking: a file swapped for a FIFO since the listing's stat must not stall the
  // thread (the local servers' loop among them) until some writer opens it; its read fails at once.
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    let buf = Buffer.allocUnsafe(FIRST_PEEK_BYTES);
    let bytesRead = readSync(fd, buf, 0, buf.length, 0);
    let text = buf.toString('utf8', 0, bytesRead);
    let m = SESSION_ID_FIELD.exec(text);
    // The first 256 KB give the same first match when the small read holds all of the file, or a
    // match that ends before its last character (which may be a character cut in two).
    if (bytesRead === FIRST_PEEK_BYTES && !(m && m.index + m[0].length < text.length - 1)) {
      buf = Buffer.allocUnsafe(PEEK_BYTES);
      bytesRead = readSync(fd, buf, 0, buf.length, 0);
      text = buf.toString('utf8', 0, bytesRead);
      m = SESSION_ID_FIELD.exec(text);
    }
    return m && SAFE_ID.test(m[1]!) ? m[1]! : null;
  } finally {
    closeSync(fd);
  }
}

export interface StatedFile {
  path: string;
  c: TranscriptFile;
  size: number;
  mtimeMs: number;
}

/**
 * Stats the files and sorts them oldest first (main files before their subagents), so
 * the ledger and the line owners credit a copied message to the original session.
 * Broken symlinks and vanished files become warnings ([path, message]).
 */
export async function statOldestFirst(files: Map<string, TranscriptFile>): Promise<{ files: StatedFile[]; warnings: Array<[string, string]> }> {
  const out: StatedFile[] = [];
  const warnings: Array<[string, string]> = [];
  for (const [path, c] of files) {
    try {
      const st = statSync(path);
      if (st.isFile()) out.push({ path, c, size: st.size, mtimeMs: st.mtimeMs });
    } catch (err) {
      const why = code(err);
      warnings.push([path, why === 'ENOENT' ? `skipped ${path}: broken symlink or vanished file` : `skipped ${path}: ${why}`]);
    }
  }
  out.sort((a, b) => a.mtimeMs - b.mtimeMs || (a.c.kind === 'main' ? -1 : 1));
  return { files: out, warnings };
}
