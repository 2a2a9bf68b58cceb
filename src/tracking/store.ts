import { z } from 'zod';
import type { Database } from '../storage/database.ts';
import type { TrackBody } from './request.ts';

/** What `track_download` (supabase/migrations/*_tracking.sql) answers. */
export const TrackResult = z.object({
  timestamp: z.iso.datetime(),
  aggregated: z.boolean(),
  aggregateError: z.string().nullable(),
});
export type TrackResult = z.infer<typeof TrackResult>;

export interface DownloadRecord extends TrackBody {
  ip: string;
  country: string | null;
  userAgent: string | null;
}

/** One record plus the atomic aggregate upsert, in one SQL call. */
export async function recordDownload(db: Database, record: DownloadRecord, timeoutMs: number): Promise<TrackResult> {
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
