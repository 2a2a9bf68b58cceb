/**
 * The endpoint core in-process, with an injected clock and short deadlines:
 * stale copies during a slow refresh, deferred ephemeral answers, follow-up failures.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOG_TTL_MS } from '../../src/chat/catalog.ts';
import { TEXT } from '../../src/chat/commands.ts';
import { createChatHandler } from '../../src/chat/endpoint.ts';
import { command, gate, makeSigner, startStandIn, type StandIn } from './discord.ts';
import { chatSite, messyCatalog, siteFile } from './fixtures.ts';

const messySite = chatSite(messyCatalog());

const signer = makeSigner();
const servers: StandIn[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

function harness(siteUrl: string, apiUrl = 'http://127.0.0.1:9') {
  let now = 1_800_000_000_000;
  const lines: string[] = [];
  const pending: Promise<unknown>[] = [];
  const handle = createChatHandler({
    env: { DISCORD_PUBLIC_KEY: signer.publicKeyHex, SITE_URL: siteUrl, DISCORD_API_URL: apiUrl },
    now: () => now,
    log: (l) => lines.push(l),
    // Slow servers below are held by a gate, so this only needs to exceed a fast local answer.
    deferAfterMs: 1_500,
  });
  async function send(body: string) {
    const ts = String(Math.floor(now / 1000));
    const request = new Request('http://127.0.0.1/api/chat/interactions', {
      method: 'POST',
      headers: { 'x-signature-ed25519': signer.sign(ts, body), 'x-signature-timestamp': ts },
      body,
    });
    const response = await handle(request, { waitUntil: (p) => pending.push(p) });
    return { status: response.status, body: await response.json() };
  }
  return { send, lines, pending, advance: (ms: number) => (now += ms) };
}

describe('chat handler core', () => {
  it('answers from the last good copy while a slow refresh runs, then uses the refreshed one', async () => {
    let slow = false;
    let version = 'pdf';
    const hold = gate();
    const catalog = await startStandIn((req) => ({
      ...siteFile(chatSite({ skills: [{ name: version, category: 'documents', description: `the ${version} skill`, downloads: 1 }] }, 1), req.url),
      until: slow && req.url === '/chat/index.txt' ? hold.opened : undefined,
    }));
    servers.push(catalog);
    const h = harness(catalog.url);
    expect((await h.send(command('info', { name: 'pdf' }))).body.data.embeds[0]).toMatchObject({ title: '🎨 pdf', description: 'the pdf skill' });
    h.advance(CATALOG_TTL_MS + 1);
    slow = true;
    version = 'pdf-v2';
    const stale = await h.send(command('info', { name: 'pdf' }));
    // The description shard is past its TTL too and is read again (it is not held), from a site that changed
    // meanwhile: the stale entry is not in it any more, and the answer says the description cannot be read.
    expect(stale.body.data.embeds[0]).toMatchObject({ title: '🎨 pdf', description: TEXT.descriptionUnavailable });
    expect(h.pending).toHaveLength(1);
    hold.open();
    await Promise.all(h.pending);
    expect((await h.send(command('info', { name: 'pdf-v2' }))).body.data.embeds[0].title).toBe('🎨 pdf-v2');
    expect(catalog.requests.map((r) => r.url)).toEqual(['/chat/index.txt', '/chat/info/0.json', '/chat/index.txt', '/chat/info/0.json']);
  });

  it('defers when the description shard is slow, and completes the answer with it', async () => {
    const hold = gate();
    const catalog = await startStandIn((req) => ({ ...siteFile(messySite, req.url), until: req.url.startsWith('/chat/info/') ? hold.opened : undefined }));
    const discord = await startStandIn(() => ({ status: 200, body: '{}' }));
    servers.push(catalog, discord);
    const h = harness(catalog.url, discord.url);
    expect((await h.send(command('info', { name: 'github' }))).body).toEqual({ type: 5 });
    hold.open();
    await Promise.all(h.pending);
    expect(discord.requests.map((r) => r.method)).toEqual(['PATCH']);
    expect(JSON.parse(discord.requests[0]!.body).embeds[0]).toMatchObject({ title: '🔌 github', description: 'GitHub MCP server.' });
  });

  it('completes a deferred ephemeral answer by deleting the placeholder and sending a private follow-up', async () => {
    const hold = gate();
    const catalog = await startStandIn((req) => ({ ...siteFile(messySite, req.url), until: hold.opened }));
    const discord = await startStandIn(() => ({ status: 204 }));
    servers.push(catalog, discord);
    const h = harness(catalog.url, discord.url);
    const first = await h.send(command('search', { query: 'no-such-thing' }));
    expect(first.body).toEqual({ type: 5 });
    expect(discord.requests).toHaveLength(0);
    hold.open();
    await Promise.all(h.pending);
    expect(discord.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'DELETE /webhooks/1100000000000000002/aW50ZXJhY3Rpb246dGVzdA.token_part-1/messages/@original',
      'POST /webhooks/1100000000000000002/aW50ZXJhY3Rpb246dGVzdA.token_part-1',
    ]);
    expect(JSON.parse(discord.requests[1]!.body)).toEqual({ content: TEXT.noMatch('no-such-thing'), flags: 64, allowed_mentions: { parse: [] } });
  });

  it('logs a failed follow-up without the interaction token', async () => {
    const hold = gate();
    const catalog = await startStandIn((req) => ({ ...siteFile(messySite, req.url), until: hold.opened }));
    const discord = await startStandIn(() => ({ status: 404, body: '{"message":"Unknown Webhook"}' }));
    servers.push(catalog, discord);
    const h = harness(catalog.url, discord.url);
    expect((await h.send(command('popular', { type: 'agents' }))).body).toEqual({ type: 5 });
    hold.open();
    await Promise.all(h.pending);
    expect(discord.requests[0]!.method).toBe('PATCH');
    const log = h.lines.join('\n');
    expect(log).toContain('follow-up for /popular failed: Discord PATCH webhook answered 404');
    expect(log).not.toContain('aW50ZXJhY3Rpb246dGVzdA');
  });

  it('answers a deferred failure with the generic text when the catalog never loads', async () => {
    const hold = gate();
    const catalog = await startStandIn(() => ({ status: 500, body: 'boom', until: hold.opened }));
    const discord = await startStandIn(() => ({ status: 200, body: '{}' }));
    servers.push(catalog, discord);
    const h = harness(catalog.url, discord.url);
    expect((await h.send(command('random', { type: 'skills' }))).body).toEqual({ type: 5 });
    hold.open();
    await Promise.all(h.pending);
    expect(JSON.parse(discord.requests.at(-1)!.body)).toEqual({ content: TEXT.generic, flags: 64, allowed_mentions: { parse: [] } });
    expect(h.lines.join('\n')).toContain('HTTP 500');
  });

  it('answers unknown commands without fetching the catalog', async () => {
    const catalog = await startStandIn(() => ({ status: 200, body: '{}' }));
    servers.push(catalog);
    const h = harness(catalog.url);
    const reply = await h.send(command('frobnicate'));
    expect(reply.body.data.content).toBe(TEXT.unknownCommand('frobnicate'));
    expect(catalog.requests).toHaveLength(0);
  });

  it('falls back to the request\'s own origin when SITE_URL is unset', async () => {
    const site = await startStandIn((req) => siteFile(messySite, req.url));
    servers.push(site);
    const handle = createChatHandler({ env: { DISCORD_PUBLIC_KEY: signer.publicKeyHex }, log: () => {} });
    const body = command('info', { name: 'github' });
    const ts = String(Math.floor(Date.now() / 1000));
    const res = await handle(
      new Request(`${site.url}/api/chat/interactions`, {
        method: 'POST',
        headers: { 'x-signature-ed25519': signer.sign(ts, body), 'x-signature-timestamp': ts },
        body,
      }),
      { waitUntil: () => {} },
    );
    const reply = await res.json();
    expect(reply.data.embeds[0].url).toBe(`${site.url}/component/mcp/integrations/github`);
    expect(site.requests[0]!.url).toBe('/chat/index.txt');
  });

  it('treats a key that is not an Ed25519 point as a configuration error', async () => {
    const lines: string[] = [];
    // 64 hex characters, but y = 2^255 - 1 is not below the field prime: no point has this encoding.
    const handle = createChatHandler({ env: { DISCORD_PUBLIC_KEY: 'ff'.repeat(32) }, log: (l) => lines.push(l) });
    const res = await handle(new Request('http://x/api/chat/interactions', { method: 'POST', body: '{}' }), { waitUntil: () => {} });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Server configuration error' });
    expect(lines.join()).toContain('DISCORD_PUBLIC_KEY is not an Ed25519 public key');
    expect(lines.join()).not.toContain('ff'.repeat(32));
  });

  it('treats an invalid SITE_URL as a configuration error', async () => {
    const lines: string[] = [];
    const handle = createChatHandler({ env: { DISCORD_PUBLIC_KEY: signer.publicKeyHex, SITE_URL: 'not a url' }, log: (l) => lines.push(l) });
    const res = await handle(new Request('http://x/api/chat/interactions', { method: 'POST', body: '{}' }), { waitUntil: () => {} });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Server configuration error' });
    expect(lines.join()).toContain('SITE_URL');
  });
});
