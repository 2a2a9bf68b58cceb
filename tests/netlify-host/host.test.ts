/** The local host (`npm start`): static files, netlify.toml headers, 404 page and v2 functions, over a real socket. */
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHost, type RunningHost } from '../../src/netlify-host/host.ts';
import { acceptsGzip } from '../../src/netlify-host/static.ts';
import { ROOT, tempDir } from '../helpers/paths.ts';

let host: RunningHost;
const CHUNK = gzipSync(Buffer.from('pagefind_dcd chunk bytes'));
let tmp: Awaited<ReturnType<typeof tempDir>>;
const logs: string[] = [];

/** A request whose path and method are sent byte for byte (fetch would normalize `..` and refuses TRACE). */
function rawGet(path: string, method = 'GET'): Promise<{ status: number; body: string; type: string | undefined; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: host.port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, type: res.headers['content-type'], allow: res.headers.allow }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  tmp = await tempDir('toolshed-host-');
  const dist = join(tmp.path, 'dist');
  await mkdir(join(dist, 'components'), { recursive: true });
  await mkdir(join(dist, 'component', 'agent', 'x', 'a.b'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<h1>home</h1>');
  await writeFile(join(dist, '404.html'), '<h1>Page not found</h1>');
  await writeFile(join(dist, 'components', 'agents.json'), '[]');
  await writeFile(join(dist, 'counts.json'), '{"agents":0}');
  await writeFile(join(dist, 'component', 'agent', 'x', 'a.b', 'index.html'), '<h1>a.b</h1>');
  await writeFile(join(tmp.path, 'secret.txt'), 'do not serve');
  // Pagefind's files as its indexer writes them: gzip holding a signature and the data.
  await mkdir(join(dist, 'pagefind', '0', 'index'), { recursive: true });
  await writeFile(join(dist, 'pagefind', '0', 'index', 'en_1.pf_index'), CHUNK);
  await writeFile(join(dist, 'pagefind', '0', 'pagefind.js'), 'export {}');
  await writeFile(join(dist, 'archive.tar.gz'), CHUNK);
  const functions = join(tmp.path, 'functions');
  await mkdir(functions);
  await writeFile(
    join(functions, 'echo.mjs'),
    `export default async (req, context) => Response.json({ method: req.method, params: context.params, ip: context.ip, body: req.method === 'POST' ? await req.text() : null });
export const config = { path: '/api/echo/:name', method: ['GET', 'POST'] };`,
  );
  await writeFile(join(functions, 'boom.mjs'), `export default () => { throw new Error('secret detail'); };\nexport const config = { path: '/api/boom' };`);
  await writeFile(join(functions, 'notes.txt'), 'not a function');
  await writeFile(join(functions, 'plain.mjs'), `export default (req) => Response.json({ plain: req.method });`);
  await writeFile(
    join(functions, 'tick.mjs'),
    `export default async (req) => Response.json({ method: req.method, agent: req.headers.get('user-agent'), event: req.headers.get('x-nf-event'), body: JSON.parse(await req.text()) });
export const config = { schedule: '*/30 * * * *' };`,
  );
  host = await startHost({ distDir: dist, functionsDir: functions, netlifyToml: join(ROOT, 'netlify.toml'), port: 0, log: (l) => logs.push(l) });
});

afterAll(async () => {
  await host?.close();
  await tmp?.cleanup();
});

