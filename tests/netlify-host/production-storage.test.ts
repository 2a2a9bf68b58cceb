/**
 * On Netlify's runtime (detected from the variables the runtime itself sets)
 * the functions refuse the embedded database with a configuration 500 naming
 * the settings, and create no PGlite files; under `npm start` it stays the default.
 */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageWarning } from '../../netlify/plugins/storage-settings/warning.js';
import { ConfigurationError } from '../../src/settings.ts';
import { embeddedDatabaseRefusal, openDatabase, readStorageSettings } from '../../src/storage/index.ts';
import { tempDir } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';

const exists = (path: string) => access(path).then(() => true, () => false);

describe('the embedded database on Netlify', () => {
  it('is refused inside the functions runtime without Supabase or DATABASE_URL, with the settings named', async () => {
    const dir = await tempDir('toolshed-refuse-');
    try {
      const settings = readStorageSettings({ LAMBDA_TASK_ROOT: '/var/task', DATA_DIR: join(dir.path, 'data') });
      const error = await openDatabase(settings).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConfigurationError);
      expect((error as Error).message).toMatch(/SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or DATABASE_URL/);
      expect(await exists(join(dir.path, 'data'))).toBe(false);
    } finally {
      await dir.cleanup();
    }
  });

  it('is allowed under npm start, and not needed once a database is configured', () => {
    expect(embeddedDatabaseRefusal(readStorageSettings({}))).toBeUndefined();
    const runtime = { AWS_LAMBDA_FUNCTION_NAME: 'handler' };
    expect(embeddedDatabaseRefusal(readStorageSettings(runtime))).toMatch(/No database is configured/);
    expect(embeddedDatabaseRefusal(readStorageSettings({ ...runtime, DATABASE_URL: 'postgres://x@127.0.0.1/db' }))).toBeUndefined();
    expect(embeddedDatabaseRefusal(readStorageSettings({ ...runtime, SUPABASE_URL: 'https://x.supabase.co' }))).toMatch(/No database/);
    expect(
      embeddedDatabaseRefusal(readStorageSettings({ ...runtime, SUPABASE_URL: 'https://x.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'k' })),
    ).toBeUndefined();
  });

  it('the build plugin warns exactly when no database setting is visible', () => {
    expect(storageWarning({})).toMatch(/SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or DATABASE_URL/);
    expect(storageWarning({ DATABASE_URL: '' })).toMatch(/no database is configured/);
    expect(storageWarning({ SUPABASE_URL: 'https://x.supabase.co' })).toMatch(/no database is configured/);
    expect(storageWarning({ DATABASE_URL: 'postgres://x@127.0.0.1/db' })).toBeUndefined();
    expect(storageWarning({ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'k' })).toBeUndefined();
  });
});

describe('functions in a runtime that looks like Netlify, over a real socket', () => {
  let server: LocalServer;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  beforeAll(async () => {
    dir = await tempDir('toolshed-refuse-host-');
    server = await startLocalServer({
      AWS_LAMBDA_FUNCTION_NAME: 'handler',
      DATA_DIR: join(dir.path, 'data'),
      DATABASE_URL: '',
      SUPABASE_URL: '',
      SUPABASE_SERVICE_ROLE_KEY: '',
      RELEASE_CHECK_TOKEN: '',
      NPM_REGISTRY_URL: 'http://127.0.0.1:9/registry',
      CHANGELOG_WEBHOOK_URL: 'http://127.0.0.1:9/api/webhooks/1/token',
      WEBHOOK_URL: '',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await dir?.cleanup();
  });

  it('tracking answers a configuration 500 naming the settings and writes no database files', async () => {
    const res = await fetch(`${server.url}/api/track-download-store`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'agent', name: 'x' }),
    });
    expect(res.status).toBe(500);
    const body = (await res.json()) as { message: string };
    expect(body.message).toMatch(/SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or DATABASE_URL/);
    expect(await exists(join(dir.path, 'data'))).toBe(false);
  });

  it('the release check answers a configuration 500 naming the settings', async () => {
    const res = await fetch(`${server.url}/api/release-check`, { method: 'POST' });
    expect(res.status).toBe(500);
    expect(((await res.json()) as { message: string }).message).toMatch(/SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or DATABASE_URL/);
    expect(await exists(join(dir.path, 'data'))).toBe(false);
  });
});
