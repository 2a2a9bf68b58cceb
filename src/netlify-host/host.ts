import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { makeContext, send, sendWhole, toRequest } from './bridge.ts';
import { functionMethodsAt, loadFunctions, matchFunction, type FunctionRoute, type LoadedFunction } from './functions.ts';
import { nextRun } from './schedule.ts';
import { headersFor, loadHeaderRules, staticResponse, type HeaderRule } from './static.ts';
import { isLoopbackAddress, loopbackHosts } from '../http/loopback.ts';
import { crossSiteRefusal } from './cross-site.ts';

export interface HostOptions {
  /** Built site (Astro's output). */
  distDir: string;
  /** Netlify functions folder. */
  functionsDir: string;
  /** netlify.toml, for header rules. */
  netlifyToml: string;
  port?: number;
  host?: string;
  log?: (line: string) => void;
}

export interface RunningHost {
  url: string;
  port: number;
  server: Server;
  functions: LoadedFunction[];
  close(): Promise<void>;
}

/** On a loopback address only loopback Host headers are served; elsewhere any Host is. */
function hostAllowed(hostHeader: string | undefined, boundHost: string, port: number): boolean {
  if (!isLoopbackAddress(boundHost)) return true;
  if (!hostHeader) return false;
  return loopbackHosts(port).includes(hostHeader.toLowerCase());
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Methods the web Request cannot carry, so no v2 function can be handed them. */
const UNCARRIED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
/** What a function without `config.method` can be called with. */
const FUNCTION_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const STATIC_METHODS = ['GET', 'HEAD'];
const TRIGGER_METHODS = 'GET, POST';

/** A plain 405; `Allow` lists what the address does take (RFC 9110 §15.5.6). */
function methodNotAllowed(res: ServerResponse, allow: string, extra: Record<string, string> = {}): void {
  res.writeHead(405, { ...extra, allow, 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error: 'Method not allowed' }));
}

/** Netlify's scheduler calls a scheduled function with POST, its user agent and `{ next_run }`. */
function scheduledRequest(req: IncomingMessage, url: URL, schedule: string, now: Date): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === 'content-length' || key === 'transfer-encoding') continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  headers.set('user-agent', 'Netlify Clockwork');
  headers.set('x-nf-event', 'schedule');
  headers.set('content-type', 'application/json');
  const body = JSON.stringify({ next_run: nextRun(schedule, now)?.toISOString() ?? null });
  return new Request(url, { method: 'POST', headers, body });
}

const LOCAL_TRIGGER_NOTE =
  'local trigger only: production has no URL for a scheduled function, Netlify runs it on its schedule';

/**
 * Serves the built site and runs the Netlify v2 function modules
 * (`(Request, Context) => Response`) unchanged, over a real HTTP server.
 */
export async function startHost(options: HostOptions): Promise<RunningHost> {
  const log = options.log ?? ((line: string) => console.log(line));
  const distDir = resolve(options.distDir);
  const functions = await loadFunctions(resolve(options.functionsDir));
  const rules: HeaderRule[] = await loadHeaderRules(options.netlifyToml);

  /** Run a function; `waitUntil` work goes on after the answer is sent, as on Netlify. */
  async function runFunction(req: IncomingMessage, route: FunctionRoute, request: Request): Promise<{ result: Response; pending: Promise<unknown>[] }> {
    const pending: Promise<unknown>[] = [];
    const context = makeContext(req, new URL(request.url), route.params, pending);
    const result = (await route.fn.handler(request, context)) ?? new Response(null, { status: 204 });
    return { result, pending };
  }

  const host = options.host ?? '127.0.0.1';
  let boundPort = 0;
  const server = createServer(async (req, res) => {
    // A loopback server answers only to its own names, so a web page cannot
    // reach it through DNS rebinding.
    if (!hostAllowed(req.headers.host, host, boundPort)) {
      res.writeHead(421, { 'content-type': 'text/plain; charset=utf-8' }).end('Misdirected request: unknown Host');
      return;
    }
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://local');
    } catch {
      res.writeHead(400).end();
      return;
    }
    const method = (req.method ?? 'GET').toUpperCase();
    const route = matchFunction(functions, url.pathname, method);
    try {
      if (route?.localTrigger) {
        if (method !== 'GET' && method !== 'POST') return methodNotAllowed(res, TRIGGER_METHODS);
        // A page of another site must not start the rebuild or the release check (cross-site.ts).
        const refusal = crossSiteRefusal({ host: req.headers.host, origin: req.headers.origin, fetchSite: header(req, 'sec-fetch-site') }, host, boundPort);
        if (refusal) {
          req.resume();
          log(`[host] refused a cross-site request to ${url.pathname}: ${refusal}`);
          res.writeHead(403, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ error: `Cross-site request refused: ${refusal}. This local trigger runs only for this machine's tools.` }));
          return;
        }
        req.resume();
        const request = scheduledRequest(req, new URL(url.pathname + url.search, origin), route.fn.config.schedule!, new Date());
        const { result, pending } = await runFunction(req, route, request);
        log(`[host] ${route.fn.name} answered ${result.status} (${LOCAL_TRIGGER_NOTE}: "${route.fn.config.schedule}")`);
        await sendWhole(res, result, { 'x-toolshed-local-trigger': LOCAL_TRIGGER_NOTE });
        await Promise.all(pending);
        return;
      }
      if (route) {
        if (UNCARRIED_METHODS.has(method)) return methodNotAllowed(res, route.fn.methods?.join(', ') ?? FUNCTION_METHODS);
        const { result, pending } = await runFunction(req, route, await toRequest(req, origin));
        await sendWhole(res, result);
        await Promise.all(pending);
        return;
      }
      if (method !== 'GET' && method !== 'HEAD') {
        // A method no function at this path takes goes to the static site, as on Netlify,
        // whose 405 carries the path's header rules too.
        const allow = [...new Set([...STATIC_METHODS, ...functionMethodsAt(functions, url.pathname)])].join(', ');
        return methodNotAllowed(res, allow, headersFor(rules, url.pathname));
      }
      await send(res, await staticResponse(distDir, url.pathname, rules, method, req.headers['accept-encoding']));
    } catch (error) {
      log(`[host] ${method} ${url.pathname} failed: ${(error as Error).stack ?? error}`);
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'Internal server error' }));
      } else {
        res.destroy();
      }
    }
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', fail);
      done();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  boundPort = port;
  return {
    url: `http://${host}:${port}`,
    port,
    server,
    functions,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
