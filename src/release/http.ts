import { createHash, timingSafeEqual } from 'node:crypto';
import { json } from '../http/respond.ts';
import { ConfigurationError } from '../settings.ts';
import type { Database } from '../storage/database.ts';
import { ReleaseCheckError, runReleaseCheck, type CheckDeps, type LogFn } from './check.ts';
import { makeRedactor } from './links.ts';
import type { ReleaseSettings } from './settings.ts';

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'Content-Type',
} as const;

/** What a shell needs: settings and database, opened lazily once per process. */
export interface ReleaseRuntime {
  settings(): ReleaseSettings;
  database(): Promise<Database>;
  fetch?: CheckDeps['fetch'];
  log?: LogFn;
  /** NODE_ENV, read even when the other settings are invalid, to decide on `details`. */
  development: boolean;
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

const redactCredentials = makeRedactor([]);

function failure(error: unknown, development: boolean): Response {
  const message = redactCredentials(
    error instanceof ConfigurationError || error instanceof ReleaseCheckError ? error.message : 'The release check failed',
  );
  return json(
    500,
    {
      error: 'Internal server error',
      message,
      ...(development && error instanceof Error && error.stack ? { details: redactCredentials(error.stack) } : {}),
    },
    CORS_HEADERS,
  );
}

/**
 * Run one check and shape spec 2's answer. `manual` requests carry the
 * optional bearer token; the scheduler's invocation does not.
 */
export async function releaseCheckResponse(runtime: ReleaseRuntime, request: Request, options: { manual: boolean }): Promise<Response> {
  const method = request.method.toUpperCase();
  if (method === 'OPTIONS') return new Response(null, { status: 200, headers: CORS_HEADERS });
  if (options.manual && method !== 'GET' && method !== 'POST') {
    return json(405, { error: 'Method not allowed' }, { ...CORS_HEADERS, allow: 'POST, GET, OPTIONS' });
  }
  let settings: ReleaseSettings;
  try {
    settings = runtime.settings();
  } catch (error) {
    (runtime.log ?? console.error)('release.configuration_error', { error: (error as Error).message });
    return failure(error, runtime.development);
  }
  if (options.manual && settings.checkToken) {
    const header = request.headers.get('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (!match || !sameSecret(match[1]!, settings.checkToken)) {
      return json(401, { error: 'Unauthorized', message: 'A valid bearer token is required' }, { ...CORS_HEADERS, 'www-authenticate': 'Bearer' });
    }
  }
  try {
    const db = await runtime.database().catch((error: Error) => {
      throw new ReleaseCheckError(`The database is unavailable: ${error.message.split('\n')[0]}`, { cause: error });
    });
    const result = await runReleaseCheck({ settings, db, fetch: runtime.fetch, log: runtime.log });
    return json(200, result, CORS_HEADERS);
  } catch (error) {
    return failure(error, settings.development);
  }
}