describe('local host', () => {
  it('binds 127.0.0.1 and serves static files with their type', async () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${host.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('<h1>home</h1>');
    const page = await fetch(`${host.url}/component/agent/x/a.b`);
    expect(await page.text()).toBe('<h1>a.b</h1>');
  });

  it('sends netlify.toml headers on catalog JSON: CORS * and a 24-hour edge cache', async () => {
    for (const path of ['/counts.json', '/components/agents.json']) {
      const res = await fetch(host.url + path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
    expect((await fetch(`${host.url}/counts.json`)).headers.get('netlify-cdn-cache-control')).toMatch(/max-age=86400/);
  });

  it('answers a missing catalog file with the HTML 404 page', async () => {
    const res = await fetch(`${host.url}/component-content/agents/x/missing.json`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toBe('<h1>Page not found</h1>');
    const head = await fetch(`${host.url}/nope.json`, { method: 'HEAD' });
    expect(head.status).toBe(404);
  });

  it('sends a 404 the header rules Netlify\'s runtime sends with it', async () => {
    // netlify serve matches a 404's rules against the last file it looked for (`<path>/index.htm`).
    const underComponents = await fetch(`${host.url}/components/missing.json`);
    expect(underComponents.status).toBe(404);
    expect(underComponents.headers.get('access-control-allow-origin')).toBe('*');
    const topLevel = await fetch(`${host.url}/missing.json`);
    expect(topLevel.status).toBe(404);
    expect(topLevel.headers.get('access-control-allow-origin')).toBeNull();
    expect(topLevel.headers.get('netlify-cdn-cache-control')).toBeNull();
  });

  it('refuses paths that climb out of the site folder', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/component/../../secret.txt', '/%00/index.html']) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toContain('do not serve');
    }
  });

  it('routes a v2 function by config.path, with params, method and body', async () => {
    const get = await fetch(`${host.url}/api/echo/abc?x=1`);
    expect(await get.json()).toEqual({ method: 'GET', params: { name: 'abc' }, ip: '127.0.0.1', body: null });
    const post = await fetch(`${host.url}/api/echo/z`, { method: 'POST', body: 'hello' });
    expect(await post.json()).toMatchObject({ method: 'POST', body: 'hello' });
    expect(host.functions.map((f) => f.name)).toEqual(['boom', 'echo', 'plain', 'tick']);
  });

  it('serves a function at /.netlify/functions/<name> only when it has no config.path, as Netlify does', async () => {
    expect((await fetch(`${host.url}/.netlify/functions/echo`)).status).toBe(404);
    expect((await fetch(`${host.url}/.netlify/functions/boom`)).status).toBe(404);
    const plain = await fetch(`${host.url}/.netlify/functions/plain`, { method: 'PUT' });
    expect(await plain.json()).toEqual({ plain: 'PUT' });
  });

  it('runs a scheduled function only through its local trigger, as Netlify\'s scheduler would call it, and says so', async () => {
    const before = logs.length;
    const res = await fetch(`${host.url}/.netlify/functions/tick`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-toolshed-local-trigger')).toMatch(/production has no URL for a scheduled function/);
    const body = (await res.json()) as { method: string; agent: string; event: string; body: { next_run: string } };
    expect(body).toMatchObject({ method: 'POST', agent: 'Netlify Clockwork', event: 'schedule' });
    const next = new Date(body.body.next_run);
    expect([0, 30]).toContain(next.getUTCMinutes());
    expect(next.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(logs.slice(before).join('\n')).toMatch(/tick answered 200 \(local trigger only/);
    expect((await fetch(`${host.url}/.netlify/functions/tick`, { method: 'DELETE' })).headers.get('allow')).toBe('GET, POST');
  });

  it('answers TRACE, PROPFIND and other unhandled methods with 405 and Allow, never 500, and logs no stack', async () => {
    const before = logs.length;
    for (const [path, allow] of [
      ['/api/echo/a', 'GET, HEAD, POST'],
      ['/api/boom', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
      ['/.netlify/functions/plain', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
    ] as const) {
      for (const method of ['TRACE']) {
        const res = await rawGet(path, method);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.allow, `${method} ${path}`).toBe(allow);
      }
    }
    for (const path of ['/', '/counts.json', '/missing', '/api/nothing-here']) {
      for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'POST', 'OPTIONS', 'DELETE']) {
        const res = await rawGet(path, method);
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.allow, `${method} ${path}`).toBe('GET, HEAD');
        expect(res.body).toBe('{"error":"Method not allowed"}');
      }
    }
    expect(logs.slice(before)).toEqual([]);
  });

  it('hands a function the same body whether it came with a length, chunked, large or empty', async () => {
    const post = (body: string | undefined, headers: Record<string, string>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port: host.port, path: '/api/echo/b', method: 'POST', headers }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
        if (body !== undefined && headers['transfer-encoding']) {
          // Three separate chunks on the wire.
          req.write(body.slice(0, 3));
          req.write(body.slice(3, 7));
          req.end(body.slice(7));
        } else req.end(body);
      });
    const small = '{"a":"ü✓"}';
    const large = 'x'.repeat(200_000) + 'END';
    const cases: Array<[string | undefined, Record<string, string>, string]> = [
      [small, { 'content-length': String(Buffer.byteLength(small)) }, small],
      [small, { 'transfer-encoding': 'chunked' }, small],
      [large, { 'content-length': String(large.length) }, large],
      [undefined, {}, ''],
    ];
    for (const [body, headers, expected] of cases) {
      const res = await post(body, headers);
      expect(res.status).toBe(200);
      expect((JSON.parse(res.body) as { body: string }).body).toBe(expected);
    }
  });

  it('a method the function does not take falls through to the static site', async () => {
    const res = await fetch(`${host.url}/api/echo/abc`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
  });

  it('a throwing function answers 500 without leaking the error, and logs it', async () => {
    const res = await fetch(`${host.url}/api/boom`);
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body).toBe('{"error":"Internal server error"}');
    expect(logs.join('\n')).toContain('secret detail');
  });
});

