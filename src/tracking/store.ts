import { z } from 'zod';
import { DeadlineError, type Database } from '../storage/database.ts';
import type { TrackBody } from './request.ts';

/** What a tracked call answers: `track_download` (*_tracking.sql) for one record, and each caller of a batch. */
export const TrackResult = z.object({
  timestamp: z.iso.datetime(),
  aggregated: z.boolean(),
  aggregateError: z.string().nullable(),
});
export type TrackResult = z.infer<typeof TrackResult>;

/** What `track_downloads` (*_tracking_batches.sql) answers for a batch. */
const BatchResult = TrackResult.extend({ count: z.number().int() });

export interface DownloadRecord extends TrackBody {
  ip: string;
  country: string | null;
  userAgent: string | null;
}

/** Records written in one call at most; more wait for the next batch. */
export const MAX_BATCH = 200;

interface Pending {
  record: DownloadRecord;
  resolve: (result: TrackResult) => void;
  reject: (error: unknown) => void;
  /** When the caller stops waiting (performance.now() time). */
  deadline: number;
  /** Set when the caller's deadline passed before the batch was sent: it is then never written. */
  abandoned: boolean;
}

/**
 * Group commit. A call that finds the store idle is sent at the end of the
 * current turn of the event loop; calls that arrive meanwhile, or while a batch
 * is being written, go together in the next one: one transaction, one record
 * each, aggregates bumped by their counts. On PGlite every call is serialized
 * in-process, so this is what keeps 50 concurrent installs from queueing 50
 * transactions. One batcher per open database.
 */
class Batcher {
  private queue: Pending[] = [];
  private busy = false;
  private scheduled = false;

  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  submit(record: DownloadRecord, timeoutMs: number): Promise<TrackResult> {
    return new Promise<TrackResult>((resolve, reject) => {
      const pending: Pending = { record, resolve, reject, deadline: performance.now() + timeoutMs, abandoned: false };
      const timer = setTimeout(() => {
        pending.abandoned = true;
        reject(new DeadlineError('track_downloads()', timeoutMs));
      }, timeoutMs);
      pending.resolve = (result) => {
        clearTimeout(timer);
        resolve(result);
      };
      pending.reject = (error) => {
        clearTimeout(timer);
        reject(error);
      };
      this.queue.push(pending);
      if (!this.busy && !this.scheduled) {
        // Wait for the end of this turn of the event loop: every request already
        // read from the sockets joins the batch. PGlite answers within the same
        // turn, so without this each call would be written alone.
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          void this.drain();
        });
      }
    });
  }

  private async drain(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, MAX_BATCH).filter((p) => !p.abandoned);
        if (batch.length) await this.write(batch);
      }
    } finally {
      this.busy = false;
    }
  }

  private async write(batch: Pending[]): Promise<void> {
    // The batch may run as long as its most patient caller waits, and no longer.
    const timeoutMs = Math.max(1, Math.ceil(Math.max(...batch.map((p) => p.deadline)) - performance.now()));
    try {
      const result = await writeRecords(this.db, batch.map((p) => p.record), timeoutMs);
      for (const p of batch) p.resolve(result);
    } catch (error) {
      // A deadline is not retried, nor is an answer of the wrong shape: the batch may be written.
      if (batch.length === 1 || error instanceof DeadlineError || error instanceof UnexpectedAnswerError) {
        for (const p of batch) p.reject(error);
        return;
      }
      // The whole batch was rolled back. One record the database refuses must
      // not fail the others, so each goes again alone (a caller out of time is
      // left to its own deadline).
      await Promise.all(
        batch.map((p) => {
          const left = Math.ceil(p.deadline - performance.now());
          return p.abandoned || left <= 0 ? undefined : writeRecords(this.db, [p.record], left).then(p.resolve, p.reject);
        }),
      );
    }
  }
}

class UnexpectedAnswerError extends Error {}

/** One `track_downloads` call: the records in one transaction, and their shared result. */
async function writeRecords(db: Database, records: DownloadRecord[], timeoutMs: number): Promise<TrackResult> {
  const rows = records.map((r) => ({
    type: r.type,
    name: r.name,
    path: r.path ?? null,
    category: r.category ?? null,
    ip: r.ip,
    country: r.country,
    user_agent: r.userAgent,
    cli_version: r.cliVersion ?? null,
  }));
  const raw = await db.call('track_downloads', { p_records: rows }, { timeoutMs });
  const parsed = BatchResult.safeParse(raw);
  if (!parsed.success || parsed.data.count !== records.length) {
    throw new UnexpectedAnswerError(`track_downloads() answered ${JSON.stringify(raw)} for ${records.length} records`);
  }
  const { count: _count, ...result } = parsed.data;
  return result;
}

const batchers = new WeakMap<Database, Batcher>();

/**
 * Store one download (rule 1) and bump its aggregate atomically (rule 2),
 * written together with any other calls waiting on the same database. Rejects
 * with a DeadlineError after `timeoutMs`; a record still waiting then is never written.
 */
export function recordDownload(db: Database, record: DownloadRecord, timeoutMs: number): Promise<TrackResult> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new Batcher(db);
    batchers.set(db, batcher);
  }
  return batcher.submit(record, timeoutMs);
}
