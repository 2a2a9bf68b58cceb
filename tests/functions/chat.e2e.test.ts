/** Discord interactions on the host under test, signed with a key generated for the run. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command, makeSigner, nowSeconds, postSigned, type Signer } from '../chat/discord.ts';
import { HOST_KIND, startHostUnderTest, type HostUnderTest } from '../helpers/host-under-test.ts';

const PATH = '/api/chat/interactions';
const PING = JSON.stringify({ type: 1, id: '1100000000000000001', application_id: '1100000000000000002', token: 'aW50ZXJhY3Rpb246dGVzdA.t' });

describe(`Discord interactions on the ${HOST_KIND} host`, () => {
  let host: HostUnderTest;
  let signer: Signer;

  beforeAll(async () => {
    signer = makeSigner();
    // The catalog the commands read is the built site's own, served by the same host.
    host = await startHostUnderTest((url) => ({ DISCORD_PUBLIC_KEY: signer.publicKeyHex, SITE_URL: url, NODE_ENV: 'production' }));
  });
  afterAll(async () => {
    await host?.stop();
  });

  it('answers a signed PING with PONG', async () => {
    const res = await postSigned(host.url + PATH, signer, PING);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ type: 1 });
  });

  it('refuses another key, an altered body, a stale timestamp and missing headers with 401', async () => {
    expect((await postSigned(host.url + PATH, makeSigner(), PING, { signature: makeSigner().sign(nowSeconds(), PING) })).status).toBe(401);
    const signature = signer.sign(nowSeconds(), PING);
    expect((await postSigned(host.url + PATH, signer, PING.replace('"type":1', '"type": 1'), { signature })).status).toBe(401);
    const stale = String(Number(nowSeconds()) - 3600);
    expect((await postSigned(host.url + PATH, signer, PING, { timestamp: stale })).status).toBe(401);
    expect((await postSigned(host.url + PATH, signer, PING, { signature: null })).status).toBe(401);
  });

  it('refuses other methods with 405', async () => {
    expect((await fetch(host.url + PATH)).status).toBe(405);
  });

  it('answers a signed command with a message', async () => {
    const res = await postSigned(host.url + PATH, signer, command('popular'));
    expect(res.status).toBe(200);
    expect([4, 5]).toContain(((await res.json()) as { type: number }).type);
  });
});
