import { z } from 'zod';
import { DeadlineError, type Database } from '../storage/database.ts';
import type { TrackBody } from './request.ts';

/** What `track_download` (supabase/migrations/*_tracking.sql) answers for one record. */
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
 * Group commit. The first call goes at once; calls that arrive while a batch
 * is being written wait and go together in the next one: one transaction, one
 * record each, aggregates bumped by their counts. On PGlite every call is
 * serialized in-process, so this is what keeps 50 concurrent installs from
 * queueing 50 transactions. One batcher per open database.
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
    let raw: unknown;
    try {
      raw = await this.db.call('track_downloads', { p_records: batch.map((p) => toRow(p.record)) }, { timeoutMs });
    } catch (error) {
      if (batch.length === 1 || error instanceof DeadlineError) {
        for (const p of batch) p.reject(error);
        return;
      }
      // The whole batch was rolled back. One record the database refuses must
      // not fail the others, so each goes again alone.
      await Promise.all(
        batch.map((p) => {
          const left = Math.ceil(p.deadline - performance.now());
          return p.abandoned || left <= 0 ? undefined : recordOne(this.db, p.record, left).then(p.resolve, p.reject);
        }),
      );
      return;
    }
    // The batch is written; an answer of the wrong shape is a bug to report, never a reason to write again.
    const parsed = BatchResult.safeParse(raw);
    const error = !parsed.success
      ? new Error(`track_downloads() answered ${JSON.stringify(raw)}`)
      : parsed.data.count !== batch.length
        ? new Error(`track_downloads() wrote ${parsed.data.count} records for ${batch.length}`)
        : undefined;
    if (error || !parsed.success) {
      for (const p of batch) p.reject(error);
      return;
    }
    const { count: _count, ...result } = parsed.data;
    for (const p of batch) p.resolve(result);
  }
}

function toRow(record: DownloadRecord) {
  return {
    type: record.type,
    name: record.name,
    path: record.path ?? null,
    category: record.category ?? null,
    ip: record.ip,
    country: record.country,
    user_agent: record.userAgent,
    cli_version: record.cliVersion ?? null,
  };
}

async function recordOne(db: Database, record: DownloadRecord, timeoutMs: number): Promise<TrackResult> {
  const result = await db.call(
    'track_download',
    {
    p_type: record.type,
    p_name: record.name,
    p_path: record.path ?? null,
    p_category: record.category ?? null,
    p_ip: record.ip,
    p_country: record.country,
    p_user_agent: record.userAgent,
    p_cli_version: record.cliVersion ?? null,
    },
    { timeoutMs },
  );
  return TrackResult.parse(result);
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
