import type { Config } from '@netlify/functions';
import { json } from '../../src/http/respond.ts';
import { readRebuildSettings, triggerRebuild } from '../../src/tracking/rebuild.ts';

/** Daily: rebuild the site so `downloads` and `/trending-data.json` refresh without a commit. */
export default async (): Promise<Response> => {
  const settings = readRebuildSettings(process.env);
  const outcome = await triggerRebuild(settings);
  // No hook configured is a deliberate no-op; a configured hook that failed is an error.
  return json(outcome.triggered || !settings.BUILD_HOOK_URL ? 200 : 502, outcome);
};

export const config: Config = { schedule: '@daily' };
