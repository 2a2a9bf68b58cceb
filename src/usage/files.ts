/**
 * The transcript files a usage report reads: the conversation index's own listing and
 * order (`listTranscriptFiles`, `statOldestFirst` in src/transcripts/file-scanner.ts),
 * so both read the same files in the same order, and the same session of each (a
 * legacy `agent-*.jsonl` takes the first `sessionId` of its lines). The order still
 * matters for copies without a mark (older clients' resumes): such a message counts for
 * the session where it was seen first.
 */
import { listTranscriptFiles, statOldestFirst, peekSessionId, type TranscriptFile } from '../transcripts/index.ts';

export interface UsageFile {
  path: string;
  kind: TranscriptFile['kind'];
  projectDir: string;
  sessionId: string;
  size: number;
  mtimeMs: number;
}

/** Every transcript file in reading order, and what was skipped. */
export async function usageFiles(projectsDir: string): Promise<{ files: UsageFile[]; warnings: string[] }> {
  const { files: listed, warnings } = await listTranscriptFiles(projectsDir);
  const stats = await statOldestFirst(listed);
  for (const [, msg] of stats.warnings) warnings.push(msg);
  const files = await Promise.all(
    stats.files.map(async ({ path, c, size, mtimeMs }): Promise<UsageFile | null> => {
      try {
        const sessionId = c.kind === 'legacy-agent' ? await peekSessionId(path) : c.sessionId;
        return sessionId ? { path, kind: c.kind, projectDir: c.projectDir, sessionId, size, mtimeMs } : null; // an agent file with no line yet
      } catch (err) {
        warnings.push(`skipped ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
        return null;
      }
    }),
  );
  return { files: files.filter((f) => f !== null), warnings };
}
