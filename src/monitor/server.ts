/**
 * The monitor's HTTP + WebSocket server (node:http + ws). Serves the page (a fixed set
 * of files, no path from the request reaches the file system), the JSON API and the
 * live events on /ws. Every request and upgrade passes the Host/Origin check.
 */
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket } from 'ws';
import { handleApi, errorBody, type ApiContext } from './api.ts';
import { checkAccess, allowedHosts, TOKEN_COOKIE, type AccessPolicy } from './security.ts';
import type { TranscriptService, Message, Logger } from '../transcripts/index.ts';

export const BODY_LIMIT = 64 * 1024;

/** The page's files: request path → file in src/monitor/web and its type. */
const STATIC: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/index.html': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/app.js': { file: 'app.js', type: 'text/javascript; charset=utf-8' },
  '/markdown.js': { file: 'markdown.js', type: 'text/javascript; charset=utf-8' },
  '/charts.js': { file: 'charts.js', type: 'text/javascript; charset=utf-8' },
  '/style.css': { file: 'style.css', type: 'text/css; charset=utf-8' },
};
const WEB_DIR = new URL('./web/', import.meta.url);

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};

export interface MonitorOptions {
  service: TranscriptService;
  host?: string;
  port?: number;
  log?: Logger;
  /** Required on requests through the tunnel. */
  token?: string | null;
  exportLimits?: ApiContext['exportLimits'];
}

export interface MonitorServer {
  server: Server;
  port: number;
  url: string;
  /** Accept requests whose Host is the tunnel's public host (they must carry the token). */
  setTunnelHost(host: string | null): void;
  clients(): number;
  close(): Promise<void>;
}

class PortInUseError extends Error {}
export { PortInUseError };

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...SECURITY_HEADERS, ...headers });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<{ raw: string; tooLarge: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) return { raw: '', tooLarge: true };
    chunks.push(chunk as Buffer);
  }
  return { raw: Buffer.concat(chunks).toString('utf8'), tooLarge: false };
}

