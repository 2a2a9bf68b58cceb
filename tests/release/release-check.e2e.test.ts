/**
 * The release check end to end: the real local host (Netlify functions loaded as
 * in production) over a socket, stand-in registry, changelog host and webhook
 * over sockets, on PGlite in a temp folder and on a scratch PostgreSQL database.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSection } from '../../src/release/changelog.ts';
import { classify } from '../../src/release/classify.ts';
import { CHANGE_TYPES, countByType } from '../../src/release/changes.ts';
import { DiscordWebhookPayload, FIELD_NAMES } from '../../src/release/embed.ts';
import { openPglite } from '../../src/storage/pglite.ts';
import { openPostgres } from '../../src/storage/postgres.ts';
import type { Database } from '../../src/storage/database.ts';
import { createScratchPostgres, POSTGRES_URL } from '../helpers/databases.ts';
import { ROOT, tempDir } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';
import { releaseEnv, startStandIns, type StandIns } from './stand-ins.ts';

const FIXTURE = readFileSync(join(ROOT, 'tests/fixtures/changelog/CHANGELOG.md'), 'utf8');
const TOKEN = 'manual-trigger-token-0123456789';

interface Backend {
  name: string;
  setup(): Promise<{ env: Record<string, string>; open(): Promise<Database>; cleanup(): Promise<void> }>;
}

const BACKENDS: Backend[] = [
  {
    name: 'pglite',
    async setup() {
      const dir = await tempDir('toolshed-release-');
      return {
        env: { DATA_DIR: dir.path, DATABASE_URL: '' },
        open: () => openPglite({ dataDir: dir.path }),
        cleanup: dir.cleanup,
      };
    },
  },
  ...(POSTGRES_URL
    ? [
        {
          name: 'postgres',
          async setup() {
            const scratch = await createScratchPostgres();
            return { env: { DATABASE_URL: scratch.url }, open: () => openPostgres({ url: scratch.url }), cleanup: scratch.drop };
          },
        },
      ]
    : []),
];

function baseEnv(standIns: StandIns): Record<string, string> {
  return { ...releaseEnv(standIns, TOKEN), SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '' };
}

/** Bullets plus "… and N more" per kind, from a posted payload. */
function accounted(payload: DiscordWebhookPayload): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of CHANGE_TYPES) {
    out[t] = 0;
    for (const f of payload.embeds[0]!.fields.filter((f) => f.name.startsWith(FIELD_NAMES[t]))) {
      for (const line of f.value.split('\n')) out[t] += Number(/^… and (\d+) more/.exec(line)?.[1] ?? 1);
    }
  }
  return out;
}

