/**
 * POST /api/chat/interactions over a real socket against the local host,
 * signed with node:crypto's Ed25519, catalog served by a local server.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionResponseSchema } from '../../src/chat/schemas.ts';
import { TEXT } from '../../src/chat/commands.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';
import { command, gate, makeSigner, nowSeconds, postSigned, startStandIn, type StandIn } from './discord.ts';
import { chatSite, messyCatalog, siteFile } from './fixtures.ts';

const site = chatSite(messyCatalog());

const signer = makeSigner();
const PING = '{"type":1}';
let catalog: StandIn;
let discord: StandIn;
let server: LocalServer;
let endpoint: string;

beforeAll(async () => {
  catalog = await startStandIn((req) => siteFile(site, req.url));
  discord = await startStandIn(() => ({ status: 200, body: '{}' }));
  server = await startLocalServer({
    DISCORD_PUBLIC_KEY: signer.publicKeyHex,
    SITE_URL: catalog.url,
    DISCORD_API_URL: discord.url,
  });
  endpoint = `${server.url}/api/chat/interactions`;
});

afterAll(async () => {
  await server?.stop();
  await catalog?.close();
  await discord?.close();
});

/**
 * POST on a connection of its own (node:http, no keep-alive pool): the server
 * stops reading an oversized body, and such a socket must not be reused by
 * the next test's fetch.
 */
function postOnOwnConnection(url: string, headers: Record<string, string>, chunks: string[]) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      res.on('error', reject);
    });
    // The server may close while the rest of the body is still being sent.
    req.on('error', (error) => (error as NodeJS.ErrnoException).code === 'EPIPE' || (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error));
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

async function expectJson(response: Response, status: number, body?: unknown) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/application\/json/);
  const parsed = await response.json();
  if (body !== undefined) expect(parsed).toEqual(body);
  return parsed;
}

describe('signature verification', () => {
  it('answers a signed PING with {type: 1}', async () => {
    await expectJson(await postSigned(endpoint, signer, PING), 200, { type: 1 });
  });

  it('verifies the exact bytes: other spacing, key order and \\u escapes', async () => {
    const bodies = [
      '{ "type" :\n\t1 }',
      '{"id":"9","application_id":"1","token":"t","type":1}',
      '{"t\\u0079pe":1,"note":"caf\\u00e9 \\ud83d\\ude80 é"}',
    ];
    for (const body of bodies) await expectJson(await postSigned(endpoint, signer, body), 200, { type: 1 });
    const escaped = command('search', { query: 'x' }).replace('"value":"x"', '"value":"\\u0072\\u0065view"');
    const reply = await expectJson(await postSigned(endpoint, signer, escaped), 200);
    expect(reply.data.embeds[0].title).toContain('"review"');
  });

  const forged: Array<[string, () => Promise<Response>]> = [
    ['a wrong key', () => postSigned(endpoint, makeSigner(), PING)],
    ['a tampered body', () => fetchWithSignatureOf(PING, '{"type":1} ')],
    ['a tampered timestamp', async () => {
      const ts = nowSeconds();
      return postSigned(endpoint, signer, PING, { signature: signer.sign(ts, PING), timestamp: ts, timestampHeader: String(Number(ts) - 1) });
    }],
    ['no signature header', () => postSigned(endpoint, signer, PING, { signature: null })],
    ['no timestamp header', () => postSigned(endpoint, signer, PING, { timestampHeader: null })],
    ['a short signature', () => postSigned(endpoint, signer, PING, { signature: signer.sign(nowSeconds(), PING).slice(0, 126) })],
    ['a long signature', () => postSigned(endpoint, signer, PING, { signature: signer.sign(nowSeconds(), PING) + '00' })],
    ['a non-hex signature', () => postSigned(endpoint, signer, PING, { signature: 'xy'.repeat(64) })],
    ['an empty signature', () => postSigned(endpoint, signer, PING, { signature: '' })],
    ['a non-numeric timestamp', () => postSigned(endpoint, signer, PING, { timestamp: 'yesterday' })],
    ['a timestamp six minutes old (replay)', () => postSigned(endpoint, signer, PING, { timestamp: String(Number(nowSeconds()) - 360) })],
    ['a timestamp six minutes ahead', () => postSigned(endpoint, signer, PING, { timestamp: String(Number(nowSeconds()) + 360) })],
    ['a malleable signature (S + L, the same scalar unreduced)', async () => {
      const ts = nowSeconds();
      return postSigned(endpoint, signer, PING, { signature: withUnreducedS(signer.sign(ts, PING)), timestamp: ts });
    }],
  ];

  /** RFC 8032 requires S < L; S + L verifies under lax checks, so it must be refused. */
  function withUnreducedS(signature: string): string {
    const L = 2n ** 252n + 27742317777372353535851937790883648493n;
    const bytes = Buffer.from(signature, 'hex');
    const s = BigInt(`0x${Buffer.from(bytes.subarray(32)).reverse().toString('hex')}`);
    const unreduced = Buffer.from((s + L).toString(16).padStart(64, '0'), 'hex').reverse();
    return Buffer.concat([bytes.subarray(0, 32), unreduced]).toString('hex');
  }
  for (const [name, send] of forged) {
    it(`refuses ${name} with 401`, async () => {
      await expectJson(await send(), 401, { error: 'Invalid request signature' });
    });
  }

  async function fetchWithSignatureOf(signedBody: string, sentBody: string) {
    const ts = nowSeconds();
    return fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature-ed25519': signer.sign(ts, signedBody), 'x-signature-timestamp': ts },
      body: sentBody,
    });
  }
});

