import { openDatabase, readStorageSettings, type Database } from '../storage/index.ts';
import type { ReleaseRuntime } from './http.ts';
import { readReleaseSettings, type ReleaseSettings } from './settings.ts';

/**
 * The process-wide runtime both Netlify functions share: settings read once,
 * one database handle (PGlite allows a single owner per folder).
 */
export function createRuntime(env: Record<string, string | undefined> = process.env): ReleaseRuntime {
  let settings: ReleaseSettings | undefined;
  let database: Promise<Database> | undefined;
  return {
    development: env.NODE_ENV === 'development',
    settings() {
      settings ??= readReleaseSettings(env);
      return settings;
    },
    database() {
      if (!database) {
        const attempt = openDatabase(readStorageSettings(env));
        database = attempt;
        // A failed open is retried by the next request rather than remembered.
        attempt.catch(() => {
          if (database === attempt) database = undefined;
        });
      }
      return database;
    },
  };
}

let shared: ReleaseRuntime | undefined;
export function sharedRuntime(): ReleaseRuntime {
  shared ??= createRuntime();
  return shared;
}