describe('the full-text index\'s gzip files', () => {
  /** Bytes and headers as they come over the socket, nothing decoded. */
  const bytes = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ body: Buffer; headers: Record<string, unknown> }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: host.port, path, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () => resolve({ body: Buffer.concat(parts), headers: res.headers }));
      });
      req.on('error', reject);
      req.end();
    });

  it('go as they are, marked gzip, to a client that takes gzip: the browser inflates them, not Pagefind', async () => {
    const taken = await bytes('/pagefind/0/index/en_1.pf_index', { 'accept-encoding': 'gzip, deflate, br' });
    expect(taken.headers['content-encoding']).toBe('gzip');
    expect(taken.headers.vary).toBe('Accept-Encoding');
    expect(taken.body.equals(CHUNK)).toBe(true);
    // A client that decodes (fetch does) gets what Pagefind looks for: its signature, no gzip left.
    expect(await (await fetch(`${host.url}/pagefind/0/index/en_1.pf_index`)).text()).toBe('pagefind_dcd chunk bytes');
  });

  it('go unmarked to a client that does not take gzip, and nothing else is marked', async () => {
    const plain = await bytes('/pagefind/0/index/en_1.pf_index');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const refused = await bytes('/pagefind/0/index/en_1.pf_index', { 'accept-encoding': 'br, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(CHUNK)).toBe(true);
    expect(plain.body.equals(CHUNK)).toBe(true);
    for (const path of ['/pagefind/0/pagefind.js', '/archive.tar.gz']) {
      const other = await bytes(path, { 'accept-encoding': 'gzip' });
      expect(other.headers['content-encoding'], path).toBeUndefined();
    }
    expect((await bytes('/archive.tar.gz', { 'accept-encoding': 'gzip' })).body.equals(CHUNK)).toBe(true);
  });
});

describe('Accept-Encoding', () => {
  it('takes gzip when it is named or `*` is, unless refused with q=0', () => {
    for (const taken of ['gzip', 'gzip, deflate, br', 'GZIP;q=0.5', 'br, *', '*;q=1']) expect(acceptsGzip(taken), taken).toBe(true);
    for (const refused of ['', 'br', 'identity', 'gzip;q=0', 'gzip;q=0.0, br', '*;q=0', 'gzip;q=0, *']) expect(acceptsGzip(refused), refused).toBe(false);
  });
});

describe('local host names', () => {
  it('refuses a foreign Host header on a loopback server (DNS rebinding)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: host.port, path: '/counts.json', headers: { host: 'evil.example:80' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(421);
    const local = await fetch(`http://localhost:${host.port}/counts.json`).catch(() => undefined);
    if (local) expect(local.status).toBe(200);
  });
});
