import { BodyTooLargeError, readBodyLimited } from '../http/body.ts';
import { json } from '../http/respond.ts';
import { withDeadline, type Database } from '../storage/database.ts';
import { clientCountry, clientIp, clientUserAgent, type CallerContext } from './client.ts';
import { checkTrackBody, isJsonContentType, MAX_BODY_BYTES } from './request.ts';
import { recordDownload } from './store.ts';

/** Rule 8, on every answer so a browser caller can read errors too. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, User-Agent',
} as const;

export interface TrackDeps {
  /** The store, opened once per process by the caller (a lazy singleton). */
  database: () => Promise<Database>;
  /** Deadline for the store call. */
  timeoutMs: number;
  /** Deadline for opening the store (only the first calls of a process wait for it). */
  openTimeoutMs: number;
  /** Opening and calling together stay under this. */
  budgetMs: number;
  clock?: () => number;
  development: boolean;
  log: (line: string) => void;
}

const answer = (status: number, body: unknown) => json(status, body, CORS_HEADERS);

/** Never let an address reach a log line or a response, even inside a driver's message. */
function redact(message: string, ip: string): string {
  return ip ? message.split(ip).join('[ip]') : message;
}

/**
 * `POST /api/track-download-store` (spec 1). Checks, in order: method,
 * content type (415), body size (413), JSON object (400), fields (400),
 * then one store call under a deadline (500 on failure).
 */
export async function handleTrackDownload(request: Request, context: CallerContext, deps: TrackDeps): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 200, headers: CORS_HEADERS });
  if (request.method !== 'POST') return json(405, { error: 'Method not allowed', allowed: ['POST'] }, { ...CORS_HEADERS, allow: 'POST, OPTIONS' });
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return answer(415, { error: 'Content-Type must be application/json' });
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readBodyLimited(request, MAX_BODY_BYTES));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer(413, { error: 'Request body too large', limit: MAX_BODY_BYTES });
    return answer(400, { error: 'Invalid JSON body' });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return answer(400, { error: 'Invalid JSON body' });
  }
  const checked = checkTrackBody(raw);
  if (!checked.ok) return answer(checked.status, checked.body);
  const body = checked.value;

  const ip = clientIp(request.headers, context);
  const clock = deps.clock ?? Date.now;
  const started = clock();
  try {
    const db = await withDeadline(deps.database(), Math.min(deps.openTimeoutMs, deps.budgetMs), 'opening the download store');
    const left = deps.budgetMs - (clock() - started);
    const result = await recordDownload(
      db,
      { ...body, ip, country: clientCountry(request.headers, context), userAgent: clientUserAgent(request.headers) },
      Math.max(1, Math.min(deps.timeoutMs, left)),
    );
    if (!result.aggregated) {
      // Rule 3: the record is safe; only the running total missed this call.
      deps.log(
        `[track-download-store] aggregate update failed for ${body.type}/${JSON.stringify(body.name)}: ${redact(result.aggregateError ?? 'unknown error', ip)}`,
      );
    }
    return answer(200, {
      success: true,
      message: 'Download tracked successfully',
      data: { type: body.type, name: body.name, timestamp: result.timestamp },
    });
  } catch (error) {
    const details = redact(error instanceof Error ? error.message : String(error), ip);
    deps.log(`[track-download-store] storage failure: ${details}`);
    return answer(500, {
      error: 'Internal server error',
      message: 'Failed to track download',
      ...(deps.development ? { details } : {}),
    });
  }
}
