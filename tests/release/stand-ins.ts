/**
 * Local HTTP servers standing in for the package registry, the changelog host,
 * the Discord webhook and the Messages API, over real sockets on 127.0.0.1.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface Reply {
  status: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface StandIns {
  url: string;
  registryUrl: string;
  changelogUrl: string;
  /** Carries a secret token in its last segment, as Discord's do. */
  webhookUrl: string;
  webhookToken: string;
  llmBaseUrl: string;
  state: {
    latest: string;
    /** Publish times for the package document's `time` map; undefined: the document has no `time`. */
    time?: Record<string, unknown>;
    changelog: string;
    /** Replies the webhook gives, in order; 204 once they run out. */
    webhookReplies: Reply[];
    webhookDelayMs: number;
    llmReplies: Reply[];
    packageDocumentStatus: number;
    /** Replaces the latest-version document's body when set (malformed answers). */
    latestBody?: string;
    /** Status of the latest-version route (some registries refuse it for scoped names). */
    latestStatus: number;
    changelogStatus: number;
  };
  webhookPosts: Array<{ body: unknown; at: number }>;
  llmRequests: Array<{ headers: IncomingMessage['headers']; body: unknown }>;
  requests: string[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const PACKAGE = '@example-scope/example-cli';
const WEBHOOK_TOKEN = 'wh-secret-token-1234567890abcdef';

/**
 * The release monitor's settings pointed at these stand-ins, with no model classifier
 * and no other webhook; callers add the store and anything the test is about.
 */
export function releaseEnv(standIns: StandIns, token: string): Record<string, string> {
  return {
    NPM_REGISTRY_URL: standIns.registryUrl,
    npm_config_registry: '',
    MONITORED_PACKAGE: PACKAGE,
    CHANGELOG_URL: standIns.changelogUrl,
    CHANGELOG_WEBHOOK_URL: standIns.webhookUrl,
    WEBHOOK_URL: '',
    RELEASE_CHECK_TOKEN: token,
    ANTHROPIC_API_KEY: '',
    NODE_ENV: 'production',
  };
}

export async function startStandIns(): Promise<StandIns> {
  const state: StandIns['state'] = {
    latest: '0.0.0',
    changelog: '# Changelog\n',
    webhookReplies: [],
    webhookDelayMs: 0,
    llmReplies: [],
    packageDocumentStatus: 200,
    changelogStatus: 200,
    latestStatus: 200,
  };
  const webhookPosts: StandIns['webhookPosts'] = [];
  const llmRequests: StandIns['llmRequests'] = [];
  const requests: string[] = [];
  const encoded = `@${encodeURIComponent(PACKAGE.slice(1))}`;
  const sockets = new Set<import('node:net').Socket>();

  const send = async (res: import('node:http').ServerResponse, reply: Reply) => {
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(reply.body ?? '');
  };

  const server: Server = createServer(async (req, res) => {
    const path = req.url ?? '/';
    requests.push(`${req.method} ${path}`);
    const body = await readBody(req);
    if (req.method === 'GET' && (path === `/registry/${encoded}/latest`)) {
      if (state.latestStatus !== 200) return send(res, { status: state.latestStatus, body: '{"error":"you cannot fetch versions for scoped packages"}' });
      return send(res, { status: 200, body: state.latestBody ?? JSON.stringify({ name: PACKAGE, version: state.latest }) });
    }
    if (req.method === 'GET' && path === `/registry/${encoded}`) {
      if (state.packageDocumentStatus !== 200) return send(res, { status: state.packageDocumentStatus, body: '{}' });
      return send(res, {
        status: 200,
        body: JSON.stringify({ name: PACKAGE, 'dist-tags': { latest: state.latest }, ...(state.time ? { time: state.time } : {}) }),
      });
    }
    if (req.method === 'GET' && path === '/raw/example/example-cli/main/CHANGELOG.md') {
      return send(res, { status: state.changelogStatus, body: state.changelog, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    if (req.method === 'POST' && path === `/api/webhooks/42/${WEBHOOK_TOKEN}`) {
      webhookPosts.push({ body: JSON.parse(body), at: Date.now() });
      const reply = state.webhookReplies.shift() ?? { status: 204 };
      return send(res, { delayMs: state.webhookDelayMs, ...reply });
    }
    if (req.method === 'POST' && path === '/llm/v1/messages') {
      llmRequests.push({ headers: req.headers, body: JSON.parse(body) });
      return send(res, state.llmReplies.shift() ?? { status: 500, body: '{"error":"no reply queued"}' });
    }
    return send(res, { status: 404, body: '{"error":"not found"}' });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    registryUrl: `${url}/registry`,
    changelogUrl: `${url}/raw/example/example-cli/main/CHANGELOG.md`,
    webhookUrl: `${url}/api/webhooks/42/${WEBHOOK_TOKEN}`,
    webhookToken: WEBHOOK_TOKEN,
    llmBaseUrl: `${url}/llm`,
    state,
    webhookPosts,
    llmRequests,
    requests,
    close: () =>
      new Promise<void>((done) => {
        for (const s of sockets) s.destroy();
        server.close(() => done());
      }),
  };
}

/** A Messages API answer whose text is `text`. */
export function messagesReply(text: string, delayMs = 0): Reply {
  return {
    status: 200,
    delayMs,
    body: JSON.stringify({ id: 'msg_1', type: 'message', role: 'assistant', content: [{ type: 'text', text }], stop_reason: 'end_turn' }),
  };
}