describe('requests that are not interactions', () => {
  it('answers other methods with 405', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const res = await fetch(endpoint, { method });
      await expectJson(res, 405, { error: 'Method not allowed' });
    }
  });

  it('refuses bodies over 64 KB with 413, signed or not', async () => {
    const big = JSON.stringify({ type: 1, pad: 'x'.repeat(70 * 1024) });
    const ts = nowSeconds();
    const signed = { 'content-type': 'application/json', 'x-signature-ed25519': signer.sign(ts, big), 'x-signature-timestamp': ts };
    expect(await postOnOwnConnection(endpoint, signed, [big])).toEqual({ status: 413, body: { error: 'Request body exceeds 65536 bytes' } });
    // Streamed in chunks without a length, so the limit is enforced while reading.
    const chunks = Array.from({ length: 80 }, () => 'x'.repeat(1024));
    const unsigned = { 'x-signature-ed25519': '00'.repeat(64), 'x-signature-timestamp': ts };
    expect((await postOnOwnConnection(endpoint, unsigned, chunks)).status).toBe(413);
  });

  it('answers signed malformed JSON and unsupported interaction types with 400', async () => {
    await expectJson(await postSigned(endpoint, signer, '{"type":1'), 400, { error: 'Request body is not valid JSON' });
    await expectJson(await postSigned(endpoint, signer, '[1]'), 400);
    await expectJson(await postSigned(endpoint, signer, '{"type":3,"data":{}}'), 400, { error: 'Unsupported interaction type 3' });
    await expectJson(await postSigned(endpoint, signer, '{"type":2,"data":{"name":"search"}}'), 400);
  });
});

describe('commands', () => {
  async function run(name: string, options: Record<string, string> = {}) {
    const body = await expectJson(await postSigned(endpoint, signer, command(name, options)), 200);
    return interactionResponseSchema.parse(body);
  }

  it('/search answers an embed with links to the site', async () => {
    const reply = await run('search', { query: 'review', type: 'agents' });
    expect(reply.type).toBe(4);
    if (reply.type !== 4 || !('embeds' in reply.data)) throw new Error('no embed');
    const embed = reply.data.embeds[0]!;
    expect(embed.color).toBe(56831);
    expect(embed.fields!.map((f) => f.name)).toEqual(['1. 🤖 reviewer', '2. 🤖 code-reviewer', '3. 🤖 Code-Reviewer-Pro']);
    expect(embed.fields![0]!.value).toContain(`(${catalog.url}/component/agent/development-tools/reviewer)`);
  });

  it('/info, /install, /popular and /random answer embeds', async () => {
    const info = await run('info', { name: 'pdf' });
    expect(info).toMatchObject({ type: 4, data: { embeds: [{ title: '🎨 pdf', url: `${catalog.url}/component/skill/documents/pdf`, color: 16737131 }] } });
    const install = await run('install', { name: 'nextjs-app', type: 'templates' });
    expect(JSON.stringify(install)).toContain('npx toolshed@latest --template nextjs-app');
    const popular = await run('popular', { type: 'mcps' });
    expect(popular).toMatchObject({ data: { embeds: [{ title: '🔌 github', color: 0x95e1d3 }] } });
    const random = await run('random', { type: 'hooks' });
    expect(random).toMatchObject({ data: { embeds: [{ title: '🪝 format-on-save', color: 0x6c5ce7 }] } });
  });

  it('reads a full interaction as Discord sends it, with member, user and extra fields', async () => {
    const body = JSON.stringify({
      app_permissions: '562949953601536',
      application_id: '1100000000000000002',
      authorizing_integration_owners: { '0': '1100000000000000009' },
      channel: { id: '1100000000000000010', name: 'general', type: 0, guild_id: '1100000000000000011' },
      channel_id: '1100000000000000010',
      context: 0,
      data: {
        id: '1100000000000000003',
        name: 'install',
        options: [
          { name: 'name', type: 3, value: '  Code-Reviewer  ' },
          { name: 'type', type: 3, value: 'agents' },
        ],
        type: 1,
      },
      entitlements: [],
      guild: { features: [], id: '1100000000000000011', locale: 'en-US' },
      guild_id: '1100000000000000011',
      guild_locale: 'en-US',
      id: '1100000000000000012',
      locale: 'de',
      member: { roles: [], user: { id: '1100000000000000013', username: 'someone', global_name: 'Some One' }, permissions: '2248473465835073' },
      token: 'aW50ZXJhY3Rpb246MTEwMDAwMDAwMDAwMDAwMDAxMjpxV2VSdFk_-abc',
      type: 2,
      version: 1,
    });
    const reply = await expectJson(await postSigned(endpoint, signer, body), 200);
    expect(reply.data.embeds[0].fields[0].value).toBe('```bash\nnpx toolshed@latest --agent code-reviewer\n```');
  });

  it('/search with no match and unknown commands get ephemeral texts', async () => {
    expect(await run('search', { query: 'nothing-like-this' })).toEqual({
      type: 4,
      data: { content: TEXT.noMatch('nothing-like-this'), flags: 64, allowed_mentions: { parse: [] } },
    });
    const unknown = await run('launch');
    expect(unknown).toMatchObject({ type: 4, data: { flags: 64 } });
    expect(JSON.stringify(unknown)).toContain('Unknown command `/launch`');
  });

  it('never puts the public key in its log', () => {
    expect(server.output()).not.toContain(signer.publicKeyHex);
  });
});

