/**
 * A GET over node:http(s) whose body is handed over a chunk at a time, for
 * the bot's catalog index. Not `fetch`: at 100,000 components, reading the
 * 2.9 MB index through fetch's web streams took a cold function ~12 MB more
 * at its peak than the same bytes through node:http (measured, see
 * docs/benchmarks.md), and the function's budget is 100 MB.
 */
import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';

export interface StreamedGetOptions {
  accept: string;
  /** For the whole exchange, redirects and body included. */
  timeoutMs: number;
  /** A longer body is refused as soon as that many bytes have arrived. */
  maxBytes: number;
  /** Each chunk of the body, in order; a throw ends the request with that error. */
  onChunk: (chunk: Uint8Array) => void;
}

/** A static host may redirect (to https, to its primary domain); more than this many in a row is a loop. */
const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Resolves when the whole body has been handed to `onChunk`; rejects on a status other than 2xx, a timeout, or a body over the limit. */
export function streamedGet(url: string, options: StreamedGetOptions): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    let current: { destroy: () => void } | undefined;
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error === undefined) return resolve();
      current?.destroy();
      reject(error);
    };
    // The same error fetch's AbortSignal.timeout gives, so the logs read alike.
    const timer = setTimeout(() => finish(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), options.timeoutMs);

    const request = (address: URL, redirectsLeft: number) => {
      const get = address.protocol === 'https:' ? httpsGet : address.protocol === 'http:' ? httpGet : undefined;
      if (!get) return finish(new Error(`not an http(s) address: ${address.protocol}`));
      const req = get(address, { headers: { accept: options.accept } }, (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECTS.has(status) && location) {
          response.resume();
          if (redirectsLeft === 0) return finish(new Error(`more than ${MAX_REDIRECTS} redirects`));
          return request(new URL(location, address), redirectsLeft - 1);
        }
        if (status < 200 || status > 299) {
          response.resume();
          return finish(new Error(`HTTP ${status}`));
        }
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (settled) return;
          size += chunk.byteLength;
          if (size > options.maxBytes) return finish(new Error(`larger than ${options.maxBytes} bytes; not read`));
          try {
            options.onChunk(chunk);
          } catch (error) {
            finish(error);
          }
        });
        response.on('end', () => finish());
        // A connection cut before the end of the body ('aborted').
        response.on('error', (error) => finish(error));
      });
      current = req;
      req.on('error', (error) => finish(error));
    };
    request(new URL(url), MAX_REDIRECTS);
  });
}