export async function startMonitorServer(opts: MonitorOptions): Promise<MonitorServer> {
  const { service } = opts;
  const log = opts.log ?? (() => {});
  const bindHost = opts.host ?? '127.0.0.1';
  const policy: AccessPolicy = { port: opts.port ?? 0, bindHost, tunnelHost: null, token: opts.token ?? null };
  let hosts = new Set<string>();
  const ctx: ApiContext = { service, exportLimits: opts.exportLimits };

  const server = createServer(async (req, res) => {
    const url = req.url ?? '/';
    const access = checkAccess(policy, { host: req.headers.host, origin: req.headers.origin, cookie: req.headers.cookie }, url, hosts);
    if (!access.ok) {
      log('debug', `refused ${req.method} ${url}: ${access.reason}`);
      send(res, access.status, errorBody(access.status === 403 ? 'forbidden' : 'unauthorized', access.reason));
      return;
    }
    const extra: Record<string, string> = {};
    if (access.remote && policy.token) extra['set-cookie'] = `${TOKEN_COOKIE}=${encodeURIComponent(policy.token)}; Path=/; HttpOnly; Secure; SameSite=Strict`;
    const parsed = new URL(url, 'http://localhost');
    try {
      if (parsed.pathname.startsWith('/api/')) {
        let body: unknown;
        let bodyError: string | undefined;
        if (req.method === 'POST') {
          const { raw, tooLarge } = await readBody(req);
          if (tooLarge) return send(res, 413, errorBody('payload_too_large', `Request body exceeds ${BODY_LIMIT} bytes`), extra);
          if (raw.trim() !== '') {
            try {
              body = JSON.parse(raw);
            } catch {
              bodyError = 'Request body is not valid JSON';
            }
          }
        }
        const r = await handleApi(ctx, { method: req.method ?? 'GET', path: parsed.pathname, query: parsed.searchParams, body, bodyError });
        return send(res, r.status, r.body, extra);
      }
      const asset = STATIC[parsed.pathname];
      if (!asset || (req.method !== 'GET' && req.method !== 'HEAD')) return send(res, 404, errorBody('not_found', 'Not found'), extra);
      const content = await readFile(new URL(asset.file, WEB_DIR));
      res.writeHead(200, { 'content-type': asset.type, 'cache-control': 'no-cache', ...SECURITY_HEADERS, ...extra });
      res.end(req.method === 'HEAD' ? undefined : content);
    } catch (err) {
      log('warn', `${req.method} ${parsed.pathname}: ${(err as Error).stack ?? err}`);
      if (!res.headersSent) send(res, 500, errorBody('internal_error', 'Internal error'));
      else res.end();
    }
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = req.url ?? '/';
    const access = checkAccess(policy, { host: req.headers.host, origin: req.headers.origin, cookie: req.headers.cookie }, url, hosts);
    const path = new URL(url, 'http://localhost').pathname;
    if (!access.ok || path !== '/ws') {
      const status = !access.ok ? (access.status === 403 ? '403 Forbidden' : '401 Unauthorized') : '404 Not Found';
      log('debug', `refused WebSocket ${url}: ${access.ok ? 'unknown path' : access.reason}`);
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  wss.on('connection', (ws) => {
    ws.on('message', () => {}); // the protocol is server → client only
    ws.send(JSON.stringify({ type: 'connected', data: { totalConversations: service.index.size, timestamp: new Date(service.index.now()).toISOString() } }));
  });

  const broadcast = (type: string, data: unknown) => {
    if (wss.clients.size === 0) return;
    const text = JSON.stringify({ type, data });
    for (const c of wss.clients) if (c.readyState === WebSocket.OPEN) c.send(text);
    log('debug', `broadcast ${type} to ${wss.clients.size} client(s)`);
  };
  const hasTools = (m: Message) => m.blocks.some((b) => b.type === 'tool_use' || b.type === 'tool_result');

  // data_refresh is coalesced: many appends in a burst give one small summary.
  const pending = new Map<string, 'added' | 'updated' | 'removed'>();
  let refreshTimer: NodeJS.Timeout | null = null;
  const queueRefresh = (id: string, change: 'added' | 'updated' | 'removed') => {
    if (pending.get(id) !== 'added') pending.set(id, change);
    refreshTimer ??= setTimeout(() => {
      refreshTimer = null;
      const t = service.index.now();
      const changes = [...pending];
      pending.clear();
      const summaries = [];
      for (const [cid, ch] of changes.slice(0, 50)) {
        const rec = ch === 'removed' ? undefined : service.index.get(cid);
        summaries.push(rec ? { change: ch, conversation: service.index.summary(rec, t) } : { change: 'removed', conversationId: cid });
      }
      broadcast('data_refresh', { totalConversations: service.index.size, changed: summaries, truncated: changes.length > 50, timestamp: new Date(t).toISOString() });
    }, 100);
  };

  const offEvents = service.onEvent((e) => {
    if (e.type === 'conversation_updated') {
      const rec = service.index.get(e.id);
      for (const m of e.added) broadcast('new_message', { conversationId: e.id, message: m, metadata: { hasTools: hasTools(m), messageCount: rec?.messageCount ?? null } });
      for (const m of e.updated) broadcast('message_updated', { conversationId: e.id, message: m, metadata: { hasTools: hasTools(m), messageCount: rec?.messageCount ?? null } });
      queueRefresh(e.id, 'updated');
    } else if (e.type === 'conversation_added') queueRefresh(e.id, 'added');
    else queueRefresh(e.id, 'removed');
  });
  const offStates = service.onStateChange((changes) => {
    const ts = new Date(service.index.now()).toISOString();
    for (const c of changes) broadcast('state_change', { ...c, timestamp: ts });
  });

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
    port,
    url: `http://${shownHost}:${port}`,
    setTunnelHost(h) {
      policy.tunnelHost = h;
    },
    clients: () => wss.clients.size,
    async close() {
      offEvents();
      offStates();
      if (refreshTimer) clearTimeout(refreshTimer);
      for (const c of wss.clients) c.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