describe.each(BACKENDS)('release check end to end on $name', (backend) => {
  let standIns: StandIns;
  let server: LocalServer;
  let store: Awaited<ReturnType<Backend['setup']>>;
  let runs = 0;

  const check = async (method = 'POST', headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) => {
    const response = await fetch(`${server.url}/api/release-check`, { method, headers });
    if (response.status !== 401 && method !== 'OPTIONS') runs++;
    return { status: response.status, headers: response.headers, body: method === 'OPTIONS' ? null : ((await response.json()) as Record<string, any>) };
  };

  beforeAll(async () => {
    standIns = await startStandIns();
    standIns.state.changelog = FIXTURE;
    store = await backend.setup();
    server = await startLocalServer({ ...baseEnv(standIns), ...store.env });
  });

  afterAll(async () => {
    await server?.stop();
    await standIns?.close();
    await store?.cleanup();
  });

  it('answers OPTIONS with 200 and the CORS headers of spec 2', async () => {
    const r = await check('OPTIONS', {});
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-allow-methods')).toBe('POST, GET, OPTIONS');
    expect(r.headers.get('access-control-allow-headers')).toBe('Content-Type');
  });

  it('refuses a manual trigger without the bearer token, before touching anything', async () => {
    standIns.state.latest = '2.1.11';
    expect((await check('POST', {})).status).toBe(401);
    expect((await check('GET', { authorization: 'Bearer wrong-token-0123456789' })).status).toBe(401);
    expect((await check('POST', { authorization: TOKEN })).status).toBe(401);
    expect(standIns.webhookPosts).toHaveLength(0);
    expect(standIns.requests.filter((r) => r.includes('/registry/'))).toHaveLength(0);
  });

  it('a new version: success, counts by kind, one valid webhook post', async () => {
    standIns.state.latest = '2.1.11';
    standIns.state.time = { '2.1.11': '2025-01-02 10:00:00', created: '2020-01-01T00:00:00Z' };
    const r = await check('POST');
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    const expected = countByType(classify(findSection(FIXTURE, '2.1.11')!.changes));
    expect(r.body).toEqual({
      status: 'success',
      version: '2.1.11',
      versionId: expect.any(Number),
      changes: { total: 17, byType: expected },
      discord: { sent: true, status: 204 },
    });
    expect(standIns.webhookPosts).toHaveLength(1);
    const payload = DiscordWebhookPayload.parse(standIns.webhookPosts[0]!.body);
    expect(payload.embeds[0]!.timestamp).toBe('2025-01-02T10:00:00.000Z');
    expect(payload.embeds[0]!.url).toBe(`${standIns.changelogUrl}#2111`);
    expect(accounted(payload)).toEqual(expected);
    // The first check also opens (and migrates) the host's database, which is slow on a loaded
    // machine; the suite's timeout (vitest.config.ts) is set for that.
  });

  it('a repeat: already_processed and no webhook post', async () => {
    const r = await check('GET');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: 'already_processed', version: '2.1.11', message: expect.stringContaining('2.1.11') });
    expect(standIns.webhookPosts).toHaveLength(1);
  });

  it('five concurrent checks of a new version post exactly one webhook', async () => {
    standIns.state.latest = '2.1.114';
    standIns.state.webhookDelayMs = 400;
    const results = await Promise.all(Array.from({ length: 5 }, () => check('POST')));
    standIns.state.webhookDelayMs = 0;
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body!.status === 'success')).toHaveLength(1);
    expect(results.filter((r) => r.body!.status === 'already_processed')).toHaveLength(4);
    expect(standIns.webhookPosts).toHaveLength(2);
    expect((standIns.webhookPosts[1]!.body as DiscordWebhookPayload).embeds[0]!.title).toContain('2.1.114');
  });

  it('a webhook answering 500: sent false, the next run posts again, changes stored once', async () => {
    standIns.state.latest = '2.0.1';
    standIns.state.webhookReplies = [{ status: 500, body: '{"message":"upstream exploded"}' }];
    const first = await check('POST');
    expect(first.body).toMatchObject({ status: 'success', version: '2.0.1', changes: { total: 2 }, discord: { sent: false, status: 500 } });
    const changelogFetches = standIns.requests.filter((r) => r.includes('/raw/')).length;
    const second = await check('POST');
    // The retry posts the stored changes; it does not even read the changelog again.
    expect(standIns.requests.filter((r) => r.includes('/raw/')).length).toBe(changelogFetches);
    expect(second.body).toMatchObject({ status: 'success', versionId: first.body!.versionId, changes: { total: 2 }, discord: { sent: true, status: 204 } });
    expect((await check('POST')).body!.status).toBe('already_processed');
    expect(standIns.webhookPosts).toHaveLength(4);
  });

  it('a 429 is retried once after retry_after within the same run', async () => {
    standIns.state.latest = '2.0.4';
    standIns.state.webhookReplies = [{ status: 429, body: '{"message":"You are being rate limited.","retry_after":0.2,"global":false}' }];
    const r = await check('POST');
    expect(r.body).toMatchObject({ status: 'success', discord: { sent: true, status: 204 } });
    expect(standIns.webhookPosts).toHaveLength(6);
  });

  it('a version missing from the changelog: 500 with the message, no details in production, tried again next run', async () => {
    standIns.state.latest = '2.1.113';
    for (let i = 0; i < 2; i++) {
      const r = await check('POST');
      expect(r.status).toBe(500);
      expect(r.body).toEqual({ error: 'Internal server error', message: 'Version 2.1.113 could not be found in the changelog' });
    }
    expect(standIns.webhookPosts).toHaveLength(6);
  });

  it('a 109-bullet section with a 2,000-character bullet posts one valid embed', async () => {
    standIns.state.latest = '3.0.0';
    standIns.state.time = undefined;
    const r = await check('POST');
    const expected = countByType(classify(findSection(FIXTURE, '3.0.0')!.changes));
    expect(r.body).toMatchObject({ status: 'success', changes: { total: 109, byType: expected }, discord: { sent: true } });
    const payload = DiscordWebhookPayload.parse(standIns.webhookPosts.at(-1)!.body);
    expect(accounted(payload)).toEqual(expected);
    expect(payload.embeds[0]!.fields.some((f) => f.value.includes('• Added This bullet goes on and on'))).toBe(true);
  });

  it('the scheduled function runs the same check', async () => {
    standIns.state.latest = '2.0.5';
    const response = await fetch(`${server.url}/.netlify/functions/release-check-scheduled`, { method: 'POST', body: '{"next_run":"2026-01-01T00:30:00Z"}' });
    runs++;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'success', version: '2.0.5', discord: { sent: true } });
    expect(standIns.webhookPosts).toHaveLength(8);
  });

  it('never writes the webhook token or the bearer token to its output', () => {
    expect(server.output()).toContain('release.notified');
    expect(server.output()).not.toContain(standIns.webhookToken);
    expect(server.output()).not.toContain(TOKEN);
  });

  it('the database holds each version once, its changes once, the notification log and the metadata', async () => {
    await server.stop();
    const db = await store.open();
    try {
      const retried = (await db.call('release_version_detail', { p_version: '2.0.1' })) as any;
      expect(retried.changes).toHaveLength(2);
      expect(retried.version.discord_notified).toBe(true);
      expect(retried.version.discord_notification_sent_at).toBeTruthy();
      expect(retried.version.parser).toBe('deterministic');
      expect(retried.version.claimed_by).toBeNull();
      expect(retried.notifications.map((n: any) => n.response_status)).toEqual([500, 204]);
      expect(retried.notifications[0].response_body).toContain('upstream exploded');
      for (const n of retried.notifications) {
        expect(n.webhook_url).toBe(`${standIns.url}/api/webhooks/42/[redacted]`);
      }
      const concurrent = (await db.call('release_version_detail', { p_version: '2.1.114' })) as any;
      expect(concurrent.changes).toHaveLength(8);
      expect(concurrent.notifications).toHaveLength(1);
      const big = (await db.call('release_version_detail', { p_version: '3.0.0' })) as any;
      expect(big.changes).toHaveLength(109);
      expect(big.changelog_length).toBeLessThanOrEqual(50_000);
      // No publish time from the registry: the check time stands in.
      expect(Date.parse(big.version.published_at)).toBeGreaterThan(Date.parse('2026-01-01'));
      expect(await db.call('release_version_detail', { p_version: '2.1.113' })).toBeNull();
      const meta = (await db.call('release_monitor_status')) as any;
      expect(meta.id).toBe(1);
      expect(meta.check_count).toBe(runs);
      // Two missing-version runs and one webhook 500.
      expect(meta.error_count).toBe(3);
      expect(meta.last_error).toBe('Version 2.1.113 could not be found in the changelog');
      expect(meta.last_version_found).toBe('2.0.5');
      expect(Date.parse(meta.last_check_at)).toBeGreaterThan(Date.now() - 600_000);
    } finally {
      await db.close();
    }
  });
});

describe('release check with its database down', () => {
  let standIns: StandIns;
  let server: LocalServer;
  beforeAll(async () => {
    standIns = await startStandIns();
    standIns.state.latest = '2.1.11';
    standIns.state.changelog = FIXTURE;
    server = await startLocalServer({
      ...baseEnv(standIns),
      RELEASE_CHECK_TOKEN: '',
      // Nothing listens on port 1.
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      NODE_ENV: 'development',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await standIns?.close();
  });

  it('answers 500 with a clear message (details only in development), posts nothing, and keeps serving', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/api/release-check`, { method: 'POST' });
      expect(response.status).toBe(500);
      const body = (await response.json()) as Record<string, string>;
      expect(body.error).toBe('Internal server error');
      expect(body.message).toMatch(/^The database is unavailable/);
      expect(typeof body.details).toBe('string');
    }
    expect(standIns.webhookPosts).toHaveLength(0);
  });
});
