/**
 * A real HTTP server in front of the local host: GETs are passed through to
 * it, the download-tracking POST is answered according to `mode`, so tests
 * can make the tracker down, slow or failing while the catalog still works.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

type TrackerMode = 'pass' | 'ok' | 'error500' | 'hang' | 'drop';

export interface CatalogProxy {
  url: string;
  mode: TrackerMode;
  tracked: unknown[];
  close(): Promise<void>;
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

export async function startCatalogProxy(upstream: string): Promise<CatalogProxy> {
  const sockets = new Set<Socket>();
  const proxy: CatalogProxy = { url: '', mode: 'ok', tracked: [], close: async () => {} };
  const server: Server = createServer(async (req, res) => {
    if (req.method === 'POST' && req.url === '/api/track-download-store') {
      const text = await body(req);
      proxy.tracked.push(JSON.parse(text));
      if (proxy.mode === 'hang') return; // never answers
      if (proxy.mode === 'drop') return req.socket.destroy();
      if (proxy.mode === 'error500') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"Internal server error"}');
        return;
      }
      if (proxy.mode === 'ok') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
        return;
      }
      const answer = await fetch(`${upstream}${req.url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(await answer.text());
      return;
    }
    const answer = await fetch(`${upstream}${req.url}`);
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((r) => {
      for (const s of sockets) s.destroy();
      server.close(() => r());
    });
  return proxy;
}
