/**
 * Keeps the archive of deleted sessions (archive.ts) current while `chats` runs: one
 * sync after the first scan and after changes (at most one every `intervalMs`), then the
 * archive's own index re-read when a session moved to it. One sync at a time; failures
 * are logged, never fatal (the archive is a convenience, the monitor works without it).
 */
import { TranscriptIndex } from './conversations.ts';
import { syncArchive, deletedProjectsDir, type ArchiveOptions } from './archive.ts';
import type { TranscriptService } from './live.ts';
import type { Logger } from './index-events.ts';

export interface ArchiveKeeper {
  /** Sessions the client deleted, read from the archive. */
  index: TranscriptIndex;
  /** Resolves after the sync under way (or a new one) ends. */
  syncNow(): Promise<void>;
  /** No sync starts after it; resolves once the one under way has ended (a copy is never left half-done as the process exits). */
  stop(): Promise<void>;
}

export async function keepArchive(service: TranscriptService, opts: ArchiveOptions & { log?: Logger; intervalMs?: number }): Promise<ArchiveKeeper> {
  const log = opts.log ?? (() => {});
  const index = new TranscriptIndex({ projectsDir: deletedProjectsDir(opts.root), prices: service.index.prices, contentIndex: false, log });
  await index.scan();
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const sync = (): Promise<void> => {
    running ??= (async () => {
      try {
        const files = service.index.list().flatMap((r) => [...r.files.keys()]);
        const r = await syncArchive(opts, files);
        if (r.copied || r.moved.length || r.pruned.length) log('debug', `archive: ${r.copied} file(s) copied, ${r.moved.length} moved to deleted, ${r.pruned.length} session(s) pruned, ${r.bytes} bytes kept`);
        if (r.moved.length || r.pruned.length) await index.scan();
      } catch (err) {
        log('warn', `archive: ${(err as Error).message}`);
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const off = service.onEvent(() => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void sync();
    }, opts.intervalMs ?? 10_000);
  });
  void sync();
  return {
    index,
    async syncNow() {
      await running;
      await sync();
    },
    async stop() {
      stopped = true;
      off();
      if (timer) clearTimeout(timer);
      await running;
      index.close();
    },
  };
}
