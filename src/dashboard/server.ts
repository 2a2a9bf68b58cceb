/**
 * The dashboard's server (port 3333): the shared local HTTP + WebSocket shell
 * (src/local-server, which does the Host/Origin checks; no CORS header is ever sent)
 * with the dashboard's page, JSON API and live states on /ws.
 */
import { startLocalServer, PortInUseError, pageFiles, type LocalServer } from '../local-server/server.ts';
import type { TranscriptService, Logger } from '../transcripts/index.ts';
import { Dashboard } from './dashboard.ts';
import { liveStateOf } from './live-state.ts';

const BODY_LIMIT = 16 * 1024;

/** The page: src/dashboard/web. */
const FILES = pageFiles(['app.js', 'charts.js', 'dom.js', 'style.css']);
const WEB_DIR = new URL('./web/', import.meta.url);

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

export interface DashboardServer extends Pick<LocalServer, 'server' | 'port' | 'url' | 'clients' | 'close'> {
  dashboard: Dashboard;
}

export { PortInUseError };

export async function startDashboardServer(opts: DashboardServerOptions): Promise<DashboardServer> {
  const { service } = opts;
  const log = opts.log ?? (() => {});
  const dashboard = new Dashboard({ service, version: opts.version, timeZone: opts.timeZone });
  const local = await startLocalServer({
    host: opts.host,
    port: opts.port,
    log,
    token: null, // no tunnel: only this machine's Host/Origin are served
    files: FILES,
    webDir: WEB_DIR,
    bodyLimit: BODY_LIMIT,
    api: (req) => dashboard.handle(req),
    onConnection: (ws) =>
      ws.send(JSON.stringify({ type: 'connected', data: { states: dashboard.liveStates(), totalConversations: service.index.size, timestamp: new Date(service.index.now()).toISOString() } })),
  });
  const broadcast = local.broadcast;

  // Updated figures are coalesced: a burst of appends gives one push.
  let figuresTimer: NodeJS.Timeout | null = null;
  const queueFigures = () => {
    figuresTimer ??= setTimeout(() => {
      figuresTimer = null;
      if (local.clients() === 0) return;
      const o = dashboard.overview();
      broadcast('figures', { kpis: o.kpis, totals: o.totals, activeSessions: o.activeSessions, windows: o.windows, totalConversations: service.index.size, timestamp: o.generatedAt });
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

  return {
    server: local.server,
    dashboard,
    port: local.port,
    url: local.url,
    clients: local.clients,
    async close() {
      offEvents();
      offStates();
      if (figuresTimer) clearTimeout(figuresTimer);
      await local.close();
    },
  };
}