describe('configuration', () => {
  it('answers 500 when DISCORD_PUBLIC_KEY is missing or not 64 hex characters', async () => {
    for (const key of ['', signer.publicKeyHex.slice(1), 'g'.repeat(64)]) {
      const broken = await startLocalServer({ DISCORD_PUBLIC_KEY: key, SITE_URL: catalog.url });
      try {
        const url = `${broken.url}/api/chat/interactions`;
        await expectJson(await postSigned(url, signer, PING), 500, { error: 'Server configuration error' });
        await expectJson(await fetch(url), 405, { error: 'Method not allowed' });
        expect(broken.output()).toContain('DISCORD_PUBLIC_KEY is missing or is not 64 hex characters');
      } finally {
        await broken.stop();
      }
    }
  });
});

describe('a failing, then slow catalog server', () => {
  let mode: 'fail' | 'slow' = 'fail';
  // The slow catalog answers only when the test opens this gate, after it has seen the deferral.
  const hold = gate();
  let trouble: StandIn;
  let troubled: LocalServer;
  beforeAll(async () => {
    trouble = await startStandIn((req) =>
      mode === 'fail'
        ? { status: 503, body: 'database exploded at /srv/secret/path' , contentType: 'text/plain' }
        : { ...siteFile(site, req.url), until: hold.opened },
    );
    troubled = await startLocalServer({ DISCORD_PUBLIC_KEY: signer.publicKeyHex, SITE_URL: trouble.url, DISCORD_API_URL: discord.url });
  });
  afterAll(async () => {
    await troubled?.stop();
    await trouble?.close();
  });

  it('answers the generic ephemeral failure and logs the details', async () => {
    const res = await postSigned(`${troubled.url}/api/chat/interactions`, signer, command('info', { name: 'pdf' }));
    const body = await expectJson(res, 200, { type: 4, data: { content: TEXT.generic, flags: 64, allowed_mentions: { parse: [] } } });
    expect(JSON.stringify(body)).not.toContain('503');
    expect(troubled.output()).toMatch(/\/info failed: catalog fetch from http:\/\/127\.0\.0\.1:\d+\/chat\/index\.txt failed: Error: HTTP 503/);
  });

  it('defers within Discord\'s window when the catalog is slow and completes with a follow-up edit', async () => {
    mode = 'slow';
    const before = discord.requests.length;
    const res = await postSigned(`${troubled.url}/api/chat/interactions`, signer, command('info', { name: 'pdf' }));
    await expectJson(res, 200, { type: 5 });
    expect(discord.requests.length).toBe(before);
    hold.open();
    const [edit] = (await discord.waitFor(before + 1)).slice(before);
    expect(edit!.method).toBe('PATCH');
    expect(edit!.url).toBe('/webhooks/1100000000000000002/aW50ZXJhY3Rpb246dGVzdA.token_part-1/messages/@original');
    const message = JSON.parse(edit!.body);
    expect(message.embeds[0]).toMatchObject({ title: '🎨 pdf', url: `${trouble.url}/component/skill/documents/pdf` });
    expect(troubled.output()).not.toContain('aW50ZXJhY3Rpb246dGVzdA');
  });
});
