/**
 * Node's HTTP objects to and from the web `Request`/`Response` a Netlify v2
 * function takes and returns, with the parts of Netlify's Context ours use.
 */
import type { Context } from '@netlify/functions';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

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

export async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
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
export function makeContext(req: IncomingMessage, url: URL, params: Record<string, string>, pending: Promise<unknown>[]): Context {
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
export async function sendWhole(res: ServerResponse, response: Response, extra: Record<string, string> = {}): Promise<void> {
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  res.writeHead(response.status, { ...headersOf(response), ...extra });
  res.end(body);
}

/** A file of the site, streamed. */
export async function send(res: ServerResponse, response: Response): Promise<void> {
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

