/** HTTP helpers shared by the registry, changelog, webhook and model clients. */
import { readStreamLimited } from '../http/body.ts';

export type Fetch = typeof fetch;

export class UpstreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** Read a response body as text, refusing more than `limit` bytes. */
export async function readTextLimited(response: Response, limit: number, what: string): Promise<string> {
  if (!response.body) return '';
  const bytes = await readStreamLimited(response.body, limit);
  if (bytes === null) throw new UpstreamError(`${what} is larger than ${limit} bytes`);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

/** fetch with a deadline; failures become UpstreamErrors naming `what`, never the URL (it may hold secrets). */
export async function fetchWithDeadline(
  fetchImpl: Fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  what: string,
): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(Math.max(1, timeoutMs)) });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new UpstreamError(`${what} did not answer within ${timeoutMs} ms`);
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new UpstreamError(`${what} could not be reached${cause ? ` (${cause})` : ''}`);
  }
}
