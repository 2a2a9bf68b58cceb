/**
 * Spec 1's tracking endpoint over a real socket against the local host, on
 * PGlite and on the real PostgreSQL server: every row of the error table,
 * rules 1-8 and the issue's additions (415, 413, invalid JSON, field types),
 * with stored records read back with SQL.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KINDS } from '../../src/catalog/kinds.ts';
import { STORE_BACKENDS, track, trackOnceOpen, type Rows, type TrackingServer } from './helpers.ts';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'Content-Type, User-Agent',
};

function expectCors(res: Response) {
  for (const [k, v] of Object.entries(CORS)) expect(res.headers.get(k)).toBe(v);
}

async function expectError(res: Response, status: number, body: unknown) {
  expect(res.status).toBe(status);
  expectCors(res);
  expect(await res.json()).toEqual(body);
}

/** POST a body in chunks with no Content-Length, so only the streaming limit can stop it. */
function postChunked(url: string, chunks: string[]): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'EPIPE' || (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? undefined : reject(error)));
    for (const c of chunks) req.write(c);
    req.end();
  });
}

const IPS = ['198.51.100.23', '198.51.100.24', '198.51.100.25', '2001:db8::7', '198.51.100.26'];
const REQUIRED = { error: 'Component type and name are required' };
const INVALID_JSON = { error: 'Invalid JSON body' };

