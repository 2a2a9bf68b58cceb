/**
 * The HTTP + WebSocket shell shared by the two local tools, `toolshed chats`
 * (src/monitor) and `toolshed analytics` (src/dashboard): node:http + ws, bound to
 * 127.0.0.1 by default. It serves the page (a fixed map of files: no request path
 * reaches the file system), hands /api/* to the tool with its JSON body parsed and
 * size-limited, and upgrades /ws. Every request and upgrade passes the Host/Origin
 * check of ./access.ts (and the tunnel token when a tunnel host is set);
 * no CORS header is ever sent. The tool owns its API and what it pushes on /ws.
 */
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket } from 'ws';
import { errorBody, type LocalApiRequest, type LocalApiResponse } from './api.ts';
import { checkAccess, allowedHosts, TOKEN_COOKIE, type AccessPolicy } from './access.ts';
import type { Logger } from '../transcripts/index.ts';

export interface StaticFile {
  /** File name inside the tool's web folder. */
  file: string;
  type: string;
}

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};

/** A page's file map: `/` and `/index.html` serve index.html, each of `names` its own path. */
export function pageFiles(names: string[]): Record<string, StaticFile> {
  const entry = (file: string): StaticFile => {
    const type = CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)];
    if (!type) throw new Error(`no content type for ${file}`);
    return { file, type };
  };
  const files: Record<string, StaticFile> = { '/': entry('index.html'), '/index.html': entry('index.html') };
  for (const name of names) files[`/${name}`] = entry(name);
  return files;
}

export interface LocalServerOptions {
  host?: string;
  port?: number;
  log?: Logger;
  /** Required on requests through the tunnel (null: no tunnel request is ever served). */
  token?: string | null;
  /** The page: request path → file in `webDir`. */
  files: Record<string, StaticFile>;
  /** Addresses the page itself handles (a session's `/c/<id>`): served index.html, the page reads the path. */
  pageRoute?: (pathname: string) => boolean;
  webDir: URL;
  /** Largest accepted POST body in bytes (413 above). */
  bodyLimit: number;
  api(req: LocalApiRequest): Promise<LocalApiResponse> | LocalApiResponse;
  /** A client connected on /ws (the protocol is server → client only). */
  onConnection(ws: WebSocket): void;
}

export interface LocalServer {
  server: Server;
  wss: WebSocketServer;
  port: number;
  url: string;
  /** Accept requests whose Host is the tunnel's public host (they must carry the token). */
  setTunnelHost(host: string | null): void;
  /** Sends `{type, data}` to every open client. */
  broadcast(type: string, data: unknown): void;
  clients(): number;
  close(): Promise<void>;
}

export class PortInUseError extends Error {}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...SECURITY_HEADERS, ...headers });
  res.end(JSON.stringify(body));
}

/** The request target as a URL (path and query), or null when it is not one. */
function requestUrl(target: string): URL | null {
  try {
    return new URL(target, 'http://localhost');
  } catch {
    return null;
  }
}

