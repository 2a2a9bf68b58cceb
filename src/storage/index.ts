import { z } from 'zod';
import { parseSettings } from '../settings.ts';
import type { Database } from './database.ts';

export const StorageSettings = z.object({
  SUPABASE_URL: z.string().url().optional(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
});
export type StorageSettings = z.infer<typeof StorageSettings>;

export function readStorageSettings(env: Record<string, string | undefined> = process.env): StorageSettings {
  return parseSettings(StorageSettings, env);
}

/** Supabase when both its settings are present, else DATABASE_URL, else embedded PGlite in DATA_DIR. */
export async function openDatabase(settings: StorageSettings, options: { migrationsDir?: string } = {}): Promise<Database> {
  if (settings.SUPABASE_URL && settings.SUPABASE_SERVICE_ROLE_KEY) {
    const { openSupabase } = await import('./supabase.ts');
    return openSupabase({ url: settings.SUPABASE_URL, serviceRoleKey: settings.SUPABASE_SERVICE_ROLE_KEY });
  }
  if (settings.DATABASE_URL) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres({ url: settings.DATABASE_URL, ...options });
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite({ dataDir: settings.DATA_DIR, ...options });
}

export type { Database } from './database.ts';
