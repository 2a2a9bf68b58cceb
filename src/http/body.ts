/** Raised when a request body exceeds its limit; callers answer 413. */
export class BodyTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`Request body exceeds ${limit} bytes`);
    this.name = 'BodyTooLargeError';
    this.limit = limit;
  }
}

/**
 * Read a byte stream whole, stopping as soon as it passes `limit` so an oversized body
 * is never buffered whole: the stream is then cancelled and the answer is null (each
 * caller raises its own error). Serves request bodies here and upstream answers in
 * src/release/fetching.ts.
 */
export async function readStreamLimited(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * Read a request body as bytes, refusing (BodyTooLargeError) a declared or actual size
 * over `limit`.
 */
export async function readBodyLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  if (!request.body) return new Uint8Array(0);
  const bytes = await readStreamLimited(request.body, limit);
  if (bytes === null) throw new BodyTooLargeError(limit);
  return bytes;
}
