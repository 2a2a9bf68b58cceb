import { z } from 'zod';
import { parseSettings } from '../settings.ts';

export const TrackingSettings = z.object({
  /** `development` adds `details` to 500 answers (spec 1). */
  NODE_ENV: z.string().default('production'),
  /** Deadline for opening the store and for each store call; well inside Netlify's 10 s limit. */
  TRACKING_STORE_TIMEOUT_MS: z.coerce.number().int().min(50).max(9000).default(5000),
});
export type TrackingSettings = z.infer<typeof TrackingSettings>;

export function readTrackingSettings(env: Record<string, string | undefined> = process.env): TrackingSettings {
  return parseSettings(TrackingSettings, env);
}
