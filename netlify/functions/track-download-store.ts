import type { Config, Context } from '@netlify/functions';
import { json } from '../../src/http/respond.ts';
import { embeddedDatabaseRefusal, openDatabase, readStorageSettings } from '../../src/storage/index.ts';
import { lazyDatabase } from '../../src/storage/lazy.ts';
import { handleTrackDownload } from '../../src/tracking/endpoint.ts';
import { readTrackingSettings, TRACKING_BUDGET_MS, type TrackingSettings } from '../../src/tracking/settings.ts';

// Module scope lives as long as the function instance: one store per process, not per request.
const store = lazyDatabase(() => openDatabase(readStorageSettings(process.env)));
let settings: TrackingSettings | undefined;
let refusal: string | undefined | null = null;

export default async (request: Request, context: Context): Promise<Response> => {
  // On Netlify without a database setting, say which settings are missing rather than "failed to track".
  refusal ??= embeddedDatabaseRefusal(readStorageSettings(process.env));
  if (refusal) return json(500, { error: 'Internal server error', message: refusal });
  settings ??= readTrackingSettings(process.env);
  return handleTrackDownload(request, context, {
    database: store.get,
    timeoutMs: settings.TRACKING_STORE_TIMEOUT_MS,
    openTimeoutMs: settings.TRACKING_OPEN_TIMEOUT_MS,
    budgetMs: TRACKING_BUDGET_MS,
    development: settings.NODE_ENV === 'development',
    log: (line) => console.error(line),
  });
};

export const config: Config = { path: '/api/track-download-store' };
