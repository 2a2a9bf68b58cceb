/**
 * The monitor's server: the shared local HTTP + WebSocket shell (src/local-server,
 * which does the Host/Origin and tunnel-token checks) with the monitor's page, JSON API
 * and live events on /ws.
 */
import { handleApi, type ApiContext } from './api.ts';
import { startLocalServer, PortInUseError, pageFiles, type LocalServer } from '../local-server/server.ts';
import type { TranscriptService, Message, Logger } from '../transcripts/index.ts';

const BODY_LIMIT = 64 * 1024;

/** The page: src/monitor/web. */
const FILES = pageFiles(['app.js', 'page-state.js', 'messages-view.js', 'workbench-panel.js', 'analytics-panel.js', 'format.js', 'markdown.js', 'charts.js', 'style.css']);
const WEB_DIR = new URL('./web/', import.meta.url);

export interface MonitorOptions {
  service: TranscriptService;
  host?: string;
  port?: number;
  log?: Logger;
  /** Required on requests through the tunnel. */
  token?: string | null;
  exportLimits?: ApiContext['exportLimits'];
  /** The index of archived (deleted) sessions, when the archive is on. */
  archive?: ApiContext['archive'];
}

/** `setTunnelHost` lets requests through the tunnel in (they must carry the token). */
export type MonitorServer = Pick<LocalServer, 'server' | 'port' | 'url' | 'setTunnelHost' | 'clients' | 'close'>;

export { PortInUseError };

export async function startMonitorServer(opts: MonitorOptions): Promise<MonitorServer> {
  const { service } = opts;
  const log = opts.log ?? (() => {});
  const ctx: ApiContext = { service, exportLimits: opts.exportLimits, archive: opts.archive };
  const local = await startLocalServer({
    host: opts.host,
    port: opts.port,
    log,
    token: opts.token,
    files: FILES,
    // A session's address: /c/<session id> (the page opens it; #m<index> a message).
    pageRoute: (p) => /^\/c\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(p),
    webDir: WEB_DIR,
    bodyLimit: BODY_LIMIT,
    api: (req) => handleApi(ctx, req),
    onConnection: (ws) => ws.send(JSON.stringify({ type: 'connected', data: { totalConversations: service.index.size, timestamp: new Date(service.index.now()).toISOString() } })),
  });
  const broadcast = local.broadcast;
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

  return {
    server: local.server,
    port: local.port,
    url: local.url,
    setTunnelHost: local.setTunnelHost,
    clients: local.clients,
    async close() {
      offEvents();
      offStates();
      if (refreshTimer) clearTimeout(refreshTimer);
      await local.close();
    },
  };
}
