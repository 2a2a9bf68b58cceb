/**
 * The transcript files a usage report reads, in the order the conversation index reads
 * them (src/transcripts/conversation-index.ts, `#listFiles` and `#scan`): the same
 * files, the same session of each (a legacy `agent-*.jsonl` takes the first `sessionId`
 * of its lines), oldest modification first and a main file before a subagent file of
 * the same time. The order matters: a message copied into a second file counts for the
 * session where it was seen first. Keep the two in step (the agreement test compares
 * the reports).
 */
import { readdir, stat, open } from 'node:fs/promises';
import { join } from 'node:path';
import { classifyPath, SAFE_ID, type TranscriptFile } from '../transcripts/paths.ts';

export interface UsageFile {
  path: string;
  kind: TranscriptFile['kind'];
  projectDir: string;
  sessionId: string;
  size: number;
  mtimeMs: number;
}

async function entries(dir: string) {
  return readdir(dir, { withFileTypes: true });
}

/** Files of `projects/` that are transcripts, classified (unordered). */
async function listTranscripts(root: string, warnings: string[]): Promise<Map<string, TranscriptFile>> {
  const files = new Map<string, TranscriptFile>();
  let projects;
  try {
    projects = await entries(root);
  } catch (err) {
    warnings.push(`cannot read ${root}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    return files;
  }
  for (const p of projects) {
    if (!p.isDirectory()) continue;
    const dir = join(root, p.name);
    let list;
    try {
      list = await entries(dir);
    } catch (err) {
      warnings.push(`cannot read ${dir}: ${(err as NodeJS.ErrnoException).code}`);
      continue;
    }
    for (const e of list) {
      if ((e.isFile() || e.isSymbolicLink()) && e.name.endsWith('.jsonl')) {
        const c = classifyPath(`${p.name}/${e.name}`);
        if (c) files.set(join(dir, e.name), c);
      } else if (e.isDirectory() && SAFE_ID.test(e.name)) {
        const subDir = join(dir, e.name, 'subagents');
        let subs;
        try {
          subs = await entries(subDir);
        } catch {
          continue; // most session folders have no subagents
        }
        for (const s of subs) {
          if (!(s.isFile() || s.isSymbolicLink()) || !s.name.endsWith('.jsonl')) continue;
          const c = classifyPath(`${p.name}/${e.name}/subagents/${s.name}`);
          if (c) files.set(join(subDir, s.name), c);
        }
      }
    }
  }
  return files;
}

/** The session of a legacy agent file: the first `sessionId` in its first 256 KB. */
async function peekSessionId(path: string): Promise<string | null> {
  const fh = await open(path, 'r');
  try {
    const buf = Buffer.alloc(256 * 1024);
    const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
    const m = /"sessionId"\s*:\s*"([^"]+)"/.exec(buf.toString('utf8', 0, bytesRead));
    return m && SAFE_ID.test(m[1]!) ? m[1]! : null;
  } finally {
    await fh.close();
  }
}

/** Every transcript file in reading order, and what was skipped. */
export async function usageFiles(projectsDir: string): Promise<{ files: UsageFile[]; warnings: string[] }> {
  const warnings: string[] = [];
  const listed = await listTranscripts(projectsDir, warnings);
  const skip = (path: string, err: unknown) => {
    const code = (err as NodeJS.ErrnoException).code;
    warnings.push(code === 'ENOENT' ? `skipped ${path}: broken symlink or vanished file` : `skipped ${path}: ${code ?? (err as Error).message}`);
  };
  const stats = await Promise.all(
    [...listed].map(async ([path, c]) => {
      try {
        const s = await stat(path);
        return s.isFile() ? { path, c, size: s.size, mtimeMs: s.mtimeMs } : null;
      } catch (err) {
        skip(path, err);
        return null;
      }
    }),
  );
  // The index's sort, on the same array: its comparator does not order two files of the
  // same kind and time, so the outcome depends on the array it is given.
  const sorted = stats.filter((s) => s !== null);
  sorted.sort((a, b) => a.mtimeMs - b.mtimeMs || (a.c.kind === 'main' ? -1 : 1));
  const files = await Promise.all(
    sorted.map(async ({ path, c, size, mtimeMs }): Promise<UsageFile | null> => {
      try {
        const sessionId = c.kind === 'legacy-agent' ? await peekSessionId(path) : c.sessionId;
        return sessionId ? { path, kind: c.kind, projectDir: c.projectDir, sessionId, size, mtimeMs } : null; // an agent file with no line yet
      } catch (err) {
        skip(path, err);
        return null;
      }
    }),
  );
  return { files: files.filter((f) => f !== null), warnings };
}
