import { openDatabase, readStorageSettings } from '../storage/index.ts';
import { lazyDatabase } from '../storage/lazy.ts';
import type { ReleaseRuntime } from './http.ts';
import { readReleaseSettings, type ReleaseSettings } from './settings.ts';

/**
 * The process-wide runtime both Netlify functions share: settings read once,
 * one database handle (PGlite allows a single owner per folder).
 */
export function createRuntime(env: Record<string, string | undefined> = process.env): ReleaseRuntime {
  let settings: ReleaseSettings | undefined;
  const store = lazyDatabase(() => openDatabase(readStorageSettings(env)));
  return {
    development: env.NODE_ENV === 'development',
    settings() {
      settings ??= readReleaseSettings(env);
      return settings;
    },
    database: store.get,
  };
}

let shared: ReleaseRuntime | undefined;
export function sharedRuntime(): ReleaseRuntime {
  shared ??= createRuntime();
  return shared;
}
