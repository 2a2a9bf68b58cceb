/** Starts a real dashboard (transcript service + HTTP/WS server) on a free port for tests. */
import { request } from 'node:http';
import { WebSocket } from 'ws';
import { startTranscriptService, type ServiceOptions } from '../../src/transcripts/live.ts';
import { startDashboardServer, type DashboardServer } from '../../src/dashboard/server.ts';

export interface Running {
  dash: DashboardServer;
  close(): Promise<void>;
  logs: string[];
}

export async function startDashboard(projectsDir: string, opts: Partial<ServiceOptions> & { timeZone?: string } = {}): Promise<Running> {
  const logs: string[] = [];
  const log = (level: string, message: string) => void logs.push(`${level}: ${message}`);
  const service = await startTranscriptService({ projectsDir, contentIndex: false, log, ...opts });
  const dash = await startDashboardServer({ service, version: '9.9.9-test', timeZone: opts.timeZone ?? 'UTC', port: 0, log, figuresDebounceMs: 50 });
  return {
    dash,
    logs,
    async close() {
      await dash.close();
      service.close();
    },
  };
}

/** A raw HTTP request with chosen Host/Origin headers (fetch would not let us set Host). */
export function rawRequest(port: number, o: { method?: string; path: string; headers?: Record<string, string>; body?: string }): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: o.method ?? 'GET', path: o.path, headers: o.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(o.body);
  });
}

/** Opens a WebSocket and collects its messages; `next(pred)` waits for a matching one. */
export async function openSocket(url: string, options: ConstructorParameters<typeof WebSocket>[2] = {}) {
  const ws = new WebSocket(url, options);
  const messages: Array<{ type: string; data: any }> = [];
  const waiters: Array<{ pred: (m: { type: string; data: any }) => boolean; resolve: (m: { type: string; data: any }) => void }> = [];
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw));
    messages.push(m);
    for (const w of [...waiters]) {
      if (w.pred(m)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  return {
    ws,
    messages,
    next(pred: (m: { type: string; data: any }) => boolean, timeoutMs = 15_000): Promise<{ type: string; data: any }> {
      const found = messages.find(pred);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching WebSocket message within ${timeoutMs} ms; got ${messages.map((x) => x.type).join(', ')}`)), timeoutMs);
        waiters.push({ pred, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    close: () => ws.terminate(),
  };
}

/** Where a WebSocket upgrade is refused, the HTTP status of the refusal. */
export function upgradeStatus(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.on('error', (err) => {
      // A refusal may surface as a socket error after the status line on some versions.
      if (!/Unexpected server response: (\d+)/.test(err.message)) reject(err);
    });
  });
}
