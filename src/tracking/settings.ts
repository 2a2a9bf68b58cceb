import { z } from 'zod';
import { parseSettings } from '../settings.ts';

const TrackingSettingsSchema = z.object({
  /** `development` adds `details` to 500 answers (spec 1). */
  NODE_ENV: z.string().default('production'),
  /** Deadline for each store call. */
  TRACKING_STORE_TIMEOUT_MS: z.coerce.number().int().min(50).max(9000).default(5000),
  /** Deadline for opening the store (once per process; PGlite's first start in a new folder is slow). */
  TRACKING_OPEN_TIMEOUT_MS: z.coerce.number().int().min(50).max(9000).default(8000),
});
/** Opening plus the call never take longer than this, far inside Netlify's 60 s function limit (docs/tracking.md). */
export const TRACKING_BUDGET_MS = 9000;

export type TrackingSettings = z.infer<typeof TrackingSettingsSchema>;

export function readTrackingSettings(env: Record<string, string | undefined> = process.env): TrackingSettings {
  return parseSettings(TrackingSettingsSchema, env);
}
