/**
 * Finds the transcript files under `projects/`: `<project>/<session>.jsonl`, the older
 * `<project>/agent-*.jsonl`, and `<project>/<session>/subagents/*.jsonl`. Symlinks are
 * listed like files (the stat that follows skips broken ones); unreadable folders become
 * warnings, never errors.
 */
import { readdir, open, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { classifyPath, SAFE_ID, type TranscriptFile } from './paths.ts';

export async function listTranscriptFiles(root: string): Promise<{ files: Map<string, TranscriptFile>; warnings: string[] }> {
  const files = new Map<string, TranscriptFile>();
  const warnings: string[] = [];
  let projects;
  try {
    projects = await readdir(root, { withFileTypes: true });
  } catch (err) {
    warnings.push(`cannot read ${root}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    return { files, warnings };
  }
  for (const p of projects) {
    if (!p.isDirectory()) continue;
    const dir = join(root, p.name);
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      warnings.push(`cannot read ${dir}: ${(err as NodeJS.ErrnoException).code}`);
      continue;
    }
    const sessionDirs: string[] = [];
    for (const e of entries) {
      if ((e.isFile() || e.isSymbolicLink()) && e.name.endsWith('.jsonl')) {
        const c = classifyPath(`${p.name}/${e.name}`);
        if (c) files.set(join(dir, e.name), c);
      } else if (e.isDirectory() && SAFE_ID.test(e.name)) sessionDirs.push(e.name);
    }
    // Session folders are read together (one readdir each, most without subagents): a
    // restart that reads no transcript spends its time here and in the stats.
    const subs = await Promise.all(sessionDirs.map((name) => readdir(join(dir, name, 'subagents'), { withFileTypes: true }).catch(() => [])));
    sessionDirs.forEach((name, i) => {
      // agent-<id>.meta.json files sit beside the transcripts (2.1.x); only .jsonl files are read.
      for (const s of subs[i]!) {
        if (!(s.isFile() || s.isSymbolicLink()) || !s.name.endsWith('.jsonl')) continue;
        const c = classifyPath(`${p.name}/${name}/subagents/${s.name}`);
        if (c) files.set(join(dir, name, 'subagents', s.name), c);
      }
    });
  }
  return { files, warnings };
}

/** The session id of an older `agent-*.jsonl` file, from the first `sessionId` in its first 256 KB. */
export async function peekSessionId(path: string): Promise<string | null> {
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
  const all = [...files];
  // Stats in batches (thousands of files; one at a time was most of a restart's time).
  for (let i = 0; i < all.length; i += 64) {
    const batch = all.slice(i, i + 64);
    const stats = await Promise.allSettled(batch.map(([path]) => stat(path)));
    stats.forEach((r, j) => {
      const [path, c] = batch[j]!;
      if (r.status === 'fulfilled') {
        if (r.value.isFile()) out.push({ path, c, size: r.value.size, mtimeMs: r.value.mtimeMs });
        return;
      }
      const code = (r.reason as NodeJS.ErrnoException).code;
      warnings.push([path, code === 'ENOENT' ? `skipped ${path}: broken symlink or vanished file` : `skipped ${path}: ${code}`]);
    });
  }
  out.sort((a, b) => a.mtimeMs - b.mtimeMs || (a.c.kind === 'main' ? -1 : 1));
  return { files: out, warnings };
}
