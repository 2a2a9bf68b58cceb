import type { Context } from '@netlify/functions';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { resolve } from 'node:path';
import { loadFunctions, matchFunction, type LoadedFunction } from './functions.ts';
import { loadHeaderRules, staticResponse, type HeaderRule } from './static.ts';

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

function clientAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '127.0.0.1';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * Bodies up to this declared size are read whole before the function runs,
 * as Netlify does; larger or chunked ones are streamed, so each function's
 * own limit (413) still stops them early.
 */
const BUFFERED_BODY_BYTES = 64 * 1024;

function readWhole(req: IncomingMessage): Promise<Buffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => done(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    req.once('error', fail);
  });
}

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', origin);
  const chunked = req.headers['transfer-encoding'] !== undefined;
  const declared = Number(req.headers['content-length'] ?? 0);
  // Without a length or chunked framing an HTTP/1.1 request has no body.
  if (method === 'GET' || method === 'HEAD' || (!chunked && declared === 0)) return new Request(url, { method, headers });
  if (!chunked && Number.isInteger(declared) && declared <= BUFFERED_BODY_BYTES) {
    return new Request(url, { method, headers, body: new Uint8Array(await readWhole(req)) });
  }
  return new Request(url, {
    method,
    headers,
    body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit);
}

/** The parts of Netlify's Context our functions use, filled from the local connection. */
function makeContext(req: IncomingMessage, url: URL, params: Record<string, string>, pending: Promise<unknown>[]): Context {
  const context = {
    ip: clientAddress(req),
    geo: {},
    requestId: randomUUID(),
    params,
    site: { url: url.origin, id: 'local', name: 'toolshed-local' },
    deploy: { context: 'dev', id: 'local', published: false },
    server: { region: 'local' },
    account: { id: 'local' },
    cookies: { get: () => undefined, set: () => {}, delete: () => {} },
    waitUntil: (promise: Promise<unknown>) => {
      pending.push(promise.catch(() => {}));
    },
    json: (body: unknown, init?: ResponseInit) => Response.json(body, init),
    log: console.log,
    next: () => Promise.resolve(new Response('Not found', { status: 404 })),
    rewrite: () => Promise.resolve(new Response('Not found', { status: 404 })),
  };
  return context as unknown as Context;
}

function headersOf(response: Response): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  return headers;
}

/** A function's answer, read whole (Netlify buffers function responses too; none of ours stream). */
async function sendWhole(res: ServerResponse, response: Response): Promise<void> {
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.writeHead(response.status, headersOf(response));
  res.end(body);
}

/** A file of the site, streamed. */
async function send(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, headersOf(response));
  if (!response.body) {
    res.end();
    return;
  }
  await new Promise<void>((done, fail) => {
    Readable.fromWeb(response.body as never)
      .on('error', fail)
      .pipe(res)
      .on('finish', done)
      .on('error', fail);
  });
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/** On a loopback address only loopback Host headers are served; elsewhere any Host is. */
export function hostAllowed(hostHeader: string | undefined, boundHost: string, port: number): boolean {
  if (!LOOPBACK.has(boundHost)) return true;
  if (!hostHeader) return false;
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`].includes(hostHeader.toLowerCase());
}

/**
 * Serves the built site and runs the Netlify v2 function modules
 * (`(Request, Context) => Response`) unchanged, over a real HTTP server.
 */
export async function startHost(options: HostOptions): Promise<RunningHost> {
  const log = options.log ?? ((line: string) => console.log(line));
  const distDir = resolve(options.distDir);
  const functions = await loadFunctions(resolve(options.functionsDir));
  const rules: HeaderRule[] = await loadHeaderRules(options.netlifyToml);

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
      if (route) {
        const pending: Promise<unknown>[] = [];
        const request = await toRequest(req, origin);
        const context = makeContext(req, new URL(request.url), route.params, pending);
        const result = await route.fn.handler(request, context);
        await sendWhole(res, result ?? new Response(null, { status: 204 }));
        await Promise.all(pending);
        return;
      }
      if (method !== 'GET' && method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'Method not allowed' }));
        return;
      }
      await send(res, await staticResponse(distDir, url.pathname, rules, method));
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
