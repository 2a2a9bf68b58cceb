/**
 * The dashboard's HTTP + WebSocket server (node:http + ws, port 3333). Serves the page
 * (a fixed set of files: no request path reaches the file system), the JSON API and
 * live states on /ws. Every request and upgrade passes the monitor's Host/Origin check
 * (src/monitor/security.ts); no CORS header is ever sent.
 */
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { Duplex } from 'node:stream';
import { WebSocketServer, WebSocket } from 'ws';
import { checkAccess, allowedHosts, type AccessPolicy } from '../monitor/security.ts';
import type { TranscriptService, Logger } from '../transcripts/index.ts';
import { Dashboard, errorBody } from './dashboard.ts';
import { liveStateOf } from './live-state.ts';

export const BODY_LIMIT = 16 * 1024;

const STATIC: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/index.html': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/app.js': { file: 'app.js', type: 'text/javascript; charset=utf-8' },
  '/charts.js': { file: 'charts.js', type: 'text/javascript; charset=utf-8' },
  '/dom.js': { file: 'dom.js', type: 'text/javascript; charset=utf-8' },
  '/style.css': { file: 'style.css', type: 'text/css; charset=utf-8' },
};
const WEB_DIR = new URL('./web/', import.meta.url);

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
};

export interface DashboardServerOptions {
  service: TranscriptService;
  version: string;
  timeZone: string;
  host?: string;
  port?: number;
  log?: Logger;
  /** How long index events are gathered before updated figures are pushed (ms). */
  figuresDebounceMs?: number;
}

export interface DashboardServer {
  server: Server;
  dashboard: Dashboard;
  port: number;
  url: string;
  clients(): number;
  close(): Promise<void>;
}

export class PortInUseError extends Error {}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...SECURITY_HEADERS });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startDashboardServer(opts: DashboardServerOptions): Promise<DashboardServer> {
  const { service } = opts;
  const log = opts.log ?? (() => {});
  const bindHost = opts.host ?? '127.0.0.1';
  const policy: AccessPolicy = { port: opts.port ?? 0, bindHost, tunnelHost: null, token: null };
  let hosts = new Set<string>();
  const dashboard = new Dashboard({ service, version: opts.version, timeZone: opts.timeZone });

  const server = createServer(async (req, res) => {
    const url = req.url ?? '/';
    const access = checkAccess(policy, { host: req.headers.host, origin: req.headers.origin }, url, hosts);
    if (!access.ok) {
      log('debug', `refused ${req.method} ${url}: ${access.reason}`);
      return send(res, 403, errorBody('forbidden', access.reason));
    }
    const parsed = new URL(url, 'http://localhost');
    try {
      if (parsed.pathname.startsWith('/api/')) {
        let body: unknown;
        let bodyError: string | undefined;
        if (req.method === 'POST') {
          const raw = await readBody(req);
          if (raw === null) return send(res, 413, errorBody('payload_too_large', `Request body exceeds ${BODY_LIMIT} bytes`));
          if (raw.trim() !== '') {
            try {
              body = JSON.parse(raw);
            } catch {
              bodyError = 'Request body is not valid JSON';
            }
          }
        }
        const r = await dashboard.handle({ method: req.method ?? 'GET', path: parsed.pathname, body, bodyError });
        return send(res, r.status, r.body);
      }
      const asset = STATIC[parsed.pathname];
      if (!asset || (req.method !== 'GET' && req.method !== 'HEAD')) return send(res, 404, errorBody('not_found', 'Not found'));
      const content = await readFile(new URL(asset.file, WEB_DIR));
      res.writeHead(200, { 'content-type': asset.type, 'cache-control': 'no-cache', ...SECURITY_HEADERS });
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
    const access = checkAccess(policy, { host: req.headers.host, origin: req.headers.origin }, url, hosts);
    const path = new URL(url, 'http://localhost').pathname;
    if (!access.ok || path !== '/ws') {
      log('debug', `refused WebSocket ${url}: ${access.ok ? 'unknown path' : access.reason}`);
      socket.end(`HTTP/1.1 ${access.ok ? '404 Not Found' : '403 Forbidden'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  wss.on('connection', (ws) => {
    ws.on('message', () => {}); // server → client only
    ws.send(JSON.stringify({ type: 'connected', data: { states: dashboard.liveStates(), totalConversations: service.index.size, timestamp: new Date(service.index.now()).toISOString() } }));
  });

  const broadcast = (type: string, data: unknown) => {
    if (wss.clients.size === 0) return;
    const text = JSON.stringify({ type, data });
    for (const c of wss.clients) if (c.readyState === WebSocket.OPEN) c.send(text);
    log('debug', `broadcast ${type} to ${wss.clients.size} client(s)`);
  };

  // Updated figures are coalesced: a burst of appends gives one push.
  let figuresTimer: NodeJS.Timeout | null = null;
  const queueFigures = () => {
    figuresTimer ??= setTimeout(() => {
      figuresTimer = null;
      if (wss.clients.size === 0) return;
      const o = dashboard.overview();
      broadcast('figures', { kpis: o.kpis, totals: o.totals, activeSessions: o.activeSessions, totalConversations: service.index.size, timestamp: o.generatedAt });
    }, opts.figuresDebounceMs ?? 250);
  };
  const offEvents = service.onEvent((e) => {
    dashboard.invalidate(e.id);
    queueFigures();
  });
  const offStates = service.onStateChange((changes) => {
    dashboard.invalidate();
    const ts = new Date(service.index.now()).toISOString();
    let any = false;
    for (const c of changes) {
      const state = liveStateOf(c.state);
      const previous = c.previousState === null ? null : liveStateOf(c.previousState);
      if (state === previous) continue; // e.g. Recently active → Inactive: both stopped
      any = true;
      broadcast('state_change', { conversationId: c.conversationId, state, previousState: previous, monitorState: c.state, timestamp: ts });
    }
    if (any) queueFigures();
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
    dashboard,
    port,
    url: `http://${shownHost}:${port}`,
    clients: () => wss.clients.size,
    async close() {
      offEvents();
      offStates();
      if (figuresTimer) clearTimeout(figuresTimer);
      for (const c of wss.clients) c.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}
