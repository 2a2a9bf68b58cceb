import { z } from 'zod';
import { ConfigurationError, parseSettings } from '../settings.ts';
import type { Database } from './database.ts';

const StorageSettingsSchema = z.object({
  SUPABASE_URL: z.string().url().optional(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('.data'),
  // Set by the functions runtime itself, never by us: Netlify Functions run on
  // AWS Lambda, whose runtime sets these, and netlify-cli's emulation sets them too.
  AWS_LAMBDA_FUNCTION_NAME: z.string().optional(),
  LAMBDA_TASK_ROOT: z.string().optional(),
});
export type StorageSettings = z.infer<typeof StorageSettingsSchema>;

export function readStorageSettings(env: Record<string, string | undefined> = process.env): StorageSettings {
  return parseSettings(StorageSettingsSchema, env);
}

/** True inside a function on Netlify's runtime (production, `netlify serve`, `netlify dev`); false under `npm start`. */
function onFunctionsRuntime(settings: StorageSettings): boolean {
  return settings.AWS_LAMBDA_FUNCTION_NAME !== undefined || settings.LAMBDA_TASK_ROOT !== undefined;
}

const MISSING_DATABASE_MESSAGE =
  'No database is configured: set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or DATABASE_URL, in the site\'s environment ' +
  'variables (Functions scope). The embedded database (DATA_DIR) is for npm start only: on Netlify the function file ' +
  'system is read-only and every instance would open its own copy.';

/**
 * Why this process must not open the embedded database, or undefined when it may.
 * On Netlify's runtime each call may get a fresh instance and the deploy is
 * read-only, so PGlite files would be lost or refused: a clear configuration
 * error is better than either.
 */
export function embeddedDatabaseRefusal(settings: StorageSettings): string | undefined {
  const configured = Boolean(settings.DATABASE_URL || (settings.SUPABASE_URL && settings.SUPABASE_SERVICE_ROLE_KEY));
  return !configured && onFunctionsRuntime(settings) ? MISSING_DATABASE_MESSAGE : undefined;
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
  const refusal = embeddedDatabaseRefusal(settings);
  if (refusal) throw new ConfigurationError(refusal);
  const { openPglite } = await import('./pglite.ts');
  return openPglite({ dataDir: settings.DATA_DIR, ...options });
}

export type { Database } from './database.ts';