describe.each(STORE_BACKENDS)('POST /api/track-download-store on $name', (backend) => {
  let s: TrackingServer;
  beforeAll(async () => {
    s = await backend.start();
  });
  afterAll(async () => {
    await s?.cleanup();
  });

  it('answers an OPTIONS preflight with 200 and the three CORS headers (rule 8)', async () => {
    const res = await fetch(s.url, { method: 'OPTIONS', headers: { origin: 'https://example.org', 'access-control-request-method': 'POST' } });
    expect(res.status).toBe(200);
    expectCors(res);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('refuses %s with 405 and the allowed methods', async (method) => {
    const res = await fetch(s.url, { method });
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    await expectError(res, 405, { error: 'Method not allowed', allowed: ['POST'] });
  });

  it('accepts every installable kind, loop, mod and sandbox included, and echoes it (200)', async () => {
    for (const kind of KINDS) {
      const before = Date.now();
      // The first write also opens the host's store, which a loaded machine may not do in time.
      const res = await trackOnceOpen(s, { type: kind.singular, name: `kind-${kind.singular}` });
      expect(res.status).toBe(200);
      expectCors(res);
      const body = (await res.json()) as { success: boolean; message: string; data: { type: string; name: string; timestamp: string } };
      expect(body).toMatchObject({ success: true, data: { type: kind.singular, name: `kind-${kind.singular}` } });
      expect(typeof body.message).toBe('string');
      expect(new Date(body.data.timestamp).toISOString()).toBe(body.data.timestamp);
      expect(Date.parse(body.data.timestamp)).toBeGreaterThan(before - 60_000);
    }
  });

  it('refuses a type outside the list (400 Invalid component type)', async () => {
    for (const type of ['agents', 'AGENT', 'plugin', 'agent ', 5, true, ['agent'], { a: 1 }]) {
      await expectError(await track(s.url, { type, name: 'x' }), 400, { error: 'Invalid component type' });
    }
  });

  it('refuses a missing type or name (400 Component type and name are required)', async () => {
    for (const body of [{}, { type: 'agent' }, { name: 'x' }, { type: '', name: 'x' }, { type: 'agent', name: '' }, { type: null, name: 'x' }]) {
      await expectError(await track(s.url, body), 400, REQUIRED);
    }
  });

  it('refuses a name over 255 characters and accepts exactly 255 (code points)', async () => {
    await expectError(await track(s.url, { type: 'agent', name: 'n'.repeat(256) }), 400, { error: 'Component name too long' });
    expect((await track(s.url, { type: 'agent', name: 'n'.repeat(255) })).status).toBe(200);
    // 255 emoji are 510 UTF-16 units but 255 characters.
    expect((await track(s.url, { type: 'agent', name: '🔧'.repeat(255) })).status).toBe(200);
  });

  it('refuses name, path, category and cliVersion that are not strings (400)', async () => {
    await expectError(await track(s.url, { type: 'agent', name: 42 }), 400, { error: 'Component name must be a string' });
    for (const field of ['path', 'category', 'cliVersion']) {
      for (const value of [1, false, ['a'], { a: 1 }]) {
        await expectError(await track(s.url, { type: 'agent', name: 'x', [field]: value }), 400, { error: `Component ${field} must be a string` });
      }
    }
    // null means "not given".
    expect((await track(s.url, { type: 'agent', name: 'nulls', path: null, category: null, cliVersion: null })).status).toBe(200);
  });

  it('applies the checks in the documented order when several fail', async () => {
    await expectError(await track(s.url, { name: 'n'.repeat(300) }), 400, REQUIRED);
    await expectError(await track(s.url, { type: 'bogus', name: 'n'.repeat(300) }), 400, { error: 'Invalid component type' });
    await expectError(await track(s.url, { type: 'bogus', name: 5 }), 400, { error: 'Invalid component type' });
    await expectError(await track(s.url, { type: 'agent', name: 'n'.repeat(300), path: 5 }), 400, { error: 'Component name too long' });
    // Content type before body, body size before JSON.
    const res = await fetch(s.url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{' + 'x'.repeat(20_000) });
    expect(res.status).toBe(415);
    await expectError(await track(s.url, '{' + 'x'.repeat(20_000)), 413, { error: 'Request body too large', limit: 16384 });
  });

  it('refuses a body that is not JSON, or not an object (400 Invalid JSON body)', async () => {
    for (const body of ['{', '{"type":"agent","name":"x"', '[{"type":"agent","name":"x"}]', '"agent"', 'null', '42', '', 'type=agent&name=x']) {
      await expectError(await track(s.url, body), 400, INVALID_JSON);
    }
    const invalidUtf8 = await fetch(s.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) });
    await expectError(invalidUtf8, 400, INVALID_JSON);
  });

  it('refuses a content type other than application/json (415), and accepts a charset parameter', async () => {
    const body = JSON.stringify({ type: 'agent', name: 'ct' });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/jsonp', 'multipart/form-data; boundary=x']) {
      await expectError(await fetch(s.url, { method: 'POST', headers: { 'content-type': type }, body }), 415, { error: 'Content-Type must be application/json' });
    }
    const none = await fetch(s.url, { method: 'POST', body: new Blob([body]) });
    expect(none.status).toBe(415);
    expect((await track(s.url, body, { 'content-type': 'Application/JSON; charset=utf-8' })).status).toBe(200);
  });

  it('refuses a body over 16 KB (413), declared or streamed', async () => {
    const big = JSON.stringify({ type: 'agent', name: 'big', path: 'p'.repeat(17_000) });
    await expectError(await track(s.url, big), 413, { error: 'Request body too large', limit: 16384 });
    const streamed = await postChunked(s.url, Array.from({ length: 20 }, () => ' '.repeat(1024)));
    expect(streamed.status).toBe(413);
    // Just under the limit is fine (fields have their own limits; unknown ones are ignored).
    const fits = JSON.stringify({ type: 'agent', name: 'fits', path: 'p'.repeat(1_024), note: 'n'.repeat(15_000) });
    expect(Buffer.byteLength(fits)).toBeGreaterThan(16_000);
    expect((await track(s.url, fits)).status).toBe(200);
  });

  it('records where a call came from (rules 4, 5, 6), repeated calls separately (rule 1)', async () => {
    const calls: Array<[string, Record<string, string>]> = [
      ['ip-xff', { 'x-forwarded-for': `${IPS[0]}, 10.0.0.1, 10.0.0.2`, 'x-real-ip': IPS[1]!, 'user-agent': 'toolshed-cli/2.0 (test)' }],
      ['ip-xreal', { 'x-real-ip': IPS[1]! }],
      ['ip-xff-bad', { 'x-forwarded-for': 'not-an-address', 'x-real-ip': IPS[2]! }],
      ['ip-v6', { 'x-forwarded-for': IPS[3]! }],
      ['ip-socket', {}],
      ['geo-x-country', { 'x-country': 'de', 'x-forwarded-for': IPS[4]! }],
      ['geo-nf', { 'x-nf-geo': Buffer.from(JSON.stringify({ country: { code: 'JP', name: 'Japan' } })).toString('base64') }],
      ['geo-both', { 'x-country': 'FR', 'x-nf-geo': Buffer.from(JSON.stringify({ country: { code: 'JP' } })).toString('base64') }],
      ['geo-junk', { 'x-country': 'Germany', 'x-nf-geo': '%%%not base64 json' }],
    ];
    for (const [name, headers] of calls) {
      expect((await track(s.url, { type: 'command', name, path: `x/${name}.md`, category: 'x', cliVersion: '1.4.0' }, headers)).status).toBe(200);
    }
    for (let i = 0; i < 3; i++) expect((await track(s.url, { type: 'command', name: 'repeated' })).status).toBe(200);
  });

  describe('what was stored (read back with SQL)', () => {
    let records: Rows;
    let aggregates: Rows;
    beforeAll(async () => {
      await s.stop();
      records = await s.sql(`select * from download_records order by id`);
      aggregates = await s.sql(`select component_type, component_name, total_downloads::int as total, last_download from download_aggregates`);
    });
    const one = (name: string) => {
      const found = records.filter((r) => r.component_name === name);
      expect(found).toHaveLength(1);
      return found[0]!;
    };

    it('took the first x-forwarded-for address, then x-real-ip, then the connection (rule 4)', () => {
      expect(one('ip-xff').ip_address).toBe(IPS[0]);
      expect(one('ip-xreal').ip_address).toBe(IPS[1]);
      expect(one('ip-xff-bad').ip_address).toBe(IPS[2]);
      expect(one('ip-v6').ip_address).toBe(IPS[3]);
      expect(one('ip-socket').ip_address).toBe('127.0.0.1');
    });

    it('took the country from the platform geo headers (rule 5)', () => {
      expect(one('geo-x-country').country).toBe('DE');
      expect(one('geo-nf').country).toBe('JP');
      expect(one('geo-both').country).toBe('FR');
      expect(one('geo-junk').country).toBeNull();
      expect(one('ip-socket').country).toBeNull();
    });

    it('took the user agent from the user-agent header (rule 6) and stored the body fields', () => {
      expect(one('ip-xff')).toMatchObject({
        user_agent: 'toolshed-cli/2.0 (test)',
        component_type: 'command',
        component_path: 'x/ip-xff.md',
        category: 'x',
        cli_version: '1.4.0',
      });
      expect(Number.isNaN(Date.parse(String(one('ip-xff').downloaded_at)))).toBe(false);
    });

    it('wrote one record per accepted call and none for refused ones (rule 1)', () => {
      expect(records.filter((r) => r.component_name === 'repeated')).toHaveLength(3);
      // Names used only by refused calls.
      expect(records.filter((r) => ['big', 'x'].includes(String(r.component_name)))).toHaveLength(0);
      expect(records.filter((r) => [...String(r.component_name)].length > 255)).toHaveLength(0);
      expect(records.filter((r) => r.component_name === '🔧'.repeat(255))).toHaveLength(1);
    });

    it('kept an aggregate per (type, name) equal to its records (rule 2)', () => {
      const counts = new Map<string, number>();
      for (const r of records) counts.set(`${r.component_type}:${r.component_name}`, (counts.get(`${r.component_type}:${r.component_name}`) ?? 0) + 1);
      expect(aggregates).toHaveLength(counts.size);
      for (const a of aggregates) expect(a.total).toBe(counts.get(`${a.component_type}:${a.component_name}`));
      expect(aggregates.find((a) => a.component_name === 'repeated')?.total).toBe(3);
    });

    it('wrote no IP address into the log', () => {
      const log = s.server.output();
      for (const ip of [...IPS, '127.0.0.1 ']) expect(log).not.toContain(ip);
    });
  });
});
