/**
 * The release check, by hand and as Netlify's scheduler calls it, and the daily
 * rebuild, on the host under test against local stand-ins (tests/release/stand-ins.ts).
 * A scheduled function is called at the path Netlify's CLI gives it; what it
 * answers there differs between runtimes (`netlify dev` replaces the body), so
 * only the status and the effects are compared.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseEnv, startStandIns, type StandIns } from '../release/stand-ins.ts';
import { freePort, HOST_KIND, startHostUnderTest, type HostUnderTest } from '../helpers/host-under-test.ts';
import { HAS_POSTGRES, scratchStore, type ScratchStore } from './store.ts';

const TOKEN = 'manual-trigger-token-0123456789';
const changelog = (versions: string[]) =>
  `# Changelog\n\n${versions.map((v) => `## ${v}\n\n- Added a feature in ${v}\n- Fixed a bug in ${v}\n`).join('\n')}`;

/** How Netlify's scheduler calls a scheduled function (and what netlify-cli sends for it). */
const asScheduler = (host: HostUnderTest, name: string) =>
  fetch(`${host.url}/.netlify/functions/${name}`, {
    method: 'POST',
    headers: { 'user-agent': 'Netlify Clockwork', 'x-nf-event': 'schedule', 'content-type': 'application/json' },
    body: JSON.stringify({ next_run: new Date(Date.now() + 30 * 60_000).toISOString() }),
  });

describe.skipIf(!HAS_POSTGRES)(`release check and scheduled functions on the ${HOST_KIND} host`, () => {
  let host: HostUnderTest;
  let store: ScratchStore;
  let standIns: StandIns;
  let hook: Server;
  const hookCalls: string[] = [];

  beforeAll(async () => {
    standIns = await startStandIns();
    hook = createServer((req, res) => {
      hookCalls.push(`${req.method} ${req.url}`);
      req.resume();
      res.writeHead(200).end('{}');
    });
    const hookPort = await freePort();
    await new Promise<void>((done) => hook.listen(hookPort, '127.0.0.1', done));
    store = await scratchStore();
    host = await startHostUnderTest({
      ...store.env,
      ...releaseEnv(standIns, TOKEN),
      BUILD_HOOK_URL: `http://127.0.0.1:${hookPort}/build_hooks/e2e-hook-id`,
    });
  });
  afterAll(async () => {
    await host?.stop();
    await store?.drop();
    await standIns?.close();
    hook?.close();
  });

  const manual = (token = TOKEN) =>
    fetch(`${host.url}/api/release-check`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

  it('a new version: success, one webhook post; the same version again: already_processed', async () => {
    standIns.state.latest = '2.0.1';
    standIns.state.changelog = changelog(['2.0.1', '2.0.0']);
    const first = await manual();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: 'success', version: '2.0.1', discord: { sent: true } });
    expect(standIns.webhookPosts).toHaveLength(1);
    const again = await manual();
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: 'already_processed', version: '2.0.1' });
    expect(standIns.webhookPosts).toHaveLength(1);
  });

  it('refuses a wrong token and an unknown method', async () => {
    expect((await manual('wrong-token-0123456789abcdef')).status).toBe(401);
    const put = await fetch(`${host.url}/api/release-check`, { method: 'PUT', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(put.status).toBe(405);
    expect((await fetch(`${host.url}/api/release-check`, { method: 'OPTIONS' })).status).toBe(200);
  });

  it('the scheduled release check runs when the scheduler calls it', async () => {
    standIns.state.latest = '2.0.2';
    standIns.state.changelog = changelog(['2.0.2', '2.0.1']);
    const res = await asScheduler(host, 'release-check-scheduled');
    expect(res.status).toBe(200);
    expect(standIns.webhookPosts).toHaveLength(2);
    const rows = await store.sql<{ version: string; discord_notified: boolean }>(
      `select version, discord_notified from release_versions order by version`,
    );
    expect(rows).toEqual([
      { version: '2.0.1', discord_notified: true },
      { version: '2.0.2', discord_notified: true },
    ]);
  });

  it('the daily rebuild calls the build hook when the scheduler calls it, without logging the hook', async () => {
    const res = await asScheduler(host, 'catalog-rebuild');
    expect(res.status).toBe(200);
    expect(hookCalls).toEqual(['POST /build_hooks/e2e-hook-id']);
    expect(host.output()).not.toContain('e2e-hook-id');
    expect(host.output()).not.toContain(standIns.webhookToken);
  });

  it('functions with a path have no /.netlify/functions/<name> address', async () => {
    for (const name of ['release-check', 'track-download-store', 'chat-interactions']) {
      expect((await fetch(`${host.url}/.netlify/functions/${name}`)).status, name).toBe(404);
    }
  });
});