/** The body as text, or null once it passes `limit` (the rest is not read). */
async function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startLocalServer(opts: LocalServerOptions): Promise<LocalServer> {
  const log = opts.log ?? (() => {});
  const bindHost = opts.host ?? '127.0.0.1';
  const policy: AccessPolicy = { port: opts.port ?? 0, bindHost, tunnelHost: null, token: opts.token ?? null };
  let hosts = new Set<string>();
  const access = (req: IncomingMessage) =>
    checkAccess(policy, { host: req.headers.host, origin: req.headers.origin, cookie: req.headers.cookie }, req.url ?? '/', hosts);

  const server = createServer(async (req, res) => {
    const url = req.url ?? '/';
    // Everything below runs inside the try: an exception here would be an unhandled
    // rejection, which ends the process.
    try {
      const decision = access(req);
      if (!decision.ok) {
        log('debug', `refused ${req.method} ${url.slice(0, 200)}: ${decision.reason}`);
        send(res, decision.status, errorBody(decision.status === 403 ? 'forbidden' : 'unauthorized', decision.reason));
        return;
      }
      const extra: Record<string, string> = {};
      if (decision.remote && policy.token) extra['set-cookie'] = `${TOKEN_COOKIE}=${encodeURIComponent(policy.token)}; Path=/; HttpOnly; Secure; SameSite=Strict`;
      const parsed = requestUrl(url);
      if (!parsed) return send(res, 400, errorBody('bad_request', 'Malformed request target'), extra);
      if (parsed.pathname.startsWith('/api/')) {
        let body: unknown;
        let bodyError: string | undefined;
        if (req.method === 'POST') {
          const raw = await readBody(req, opts.bodyLimit);
          if (raw === null) return send(res, 413, errorBody('payload_too_large', `Request body exceeds ${opts.bodyLimit} bytes`), extra);
          if (raw.trim() !== '') {
            try {
              body = JSON.parse(raw);
            } catch {
              bodyError = 'Request body is not valid JSON';
            }
          }
        }
        const r = await opts.api({ method: req.method ?? 'GET', path: parsed.pathname, query: parsed.searchParams, body, bodyError });
        return send(res, r.status, r.body, extra);
      }
      const asset = opts.files[parsed.pathname] ?? (opts.pageRoute?.(parsed.pathname) ? opts.files['/'] : undefined);
      if (!asset || (req.method !== 'GET' && req.method !== 'HEAD')) return send(res, 404, errorBody('not_found', 'Not found'), extra);
      const content = await readFile(new URL(asset.file, opts.webDir));
      res.writeHead(200, { 'content-type': asset.type, 'cache-control': 'no-cache', ...SECURITY_HEADERS, ...extra });
      res.end(req.method === 'HEAD' ? undefined : content);
    } catch (err) {
      // The client went away mid-body: nothing to answer, nothing wrong with the tool.
      if ((err as NodeJS.ErrnoException).code === 'ECONNRESET') return log('debug', `${req.method} ${url.slice(0, 200)}: client closed the connection`);
      log('warn', `${req.method} ${url.slice(0, 200)}: ${(err as Error).stack ?? err}`);
      if (!res.headersSent) send(res, 500, errorBody('internal_error', 'Internal error'));
      else res.end();
    }
  });
  // Malformed HTTP (bad request line, oversized headers, a reset mid-request): that one
  // connection ends. Without this listener Node does the same but says nothing.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    log('debug', `HTTP client error: ${err.code ?? err.message}`);
    if (socket.writable && err.code !== 'ECONNRESET') socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node takes its own error listener off an upgraded socket: a reset before the
    // handshake ends would otherwise be an unhandled 'error' event.
    const onSocketError = (err: Error) => log('debug', `WebSocket handshake: ${err.message}`);
    socket.on('error', onSocketError);
    const url = req.url ?? '/';
    try {
      const decision = access(req);
      const path = requestUrl(url)?.pathname;
      if (!decision.ok || path !== '/ws') {
        const status = !decision.ok ? (decision.status === 403 ? '403 Forbidden' : '401 Unauthorized') : '404 Not Found';
        log('debug', `refused WebSocket ${url.slice(0, 200)}: ${decision.ok ? 'unknown path' : decision.reason}`);
        socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        socket.off('error', onSocketError); // the WebSocket handles its socket's errors from here
        wss.emit('connection', ws, req);
      });
    } catch (err) {
      log('warn', `WebSocket ${url.slice(0, 200)}: ${(err as Error).stack ?? err}`);
      socket.destroy();
    }
  });
  wss.on('connection', (ws: WebSocket) => {
    ws.on('message', () => {}); // the protocol is server → client only
    // A frame over maxPayload, invalid UTF-8, a bad opcode or a reset: ws closes this
    // connection and emits 'error'; unheard, that event would end the process.
    ws.on('error', (err: Error & { code?: string }) => log('debug', `WebSocket connection closed: ${err.code ?? ''} ${err.message}`.replace(/ {2,}/g, ' ')));
    opts.onConnection(ws);
  });
  wss.on('error', (err: Error) => log('warn', `WebSocket server: ${err.message}`));

  await new Promise<void>((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(err.code === 'EADDRINUSE' ? new PortInUseError(`Port ${opts.port} on ${bindHost} is already in use. Stop the other process or choose another port with --port.`) : err);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(opts.port ?? 0, bindHost);
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : (opts.port ?? 0);
  policy.port = port;
  hosts = allowedHosts(policy);
  const shownHost = bindHost === '0.0.0.0' || bindHost === '::' ? '127.0.0.1' : bindHost.includes(':') ? `[${bindHost}]` : bindHost;

  return {
    server,
    wss,
    port,
    url: `http://${shownHost}:${port}`,
    setTunnelHost(h) {
      policy.tunnelHost = h;
    },
    broadcast(type, data) {
      if (wss.clients.size === 0) return;
      const text = JSON.stringify({ type, data });
      for (const c of wss.clients) if (c.readyState === WebSocket.OPEN) c.send(text);
      log('debug', `broadcast ${type} to ${wss.clients.size} client(s)`);
    },
    clients: () => wss.clients.size,
    async close() {
      for (const c of wss.clients) c.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
