import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { streamedGet } from '../../src/chat/streamed-get.ts';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done) ?? done(undefined));
  server = undefined;
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function read(url: string, options: { maxBytes?: number; timeoutMs?: number } = {}): Promise<string> {
  const chunks: Uint8Array[] = [];
  await streamedGet(url, { accept: 'text/plain', timeoutMs: options.timeoutMs ?? 5_000, maxBytes: options.maxBytes ?? 1_000_000, onChunk: (c) => chunks.push(c) });
  return Buffer.concat(chunks).toString('utf8');
}

describe('streamedGet (node:http, real sockets)', () => {
  it('hands over the body in its chunks, and sends the accept header', async () => {
    const seen: string[] = [];
    const url = await serve((req, res) => {
      seen.push(req.headers.accept ?? '');
      res.write('first ');
      setImmediate(() => res.end('second'));
    });
    expect(await read(`${url}/x`)).toBe('first second');
    expect(seen).toEqual(['text/plain']);
  });

  it('follows a few redirects, relative or not, and refuses a loop', async () => {
    const url = await serve((req, res) => {
      if (req.url === '/a') res.writeHead(301, { location: '/b' }).end();
      else if (req.url === '/b') res.writeHead(307, { location: `${url}/c` }).end();
      else if (req.url === '/c') res.end('here');
      else res.writeHead(302, { location: '/loop' }).end();
    });
    expect(await read(`${url}/a`)).toBe('here');
    await expect(read(`${url}/loop`)).rejects.toThrow('more than 3 redirects');
  });

  it('rejects a status other than 2xx, a body over the limit, a cut body and a slow server, never hanging', async () => {
    const url = await serve((req, res) => {
      if (req.url === '/missing') res.writeHead(404).end('no');
      else if (req.url === '/big') res.end('x'.repeat(10_000));
      else if (req.url === '/cut') {
        res.writeHead(200, { 'content-length': '100' });
        res.write('only part');
        setImmediate(() => res.socket?.destroy());
      } else if (req.url === '/slow') res.write('a');
    });
    await expect(read(`${url}/missing`)).rejects.toThrow('HTTP 404');
    await expect(read(`${url}/big`, { maxBytes: 9_999 })).rejects.toThrow('larger than 9999 bytes');
    expect(await read(`${url}/big`, { maxBytes: 10_000 })).toHaveLength(10_000);
    await expect(read(`${url}/cut`)).rejects.toThrow(/aborted|reset|closed/i);
    await expect(read(`${url}/slow`, { timeoutMs: 200 })).rejects.toMatchObject({ name: 'TimeoutError' });
    await expect(read('ftp://127.0.0.1/x')).rejects.toThrow('not an http(s) address');
  });

  it('ends the request with the error a chunk handler throws', async () => {
    const url = await serve((_req, res) => res.end('data'));
    await expect(
      streamedGet(`${url}/x`, {
        accept: '*/*',
        timeoutMs: 5_000,
        maxBytes: 100,
        onChunk: () => {
          throw new Error('not an index');
        },
      }),
    ).rejects.toThrow('not an index');
  });
});
