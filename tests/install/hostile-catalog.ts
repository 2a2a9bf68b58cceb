/**
 * A catalog that lies: a real HTTP server serving a fixture dist folder, where
 * a test replaces the answer at any path (a redirect elsewhere, an endless
 * stream, a body far over its declared size) and sees how much of each answer
 * the client actually read.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';

export type Override = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface HostileCatalog {
  /** `http://127.0.0.1:PORT`. */
  url: string;
  /** The same server under another host name (`localhost`): another origin. */
  otherHostUrl: string;
  overrides: Map<string, Override>;
  /** Paths requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startHostileCatalog(distDir: string): Promise<HostileCatalog> {
  const sockets = new Set<Socket>();
  const catalog: HostileCatalog = { url: '', otherHostUrl: '', overrides: new Map(), requests: [], close: async () => {} };
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    catalog.requests.push(path);
    const override = catalog.overrides.get(path);
    if (override) return override(req, res);
    try {
      const body = await readFile(join(distDir, ...path.split('/').filter(Boolean)));
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  catalog.url = `http://127.0.0.1:${port}`;
  catalog.otherHostUrl = `http://localhost:${port}`;
  catalog.close = () =>
    new Promise<void>((r) => {
      for (const s of sockets) s.destroy();
      server.close(() => r());
    });
  return catalog;
}

/**
 * Streams a JSON document of exactly `total` bytes (`{"content":"aaa…"}`) in
 * 64 KB chunks, without a Content-Length unless the caller set one; resolves
 * with the bytes the client took before it hung up.
 */
export function streamJson(res: ServerResponse, total: number): Promise<number> {
  return new Promise((resolve) => {
    if (!res.hasHeader('content-type')) res.setHeader('content-type', 'application/json');
    const head = Buffer.from('{"content":"');
    const tail = Buffer.from('"}');
    const filler = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    let done = false;
    const finish = () => {
      if (!done) resolve(sent);
      done = true;
    };
    res.on('close', finish);
    res.on('error', finish);
    const pump = () => {
      while (!done) {
        const left = total - sent - tail.byteLength;
        if (left <= 0) return void res.end(tail, finish);
        const piece = sent === 0 ? Buffer.concat([head, filler]).subarray(0, Math.min(left, filler.byteLength)) : filler.subarray(0, Math.min(left, filler.byteLength));
        sent += piece.byteLength;
        if (!res.write(piece)) return void res.once('drain', pump);
      }
    };
    pump();
  });
}
