/**
 * Functions without their settings answer a configuration 500 naming what is
 * missing, on either host; on Netlify's runtime tracking also refuses the
 * embedded database (the local host keeps it as `npm start`'s default).
 * The static site's headers ride along: they need no setting either.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_KIND, startHostUnderTest, type HostUnderTest } from '../helpers/host-under-test.ts';
import { tempDir } from '../helpers/paths.ts';

describe(`unconfigured functions on the ${HOST_KIND} host`, () => {
  let host: HostUnderTest;
  let dir: Awaited<ReturnType<typeof tempDir>>;

  beforeAll(async () => {
    dir = await tempDir('toolshed-unconfigured-');
    host = await startHostUnderTest({
      DATABASE_URL: '',
      SUPABASE_URL: '',
      SUPABASE_SERVICE_ROLE_KEY: '',
      DATA_DIR: join(dir.path, 'data'),
      DISCORD_PUBLIC_KEY: '',
      NPM_REGISTRY_URL: '',
      npm_config_registry: '',
      CHANGELOG_WEBHOOK_URL: '',
      WEBHOOK_URL: '',
      RELEASE_CHECK_TOKEN: '',
      NODE_ENV: 'production',
    });
  });
  afterAll(async () => {
    await host?.stop();
    await dir?.cleanup();
  });

  it('the release check names the missing setting', async () => {
    const res = await fetch(`${host.url}/api/release-check`, { method: 'POST' });
    expect(res.status).toBe(500);
    expect(((await res.json()) as { message: string }).message).toMatch(/NPM_REGISTRY_URL/);
  });

  it('Discord interactions without a public key answer 500', async () => {
    const res = await fetch(`${host.url}/api/chat/interactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature-ed25519': '00', 'x-signature-timestamp': '1' },
      body: '{"type":1}',
    });
    expect(res.status).toBe(500);
  });

  it('the static site: netlify.toml headers on files and 404s, 405 for other methods', async () => {
    const counts = await fetch(`${host.url}/counts.json`);
    expect(counts.status).toBe(200);
    expect(counts.headers.get('access-control-allow-origin')).toBe('*');
    expect(counts.headers.get('netlify-cdn-cache-control')).toMatch(/max-age=86400/);
    const missingComponent = await fetch(`${host.url}/components/no-such-kind.json`);
    expect(missingComponent.status).toBe(404);
    expect(missingComponent.headers.get('access-control-allow-origin')).toBe('*');
    const missing = await fetch(`${host.url}/no-such-file.json`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(`${host.url}/counts.json`, { method: 'POST' })).status).toBe(405);
  });

  it.runIf(HOST_KIND === 'netlify')('tracking refuses the embedded database, naming the settings', async () => {
    const res = await fetch(`${host.url}/api/track-download-store`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'agent', name: 'x' }),
    });
    expect(res.status).toBe(500);
    expect(((await res.json()) as { message: string }).message).toMatch(/SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, or DATABASE_URL/);
  });
});
